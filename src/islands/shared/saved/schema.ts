/**
 * The toolkit every calculator's saved-input reader is built from (docs/product.md §4 "Saved
 * calculation", §5 ranges, §10 import). Saved data comes from this browser's storage, a file
 * someone edited or another calculator's hand-off, so each answer is read through a schema,
 * field by field, with one contract:
 *
 * - a field that is missing takes its default quietly (older saves lack newer fields);
 * - a field that is there but wrong takes the default (or a fallback) and its plain-English
 *   name goes in `reset`, so the page can say what it changed;
 * - numbers are held in their docs/product.md §5 ranges (clamping is not a reset);
 * - nothing throws.
 *
 * Built on `zod/v4-mini`. Only the readers import this module, and every calculator loads its
 * reader with `import()` when it opens saved or remembered answers, so the schema library is
 * never part of a calculator page's first load (README "Performance").
 */
import { entriesOf, isWritable, type EngineWordsList } from '~/i18n/engine-words';
import * as z from 'zod/v4-mini';
import { clampNumber } from '~/calc/number';
import { normalisePostcode } from '~/calc/postcode';
import { TAX_YEARS, type RatesTable, type TaxYear } from '~/calc/rates';
import { sharedSavedMessages } from '~/i18n/en/shared-saved';

export { z };

/** What a reader turned saved data into, and the answers it had to reset. */
export interface ReadInput<Input> {
  input: Input;
  /** Plain-English names of the answers that were there but could not be used, in the form's order. */
  reset: string[];
}

/** A value as a plain object to read fields from; anything else reads as an empty one. */
export function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * One part of the data (a section such as `personalDetails`): missing → empty quietly; there
 * but not an object → empty, named in `reset`.
 */
export function section(source: Record<string, unknown>, key: string, label: string, reset: string[]): Record<string, unknown> {
  const value = source[key];
  if (value === undefined || value === null) return {};
  const found = record(value);
  if (found !== value) reset.push(label);
  return found;
}

/** The parts of the data named in `labels` (section key → plain-English name), each read as `section` reads one, in that order. */
export function sections<K extends string>(source: Record<string, unknown>, labels: Readonly<Record<K, string>>, reset: string[]): Record<K, Record<string, unknown>> {
  const found = {} as Record<K, Record<string, unknown>>;
  for (const key of Object.keys(labels) as K[]) found[key] = section(source, key, labels[key], reset);
  return found;
}

/** Reads one field: missing → `missing` quietly; present but failing `schema` → `fallback`, named in `reset`. */
export function field<T>(source: Record<string, unknown>, key: string, schema: z.ZodMiniType<T>, missing: T, fallback: T, label: string, reset: string[]): T {
  if (!(key in source) || source[key] === undefined) return missing;
  const parsed = schema.safeParse(source[key]);
  if (parsed.success) return parsed.data;
  reset.push(label);
  return fallback;
}

/** An optional field: left out when missing or wrong (wrong is named). */
export function optional<T>(source: Record<string, unknown>, key: string, schema: z.ZodMiniType<T>, label: string, reset: string[]): T | undefined {
  return field<T | undefined>(source, key, schema, undefined, undefined, label, reset);
}

/**
 * An optional answer copied onto `target` under its own key when it was given and usable
 * (wrong is named); when missing or wrong, `target` keeps what it had.
 */
export function keepOptional<T extends object, K extends keyof T & string>(
  target: T,
  source: Record<string, unknown>,
  key: K,
  schema: z.ZodMiniType<NonNullable<T[K]>>,
  label: string,
  reset: string[],
): void {
  const value = optional(source, key, schema, label, reset);
  if (value !== undefined) target[key] = value;
}

/**
 * A saved postcode as Royal Mail writes it ('sw1a1aa' → 'SW1A 1AA'; docs/product.md §4): older saves and
 * edited files hold it as typed. Missing gives ''; not text is named in `reset`.
 */
export function savedPostcode(source: Record<string, unknown>, reset: string[]): string {
  return normalisePostcode(field(source, 'postcode', z.string(), '', '', sharedSavedMessages.get().postcode, reset));
}

/** The id of a tax year this version knows ('2026-27'), as inputs and results record it. */
export const taxYearId = z.enum(TAX_YEARS.map((y) => y.id) as [TaxYear, ...TaxYear[]]);

/** The tax year a calculation was saved in (docs/rules.md "Tax years"), when it names one this version knows. */
export function savedTaxYear(root: Record<string, unknown>, reset: string[]): TaxYear | undefined {
  return optional(root, 'taxYear', taxYearId, sharedSavedMessages.get().taxYear, reset);
}

/** A finite number (not NaN or Infinity, which JSON cannot hold but an edited object can). */
export const finite = z.number().check(z.refine(Number.isFinite));

/**
 * A finite number, or text holding one ('800', ' 12.5 '): a number field's value saved as
 * typed by an older version or an edited file. Empty text is not a number.
 */
export const numeric = z.pipe(
  z.union([finite, z.string()]),
  z.pipe(
    z.transform((v: number | string) => (typeof v === 'number' ? v : v.trim() === '' ? NaN : Number(v))),
    finite,
  ),
);

/** A list of strings. */
export const strings = z.array(z.string());

/** One of the `values` (a select or radio answer). */
export function oneOf<T extends string>(values: ReadonlyArray<T>) {
  return z.enum(values as [T, ...T[]]);
}

/** Money: at least 0, to the penny, as the money fields round (docs/product.md §5). */
export function money(value: number): number {
  return clampNumber(value, { min: 0, step: 0.01, fallback: 0 }) ?? 0;
}

/** A whole number held between `min` and `max` (docs/product.md §5). */
export function whole(value: number, min: number, max: number): number {
  return clampNumber(value, { min, max, step: 1, fallback: min }) ?? min;
}

/** Whether `value` passes `schema` (a result reader's check). */
export function fits(schema: z.ZodMiniType, value: unknown): boolean {
  return schema.safeParse(value).success;
}

/**
 * A saved result as the results panel can show it, or null, and the page works it out again: it
 * must pass `schema`, and every message in it must still have words among `words` (a result saved
 * before a wording was removed from the catalogue).
 */
export function savedResult<R>(schema: z.ZodMiniType, value: unknown, words: EngineWordsList): R | null {
  return fits(schema, value) && isWritable(value, entriesOf(words.map((part) => part.get()))) ? (value as R) : null;
}

/**
 * What an engine gives to be read (src/calc/message.ts `EngineText`): a message, or the words a
 * calculation saved before its engine gave messages. Whether each message still has words is
 * the result reader's check (`isWritable`, src/i18n/engine-words.tsx).
 */
export const engineText = z.union([z.string(), z.object({ messageId: z.string(), values: z.optional(z.record(z.string(), z.unknown())) })]);

/** A list of what an engine gives to be read. */
export const engineTexts = z.array(engineText);

/** A line of a result's working (src/calc/types.ts `CalculationLine`), as the results panels draw it. */
export const resultLine = z.object({ name: engineText, amount: finite, working: engineText, qualifying: z.boolean() });

/**
 * A list of text answers (ticked benefits, conditions): missing → empty quietly; not a list →
 * empty, named; a list keeps its text items and is named when it held anything else.
 */
export function textList(source: Record<string, unknown>, key: string, label: string, reset: string[]): string[] {
  const items = field<unknown[]>(source, key, z.array(z.unknown()), [], [], label, reset);
  const kept = items.filter((item): item is string => typeof item === 'string');
  if (kept.length < items.length) reset.push(label);
  return kept;
}

/**
 * What a calculator's `saved-input.ts` gives the shared controller (useCalculation): its two
 * readers. `input` reads saved, imported, remembered or handed-over answers; `rates` are the
 * rates of the year they open in (a reader whose limits are rates reads them there).
 */
export interface SavedInputReader<Input, Result> {
  input: (value: unknown, rates: RatesTable) => ReadInput<Input>;
  /** A saved result when it has everything the results side draws, else null (it is worked out again). */
  result: (value: unknown) => Result | null;
}

/** What Scotland and Northern Ireland pay beside an award (src/calc/beside-award.ts), as the results draw it; absent from a result saved before. */
export const besideAward = z.optional(z.array(z.object({ id: z.string(), name: engineText, amount: finite, working: engineText, per: z.enum(['period', 'payment']) })));
