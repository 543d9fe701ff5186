/**
 * Published figures wherever a page quotes one (docs/rules.md "Tax years"). Pages are built with the
 * release's figures; an admin may have published a different amount since. Every figure a page
 * quotes is marked up as
 *
 *   <span data-rate="universal-credit.standard-allowance.single-25-plus" data-rate-year="2026-27">£424.90 a month</span>
 *
 * (the guides' Rate component, /rates), and this transform rewrites the text of each such span
 * with the amount published for that id and year, formatted by rateText (src/lib/rate-words.ts). `data-rate-format="amount"`
 * gives the amount without its period ("£85.00", for tables whose heading names the period).
 * A span of an unknown id or year is left as built.
 *
 * A page's result is cached by path, keyed by the page it was given and the version of
 * benefit_rates, so the work is done once per page per change of a rate.
 */
import type { HtmlTransform } from '../static.ts';
import type { RatesStore } from '../rates.ts';
import { escapeHtml } from '../../src/lib/html.ts';
import { isTaxYear, ratesFor, type Rate } from '../../src/calc/rates.ts';
import { rateText as writeRate } from '../../src/lib/rate-words.ts';
import { withBuiltInLhaRates } from '../../src/calc/lha.ts';
import { formatMoney, toPence } from '../../src/calc/money.ts';

/** A rate span: its opening tag's attributes, and its text (no nested markup). */
const SPAN = /<span\b([^>]*\bdata-rate="[^"]*"[^>]*)>([^<]*)<\/span>/g;
const ATTRIBUTE = (name: string) => new RegExp(`\\b${name}="([^"]*)"`);
const ID = ATTRIBUTE('data-rate');
const YEAR = ATTRIBUTE('data-rate-year');
const FORMAT = ATTRIBUTE('data-rate-format');

/** The text a span shows for a rate with `amount`, as rateText (src/lib/rate-words.ts) or the bare amount gives it. */
export function rateText(rate: Rate, amount: number | null, format?: string): string {
  const shown = { ...rate, amount };
  if (format === 'amount' && amount !== null && rate.unit.startsWith('gbp')) return formatMoney(toPence(amount));
  return writeRate(shown);
}

/** Rewrite every rate span of `html` with the amounts `amountOf` gives. */
export function rewriteRateFigures(html: string, amountOf: (id: string, year: string) => number | null | undefined): string {
  if (!html.includes('data-rate=')) return html;
  return html.replace(SPAN, (whole, attrs: string) => {
    const id = ID.exec(attrs)?.[1];
    const year = YEAR.exec(attrs)?.[1];
    if (!id || !isTaxYear(year)) return whole;
    // With the LHA rates, which the calculators' tables load apart (src/calc/lha.ts).
    const table = withBuiltInLhaRates(ratesFor(year));
    if (!Object.hasOwn(table, id)) return whole;
    const rate = table[id]!;
    const published = amountOf(id, year);
    // Figures set by law are never overridden; an unpublished row keeps the built figure.
    const amount = rate.editable && published !== undefined ? published : rate.amount;
    return `<span${attrs}>${escapeHtml(rateText(rate, amount, FORMAT.exec(attrs)?.[1]))}</span>`;
  });
}

/** Most pages kept; far more than the site has. */
const MAX_CACHED_PAGES = 1000;

/** The transform for the static handler, reading the published rates from `store`. */
export function rateFiguresTransform(store: RatesStore): HtmlTransform {
  const cache = new Map<string, { version: number; input: string; output: string }>();
  return (html, { pathname }) => {
    if (!html.includes('data-rate=')) return html;
    const published = store.current();
    const hit = cache.get(pathname);
    // `===` on the page text: the same built page with the same banner gives the same result.
    if (hit && hit.version === published.version && hit.input === html) return hit.output;
    const output = rewriteRateFigures(html, (id, year) => (isTaxYear(year) ? published.amount(id, year) : undefined));
    if (cache.size >= MAX_CACHED_PAGES) cache.clear();
    cache.set(pathname, { version: published.version, input: html, output });
    return output;
  };
}
