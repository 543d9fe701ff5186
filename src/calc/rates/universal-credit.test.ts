/** The Universal Credit group against the official figures, figure by figure and year by year. */
import { describe, expect, it } from 'vitest';
import { RATE_DEFINITIONS } from './catalogue';
import { TAX_YEAR_IDS } from './define';

describe('Universal Credit figures (the official figures)', () => {
  it('derives the benefit cap earnings exemption as reg 82 says: 16 hours × National Living Wage × 52 ÷ 12, rounded down', () => {
    for (const year of TAX_YEAR_IDS) {
      const wage = RATE_DEFINITIONS['general.national-living-wage']?.amounts[year] ?? 0;
      // In pence, so 16 × 12.21 × 52 = 10,158.72 is exact before the division.
      const derived = Math.floor((16 * Math.round(wage * 100) * 52) / 12 / 100);
      expect(RATE_DEFINITIONS['universal-credit.benefit-cap.earnings-exemption']?.amounts[year]).toBe(derived);
    }
  });

  it('derives the born-before-2017 age as the first calendar year of the tax year less 2016', () => {
    for (const year of TAX_YEAR_IDS) {
      expect(RATE_DEFINITIONS['universal-credit.child-element.born-before-2017-age']?.amounts[year]).toBe(Number(year.slice(0, 4)) - 2016);
    }
  });

  it('no longer holds the figures the official ones replaced', () => {
    for (const id of [
      'universal-credit.child-element',
      'universal-credit.child-element.max-children',
      'universal-credit.lcwra-element',
      'universal-credit.benefit-cap.couple',
      'universal-credit.benefit-cap.single-with-children',
      'universal-credit.benefit-cap.single',
    ]) {
      expect(RATE_DEFINITIONS[id]).toBeUndefined();
    }
  });
});
