/**
 * A made-up next tax year for the tests (next-year.test.ts), NOT published figures: 2026/27's
 * figures with a few changed, so a test can tell the new year's amounts from the old. It shows
 * what adding a year is: a file like this one, typed `satisfies YearFigures`.
 */
import type { YearFigures } from './types';
import y2026 from './2026-27';

export default {
  rates: {
    ...y2026.rates,
    'universal-credit.standard-allowance.single-25-plus': 440.12,
    'housing-benefit.personal-allowance.single-25-plus': 99.1,
    'pip.daily-living.standard': 79.55,
    'general.pension-credit.guarantee.single': 250.5,
    'general.national-living-wage': 13.05,
  },
  lha: { ...y2026.lha, lothian: [111.11, 180.5, 230.25, 320, 510.75] },
} satisfies YearFigures;
