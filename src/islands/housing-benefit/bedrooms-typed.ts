/**
 * The bedrooms a claimant says they are allowed (docs/rules.md HB 5): asked of everyone, after the
 * bedroom questions, as a Housing Benefit claimant always rents. Here, not in state.ts
 * `hbQuestionsShown`, so that it loads with the Property tab, not with the page (README "Performance").
 */
import { calculateHousingBenefitWith, type HousingBenefitInput } from '~/calc/housing-benefit';
import type { ResolvedRates } from '~/calc/rates';
import { inputForCalculation } from './state';

/** The bedrooms the engine counts from the answers, without a typed number: the number first shown when ticked. */
export function hbBedroomsCounted(input: HousingBenefitInput, a: ResolvedRates): number {
  const { bedroomsTyped: _typed, ...property } = input.propertyDetails;
  return calculateHousingBenefitWith(inputForCalculation({ ...input, propertyDetails: property }, a)).bedroomsNeeded;
}
