/**
 * UK postcodes as Royal Mail writes them, with no data behind them, so that any page (the saved
 * calculations' readers as much as the Local Housing Allowance lookup in lha.ts) can tidy one
 * without loading the areas.
 */

const OUTWARD = '[A-Z]{1,2}\\d[A-Z\\d]?';
const FULL_POSTCODE = new RegExp(`^(${OUTWARD}) ?(\\d[A-Z]{2})$`);
const OUTWARD_ONLY = new RegExp(`^${OUTWARD}$`);

/**
 * A postcode as Royal Mail writes it: upper case, one space before the inward code
 * ('sw1a1aa' → 'SW1A 1AA'). An outward code alone stays as it is ('m1' → 'M1'). Anything else
 * is returned upper-cased and trimmed, spaces collapsed.
 */
export function normalisePostcode(postcode: string): string {
  const compact = String(postcode ?? '')
    .toUpperCase()
    .replace(/\s+/g, '');
  const full = FULL_POSTCODE.exec(compact);
  if (full) return `${full[1]} ${full[2]}`;
  return OUTWARD_ONLY.test(compact)
    ? compact
    : String(postcode ?? '')
        .toUpperCase()
        .trim()
        .replace(/\s+/g, ' ');
}

/**
 * Whether the text has the shape of a UK postcode (e.g. 'M1 1AE', 'SW1A 1AA', 'EH1 2NG') or of
 * an outward code alone ('M1', 'CF10'). Shape only: it does not check the postcode exists.
 */
export function isValidUkPostcode(postcode: string): boolean {
  const compact = String(postcode ?? '')
    .toUpperCase()
    .replace(/\s+/g, '');
  return FULL_POSTCODE.test(compact) || OUTWARD_ONLY.test(compact);
}
