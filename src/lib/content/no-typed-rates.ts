/**
 * Finds amounts typed into content that the rates table holds (docs/rules.md "Tax years": "no
 * amount a calculator uses is ever typed twice"). Guides and pages quote such figures
 * with `<Rate id="…" />` (MDX) or `{rate:id}` (glossary YAML), so an admin's edit and
 * next April's uprating reach them with no change to the content.
 */
import { RATE_DEFINITIONS } from '~/calc/rates/catalogue';
import type { RateUnit } from '~/calc/rates';

const MONEY_UNITS: ReadonlySet<RateUnit> = new Set(['gbp-per-month', 'gbp-per-week', 'gbp-per-year', 'gbp-per-hour', 'gbp']);

/**
 * Rates whose amounts are not figures a page would quote: the benefits checker's own
 * estimate bands (a project rule, not law).
 */
const NOT_QUOTED = /^general\.eligibility\./;

/** Every money amount of every rate in every tax year, in pence, with the ids that hold it. */
export function rateAmountsInPence(): Map<number, string[]> {
  const amounts = new Map<number, string[]>();
  for (const [id, def] of Object.entries(RATE_DEFINITIONS)) {
    if (!MONEY_UNITS.has(def.unit) || NOT_QUOTED.test(id)) continue;
    for (const amount of Object.values(def.amounts)) {
      if (amount === null) continue;
      const pence = Math.round(amount * 100);
      const ids = amounts.get(pence) ?? [];
      if (!ids.includes(id)) amounts.set(pence, [...ids, id]);
    }
  }
  return amounts;
}

/** One typed amount that equals a rate. */
export interface TypedRate {
  file: string;
  line: number;
  /** The amount as typed, e.g. '£424.90'. */
  typed: string;
  /** The words around it, to find it and to match an allowed phrase. */
  context: string;
  /** Rates that hold this amount in some tax year. */
  rateIds: string[];
}

/**
 * A phrase in which an amount equal to a rate is not that rate (e.g. '£1 you earn': the
 * taper's unit of earnings, not Housing Benefit's £1 tariff income). [file, phrase].
 */
export type AllowedPhrase = readonly [file: string, phrase: string];

const POUNDS = /£\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?/g;

/** The typed amounts of one file that equal a rate, except inside an allowed phrase. */
export function findTypedRates(
  file: string,
  text: string,
  allowed: readonly AllowedPhrase[] = [],
  amounts: Map<number, string[]> = rateAmountsInPence(),
): TypedRate[] {
  const found: TypedRate[] = [];
  const lines = text.split('\n');
  lines.forEach((lineText, i) => {
    for (const match of lineText.matchAll(POUNDS)) {
      const pence = Number((match[1] ?? '').replace(/,/g, '')) * 100 + Number(match[2] ?? 0);
      const rateIds = amounts.get(pence);
      if (!rateIds) continue;
      const at = match.index;
      const context = lineText.slice(Math.max(0, at - 40), at + match[0].length + 40);
      const excused = allowed.some(([f, phrase]) => f === file && lineText.includes(phrase) && phrase.includes(match[0]));
      if (!excused) found.push({ file, line: i + 1, typed: match[0], context, rateIds });
    }
  });
  return found;
}

/** `<Rate id="…">` ids and `{rate:…}` placeholders used in a text. */
export function quotedRateIds(text: string): string[] {
  const ids = [...text.matchAll(/<Rate\b[^>]*\bid="([^"]+)"/g)].map((m) => m[1] ?? '');
  const tokens = [...text.matchAll(/\{rate:([a-z0-9.-]+)(?:\|bare)?\}/g)].map((m) => m[1] ?? '');
  return [...ids, ...tokens];
}
