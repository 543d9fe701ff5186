/**
 * The check of a council's working-age scheme (src/calc/council-tax-support-local/validate.ts)
 * answers a bad scheme in plain English, naming the field, as an admin form will show it.
 */
import { describe, expect, it } from 'vitest';
import { BUILT_IN_SCHEMES } from '~/calc/council-tax-support-local/schemes';
import { validateLocalScheme } from '~/calc/council-tax-support-local/validate';
import type { GridMethod, HouseholdType, LocalRoute, LocalScheme } from '~/calc/council-tax-support-local/model';
import { ctsLocalMessages } from './council-tax-support-local';

const BRISTOL = BUILT_IN_SCHEMES.find((s) => s.code === 'E06000023') as LocalScheme;
const WIRRAL = BUILT_IN_SCHEMES.find((s) => s.code === 'E08000015') as LocalScheme;

/** A copy of a scheme with a change, for the validator. */
function changed(scheme: LocalScheme, change: (copy: LocalScheme) => void): unknown {
  const copy = structuredClone(scheme);
  change(copy);
  return copy;
}

const route = (s: LocalScheme) => s.routes[0] as LocalRoute;
const grid = (s: LocalScheme) => route(s).method as GridMethod;
const upTo = (s: LocalScheme, band: number) => grid(s).bands[band]?.upTo as Partial<Record<HouseholdType, number>>;

/** The English of the validator's errors. */
function errorsOf(value: unknown): string[] {
  const result = validateLocalScheme(value);
  if (result.ok) return [];
  const words = ctsLocalMessages.get() as unknown as Record<string, (values: Record<string, unknown>) => string>;
  return result.errors.map((error) => words[error.messageId]?.(error.values ?? {}) ?? error.messageId);
}

describe('validateLocalScheme: plain-English errors', () => {
  it('names a maximum over 100%', () => {
    expect(errorsOf(changed(BRISTOL, (s) => (route(s).maxPercent = 120)))).toEqual(['routes › 1 › maxPercent must be 100 or less.']);
  });

  it('names a council code that is not an ONS code', () => {
    expect(errorsOf(changed(BRISTOL, (s) => (s.code = 'Bristol')))[0]).toMatch(/^code is not written the right way/);
  });

  it('names a missing source address and an unknown band cap', () => {
    const errors = errorsOf(
      changed(BRISTOL, (s) => {
        delete (s.source as Partial<LocalScheme['source']>).url;
        Object.assign(s, { bandCap: 'Z' });
      }),
    );
    expect(errors).toContain('source › url is missing or is not the right kind of answer.');
    expect(errors).toContain('bandCap must be one of: A, B, C, D, E, F, G, H.');
  });

  it('names a band cap that is neither of the liability nor of the reduction, and a family premium answer that is not yes or no', () => {
    const errors = errorsOf(changed(BRISTOL, (s) => Object.assign(s, { bandCap: 'D', bandCapOf: 'bill', familyPremiumForAll: 'yes' })));
    expect(errors).toContain('bandCapOf must be one of: liability, reduction.');
    expect(errors).toContain('familyPremiumForAll is missing or is not the right kind of answer.');
  });

  it('says when the last route is not for everyone', () => {
    expect(errorsOf(changed(BRISTOL, (s) => (route(s).appliesTo = ['carer'])))).toEqual(['routes › 1 is the last route, so it must be for everyone else (no classes).']);
  });

  it('says when income bands go down', () => {
    const errors = errorsOf(changed(WIRRAL, (s) => (upTo(s, 1).single = 100)));
    expect(errors).toEqual(['routes › 1 › method › bands › 2 must be higher than the band before it.']);
  });

  it('says when a band leaves out a household type', () => {
    const errors = errorsOf(changed(WIRRAL, (s) => delete upTo(s, 2).couple));
    expect(errors).toEqual(['routes › 1 › method › bands › 3 must give an upper limit for each household type the grid uses.']);
  });

  it('names a field it does not know, and never throws on nonsense', () => {
    expect(errorsOf(changed(BRISTOL, (s) => Object.assign(s, { colour: 'red' })))).toEqual(['the scheme has answers the scheme does not use: colour.']);
    expect(errorsOf(null).length).toBeGreaterThan(0);
    expect(validateLocalScheme('x').ok).toBe(false);
  });
});
