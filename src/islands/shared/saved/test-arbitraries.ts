/**
 * fast-check arbitraries the calculators' tests share (imported only by tests). A saved
 * calculation's data is random JSON, or, so the readers and forms go deep, a real input with
 * one answer in one of its parts replaced by random JSON (or a whole part replaced when it is
 * not an object).
 */
import fc from 'fast-check';

/** Copies of `base` (plain JSON) with one answer of one of `parts` replaced by any JSON value. */
export function mangled(base: Record<string, unknown>, parts: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  return fc.tuple(fc.constantFrom(...parts), fc.nat(), fc.jsonValue()).map(([part, n, value]) => {
    const copy = JSON.parse(JSON.stringify(base)) as Record<string, unknown>;
    const section = copy[part];
    const keys = section && typeof section === 'object' ? Object.keys(section) : [];
    if (section && typeof section === 'object' && keys.length) (section as Record<string, unknown>)[keys[n % keys.length] as string] = value;
    else copy[part] = value;
    return copy;
  });
}

/** A saved calculation's data: any JSON, or a mangled copy of `base`. */
export function savedData(base: Record<string, unknown>, parts: readonly string[]): fc.Arbitrary<unknown> {
  return fc.oneof(fc.jsonValue(), mangled(base, parts));
}
