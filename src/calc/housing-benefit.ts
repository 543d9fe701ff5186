/**
 * Housing Benefit, weekly (spec 001 §3, §8 and §9; DECISIONS.md §2 Housing Benefit 1-7).
 *
 * Applicable amount (personal allowance + premiums) against income; eligible rent after the LHA
 * cap (private) or the spare-bedroom reduction (social); less non-dependant deductions and a 65%
 * taper of income above the applicable amount. Monthly = weekly × 4.33.
 */

import {
  DEFAULT_LHA_AREA_ID,
  DEFAULT_RATES,
  INPUT_DEFAULTS,
  INPUT_LIMITS,
  LHA_CATEGORIES,
  lhaRateId,
  resolveRates,
  type CoreRateId,
  type LhaCategory,
  type RatesTable,
  type ResolvedRates,
} from './rates';
import { convertPence, formatPence, moneyToPence, percentOfPence, toPence, toPounds } from './money';
import { clampNumber, fullBandsAbove, isTrue, line, listOf, objectOf, orDefault, periodFactors, stringsOf, sumPence, type CalculationLine, type DeepPartial, type RelationshipStatus } from './types';
import type { LhaArea } from './lha';

/** A person living with the claimant (spec 001 §3). */
export interface HouseholdMember {
  /** 0-100; not a number becomes 0. */
  age: number;
  relationship: 'partner' | 'child' | 'non-dependant' | 'other';
  isStudent: boolean;
  hasDisability: boolean;
  contributesToRent: boolean;
}

/** Values of `personalDetails.disabilities` the engine reads (DECISIONS.md §2 HB 1 and 3). */
export type HousingBenefitDisability =
  | 'disability-premium'
  | 'severe-disability-premium'
  | 'enhanced-disability-premium'
  | 'carer-premium'
  | 'carer-bedroom-needed';

/** Housing Benefit input (spec 001 §3), field names unchanged. Money is weekly, in pounds. */
export interface HousingBenefitInput {
  personalDetails: {
    /** 16-100; not a number becomes 16. */
    age: number;
    relationshipStatus: RelationshipStatus;
    household: HouseholdMember[];
    /** See `HousingBenefitDisability`. */
    disabilities: string[];
    isStudent: boolean;
    immigration: string;
  };
  propertyDetails: {
    postcode: string;
    propertyType: 'house' | 'flat' | 'bedsit' | 'shared' | 'supported';
    /** 0-10; not a number becomes 0. */
    bedrooms: number;
    /** Weekly rent, without service or water charges. */
    actualRent: number;
    serviceCharges: number;
    /** Never counts towards eligible rent. */
    waterCharges: number;
    councilTaxIncluded: boolean;
    heatingIncluded: boolean;
    isTemporaryAccommodation: boolean;
    isSupportedAccommodation: boolean;
    hasDisabilityAdaptations: boolean;
    tenancyType: 'private' | 'social' | 'housing-association';
  };
  incomeDetails: {
    earnings: number;
    /** Counted for couples only. */
    partnerEarnings: number;
    pension: number;
    otherBenefits: string[];
    savings: number;
    otherIncome: number;
  };
  /**
   * The area found by `lookupLha()`, when the visitor looked up a postcode; without it the
   * default area of spec 001 §9 is used. Kept beside the spec's groups (not inside
   * `propertyDetails`, whose fields stay as the spec has them) and so saved with the input.
   * The engine takes the area's amounts from the rates table it is given when the table has
   * them (so an admin's edit reaches saved calculations) and from the area otherwise.
   */
  lhaArea?: LhaArea | null;
}

/** The working of a Housing Benefit result. All lines are weekly. */
export interface HousingBenefitBreakdown {
  /** Plus lines: family, disability, severe, enhanced and carer premiums (spec 001 §2). */
  premiums: CalculationLine[];
  /** Minus lines: one non-dependant deduction per non-dependant. */
  deductions: CalculationLine[];
  personalAllowance: CalculationLine;
  /** From rent to eligible rent: rent and service charges, then the LHA cap or the spare-bedroom reduction. */
  rent: CalculationLine[];
  /** Income counted, tariff income from savings included. */
  income: CalculationLine[];
  /** The income taper. */
  taper: CalculationLine;
}

/** Housing Benefit result (spec 001 §3) plus the working. Money is weekly unless named monthly. */
export interface HousingBenefitResult {
  weeklyAmount: number;
  monthlyAmount: number;
  eligibleRent: number;
  /** The LHA rate for the household's category in the area used. */
  lhaRate: number;
  taperReduction: number;
  /** The spec 001 §8 warnings with their figures. */
  warnings: string[];
  breakdown: HousingBenefitBreakdown;
  nextSteps: string[];
  applicableAmount: number;
  /** Weekly income counted, tariff income included. */
  assessedIncome: number;
  excessIncome: number;
  nonDependantDeductions: number;
  /** The social-sector reduction for bedrooms above the need (the "bedroom tax"). */
  bedroomTaxReduction: number;
  bedroomsNeeded: number;
  lhaCategory: LhaCategory;
  lhaAreaName: string;
}

/** The spec 001 §3 defaults: age 25, single, nobody else, British, a 1-bedroom private flat, money 0. */
export function defaultHousingBenefitInput(): HousingBenefitInput {
  const { age, bedrooms } = INPUT_DEFAULTS.housingBenefit;
  return {
    personalDetails: { age, relationshipStatus: 'single', household: [], disabilities: [], isStudent: false, immigration: 'british' },
    propertyDetails: {
      postcode: '',
      propertyType: 'flat',
      bedrooms,
      actualRent: 0,
      serviceCharges: 0,
      waterCharges: 0,
      councilTaxIncluded: false,
      heatingIncluded: false,
      isTemporaryAccommodation: false,
      isSupportedAccommodation: false,
      hasDisabilityAdaptations: false,
      tenancyType: 'private',
    },
    incomeDetails: { earnings: 0, partnerEarnings: 0, pension: 0, otherBenefits: [], savings: 0, otherIncome: 0 },
  };
}

/** A new household member with the spec 001 §3 defaults: age 18, non-dependant. */
export function defaultHouseholdMember(): HouseholdMember {
  return { age: INPUT_DEFAULTS.housingBenefit.memberAge, relationship: 'non-dependant', isStudent: false, hasDisability: false, contributesToRent: false };
}

const fmt = formatPence;

/** DECISIONS.md §2 HB 1: single under 25 / single 25+ / couple. */
function personalAllowance(isCouple: boolean, age: number, a: ResolvedRates): CalculationLine {
  const adultAge = a['housing-benefit.applicable-amount.higher-rate-age'];
  const [id, who]: [CoreRateId, string] = isCouple
    ? ['housing-benefit.applicable-amount.couple', 'Couple']
    : age < adultAge
      ? ['housing-benefit.applicable-amount.single-under-25', `Single, under ${adultAge}`]
      : ['housing-benefit.applicable-amount.single-25-plus', `Single, ${adultAge} or over`];
  const pence = toPence(a[id]);
  return line('Personal allowance', pence, true, id, `${who}: ${fmt(pence)} a week`);
}

const PREMIUMS: ReadonlyArray<readonly [name: string, id: CoreRateId, disability: HousingBenefitDisability | null]> = [
  ['Family premium', 'housing-benefit.premium.family', null],
  ['Disability premium', 'housing-benefit.premium.disability', 'disability-premium'],
  ['Severe disability premium', 'housing-benefit.premium.severe-disability', 'severe-disability-premium'],
  ['Enhanced disability premium', 'housing-benefit.premium.enhanced-disability', 'enhanced-disability-premium'],
  ['Carer premium', 'housing-benefit.premium.carer', 'carer-premium'],
];

/** DECISIONS.md §2 HB 1: the family premium with a child; the others when ticked. */
function premiums(hasChild: boolean, disabilities: string[], a: ResolvedRates): CalculationLine[] {
  return PREMIUMS.map(([name, id, disability]) => {
    const pence = toPence(a[id]);
    const qualifies = disability ? disabilities.includes(disability) : hasChild;
    const working = qualifies
      ? `${disability ? 'You ticked it' : 'A child lives with you'}: ${fmt(pence)} a week`
      : `Not included: ${disability ? 'not ticked' : 'no child in the household'}`;
    return line(name, pence, qualifies, id, working);
  });
}

/** DECISIONS.md §2 HB 3: 1, +1 per child 10+, +1 per two children under 10 (rounded up), +1 carer bedroom; at most 4. */
function bedroomsNeeded(childAges: number[], hasCarerRoom: boolean, a: ResolvedRates): number {
  const numOlder = childAges.filter((age) => age >= a['housing-benefit.bedrooms.own-room-age']).length;
  const youngerRooms = Math.ceil((childAges.length - numOlder) / Math.max(1, a['housing-benefit.bedrooms.children-per-room']));
  return Math.min(1 + numOlder + youngerRooms + (hasCarerRoom ? 1 : 0), Math.max(1, a['housing-benefit.bedrooms.max']));
}

const CATEGORY_WORDS: Record<LhaCategory, string> = {
  'shared-room': 'shared accommodation',
  'one-bed': '1 bedroom',
  'two-bed': '2 bedrooms',
  'three-bed': '3 bedrooms',
  'four-bed': '4 bedrooms',
};

/**
 * DECISIONS.md §2 HB 4: the LHA rate of `category` in the looked-up area (the rates table's
 * amount when it has the area, else the area's own), or in the default area.
 */
function lhaRate(area: LhaArea | null, category: LhaCategory, a: ResolvedRates): [pence: number, rateId: string, areaName: string] {
  if (area) {
    const rateId = lhaRateId(area.id, category);
    const own = Number(objectOf(area.rates)[category]);
    const amount = a[rateId] ?? (own >= 0 ? own : undefined);
    if (amount !== undefined) return [toPence(amount), rateId, String(area.name ?? area.id)];
  }
  const rateId = lhaRateId(DEFAULT_LHA_AREA_ID, category);
  return [toPence(a[rateId] ?? 0), rateId, 'Default area'];
}

/** DECISIONS.md §2 HB 6: each non-dependant 18+ takes 80.40 if paying towards the rent, else 16.85. */
function nonDependantLine(age: number, paysRent: boolean, n: number, a: ResolvedRates): CalculationLine {
  const minAge = a['housing-benefit.non-dependant.min-age'];
  const id: CoreRateId = paysRent ? 'housing-benefit.non-dependant.working-middle' : 'housing-benefit.non-dependant.benefits';
  const pence = toPence(a[id]);
  const isAdult = age >= minAge;
  const working = isAdult ? `${paysRent ? 'Pays' : 'Does not pay'} towards the rent: ${fmt(pence)} a week` : `Under ${minAge}: no deduction`;
  return line(`Non-dependant deduction (person ${n}, aged ${age})`, pence, isAdult, id, working);
}

/**
 * Estimates weekly and monthly Housing Benefit. Never throws: missing fields take the spec
 * defaults, ages and bedrooms are clamped, negative or non-numeric money counts as 0
 * (spec 001 §5). The LHA area comes from `input.lhaArea` (see there), else the default area.
 */
export function calculateHousingBenefit(
  input?: DeepPartial<HousingBenefitInput> | HousingBenefitInput | null,
  rates: RatesTable = DEFAULT_RATES,
): HousingBenefitResult {
  const a = resolveRates(rates);
  const root = objectOf(input);
  const personal = objectOf(root.personalDetails);
  const property = objectOf(root.propertyDetails);
  const income = objectOf(root.incomeDetails);
  const limits = INPUT_LIMITS.housingBenefit;

  const isCouple = personal.relationshipStatus === 'couple';
  const defaults = INPUT_DEFAULTS.housingBenefit;
  const age = clampNumber(orDefault(personal.age, defaults.age), limits.ageMin, limits.ageMax, limits.ageMin);
  const members = listOf(personal.household).map((m) => {
    const member = objectOf(m);
    return { age: clampNumber(orDefault(member.age, defaults.memberAge), limits.memberAgeMin, limits.memberAgeMax, limits.memberAgeMin), relationship: member.relationship, paysRent: isTrue(member.contributesToRent) };
  });
  const childAges = members.filter((m) => m.relationship === 'child').map((m) => m.age);
  const disabilities = stringsOf(personal.disabilities);
  const bedrooms = Math.floor(clampNumber(orDefault(property.bedrooms, defaults.bedrooms), limits.bedroomsMin, limits.bedroomsMax, limits.bedroomsMin));
  const rentPence = moneyToPence(property.actualRent);
  const serviceChargesPence = moneyToPence(property.serviceCharges);
  // Social and housing-association tenancies take the spare-bedroom rule; anything else is private (DECISIONS.md §2 HB 5).
  const isPrivate = property.tenancyType !== 'social' && property.tenancyType !== 'housing-association';
  const area = objectOf(root.lhaArea);

  // Applicable amount (DECISIONS.md §2 HB 1).
  const personalLine = personalAllowance(isCouple, age, a);
  const premiumLines = premiums(childAges.length > 0, disabilities, a);
  const applicablePence = sumPence([personalLine, ...premiumLines]);

  // Income (DECISIONS.md §2 HB 2): earnings, a partner's (couple only), pension, other income, tariff income.
  const upperPence = toPence(a['housing-benefit.capital.upper-limit']);
  const savingsPence = moneyToPence(income.savings);
  const isOverLimit = savingsPence > upperPence;
  const lowerPence = toPence(a['housing-benefit.capital.lower-limit']);
  const stepPence = toPence(a['housing-benefit.capital.step']);
  const perStepId = 'housing-benefit.capital.income-per-step';
  const perStepPence = toPence(a[perStepId]);
  const numBands = isOverLimit ? 0 : fullBandsAbove(savingsPence, lowerPence, stepPence);
  const own = (name: string, value: unknown): CalculationLine => {
    const pence = moneyToPence(value);
    return line(name, pence, pence > 0, null, `${fmt(pence)} a week`);
  };
  const incomeLines = [own('Earnings', income.earnings)];
  if (isCouple) incomeLines.push(own('Partner’s earnings', income.partnerEarnings));
  incomeLines.push(
    own('Pension', income.pension),
    own('Other income', income.otherIncome),
    line(
      'Tariff income from savings',
      numBands * perStepPence,
      numBands > 0,
      perStepId,
      `${fmt(perStepPence)} for each full ${fmt(stepPence)} above ${fmt(lowerPence)}: ${numBands} × ${fmt(perStepPence)}`,
    ),
  );
  const incomePence = sumPence(incomeLines);

  // LHA rate (DECISIONS.md §2 HB 4): shared room for a single person under 35 with no children.
  const needed = bedroomsNeeded(childAges, disabilities.includes('carer-bedroom-needed'), a);
  const isSharedRoom = !isCouple && childAges.length === 0 && age < a['housing-benefit.lha.shared-room-age-limit'];
  // LHA_CATEGORIES[n] is the n-bedroom rate; the table stops at 4 bedrooms.
  const category = isSharedRoom ? 'shared-room' : (LHA_CATEGORIES[Math.min(needed, LHA_CATEGORIES.length - 1)] ?? 'one-bed');
  const [lhaPence, lhaId, areaName] = lhaRate(typeof area.id === 'string' ? (area as unknown as LhaArea) : null, category, a);

  // Eligible rent (DECISIONS.md §2 HB 5): rent + service charges; water charges never count.
  const grossPence = rentPence + serviceChargesPence;
  const rentLines = [
    line('Rent and service charges', grossPence, true, null, `Rent ${fmt(rentPence)} + service charges ${fmt(serviceChargesPence)} (water charges never count)`),
  ];
  const warnings: string[] = [];
  let eligiblePence = grossPence;
  let bedroomTaxPence = 0;
  if (isPrivate) {
    const isAbove = grossPence > lhaPence;
    const lhaWords = `the ${fmt(lhaPence)} LHA rate (${CATEGORY_WORDS[category]}, ${areaName})`;
    rentLines.push(line('Local Housing Allowance limit', grossPence - lhaPence, isAbove, lhaId, `${isAbove ? 'Above' : 'Within'} ${lhaWords}`));
    if (isAbove) {
      eligiblePence = lhaPence;
      warnings.push(`Your rent is above the Local Housing Allowance rate of ${fmt(lhaPence)} a week, so your Housing Benefit is based on the LHA rate.`);
    }
  } else {
    // The percentage is of the rent alone (`actualRent`), service charges excluded.
    const numExtra = Math.max(0, bedrooms - needed);
    const id: CoreRateId = numExtra > 1 ? 'housing-benefit.bedroom-reduction.two-or-more' : 'housing-benefit.bedroom-reduction.one-extra';
    const percent = numExtra > 0 ? a[id] : 0;
    bedroomTaxPence = percentOfPence(rentPence, percent);
    eligiblePence = Math.max(0, grossPence - bedroomTaxPence);
    rentLines.push(
      line(
        'Spare bedroom reduction',
        bedroomTaxPence,
        numExtra > 0,
        id,
        numExtra > 0 ? `${numExtra} more bedroom(s) than the ${needed} needed: ${percent}% of rent ${fmt(rentPence)}` : `No spare bedroom (${needed} needed)`,
      ),
    );
    if (numExtra > 0) warnings.push(`You have ${numExtra} more bedroom(s) than you're entitled to. Your Housing Benefit is reduced by ${percent}%.`);
  }

  // Non-dependant deductions (DECISIONS.md §2 HB 6).
  const deductions = members.filter((m) => m.relationship === 'non-dependant').map((m, i) => nonDependantLine(m.age, m.paysRent, i + 1, a));
  const deductionsPence = sumPence(deductions);

  // Taper (DECISIONS.md §2 HB 7).
  const taperId = 'housing-benefit.taper-rate';
  const taperPercent = a[taperId];
  const excessPence = Math.max(0, incomePence - applicablePence);
  const taperPence = percentOfPence(excessPence, taperPercent);
  const taper = line(
    'Income taper',
    taperPence,
    taperPence > 0,
    taperId,
    excessPence > 0
      ? `${taperPercent}% of income above the applicable amount: ${taperPercent / 100} × (${fmt(incomePence)} − ${fmt(applicablePence)}) = ${fmt(taperPence)}`
      : `Income within the ${fmt(applicablePence)} applicable amount`,
  );

  // Savings over the limit give 0 (DECISIONS.md §2 HB 2).
  const weeklyPence = isOverLimit ? 0 : Math.max(0, eligiblePence - deductionsPence - taperPence);
  if (isOverLimit) warnings.unshift(`Savings over ${fmt(upperPence)}: not eligible for Housing Benefit.`);

  const nextSteps =
    weeklyPence > 0
      ? ['Claim from your council: www.gov.uk/housing-benefit/how-to-claim', 'Most working-age people claim Universal Credit instead']
      : ['Citizens Advice can check what else you can get: 0800 144 8848'];
  if (warnings.length > 0 && !isOverLimit) nextSteps.push('Ask your council for a Discretionary Housing Payment towards the shortfall');
  if (isPrivate && areaName === 'Default area') nextSteps.push('Look up your postcode for your local LHA rate');
  if (isTrue(property.isSupportedAccommodation) || isTrue(property.isTemporaryAccommodation)) nextSteps.push('Supported or temporary housing is worked out differently');
  if (isTrue(personal.isStudent)) nextSteps.push('Most full-time students cannot get Housing Benefit: check with your council');
  if (typeof personal.immigration === 'string' && personal.immigration !== 'british') nextSteps.push('Your immigration status can affect whether you can claim');

  return {
    weeklyAmount: toPounds(weeklyPence),
    monthlyAmount: toPounds(convertPence(weeklyPence, 'week', 'month', periodFactors(a))),
    eligibleRent: toPounds(eligiblePence),
    lhaRate: toPounds(lhaPence),
    taperReduction: taper.amount,
    warnings,
    breakdown: { premiums: premiumLines, deductions, personalAllowance: personalLine, rent: rentLines, income: incomeLines, taper },
    nextSteps,
    applicableAmount: toPounds(applicablePence),
    assessedIncome: toPounds(incomePence),
    excessIncome: toPounds(excessPence),
    nonDependantDeductions: toPounds(deductionsPence),
    bedroomTaxReduction: toPounds(bedroomTaxPence),
    bedroomsNeeded: needed,
    lhaCategory: category,
    lhaAreaName: areaName,
  };
}
