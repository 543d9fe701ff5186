/**
 * Types and input readers shared by the engines. Engine-specific inputs and results live in
 * their engine files, with the field names of section 3 of docs/product.md.
 */

import type { EngineText } from './message';
import { toNumber, toPence, toPounds } from './money';

/** single or couple (docs/product.md §3). */
export type RelationshipStatus = 'single' | 'couple';

/** Partial at every depth: engines accept missing fields and sub-objects and use the defaults of docs/product.md §3. */
export type DeepPartial<T> = T extends ReadonlyArray<infer U> ? ReadonlyArray<DeepPartial<U>> : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> | null } : T;

/**
 * One line of a result's working: an element, premium, deduction or income figure.
 * Visitors see how each figure was reached (docs/style.md habit 2).
 */
export interface CalculationLine {
  /** What the line is, e.g. 'Child element'. */
  name: EngineText;
  /** Pounds, 2 decimal places, for the engine's period (Universal Credit monthly; Housing Benefit, PIP and Council Tax Support weekly). 0 when not qualifying. */
  amount: number;
  /** Whether it counts towards the result. */
  qualifying: boolean;
  /** Id of the rate in the rates table it used; null when it is the visitor's own figure (rent, earnings). */
  rateId: string | null;
  /** One plain-English sentence of how it was worked out, e.g. 'Child element for your first 2 children: 2 × £333.33'. */
  working: EngineText;
}

/**
 * `{ ...a, ...b }`: a new object with the own properties of `a`, then of `b`. Node 20's V8 builds
 * an object literal that spreads an object and then adds properties (`{ ...a, x }`) by a slow path
 * costing microseconds, a hundred times a copy, and the engines run on every keystroke: most of
 * Universal Credit's time went there (README "Performance", scripts/engine-speed.mjs).
 * Object.assign copies the same properties in the same order at a copy's cost.
 */
export function merged<A extends object, B extends object>(a: A, b: B): A & B {
  return Object.assign({}, a, b);
}

/** A plain object, or an empty one for anything else (a missing or null sub-object). */
export function objectOf(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** An array, or an empty one for anything else. */
export function listOf(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/** True only for `true` (a tickbox). */
export function isTrue(value: unknown): boolean {
  return value === true;
}

/**
 * A field that was left out takes the default of docs/product.md §3; one that is present but empty (null, NaN,
 * '') is "empty" and takes the docs/product.md §5 fallback in `clampNumber` (./number.ts).
 */
export function orDefault(value: unknown, specDefault: number): unknown {
  return value === undefined ? specDefault : value;
}

/** A whole number ≥ 0 (Council Tax Support counts and ages, docs/product.md §5); anything else gives 0. */
export function wholeNumber(value: unknown): number {
  const n = toNumber(value);
  return n > 0 ? Math.floor(Math.min(n, Number.MAX_SAFE_INTEGER)) : 0;
}

/** Strings only, from a list that may hold anything. */
export function stringsOf(value: unknown): string[] {
  return listOf(value).filter((v): v is string => typeof v === 'string');
}

/** A line of working; a line that does not qualify has amount 0. */
export function line(name: EngineText, pence: number, qualifying: boolean, rateId: string | null, working: EngineText): CalculationLine {
  return { name, amount: qualifying ? toPounds(pence) : 0, qualifying, rateId, working };
}

/** Sum of the qualifying lines, in pence. */
export function sumPence(lines: readonly CalculationLine[]): number {
  let total = 0;
  for (const l of lines) if (l.qualifying) total += toPence(l.amount);
  return total;
}

/**
 * One rule test, kept as data beside its engine (docs/style.md habit 4): what goes in, the parts of the
 * result expected (worked out by hand, the arithmetic in a comment) and the rule (docs/rules.md) or
 * regulation it checks.
 */
export interface RuleCase<I, R> {
  name: string;
  input: I;
  expected: DeepPartial<R>;
  checks: string;
}
