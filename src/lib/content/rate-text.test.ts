import { describe, expect, it } from 'vitest';
import { ratesFor } from '~/calc/rates';
import { formatRateValue, plainWithRates, rateSourceFile, withRates } from './rate-text';

// Expected figures from the rates table (src/calc/rates/), by hand.
describe('formatRateValue', () => {
  const y2026 = ratesFor('2026-27');
  it.each([
    ['universal-credit.standard-allowance.single-25-plus', false, '£424.90 a month'],
    ['universal-credit.standard-allowance.single-25-plus', true, '£424.90'],
    ['pip.mobility.enhanced', false, '£80 a week'],
    ['general.winter-fuel-payment.recovery-threshold', false, '£35,000'],
    ['universal-credit.taper-rate', true, '55%'],
    ['universal-credit.child-limit', true, 'No limit (abolished for assessment periods from 6 April 2026)'],
  ] as const)('%s (bare: %s) → %s', (id, bare, text) => {
    const rate = y2026[id];
    expect(rate).toBeDefined();
    if (rate) expect(formatRateValue(rate, { bare })).toBe(text);
  });
});

describe('withRates', () => {
  it('fills {rate:id} placeholders with the figures of the year, keeping the text around them', () => {
    const text = 'It is {rate:universal-credit.work-allowance.with-housing}, or {rate:universal-credit.work-allowance.without-housing|bare}.';
    expect(withRates(text, 'x', '2026-27')).toEqual([
      { text: 'It is ' },
      { text: '£427 a month', rateId: 'universal-credit.work-allowance.with-housing', taxYear: '2026-27', bare: false },
      { text: ', or ' },
      { text: '£710', rateId: 'universal-credit.work-allowance.without-housing', taxYear: '2026-27', bare: true },
      { text: '.' },
    ]);
    expect(plainWithRates(text, 'x', '2024-25')).toBe('It is £404 a month, or £673.');
  });

  it('leaves text without placeholders as it is', () => {
    expect(withRates('No figures here.', 'x')).toEqual([{ text: 'No figures here.' }]);
  });

  it('fails on an unknown id, naming the file and the id', () => {
    expect(() => withRates('{rate:universal-credit.nope}', 'content/glossary/lcw.yaml')).toThrow(
      'Unknown rate id "universal-credit.nope" in content/glossary/lcw.yaml',
    );
  });
});

describe('rateSourceFile', () => {
  it.each([
    ['/guides/universal-credit', 'content/guides/universal-credit.mdx'],
    ['/scenarios/carers/', 'content/scenarios/carers.mdx'],
    ['/terms', 'content/pages/terms.mdx or content/legal/terms.mdx'],
  ])('%s → %s', (path, file) => expect(rateSourceFile(path)).toBe(file));
});
