/**
 * Pure state helpers of the Housing Benefit calculator (spec 001 §3-§5): reading a saved
 * calculation back over the defaults, and the small changes the form makes to the input.
 * No React, no storage: unit-tested beside this file.
 */
import {
  defaultHouseholdMember,
  defaultHousingBenefitInput,
  type HouseholdMember,
  type HousingBenefitDisability,
  type HousingBenefitInput,
  type HousingBenefitResult,
} from '~/calc/housing-benefit';
import type { LhaArea } from '~/calc/lha';
import { INPUT_LIMITS } from '~/calc/rates';
import { clampNumber } from '~/islands/shared/number';

type Personal = HousingBenefitInput['personalDetails'];
type Property = HousingBenefitInput['propertyDetails'];

/** Relationship values of a household member, in the order the form offers them (spec 001 §3). */
export const RELATIONSHIPS: ReadonlyArray<HouseholdMember['relationship']> = ['partner', 'child', 'non-dependant', 'other'];
/** Property types (spec 001 §3). */
export const PROPERTY_TYPES: ReadonlyArray<Property['propertyType']> = ['house', 'flat', 'bedsit', 'shared', 'supported'];
/** Tenancy types (spec 001 §3). */
export const TENANCY_TYPES: ReadonlyArray<Property['tenancyType']> = ['private', 'social', 'housing-association'];
/** The disability and premium choices the engine reads (DECISIONS.md §2 HB 1 and 3). */
export const DISABILITY_CHOICES: ReadonlyArray<HousingBenefitDisability> = [
  'disability-premium',
  'severe-disability-premium',
  'enhanced-disability-premium',
  'carer-premium',
  'carer-bedroom-needed',
];

const LIMITS = INPUT_LIMITS.housingBenefit;

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function oneOf<T extends string>(value: unknown, allowed: ReadonlyArray<T>, fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

function bool(value: unknown, fallback = false): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

function text(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

/** Spec 001 §5 money: minimum 0, pence, not a number gives 0. */
function money(value: unknown): number {
  return clampNumber(typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN, { min: 0, step: 0.01, fallback: 0 }) ?? 0;
}

/** Missing takes the spec 001 §3 default; present but not a number takes the §5 fallback. */
function whole(value: unknown, min: number, max: number, fallback: number, missing = fallback): number {
  if (value === undefined) return missing;
  return clampNumber(typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN, { min, max, step: 1, fallback }) ?? fallback;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** A household member read from anything, with the spec 001 §5 age rule (0-100, else 0). */
export function readHouseholdMember(value: unknown): HouseholdMember {
  const m = record(value);
  const base = defaultHouseholdMember();
  return {
    age: whole(m.age, LIMITS.memberAgeMin, LIMITS.memberAgeMax, LIMITS.memberAgeMin, base.age),
    relationship: oneOf(m.relationship, RELATIONSHIPS, base.relationship),
    isStudent: bool(m.isStudent),
    hasDisability: bool(m.hasDisability),
    contributesToRent: bool(m.contributesToRent),
  };
}

function readLhaArea(value: unknown): LhaArea | null {
  const area = record(value);
  if (typeof area.id !== 'string' || typeof area.name !== 'string') return null;
  const rates = record(area.rates);
  if (Object.values(rates).some((v) => typeof v !== 'number')) return null;
  return area as unknown as LhaArea;
}

/**
 * A saved calculation's `data` read over the spec 001 §3 defaults, field by field, with the
 * §5 clamping; anything missing or of the wrong type takes the default. A saved or imported
 * file is never trusted as it is.
 */
export function readHousingBenefitInput(value: unknown): HousingBenefitInput {
  const base = defaultHousingBenefitInput();
  const root = record(value);
  const p = record(root.personalDetails);
  const pr = record(root.propertyDetails);
  const inc = record(root.incomeDetails);
  return {
    personalDetails: {
      age: whole(p.age, LIMITS.ageMin, LIMITS.ageMax, LIMITS.ageMin, base.personalDetails.age),
      relationshipStatus: oneOf(p.relationshipStatus, ['single', 'couple'] as const, base.personalDetails.relationshipStatus),
      household: Array.isArray(p.household) ? p.household.map(readHouseholdMember) : [],
      disabilities: strings(p.disabilities),
      isStudent: bool(p.isStudent),
      immigration: text(p.immigration, base.personalDetails.immigration),
    },
    propertyDetails: {
      postcode: text(pr.postcode).toUpperCase(),
      propertyType: oneOf(pr.propertyType, PROPERTY_TYPES, base.propertyDetails.propertyType),
      bedrooms: whole(pr.bedrooms, LIMITS.bedroomsMin, LIMITS.bedroomsMax, LIMITS.bedroomsMin, base.propertyDetails.bedrooms),
      actualRent: money(pr.actualRent),
      serviceCharges: money(pr.serviceCharges),
      waterCharges: money(pr.waterCharges),
      councilTaxIncluded: bool(pr.councilTaxIncluded),
      heatingIncluded: bool(pr.heatingIncluded),
      isTemporaryAccommodation: bool(pr.isTemporaryAccommodation),
      isSupportedAccommodation: bool(pr.isSupportedAccommodation),
      hasDisabilityAdaptations: bool(pr.hasDisabilityAdaptations),
      tenancyType: oneOf(pr.tenancyType, TENANCY_TYPES, base.propertyDetails.tenancyType),
    },
    incomeDetails: {
      earnings: money(inc.earnings),
      partnerEarnings: money(inc.partnerEarnings),
      pension: money(inc.pension),
      otherBenefits: strings(inc.otherBenefits),
      savings: money(inc.savings),
      otherIncome: money(inc.otherIncome),
    },
    lhaArea: readLhaArea(root.lhaArea),
  };
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * A saved `result` when it has the shape the results panel draws (the figures, warnings,
 * breakdown lists and next steps); null otherwise, and the page works the result out again
 * from the saved input.
 */
export function readHousingBenefitResult(value: unknown): HousingBenefitResult | null {
  const r = record(value);
  const b = record(r.breakdown);
  const lines = (v: unknown) => Array.isArray(v) && v.every((l) => isNumber(record(l).amount) && typeof record(l).name === 'string');
  const ok =
    ['weeklyAmount', 'monthlyAmount', 'eligibleRent', 'lhaRate', 'taperReduction', 'applicableAmount', 'assessedIncome'].every((k) => isNumber(r[k])) &&
    Array.isArray(r.warnings) &&
    Array.isArray(r.nextSteps) &&
    lines(b.premiums) &&
    lines(b.deductions) &&
    lines(b.rent) &&
    lines(b.income) &&
    lines([b.personalAllowance]) &&
    lines([b.taper]);
  return ok ? (r as unknown as HousingBenefitResult) : null;
}

/** Change some personal details. */
export function withPersonal(input: HousingBenefitInput, patch: Partial<Personal>): HousingBenefitInput {
  return { ...input, personalDetails: { ...input.personalDetails, ...patch } };
}

/** Change some property details. */
export function withProperty(input: HousingBenefitInput, patch: Partial<Property>): HousingBenefitInput {
  return { ...input, propertyDetails: { ...input.propertyDetails, ...patch } };
}

/** Change some income details. */
export function withIncome(input: HousingBenefitInput, patch: Partial<HousingBenefitInput['incomeDetails']>): HousingBenefitInput {
  return { ...input, incomeDetails: { ...input.incomeDetails, ...patch } };
}

/** Add a person with the spec 001 §3 defaults (age 18, non-dependant) at the end of the list. */
export function addMember(input: HousingBenefitInput): HousingBenefitInput {
  return withPersonal(input, { household: [...input.personalDetails.household, defaultHouseholdMember()] });
}

/** Remove the person at `index`. */
export function removeMember(input: HousingBenefitInput, index: number): HousingBenefitInput {
  return withPersonal(input, { household: input.personalDetails.household.filter((_, i) => i !== index) });
}

/** Change the person at `index`. */
export function updateMember(input: HousingBenefitInput, index: number, patch: Partial<HouseholdMember>): HousingBenefitInput {
  return withPersonal(input, { household: input.personalDetails.household.map((m, i) => (i === index ? { ...m, ...patch } : m)) });
}

/** Tick or untick a value of a string list (disabilities, other benefits), keeping the order ticked. */
export function toggleIn(list: readonly string[], value: string, on: boolean): string[] {
  const without = list.filter((v) => v !== value);
  return on ? [...without, value] : without;
}

/**
 * A new postcode as typed: upper-cased (spec 001 §3). The area found for the old postcode
 * no longer applies, so it goes; the visitor looks the new one up.
 */
export function withPostcode(input: HousingBenefitInput, postcode: string): HousingBenefitInput {
  const upper = postcode.toUpperCase();
  if (upper === input.propertyDetails.postcode) return input;
  return { ...withProperty(input, { postcode: upper }), lhaArea: null };
}
