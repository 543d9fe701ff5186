/** The general group against the official figures, figure by figure. */
import { describe } from 'vitest';
import { expectOfficialFigures } from './official-figures';

describe('other figures the guides state (the official figures)', () => {
  expectOfficialFigures([
    ['general.carers-allowance.weekly', 81.9, 83.3, 86.45],
    ['general.carers-allowance.earnings-limit', 151, 196, 204],
    ['general.pension-credit.guarantee.single', 218.15, 227.1, 238],
    ['general.pension-credit.guarantee.couple', 332.95, 346.6, 363.25],
    ['general.attendance-allowance.lower', 72.65, 73.9, 76.7],
    ['general.attendance-allowance.higher', 108.55, 110.4, 114.6],
    ['general.child-benefit.eldest', 25.6, 26.05, 27.05],
    ['general.child-benefit.other', 16.95, 17.25, 17.9],
    ['general.state-pension.new', 221.2, 230.25, 241.3],
    ['general.esa.assessment.25-plus', 90.5, 92.05, 95.55],
    ['general.esa.assessment.under-25', 71.7, 72.9, 75.65],
    ['general.esa.support-component', 47.7, 48.5, 50.35],
    ['general.national-living-wage', 11.44, 12.21, 12.71],
    ['general.apprentice-rate', 6.4, 7.55, 8],
    ['general.tv-licence.colour', 169.5, 174.5, 180],
    ['general.winter-fuel-payment.standard', 200, 200, 200],
    ['general.winter-fuel-payment.over-80', 300, 300, 300],
    ['general.winter-fuel-payment.recovery-threshold', null, 35000, 35000],
  ]);
});
