/**
 * Test helper: checks a group's rates against the official figures (GOV.UK's benefit rates and the regulations each rate references),
 * figure by figure and year by year (official-figures.json holds the transcription; the LHA test its own).
 */
import { expect, it } from 'vitest';
import { RATE_DEFINITIONS } from '../rates';
import { TAX_YEAR_IDS } from './define';

/** [rate id, 2024/25, 2025/26, 2026/27] as published (null: did not apply). */
export type OfficialRow = readonly [id: string, y2024: number | null, y2025: number | null, y2026: number | null];

/** One test per row: the rate exists and has exactly these amounts. */
export function expectOfficialFigures(rows: readonly OfficialRow[]): void {
  it.each(rows)('%s: %s / %s / %s', (id, ...amounts) => {
    const def = RATE_DEFINITIONS[id];
    expect(def, `${id} is not in the rates table`).toBeDefined();
    expect(TAX_YEAR_IDS.map((year) => def?.amounts[year])).toEqual(amounts);
  });
}
