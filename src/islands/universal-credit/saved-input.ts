/**
 * Reading a saved, imported, remembered or handed-over Universal Credit calculation
 * (docs/product.md §4 "loadCalculation", §10 import) through the schema toolkit
 * (src/islands/shared/saved/schema.ts): a missing answer takes the docs/product.md §3 default quietly;
 * an answer that is there but unusable takes the default and is named in `reset`; numbers are
 * held in the docs/product.md §5 ranges (number fields saved as text by older versions are read
 * as numbers). Never throws.
 *
 * Loaded only when saved or remembered answers are opened, so the schema library costs the
 * page nothing up front (README "Performance").
 */
import { defaultUniversalCreditInput } from '~/calc/universal-credit-questions';
import type { UniversalCreditChild, UniversalCreditHousingType, UniversalCreditInput, UniversalCreditResult, UkLocation } from '~/calc/universal-credit';
import { INPUT_LIMITS, isTaxYear } from '~/calc/rates';
import { RETIRED_LHA_AREA_IDS } from '~/calc/brma';
import { typedBedrooms } from '~/calc/bedrooms-typed';
import {
  engineText,
  engineTexts,
  field,
  besideAward,
  finite,
  keepOptional,
  money,
  numeric,
  oneOf,
  optional,
  record,
  resultLine,
  savedPostcode,
  savedResult,
  savedTaxYear,
  sections,
  taxYearId,
  textList,
  whole,
  z,
} from '~/islands/shared/saved/schema';
import type { ReadInput, SavedInputReader } from '~/islands/shared/saved/schema';
import { ucHousingMessages } from '~/i18n/en/universal-credit-tabs';
import { ucSavedMessages } from '~/i18n/en/universal-credit-saved';
import { universalCreditEngineWords } from '~/i18n/en/universal-credit-engine';
import { UK_NATIONS } from '~/calc/nations';
import { HOUSING_TYPES } from './state';

const LIMITS = INPUT_LIMITS.universalCredit;
/** The bedroom and non-dependant counts the form takes (docs/product.md §5). */
const MAX_ROOMS = 10;
/** The age from which the form asked about other adults before it took each one's age (the housing cost contribution's). */
const LEGACY_NON_DEPENDANT_AGE = 21;
/** Expected hours a week: at most the usual 35 (UC Regs reg 88). */
const MAX_HOURS = 35;

type Words = ReturnType<typeof ucSavedMessages.get>;

/** The sections of the saved data, in the form's order, with the names people read. */
function sectionNames(t: Words) {
  return { personalDetails: t.personalDetails, incomeDetails: t.incomeDetails, housingDetails: t.housingDetails, healthAndCare: t.healthAndCare };
}

function readChild(t: Words, value: unknown, n: number, reset: string[]): UniversalCreditChild {
  const c = record(value);
  if (c !== value) reset.push(t.child({ n }));
  const child: UniversalCreditChild = {
    age: whole(field(c, 'age', numeric, LIMITS.childAgeMin, LIMITS.childAgeMin, t.childAge({ n }), reset), LIMITS.childAgeMin, LIMITS.childAgeMax),
    hasDisability: field(c, 'hasDisability', z.boolean(), false, false, t.childDisabled({ n }), reset),
  };
  keepOptional(child, c, 'bornBeforeApril2017', z.boolean(), t.childBornBefore({ n }), reset);
  if (optional(c, 'limitException', z.boolean(), t.childException({ n }), reset) === true) child.limitException = true;
  keepOptional(child, c, 'disabilityRate', oneOf(['higher', 'lower'] as const), t.childRate({ n }), reset);
  // The bedroom answers (docs/rules.md UC 4): kept only when given.
  keepOptional(child, c, 'sex', oneOf(['female', 'male'] as const), t.childSex({ n }), reset);
  if (optional(c, 'cannotShare', z.boolean(), t.childShare({ n }), reset) === true) child.cannotShare = true;
  return child;
}

/** The caring entries with usable hours (0 or more a week); any other entry is dropped and named. */
function readCaring(t: Words, health: Record<string, unknown>, reset: string[]): UniversalCreditInput['healthAndCare']['isCarerFor'] {
  const label = t.caringHours;
  const entries = field(health, 'isCarerFor', z.array(z.unknown()), [], [], label, reset);
  const kept = entries
    .map((entry) => ({ hours: numeric.safeParse(record(entry).hoursPerWeek), isPartner: record(entry).person === 'partner' }))
    .filter(({ hours }) => hours.success && hours.data >= 0)
    .map(({ hours, isPartner }) => (isPartner ? { hoursPerWeek: hours.data as number, person: 'partner' as const } : { hoursPerWeek: hours.data as number }));
  if (kept.length < entries.length) reset.push(label);
  return kept;
}

/**
 * A saved calculation's `data` as a Universal Credit input (see the file comment), with the
 * plain-English names of the answers that had to be reset (whole sections first).
 */
export function readSavedUniversalCreditInput(value: unknown): ReadInput<UniversalCreditInput> {
  const t = ucSavedMessages.get();
  const reset: string[] = [];
  const base = defaultUniversalCreditInput();
  const root = record(value);
  const { personalDetails: personal, incomeDetails: income, housingDetails: housing, healthAndCare: health } = sections(root, sectionNames(t), reset);
  const bp = base.personalDetails;
  const bh = base.housingDetails;

  const age = whole(field(personal, 'age', numeric, bp.age, bp.age, t.age, reset), LIMITS.ageMin, LIMITS.ageMax);
  const relationshipStatus = field(personal, 'relationshipStatus', oneOf(['single', 'couple'] as const), 'single', 'single', t.relationship, reset);
  const partnerAge = optional(personal, 'partnerAge', numeric, t.partnerAge, reset);
  const children = field(personal, 'children', z.array(z.unknown()), [], [], t.children, reset).map((c, i) => readChild(t, c, i + 1, reset));
  const location = field(personal, 'location', oneOf<UkLocation>(UK_NATIONS), bp.location, bp.location, t.location, reset);
  const inLondon = optional(personal, 'livesInGreaterLondon', z.boolean(), t.london, reset);
  const reachedPensionAge = optional(personal, 'reachedStatePensionAge', z.boolean(), t.pensionAge, reset);
  const partnerReachedPensionAge = optional(personal, 'partnerReachedStatePensionAge', z.boolean(), t.partnerPensionAge, reset);

  const input: UniversalCreditInput = {
    personalDetails: {
      age,
      relationshipStatus,
      ...(relationshipStatus === 'couple' && partnerAge !== undefined ? { partnerAge: whole(partnerAge, LIMITS.ageMin, LIMITS.ageMax) } : {}),
      children,
      location,
      ...(inLondon !== undefined ? { livesInGreaterLondon: inLondon } : {}),
      ...(reachedPensionAge !== undefined ? { reachedStatePensionAge: reachedPensionAge } : {}),
      ...(relationshipStatus === 'couple' && partnerReachedPensionAge !== undefined ? { partnerReachedStatePensionAge: partnerReachedPensionAge } : {}),
    },
    incomeDetails: {
      earnedIncome: money(field(income, 'earnedIncome', numeric, 0, 0, t.earnings, reset)),
      partnerEarnedIncome: money(field(income, 'partnerEarnedIncome', numeric, 0, 0, t.partnerEarnings, reset)),
      otherBenefits: textList(income, 'otherBenefits', t.otherBenefitsList, reset),
      savings: money(field(income, 'savings', numeric, 0, 0, t.savings, reset)),
      pension: money(field(income, 'pension', numeric, 0, 0, t.pension, reset)),
    },
    housingDetails: {
      housingType: field(housing, 'housingType', oneOf<UniversalCreditHousingType>(HOUSING_TYPES), bh.housingType, bh.housingType, t.housingType, reset),
      monthlyRent: money(field(housing, 'monthlyRent', numeric, 0, 0, t.rent, reset)),
      serviceCharges: money(field(housing, 'serviceCharges', numeric, 0, 0, t.serviceCharges, reset)),
      localHousingAllowanceArea: field(housing, 'localHousingAllowanceArea', z.string(), '', '', t.lhaArea, reset),
      bedroomsNeeded: whole(field(housing, 'bedroomsNeeded', numeric, bh.bedroomsNeeded, bh.bedroomsNeeded, t.bedroomsNeeded, reset), 0, MAX_ROOMS),
      actualBedrooms: whole(field(housing, 'actualBedrooms', numeric, bh.actualBedrooms, bh.actualBedrooms, t.bedrooms, reset), 0, MAX_ROOMS),
    },
    healthAndCare: {
      hasLimitedCapabilityWork: field(health, 'hasLimitedCapabilityWork', z.boolean(), false, false, t.lcw, reset),
      hasLimitedCapabilityWorkRelated: field(health, 'hasLimitedCapabilityWorkRelated', z.boolean(), false, false, t.lcwra, reset),
      isCarerFor: readCaring(t, health, reset),
      disabilityPremiums: textList(health, 'disabilityPremiums', t.disabilityAnswers, reset),
    },
  };

  // The answers added with the tax years (docs/rules.md): kept only when they were given.
  const childcare = optional(income, 'childcareCostsMonthly', numeric, t.childcare, reset);
  if (childcare !== undefined && childcare > 0) input.incomeDetails.childcareCostsMonthly = money(childcare);
  // The other benefits of docs/rules.md UC 9 and 12.
  const ic = input.incomeDetails;
  const otherBenefits = optional(income, 'otherBenefitsMonthly', numeric, t.otherBenefits, reset);
  if (otherBenefits !== undefined && otherBenefits > 0) ic.otherBenefitsMonthly = money(otherBenefits);
  // In Scotland the answer is Carer Support Payment, which replaced Carer's Allowance there (docs/rules.md "Scotland" 1).
  const isScotland = location === 'scotland';
  keepOptional(ic, income, 'getsCarersAllowance', z.boolean(), isScotland ? t.carersScotland : t.carers, reset);
  if (relationshipStatus === 'couple') keepOptional(ic, income, 'partnerGetsCarersAllowance', z.boolean(), isScotland ? t.partnerCarersScotland : t.partnerCarers, reset);
  keepOptional(ic, income, 'getsEsaSupportComponent', z.boolean(), t.esa, reset);
  keepOptional(ic, income, 'getsChildBenefit', z.boolean(), t.childBenefit, reset);
  keepOptional(ic, income, 'getsGuardiansAllowance', z.boolean(), t.guardians, reset);
  // Self-employment (docs/rules.md UC 16).
  keepOptional(ic, income, 'selfEmployed', z.boolean(), t.selfEmployed, reset);
  keepOptional(ic, income, 'selfEmployedStartUp', z.boolean(), t.startUp, reset);
  const hours = optional(income, 'expectedHoursPerWeek', numeric, t.hours, reset);
  if (hours !== undefined && hours > 0) ic.expectedHoursPerWeek = Math.min(hours, MAX_HOURS);
  if (relationshipStatus === 'couple') {
    keepOptional(ic, income, 'partnerSelfEmployed', z.boolean(), t.partnerSelfEmployed, reset);
    keepOptional(ic, income, 'partnerSelfEmployedStartUp', z.boolean(), t.partnerStartUp, reset);
    const partnerHours = optional(income, 'partnerExpectedHoursPerWeek', numeric, t.partnerHours, reset);
    if (partnerHours !== undefined && partnerHours > 0) ic.partnerExpectedHoursPerWeek = Math.min(partnerHours, MAX_HOURS);
    keepOptional(ic, income, 'responsibleCarer', oneOf(['claimant', 'partner'] as const), t.mainCarer, reset);
  }
  // An area an earlier release named after a council: its area now (Hyndburn's is East Lancs), or none, said.
  const savedArea = input.housingDetails.localHousingAllowanceArea;
  if (Object.hasOwn(RETIRED_LHA_AREA_IDS, savedArea)) {
    input.housingDetails.localHousingAllowanceArea = RETIRED_LHA_AREA_IDS[savedArea] ?? '';
    if (!input.housingDetails.localHousingAllowanceArea) reset.push(t.retiredArea);
  }
  // The postcode typed to find the area: a link or a save reopens with it in the box.
  const postcode = savedPostcode(housing, reset);
  if (postcode) input.housingDetails.postcode = postcode;
  keepOptional(input.housingDetails, housing, 'tenancyType', oneOf(['private', 'social'] as const), t.landlord, reset);
  const lhaRate = optional(housing, 'lhaRateMonthly', numeric, t.lhaRate, reset);
  if (lhaRate !== undefined && lhaRate > 0) input.housingDetails.lhaRateMonthly = money(lhaRate);
  // Every other adult with their age (docs/rules.md UC 4); a count saved before, of adults of 21
  // or over, opens as that many adults of 21, the same figures.
  const adults = optional(housing, 'otherAdults', z.array(z.unknown()), t.otherAdults, reset);
  const nonDependants = optional(housing, 'nonDependants', numeric, t.otherAdults, reset);
  if (adults !== undefined) {
    input.housingDetails.otherAdults = adults.slice(0, MAX_ROOMS).map((value, i) => {
      const p = record(value);
      if (p !== value) reset.push(t.adult({ n: i + 1 }));
      const adult: NonNullable<UniversalCreditInput['housingDetails']['otherAdults']>[number] = {
        age: whole(field(p, 'age', numeric, LIMITS.ageMin, LIMITS.ageMin, ucHousingMessages.get().adultAgeNote({ n: i + 1 }), reset), LIMITS.ageMin, LIMITS.ageMax),
      };
      keepOptional(adult, p, 'noContribution', z.boolean(), t.adultContribution({ n: i + 1 }), reset);
      return adult;
    });
  } else if (nonDependants !== undefined && nonDependants > 0) {
    input.housingDetails.otherAdults = Array.from({ length: whole(nonDependants, 0, MAX_ROOMS) }, () => ({ age: LEGACY_NON_DEPENDANT_AGE }));
  }
  const exemptions = optional(
    housing,
    'sharedRateExemptions',
    z.array(oneOf(['care-leaver', 'homeless-hostel', 'mappa', 'foster-parent', 'domestic-abuse', 'modern-slavery'] as const)),
    t.exemptions,
    reset,
  );
  if (exemptions !== undefined && exemptions.length > 0) input.housingDetails.sharedRateExemptions = exemptions;
  keepOptional(input.housingDetails, housing, 'sharedRateExemption', z.boolean(), t.exempt, reset);
  // The extra bedrooms (docs/rules.md UC 4): kept only when they add a room.
  if (relationshipStatus === 'couple' && optional(housing, 'coupleCannotShare', z.boolean(), t.coupleShare, reset) === true) input.housingDetails.coupleCannotShare = true;
  const careRooms = optional(housing, 'overnightCareRooms', numeric, t.careRooms, reset);
  if (careRooms !== undefined && careRooms > 0) input.housingDetails.overnightCareRooms = whole(careRooms, 0, INPUT_LIMITS.bedrooms.overnightCareRoomsMax);
  if (optional(housing, 'fosterCarer', z.boolean(), t.foster, reset) === true) input.housingDetails.fosterCarer = true;
  // The bedrooms typed as allowed (docs/rules.md UC 4): a whole number 1-10, else dropped and named.
  const typed = optional(housing, 'bedroomsTyped', numeric, t.bedroomsTyped, reset);
  if (typed !== undefined) {
    const rooms = typedBedrooms(typed);
    if (rooms === null) reset.push(t.bedroomsTyped);
    else input.housingDetails.bedroomsTyped = rooms;
  }
  const hc = input.healthAndCare;
  keepOptional(hc, health, 'careForSamePerson', z.boolean(), t.samePerson, reset);
  // The further people a carer in Scotland cares for (docs/rules.md "Scotland" 1): kept only when there are some, so a save without it reads as none.
  const furtherPeople = optional(health, 'furtherPeopleCared', numeric, t.furtherPeopleCared, reset);
  if (furtherPeople !== undefined && furtherPeople > 0) hc.furtherPeopleCared = whole(furtherPeople, 0, LIMITS.furtherPeopleCaredMax);
  keepOptional(hc, health, 'lcwraProtected', z.boolean(), t.lcwraProtected, reset);
  keepOptional(hc, health, 'claimBeforeApril2017', z.boolean(), t.claimBefore2017, reset);
  keepOptional(hc, health, 'getsDisabilityBenefit', z.boolean(), t.disabilityBenefit, reset);
  keepOptional(hc, health, 'claimantGetsDisabilityBenefit', z.boolean(), t.ownDisabilityBenefit, reset);
  // No housing cost contributions for a blind or disabled renter (docs/rules.md UC 4, UC Regs Sch 4 para 15).
  if (relationshipStatus === 'couple') keepOptional(hc, health, 'partnerGetsDisabilityBenefit', z.boolean(), t.partnerDisabilityBenefit, reset);
  keepOptional(hc, health, 'certifiedBlind', z.boolean(), t.blind, reset);
  const taxYear = savedTaxYear(root, reset);
  return { input: taxYear !== undefined ? { taxYear, ...input } : input, reset };
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
    personal.reachedStatePensionAge,
    personal.partnerReachedStatePensionAge,
    record(root.incomeDetails).childcareCostsMonthly,
    housing.tenancyType,
    housing.lhaRateMonthly,
    housing.nonDependants,
    housing.otherAdults,
    health.lcwraProtected,
    health.claimBeforeApril2017,
    health.getsDisabilityBenefit,
  ];
  return added.every((v) => v === undefined);
}

/** Everything the Universal Credit results side shows (src/calc/universal-credit.ts `UniversalCreditResult`). */
const resultSchema = z.object({
  taxYear: taxYearId,
  // Added with the State Pension age rule (docs/rules.md UC 14): an older result is worked out again.
  eligible: z.boolean(),
  reason: z.nullable(oneOf(['savings-over-limit', 'state-pension-age'] as const)),
  statePensionAge: resultLine,
  totalMonthly: finite,
  elements: z.array(resultLine),
  workAllowance: finite,
  taperReduction: finite,
  // totalBenefits came with Child Benefit in the cap (docs/rules.md UC 12): an older result is worked out again.
  benefitCap: z.object({ applies: z.boolean(), limit: finite, reduction: finite, exempt: z.boolean(), totalBenefits: finite }),
  takeHomeAfterTaper: finite,
  earningsImpact: z.object({ currentEarnings: finite, netUC: finite, totalIncome: finite }),
  nextSteps: engineTexts,
  warnings: engineTexts,
  maximumAmount: finite,
  workAllowanceDetail: resultLine,
  deductions: z.array(resultLine),
  // What the Local Housing Allowance limit was for: a message, '' when none, or the words of a result saved before.
  housingCosts: z.object({ eligibleRent: finite, lhaDescription: z.optional(engineText) }),
  // What Scotland and Northern Ireland pay beside the award: none in a result saved before.
  besideAward,
});

/**
 * A saved `result` when it has everything the results side shows (one saved by this page) and
 * every message in it still has words (src/i18n/en/universal-credit-engine.ts); null for one
 * from an older version, an edited file or words since changed, which is then worked out again
 * from its input rather than shown half-empty. A result saved before the engine gave messages
 * keeps its words.
 */
export function readSavedUniversalCreditResult(value: unknown): UniversalCreditResult | null {
  return savedResult<UniversalCreditResult>(resultSchema, value, universalCreditEngineWords);
}

/** The readers the calculator's controller opens saved and remembered answers with (useCalculation). */
export const reader: SavedInputReader<UniversalCreditInput, UniversalCreditResult> = { input: readSavedUniversalCreditInput, result: readSavedUniversalCreditResult };
