import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { calculatePip, DAILY_LIVING_ACTIVITIES, defaultPipInput, MOBILITY_ACTIVITIES, type PipInput, type PipResult } from '~/calc/pip';
import { DEFAULT_RATES } from '~/calc/rates';
import { savedData } from '~/islands/shared/saved/test-arbitraries';
import { readSavedPipInput, readSavedPipResult } from './saved-input';
import { conditionsToText, pipProgress } from './state';
import InfoTab from './InfoTab';
import ActivitiesTab from './ActivitiesTab';
import PipSidebar from './PipSidebar';
import PipResults from './PipResults';
import type { PipTabNavigation } from './PipTabNav';

describe('readSavedPipInput: the reader’s contract (docs/product.md §4, §5)', () => {
  it('gives the defaults, with nothing named, for data that is not an object', () => {
    for (const data of [undefined, null, 'rubbish', 7, [], {}]) expect(readSavedPipInput(data)).toEqual({ input: defaultPipInput(), reset: [] });
  });

  it('takes the default quietly for a missing or empty answer', () => {
    const { input, reset } = readSavedPipInput({ personalInfo: { age: null, location: 'wales' }, assessment: { dailyLiving: { 'preparing-food': 'c' } } });
    expect(reset).toEqual([]);
    expect(input).toEqual({
      assessment: { dailyLiving: { 'preparing-food': 'c' }, mobility: {} },
      personalInfo: { ...defaultPipInput().personalInfo, location: 'wales' },
    });
  });

  it('resets an answer that is there but wrong, and names it; an age that is not a number is 16', () => {
    const { input, reset } = readSavedPipInput({
      assessment: { dailyLiving: { 'preparing-food': 'z', 'made-up': 'a' }, mobility: 'none' },
      personalInfo: { age: 'forty', hasDisability: 'yes', conditionDuration: 'forever', conditions: ['MS', 3, ' '] },
    });
    expect(input).toEqual({
      assessment: { dailyLiving: {}, mobility: {} },
      personalInfo: { ...defaultPipInput().personalInfo, age: 16, conditions: ['MS'] },
    });
    expect(reset).toEqual([
      'your mobility answers',
      'your answer to ‘Preparing food’',
      'your age',
      'whether you have a disability',
      'how long your condition has lasted',
      'your conditions',
    ]);
  });

  it('holds the age to 16-100 without calling it a reset, and reads text holding a number', () => {
    expect(readSavedPipInput({ personalInfo: { age: 130 } })).toEqual({
      input: { ...defaultPipInput(), personalInfo: { ...defaultPipInput().personalInfo, age: 100 } },
      reset: [],
    });
    expect(readSavedPipInput({ personalInfo: { age: '15.6' } }).input.personalInfo.age).toBe(16);
    expect(readSavedPipInput({ personalInfo: { age: 40.4 } }).input.personalInfo.age).toBe(40);
  });
});

describe('readSavedPipResult', () => {
  it('gives back what the engine produces, after a JSON round trip', () => {
    const result = JSON.parse(JSON.stringify(calculatePip(defaultPipInput())));
    expect(readSavedPipResult(result)).toBe(result);
  });
  it('refuses an award it does not know', () => {
    expect(readSavedPipResult({ ...calculatePip(defaultPipInput()), mobilityAward: 'top' })).toBeNull();
  });
  it('refuses a result with a message whose words are gone, so the page works it out again; keeps the words of one saved before results gave messages', () => {
    const result = calculatePip(defaultPipInput());
    expect(readSavedPipResult({ ...result, reviewPeriod: { messageId: 'pip.review.removed' } })).toBeNull();
    // Saved before results gave messages: the words themselves, which the reader keeps and the panel shows.
    const older = {
      ...result,
      reviewPeriod: '1-2 years (shorter review due to newer condition)',
      nextSteps: ['Call the PIP new claims line on 0800 917 2222'],
    } as unknown as PipResult;
    expect(readSavedPipResult(older)).toBe(older);
    const html = renderToStaticMarkup(<PipResults input={defaultPipInput()} result={older} stale={false} rates={DEFAULT_RATES} headingRef={null} />);
    expect(html).toContain('1-2 years (shorter review due to newer condition)');
    expect(html).toContain('Call the PIP new claims line on </span><a href="tel:08009172222"');
  });
});

/** The calculator's tabs (every activity open), sidebar and result drawn from an input, as the page draws them after loading. */
function renderCalculator(input: PipInput): string {
  const result = calculatePip(input, DEFAULT_RATES);
  const noop = () => undefined;
  const nav: PipTabNavigation = { headingRef: () => noop, goTo: noop };
  const openIds = new Set([...DAILY_LIVING_ACTIVITIES, ...MOBILITY_ACTIVITIES].map((a) => a.id));
  const activities = { openIds, setOpenIds: noop, onChoose: noop, rates: DEFAULT_RATES, nav, intro: '' };
  return renderToStaticMarkup(
    <>
      <InfoTab
        info={input.personalInfo}
        onChange={noop}
        conditionsText={conditionsToText(input.personalInfo.conditions)}
        onConditionsTextChange={noop}
        rates={DEFAULT_RATES}
        nav={nav}
      />
      <ActivitiesTab component="dailyLiving" tab="daily-living" previous="info" next="mobility" title="Daily living" chosen={input.assessment.dailyLiving} {...activities} />
      <ActivitiesTab component="mobility" tab="mobility" previous="daily-living" next="results" title="Mobility" chosen={input.assessment.mobility} {...activities} />
      <PipSidebar progress={pipProgress(input)} dailyLivingPoints={result.dailyLivingPoints} mobilityPoints={result.mobilityPoints} />
      <PipResults input={input} result={result} stale={false} rates={DEFAULT_RATES} headingRef={null} />
    </>,
  );
}

describe('State Pension age and the special rules for end of life (docs/rules.md PIP 4 and 5)', () => {
  it('reads the three answers when saved, leaves them out when not, and names one that is not yes or no', () => {
    const { input, reset } = readSavedPipInput({ personalInfo: { age: 66, reachedStatePensionAge: true, gotPipOrDlaInLastYear: false, isEndOfLife: 'yes' } });
    expect(input.personalInfo).toMatchObject({ age: 66, reachedStatePensionAge: true, gotPipOrDlaInLastYear: false });
    expect(input.personalInfo).not.toHaveProperty('isEndOfLife');
    expect(reset).toEqual(['whether the special rules for end of life apply']);
    expect(readSavedPipInput({ personalInfo: { age: 40 } }).input.personalInfo).not.toHaveProperty('reachedStatePensionAge');
  });

  it('re-works a saved result from before the pension-age route, so the page never shows an old award at 70', () => {
    const old = calculatePip({ taxYear: '2026-27', personalInfo: { age: 70 } }) as unknown as Record<string, unknown>;
    const { claimBar: _bar, pensionAgeRoute: _route, ...before } = old;
    expect(readSavedPipResult(before)).toBeNull();
    expect(readSavedPipResult(old)).not.toBeNull();
  });

  it('at 70 with no PIP or DLA the headline says no new claim and gives Attendance Allowance at the year’s rates; at 66 it asks about State Pension age', () => {
    const input: PipInput = { ...defaultPipInput(), taxYear: '2026-27', personalInfo: { ...defaultPipInput().personalInfo, age: 70 } };
    const html = renderCalculator(input);
    expect(html).toContain('No new PIP claim after State Pension age');
    // 2026/27 Attendance Allowance: 76.70 lower, 114.60 higher (src/calc/rates/).
    expect(html).toContain('£76.70 a week (lower rate) or £114.60 a week (higher rate)');
    expect(html).toContain('Have you been paid PIP or Disability Living Allowance (DLA) at any time in the last 12 months?');
    expect(html).not.toContain('pip-total-weekly');
    const at66 = renderCalculator({ ...input, personalInfo: { ...input.personalInfo, age: 66 } });
    expect(at66).toContain('Have you reached State Pension age?');
    expect(at66).toContain('https://www.gov.uk/state-pension-age');
    expect(at66).not.toContain('No new PIP claim after State Pension age');
  });
});

describe('a saved calculation never leaves the calculator unrendered', () => {
  it('draws the calculator from any JSON, and from any mangling of a real input', () => {
    const start = defaultPipInput();
    // Answers in both components and conditions listed, so they are drawn and mangled too.
    const food = DAILY_LIVING_ACTIVITIES[0]!;
    const moving = MOBILITY_ACTIVITIES[1]!;
    start.assessment = { dailyLiving: { [food.id]: food.descriptors.at(-1)!.id }, mobility: { [moving.id]: moving.descriptors.at(-1)!.id } };
    start.personalInfo = { ...start.personalInfo, hasDisability: true, conditions: ['Arthritis', 'Asthma'] };
    const base = JSON.parse(JSON.stringify(start)) as Record<string, unknown>;
    fc.assert(
      fc.property(savedData(base, ['assessment', 'personalInfo']), (value) => {
        const { input } = readSavedPipInput(value);
        const html = renderCalculator(input);
        expect(html).toContain('Your estimated award');
        expect(html).toContain('How long have you had your condition?');
      }),
      { numRuns: 30 },
    );
  });
});
