#!/usr/bin/env node
/**
 * The Local Housing Allowance coverage table of README ("Local Housing Allowance coverage"),
 * worked out from the data rather than typed: how many of the 192 broad rental market areas
 * (src/calc/brma.ts) have their figures built in (src/calc/rates/lha.ts), by nation, and how many
 * postcode districts the lookup answers at once (src/calc/lha.ts), with the area's figures built in
 * or not. scripts/lha-coverage.test.ts fails when README's table is not what this script writes.
 *
 * Usage: node --import tsx scripts/lha-coverage.mjs           (prints the table)
 *        node --import tsx scripts/lha-coverage.mjs --write   (writes it into README.md)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BRMA_LIST } from '../src/calc/brma.ts';
import { LHA_AREA_LIST } from '../src/calc/rates/lha.ts';
import { lhaCouncils, lhaDistricts } from '../src/calc/lha.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const README = path.join(ROOT, 'README.md');
export const START = '<!-- lha-coverage:start (written by scripts/lha-coverage.mjs) -->';
export const END = '<!-- lha-coverage:end -->';

/** The coverage table in Markdown, one row a nation and a total row. */
export function coverageTable() {
  const builtIn = new Set(LHA_AREA_LIST.map((area) => area.id));
  const districts = lhaDistricts();
  const rows = ['England', 'Wales', 'Scotland'].map((nation) => {
    const areas = BRMA_LIST.filter((area) => area.nation === nation);
    const ids = new Set(areas.map((area) => area.id));
    const inNation = districts.filter(([, id]) => ids.has(id));
    return {
      nation,
      areas: areas.length,
      builtIn: areas.filter((area) => builtIn.has(area.id)).length,
      districts: inNation.length,
      districtsWithFigures: inNation.filter(([, id]) => builtIn.has(id)).length,
    };
  });
  const total = rows.reduce(
    (sum, row) => ({
      nation: 'Great Britain',
      areas: sum.areas + row.areas,
      builtIn: sum.builtIn + row.builtIn,
      districts: sum.districts + row.districts,
      districtsWithFigures: sum.districtsWithFigures + row.districtsWithFigures,
    }),
    { nation: 'Great Britain', areas: 0, builtIn: 0, districts: 0, districtsWithFigures: 0 },
  );
  const line = (r) => `| ${r.nation} | ${r.areas} | ${r.builtIn} | ${r.districts} | ${r.districtsWithFigures} |`;
  return [
    '| Nation | Areas (official) | Figures built in | Postcode districts found at once | of which with figures built in |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows.map(line),
    line(total),
    '',
    `Councils the lookup knows (a council's own page places it in one area or more): ${lhaCouncils().length}.`,
  ].join('\n');
}

/** README's text with the table between the markers replaced by `table`. */
export function withTable(readme, table) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${START} … ${END} block`);
  return `${readme.slice(0, start + START.length)}\n\n${table}\n\n${readme.slice(end)}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const table = coverageTable();
  if (process.argv.includes('--write')) {
    fs.writeFileSync(README, withTable(fs.readFileSync(README, 'utf8'), table));
    console.log('Wrote the LHA coverage table into README.md');
  } else console.log(table);
}
