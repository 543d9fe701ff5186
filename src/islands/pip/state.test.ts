import { describe, expect, it } from 'vitest';
import { calculatePip, defaultPipInput } from '~/calc/pip';
import { answeredCount, conditionsToText, parseConditions, pipProgress, pointsText, sameInput, taxYearOptions, withChoice, COMPONENT_ACTIVITIES } from './state';
import { readSavedPipInput, readSavedPipResult } from './saved-input';

/** A saved calculation's data as the calculator opens it. */
const restorePipInput = (data: unknown) => readSavedPipInput(data).input;
/** Whether a saved result is shown as saved. */
const isPipResult = (value: unknown) => readSavedPipResult(value) !== null;

describe('parseConditions (the conditions text box → PipInput.personalInfo.conditions)', () => {
  describe.each([
    { name: 'one per line', text: 'Arthritis\nDepression', expected: ['Arthritis', 'Depression'] },
    { name: 'commas and semicolons', text: 'COPD, asthma; anxiety', expected: ['COPD', 'asthma', 'anxiety'] },
    { name: 'blank lines and spaces dropped', text: '\n  MS  \n\n,', expected: ['MS'] },
    { name: 'empty', text: '', expected: [] },
  ])('$name', ({ text, expected }) => {
    it('splits and trims', () => expect(parseConditions(text)).toEqual(expected));
  });
  it('round-trips through conditionsToText', () => {
    expect(parseConditions(conditionsToText(['Arthritis', 'Long COVID']))).toEqual(['Arthritis', 'Long COVID']);
  });
});

describe('progress counts (docs/product.md §2: daily living x/10, mobility x/2, overall x/12)', () => {
  it('starts at 0/10, 0/2, 0/12', () => {
    expect(pipProgress(defaultPipInput())).toEqual({
      dailyLiving: { answered: 0, total: 10 },
      mobility: { answered: 0, total: 2 },
      overall: { answered: 0, total: 12 },
    });
  });
  it('counts chosen activities only, and a descriptor of 0 points counts as answered', () => {
    let input = withChoice(defaultPipInput(), 'dailyLiving', 'preparing-food', 'a');
    input = withChoice(input, 'dailyLiving', 'washing-bathing', 'g');
    input = withChoice(input, 'mobility', 'moving-around', 'f');
    expect(pipProgress(input).overall.answered).toBe(3);
    expect(pipProgress(input).dailyLiving.answered).toBe(2);
  });
  it('ignores an unknown descriptor id', () => {
    expect(answeredCount(COMPONENT_ACTIVITIES.dailyLiving, { 'preparing-food': 'z', 'no-such-activity': 'a' })).toBe(0);
  });
  it('clearing a choice removes it', () => {
    const chosen = withChoice(defaultPipInput(), 'mobility', 'planning-journeys', 'c');
    const cleared = withChoice(chosen, 'mobility', 'planning-journeys', null);
    expect(cleared.assessment.mobility).toEqual({});
    expect(chosen.assessment.mobility).toEqual({ 'planning-journeys': 'c' });
  });
});

describe('pointsText', () => {
  it('says point or points', () => {
    expect(pointsText(1)).toBe('1 point');
    expect(pointsText(0)).toBe('0 points');
    expect(pointsText(12)).toBe('12 points');
  });
});

describe('readSavedPipInput (docs/product.md §4: a saved calculation comes back)', () => {
  const saved = {
    assessment: { dailyLiving: { 'preparing-food': 'f', 'made-up': 'a', 'washing-bathing': 'x' }, mobility: { 'moving-around': 'e' } },
    personalInfo: { age: 40, hasDisability: true, conditionDuration: 'over-9-months', conditions: ['MS', 3, ' '] },
  };
  describe.each([
    {
      name: 'a whole saved input, unknown activities and descriptors dropped',
      data: saved,
      expected: {
        assessment: { dailyLiving: { 'preparing-food': 'f' }, mobility: { 'moving-around': 'e' } },
        personalInfo: { age: 40, hasDisability: true, conditionDuration: 'over-9-months', conditions: ['MS'], location: 'england' },
      },
    },
    {
      name: 'where you live and the tax year come back; an unknown place is England',
      data: { taxYear: '2024-25', personalInfo: { location: 'scotland' } },
      expected: { ...defaultPipInput(), taxYear: '2024-25', personalInfo: { ...defaultPipInput().personalInfo, location: 'scotland' } },
    },
    {
      name: 'an unknown place and year are dropped',
      data: { taxYear: '1999-00', personalInfo: { location: 'atlantis' } },
      expected: defaultPipInput(),
    },
    { name: 'nothing usable gives the defaults (age 25, 3-9 months)', data: 'rubbish', expected: defaultPipInput() },
    {
      name: 'a bare { dailyLiving } map (older saves)',
      data: { dailyLiving: { 'preparing-food': 'e' } },
      expected: { ...defaultPipInput(), assessment: { dailyLiving: { 'preparing-food': 'e' }, mobility: {} } },
    },
    {
      name: 'age held to 16-100; not a number falls back to 16 (docs/product.md §5); unknown duration → 3-9 months',
      data: { personalInfo: { age: 'abc', conditionDuration: 'forever' } },
      expected: { ...defaultPipInput(), personalInfo: { ...defaultPipInput().personalInfo, age: 16 } },
    },
    {
      name: 'age over 100 becomes 100',
      data: { personalInfo: { age: 130 } },
      expected: { ...defaultPipInput(), personalInfo: { ...defaultPipInput().personalInfo, age: 100 } },
    },
  ])('$name', ({ data, expected }) => {
    it('restores', () => expect(restorePipInput(data)).toEqual(expected));
  });
});

describe('readSavedPipResult', () => {
  it('accepts what the engine produces', () => expect(isPipResult(calculatePip(defaultPipInput()))).toBe(true));
  it.each([null, {}, { dailyLivingPoints: 8 }, { ...calculatePip(defaultPipInput()), weeklyAmount: { total: 'x' } }])('rejects %j', (value) => {
    expect(isPipResult(value)).toBe(false);
  });
});

describe('sameInput', () => {
  it('ignores the order choices were made in', () => {
    const a = withChoice(withChoice(defaultPipInput(), 'dailyLiving', 'preparing-food', 'b'), 'dailyLiving', 'taking-nutrition', 'c');
    const b = withChoice(withChoice(defaultPipInput(), 'dailyLiving', 'taking-nutrition', 'c'), 'dailyLiving', 'preparing-food', 'b');
    expect(sameInput(a, b)).toBe(true);
    expect(sameInput(a, withChoice(a, 'dailyLiving', 'preparing-food', 'c'))).toBe(false);
  });
});

describe('taxYearOptions (the tax-year choice, docs/rules.md "Tax years")', () => {
  it.each([
    { today: '2026-11-23T12:00:00Z', labels: ['2026 to 2027 (this year)', '2025 to 2026', '2024 to 2025'] },
    // 5 April 2026 is the last day of 2025/26; 6 April 2026 starts 2026/27.
    { today: '2026-04-05T12:00:00Z', labels: ['2026 to 2027', '2025 to 2026 (this year)', '2024 to 2025'] },
    { today: '2026-04-06T12:00:00Z', labels: ['2026 to 2027 (this year)', '2025 to 2026', '2024 to 2025'] },
  ])('on $today: newest first, the year in force marked', ({ today, labels }) => {
    const options = taxYearOptions(new Date(today));
    expect(options.map((o) => o.value)).toEqual(['2026-27', '2025-26', '2024-25']);
    expect(options.map((o) => o.label)).toEqual(labels);
  });
  it('a restored calculation keeps its year', () => {
    expect(restorePipInput({ taxYear: '2024-25', personalInfo: {} }).taxYear).toBe('2024-25');
    expect(restorePipInput({ taxYear: '1999-00', personalInfo: {} }).taxYear).toBeUndefined();
  });
});
