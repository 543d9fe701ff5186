/**
 * The councils' working-age schemes (docs/rules.md CTS 2): every built-in scheme passes the
 * validator; a bad scheme gets plain-English errors naming the field; and over many random
 * households, seeded so a failure can be replayed, no scheme pays more than the tax and, within
 * one route, more income never gives more help. The hand-worked cases are in
 * src/calc/council-tax-support.cases.ts.
 */
import { describe, expect, it } from 'vitest';
import { calculateCouncilTaxSupport, type CouncilTaxBand } from '../council-tax-support';
import { ctsLocalMessages } from '~/i18n/en/council-tax-support-local';
import { BUILT_IN_SCHEMES, builtInScheme } from './schemes';
import { validateLocalScheme } from './validate';
import type { LocalScheme } from './model';

const BRISTOL = BUILT_IN_SCHEMES.find((s) => s.code === 'E06000023') as LocalScheme;
const WIRRAL = BUILT_IN_SCHEMES.find((s) => s.code === 'E08000015') as LocalScheme;

/** A copy of a scheme with a change, for the validator. */
function changed(scheme: LocalScheme, change: (copy: Record<string, any>) => void): unknown {
  const copy = structuredClone(scheme) as Record<string, any>;
  change(copy);
  return copy;
}

/** The English of the validator's errors. */
function errorsOf(value: unknown): string[] {
  const result = validateLocalScheme(value);
  if (result.ok) return [];
  const words = ctsLocalMessages.get() as unknown as Record<string, (values: Record<string, unknown>) => string>;
  return result.errors.map((error) => words[error.messageId]?.(error.values ?? {}) ?? error.messageId);
}

describe('built-in council schemes', () => {
  it('has at least seven councils, each code once', () => {
    expect(BUILT_IN_SCHEMES.length).toBeGreaterThanOrEqual(7);
    expect(new Set(BUILT_IN_SCHEMES.map((s) => s.code)).size).toBe(BUILT_IN_SCHEMES.length);
  });

  it.each(BUILT_IN_SCHEMES.map((s) => [s.name, s] as const))('%s passes the validator', (_name, scheme) => {
    expect(errorsOf(scheme)).toEqual([]);
  });

  it('finds a scheme by code for its year only', () => {
    expect(builtInScheme('E06000023', '2026-27')?.name).toBe('Bristol City Council');
    expect(builtInScheme('E06000023', '2025-26')).toBeNull();
    expect(builtInScheme('E08000025', '2026-27')).toBeNull();
    expect(builtInScheme(undefined, '2026-27')).toBeNull();
  });
});

describe('validateLocalScheme: plain-English errors', () => {
  it('names a maximum over 100%', () => {
    expect(errorsOf(changed(BRISTOL, (s) => (s.routes[0].maxPercent = 120)))).toEqual(['routes › 1 › maxPercent must be 100 or less.']);
  });

  it('names a council code that is not an ONS code', () => {
    expect(errorsOf(changed(BRISTOL, (s) => (s.code = 'Bristol')))[0]).toMatch(/^code is not written the right way/);
  });

  it('names a missing source address and an unknown band cap', () => {
    const errors = errorsOf(
      changed(BRISTOL, (s) => {
        delete s.source.url;
        s.bandCap = 'Z';
      }),
    );
    expect(errors).toContain('source › url is missing or is not the right kind of answer.');
    expect(errors).toContain('bandCap must be one of: A, B, C, D, E, F, G, H.');
  });

  it('says when the last route is not for everyone', () => {
    expect(errorsOf(changed(BRISTOL, (s) => (s.routes[0].appliesTo = ['carer'])))).toEqual(['routes › 1 is the last route, so it must be for everyone else (no classes).']);
  });

  it('says when income bands go down', () => {
    const errors = errorsOf(changed(WIRRAL, (s) => (s.routes[0].method.bands[1].upTo.single = 100)));
    expect(errors).toEqual(['routes › 1 › method › bands › 2 must be higher than the band before it.']);
  });

  it('says when a band leaves out a household type', () => {
    const errors = errorsOf(changed(WIRRAL, (s) => delete s.routes[0].method.bands[2].upTo.couple));
    expect(errors).toEqual(['routes › 1 › method › bands › 3 must give an upper limit for each household type the grid uses.']);
  });

  it('names a field it does not know, and never throws on nonsense', () => {
    expect(errorsOf(changed(BRISTOL, (s) => (s.colour = 'red')))).toEqual(['the scheme has answers the scheme does not use: colour.']);
    expect(errorsOf(null).length).toBeGreaterThan(0);
    expect(validateLocalScheme('x').ok).toBe(false);
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
      const result = calculateCouncilTaxSupport(input);
      expect(result.localScheme?.code).toBe(councilCode);
      expect(result.weeklyReduction).toBeLessThanOrEqual(result.weeklyCouncilTax);
      expect(result.annualReduction).toBeLessThanOrEqual(result.annualCouncilTax);
      expect(result.weeklyReduction).toBeGreaterThanOrEqual(0);
      // The same household with £25 more earnings a week: the same route (nothing that picks the route changed), never more help.
      const richer = calculateCouncilTaxSupport({ ...input, income: { claimantIncome: { ...h.income.claimantIncome, employment: h.income.claimantIncome.employment + 25 } } });
      expect(richer.weeklyReduction, JSON.stringify(input)).toBeLessThanOrEqual(result.weeklyReduction);
    }
  });
});
