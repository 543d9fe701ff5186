/**
 * The engines run on every keystroke and must each manage well over 100,000 calculations a second
 * (README "Performance", scripts/engine-speed.mjs). Two ways of writing an object cost Node 20's V8
 * a slow path of about a microsecond or more each, and together took Universal Credit from 260,000
 * calculations a second to 65,000:
 * - an object literal that spreads an object and then names properties (`{ ...a, x }`): write
 *   `merged(a, { x })` (src/calc/types.ts), which copies the same properties by Object.assign;
 * - an object literal with its own getter (`{ get lines() {…} }`): put the getter on a class.
 * This test keeps both out of every function in src/calc. Code at a module's top level runs once
 * when it loads, and the two scheme builders below are built once per scheme and kept, so they may.
 */

import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const DIR = path.dirname(fileURLToPath(import.meta.url));

/** Functions whose result is kept (council-tax-support.ts: SCHEMES and LOCAL_SCHEMES), each built once. */
const BUILT_ONCE = new Set(['buildScheme', 'localParameters']);

/** Production files of src/calc and its folders: not tests, case data, benches or fixtures. */
const FILES = (readdirSync(DIR, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts') && !/\.(test|cases|bench|fixture)\.ts$|(^|\/)bench-/.test(f)).sort();

/** The name of the function declaration around a node, '' for an unnamed function, or null at top level. */
function enclosingFunction(node: ts.Node): string | null {
  for (let p = node.parent; p; p = p.parent) {
    if (ts.isFunctionDeclaration(p) || ts.isMethodDeclaration(p)) return p.name?.getText() ?? '';
    if (ts.isArrowFunction(p) || ts.isFunctionExpression(p) || ts.isGetAccessor(p) || ts.isConstructorDeclaration(p)) {
      // An arrow inside a named function counts as that function's (a builder's callbacks too).
      const outer = enclosingFunction(p);
      return outer === null ? '' : outer;
    }
  }
  return null;
}

/** Slow object literals of a source: a spread followed by a named property inside a function, or an own getter or setter anywhere. */
function slowLiterals(file: string, text = readFileSync(path.join(DIR, file), 'utf8')): Array<{ line: number; kind: 'spread then property' | 'getter' }> {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Array<{ line: number; kind: 'spread then property' | 'getter' }> = [];
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      const first = node.properties.findIndex(ts.isSpreadAssignment);
      const fn = enclosingFunction(node);
      if (first >= 0 && node.properties.slice(first + 1).some((p) => !ts.isSpreadAssignment(p)) && fn !== null && !BUILT_ONCE.has(fn))
        found.push({ line, kind: 'spread then property' });
      if (node.properties.some((p) => ts.isGetAccessor(p) || ts.isSetAccessor(p))) found.push({ line, kind: 'getter' });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('engines build objects the quick way', () => {
  it('scans the engines and their folders', () => {
    expect(FILES).toEqual(expect.arrayContaining(['universal-credit.ts', 'bedrooms.ts', 'council-tax-support.ts', 'council-tax-support-local/schemes.ts', 'rates/catalogue.ts']));
  });

  it.each(FILES)('%s has no slow object literal', (file) => {
    expect(slowLiterals(file), 'write merged(a, { x }) for { ...a, x }, and put a getter on a class').toEqual([]);
  });

  it('would catch each slow literal (the scanner itself)', () => {
    const fixture = [
      'const once = { ...a, x: 1 };',
      'function f(a) {',
      '  const slow = { ...a, x: 1 };',
      '  const quick = merged(a, { x: 1, ...b });',
      '  const copies = { ...a, ...b };',
      '  return () => ({ n: 1, ...a, y: 2 });',
      '}',
      'function g() { return { get lines() { return []; } }; }',
      'function buildScheme(c) { return { ...c, name: 1 }; }',
    ].join('\n');
    expect(slowLiterals('engine.ts', fixture)).toEqual([
      { line: 3, kind: 'spread then property' },
      { line: 6, kind: 'spread then property' },
      { line: 8, kind: 'getter' },
    ]);
  });
});
