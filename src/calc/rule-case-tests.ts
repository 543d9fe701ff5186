/**
 * For tests only: the part every engine's rule-case tests share. The cases are data beside the
 * engine (universal-credit.cases.ts and the others); this runs them.
 */
import { describe, expect, it } from 'vitest';
import { TAX_YEARS } from './rates';
import type { RuleCase } from './types';

/**
 * Every case names its tax year, and each case's result matches its hand-worked figures; with
 * `atLeast`, there are at least that many cases in all and in each tax year.
 */
export function testRuleCases<I extends { taxYear?: unknown }, R extends object>(
  cases: RuleCase<I, R>[],
  calculate: (input: I) => R,
  atLeast?: { total: number; perYear: number },
): void {
  if (atLeast) {
    it(`has at least ${atLeast.total} cases, at least ${atLeast.perYear} in each tax year`, () => {
      expect(cases.length).toBeGreaterThanOrEqual(atLeast.total);
      for (const year of TAX_YEARS) expect(cases.filter((c) => c.input.taxYear === year.id).length, year.id).toBeGreaterThanOrEqual(atLeast.perYear);
    });
  }

  it('gives every case a tax year', () => {
    expect(cases.filter((c) => !c.input.taxYear).map((c) => c.name)).toEqual([]);
  });

  describe.each(cases)('$name', ({ input, expected, checks }) => {
    it(`matches the hand-worked figures (${checks})`, () => {
      expect(calculate(input)).toMatchObject(expected);
    });
  });
}
