/**
 * No figure written in code (STYLE habit 1): every numeric literal in src/calc outside
 * rates.ts must be 0, 1, 2 or 100, or be on the allow-list below with a reason. Anything else is
 * an amount, threshold or percentage that belongs in the rates table.
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
 * constants (LHA_CATEGORIES.length, DESCRIPTOR_LETTERS), so only formatting is left here.
 */
const ALLOW_LIST: ReadonlyArray<{ file: string; value: number; why: string }> = [
  { file: 'money.ts', value: 3, why: 'digits in a thousands group when writing £1,234,567: typography, not a rate' },
];

/** Production files: every .ts file in src/calc except tests, case data, benches and the rates table itself. */
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.ts') && !/\.(test|cases|bench)\.ts$/.test(f) && f !== 'rates.ts' && f !== 'inputs.ts');

function numericLiterals(file: string): Array<{ value: number; line: number }> {
  const source = ts.createSourceFile(file, readFileSync(path.join(DIR, file), 'utf8'), ts.ScriptTarget.Latest, true);
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

describe('no figure written in code', () => {
  it('scans the engine files', () => {
    expect(FILES).toEqual(expect.arrayContaining(['universal-credit.ts', 'housing-benefit.ts', 'pip.ts', 'council-tax-support.ts', 'eligibility.ts', 'lha.ts', 'money.ts']));
  });

  it.each(FILES)('%s has no numeric literal that should be a rate', (file) => {
    const stray = numericLiterals(file).filter(
      ({ value }) => !ALWAYS_ALLOWED.has(value) && !ALLOW_LIST.some((entry) => entry.file === file && entry.value === value),
    );
    expect(stray, `move these figures to rates.ts: ${JSON.stringify(stray)}`).toEqual([]);
  });

  it('would catch a stray figure (the scanner itself)', () => {
    const source = ts.createSourceFile('x.ts', 'const cap = 1229; const ok = [0, 1, 2, 100];', ts.ScriptTarget.Latest, true);
    const values: number[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isNumericLiteral(node)) values.push(Number(node.text));
      ts.forEachChild(node, visit);
    };
    visit(source);
    expect(values.filter((v) => !ALWAYS_ALLOWED.has(v))).toEqual([1229]);
  });
});
