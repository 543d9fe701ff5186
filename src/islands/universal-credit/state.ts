/**
 * The Universal Credit form's state and the pure steps that change it (docs/product.md §2, §3, §5).
 * No DOM, React or storage here, so each step is unit-tested in node (state.test.ts).
 *
 * The form holds the engine's own input entity (field names of docs/product.md §3 unchanged); the
 * children's rows keep their own stable keys beside the list (src/islands/shared/fields/PersonList.tsx).
 */
import { defaultUniversalCreditInput, type UkLocation, type UniversalCreditHousingType, type UniversalCreditInput } from '~/calc/universal-credit';
import { resolveRates, type RatesTable } from '~/calc/rates';
import { dividePence, multiplyPence, toPence, toPounds } from '~/calc/money';

/** The form: the engine input the tabs edit. */
export interface UcForm {
  input: UniversalCreditInput;
}

/** The four locations of docs/product.md §2, with the names people read. */
export const LOCATIONS: ReadonlyArray<{ value: UkLocation; label: string }> = [
  { value: 'england', label: 'England' },
  { value: 'scotland', label: 'Scotland' },
  { value: 'wales', label: 'Wales' },
  { value: 'northern-ireland', label: 'Northern Ireland' },
];

/** The four housing situations of docs/product.md §2; only renting gets the housing element. */
export const HOUSING_TYPES: ReadonlyArray<{ value: UniversalCreditHousingType; label: string }> = [
  { value: 'rent', label: 'I rent' },
  { value: 'mortgage', label: 'I have a mortgage' },
  { value: 'living-with-family', label: 'I live with family' },
  { value: 'own-outright', label: 'I own my home outright' },
];

/** A form holding `input`. */
export function formFromInput(input: UniversalCreditInput): UcForm {
  return { input };
}

/** The docs/product.md §3 defaults: age 25, single, no children, England, money 0, renting, 1 bedroom. */
export function defaultForm(): UcForm {
  return formFromInput(defaultUniversalCreditInput());
}

/** A new child (age 0, no disability) at the end of the list. */
export function addChild(form: UcForm): UcForm {
  const { input } = form;
  return {
    ...form,
    input: { ...input, personalDetails: { ...input.personalDetails, children: [...input.personalDetails.children, { age: 0, hasDisability: false }] } },
  };
}

/** The form without the child at `index`. */
export function removeChild(form: UcForm, index: number): UcForm {
  const { input } = form;
  return {
    ...form,
    input: { ...input, personalDetails: { ...input.personalDetails, children: input.personalDetails.children.filter((_, i) => i !== index) } },
  };
}

/** The input with the monthly earnings replaced (the earnings slider, docs/product.md §4). */
export function withEarnings(input: UniversalCreditInput, earnedIncome: number): UniversalCreditInput {
  return { ...input, incomeDetails: { ...input.incomeDetails, earnedIncome } };
}

/**
 * The carer question (docs/rules.md UC 5): 'yes' is one caring entry of the minimum hours
 * from the rates table, 'no' is none. An entry loaded from a saved calculation keeps its hours.
 */
export function carerEntries(isCarer: boolean, rates: RatesTable): UniversalCreditInput['healthAndCare']['isCarerFor'] {
  return isCarer ? [{ hoursPerWeek: resolveRates(rates)['universal-credit.carer-element.min-hours'] }] : [];
}

/** Whether any caring entry reaches the carer element's minimum hours (the tickbox shows this). */
export function isCarer(input: UniversalCreditInput, rates: RatesTable): boolean {
  const minHours = resolveRates(rates)['universal-credit.carer-element.min-hours'];
  return input.healthAndCare.isCarerFor.some((entry) => entry.hoursPerWeek >= minHours);
}

/** A typed weekly LHA rate as the monthly figure the engine takes: weekly × 52 ÷ 12, to the penny. */
export function lhaMonthlyFromWeekly(weekly: number, rates: RatesTable): number {
  const a = resolveRates(rates);
  return toPounds(dividePence(multiplyPence(toPence(weekly), a['general.weeks-per-year']), a['general.months-per-year']));
}

/**
 * A monthly amount a week: monthly × 12 ÷ 52, to the penny (the weeks and months of the rates
 * table), for the weekly calculators the results hand answers to and the typed LHA rate.
 */
export function monthlyToWeekly(monthly: number, rates: RatesTable): number {
  const a = resolveRates(rates);
  return toPounds(dividePence(multiplyPence(toPence(monthly), a['general.months-per-year']), a['general.weeks-per-year']));
}

/** The weekly rate a monthly LHA figure came from (monthly × 12 ÷ 52, to the penny). */
export const lhaWeeklyFromMonthly: (monthly: number, rates: RatesTable) => number = monthlyToWeekly;

/**
 * Whether a child's age leaves open whether they were born before 6 April 2017, so the form
 * asks (docs/rules.md UC 2): a year younger than the age from which it is certain.
 */
export function isBornBeforeOpen(age: number, rates: RatesTable): boolean {
  return age === resolveRates(rates)['universal-credit.child-element.born-before-2017-age'] - 1;
}

/**
 * Whether an age leaves open whether someone has reached State Pension age, so the form asks
 * (docs/rules.md UC 14): from the State Pension age of today (66) to below the age everyone
 * has reached it by (67), while it rises under the Pensions Act 2014.
 */
export function isStatePensionAgeOpen(age: number | undefined, rates: RatesTable): boolean {
  const a = resolveRates(rates);
  return age !== undefined && age >= a['general.state-pension-age'] && age < a['general.state-pension-age.highest'];
}

/** Whether the year has two LCWRA amounts, so the form asks which applies (docs/rules.md UC 5). */
export function hasLcwraProtection(rates: RatesTable): boolean {
  const a = resolveRates(rates);
  return a['universal-credit.lcwra-element.protected'] !== a['universal-credit.lcwra-element.new-award'];
}

/**
 * The input as calculated and saved: what the form hides does not count. A single person's
 * partner fields, the rent of someone not renting, and answers to questions the form no longer
 * asks stay in the form (switching back brings them back) but are left out here, so a saved
 * calculation holds only what was used.
 */
export function inputForCalculation(input: UniversalCreditInput, rates: RatesTable): UniversalCreditInput {
  const isCouple = input.personalDetails.relationshipStatus === 'couple';
  const isRenting = input.housingDetails.housingType === 'rent';
  const { partnerAge, reachedStatePensionAge, partnerReachedStatePensionAge, ...personal } = input.personalDetails;
  const partnerAgeUsed = isCouple ? partnerAge : undefined;
  const children = personal.children.map(({ bornBeforeApril2017, disabilityRate, ...child }) => ({
    ...child,
    ...(bornBeforeApril2017 !== undefined && isBornBeforeOpen(child.age, rates) ? { bornBeforeApril2017 } : {}),
    ...(child.hasDisability && disabilityRate ? { disabilityRate } : {}),
  }));
  const { childcareCostsMonthly, ...income } = input.incomeDetails;
  const isWorking = income.earnedIncome > 0 && (!isCouple || income.partnerEarnedIncome > 0);
  const { tenancyType, lhaRateMonthly, nonDependants, ...housing } = input.housingDetails;
  const isPrivate = tenancyType !== 'social';
  const { lcwraProtected, claimBeforeApril2017, ...health } = input.healthAndCare;
  const hasLcwra = health.hasLimitedCapabilityWorkRelated;
  return {
    ...input,
    personalDetails: {
      ...personal,
      children,
      ...(partnerAgeUsed !== undefined ? { partnerAge: partnerAgeUsed } : {}),
      // The State Pension age answers only at the ages the form asks them (docs/rules.md UC 14).
      ...(reachedStatePensionAge !== undefined && isStatePensionAgeOpen(personal.age, rates) ? { reachedStatePensionAge } : {}),
      ...(partnerReachedStatePensionAge !== undefined && isStatePensionAgeOpen(partnerAgeUsed, rates) ? { partnerReachedStatePensionAge } : {}),
    },
    incomeDetails: {
      ...income,
      partnerEarnedIncome: isCouple ? income.partnerEarnedIncome : 0,
      ...(children.length > 0 && isWorking && childcareCostsMonthly ? { childcareCostsMonthly } : {}),
    },
    housingDetails: isRenting
      ? {
          ...housing,
          localHousingAllowanceArea: isPrivate ? housing.localHousingAllowanceArea : '',
          ...(tenancyType ? { tenancyType } : {}),
          ...(isPrivate && lhaRateMonthly ? { lhaRateMonthly } : {}),
          ...(nonDependants ? { nonDependants } : {}),
        }
      : { ...housing, monthlyRent: 0, serviceCharges: 0 },
    healthAndCare: {
      ...health,
      ...(hasLcwra && lcwraProtected !== undefined && hasLcwraProtection(rates) ? { lcwraProtected } : {}),
      ...(health.hasLimitedCapabilityWork && !hasLcwra && claimBeforeApril2017 !== undefined ? { claimBeforeApril2017 } : {}),
    },
  };
}
