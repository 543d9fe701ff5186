/**
 * Council Tax Support, weekly then annual (× 52) and monthly (÷ 12) (spec 001 §3 and §9;
 * DECISIONS.md §2 Council Tax Support 1-5).
 *
 * Weekly tax = annual ÷ 52, less the 25% single person discount when ticked. Main reduction =
 * max(0, weekly tax × the scheme's maximum reduction − 20% × income above the applicable
 * amount); none with savings of 16,000 or more. The second adult rebate is used when larger.
 * The spec records that its earlier version threw the taper away; DECISIONS.md §2 CTS 3 fixes it.
 */

import { DEFAULT_RATES, INPUT_DEFAULTS, resolveRates, type CoreRateId, type RatesTable, type ResolvedRates } from './rates';
import { convertPence, formatPence, percentOfPence, toPence, toPounds, wholePoundsToPence } from './money';
import { fullBandsAbove, isTrue, line, listOf, objectOf, orDefault, periodFactors, sumPence, wholeNumber, type CalculationLine, type DeepPartial } from './types';

/** The three nations with a scheme in the calculator (spec 001 §1). */
export type CouncilTaxCountry = 'england' | 'scotland' | 'wales';

/** Council tax valuation band (spec 001 §3). */
export type CouncilTaxBand = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H';

/** Weekly income by source, whole pounds (spec 001 §3). */
export interface CouncilTaxIncome {
  employment: number;
  selfEmployment: number;
  benefits: number;
  pensions: number;
  other: number;
}

/** Another adult in the home (spec 001 §3). Income is weekly. */
export interface OtherAdultDetails {
  age: number;
  relationship: 'lodger' | 'adult-child' | 'relative' | 'friend' | 'other';
  income: number;
  isStudent: boolean;
  hasDisability: boolean;
}

/** Council Tax Support input (spec 001 §3), field names unchanged. Every number is a whole number ≥ 0 (spec 001 §5). */
export interface CouncilTaxSupportInput {
  location: { country: CouncilTaxCountry; localAuthority: string; postcode: string; councilTaxBand: CouncilTaxBand; annualCouncilTax: number };
  household: {
    claimantAge: number;
    hasPartner: boolean;
    partnerAge: number;
    dependentChildren: number;
    childrenAges: number[];
    otherAdults: number;
    otherAdultsDetails: OtherAdultDetails[];
  };
  income: { claimantIncome: CouncilTaxIncome; partnerIncome: CouncilTaxIncome; householdIncome: number };
  savings: { totalSavings: number; hasOver16000: boolean };
  circumstances: {
    isStudent: boolean;
    hasDisability: boolean;
    isCarer: boolean;
    hasDisabledChild: boolean;
    isSevereMentalImpairment: boolean;
    hasDisabilityPremium: boolean;
    receivesDisabilityBenefits: boolean;
  };
  property: {
    propertyType: 'house' | 'flat' | 'bungalow' | 'other';
    bedrooms: number;
    hasDisabilityAdaptations: boolean;
    isStudentProperty: boolean;
    hasSinglePersonDiscount: boolean;
  };
}

/** The working of a Council Tax Support result. All lines are weekly. */
export interface CouncilTaxSupportBreakdown {
  /** Weekly council tax, then the single person discount. */
  councilTax: CalculationLine[];
  personalAllowance: CalculationLine;
  /** Child allowances and the family, disability, severe disability and carer premiums. */
  premiums: CalculationLine[];
  /** Claimant's and partner's income and tariff income from savings. */
  income: CalculationLine[];
  disregards: CalculationLine[];
  taper: CalculationLine;
  /** The main reduction and the second adult rebate; the larger is used. */
  reductions: CalculationLine[];
}

/** Council Tax Support result (spec 001 §3) plus the working. */
export interface CouncilTaxSupportResult {
  /** Weekly reduction above 0 (DECISIONS.md §2 CTS 5). */
  eligibleForSupport: boolean;
  weeklyReduction: number;
  monthlyReduction: number;
  annualReduction: number;
  /** Share of the weekly council tax (after discounts) covered, e.g. 80 for 80%. */
  percentageReduction: number;
  remainingLiability: { weekly: number; monthly: number; annual: number };
  applicableAmount: number;
  /** Weekly income after disregards, tariff income included. */
  assessableIncome: number;
  excessIncome: number;
  /** The taper: 20% of excess income, taken off the main reduction. */
  taperApplied: number;
  breakdown: CouncilTaxSupportBreakdown;
  secondAdultRebate: { eligible: boolean; weeklyAmount: number; betterThanMainCalculation: boolean };
  /** maxReduction and minimumPayment are percentages of the council tax. */
  localSchemeDetails: { schemeName: string; maxReduction: number; minimumPayment: number; specialProvisions: string[] };
  discountsApplied: string[];
  nextSteps: string[];
  applicationGuidance: string[];
  appealRights: string[];
  /** The spec 001 §5 savings warning when it applies. */
  warnings: string[];
  /** The results alert of spec 001 §2, following `eligibleForSupport`. */
  alert: string;
  /** Weekly council tax after discounts, the base of every reduction. */
  weeklyCouncilTax: number;
}

/** An income record of zeros, as ticking the partner box creates (spec 001 §4). */
export function emptyCouncilTaxIncome(): CouncilTaxIncome {
  return { employment: 0, selfEmployment: 0, benefits: 0, pensions: 0, other: 0 };
}

/** A new other adult with the spec 001 §3 defaults: age 25. */
export function defaultOtherAdult(): OtherAdultDetails {
  return { age: INPUT_DEFAULTS.councilTaxSupport.otherAdultAge, relationship: 'other', income: 0, isStudent: false, hasDisability: false };
}

/**
 * The spec 001 §3 defaults: England, band A, £1,200 a year, claimant 30, no partner, children or
 * other adults, income 0, a 2-bedroom house. The partner's age is not given a default by the
 * spec; it starts at the claimant's default.
 */
export function defaultCouncilTaxSupportInput(): CouncilTaxSupportInput {
  const d = INPUT_DEFAULTS.councilTaxSupport;
  return {
    location: { country: 'england', localAuthority: '', postcode: '', councilTaxBand: 'A', annualCouncilTax: d.annualCouncilTax },
    household: { claimantAge: d.claimantAge, hasPartner: false, partnerAge: d.claimantAge, dependentChildren: 0, childrenAges: [], otherAdults: 0, otherAdultsDetails: [] },
    income: { claimantIncome: emptyCouncilTaxIncome(), partnerIncome: emptyCouncilTaxIncome(), householdIncome: 0 },
    savings: { totalSavings: 0, hasOver16000: false },
    circumstances: {
      isStudent: false,
      hasDisability: false,
      isCarer: false,
      hasDisabledChild: false,
      isSevereMentalImpairment: false,
      hasDisabilityPremium: false,
      receivesDisabilityBenefits: false,
    },
    property: { propertyType: 'house', bedrooms: d.bedrooms, hasDisabilityAdaptations: false, isStudentProperty: false, hasSinglePersonDiscount: false },
  };
}

/** Ages when the number of children changes: that many entries of 5 (spec 001 §4). */
export function defaultChildrenAges(dependentChildren: number): number[] {
  return Array.from({ length: wholeNumber(dependentChildren) }, () => INPUT_DEFAULTS.councilTaxSupport.childAge);
}

const fmt = formatPence;

/** Weekly income of one person from all sources, in pence. */
function incomePence(value: unknown): number {
  const sources = objectOf(value);
  let pence = 0;
  for (const key of ['employment', 'selfEmployment', 'benefits', 'pensions', 'other'] as const) pence += wholePoundsToPence(sources[key]);
  return pence;
}

/** Spec 001 §9 applicable amounts: single under 25 / 25+; couple both under 18 / otherwise. */
function personalAllowance(hasPartner: boolean, claimantAge: number, partnerAge: number, a: ResolvedRates): CalculationLine {
  const adultAge = a['council-tax-support.applicable-amount.higher-rate-age'];
  const coupleAge = a['council-tax-support.applicable-amount.couple-adult-age'];
  const [id, who]: [CoreRateId, string] = hasPartner
    ? claimantAge < coupleAge && partnerAge < coupleAge
      ? ['council-tax-support.applicable-amount.couple-under-18', `Couple, both under ${coupleAge}`]
      : ['council-tax-support.applicable-amount.couple', 'Couple']
    : claimantAge < adultAge
      ? ['council-tax-support.applicable-amount.single-under-25', `Single, under ${adultAge}`]
      : ['council-tax-support.applicable-amount.single-25-plus', `Single, ${adultAge} or over`];
  const pence = toPence(a[id]);
  return line('Personal allowance', pence, true, id, `${who}: ${fmt(pence)} a week`);
}

/** A premium (or, with `isDisregard`, an income disregard): `because` says why it applies, `otherwise` why not. */
function premium(name: string, id: CoreRateId, qualifies: boolean, because: string, otherwise: string, a: ResolvedRates, isDisregard = false): CalculationLine {
  const pence = toPence(a[id]);
  const working = qualifies ? `${because}: ${fmt(pence)} a week${isDisregard ? ' of income is not counted' : ''}` : `Not included: ${otherwise}`;
  return line(name, pence, qualifies, id, working);
}

interface Scheme {
  name: string;
  maxReductionId: CoreRateId;
  taperId: CoreRateId;
  minimumPaymentId: CoreRateId;
  specialProvisions: string[];
  appealRights: string[];
}

const DECIDE = 'Your council should decide within about 14 days';
const LOOK_AGAIN = 'If you disagree, ask the council in writing to look again within one month';

/** The three schemes of spec 001 §9, with what each country does differently. */
const SCHEMES: Record<CouncilTaxCountry, Scheme> = {
  england: {
    name: 'Council Tax Support (local scheme, England)',
    maxReductionId: 'council-tax-support.scheme.england.max-reduction',
    taperId: 'council-tax-support.scheme.england.taper',
    minimumPaymentId: 'council-tax-support.scheme.england.minimum-payment',
    specialProvisions: ['Each council sets its own scheme for working-age people, so its figures may differ', 'People of State Pension age get the national scheme, which can cover the whole bill'],
    appealRights: [DECIDE, LOOK_AGAIN, 'Then you can appeal to the Valuation Tribunal for England'],
  },
  scotland: {
    name: 'Council Tax Reduction (Scotland)',
    maxReductionId: 'council-tax-support.scheme.scotland.max-reduction',
    taperId: 'council-tax-support.scheme.scotland.taper',
    minimumPaymentId: 'council-tax-support.scheme.scotland.minimum-payment',
    specialProvisions: ['One national scheme for every council', 'It can also reduce water and sewerage charges'],
    // Scotland has no Valuation Tribunal stage for reductions: reviews go to the council, then the Review Panel.
    appealRights: [DECIDE, 'If you disagree, ask the council for a review within 2 months', 'Then you can apply to the Council Tax Reduction Review Panel'],
  },
  wales: {
    name: 'Council Tax Reduction Scheme (Wales)',
    maxReductionId: 'council-tax-support.scheme.wales.max-reduction',
    taperId: 'council-tax-support.scheme.wales.taper',
    minimumPaymentId: 'council-tax-support.scheme.wales.minimum-payment',
    specialProvisions: ['One national scheme for every council'],
    appealRights: [DECIDE, LOOK_AGAIN, 'Then you can appeal to the Valuation Tribunal for Wales'],
  },
};

/** Second adult rebate bands, highest first: [income below, percent]. */
const REBATE_BANDS: ReadonlyArray<readonly [CoreRateId, CoreRateId]> = [
  ['council-tax-support.second-adult-rebate.band-1.income-below', 'council-tax-support.second-adult-rebate.band-1.percent'],
  ['council-tax-support.second-adult-rebate.band-2.income-below', 'council-tax-support.second-adult-rebate.band-2.percent'],
  ['council-tax-support.second-adult-rebate.band-3.income-below', 'council-tax-support.second-adult-rebate.band-3.percent'],
];

/** Spec 001 §9: other adults' income below 200 gives 25% of weekly tax, below 260 15%, below 320 7.5%. */
function secondAdultRebate(otherAdultIncomes: number[], weeklyTaxPence: number, a: ResolvedRates): CalculationLine {
  const name = 'Second adult rebate';
  if (otherAdultIncomes.length === 0) return line(name, 0, false, null, 'Not included: no other adults');
  const incomePence = otherAdultIncomes.reduce((sum, p) => sum + p, 0);
  for (const [belowId, percentId] of REBATE_BANDS) {
    const belowPence = toPence(a[belowId]);
    if (incomePence < belowPence) {
      const percent = a[percentId];
      const pence = percentOfPence(weeklyTaxPence, percent);
      return line(name, pence, pence > 0, percentId, `Other adults’ income ${fmt(incomePence)} is below ${fmt(belowPence)}: ${percent}% of ${fmt(weeklyTaxPence)} = ${fmt(pence)}`);
    }
  }
  return line(name, 0, false, REBATE_BANDS[REBATE_BANDS.length - 1]?.[0] ?? null, `Not included: other adults’ income ${fmt(incomePence)} is too high`);
}

/**
 * Estimates Council Tax Support. Never throws: numbers are read as whole numbers ≥ 0
 * (spec 001 §5), missing groups take the spec defaults, an unknown country counts as England.
 */
export function calculateCouncilTaxSupport(
  input?: DeepPartial<CouncilTaxSupportInput> | CouncilTaxSupportInput | null,
  rates: RatesTable = DEFAULT_RATES,
): CouncilTaxSupportResult {
  const a = resolveRates(rates);
  const f = periodFactors(a);
  const root = objectOf(input);
  const location = objectOf(root.location);
  const household = objectOf(root.household);
  const income = objectOf(root.income);
  const savings = objectOf(root.savings);
  const c = objectOf(root.circumstances);
  const property = objectOf(root.property);
  const defaults = INPUT_DEFAULTS.councilTaxSupport;
  const country = location.country === 'scotland' || location.country === 'wales' ? location.country : 'england';
  const scheme = SCHEMES[country];
  const hasPartner = isTrue(household.hasPartner);
  const numChildren = wholeNumber(household.dependentChildren);
  const claimantEmploymentPence = wholePoundsToPence(objectOf(income.claimantIncome).employment);
  // householdIncome is the UI's own total; the engine adds the parts itself.
  const claimantIncomePence = incomePence(income.claimantIncome);
  const partnerIncomePence = hasPartner ? incomePence(income.partnerIncome) : 0;
  const hasDisability = isTrue(c.hasDisability) || isTrue(c.receivesDisabilityBenefits);
  const isCarer = isTrue(c.isCarer);
  const hasSinglePersonDiscount = isTrue(property.hasSinglePersonDiscount);

  // Weekly tax (DECISIONS.md §2 CTS 1): annual ÷ 52, less 25% with the single person discount.
  const annualTaxPence = wholePoundsToPence(orDefault(location.annualCouncilTax, defaults.annualCouncilTax));
  const grossTaxPence = convertPence(annualTaxPence, 'year', 'week', f);
  const discountId = 'council-tax-support.single-person-discount';
  const discountPercent = a[discountId];
  const discountPence = hasSinglePersonDiscount ? percentOfPence(grossTaxPence, discountPercent) : 0;
  const weeklyTaxPence = grossTaxPence - discountPence;
  const councilTaxLines = [
    line('Weekly council tax', grossTaxPence, true, 'general.weeks-per-year', `${fmt(annualTaxPence)} a year ÷ ${f.weeksPerYear} = ${fmt(grossTaxPence)}`),
    line('Single person discount', discountPence, hasSinglePersonDiscount, discountId, hasSinglePersonDiscount ? `${discountPercent}% of ${fmt(grossTaxPence)} = ${fmt(discountPence)}` : 'Not included: not ticked'),
  ];

  // Applicable amount and premiums (spec 001 §9).
  const personalLine = personalAllowance(
    hasPartner,
    wholeNumber(orDefault(household.claimantAge, defaults.claimantAge)),
    wholeNumber(orDefault(household.partnerAge, defaults.claimantAge)),
    a,
  );
  const childId = 'council-tax-support.applicable-amount.dependent-child';
  const childPence = toPence(a[childId]);
  const premiumLines = [
    line('Dependent children', numChildren * childPence, numChildren > 0, childId, `${numChildren} × ${fmt(childPence)}`),
    premium('Family premium', 'council-tax-support.premium.family', numChildren > 0, 'You have a dependent child', 'no dependent children', a),
    premium('Disability premium', 'council-tax-support.premium.disability', hasDisability, 'You are disabled or get disability benefits', 'not ticked', a),
    premium('Severe disability premium', 'council-tax-support.premium.severe-disability', isTrue(c.isSevereMentalImpairment) || isTrue(c.hasDisabilityPremium), 'Severe mental impairment or a disability premium', 'not ticked', a),
    premium('Carer premium', 'council-tax-support.premium.carer', isCarer, 'You are a carer', 'not ticked', a),
  ];
  const applicablePence = sumPence([personalLine, ...premiumLines]);

  // Income and tariff income (spec 001 §9); 16,000 or more means no main reduction (DECISIONS.md §2 CTS 3).
  const upperPence = toPence(a['council-tax-support.capital.upper-limit']);
  const savingsPence = wholePoundsToPence(savings.totalSavings);
  const isOverLimit = isTrue(savings.hasOver16000) || savingsPence >= upperPence;
  const lowerPence = toPence(a['council-tax-support.capital.lower-limit']);
  const stepPence = toPence(a['council-tax-support.capital.step']);
  const perStepId = 'council-tax-support.capital.income-per-step';
  const perStepPence = toPence(a[perStepId]);
  const numBands = isOverLimit ? 0 : fullBandsAbove(savingsPence, lowerPence, stepPence);
  const tariffPence = numBands * perStepPence;
  const incomeLines = [line('Your income', claimantIncomePence, claimantIncomePence > 0, null, `${fmt(claimantIncomePence)} a week from all sources`)];
  if (hasPartner) incomeLines.push(line('Partner’s income', partnerIncomePence, partnerIncomePence > 0, null, `${fmt(partnerIncomePence)} a week from all sources`));
  incomeLines.push(line('Tariff income from savings', tariffPence, tariffPence > 0, perStepId, `${fmt(perStepPence)} for each full ${fmt(stepPence)} above ${fmt(lowerPence)}: ${numBands} × ${fmt(perStepPence)}`));

  // Disregards (spec 001 §9): 5 (10 with a partner) when the claimant has earnings; 20 more if disabled and earning; 20 for a carer.
  const isEmployed = claimantEmploymentPence > 0;
  const disregardLines = [
    premium('Earnings disregard', hasPartner ? 'council-tax-support.disregard.earnings-couple' : 'council-tax-support.disregard.earnings-single', isEmployed, `You have earnings${hasPartner ? ' and a partner' : ''}`, 'no earnings from employment', a, true),
    premium('Disability earnings disregard', 'council-tax-support.disregard.disability-earnings', isEmployed && hasDisability, 'You are disabled and have earnings', 'for disabled people with earnings', a, true),
    premium('Carer disregard', 'council-tax-support.disregard.carer', isCarer, 'You are a carer', 'for carers', a, true),
  ];
  // Disregards come off income, never off tariff income from savings.
  const assessablePence = Math.max(0, claimantIncomePence + partnerIncomePence - sumPence(disregardLines)) + tariffPence;
  const excessPence = Math.max(0, assessablePence - applicablePence);
  const taperPercent = a[scheme.taperId];
  const taperPence = percentOfPence(excessPence, taperPercent);
  const taper = line(
    'Income taper',
    taperPence,
    taperPence > 0,
    scheme.taperId,
    excessPence > 0
      ? `${taperPercent}% of income above the applicable amount: ${taperPercent / 100} × (${fmt(assessablePence)} − ${fmt(applicablePence)}) = ${fmt(taperPence)}`
      : `Income of ${fmt(assessablePence)} is within the applicable amount of ${fmt(applicablePence)}`,
  );

  // Main reduction (DECISIONS.md §2 CTS 3): the scheme's share of the weekly tax less the taper, capped to the tax.
  const maxPercent = a[scheme.maxReductionId];
  const maxPence = Math.min(weeklyTaxPence, percentOfPence(weeklyTaxPence, maxPercent));
  const mainPence = isOverLimit ? 0 : Math.max(0, maxPence - taperPence);
  const main = line(
    'Main reduction',
    mainPence,
    mainPence > 0,
    scheme.maxReductionId,
    isOverLimit ? `None: savings of ${fmt(upperPence)} or more` : `${maxPercent}% of ${fmt(weeklyTaxPence)} = ${fmt(maxPence)}, less the taper ${fmt(taperPence)}`,
  );
  // Second adult rebate (DECISIONS.md §2 CTS 4), used when larger.
  const rebate = secondAdultRebate(listOf(household.otherAdultsDetails).map((adult) => wholePoundsToPence(objectOf(adult).income)), weeklyTaxPence, a);
  const rebatePence = toPence(rebate.amount);
  const weeklyPence = Math.max(mainPence, rebatePence);
  const annualPence = convertPence(weeklyPence, 'week', 'year', f);
  const remainingWeeklyPence = Math.max(0, weeklyTaxPence - weeklyPence);
  const remainingAnnualPence = convertPence(remainingWeeklyPence, 'week', 'year', f);
  const isEligible = weeklyPence > 0;

  const council = typeof location.localAuthority === 'string' && location.localAuthority.trim() ? location.localAuthority.trim() : 'your council';
  const nextSteps = isEligible
    ? [`Apply to ${council} now: support usually starts from when you apply`, 'Have your council tax bill, proof of income and savings details ready']
    : ['Schemes differ, so check with your council', 'Ask about discounts such as the single person discount'];
  if (isTrue(property.hasDisabilityAdaptations)) nextSteps.push('An adapted home may get the Disabled Band Reduction: ask your council');
  if (isTrue(property.isStudentProperty)) nextSteps.push('A home where everyone is a full-time student is exempt from council tax');

  return {
    eligibleForSupport: isEligible,
    weeklyReduction: toPounds(weeklyPence),
    monthlyReduction: toPounds(convertPence(annualPence, 'year', 'month', f)),
    annualReduction: toPounds(annualPence),
    // Percent to 2 decimal places: hundredths of a percent, then ÷ 100.
    percentageReduction: weeklyTaxPence > 0 ? toPounds(Math.round((weeklyPence * 100 * 100) / weeklyTaxPence)) : 0,
    remainingLiability: {
      weekly: toPounds(remainingWeeklyPence),
      monthly: toPounds(convertPence(remainingAnnualPence, 'year', 'month', f)),
      annual: toPounds(remainingAnnualPence),
    },
    applicableAmount: toPounds(applicablePence),
    assessableIncome: toPounds(assessablePence),
    excessIncome: toPounds(excessPence),
    taperApplied: taper.amount,
    breakdown: {
      councilTax: councilTaxLines,
      personalAllowance: personalLine,
      premiums: premiumLines,
      income: incomeLines,
      disregards: disregardLines,
      taper,
      reductions: [main, rebate],
    },
    secondAdultRebate: { eligible: rebatePence > 0, weeklyAmount: rebate.amount, betterThanMainCalculation: rebatePence > mainPence },
    localSchemeDetails: { schemeName: scheme.name, maxReduction: maxPercent, minimumPayment: a[scheme.minimumPaymentId], specialProvisions: [...scheme.specialProvisions] },
    discountsApplied: hasSinglePersonDiscount ? [`Single person discount (${discountPercent}%)`] : [],
    nextSteps,
    applicationGuidance: ['Apply online at www.gov.uk/apply-council-tax-reduction or ask your council for a form', 'Tell the council straight away if your income or household changes'],
    appealRights: [...scheme.appealRights],
    warnings: isOverLimit ? [`You may not be eligible for Council Tax Support with savings over ${fmt(upperPence)}`] : [],
    alert: isEligible ? 'You may be eligible for Council Tax Support' : 'Based on your circumstances, you may not be eligible for Council Tax Support',
    weeklyCouncilTax: toPounds(weeklyTaxPence),
  };
}
