import { CALCULATOR_LIST } from './calculators';
import { BENEFIT_LINKS } from './site';

/**
 * Permanent redirects for the footer's /calculators/* and /benefits/* links
 * (docs/product.md §2 footer; §12: "No footer link ends on the not-found page").
 * The server answers these with 301; nothing else in the site depends on them. A calculator's
 * old address is its `redirectFrom` in src/lib/calculators.ts, a benefit's footer address its
 * `redirectTo` in BENEFIT_LINKS (src/lib/site.ts).
 */
export const REDIRECTS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(CALCULATOR_LIST.flatMap((c) => (c.redirectFrom === null ? [] : [[c.redirectFrom, c.route]]))),
  ...Object.fromEntries(BENEFIT_LINKS.map((l) => [l.href, l.redirectTo])),
};
