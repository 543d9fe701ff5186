/**
 * Reading a saved or imported Housing Benefit calculation (docs/product.md §4; docs/product.md §10). The
 * data comes from this browser's storage or a file someone edited, so it is read through a
 * schema of the Housing Benefit input, field by field: a field that is missing takes the spec
 * 001 §3 default quietly (older saves lack newer fields); a field that is there but wrong takes
 * the default, or the docs/product.md §5 fallback for numbers, and is named in `reset` so the page can
 * say what it changed. Numbers are held in their docs/product.md §5 ranges. Never throws, and always
 * gives an input the calculator can show.
 *
 * Loaded only when a saved calculation is opened, so the schema library costs nothing otherwise.
 */
import * as z from 'zod/v4-mini';
import { defaultHouseholdMember, defaultHousingBenefitInput, type HouseholdMember, type HousingBenefitInput, type HousingBenefitResult } from '~/calc/housing-benefit';
import type { LhaArea } from '~/calc/lha';
import { INPUT_LIMITS, LHA_AREA_LIST, LHA_CATEGORIES, TAX_YEARS, type TaxYear } from '~/calc/rates';
import { clampNumber } from '~/calc/number';
import { PROPERTY_TYPES, RELATIONSHIPS, TENANCY_TYPES } from './state';

const LIMITS = INPUT_LIMITS.housingBenefit;

/** What a saved calculation's data turned into, and the answers that had to be reset. */
export interface SavedHousingBenefit {
  input: HousingBenefitInput;
  /** Plain-English names of the answers that were there but could not be used, e.g. 'your age'. */
  reset: string[];
}

const finite = z.number().check(z.refine(Number.isFinite));
const strings = z.array(z.string());
const nonNegative = finite.check(z.minimum(0));

/** The schema of a looked-up LHA area: one of the areas we hold, with five rates. */
const lhaAreaSchema = z.object({
  id: z.enum(LHA_AREA_LIST.map((a) => a.id) as [string, ...string[]]),
  name: z.string(),
  region: z.string(),
  postcodeDistricts: z.optional(strings),
  rates: z.object(Object.fromEntries(LHA_CATEGORIES.map((c) => [c, nonNegative])) as Record<(typeof LHA_CATEGORIES)[number], typeof nonNegative>),
  rateIds: z.optional(z.record(z.string(), z.string())),
  effectiveDate: z.optional(z.string()),
  sources: z.optional(strings),
});

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** Reads one field: missing → `missing` quietly; present but failing `schema` → `fallback`, named in `reset`. */
function field<T>(source: Record<string, unknown>, key: string, schema: z.ZodMiniType<T>, missing: T, fallback: T, label: string, reset: string[]): T {
  if (!(key in source) || source[key] === undefined) return missing;
  const parsed = schema.safeParse(source[key]);
  if (parsed.success) return parsed.data;
  reset.push(label);
  return fallback;
}

/** An optional field: left out when missing or wrong (wrong is named). */
function optional<T>(source: Record<string, unknown>, key: string, schema: z.ZodMiniType<T>, label: string, reset: string[]): T | undefined {
  return field<T | undefined>(source, key, schema, undefined, undefined, label, reset);
}

const money = (value: number) => clampNumber(value, { min: 0, step: 0.01, fallback: 0 });
const whole = (value: number, min: number, max: number) => clampNumber(value, { min, max, step: 1, fallback: min });

function readMember(value: unknown, n: number, reset: string[]): HouseholdMember {
  const base = defaultHouseholdMember();
  const m = record(value);
  if (m !== value) reset.push(`person ${n} who lives with you`);
  const who = `person ${n}’s`;
  const member: HouseholdMember = {
    age: whole(field(m, 'age', finite, base.age, LIMITS.memberAgeMin, `${who} age`, reset), LIMITS.memberAgeMin, LIMITS.memberAgeMax),
    relationship: field(
      m,
      'relationship',
      z.enum(RELATIONSHIPS as [HouseholdMember['relationship'], ...HouseholdMember['relationship'][]]),
      base.relationship,
      base.relationship,
      `${who} relationship to you`,
      reset,
    ),
    isStudent: field(m, 'isStudent', z.boolean(), false, false, `whether person ${n} is a student`, reset),
    hasDisability: field(m, 'hasDisability', z.boolean(), false, false, `whether person ${n} has a disability`, reset),
    contributesToRent: field(m, 'contributesToRent', z.boolean(), false, false, `whether person ${n} pays towards the rent`, reset),
  };
  const income = optional(m, 'grossWeeklyIncome', finite, `${who} income`, reset);
  if (income !== undefined) member.grossWeeklyIncome = money(income);
  return member;
}

/**
 * A saved calculation's `data` read through the schema (see the file comment). `reset` names
 * each answer that was there but unusable, in the order of the form.
 */
export function readSavedHousingBenefitInput(value: unknown): SavedHousingBenefit {
  const reset: string[] = [];
  const base = defaultHousingBenefitInput();
  const root = record(value);
  const p = record(root.personalDetails);
  const pr = record(root.propertyDetails);
  const inc = record(root.incomeDetails);
  const bp = base.personalDetails;
  const bpr = base.propertyDetails;

  const household = field(p, 'household', z.array(z.unknown()), [], [], 'the people who live with you', reset).map((m, i) => readMember(m, i + 1, reset));
  const input: HousingBenefitInput = {
    personalDetails: {
      age: whole(field(p, 'age', finite, bp.age, LIMITS.ageMin, 'your age', reset), LIMITS.ageMin, LIMITS.ageMax),
      relationshipStatus: field(p, 'relationshipStatus', z.enum(['single', 'couple']), bp.relationshipStatus, bp.relationshipStatus, 'whether you live with a partner', reset),
      household,
      disabilities: field(p, 'disabilities', strings, [], [], 'your disability and caring answers', reset),
      isStudent: field(p, 'isStudent', z.boolean(), false, false, 'whether you are a student', reset),
      immigration: field(p, 'immigration', z.string(), bp.immigration, bp.immigration, 'your immigration status', reset),
    },
    propertyDetails: {
      postcode: field(pr, 'postcode', z.string(), '', '', 'your postcode', reset).toUpperCase(),
      propertyType: field(
        pr,
        'propertyType',
        z.enum(PROPERTY_TYPES as [string, ...string[]]),
        bpr.propertyType,
        bpr.propertyType,
        'the type of home',
        reset,
      ) as HousingBenefitInput['propertyDetails']['propertyType'],
      bedrooms: whole(field(pr, 'bedrooms', finite, bpr.bedrooms, LIMITS.bedroomsMin, 'the number of bedrooms', reset), LIMITS.bedroomsMin, LIMITS.bedroomsMax),
      actualRent: money(field(pr, 'actualRent', finite, 0, 0, 'your rent', reset)),
      serviceCharges: money(field(pr, 'serviceCharges', finite, 0, 0, 'service charges', reset)),
      waterCharges: money(field(pr, 'waterCharges', finite, 0, 0, 'water charges', reset)),
      councilTaxIncluded: field(pr, 'councilTaxIncluded', z.boolean(), false, false, 'whether council tax is in your rent', reset),
      heatingIncluded: field(pr, 'heatingIncluded', z.boolean(), false, false, 'whether heating is in your rent', reset),
      isTemporaryAccommodation: field(pr, 'isTemporaryAccommodation', z.boolean(), false, false, 'whether you live in temporary housing', reset),
      isSupportedAccommodation: field(pr, 'isSupportedAccommodation', z.boolean(), false, false, 'whether you live in supported housing', reset),
      hasDisabilityAdaptations: field(pr, 'hasDisabilityAdaptations', z.boolean(), false, false, 'whether your home has disability adaptations', reset),
      tenancyType: field(
        pr,
        'tenancyType',
        z.enum(TENANCY_TYPES as [string, ...string[]]),
        bpr.tenancyType,
        bpr.tenancyType,
        'who your landlord is',
        reset,
      ) as HousingBenefitInput['propertyDetails']['tenancyType'],
    },
    incomeDetails: {
      earnings: money(field(inc, 'earnings', finite, 0, 0, 'your earnings', reset)),
      partnerEarnings: money(field(inc, 'partnerEarnings', finite, 0, 0, 'your partner’s earnings', reset)),
      pension: money(field(inc, 'pension', finite, 0, 0, 'your pension', reset)),
      otherBenefits: field(inc, 'otherBenefits', strings, [], [], 'the benefits you get', reset),
      savings: money(field(inc, 'savings', finite, 0, 0, 'your savings', reset)),
      otherIncome: money(field(inc, 'otherIncome', finite, 0, 0, 'your other income', reset)),
    },
    lhaArea: null,
  };

  // The optional answers docs/rules.md "Housing Benefit" adds: kept only when they were given.
  const personal = input.personalDetails;
  const isPensionAge = optional(p, 'isPensionAge', z.boolean(), 'whether you have reached State Pension age', reset);
  if (isPensionAge !== undefined) personal.isPensionAge = isPensionAge;
  const before2021 = optional(p, 'reachedPensionAgeBeforeApril2021', z.boolean(), 'whether you reached State Pension age before April 2021', reset);
  if (before2021 !== undefined) personal.reachedPensionAgeBeforeApril2021 = before2021;
  const before2016 = optional(p, 'claimBeforeMay2016', z.boolean(), 'whether your claim began before May 2016', reset);
  if (before2016 !== undefined) personal.claimBeforeMay2016 = before2016;
  const typedRate = optional(pr, 'lhaRateWeekly', finite, 'the Local Housing Allowance rate you typed', reset);
  if (typedRate !== undefined && typedRate > 0) input.propertyDetails.lhaRateWeekly = money(typedRate);
  const guarantee = optional(inc, 'getsGuaranteeCredit', z.boolean(), 'whether you get Pension Credit', reset);
  if (guarantee !== undefined) input.incomeDetails.getsGuaranteeCredit = guarantee;
  const taxYear = optional(root, 'taxYear', z.enum(TAX_YEARS.map((y) => y.id) as [TaxYear, ...TaxYear[]]), 'the tax year', reset);
  if (taxYear !== undefined) input.taxYear = taxYear;
  // An area we no longer hold published rates for is dropped: its figures cannot be shown.
  if (root.lhaArea !== undefined && root.lhaArea !== null) {
    const area = lhaAreaSchema.safeParse(root.lhaArea);
    if (area.success) input.lhaArea = area.data as unknown as LhaArea;
    else reset.push('the Local Housing Allowance area (look your postcode up again)');
  }
  return { input, reset };
}

/** The sentence that tells the visitor what was reset, or null when nothing was. */
export function resetNotice(reset: readonly string[]): string | null {
  if (reset.length === 0) return null;
  return `Some saved answers could not be read, so we reset them: ${reset.join('; ')}. Check them before you calculate again.`;
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * A saved `result` when it has everything the results panel draws (a result saved by this
 * version); null otherwise, and the page works the result out again from the saved input.
 */
export function readSavedHousingBenefitResult(value: unknown): HousingBenefitResult | null {
  const r = record(value);
  const b = record(r.breakdown);
  const isLine = (l: unknown) => {
    const x = record(l);
    return isNumber(x.amount) && typeof x.name === 'string' && typeof x.working === 'string' && typeof x.qualifying === 'boolean';
  };
  const lines = (v: unknown) => Array.isArray(v) && v.every(isLine);
  const ok =
    ['weeklyAmount', 'monthlyAmount', 'eligibleRent', 'taperReduction', 'applicableAmount', 'assessedIncome', 'nonDependantDeductions', 'bedroomsNeeded'].every((k) =>
      isNumber(r[k]),
    ) &&
    (r.lhaRate === null || isNumber(r.lhaRate)) &&
    TAX_YEARS.some((y) => y.id === r.taxYear) &&
    typeof r.lhaSource === 'string' &&
    typeof r.lhaWorking === 'string' &&
    typeof r.isExistingClaimOnly === 'boolean' &&
    Array.isArray(r.warnings) &&
    r.warnings.every((w) => typeof w === 'string') &&
    Array.isArray(r.nextSteps) &&
    r.nextSteps.every((s) => typeof s === 'string') &&
    lines(b.premiums) &&
    lines(b.deductions) &&
    lines(b.rent) &&
    lines(b.income) &&
    [b.personalAllowance, b.childAllowance, b.earningsDisregard, b.tariffIncome, b.taper].every(isLine);
  return ok ? (r as unknown as HousingBenefitResult) : null;
}
