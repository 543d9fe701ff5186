/**
 * The engines and rates must stay small enough for a cheap phone on a slow connection: the same
 * measurement as `node scripts/calc-size.mjs` (esbuild, minified ESM, gzip), run as a test.
 */

import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SCRIPT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../scripts/calc-size.mjs');

interface SizeReport {
  budgetBytes: number;
  ratesBudgetBytes: number;
  rates: { gzipped: number };
  lookupBudgetBytes: number;
  lookup: { gzipped: number };
  pages: Record<string, { minified: number; gzipped: number }>;
  total: { gzipped: number };
  largestPage: number;
  withinBudget: boolean;
}

describe('bundle size', () => {
  const report = JSON.parse(execFileSync(process.execPath, [SCRIPT, '--json'], { encoding: 'utf8' })) as SizeReport;

  it('measures every calculator page', () => {
    expect(Object.keys(report.pages)).toEqual(['universal-credit', 'housing-benefit', 'pip', 'council-tax-support', 'pension-credit', 'eligibility']);
  });

  it.each(['universal-credit', 'housing-benefit', 'pip', 'council-tax-support', 'pension-credit', 'eligibility'])('%s page: engine and rates under 18 KB gzipped', (page) => {
    expect(report.budgetBytes).toBe(18 * 1024);
    expect(report.pages[page]?.gzipped).toBeLessThan(report.budgetBytes);
  });

  it("the calculators' rates of every tax year together, amounts only, stay under 6.5 KB gzipped (with every label and reference they took 13.25 KB)", () => {
    expect(report.ratesBudgetBytes).toBe(6.5 * 1024);
    expect(report.rates.gzipped).toBeLessThan(report.ratesBudgetBytes);
  });

  it('the LHA lookup, with every area, council and district and the built-in rates, adds under 10 KB gzipped (it loads only when needed)', () => {
    expect(report.lookupBudgetBytes).toBe(10 * 1024);
    expect(report.lookup.gzipped).toBeLessThan(report.lookupBudgetBytes);
  });

  it('agrees with the script', () => {
    expect(report.withinBudget).toBe(true);
    expect(report.largestPage).toBeLessThan(report.budgetBytes);
  });
});
