/**
 * The Universal Credit form's state and the pure steps that change it (docs/product.md §2, §3, §5).
 * No DOM, React or storage here, so each step is unit-tested in node (form.test.ts).
 *
 * The form holds the engine's own input entity (field names of docs/product.md §3 unchanged); the
 * children's rows keep their own stable keys beside the list (src/islands/shared/PersonList.tsx).
 */
import {
  defaultUniversalCreditInput,
  type UniversalCreditChild,
  type UkLocation,
  type UniversalCreditHousingType,
  type UniversalCreditInput,
  type UniversalCreditResult,
} from '~/calc/universal-credit';
import { INPUT_LIMITS, isTaxYear, resolveRates, type RatesTable } from '~/calc/rates';
import { dividePence, multiplyPence, toPence, toPounds } from '~/calc/money';
import { clampNumber } from '~/calc/number';

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

const LOCATION_VALUES = new Set<string>(LOCATIONS.map((l) => l.value));
const HOUSING_VALUES = new Set<string>(HOUSING_TYPES.map((h) => h.value));

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

// ---- Restoring a saved calculation -------------------------------------------------------

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function finite(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

/** A number held between min and max, or the fallback when there is none (docs/product.md §5). */
function within(value: unknown, min: number, max: number, fallback: number): number {
  const n = finite(value);
  return n === undefined ? fallback : Math.min(max, Math.max(min, n));
}

/** Money: at least 0, to the penny (as the money fields round); anything else is the fallback (docs/product.md §5). */
function money(value: unknown, fallback: number): number {
  return clampNumber(value, { min: 0, step: 0.01, fallback });
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * The input of a saved calculation, merged over the defaults of docs/product.md §3. Saved data comes from
 * storage or an imported file, so every field is checked: missing or odd fields take the
 * default, numbers are held in the docs/product.md §5 ranges. Never throws.
 */
export function restoreInput(data: unknown): UniversalCreditInput {
  const base = defaultUniversalCreditInput();
  const root = record(data);
  const personal = record(root.personalDetails);
  const income = record(root.incomeDetails);
  const housing = record(root.housingDetails);
  const health = record(root.healthAndCare);
  const { ageMin, ageMax, childAgeMin, childAgeMax } = INPUT_LIMITS.universalCredit;

  const relationshipStatus = personal.relationshipStatus === 'couple' ? 'couple' : 'single';
  const partnerAge = finite(personal.partnerAge);
  const location = typeof personal.location === 'string' && LOCATION_VALUES.has(personal.location) ? (personal.location as UkLocation) : base.personalDetails.location;
  const housingType =
    typeof housing.housingType === 'string' && HOUSING_VALUES.has(housing.housingType) ? (housing.housingType as UniversalCreditHousingType) : base.housingDetails.housingType;
  const children = (Array.isArray(personal.children) ? personal.children : []).map((c): UniversalCreditChild => {
    const child = record(c);
    return {
      age: Math.round(within(child.age, childAgeMin, childAgeMax, childAgeMin)),
      hasDisability: child.hasDisability === true,
      ...optionalBoolean('bornBeforeApril2017', child.bornBeforeApril2017),
      ...(child.limitException === true ? { limitException: true } : {}),
      ...(child.disabilityRate === 'higher' || child.disabilityRate === 'lower' ? { disabilityRate: child.disabilityRate } : {}),
    };
  });
  const caring = (Array.isArray(health.isCarerFor) ? health.isCarerFor : [])
    .map((c) => finite(record(c).hoursPerWeek))
    .filter((hours): hours is number => hours !== undefined && hours >= 0)
    .map((hoursPerWeek) => ({ hoursPerWeek }));

  const lhaRateMonthly = finite(housing.lhaRateMonthly);
  const childcare = finite(income.childcareCostsMonthly);
  const nonDependants = finite(housing.nonDependants);
  return {
    ...(isTaxYear(root.taxYear) ? { taxYear: root.taxYear } : {}),
    personalDetails: {
      age: Math.round(within(personal.age, ageMin, ageMax, base.personalDetails.age)),
      relationshipStatus,
      ...(relationshipStatus === 'couple' && partnerAge !== undefined ? { partnerAge: Math.round(within(partnerAge, ageMin, ageMax, ageMin)) } : {}),
      children,
      location,
      ...optionalBoolean('livesInGreaterLondon', personal.livesInGreaterLondon),
    },
    incomeDetails: {
      earnedIncome: money(income.earnedIncome, 0),
      partnerEarnedIncome: money(income.partnerEarnedIncome, 0),
      otherBenefits: strings(income.otherBenefits),
      savings: money(income.savings, 0),
      pension: money(income.pension, 0),
      ...(childcare !== undefined && childcare > 0 ? { childcareCostsMonthly: money(childcare, 0) } : {}),
    },
    housingDetails: {
      housingType,
      monthlyRent: money(housing.monthlyRent, 0),
      serviceCharges: money(housing.serviceCharges, 0),
      localHousingAllowanceArea: typeof housing.localHousingAllowanceArea === 'string' ? housing.localHousingAllowanceArea : '',
      bedroomsNeeded: Math.round(within(housing.bedroomsNeeded, 0, 10, base.housingDetails.bedroomsNeeded)),
      actualBedrooms: Math.round(within(housing.actualBedrooms, 0, 10, base.housingDetails.actualBedrooms)),
      ...(housing.tenancyType === 'private' || housing.tenancyType === 'social' ? { tenancyType: housing.tenancyType } : {}),
      ...(lhaRateMonthly !== undefined && lhaRateMonthly > 0 ? { lhaRateMonthly: money(lhaRateMonthly, 0) } : {}),
      ...(nonDependants !== undefined && nonDependants > 0 ? { nonDependants: Math.round(within(nonDependants, 0, 10, 0)) } : {}),
    },
    healthAndCare: {
      hasLimitedCapabilityWork: health.hasLimitedCapabilityWork === true,
      hasLimitedCapabilityWorkRelated: health.hasLimitedCapabilityWorkRelated === true,
      isCarerFor: caring,
      disabilityPremiums: strings(health.disabilityPremiums),
      ...optionalBoolean('lcwraProtected', health.lcwraProtected),
      ...optionalBoolean('claimBeforeApril2017', health.claimBeforeApril2017),
      ...optionalBoolean('getsDisabilityBenefit', health.getsDisabilityBenefit),
    },
  };
}

/** `{ [key]: value }` when the value is a yes or a no, else nothing (the question was not answered). */
function optionalBoolean<K extends string>(key: K, value: unknown): Partial<Record<K, boolean>> {
  return typeof value === 'boolean' ? ({ [key]: value } as Record<K, boolean>) : {};
}

/**
 * Whether a saved calculation comes from before the calculator followed the law of a tax year:
 * it has no tax year and none of the questions added with it. It opens with the docs/rules.md
 * §2 defaults for those questions, and the page says new questions were added.
 */
export function isFromBeforeTaxYears(data: unknown): boolean {
  const root = record(data);
  if (isTaxYear(root.taxYear)) return false;
  const personal = record(root.personalDetails);
  const housing = record(root.housingDetails);
  const health = record(root.healthAndCare);
  const added = [
    personal.livesInGreaterLondon,
    record(root.incomeDetails).childcareCostsMonthly,
    housing.tenancyType,
    housing.lhaRateMonthly,
    housing.nonDependants,
    health.lcwraProtected,
    health.claimBeforeApril2017,
    health.getsDisabilityBenefit,
  ];
  return added.every((v) => v === undefined);
}

/** A typed weekly LHA rate as the monthly figure the engine takes: weekly × 52 ÷ 12, to the penny. */
export function lhaMonthlyFromWeekly(weekly: number, rates: RatesTable): number {
  const a = resolveRates(rates);
  return toPounds(dividePence(multiplyPence(toPence(weekly), a['general.weeks-per-year']), a['general.months-per-year']));
}

/** The weekly rate a monthly LHA figure came from (monthly × 12 ÷ 52, to the penny). */
export function lhaWeeklyFromMonthly(monthly: number, rates: RatesTable): number {
  const a = resolveRates(rates);
  return toPounds(dividePence(multiplyPence(toPence(monthly), a['general.months-per-year']), a['general.weeks-per-year']));
}

/**
 * Whether a child's age leaves open whether they were born before 6 April 2017, so the form
 * asks (docs/rules.md UC 2): a year younger than the age from which it is certain.
 */
export function isBornBeforeOpen(age: number, rates: RatesTable): boolean {
  return age === resolveRates(rates)['universal-credit.child-element.born-before-2017-age'] - 1;
}

/** Whether the year has two LCWRA amounts, so the form asks which applies (docs/rules.md UC 5). */
export function hasLcwraProtection(rates: RatesTable): boolean {
  const a = resolveRates(rates);
  return a['universal-credit.lcwra-element.protected'] !== a['universal-credit.lcwra-element.new-award'];
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isLine(value: unknown): boolean {
  const l = record(value);
  return typeof l.name === 'string' && isNumber(l.amount) && typeof l.qualifying === 'boolean' && typeof l.working === 'string';
}

/**
 * Whether a saved result has everything the results side shows. One saved by this page
 * has; one from an older version or an edited file may not, and is then worked out again
 * from its input rather than shown half-empty.
 */
export function isCompleteResult(value: unknown): value is UniversalCreditResult {
  const r = record(value);
  const cap = record(r.benefitCap);
  const impact = record(r.earningsImpact);
  const strs = (v: unknown) => Array.isArray(v) && v.every((s) => typeof s === 'string');
  const housing = record(r.housingCosts);
  return (
    isTaxYear(r.taxYear) &&
    isNumber(housing.eligibleRent) &&
    typeof cap.exempt === 'boolean' &&
    isNumber(r.totalMonthly) &&
    Array.isArray(r.elements) &&
    r.elements.every(isLine) &&
    isNumber(r.workAllowance) &&
    isNumber(r.taperReduction) &&
    typeof cap.applies === 'boolean' &&
    isNumber(cap.limit) &&
    isNumber(cap.reduction) &&
    isNumber(r.takeHomeAfterTaper) &&
    isNumber(impact.currentEarnings) &&
    isNumber(impact.netUC) &&
    isNumber(impact.totalIncome) &&
    strs(r.nextSteps) &&
    strs(r.warnings) &&
    isNumber(r.maximumAmount) &&
    isLine(r.workAllowanceDetail) &&
    Array.isArray(r.deductions) &&
    r.deductions.every(isLine)
  );
}

// ---- Result text ---------------------------------------------------------------------------

/** A piece of a next-step sentence: plain text, or a link (a GOV.UK address, a phone number). */
export type TextPart = { text: string; href?: string };

const LINKABLE = /(www\.gov\.uk\/[\w\-/]*[\w/]|0\d{3} \d{3} \d{4})/g;

/**
 * Splits a next step into text and links, so 'Apply at www.gov.uk/apply-universal-credit' gets
 * a real link and a helpline number can be tapped on a phone.
 */
export function linkify(sentence: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of sentence.matchAll(LINKABLE)) {
    const found = match[0];
    const at = match.index ?? 0;
    if (at > last) parts.push({ text: sentence.slice(last, at) });
    parts.push({ text: found, href: found.startsWith('www.') ? `https://${found}` : `tel:${found.replace(/\s/g, '')}` });
    last = at + found.length;
  }
  if (last < sentence.length) parts.push({ text: sentence.slice(last) });
  return parts;
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
  const { partnerAge, ...personal } = input.personalDetails;
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
    personalDetails: { ...personal, children, ...(isCouple && partnerAge !== undefined ? { partnerAge } : {}) },
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
