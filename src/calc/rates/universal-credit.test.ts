/** The Universal Credit group against the official figures, figure by figure and year by year. */
import { describe, expect, it } from 'vitest';
import { expectOfficialFigures } from './official-figures';
import { RATE_DEFINITIONS } from '../rates';
import { TAX_YEAR_IDS } from './define';

describe('Universal Credit figures (the official figures)', () => {
  expectOfficialFigures([
    ['universal-credit.standard-allowance.single-under-25', 311.68, 316.98, 338.58],
    ['universal-credit.standard-allowance.single-25-plus', 393.45, 400.14, 424.9],
    ['universal-credit.standard-allowance.couple-under-25', 489.23, 497.55, 528.34],
    ['universal-credit.standard-allowance.couple-25-plus', 617.6, 628.1, 666.97],
    ['universal-credit.child-element.higher', 333.33, 339, 351.88],
    ['universal-credit.child-element.lower', 287.92, 292.81, 303.94],
    ['universal-credit.child-limit', 2, 2, null],
    ['universal-credit.disabled-child.lower', 156.11, 158.76, 164.79],
    ['universal-credit.disabled-child.higher', 487.58, 495.87, 514.71],
    ['universal-credit.lcw-element', 156.11, 158.76, 158.76],
    ['universal-credit.lcwra-element.protected', 416.19, 423.27, 429.8],
    ['universal-credit.lcwra-element.new-award', 416.19, 423.27, 217.26],
    ['universal-credit.carer-element', 198.31, 201.68, 209.34],
    ['universal-credit.childcare.share', 85, 85, 85],
    ['universal-credit.childcare.cap-one-child', 1014.63, 1031.88, 1071.09],
    ['universal-credit.childcare.cap-two-or-more', 1739.37, 1768.94, 1836.16],
    ['universal-credit.work-allowance.with-housing', 404, 411, 427],
    ['universal-credit.work-allowance.without-housing', 673, 684, 710],
    ['universal-credit.taper-rate', 55, 55, 55],
    ['universal-credit.capital.lower-limit', 6000, 6000, 6000],
    ['universal-credit.capital.upper-limit', 16000, 16000, 16000],
    ['universal-credit.capital.step', 250, 250, 250],
    ['universal-credit.capital.income-per-step', 4.35, 4.35, 4.35],
    ['universal-credit.non-dependant-contribution', 91.47, 93.02, 96.55],
    ['universal-credit.benefit-cap.outside-london.couple-or-children', 1835, 1835, 1835],
    ['universal-credit.benefit-cap.outside-london.single', 1229.42, 1229.42, 1229.42],
    ['universal-credit.benefit-cap.london.couple-or-children', 2110.25, 2110.25, 2110.25],
    ['universal-credit.benefit-cap.london.single', 1413.92, 1413.92, 1413.92],
    ['universal-credit.benefit-cap.earnings-exemption', 793, 846, 881],
    // The counts and ages the rules use (UC Regs regs 24A, 30, 36, Schedule 4).
    ['universal-credit.standard-allowance.higher-rate-age', 25, 25, 25],
    ['universal-credit.child-element.born-before-2017-age', 8, 9, 10],
    ['universal-credit.carer-element.min-hours', 35, 35, 35],
    ['universal-credit.housing.shared-accommodation-age', 35, 35, 35],
    ['universal-credit.housing.child-own-bedroom-age', 10, 10, 10],
    ['universal-credit.housing.children-per-bedroom', 2, 2, 2],
    ['universal-credit.housing.max-lha-bedrooms', 4, 4, 4],
    ['universal-credit.housing.spare-bedroom.one', 14, 14, 14],
    ['universal-credit.housing.spare-bedroom.two-or-more', 25, 25, 25],
    ['universal-credit.non-dependant-age', 21, 21, 21],
  ]);

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
