/**
 * The councils' working-age schemes (docs/rules.md CTS 2): every built-in scheme passes the
 * validator (its plain-English errors are tested in src/i18n/en/council-tax-support-local.test.ts); and over many random
 * households, seeded so a failure can be replayed, no scheme pays more than the tax and, within
 * one route, more income never gives more help. The hand-worked cases are in
 * src/calc/council-tax-support.cases.ts.
 */
import { describe, expect, it } from 'vitest';
import { calculateCouncilTaxSupport, type CouncilTaxBand } from '../council-tax-support';
import { BUILT_IN_SCHEMES, builtInScheme, withSavedSchemes } from './schemes';
import { validateLocalScheme } from './validate';
import { findCouncil } from '../councils';
import type { LocalScheme } from './model';

describe('built-in council schemes', () => {
  it('has at least twelve councils, each code once', () => {
    expect(BUILT_IN_SCHEMES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(BUILT_IN_SCHEMES.map((s) => s.code)).size).toBe(BUILT_IN_SCHEMES.length);
  });

  it.each(BUILT_IN_SCHEMES.map((s) => [s.name, s] as const))('%s passes the validator', (_name, scheme) => {
    expect(validateLocalScheme(scheme)).toEqual({ ok: true, scheme });
  });

  it('names each council by its code and name in the list of English councils (src/calc/councils.ts)', () => {
    for (const scheme of BUILT_IN_SCHEMES) expect(findCouncil(scheme.code, 'england')?.name, scheme.code).toBe(scheme.name);
  });

  it('finds a scheme by code for its year only', () => {
    expect(builtInScheme('E06000023', '2026-27')?.name).toBe('Bristol City Council');
    expect(builtInScheme('E06000023', '2025-26')).toBeNull();
    expect(builtInScheme('E08000025', '2026-27')).toBeNull();
    expect(builtInScheme(undefined, '2026-27')).toBeNull();
  });
});

/** A small seeded generator (mulberry32), so a failing household can be found again. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BANDS: CouncilTaxBand[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];

describe('every built-in scheme, over random households (seeded)', () => {
  const next = random(20262027);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const households = Array.from({ length: 300 }, () => {
    const children = Math.floor(next() * 4);
    return {
      taxYear: '2026-27' as const,
      location: { country: 'england' as const, councilTaxBand: pick(BANDS), annualCouncilTax: Math.round(800 + next() * 3500) },
      household: {
        claimantAge: 18 + Math.floor(next() * 45),
        hasPartner: next() < 0.4,
        dependentChildren: children,
        childrenAges: Array.from({ length: children }, () => Math.floor(next() * 16)),
        otherAdults: 0,
        otherAdultsDetails: next() < 0.3 ? [{ age: 20 + Math.floor(next() * 40), relationship: 'adult-child' as const, income: Math.round(next() * 700) }] : [],
        getsUniversalCredit: next() < 0.3,
      },
      income: { claimantIncome: { employment: Math.round(next() * 400), benefits: Math.round(next() * 150) } },
      savings: { totalSavings: Math.round(next() * 20000) },
      circumstances: { isCarer: next() < 0.15, receivesDisabilityBenefits: next() < 0.15, getsSevereDisabilityBenefit: next() < 0.05 },
      property: { hasSinglePersonDiscount: next() < 0.3 },
    };
  });

  it.each(BUILT_IN_SCHEMES.map((s) => [s.name, s.code] as const))('%s never pays more than the tax, and more income never gives more help', (_name, councilCode) => {
    for (const h of households) {
      const input = { ...h, location: { ...h.location, councilCode } };
      const result = calculateCouncilTaxSupport(input, undefined, BUILT_IN_SCHEMES);
      expect(result.localScheme?.code).toBe(councilCode);
      expect(result.weeklyReduction).toBeLessThanOrEqual(result.weeklyCouncilTax);
      expect(result.annualReduction).toBeLessThanOrEqual(result.annualCouncilTax);
      expect(result.weeklyReduction).toBeGreaterThanOrEqual(0);
      // The same household with £25 more earnings a week: the same route (nothing that picks the route changed), never more help.
      const richer = calculateCouncilTaxSupport(
        { ...input, income: { claimantIncome: { ...h.income.claimantIncome, employment: h.income.claimantIncome.employment + 25 } } },
        undefined,
        BUILT_IN_SCHEMES,
      );
      expect(richer.weeklyReduction, JSON.stringify(input)).toBeLessThanOrEqual(result.weeklyReduction);
    }
  });
});

describe('a hybrid scheme (a grid for Universal Credit, a taper for everyone else), as Manchester and Harrow have', () => {
  // Not a council's figures: a scheme made up to check the route by class. £1,825 a year is £35 a week.
  const hybrid: LocalScheme = {
    ...(BUILT_IN_SCHEMES[0] as LocalScheme),
    code: 'E08000003',
    name: 'A hybrid council',
    routes: [
      {
        appliesTo: ['universal-credit'],
        maxPercent: 100,
        method: {
          kind: 'grid',
          measure: 'net-income',
          period: 'week',
          of: 'liability',
          bands: [
            { percent: 100, upTo: 100 },
            { percent: 50, upTo: 200 },
            { percent: 0, upTo: null },
          ],
        },
        cutPercent: 0,
      },
      { appliesTo: null, maxPercent: 80, method: { kind: 'taper', ratePercent: 20 }, cutPercent: 0 },
    ],
    secondAdultRebate: null,
  };
  const run = (getsUniversalCredit: boolean, benefits: number) =>
    calculateCouncilTaxSupport(
      {
        taxYear: '2026-27',
        location: { country: 'england', councilCode: 'E08000003', annualCouncilTax: 1825 },
        household: { getsUniversalCredit },
        income: { claimantIncome: { benefits } },
      },
      undefined,
      [hybrid],
    );

  it('passes the validator', () => {
    expect(validateLocalScheme(hybrid).ok).toBe(true);
  });

  it('takes the grid with Universal Credit and the taper without', () => {
    // Universal Credit, income 150 (£100.01 to £200): 50% of 35 = 17.50. Without: 80% of 35 = 28; income 150 − 95.55 = 54.45 excess, 20% = 10.89; 28 − 10.89 = 17.11.
    expect(run(true, 150).weeklyReduction).toBe(17.5);
    expect(run(false, 150).weeklyReduction).toBe(17.11);
    // No income: the grid's 100% against the taper route's 80% maximum.
    expect(run(true, 0).weeklyReduction).toBe(35);
    expect(run(false, 0).weeklyReduction).toBe(28);
  });
});

describe('withSavedSchemes: the schemes an admin saved before the built-in ones', () => {
  const bristol = BUILT_IN_SCHEMES.find((s) => s.code === 'E06000023') as LocalScheme;
  const saved2025: LocalScheme = { ...bristol, years: ['2025-26'], source: { ...bristol.source, title: 'Bristol 2025-26' } };

  it('is the built-in list when nothing is saved', () => {
    expect(withSavedSchemes(null)).toBe(BUILT_IN_SCHEMES);
    expect(withSavedSchemes([])).toBe(BUILT_IN_SCHEMES);
  });

  it('puts saved schemes first, leaves out what is not a scheme, and gives the same list for the same saved list', () => {
    const sent = [saved2025, { code: 'E08000035' }, null, 'x'];
    const list = withSavedSchemes(sent);
    expect(list[0]).toBe(saved2025);
    expect(list).toHaveLength(BUILT_IN_SCHEMES.length + 1);
    expect(withSavedSchemes(sent)).toBe(list);
  });

  it('a scheme saved for another year leaves the built-in one for its own year', () => {
    const list = withSavedSchemes([saved2025]);
    // The engine takes the first scheme for the council and year.
    expect(list.find((s) => s.code === 'E06000023' && s.years.includes('2025-26'))?.source.title).toBe('Bristol 2025-26');
    expect(list.find((s) => s.code === 'E06000023' && s.years.includes('2026-27'))).toBe(bristol);
  });
});
