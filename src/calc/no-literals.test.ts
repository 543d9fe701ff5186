/**
 * No figure written in code (docs/style.md habit 1): every numeric literal in src/calc outside
 * rates.ts must be 0, 1, 2 or 100, or be on the allow-list below with a reason. Anything else is
 * an amount, threshold or percentage that belongs in the rates table. pip-schedule.ts is a table
 * too: Schedule 1's points, law that is the same every year (pip-schedule.test.ts checks them).
 */

import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const DIR = path.dirname(fileURLToPath(import.meta.url));

/** Counting, halving and pence: 0 and 1 (first, next), 2 (two decimal places), 100 (pence in a pound, per cent). */
const ALWAYS_ALLOWED = new Set([0, 1, 2, 100]);

/**
 * Indexes and limits that are not rates, each with why. Engines read array limits from named
 * constants (LHA_CATEGORIES.length), so only formatting is left here.
 */
const ALLOW_LIST: ReadonlyArray<{ file: string; value: number; why: string }> = [
  { file: 'money.ts', value: 3, why: 'digits in a thousands group when writing £1,234,567: typography, not a rate' },
];

/** Tables of figures rather than code: the rates, the input limits, PIP's Schedule 1 and the Pensions Act's State Pension age tables. */
const TABLES = new Set(['rates.ts', 'inputs.ts', 'pip-schedule.ts', 'state-pension-age.ts']);

/** Production files: every .ts file in src/calc except tests, case data, benches (and their households) and the tables. */
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.ts') && !/\.(test|cases|bench)\.ts$|^bench-/.test(f) && !TABLES.has(f));

/** Every numeric literal in a source text, with its line. */
function numericLiterals(file: string, text = readFileSync(path.join(DIR, file), 'utf8')): Array<{ value: number; line: number }> {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Array<{ value: number; line: number }> = [];
  const visit = (node: ts.Node): void => {
    if (ts.isNumericLiteral(node) || ts.isBigIntLiteral(node)) {
      found.push({ value: Number(node.text.replace(/n$/, '')), line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The literals of a file that should be rates: neither always allowed nor on the allow-list for that file. */
function strayFigures(file: string, text?: string): Array<{ value: number; line: number }> {
  return numericLiterals(file, text).filter(({ value }) => !ALWAYS_ALLOWED.has(value) && !ALLOW_LIST.some((entry) => entry.file === file && entry.value === value));
}

describe('no figure written in code', () => {
  it('scans the engine files', () => {
    expect(FILES).toEqual(expect.arrayContaining(['universal-credit.ts', 'housing-benefit.ts', 'pip.ts', 'council-tax-support.ts', 'eligibility.ts', 'lha.ts', 'money.ts']));
  });

  it.each(FILES)('%s has no numeric literal that should be a rate', (file) => {
    expect(strayFigures(file), `move these figures to rates.ts: ${JSON.stringify(strayFigures(file))}`).toEqual([]);
  });

  it('would catch a stray figure (the scanner itself)', () => {
    // The same scan the engine files get, over a made-up source: a cap, a bigint and a
    // percentage are caught with their lines; 0, 1, 2, 100 pass; the allow-list is per file.
    const fixture = ['const ok = [0, 1, 2, 100];', 'const cap = 1229.5;', 'const big = 25n;', 'const group = 3;'].join('\n');
    expect(strayFigures('engine.ts', fixture)).toEqual([
      { value: 1229.5, line: 2 },
      { value: 25, line: 3 },
      { value: 3, line: 4 },
    ]);
    expect(strayFigures('money.ts', fixture)).toEqual([
      { value: 1229.5, line: 2 },
      { value: 25, line: 3 },
    ]);
    expect(strayFigures('engine.ts', 'const ok = [0, 1, 2, 100];')).toEqual([]);
  });
});
