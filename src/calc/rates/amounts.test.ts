/**
 * The calculators' amounts (amounts.generated.ts) are the catalogue's (catalogue.ts): the
 * committed file is what `npm run rates:amounts` writes today, so a figure changed in a group
 * file or a year's file, or a year added, reaches the calculators only with the file written again.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AMOUNT_YEARS, RATE_AMOUNTS } from './amounts.generated';
import { rateAmounts } from './catalogue';
import { TAX_YEAR_IDS } from './years/list';
import { LHA_AMOUNTS } from './lha-amounts.generated';
import { GENERATED, LHA_GENERATED, generatedModules } from '../../../scripts/rate-amounts.mjs';

const RUN = 'run `npm run rates:amounts` after changing the rates';

describe('the calculators’ amounts', () => {
  it(`are the catalogue's, year by year (${RUN})`, () => {
    const { years, rates } = rateAmounts();
    expect(AMOUNT_YEARS, RUN).toEqual(TAX_YEAR_IDS);
    expect(years).toEqual(TAX_YEAR_IDS);
    expect({ ...RATE_AMOUNTS, ...LHA_AMOUNTS }, RUN).toEqual(rates);
    // The LHA amounts load only with the lookup: none of them is in the table every calculator page carries.
    expect(Object.keys(RATE_AMOUNTS).filter((id) => id.startsWith('housing-benefit.lha.'))).toEqual([]);
    expect(Object.keys(LHA_AMOUNTS).every((id) => id.startsWith('housing-benefit.lha.'))).toBe(true);
  });

  it(`are the file the script writes, as the script writes it (${RUN})`, async () => {
    const { main, lha } = await generatedModules();
    expect(readFileSync(GENERATED, 'utf8'), RUN).toBe(main);
    expect(readFileSync(LHA_GENERATED, 'utf8'), RUN).toBe(lha);
  });

  it('hold no words, reference or note: a unit, whether editable, and the amounts (one number when the same every year)', () => {
    for (const [id, entry] of Object.entries({ ...RATE_AMOUNTS, ...LHA_AMOUNTS })) {
      const [, editable, amounts, ...rest] = entry;
      expect(rest, id).toEqual([]);
      expect(typeof editable, id).toBe('boolean');
      // One number when it is the same in every year, else one amount a year.
      if (typeof amounts !== 'number') expect(amounts, id).toHaveLength(AMOUNT_YEARS.length);
    }
  });
});
