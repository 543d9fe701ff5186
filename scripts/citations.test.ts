/**
 * Citations anyone can follow (docs/style.md habit 14): code, tests and content cite the law, a
 * publication, or the project's own docs (docs/rules.md, docs/product.md, docs/style.md, README),
 * never a document that is not in the repository: the specification the product was first
 * written from, its decisions and rates notes, or the issue tracker.
 */
import { describe, expect, test } from 'vitest';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * What a citation of a document outside the repository looks like: the specification's files, its
 * decisions and rates notes and the house-style note by their upper-case names (our own
 * docs/style.md is lower case), and the issue tracker.
 */
export const OUTSIDE_CITATION = [
  /\bspec(?:ification)? 00\d\b|\.\.\/shared\/(?:spec\b|STYLE)|\bissue (?:part|["“'‘(])|\(issue(?: |$)|\bthis issue\b|\bthe issue's\b/i,
  /\bDECISIONS\b|\bRATES\.md\b|\bSTYLE\.md\b/,
];

/** The places in `text` that cite a document outside the repository, as 'line: text'. */
export function outsideCitations(text: string): string[] {
  return text
    .split('\n')
    .map((line, i) => [i + 1, line] as const)
    .filter(([, line]) => OUTSIDE_CITATION.some((pattern) => pattern.test(line)))
    .map(([n, line]) => `${n}: ${line.trim()}`);
}

/** Files that may name the patterns: this guard, and the rates test that refuses such a source. */
const GUARDS = new Set(['scripts/citations.test.ts', 'src/calc/rates.test.ts']);

function trackedFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', 'src', 'server', 'scripts', 'tests', 'content', 'docs', 'README.md', '*.mjs', '*.ts', '*.js'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return [...new Set(listed.split('\n').filter((f) => /\.(ts|tsx|mjs|js|astro|mdx?|css|sql)$/.test(f) && !GUARDS.has(f)))].filter((f) => fs.existsSync(path.join(root, f)));
}

describe('citations', () => {
  test('the check finds each kind of outside citation and passes our own', () => {
    expect(outsideCitations('// spec 001 §3 says so')).toHaveLength(1);
    expect(outsideCitations('/* DECISIONS.md §2 UC 7 */')).toHaveLength(1);
    expect(outsideCitations(' * (issue "The server" part 7)')).toHaveLength(1);
    expect(outsideCitations('// issue part 2')).toHaveLength(1);
    expect(outsideCitations('// the figures of RATES.md')).toHaveLength(1);
    expect(outsideCitations('// docs/rules.md UC 7; docs/product.md §5; README "Testing"')).toEqual([]);
    expect(outsideCitations("{ value: 'technical', label: 'Technical issue' }")).toEqual([]);
    expect(outsideCitations('for (const issue of error.issues) {')).toEqual([]);
  });

  test('no file cites a document outside the repository', () => {
    const files = trackedFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => outsideCitations(fs.readFileSync(path.join(root, file), 'utf8')).map((hit) => `${file}:${hit}`));
    expect(found).toEqual([]);
  });
});
