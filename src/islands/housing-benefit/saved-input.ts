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
import { HB_SHARED_RATE_EXEMPTIONS } from '~/calc/housing-benefit-young';
import { typedBedrooms } from '~/calc/bedrooms-typed';
import type { HouseholdMember, HousingBenefitInput, HousingBenefitResult } from '~/calc/housing-benefit';
import type { LhaArea } from '~/calc/lha';
import { hbSavedMessages } from '~/i18n/en/housing-benefit-saved';
import { housingBenefitEngineWords } from '~/i18n/en/housing-benefit-engine';
import { INPUT_LIMITS, LHA_CATEGORIES, lhaRateId } from '~/calc/rates';
import { BRMA_LIST, RETIRED_LHA_AREA_IDS } from '~/calc/brma';
import { UK_NATIONS } from '~/calc/nations';
import {
  engineText,
  engineTexts,
  field,
  finite,
  keepOptional,
  money,
  oneOf,
  optional,
  record,
  resultLine,
  besideAward,
  savedPostcode,
  savedResult,
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
  isPublished: z.optional(z.literal(true)),
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
  const t = hbSavedMessages.get();
  const m = record(value);
  if (m !== value) reset.push(t.person({ n }));
  const member: HouseholdMember = {
    age: whole(field(m, 'age', finite, base.age, LIMITS.memberAgeMin, t.personAge({ n }), reset), LIMITS.memberAgeMin, LIMITS.memberAgeMax),
    relationship: field(m, 'relationship', oneOf(RELATIONSHIPS), base.relationship, base.relationship, t.personRelationship({ n }), reset),
    isStudent: field(m, 'isStudent', z.boolean(), false, false, t.personStudent({ n }), reset),
    hasDisability: field(m, 'hasDisability', z.boolean(), false, false, t.personDisability({ n }), reset),
    contributesToRent: field(m, 'contributesToRent', z.boolean(), false, false, t.personRent({ n }), reset),
  };
  const income = optional(m, 'grossWeeklyIncome', finite, t.personIncome({ n }), reset);
  if (income !== undefined) member.grossWeeklyIncome = money(income);
  keepOptional(member, m, 'getsIncomeBasedBenefit', z.boolean(), t.personIncomeBased({ n }), reset);
  keepOptional(member, m, 'getsDisabilityBenefitOrBlind', z.boolean(), t.personCareBenefit({ n }), reset);
  // The bedroom answers (docs/rules.md HB 5): kept only when given.
  keepOptional(member, m, 'sex', oneOf(['female', 'male'] as const), t.personSex({ n }), reset);
  if (optional(m, 'cannotShare', z.boolean(), t.personShare({ n }), reset) === true) member.cannotShare = true;
  // Who they live with as a couple, by that person's number on the form (docs/rules.md HB 5 and 7): kept when it names someone else.
  const coupleWith = optional(m, 'coupleWith', finite, t.personCouple({ n }), reset);
  if (coupleWith !== undefined && Number.isInteger(coupleWith) && coupleWith >= 1 && coupleWith !== n) {
    member.coupleWith = coupleWith;
  }
  return member;
}

/**
 * A saved calculation's `data` read through the schema (see the file comment). `reset` names
 * each answer that was there but unusable, in the order of the form.
 */
export function readSavedHousingBenefitInput(value: unknown): SavedHousingBenefit {
  const reset: string[] = [];
  const t = hbSavedMessages.get();
  const base = defaultHousingBenefitInput();
  const root = record(value);
  // A partner saved in the people list (earlier versions, other calculators' hand-offs) opens as "Do you live with a partner?" (docs/rules.md HB 1).
  const p = withPartnerFromHousehold(record(root.personalDetails));
  const pr = record(root.propertyDetails);
  const inc = record(root.incomeDetails);
  const bp = base.personalDetails;
  const bpr = base.propertyDetails;

  const household = field(p, 'household', z.array(z.unknown()), [], [], t.household, reset).map((m, i) => readMember(m, i + 1, reset));
  const input: HousingBenefitInput = {
    personalDetails: {
      age: whole(field(p, 'age', finite, bp.age, LIMITS.ageMin, t.age, reset), LIMITS.ageMin, LIMITS.ageMax),
      relationshipStatus: field(p, 'relationshipStatus', z.enum(['single', 'couple']), bp.relationshipStatus, bp.relationshipStatus, t.partner, reset),
      household,
      disabilities: withImpliedDisabilities(field(p, 'disabilities', strings, [], [], t.disabilities, reset)),
      isStudent: field(p, 'isStudent', z.boolean(), false, false, t.student, reset),
      immigration: field(p, 'immigration', z.string(), bp.immigration, bp.immigration, t.immigration, reset),
    },
    propertyDetails: {
      postcode: savedPostcode(pr, reset),
      propertyType: field(
        pr,
        'propertyType',
        oneOf(PROPERTY_TYPES),
        bpr.propertyType,
        bpr.propertyType,
        t.propertyType,
        reset,
      ) as HousingBenefitInput['propertyDetails']['propertyType'],
      bedrooms: whole(field(pr, 'bedrooms', finite, bpr.bedrooms, LIMITS.bedroomsMin, t.bedrooms, reset), LIMITS.bedroomsMin, LIMITS.bedroomsMax),
      actualRent: money(field(pr, 'actualRent', finite, 0, 0, t.rent, reset)),
      serviceCharges: money(field(pr, 'serviceCharges', finite, 0, 0, t.service, reset)),
      waterCharges: money(field(pr, 'waterCharges', finite, 0, 0, t.water, reset)),
      councilTaxIncluded: field(pr, 'councilTaxIncluded', z.boolean(), false, false, t.councilTax, reset),
      heatingIncluded: field(pr, 'heatingIncluded', z.boolean(), false, false, t.heating, reset),
      isTemporaryAccommodation: field(pr, 'isTemporaryAccommodation', z.boolean(), false, false, t.temporary, reset),
      isSupportedAccommodation: field(pr, 'isSupportedAccommodation', z.boolean(), false, false, t.supported, reset),
      hasDisabilityAdaptations: field(pr, 'hasDisabilityAdaptations', z.boolean(), false, false, t.adaptations, reset),
      tenancyType: field(pr, 'tenancyType', oneOf(TENANCY_TYPES), bpr.tenancyType, bpr.tenancyType, t.landlord, reset) as HousingBenefitInput['propertyDetails']['tenancyType'],
    },
    incomeDetails: {
      earnings: money(field(inc, 'earnings', finite, 0, 0, t.earnings, reset)),
      partnerEarnings: money(field(inc, 'partnerEarnings', finite, 0, 0, t.partnerEarnings, reset)),
      pension: money(field(inc, 'pension', finite, 0, 0, t.pension, reset)),
      otherBenefits: field(inc, 'otherBenefits', strings, [], [], t.benefits, reset),
      savings: money(field(inc, 'savings', finite, 0, 0, t.savings, reset)),
      otherIncome: money(field(inc, 'otherIncome', finite, 0, 0, t.otherIncome, reset)),
    },
    lhaArea: null,
  };

  // The optional answers docs/rules.md "Housing Benefit" adds: kept only when they were given.
  const personal = input.personalDetails;
  keepOptional(personal, p, 'isPensionAge', z.boolean(), t.pensionAge, reset);
  // Where you live (docs/rules.md "Where you live"): absent from answers saved before it was asked, which read as England.
  keepOptional(personal, p, 'location', oneOf(UK_NATIONS), t.location, reset);
  const partnerAge = optional(p, 'partnerAge', finite, t.partnerAge, reset);
  if (partnerAge !== undefined) personal.partnerAge = whole(partnerAge, LIMITS.ageMin, LIMITS.ageMax);
  keepOptional(personal, p, 'partnerIsPensionAge', z.boolean(), t.partnerPensionAge, reset);
  keepOptional(personal, p, 'claimBeforeMay2019', z.boolean(), t.before2019, reset);
  keepOptional(personal, p, 'reachedPensionAgeBeforeApril2021', z.boolean(), t.before2021, reset);
  keepOptional(personal, p, 'claimBeforeMay2016', z.boolean(), t.before2016, reset);
  // The extra bedrooms (docs/rules.md HB 5): kept when given (an overnight carers' number of 0 replaces the old tick).
  if (optional(p, 'coupleCannotShare', z.boolean(), t.coupleShare, reset) === true) personal.coupleCannotShare = true;
  const careRooms = optional(p, 'overnightCareRooms', finite, t.careRooms, reset);
  if (careRooms !== undefined) personal.overnightCareRooms = whole(careRooms, 0, INPUT_LIMITS.bedrooms.overnightCareRoomsMax);
  if (optional(p, 'fosterCarer', z.boolean(), t.fosterCarer, reset) === true) personal.fosterCarer = true;
  // The "young individual" cases (docs/rules.md HB 5): absent from answers saved before they were asked, which read as none.
  const exemptions = optional(p, 'sharedRateExemptions', z.array(oneOf(HB_SHARED_RATE_EXEMPTIONS)), t.sharedRateExemptions, reset);
  if (exemptions !== undefined && exemptions.length > 0) personal.sharedRateExemptions = exemptions;
  const typedRate = optional(pr, 'lhaRateWeekly', finite, t.lhaRate, reset);
  if (typedRate !== undefined && typedRate > 0) input.propertyDetails.lhaRateWeekly = money(typedRate);
  // The bedrooms typed as allowed (docs/rules.md HB 5): a whole number 1-10, else dropped and named.
  const typedRooms = optional(pr, 'bedroomsTyped', finite, t.bedroomsTyped, reset);
  if (typedRooms !== undefined) {
    const rooms = typedBedrooms(typedRooms);
    if (rooms === null) reset.push(t.bedroomsTyped);
    else input.propertyDetails.bedroomsTyped = rooms;
  }
  const fuel = optional(pr, 'fuelChargeWeekly', finite, t.fuel, reset);
  if (fuel !== undefined && fuel > 0) input.propertyDetails.fuelChargeWeekly = money(fuel);
  keepOptional(input.incomeDetails, inc, 'getsGuaranteeCredit', z.boolean(), t.guaranteeCredit, reset);
  const taxYear = savedTaxYear(root, reset);
  if (taxYear !== undefined) input.taxYear = taxYear;
  // An area we no longer hold published rates for is dropped: its figures cannot be shown.
  if (root.lhaArea !== undefined && root.lhaArea !== null) {
    const area = lhaAreaSchema.safeParse(currentArea(root.lhaArea));
    if (area.success) input.lhaArea = area.data as unknown as LhaArea;
    else reset.push(t.lhaArea);
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
  lhaWorking: engineText,
  isExistingClaimOnly: z.boolean(),
  warnings: engineTexts,
  nextSteps: engineTexts,
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
  // What Scotland and Northern Ireland pay beside the award: none in a result saved before.
  besideAward,
});

/**
 * A saved `result` when it has everything the results panel draws and every message in it still
 * has words (a result saved by this version, or one saved with its words before the engine gave
 * messages); null otherwise, and the page works the result out again from the saved input.
 */
export function readSavedHousingBenefitResult(value: unknown): HousingBenefitResult | null {
  return savedResult<HousingBenefitResult>(resultSchema, value, housingBenefitEngineWords);
}

/** The readers the calculator's controller opens saved and remembered answers with (useCalculation). */
export const reader: SavedInputReader<HousingBenefitInput, HousingBenefitResult> = { input: readSavedHousingBenefitInput, result: readSavedHousingBenefitResult };
