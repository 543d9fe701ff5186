/**
 * Test helper: checks a group's rates against the official figures (GOV.UK's benefit rates and the regulations each rate references),
 * figure by figure and year by year (official-figures.json holds the transcription; the LHA test its own).
 */
import { expect, it } from 'vitest';
import { RATE_DEFINITIONS } from '../rates';
import { TAX_YEAR_IDS, type AmountsInYearOrder } from './define';

/** [rate id, then one amount for each year of TAX_YEAR_IDS] as published (null: did not apply). */
export type OfficialRow = readonly [id: string, ...amounts: AmountsInYearOrder];

/** One test per row: the rate exists and has exactly these amounts, one for each tax year. */
export function expectOfficialFigures(rows: readonly OfficialRow[]): void {
  it.each(rows)(`%s: ${TAX_YEAR_IDS.map(() => '%s').join(' / ')}`, (id, ...amounts) => {
    const def = RATE_DEFINITIONS[id];
    expect(def, `${id} is not in the rates table`).toBeDefined();
    expect(TAX_YEAR_IDS.map((year) => def?.amounts[year])).toEqual(amounts);
  });
}
