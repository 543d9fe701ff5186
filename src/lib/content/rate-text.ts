/**
 * How content quotes figures from the rates table (docs/rules.md "Tax years"): the text of a
 * `<Rate>` in MDX, the `{rate:id}` placeholders of glossary definitions (YAML cannot
 * hold components), and the content file a page comes from, for build errors.
 */
import { currentTaxYear, ratesFor, type Rate, type TaxYear } from '~/calc/rates';
import { rateText } from '~/lib/rate-words';
import { formatMoney, toPence } from '~/calc/money';
import { withBuiltInLhaRates } from '~/calc/lha';

/** A rate as text: '£424.90 a month', or with `bare` '£424.90'; percentages '85%', counts '2'. */
export function formatRateValue(rate: Rate, { bare = false }: { bare?: boolean } = {}): string {
  if (!bare || rate.amount === null) return rateText(rate);
  if (rate.unit === 'percent' || rate.unit === 'count') return rateText(rate);
  return formatMoney(toPence(rate.amount));
}

/**
 * The content file behind a page address, for error messages:
 * '/guides/universal-credit' → 'content/guides/universal-credit.mdx'.
 */
export function rateSourceFile(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  const match = /^\/(guides|scenarios)\/([^/]+)$/.exec(path);
  if (match) return `content/${match[1]}/${match[2]}.mdx`;
  const page = /^\/([^/]+)$/.exec(path);
  return page ? `content/pages/${page[1]}.mdx or content/legal/${page[1]}.mdx` : `the content behind ${pathname || '/'}`;
}

/** A piece of a glossary definition: plain text, or a figure from the rates table. */
export type TextPart = { text: string } | { text: string; rateId: string; taxYear: TaxYear; bare: boolean };

/** `{rate:universal-credit.taper-rate}` or `{rate:universal-credit.lcw-element|bare}`. */
const RATE_TOKEN = /\{rate:([a-z0-9.-]+)(\|bare)?\}/g;

/**
 * Splits text at its `{rate:id}` placeholders and fills each with the rate of `year`
 * (default: the year in force). Throws, naming `where` and the id, on an unknown id,
 * so a typo fails the build.
 */
export function withRates(text: string, where: string, year: TaxYear = currentTaxYear()): TextPart[] {
  // With the LHA rates, which the calculators' tables load apart (src/calc/lha.ts).
  const table = withBuiltInLhaRates(ratesFor(year));
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(RATE_TOKEN)) {
    const [token, id = '', bare] = match;
    const rate = table[id];
    if (!rate) throw new Error(`Unknown rate id "${id}" in ${where}. Use an id from src/calc/rates/.`);
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: formatRateValue(rate, { bare: Boolean(bare) }), rateId: id, taxYear: year, bare: Boolean(bare) });
    last = match.index + token.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The text a reader sees, placeholders filled (for search and tests). */
export function plainWithRates(text: string, where: string, year?: TaxYear): string {
  return withRates(text, where, year).map((p) => p.text).join('');
}
