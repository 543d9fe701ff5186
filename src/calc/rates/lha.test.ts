/**
 * Local Housing Allowance: the built-in areas are exactly the usable rows of the sourced table
 * (lha-data/lha-rates-april-2024.csv: one row an area, each naming the publication its figures
 * were copied from), each with its five weekly figures in every year and its publications.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LHA_AREA_LIST, LHA_CATEGORIES, lhaRateId } from '../rates';
import { BRMA_LIST, brmaByName } from '../brma';
import { describedRatesFor, RATE_DEFINITIONS } from './catalogue';
import { TAX_YEAR_IDS } from './define';
import { listOfValues, msg } from '../message';

const CSV = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lha-data/lha-rates-april-2024.csv');

/** The rows of a CSV file with a header line, fields in double quotes where they hold commas or quotes. */
function readCsv(text: string): Array<Record<string, string>> {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else if (c !== '\r') field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  const [header = [], ...body] = rows;
  return body.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
}

const ROWS = readCsv(readFileSync(CSV, 'utf8'));
/** Rows keyed by a council, whose area no source named: not built in. */
const isCouncilKeyed = (row: Record<string, string>) => (row.note ?? '').includes('COUNCIL-KEYED ROW');
const USABLE = ROWS.filter((row) => !isCouncilKeyed(row));
const FIGURES = ['shared', 'one_bed', 'two_bed', 'three_bed', 'four_bed'] as const;

/** A web address as the rates cite it: https, no default port. */
const asCited = (href: string) => href.replace(/^http:/, 'https:').replace(/:443\//, '/');

describe('LHA rates (the official figures) against the sourced table', () => {
  it('reads the table: 52 rows, 3 of them keyed by a council', () => {
    expect(ROWS).toHaveLength(52);
    expect(ROWS.filter(isCouncilKeyed).map((row) => row.brma)).toEqual([
      'Castle Point (council; BRMA not named)',
      'Stafford (council page; BRMA not named)',
      'Torbay (council; BRMA not named)',
    ]);
  });

  it('builds in every usable row under its official area name, and nothing else', () => {
    const ids = USABLE.map((row) => brmaByName(row.brma ?? '')?.id);
    expect(ids.every((id) => id !== undefined)).toBe(true);
    expect(LHA_AREA_LIST.map((a) => a.id).sort()).toEqual([...(ids as string[])].sort());
    for (const area of LHA_AREA_LIST) expect(BRMA_LIST.find((b) => b.id === area.id)?.name, area.id).toBe(area.name);
    const lhaIds = Object.keys(RATE_DEFINITIONS).filter((id) => id.startsWith('housing-benefit.lha.'));
    expect(lhaIds).toHaveLength(USABLE.length * LHA_CATEGORIES.length);
  });

  it.each(USABLE.map((row) => [row.brma ?? '', row] as const))('%s: the five weekly figures in every year, and the publications they were copied from', (_name, row) => {
    const areaId = brmaByName(row.brma ?? '')?.id ?? '';
    const expected = FIGURES.map((column) => Number(row[column]));
    expect(expected.every((n) => Number.isFinite(n) && n > 0)).toBe(true);
    for (const year of TAX_YEAR_IDS) {
      expect(
        LHA_CATEGORIES.map((category) => RATE_DEFINITIONS[lhaRateId(areaId, category)]?.amounts[year]),
        year,
      ).toEqual(expected);
    }
    const rate = describedRatesFor('2026-27')[lhaRateId(areaId, 'one-bed')];
    const hrefs = rate?.references.map((r) => r.href) ?? [];
    expect(hrefs).toContain(asCited(row.source_url ?? ''));
    if (row.second_source_url) expect(hrefs).toContain(asCited(row.second_source_url));
    expect(rate?.region).toBe(row.nation?.toLowerCase());
    expect(rate?.source).toContain('(Modification) Order 2025 (SI 2025/5)');
    expect(rate?.source).toContain('(Modification) Order 2026 (SI 2026/5)');
  });

  it('says the April 2024 rates were frozen, from the figures', () => {
    for (const year of TAX_YEAR_IDS) {
      expect(describedRatesFor(year)[lhaRateId('lothian', 'two-bed')]?.note).toEqual(
        msg('rates.note.setThenFrozen', { from: '2024', years: listOfValues(['2025/26', '2026/27']) }),
      );
    }
  });
});
