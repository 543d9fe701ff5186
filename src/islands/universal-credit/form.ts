/**
 * The Universal Credit form's state and the pure steps that change it (spec 000 §2, §3, §5).
 * No DOM, React or storage here, so each step is unit-tested in node (form.test.ts).
 *
 * The form holds the engine's own input entity (field names of spec 000 §3 unchanged) plus a
 * stable key per child row, so React keeps each child's fields (and focus) when another child
 * is removed. Keys are counted, not random, so the server render and hydration agree.
 */
import {
  defaultUniversalCreditInput,
  type UkLocation,
  type UniversalCreditHousingType,
  type UniversalCreditInput,
  type UniversalCreditResult,
} from '~/calc/universal-credit';
import { INPUT_LIMITS, resolveRates, type RatesTable } from '~/calc/rates';
import { clampNumber } from '~/islands/shared/number';

/** The form: the engine input, one key per child (same order), and the next key to hand out. */
export interface UcForm {
  input: UniversalCreditInput;
  childKeys: readonly number[];
  nextKey: number;
}

/** The four locations of spec 000 §2, with the names people read. */
export const LOCATIONS: ReadonlyArray<{ value: UkLocation; label: string }> = [
  { value: 'england', label: 'England' },
  { value: 'scotland', label: 'Scotland' },
  { value: 'wales', label: 'Wales' },
  { value: 'northern-ireland', label: 'Northern Ireland' },
];

/** The four housing situations of spec 000 §2; only renting gets the housing element. */
export const HOUSING_TYPES: ReadonlyArray<{ value: UniversalCreditHousingType; label: string }> = [
  { value: 'rent', label: 'I rent' },
  { value: 'mortgage', label: 'I have a mortgage' },
  { value: 'living-with-family', label: 'I live with family' },
  { value: 'own-outright', label: 'I own my home outright' },
];

const LOCATION_VALUES = new Set<string>(LOCATIONS.map((l) => l.value));
const HOUSING_VALUES = new Set<string>(HOUSING_TYPES.map((h) => h.value));

/** A form holding `input`, with fresh keys for its children. */
export function formFromInput(input: UniversalCreditInput): UcForm {
  const childKeys = input.personalDetails.children.map((_, index) => index);
  return { input, childKeys, nextKey: childKeys.length };
}

/** The spec 000 §3 defaults: age 25, single, no children, England, money 0, renting, 1 bedroom. */
export function defaultForm(): UcForm {
  return formFromInput(defaultUniversalCreditInput());
}

/** A new child (age 0, no disability) at the end of the list; its key is `form.nextKey`. */
export function addChild(form: UcForm): UcForm {
  const { input } = form;
  return {
    input: { ...input, personalDetails: { ...input.personalDetails, children: [...input.personalDetails.children, { age: 0, hasDisability: false }] } },
    childKeys: [...form.childKeys, form.nextKey],
    nextKey: form.nextKey + 1,
  };
}

/** The form without the child at `index` (the others keep their keys). */
export function removeChild(form: UcForm, index: number): UcForm {
  const { input } = form;
  return {
    input: { ...input, personalDetails: { ...input.personalDetails, children: input.personalDetails.children.filter((_, i) => i !== index) } },
    childKeys: form.childKeys.filter((_, i) => i !== index),
    nextKey: form.nextKey,
  };
}

/** The input with the monthly earnings replaced (the earnings slider, spec 000 §4). */
export function withEarnings(input: UniversalCreditInput, earnedIncome: number): UniversalCreditInput {
  return { ...input, incomeDetails: { ...input.incomeDetails, earnedIncome } };
}

/**
 * The carer question (DECISIONS.md §2 UC 5): 'yes' is one caring entry of the minimum hours
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

/** A number held between min and max, or the fallback when there is none (spec 000 §5). */
function within(value: unknown, min: number, max: number, fallback: number): number {
  const n = finite(value);
  return n === undefined ? fallback : Math.min(max, Math.max(min, n));
}

/** Money: at least 0, to the penny (as the money fields round); anything else is the fallback (spec 000 §5). */
function money(value: unknown, fallback: number): number {
  return clampNumber(finite(value) ?? null, { min: 0, step: 0.01, fallback }) ?? fallback;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * The input of a saved calculation, merged over the spec defaults. Saved data comes from
 * storage or an imported file, so every field is checked: missing or odd fields take the
 * default, numbers are held in the spec 000 §5 ranges. Never throws.
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
  const children = (Array.isArray(personal.children) ? personal.children : []).map((c) => {
    const child = record(c);
    return { age: Math.round(within(child.age, childAgeMin, childAgeMax, childAgeMin)), hasDisability: child.hasDisability === true };
  });
  const caring = (Array.isArray(health.isCarerFor) ? health.isCarerFor : [])
    .map((c) => finite(record(c).hoursPerWeek))
    .filter((hours): hours is number => hours !== undefined && hours >= 0)
    .map((hoursPerWeek) => ({ hoursPerWeek }));

  return {
    personalDetails: {
      age: Math.round(within(personal.age, ageMin, ageMax, base.personalDetails.age)),
      relationshipStatus,
      ...(relationshipStatus === 'couple' && partnerAge !== undefined ? { partnerAge: Math.round(within(partnerAge, ageMin, ageMax, ageMin)) } : {}),
      children,
      location,
    },
    incomeDetails: {
      earnedIncome: money(income.earnedIncome, 0),
      partnerEarnedIncome: money(income.partnerEarnedIncome, 0),
      otherBenefits: strings(income.otherBenefits),
      savings: money(income.savings, 0),
      pension: money(income.pension, 0),
    },
    housingDetails: {
      housingType,
      monthlyRent: money(housing.monthlyRent, 0),
      serviceCharges: money(housing.serviceCharges, 0),
      localHousingAllowanceArea: typeof housing.localHousingAllowanceArea === 'string' ? housing.localHousingAllowanceArea : '',
      bedroomsNeeded: Math.round(within(housing.bedroomsNeeded, 0, 10, base.housingDetails.bedroomsNeeded)),
      actualBedrooms: Math.round(within(housing.actualBedrooms, 0, 10, base.housingDetails.actualBedrooms)),
    },
    healthAndCare: {
      hasLimitedCapabilityWork: health.hasLimitedCapabilityWork === true,
      hasLimitedCapabilityWorkRelated: health.hasLimitedCapabilityWorkRelated === true,
      isCarerFor: caring,
      disabilityPremiums: strings(health.disabilityPremiums),
    },
  };
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
  return (
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
 * partner fields and the rent of someone not renting stay in the form (switching back
 * brings them back) but are left out here, so a saved calculation holds only what was used.
 */
export function inputForCalculation(input: UniversalCreditInput): UniversalCreditInput {
  const isCouple = input.personalDetails.relationshipStatus === 'couple';
  const isRenting = input.housingDetails.housingType === 'rent';
  const { partnerAge, ...personal } = input.personalDetails;
  return {
    ...input,
    personalDetails: isCouple && partnerAge !== undefined ? { ...personal, partnerAge } : personal,
    incomeDetails: isCouple ? input.incomeDetails : { ...input.incomeDetails, partnerEarnedIncome: 0 },
    housingDetails: isRenting ? input.housingDetails : { ...input.housingDetails, monthlyRent: 0, serviceCharges: 0 },
  };
}
