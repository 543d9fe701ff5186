/**
 * The bedrooms a renter typed as allowed (docs/rules.md UC 4, HB 5), read by the Universal Credit
 * and Housing Benefit engines and their saved-answer readers. Apart from ./bedrooms.ts, which the
 * forms load with the page to decide which bedroom questions to ask, so that it loads only with
 * the engines (README "Performance").
 */
import { INPUT_LIMITS } from './inputs';

/**
 * The bedrooms a visitor typed as allowed (docs/rules.md UC 4, HB 5): a whole number 1-10, used
 * instead of the count; anything else (absent, not whole, out of range) is null, the count.
 */
export function typedBedrooms(value: unknown): number | null {
  const { typedMin, typedMax } = INPUT_LIMITS.bedrooms;
  return typeof value === 'number' && Number.isInteger(value) && value >= typedMin && value <= typedMax ? value : null;
}
