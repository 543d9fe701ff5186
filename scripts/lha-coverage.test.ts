/**
 * README's Local Housing Allowance coverage table is the one scripts/lha-coverage.mjs works out
 * from the data (README "Local Housing Allowance coverage"): run the script with --write after
 * adding areas, councils or postcode districts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { coverageTable, README, withTable } from './lha-coverage.mjs';

describe('README: Local Housing Allowance coverage', () => {
  it('holds the table the script writes today', () => {
    const readme = readFileSync(README, 'utf8');
    expect(withTable(readme, coverageTable())).toBe(readme);
  });

  it('counts the 192 official areas and at least 49 built in', () => {
    const table = coverageTable();
    expect(table).toMatch(/\| Great Britain \| 192 \| (\d+) \|/);
    const builtIn = Number(/\| Great Britain \| 192 \| (\d+) \|/.exec(table)?.[1]);
    expect(builtIn).toBeGreaterThanOrEqual(49);
  });
});
