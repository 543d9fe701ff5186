/**
 * Reading a saved, imported or remembered Council Tax Support calculation (docs/product.md §4
 * "loadCalculation", §10 import) through the schema toolkit (src/islands/shared/saved/schema.ts): a
 * missing answer takes the docs/product.md §3 default quietly; an answer that is there but
 * unusable takes the default and is named in `reset`; numbers are whole and at least 0
 * (docs/product.md §5), with text holding a number read as that number. The state rules of §4
 * hold on what was read: the count of other adults is the length of their list, the savings
 * flag follows the savings, children's ages match their number. Never throws.
 *
 * Loaded only when saved or remembered answers are opened, so the schema library costs the
 * page nothing up front (README "Performance").
 */
import { defaultChildrenAges, defaultCouncilTaxSupportInput, defaultOtherAdult, emptyCouncilTaxIncome } from '~/calc/council-tax-support-questions';
import type { CouncilTaxIncome, CouncilTaxSupportInput, CouncilTaxSupportResult, OtherAdultDetails } from '~/calc/council-tax-support';
import { resolveRates } from '~/calc/rates';
import { findCouncil } from '~/calc/councils';
import { ctsSavedAdultMessages, ctsSavedIncomeMessages, ctsSavedMessages } from '~/i18n/en/council-tax-support-saved';
import {
  engineText,
  engineTexts,
  field,
  finite,
  keepOptional,
  numeric,
  oneOf,
  optional,
  record,
  resultLine,
  savedPostcode,
  savedResult,
  savedTaxYear,
  section,
  sections,
  z,
} from '~/islands/shared/saved/schema';
import type { ReadInput, SavedInputReader } from '~/islands/shared/saved/schema';
import { ctsEngineWords } from '~/i18n/en/council-tax-support-engine';
import { ADULT_RELATIONSHIPS, BANDS, COUNTRIES, INCOME_SOURCES, MAX_CHILDREN, PROPERTY_TYPES, householdIncomeOf, moneyOrZero, wholeOrZero } from './state';

/** A whole number of at least 0 (docs/product.md §5): missing → `missing`, wrong → `missing`, named. */
function wholeField(source: Record<string, unknown>, key: string, missing: number, label: string, reset: string[]): number {
  return wholeOrZero(field(source, key, numeric, missing, missing, label, reset));
}

/** An amount of money of at least 0, pence kept (docs/rules.md CTS 1): missing or wrong → `missing`, named. */
function moneyField(source: Record<string, unknown>, key: string, missing: number, label: string, reset: string[]): number {
  return moneyOrZero(field(source, key, numeric, missing, missing, label, reset));
}

type PremiumQuestion =
  | 'getsMobilityPartOnly'
  | 'getsSevereDisabilityBenefit'
  | 'partnerGetsSevereDisabilityBenefit'
  | 'partnerIsBlind'
  | 'carerPaidForYou'
  | 'carerPaidForPartner'
  | 'getsEnhancedDisabilityBenefit'
  | 'childGetsEnhancedRate';

/** The premiums' questions of the circumstances step, each optional, with the names people read. */
function premiumQuestions(w: ReturnType<typeof ctsSavedMessages.get>): Readonly<Record<PremiumQuestion, string>> {
  return {
    getsMobilityPartOnly: w.mobilityOnly,
    getsSevereDisabilityBenefit: w.severe,
    partnerGetsSevereDisabilityBenefit: w.partnerSevere,
    partnerIsBlind: w.partnerBlind,
    carerPaidForYou: w.carerForYou,
    carerPaidForPartner: w.carerForPartner,
    getsEnhancedDisabilityBenefit: w.enhanced,
    childGetsEnhancedRate: w.childEnhanced,
  } satisfies Partial<Record<keyof CouncilTaxSupportInput['circumstances'], string>>;
}

/** The optional yes/no answers of `questions` that are there and Yes; a missing one is No, quietly. */
function optionalFlags<K extends string>(source: Record<string, unknown>, questions: Readonly<Record<K, string>>, reset: string[]): Partial<Record<K, true>> {
  const flags: Partial<Record<K, true>> = {};
  for (const key of Object.keys(questions) as K[]) if (optional(source, key, z.boolean(), questions[key], reset) === true) flags[key] = true;
  return flags;
}

/** Whose income: the names people read of the section and of each source. */
function incomeNames(whose: 'claimant' | 'partner'): { income: string } & Readonly<Record<keyof CouncilTaxIncome, string>> {
  const w = ctsSavedIncomeMessages.get();
  return whose === 'claimant'
    ? {
        income: w.claimantIncome,
        employment: w.claimantEmployment,
        selfEmployment: w.claimantSelfEmployment,
        benefits: w.claimantBenefits,
        pensions: w.claimantPensions,
        other: w.claimantOther,
      }
    : {
        income: w.partnerIncome,
        employment: w.partnerEmployment,
        selfEmployment: w.partnerSelfEmployment,
        benefits: w.partnerBenefits,
        pensions: w.partnerPensions,
        other: w.partnerOther,
      };
}

function readIncome(source: Record<string, unknown>, key: string, whose: 'claimant' | 'partner', reset: string[]): CouncilTaxIncome {
  const names = incomeNames(whose);
  const v = section(source, key, names.income, reset);
  const income = emptyCouncilTaxIncome();
  for (const k of INCOME_SOURCES) income[k] = moneyField(v, k, 0, names[k], reset);
  return income;
}

function readAdult(value: unknown, n: number, reset: string[]): OtherAdultDetails {
  const w = ctsSavedAdultMessages.get();
  const base = defaultOtherAdult();
  const v = record(value);
  if (v !== value) reset.push(w.adult({ n }));
  return {
    age: wholeField(v, 'age', base.age, w.age({ n }), reset),
    relationship: field(v, 'relationship', oneOf(ADULT_RELATIONSHIPS), base.relationship, base.relationship, w.relationship({ n }), reset),
    income: moneyField(v, 'income', 0, w.income({ n }), reset),
    isStudent: field(v, 'isStudent', z.boolean(), false, false, w.student({ n }), reset),
    hasDisability: field(v, 'hasDisability', z.boolean(), false, false, w.disability({ n }), reset),
    // Added with each nation's non-dependant deductions: absent from older saved calculations, which read as No.
    ...(optional(v, 'getsQualifyingBenefit', z.boolean(), w.qualifyingBenefit({ n }), reset) === true ? { getsQualifyingBenefit: true } : {}),
    // Added when the premiums and the second adult rebate followed the law: absent from older saved calculations, read as No.
    ...(optional(v, 'getsUniversalCreditNoEarnings', z.boolean(), w.universalCredit({ n }), reset) === true ? { getsUniversalCreditNoEarnings: true } : {}),
    ...(optional(v, 'getsCareBenefitOrBlind', z.boolean(), w.careBenefit({ n }), reset) === true ? { getsCareBenefitOrBlind: true } : {}),
  };
}

/**
 * A saved calculation's `data` as a Council Tax Support input (see the file comment), with the
 * plain-English names of the answers that had to be reset (whole sections first). Savings over
 * `upperSavingsLimit` set the savings flag (CTR Prescribed Requirements Sch 1 para 11).
 */
export function readSavedCouncilTaxSupportInput(value: unknown, upperSavingsLimit: number): ReadInput<CouncilTaxSupportInput> {
  const w = ctsSavedMessages.get();
  const reset: string[] = [];
  const base = defaultCouncilTaxSupportInput();
  const root = record(value);
  // The sections of the saved data, in the form's order, with the names people read.
  const names = { location: w.location, property: w.property, household: w.household, income: w.income, savings: w.savings, circumstances: w.circumstances };
  const { location: loc, property: pr, household: hh, income: inc, savings: sav, circumstances: c } = sections(root, names, reset);
  const flag = (source: Record<string, unknown>, key: string, label: string) => field(source, key, z.boolean(), false, false, label, reset);
  const bl = base.location;
  const bh = base.household;

  const location: CouncilTaxSupportInput['location'] = {
    country: field(loc, 'country', oneOf(COUNTRIES), bl.country, bl.country, w.country, reset),
    localAuthority: field(loc, 'localAuthority', z.string(), '', '', w.council, reset),
    postcode: savedPostcode(loc, reset),
    councilTaxBand: field(loc, 'councilTaxBand', oneOf(BANDS), bl.councilTaxBand, bl.councilTaxBand, w.band, reset),
    annualCouncilTax: moneyField(loc, 'annualCouncilTax', bl.annualCouncilTax, w.bill, reset),
  };
  // Added with the list of councils: a code of the chosen nation's list is kept, with the council's own name; any other code
  // is dropped with its name, and named. Older saves hold only a typed name, which is kept as it is.
  const councilCode = optional(loc, 'councilCode', z.string(), w.council, reset);
  if (councilCode !== undefined) {
    const council = findCouncil(councilCode, location.country);
    if (council) Object.assign(location, { councilCode: council.code, localAuthority: council.name });
    else {
      location.localAuthority = '';
      reset.push(w.council);
    }
  }
  const property: CouncilTaxSupportInput['property'] = {
    propertyType: field(pr, 'propertyType', oneOf(PROPERTY_TYPES), base.property.propertyType, base.property.propertyType, w.propertyType, reset),
    bedrooms: wholeField(pr, 'bedrooms', base.property.bedrooms, w.bedrooms, reset),
    hasDisabilityAdaptations: flag(pr, 'hasDisabilityAdaptations', w.adaptations),
    isStudentProperty: flag(pr, 'isStudentProperty', w.studentProperty),
    hasSinglePersonDiscount: flag(pr, 'hasSinglePersonDiscount', w.singlePerson),
  };

  const claimantAge = wholeField(hh, 'claimantAge', bh.claimantAge, w.age, reset);
  const hasPartner = flag(hh, 'hasPartner', w.hasPartner);
  const partnerAge = wholeField(hh, 'partnerAge', bh.partnerAge, w.partnerAge, reset);
  const dependentChildren = Math.min(MAX_CHILDREN, wholeField(hh, 'dependentChildren', 0, w.children, reset));
  const ages = field(hh, 'childrenAges', z.array(z.unknown()), [], [], w.childrenAges, reset).map((age, i) =>
    wholeOrZero(field({ age }, 'age', numeric, 0, 0, w.childAge({ n: i + 1 }), reset)),
  );
  const adults = field(hh, 'otherAdultsDetails', z.array(z.unknown()), [], [], w.otherAdults, reset).map((a, i) => readAdult(a, i + 1, reset));
  const household: CouncilTaxSupportInput['household'] = {
    claimantAge,
    hasPartner,
    partnerAge,
    dependentChildren,
    // Keep the saved ages when they match the count; otherwise the §4 rule: that many 5s.
    childrenAges: ages.length === dependentChildren ? ages : defaultChildrenAges(dependentChildren),
    otherAdults: adults.length,
    otherAdultsDetails: adults,
  };
  // Added with the State Pension age question: absent from older saved calculations, which the engine reads by age.
  keepOptional(household, hh, 'reachedStatePensionAge', z.boolean(), w.pensionAge, reset);
  if (optional(hh, 'getsUniversalCredit', z.boolean(), w.universalCredit, reset) === true) household.getsUniversalCredit = true;
  keepOptional(household, hh, 'reachedPensionAgeBeforeApril2021', z.boolean(), w.before2021, reset);
  if (optional(hh, 'claimBeforeMay2016', z.boolean(), w.before2016, reset) === true) household.claimBeforeMay2016 = true;

  const income: CouncilTaxSupportInput['income'] = {
    claimantIncome: readIncome(inc, 'claimantIncome', 'claimant', reset),
    partnerIncome: readIncome(inc, 'partnerIncome', 'partner', reset),
    householdIncome: 0,
  };
  if (optional(inc, 'getsGuaranteeCredit', z.boolean(), w.guaranteeCredit, reset) === true) income.getsGuaranteeCredit = true;
  const notCounted = optional(inc, 'notCountedIncome', numeric, w.notCounted, reset);
  if (notCounted !== undefined && moneyOrZero(notCounted) > 0) income.notCountedIncome = moneyOrZero(notCounted);
  income.householdIncome = householdIncomeOf(income, hasPartner);
  const totalSavings = moneyField(sav, 'totalSavings', 0, w.savingsAmount, reset);

  const input: CouncilTaxSupportInput = {
    location,
    household,
    income,
    savings: { totalSavings, hasOver16000: totalSavings > upperSavingsLimit },
    circumstances: {
      isStudent: flag(c, 'isStudent', w.student),
      hasDisability: flag(c, 'hasDisability', w.disability),
      isCarer: flag(c, 'isCarer', w.carer),
      hasDisabledChild: flag(c, 'hasDisabledChild', w.disabledChild),
      isSevereMentalImpairment: flag(c, 'isSevereMentalImpairment', w.mentalImpairment),
      hasDisabilityPremium: flag(c, 'hasDisabilityPremium', w.disabilityPremium),
      receivesDisabilityBenefits: flag(c, 'receivesDisabilityBenefits', w.disabilityBenefits),
      ...(optional(c, 'isRegisteredBlind', z.boolean(), w.blind, reset) === true ? { isRegisteredBlind: true } : {}),
      // The premiums' own questions (docs/rules.md CTS 3): absent from older saved calculations, read as No. Their old
      // "disability", "severe mental impairment" and "disability premium" answers are kept but add no premium.
      ...optionalFlags(c, premiumQuestions(w), reset),
    },
    property,
  };
  const taxYear = savedTaxYear(root, reset);
  return { input: taxYear !== undefined ? { taxYear, ...input } : input, reset };
}

const lines = z.array(resultLine);

/** Everything the results step draws (src/calc/council-tax-support.ts `CouncilTaxSupportResult`). */
const resultSchema = z.object({
  weeklyReduction: finite,
  monthlyReduction: finite,
  annualReduction: finite,
  percentageReduction: finite,
  applicableAmount: finite,
  assessableIncome: finite,
  excessIncome: finite,
  taperApplied: finite,
  weeklyCouncilTax: finite,
  eligibleForSupport: z.boolean(),
  alert: engineText,
  schemeNotice: z.optional(engineText),
  localScheme: z.optional(
    z.nullable(z.object({ code: z.string(), council: z.string(), years: z.array(z.string()), title: z.string(), url: z.string(), date: z.string(), summary: engineText })),
  ),
  remainingLiability: z.object({ weekly: finite, monthly: finite, annual: finite }),
  fullReduction: z.boolean(),
  nonDependantDeductions: finite,
  scheme: z.object({ name: engineText, why: engineText, isNational: z.boolean() }),
  secondAdultRebate: z.object({ weeklyAmount: finite, percent: finite, betterThanMainCalculation: z.boolean() }),
  localSchemeDetails: z.object({ schemeName: engineText, specialProvisions: engineTexts }),
  discountsApplied: engineTexts,
  nextSteps: engineTexts,
  applicationGuidance: engineTexts,
  appealRights: engineTexts,
  warnings: engineTexts,
  breakdown: z.object({
    councilTax: lines,
    premiums: lines,
    income: lines,
    disregards: lines,
    nonDependants: lines,
    reductions: lines,
    annual: lines,
    personalAllowance: resultLine,
    taper: resultLine,
  }),
});

/**
 * A saved `result` with everything the results step draws, each message of it with words in the
 * engine's catalogue (a calculation saved before the engine gave messages keeps its own words),
 * or null (the page works it out again).
 */
export function readSavedCouncilTaxSupportResult(value: unknown): CouncilTaxSupportResult | null {
  return savedResult<CouncilTaxSupportResult>(resultSchema, value, ctsEngineWords);
}

/**
 * The readers the calculator's controller opens saved and remembered answers with
 * (useCalculation); savings are read against the upper capital limit of the year they open in.
 */
export const reader: SavedInputReader<CouncilTaxSupportInput, CouncilTaxSupportResult> = {
  input: (value, rates) => readSavedCouncilTaxSupportInput(value, resolveRates(rates)['housing-benefit.capital.upper-limit']),
  result: readSavedCouncilTaxSupportResult,
};
