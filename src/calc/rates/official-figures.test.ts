/**
 * The rates table against the official figures (official-figures.json), figure by figure and
 * year by year: every rate the json names exists with exactly those amounts. The json is the
 * transcription of GOV.UK's benefit and pension rates and of the regulations each rate
 * references; a figure changed in the table and not in the transcription (or the other way
 * round) fails here.
 */
import { describe, expect, it } from 'vitest';
import { TAX_YEAR_IDS, type AmountsInYearOrder } from './define';
import { expectOfficialFigures, type OfficialRow } from './official-figures';
import official from './official-figures.json';

const groups = official.groups as unknown as ReadonlyArray<{ title: string; note?: string; figures: Record<string, AmountsInYearOrder> }>;

it('transcribes one amount for each tax year the tables hold, in their order', () => {
  expect(official.years).toEqual([...TAX_YEAR_IDS]);
  const short = groups.flatMap((g) => Object.entries(g.figures).filter(([, amounts]) => amounts.length !== TAX_YEAR_IDS.length)).map(([id]) => id);
  expect(short).toEqual([]);
});

for (const group of groups) {
  describe(group.title, () => {
    expectOfficialFigures(Object.entries(group.figures).map(([id, amounts]): OfficialRow => [id, ...amounts]));
  });
}

it('transcribes each figure once', () => {
  const ids = groups.flatMap((g) => Object.keys(g.figures));
  expect(ids.length).toBeGreaterThan(100);
  expect(new Set(ids).size).toBe(ids.length);
});
