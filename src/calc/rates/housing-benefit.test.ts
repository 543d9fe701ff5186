/** Housing Benefit against the official figures, figure by figure and year by year. */
import { describe, expect, it } from 'vitest';
import { expectOfficialFigures } from './official-figures';
import { RATE_DEFINITIONS } from '../rates';

describe('Housing Benefit personal allowances and premiums (the official figures)', () => {
  expectOfficialFigures([
    ['housing-benefit.personal-allowance.single-under-25', 71.7, 72.9, 75.65],
    ['housing-benefit.personal-allowance.single-25-plus', 90.5, 92.05, 95.55],
    ['housing-benefit.personal-allowance.couple', 142.25, 144.65, 150.15],
    ['housing-benefit.personal-allowance.child', 83.24, 84.66, 87.88],
    ['housing-benefit.personal-allowance.pension.single', 218.15, 227.1, 238],
    ['housing-benefit.personal-allowance.pension.couple', 332.95, 346.6, 363.25],
    ['housing-benefit.personal-allowance.pension-before-2021.single', 235.2, 244.4, 256],
    ['housing-benefit.personal-allowance.pension-before-2021.couple', 352, 366, 383.35],
    ['housing-benefit.premium.family', 19.15, 19.48, 20.22],
    ['housing-benefit.premium.disability.single', 42.5, 43.2, 44.85],
    ['housing-benefit.premium.disability.couple', 60.6, 61.65, 64],
    ['housing-benefit.premium.severe-disability.single', 81.5, 82.9, 86.05],
    ['housing-benefit.premium.severe-disability.couple', 163, 165.8, 172.1],
    ['housing-benefit.premium.enhanced-disability.single', 20.85, 21.2, 22],
    ['housing-benefit.premium.enhanced-disability.couple', 29.75, 30.25, 31.4],
    ['housing-benefit.premium.enhanced-disability.child', 32.2, 32.75, 33.99],
    ['housing-benefit.premium.disabled-child', 80.01, 81.37, 84.46],
    ['housing-benefit.premium.carer', 45.6, 46.4, 48.15],
  ]);
});

describe('Housing Benefit taper, capital, earnings disregards and bedrooms (the official figures; HB Regs)', () => {
  expectOfficialFigures([
    ['housing-benefit.taper-rate', 65, 65, 65],
    ['housing-benefit.capital.lower-limit', 6000, 6000, 6000],
    ['housing-benefit.capital.upper-limit', 16000, 16000, 16000],
    ['housing-benefit.capital.step', 250, 250, 250],
    ['housing-benefit.capital.income-per-step', 1, 1, 1],
    ['housing-benefit.capital.pension.lower-limit', 10000, 10000, 10000],
    ['housing-benefit.capital.pension.step', 500, 500, 500],
    ['housing-benefit.earnings-disregard.single', 5, 5, 5],
    ['housing-benefit.earnings-disregard.couple', 10, 10, 10],
    ['housing-benefit.earnings-disregard.lone-parent', 25, 25, 25],
    ['housing-benefit.earnings-disregard.disability-or-carer', 20, 20, 20],
    ['housing-benefit.bedroom-reduction.one-extra', 14, 14, 14],
    ['housing-benefit.bedroom-reduction.two-or-more', 25, 25, 25],
    ['housing-benefit.lha.shared-room-age-limit', 35, 35, 35],
    ['housing-benefit.state-pension-age', 66, 66, 66],
  ]);
});

describe('Housing Benefit non-dependant deductions (the official figures)', () => {
  expectOfficialFigures([
    ['housing-benefit.non-dependant.band-1.deduction', 19.3, 19.65, 20.4],
    ['housing-benefit.non-dependant.band-2.income-from', 176, 183, 192],
    ['housing-benefit.non-dependant.band-2.deduction', 44.4, 45.15, 46.85],
    ['housing-benefit.non-dependant.band-3.income-from', 256, 266, 279],
    ['housing-benefit.non-dependant.band-3.deduction', 60.95, 62, 64.35],
    ['housing-benefit.non-dependant.band-4.income-from', 334, 348, 365],
    ['housing-benefit.non-dependant.band-4.deduction', 99.65, 101.35, 105.2],
    ['housing-benefit.non-dependant.band-5.income-from', 445, 463, 485],
    ['housing-benefit.non-dependant.band-5.deduction', 113.5, 115.45, 119.85],
    ['housing-benefit.non-dependant.band-6.income-from', 554, 577, 605],
    ['housing-benefit.non-dependant.band-6.deduction', 124.55, 126.65, 131.45],
  ]);
});

describe('old Housing Benefit ids are gone', () => {
  it.each([
    'housing-benefit.applicable-amount.couple',
    'housing-benefit.premium.disability',
    'housing-benefit.non-dependant.working-middle',
    'housing-benefit.lha.default-area.one-bed',
  ])('%s', (id) => {
    expect(RATE_DEFINITIONS[id]).toBeUndefined();
  });
});
