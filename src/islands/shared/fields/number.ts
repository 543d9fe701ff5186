/**
 * Reading and clamping what people type into number fields (docs/product.md §5: ages 16 to
 * 100 with empty → 16; child age 0 to 19 with empty → 0; money minimum 0, step
 * 0.01, empty → 0; each calculator's own ranges follow in that section). Pure functions, used by
 * `NumberField` and unit-tested beside it. Holding a number in range is `clampNumber` in
 * src/calc/number.ts, which the engines use too.
 */

import { clampNumber, stepDecimals, type NumberLimits } from '~/calc/number';
import { formatNumber } from '~/i18n/format';
import { sharedNumberMessages } from '~/i18n/en/shared';

/**
 * The number in what someone typed, or null when there is none. Accepts spaces,
 * thousands commas and a leading '£' ('£1,234.50' → 1234.5); rejects anything else
 * ('12abc', '1e3', '0x10', '-', '.').
 */
export function parseNumberInput(text: string): number | null {
  const cleaned = text.replace(/[\s,£]/g, '');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** What a field holds after the person leaves it or presses Enter. */
export function commitNumberInput(text: string, limits: NumberLimits = {}): number | null {
  return clampNumber(parseNumberInput(text), { ...limits, step: limits.step ?? 1 });
}

/**
 * How a committed value is shown: '' for no value; whole numbers plainly ('450');
 * others with the step's decimals ('12.50' for money).
 */
export function formatNumberInput(value: number | null | undefined, step = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  if (Number.isInteger(value)) return String(value);
  return value.toFixed(Math.max(stepDecimals(step), 0));
}

/** How a field names itself in a note: 'your age', 'monthly earnings'. */
export interface NoteWording {
  /** The answer's name in a sentence, e.g. 'your age'. */
  name: string;
  /** True for pounds (the '£' fields): notes speak of amounts. */
  money?: boolean;
}

/** How a note shows a value: amounts as money is written, '£1,250.51', '£1,250'; other numbers as the field shows them. */
function shown(value: number, step: number | undefined, money: boolean | undefined): string {
  if (!money) return formatNumberInput(value, step);
  const pence = !Number.isInteger(value);
  return `£${formatNumber(value, { minimumFractionDigits: pence ? 2 : 0, maximumFractionDigits: pence ? 2 : 0 })}`;
}

/**
 * How a note names an answer from its label (docs/product.md §5), so the note reads as a sentence:
 * 'Your age' → 'your age'; 'Monthly rent' → 'the monthly rent'; 'Number of bedrooms' → 'the number
 * of bedrooms'; 'How many adults aged 21 or over live with you?' → 'the number of adults aged 21
 * or over'; 'How many bedrooms does your home have?' → 'the number of bedrooms'. A part in brackets ('(optional)') and a leading 'Or type' go; any other question,
 * which cannot be a name, is 'this answer'. An acronym at the start ('PIP') keeps its capitals.
 */
export function noteNameOf(label: string): string {
  const t = sharedNumberMessages.get();
  // The labels are read as English sentences: a language with other labels names its answers with `noteName`.
  const plain = label.replace(/\s*\(.*?\)|^Or type /g, '').trim();
  const howMany = /^How many (.+?) (live|do|does|are|is|have|has)\b/.exec(plain);
  if (howMany) return t.numberOf({ what: howMany[1]! });
  if (plain.endsWith('?')) return t.thisAnswer;
  const name = /^[A-Z][a-z]/.test(plain) ? plain[0]!.toLowerCase() + plain.slice(1) : plain;
  return /^(your|the|their) /.test(name) ? name : t.the({ name });
}

/** The message as a pattern: its values (each `{name}`, filled with a mark no message holds) match any text. */
function messagePattern(fill: (mark: string) => string): RegExp {
  const mark = '\u0000';
  const escaped = fill(mark).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.split(mark).join('[\\s\\S]*')}$`);
}

/** Whether a field's note says it changed the answer (`changeNote`), not "Check this amount: is it monthly?". */
export function isChangeNote(message: string): boolean {
  const t = sharedNumberMessages.get();
  const notes = [
    (m: string) => t.changedWhole({ name: m, value: m }),
    (m: string) => t.changedDecimals({ name: m, value: m, places: m }),
    (m: string) => t.changedNotNumber({ name: m, value: m }),
    (m: string) => t.changed({ name: m, value: m, allowed: m }),
  ];
  return notes.some((note) => messagePattern(note).test(message));
}

/** What the person should enter, e.g. 'an age from 16 to 100', 'a whole number from 0 to 19', 'an amount of £0 or more'. */
export function allowedPhrase(limits: NumberLimits, wording: NoteWording): string {
  const { min, max, step = 1 } = limits;
  const whole = stepDecimals(step) === 0;
  const t = sharedNumberMessages.get();
  // An answer named '…age' (as the English labels name ages) asks for an age.
  const what = wording.money ? t.amount : wording.name.endsWith('age') ? t.age : whole ? t.wholeNumber : t.number;
  const bound = (v: number) => shown(v, step, wording.money);
  if (min !== undefined && max !== undefined) return t.between({ what, min: bound(min), max: bound(max) });
  if (min !== undefined) return t.atLeast({ what, min: bound(min) });
  if (max !== undefined) return t.atMost({ what, max: bound(max) });
  return what;
}

/**
 * The note a field shows when what was typed is not what it kept (GOV.UK style: say what
 * changed and what to enter), or null when nothing changed. `text` is what was typed;
 * `committed` what the field now holds. An empty field falling back to 0 (money) or to no
 * value says nothing: that is what an empty answer means. Any other fallback, an amount
 * held to the range, text that is not a number, or rounding, is named.
 *
 * 'We changed your age to 16: enter an age from 16 to 100'.
 */
export function changeNote(text: string, committed: number | null, limits: NumberLimits, wording: NoteWording): string | null {
  if (committed === null) return null;
  const typed = parseNumberInput(text);
  const empty = text.trim() === '';
  if (empty && committed === 0) return null;
  if (typed !== null && typed === committed) return null;
  const t = sharedNumberMessages.get();
  const changed = { name: wording.name, value: shown(committed, limits.step, wording.money) };
  const rounded = typed !== null && (limits.min === undefined || typed >= limits.min) && (limits.max === undefined || typed <= limits.max);
  if (rounded) {
    const places = stepDecimals(limits.step);
    return places === 0 ? t.changedWhole(changed) : t.changedDecimals({ ...changed, places });
  }
  if (typed === null && !empty && wording.money) return t.changedNotNumber(changed);
  return t.changed({ ...changed, allowed: allowedPhrase(limits, wording) });
}

/** The note for a value far beyond any real household, e.g. monthly rent over £20,000. */
export function plausibilityNote(value: number | null, plausibleMax: number | undefined, period?: string): string | null {
  if (value === null || plausibleMax === undefined || !(value > plausibleMax)) return null;
  const t = sharedNumberMessages.get();
  return t.checkAmount({ period: period ?? t.monthly });
}

/**
 * Amounts far beyond any real household, above which a field asks "Check this amount: is it
 * monthly?" (a yearly or weekly figure typed into a monthly box). Not limits: the amount is
 * kept. Monthly rent over £20,000 and earnings over £100,000 a month; weekly rent over the
 * same rent as a weekly figure.
 */
export const PLAUSIBLE_MAXIMUMS = {
  rentMonthly: 20_000,
  earningsMonthly: 100_000,
  rentWeekly: Math.round((20_000 * 12) / 52),
} as const;
