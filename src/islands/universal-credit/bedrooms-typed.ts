/**
 * The bedrooms a renter says they are allowed (docs/rules.md UC 4): asked of a renter only, after the
 * bedroom questions. Here, not in state.ts `ucQuestionsShown`, so that the rule loads with the Housing
 * tab, not with the page (README "Performance"); the engine does not read the number for anyone who
 * does not rent either.
 */
import { calculateUniversalCreditWith, type UniversalCreditInput } from '~/calc/universal-credit';
import type { RatesTable } from '~/calc/rates';
import { inputForCalculation } from './state';

export function isBedroomsTypedAsked(input: UniversalCreditInput): boolean {
  return input.housingDetails.housingType === 'rent';
}

/** The bedrooms the engine counts from the answers, without a typed number: the number first shown when ticked. */
export function ucBedroomsCounted(input: UniversalCreditInput, rates: RatesTable): number {
  const { bedroomsTyped: _typed, ...housing } = input.housingDetails;
  return calculateUniversalCreditWith(inputForCalculation({ ...input, housingDetails: housing }, rates), rates).housingCosts.bedroomEntitlement;
}
