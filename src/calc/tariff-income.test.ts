/** The tariff income rule the three means-tested engines share: "for each £X, or part of £X, above £Y". */
import { describe, expect, it } from 'vitest';
import { tariffIncome } from './tariff-income';

describe('tariffIncome', () => {
  // £1 a week for each £250, or part of £250, above £6,000 (HB Regs reg 52), in pence.
  const at = (savingsPence: number) => tariffIncome(savingsPence, 600_000, 25_000, 100);

  it.each([
    [0, 0],
    [600_000, 0],
    // A penny above the limit is part of a band: a whole band counts.
    [600_001, 1],
    [625_000, 1],
    [625_001, 2],
    [1_600_000, 40],
  ])('%i pence of savings is %i bands', (savingsPence, bands) => {
    expect(at(savingsPence)).toMatchObject({ bands, pence: bands * 100 });
  });

  it('counts no bands when the band is not a positive amount', () => {
    expect(tariffIncome(700_000, 600_000, 0, 100)).toMatchObject({ bands: 0, pence: 0 });
  });
});
