/** PIP against the official figures, figure by figure. */
import { describe } from 'vitest';
import { expectOfficialFigures } from './official-figures';

describe('PIP weekly rates (the official figures)', () => {
  expectOfficialFigures([
    ['pip.daily-living.standard', 72.65, 73.9, 76.7],
    ['pip.daily-living.enhanced', 108.55, 110.4, 114.6],
    ['pip.mobility.standard', 28.7, 29.2, 30.3],
    ['pip.mobility.enhanced', 75.75, 77.05, 80],
    ['pip.threshold.standard', 8, 8, 8],
    ['pip.threshold.enhanced', 12, 12, 12],
    ['pip.points.taking-nutrition.f', 10, 10, 10],
    ['pip.points.managing-therapy.g', 8, 8, 8],
  ]);
});
