/** Pension Credit against the law's own arithmetic, year by year. */
import { describe, expect, it } from 'vitest';
import { ratesFor, TAX_YEARS } from '../rates';
import { percentOfPence, toPence } from '../money';

describe('maximum savings credit (SPCA s 3(7))', () => {
  it.each(TAX_YEARS.map((y) => y.id))('%s: 60% of the standard minimum guarantee less the threshold, single and couple', (year) => {
    const table = ratesFor(year);
    const amount = (id: string) => toPence(table[id]?.amount ?? Number.NaN);
    const rate = table['pension-credit.savings-credit.amount-a-rate']?.amount ?? Number.NaN;
    for (const who of ['single', 'couple']) {
      const gap = amount(`general.pension-credit.guarantee.${who}`) - amount(`pension-credit.savings-credit.threshold.${who}`);
      expect(amount(`pension-credit.savings-credit.max.${who}`), who).toBe(percentOfPence(gap, rate));
    }
  });
});
