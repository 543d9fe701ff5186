/**
 * Reading a saved or imported Housing Benefit calculation (docs/product.md §4, §10). The
 * data comes from this browser's storage or a file someone edited, so it is read through a
 * schema of the Housing Benefit input, field by field: a field that is missing takes the spec
 * 001 §3 default quietly (older saves lack newer fields); a field that is there but wrong takes
 * the default, or the docs/product.md §5 fallback for numbers, and is named in `reset` so the page can
 * say what it changed. Numbers are held in their docs/product.md §5 ranges. Never throws, and always
 * gives an input the calculator can show.
 *
 * Loaded only when a saved calculation is opened, so the schema library costs nothing otherwise.
 */
import { defaultHouseholdMember, defaultHousingBenefitInput, withPartnerFromHousehold } from '~/calc/housing-benefit-questions';
import type { HouseholdMember, HousingBenefitInput, HousingBenefitResult } from '~/calc/housing-benefit';
import type { LhaArea } from '~/calc/lha';
import { INPUT_LIMITS, LHA_CATEGORIES, lhaRateId } from '~/calc/rates';
import { BRMA_LIST, RETIRED_LHA_AREA_IDS } from '~/calc/brma';
import {
  field,
  finite,
  fits,
  keepOptional,
  money,
  oneOf,
  optional,
  record,
  resultLine,
  savedPostcode,
  savedTaxYear,
  strings,
  taxYearId,
  whole,
  z,
} from '~/islands/shared/saved/schema';
import type { ReadInput, SavedInputReader } from '~/islands/shared/saved/schema';
import { PROPERTY_TYPES, RELATIONSHIPS, TENANCY_TYPES } from './state';

const LIMITS = INPUT_LIMITS.housingBenefit;

/** What a saved calculation's data turned into, and the answers that had to be reset. */
export type SavedHousingBenefit = ReadInput<HousingBenefitInput>;

const nonNegative = finite.check(z.minimum(0));

/** The schema of a looked-up LHA area: one of the official areas (src/calc/brma.ts), with five rates. */
const lhaAreaSchema = z.object({
  id: oneOf(BRMA_LIST.map((a) => a.id)),
  name: z.string(),
  region: z.string(),
  postcodeDistricts: z.optional(strings),
  rates: z.object(Object.fromEntries(LHA_CATEGORIES.map((c) => [c, nonNegative])) as Record<(typeof LHA_CATEGORIES)[number], typeof nonNegative>),
  rateIds: z.optional(z.record(z.string(), z.string())),
  effectiveDate: z.optional(z.string()),
  sources: z.optional(strings),
});

/**
 * The disability answers of an earlier version, as the form asks them now: a severe or enhanced
 * disability benefit ticked is also the care-benefit answer it implies (HousingBenefitDisability).
 */
export function withImpliedDisabilities(disabilities: string[]): string[] {
  const implies = ['severe-disability-premium', 'severe-disability-premium-couple', 'enhanced-disability-premium'].some((d) => disabilities.includes(d));
  return implies && !disabilities.includes('no-non-dependant-deductions') ? ['no-non-dependant-deductions', ...disabilities] : disabilities;
}

function readMember(value: unknown, n: number, reset: string[]): HouseholdMember {
  const base = defaultHouseholdMember();
  const m = record(value);
  if (m !== value) reset.push(`person ${n} who lives with you`);
  const who = `person ${n}’s`;
  const member: HouseholdMember = {
    age: whole(field(m, 'age', finite, base.age, LIMITS.memberAgeMin, `${who} age`, reset), LIMITS.memberAgeMin, LIMITS.memberAgeMax),
    relationship: field(m, 'relationship', oneOf(RELATIONSHIPS), base.relationship, base.relationship, `${who} relationship to you`, reset),
    isStudent: field(m, 'isStudent', z.boolean(), false, false, `whether person ${n} is a student`, reset),
    hasDisability: field(m, 'hasDisability', z.boolean(), false, false, `whether person ${n} has a disability`, reset),
    contributesToRent: field(m, 'contributesToRent', z.boolean(), false, false, `whether person ${n} pays towards the rent`, reset),
  };
  const income = optional(m, 'grossWeeklyIncome', finite, `${who} income`, reset);
  if (income !== undefined) member.grossWeeklyIncome = money(income);
  keepOptional(member, m, 'getsIncomeBasedBenefit', z.boolean(), `whether person ${n} gets an income-based benefit`, reset);
  keepOptional(member, m, 'getsDisabilityBenefitOrBlind', z.boolean(), `whether person ${n} gets a disability benefit or is registered blind`, reset);
  // The bedroom answers (docs/rules.md HB 5): kept only when given.
  keepOptional(member, m, 'sex', oneOf(['female', 'male'] as const), `whether person ${n} is a boy or a girl`, reset);
  if (optional(m, 'cannotShare', z.boolean(), `whether person ${n} can share a bedroom`, reset) === true) member.cannotShare = true;
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
  // A partner saved in the people list (earlier versions, other calculators' hand-offs) opens as "Do you live with a partner?" (docs/rules.md HB 1).
  const p = withPartnerFromHousehold(record(root.personalDetails));
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
      disabilities: withImpliedDisabilities(field(p, 'disabilities', strings, [], [], 'your disability and caring answers', reset)),
      isStudent: field(p, 'isStudent', z.boolean(), false, false, 'whether you are a student', reset),
      immigration: field(p, 'immigration', z.string(), bp.immigration, bp.immigration, 'your immigration status', reset),
    },
    propertyDetails: {
      postcode: savedPostcode(pr, reset),
      propertyType: field(
        pr,
        'propertyType',
        oneOf(PROPERTY_TYPES),
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
        oneOf(TENANCY_TYPES),
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
  keepOptional(personal, p, 'isPensionAge', z.boolean(), 'whether you have reached State Pension age', reset);
  const partnerAge = optional(p, 'partnerAge', finite, 'your partner’s age', reset);
  if (partnerAge !== undefined) personal.partnerAge = whole(partnerAge, LIMITS.ageMin, LIMITS.ageMax);
  keepOptional(personal, p, 'partnerIsPensionAge', z.boolean(), 'whether your partner has reached State Pension age', reset);
  keepOptional(personal, p, 'claimBeforeMay2019', z.boolean(), 'whether your claim as a couple began before 15 May 2019', reset);
  keepOptional(personal, p, 'reachedPensionAgeBeforeApril2021', z.boolean(), 'whether you reached State Pension age before April 2021', reset);
  keepOptional(personal, p, 'claimBeforeMay2016', z.boolean(), 'whether your claim began before May 2016', reset);
  // The extra bedrooms (docs/rules.md HB 5): kept when given (an overnight carers' number of 0 replaces the old tick).
  if (optional(p, 'coupleCannotShare', z.boolean(), 'whether you and your partner can share a bedroom', reset) === true) personal.coupleCannotShare = true;
  const careRooms = optional(p, 'overnightCareRooms', finite, 'the bedrooms your overnight carers need', reset);
  if (careRooms !== undefined) personal.overnightCareRooms = whole(careRooms, 0, INPUT_LIMITS.bedrooms.overnightCareRoomsMax);
  if (optional(p, 'fosterCarer', z.boolean(), 'whether you are a foster carer or adopter', reset) === true) personal.fosterCarer = true;
  const typedRate = optional(pr, 'lhaRateWeekly', finite, 'the Local Housing Allowance rate you typed', reset);
  if (typedRate !== undefined && typedRate > 0) input.propertyDetails.lhaRateWeekly = money(typedRate);
  const fuel = optional(pr, 'fuelChargeWeekly', finite, 'how much of your rent is for fuel', reset);
  if (fuel !== undefined && fuel > 0) input.propertyDetails.fuelChargeWeekly = money(fuel);
  keepOptional(input.incomeDetails, inc, 'getsGuaranteeCredit', z.boolean(), 'whether you get Pension Credit', reset);
  const taxYear = savedTaxYear(root, reset);
  if (taxYear !== undefined) input.taxYear = taxYear;
  // An area we no longer hold published rates for is dropped: its figures cannot be shown.
  if (root.lhaArea !== undefined && root.lhaArea !== null) {
    const area = lhaAreaSchema.safeParse(currentArea(root.lhaArea));
    if (area.success) input.lhaArea = area.data as unknown as LhaArea;
    else reset.push('the Local Housing Allowance area (look your postcode up again)');
  }
  return { input, reset };
}

/**
 * A saved area named after a council in an earlier release, as the area it is now (src/calc/brma.ts
 * RETIRED_LHA_AREA_IDS): Hyndburn's is East Lancs, with the same figures; one that could not be
 * placed in an area has no id, so it is dropped and named.
 */
function currentArea(value: unknown): unknown {
  const area = record(value);
  const id = typeof area.id === 'string' && Object.hasOwn(RETIRED_LHA_AREA_IDS, area.id) ? RETIRED_LHA_AREA_IDS[area.id] : undefined;
  if (id === undefined) return value;
  const official = BRMA_LIST.find((a) => a.id === id);
  if (!official) return null;
  const rateIds = Object.fromEntries(LHA_CATEGORIES.map((category) => [category, lhaRateId(official.id, category)]));
  return { ...area, id: official.id, name: official.name, region: official.nation, rateIds };
}

const lines = z.array(resultLine);

/** Everything the Housing Benefit results panel draws (src/calc/housing-benefit.ts `HousingBenefitResult`). */
const resultSchema = z.object({
  weeklyAmount: finite,
  monthlyAmount: finite,
  eligibleRent: finite,
  taperReduction: finite,
  applicableAmount: finite,
  assessedIncome: finite,
  nonDependantDeductions: finite,
  bedroomsNeeded: finite,
  lhaRate: z.nullable(finite),
  taxYear: taxYearId,
  lhaSource: z.string(),
  lhaWorking: z.string(),
  isExistingClaimOnly: z.boolean(),
  warnings: strings,
  nextSteps: strings,
  breakdown: z.object({
    premiums: lines,
    deductions: lines,
    rent: lines,
    income: lines,
    personalAllowance: resultLine,
    childAllowance: resultLine,
    earningsDisregard: resultLine,
    tariffIncome: resultLine,
    taper: resultLine,
  }),
});

/**
 * A saved `result` when it has everything the results panel draws (a result saved by this
 * version); null otherwise, and the page works the result out again from the saved input.
 */
export function readSavedHousingBenefitResult(value: unknown): HousingBenefitResult | null {
  return fits(resultSchema, value) ? (value as HousingBenefitResult) : null;
}

/** The readers the calculator's controller opens saved and remembered answers with (useCalculation). */
export const reader: SavedInputReader<HousingBenefitInput, HousingBenefitResult> = { input: readSavedHousingBenefitInput, result: readSavedHousingBenefitResult };
