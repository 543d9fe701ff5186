/**
 * Council Tax Support, weekly then annual (× 52) and monthly (÷ 12) (docs/product.md §3 and §9;
 * docs/rules.md CTS 1-6).
 *
 * 1. The bill: annual council tax less the 25% single person discount; weekly = that ÷ 52.
 * 2. The scheme: a claimant of 66 or over gets the national pension-age scheme of each nation
 *    (pension-age allowances, up to 100% of the bill, tariff income £1 per £500 or part above
 *    £10,000, Guarantee Credit gives the most); anyone younger the working-age scheme, which in
 *    England each council sets: the illustrative scheme of docs/rules.md CTS 3 stands in for it (80% in
 *    England, 100% in Scotland and Wales, £1 per £250 or part above £6,000).
 * 3. Main reduction = max(0, weekly tax × the scheme's maximum − taper × income above the
 *    applicable amount); none with savings over £16,000 (CTR Prescribed Requirements Sch 1
 *    para 11; HB Regs reg 43): exactly £16,000 still counts only as tariff income.
 * 4. The second adult rebate is used when larger. One alert follows `eligibleForSupport`.
 *
 * Each rule is a named function returning its line of working. Figures derived from one another
 * are derived from the rounded figure, so they add up to the penny: annual reduction + annual
 * left to pay = the year's bill; the annual reduction is the weekly × 52 (never more than the bill).
 */

import { INPUT_DEFAULTS, ratesFor, resolveRates, tableYear, type CoreRateId, type RatesTable, type ResolvedRates, type TaxYear } from './rates';
import { convertPence, formatMoney, formatMoneyWithPence, moneyToPence, percentOfPence, toPence, toPounds, wholePoundsToPence, type PeriodFactors } from './money';
import { isTrue, line, listOf, objectOf, orDefault, periodFactors, sumPence, wholeNumber, type CalculationLine, type DeepPartial } from './types';
import { ADVICELINE, PENSION_CREDIT_LINE } from './helplines';
import { tariffIncome as tariffIncomeFrom } from './tariff-income';

/** The three nations with a scheme in the calculator (docs/product.md §1). */
export type CouncilTaxCountry = 'england' | 'scotland' | 'wales';

/** Council tax valuation band (docs/product.md §3). */
export type CouncilTaxBand = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H';

/** Weekly income by source, whole pounds (docs/product.md §3). */
export interface CouncilTaxIncome {
  employment: number;
  selfEmployment: number;
  benefits: number;
  pensions: number;
  other: number;
}

/** Another adult in the home (docs/product.md §3). Income is weekly. */
export interface OtherAdultDetails {
  age: number;
  relationship: 'lodger' | 'adult-child' | 'relative' | 'friend' | 'other';
  income: number;
  isStudent: boolean;
  hasDisability: boolean;
}

/** Council Tax Support input (docs/product.md §3), field names unchanged. Every number is a whole number ≥ 0 (docs/product.md §5). */
export interface CouncilTaxSupportInput {
  /** The tax year whose figures are used (default: the year in force). */
  taxYear?: TaxYear;
  location: { country: CouncilTaxCountry; localAuthority: string; postcode: string; councilTaxBand: CouncilTaxBand; annualCouncilTax: number };
  household: {
    claimantAge: number;
    hasPartner: boolean;
    partnerAge: number;
    dependentChildren: number;
    childrenAges: number[];
    otherAdults: number;
    otherAdultsDetails: OtherAdultDetails[];
    /**
     * Pension age: you (or your partner) reached State Pension age before 1 April 2021, which
     * keeps the higher personal allowance. Default: 66 or over on 1 April 2021 (e.g. 71 or over in 2026/27).
     */
    reachedPensionAgeBeforeApril2021?: boolean;
    /** Pension age: the claim began before 1 May 2016, which keeps the family premium (as Housing Benefit). Default false. */
    claimBeforeMay2016?: boolean;
  };
  income: {
    claimantIncome: CouncilTaxIncome;
    partnerIncome: CouncilTaxIncome;
    householdIncome: number;
    /** Pension age: you get the guarantee part of Pension Credit, which gives the most reduction whatever your income and savings. Default false. */
    getsGuaranteeCredit?: boolean;
  };
  /**
   * Savings in pounds (the calculator asks for whole pounds; pence given are kept, so £16,000.01
   * is over the limit). `hasOver16000`: savings over the upper limit, never "at" it.
   */
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

/** The working of a Council Tax Support result. Lines are weekly unless their name says a year. */
export interface CouncilTaxSupportBreakdown {
  /** The year's council tax, the single person discount, and the weekly tax (÷ 52). */
  councilTax: CalculationLine[];
  personalAllowance: CalculationLine;
  /** Child allowances and the premiums of the scheme. */
  premiums: CalculationLine[];
  /** Claimant's and partner's income and tariff income from savings. */
  income: CalculationLine[];
  disregards: CalculationLine[];
  taper: CalculationLine;
  /** The main reduction and the second adult rebate; the larger is used. */
  reductions: CalculationLine[];
  /** The weekly reduction × 52 (never more than the bill), and the year's bill less it. */
  annual: CalculationLine[];
}

/** Council Tax Support result (docs/product.md §3) plus the working. */
export interface CouncilTaxSupportResult {
  /** The tax year whose figures were used. */
  taxYear: TaxYear;
  /** Weekly reduction above 0 (docs/rules.md CTS 6). */
  eligibleForSupport: boolean;
  /** The claimant is 66 or over, so the national pension-age scheme applies (docs/rules.md CTS 2). */
  isPensionAge: boolean;
  weeklyReduction: number;
  monthlyReduction: number;
  annualReduction: number;
  /** Share of the council tax (after discounts) covered, to 1 decimal place, never above the scheme's maximum. */
  percentageReduction: number;
  remainingLiability: { weekly: number; monthly: number; annual: number };
  applicableAmount: number;
  /** Weekly income after disregards, tariff income included. */
  assessableIncome: number;
  excessIncome: number;
  /** The taper: the scheme's share of excess income, taken off the main reduction. */
  taperApplied: number;
  breakdown: CouncilTaxSupportBreakdown;
  secondAdultRebate: { eligible: boolean; weeklyAmount: number; betterThanMainCalculation: boolean };
  /** maxReduction and minimumPayment are percentages of the council tax. */
  localSchemeDetails: { schemeName: string; maxReduction: number; minimumPayment: number; specialProvisions: string[] };
  /** What the estimate rests on: which scheme, and that a council's own working-age scheme decides. */
  schemeNotice: string;
  /** Where to find your council's scheme and apply. */
  councilSchemeUrl: string;
  discountsApplied: string[];
  nextSteps: string[];
  applicationGuidance: string[];
  appealRights: string[];
  /** The docs/product.md §5 savings warning, and notes on the second adult rebate; never a second verdict. */
  warnings: string[];
  /** The one results alert of docs/product.md §2, following `eligibleForSupport`. */
  alert: string;
  /** The year's council tax after discounts: annualReduction + remainingLiability.annual. */
  annualCouncilTax: number;
  /** The month's council tax after discounts (annual ÷ 12): monthlyReduction + remainingLiability.monthly. */
  monthlyCouncilTax: number;
  /** Weekly council tax after discounts (annual ÷ 52), the base of every reduction: weeklyReduction + remainingLiability.weekly. */
  weeklyCouncilTax: number;
}

/** An income record of zeros, as ticking the partner box creates (docs/product.md §4). */
export function emptyCouncilTaxIncome(): CouncilTaxIncome {
  return { employment: 0, selfEmployment: 0, benefits: 0, pensions: 0, other: 0 };
}

/** A new other adult with the docs/product.md §3 defaults: age 25. */
export function defaultOtherAdult(): OtherAdultDetails {
  return { age: INPUT_DEFAULTS.councilTaxSupport.otherAdultAge, relationship: 'other', income: 0, isStudent: false, hasDisability: false };
}

/**
 * The docs/product.md §3 defaults: England, band A, £1,200 a year, claimant 30, no partner, children or
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

/** Ages when the number of children changes: that many entries of 5 (docs/product.md §4). */
export function defaultChildrenAges(dependentChildren: number): number[] {
  return Array.from({ length: wholeNumber(dependentChildren) }, () => INPUT_DEFAULTS.councilTaxSupport.childAge);
}

/** Where every council's scheme is found and claimed (GOV.UK's council search). */
export const COUNCIL_SCHEME_URL = 'https://www.gov.uk/apply-council-tax-reduction';

/** Weekly income of one person from all sources, in pence. */
function incomePence(value: unknown): number {
  const sources = objectOf(value);
  let pence = 0;
  for (const key of ['employment', 'selfEmployment', 'benefits', 'pensions', 'other'] as const) pence += wholePoundsToPence(sources[key]);
  return pence;
}

// ---------------------------------------------------------------------------------------------
// Rule 1: the bill

interface Bill {
  /** The year's council tax after the discount. */
  annualPence: number;
  monthlyPence: number;
  weeklyPence: number;
  lines: CalculationLine[];
}

/**
 * The council tax to pay (docs/rules.md CTS 1): the year's tax less 25% with the single person
 * discount, then ÷ 52 for the week. The discount is taken off the year's figure so that the year's
 * bill is exact; the weekly discount line is the difference of the two weekly figures.
 */
function councilTaxBill(annualTaxPence: number, hasSinglePersonDiscount: boolean, a: ResolvedRates, f: PeriodFactors): Bill {
  const discountId = 'council-tax-support.single-person-discount';
  const discountPercent = a[discountId];
  const annualDiscountPence = hasSinglePersonDiscount ? percentOfPence(annualTaxPence, discountPercent) : 0;
  const annualPence = annualTaxPence - annualDiscountPence;
  const grossWeeklyPence = convertPence(annualTaxPence, 'year', 'week', f);
  const weeklyPence = convertPence(annualPence, 'year', 'week', f);
  return {
    annualPence,
    monthlyPence: convertPence(annualPence, 'year', 'month', f),
    weeklyPence,
    lines: [
      line('Weekly council tax', grossWeeklyPence, true, 'general.weeks-per-year', `${formatMoney(annualTaxPence)} a year ÷ ${f.weeksPerYear} = ${formatMoney(grossWeeklyPence)}`),
      line(
        'Single person discount',
        grossWeeklyPence - weeklyPence,
        hasSinglePersonDiscount,
        discountId,
        hasSinglePersonDiscount
          ? `${discountPercent}% of ${formatMoney(annualTaxPence)} a year = ${formatMoney(annualDiscountPence)}; ${formatMoney(annualPence)} a year ÷ ${f.weeksPerYear} = ${formatMoney(weeklyPence)} a week`
          : 'Not included: not ticked',
      ),
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Rule 2: which scheme

interface Scheme {
  name: string;
  maxReductionId: CoreRateId;
  taperId: CoreRateId;
  /** The share everyone pays; null when the scheme has none (pension age). */
  minimumPaymentId: CoreRateId | null;
  specialProvisions: string[];
  appealRights: string[];
  notice: string;
}

const DECIDE = 'Your council should decide within about 14 days';
const LOOK_AGAIN = 'If you disagree, ask the council in writing to look again within one month';
const APPEALS: Record<CouncilTaxCountry, string[]> = {
  england: [DECIDE, LOOK_AGAIN, 'Then you can appeal to the Valuation Tribunal for England'],
  // Scotland has no Valuation Tribunal stage for reductions: reviews go to the council, then the Review Panel.
  scotland: [DECIDE, 'If you disagree, ask the council for a review within 2 months', 'Then you can apply to the Council Tax Reduction Review Panel'],
  wales: [DECIDE, LOOK_AGAIN, 'Then you can appeal to the Valuation Tribunal for Wales'],
};
const NATION: Record<CouncilTaxCountry, string> = { england: 'England', scotland: 'Scotland', wales: 'Wales' };

/** The working-age schemes of docs/product.md §9 (illustrative) and the national pension-age scheme (docs/rules.md CTS 2-3). */
function schemeFor(country: CouncilTaxCountry, isPensionAge: boolean, a: ResolvedRates): Scheme {
  if (isPensionAge) {
    return {
      name: `Council Tax Reduction for pension age (national scheme, ${NATION[country]})`,
      maxReductionId: 'council-tax-support.pension.max-reduction',
      taperId: 'council-tax-support.pension.taper',
      minimumPaymentId: null,
      specialProvisions: ['The same scheme in every council', 'It can cover your whole bill', 'The allowances are those of Pension Credit and Housing Benefit for pension age'],
      appealRights: APPEALS[country],
      notice: `You are of State Pension age, so the national pension-age scheme applies: it can cover up to ${a['council-tax-support.pension.max-reduction']}% of your bill and uses the official allowances of the tax year. Apply to your council: ${COUNCIL_SCHEME_URL}`,
    };
  }
  if (country === 'england') {
    return {
      name: 'Council Tax Support for working age (illustrative scheme, England)',
      maxReductionId: 'council-tax-support.scheme.england.max-reduction',
      taperId: 'council-tax-support.scheme.england.taper',
      minimumPaymentId: 'council-tax-support.scheme.england.minimum-payment',
      specialProvisions: [
        'Each council sets its own scheme for working-age people, so its figures may differ',
        'People of State Pension age get the national scheme, which can cover the whole bill',
      ],
      appealRights: APPEALS.england,
      notice: `Each council in England sets its own Council Tax Support scheme for people of working age, and your council’s scheme decides what you get. This estimate uses an illustrative scheme that covers up to ${a['council-tax-support.scheme.england.max-reduction']}% of the bill. Find your council’s scheme: ${COUNCIL_SCHEME_URL}`,
    };
  }
  const max = country === 'scotland' ? 'council-tax-support.scheme.scotland.max-reduction' : 'council-tax-support.scheme.wales.max-reduction';
  return {
    name: country === 'scotland' ? 'Council Tax Reduction (Scotland)' : 'Council Tax Reduction Scheme (Wales)',
    maxReductionId: max,
    taperId: country === 'scotland' ? 'council-tax-support.scheme.scotland.taper' : 'council-tax-support.scheme.wales.taper',
    minimumPaymentId: country === 'scotland' ? 'council-tax-support.scheme.scotland.minimum-payment' : 'council-tax-support.scheme.wales.minimum-payment',
    specialProvisions:
      country === 'scotland' ? ['One national scheme for every council', 'It can also reduce water and sewerage charges'] : ['One national scheme for every council'],
    appealRights: APPEALS[country],
    notice: `${NATION[country]} has one national scheme, which can cover up to ${a[max]}% of the bill. This estimate uses illustrative working-age allowances, so the scheme’s own figures may give a different amount. Apply to your council: ${COUNCIL_SCHEME_URL}`,
  };
}

/** The pension-age scheme applies from 66 (docs/rules.md CTS 2). */
function isPensionAgeClaimant(claimantAge: number, a: ResolvedRates): boolean {
  return claimantAge >= a['general.state-pension-age'];
}

/**
 * Whether the household keeps the pre-April 2021 pension-age allowance: as told, else when the
 * claimant or partner was 66 or over on 1 April 2021 (age ≥ 66 + the years since), as Housing Benefit.
 */
function reachedPensionAgeBefore2021(told: unknown, ages: readonly number[], year: TaxYear, a: ResolvedRates): boolean {
  if (typeof told === 'boolean') return told;
  // '2026-27' → 2026: the calendar year in which the tax year starts.
  const yearsSince = Number(year.slice(0, year.indexOf('-'))) - a['housing-benefit.personal-allowance.pension-split-year'];
  const threshold = a['general.state-pension-age'] + yearsSince;
  return ages.some((age) => age >= threshold);
}

// ---------------------------------------------------------------------------------------------
// Rule 3: the applicable amount

interface Household {
  hasPartner: boolean;
  claimantAge: number;
  partnerAge: number;
  numChildren: number;
  hasDisability: boolean;
  isCarer: boolean;
  hasSevereDisability: boolean;
  hasDisabledChild: boolean;
  keepsFamilyPremium: boolean;
  before2021: boolean;
}

/** A premium (or, with `isDisregard`, an income disregard): `because` says why it applies, `otherwise` why not. */
function premium(name: string, id: CoreRateId, qualifies: boolean, because: string, otherwise: string, a: ResolvedRates, isDisregard = false): CalculationLine {
  const pence = toPence(a[id]);
  const working = qualifies ? `${because}: ${formatMoney(pence)} a week${isDisregard ? ' of income is not counted' : ''}` : `Not included: ${otherwise}`;
  return line(name, pence, qualifies, id, working);
}

/** Allowances for the children: `count` × the scheme's child allowance. */
function childAllowance(count: number, id: CoreRateId, a: ResolvedRates): CalculationLine {
  const pence = toPence(a[id]);
  return line('Dependent children', count * pence, count > 0, id, count > 0 ? `${count} × ${formatMoney(pence)}` : 'Not included: no dependent children');
}

/** Working age, docs/product.md §9: single under 25 / 25+; couple both under 18 / otherwise. */
function workingAgePersonalAllowance(h: Household, a: ResolvedRates): CalculationLine {
  const adultAge = a['council-tax-support.applicable-amount.higher-rate-age'];
  const coupleAge = a['council-tax-support.applicable-amount.couple-adult-age'];
  const [id, who]: [CoreRateId, string] = h.hasPartner
    ? h.claimantAge < coupleAge && h.partnerAge < coupleAge
      ? ['council-tax-support.applicable-amount.couple-under-18', `Couple, both under ${coupleAge}`]
      : ['council-tax-support.applicable-amount.couple', 'Couple']
    : h.claimantAge < adultAge
      ? ['council-tax-support.applicable-amount.single-under-25', `Single, under ${adultAge}`]
      : ['council-tax-support.applicable-amount.single-25-plus', `Single, ${adultAge} or over`];
  const pence = toPence(a[id]);
  return line('Personal allowance', pence, true, id, `${who}, illustrative working-age scheme: ${formatMoney(pence)} a week`);
}

/** Working age, docs/product.md §9: child allowances, family, disability, severe disability and carer premiums. */
function workingAgePremiums(h: Household, a: ResolvedRates): CalculationLine[] {
  return [
    childAllowance(h.numChildren, 'council-tax-support.applicable-amount.dependent-child', a),
    premium('Family premium', 'council-tax-support.premium.family', h.numChildren > 0, 'You have a dependent child', 'no dependent children', a),
    premium('Disability premium', 'council-tax-support.premium.disability', h.hasDisability, 'You are disabled or get disability benefits', 'not ticked', a),
    premium(
      'Severe disability premium',
      'council-tax-support.premium.severe-disability',
      h.hasSevereDisability,
      'Severe mental impairment or a disability premium',
      'not ticked',
      a,
    ),
    premium('Carer premium', 'council-tax-support.premium.carer', h.isCarer, 'You are a carer', 'not ticked', a),
  ];
}

/** Pension age (Prescribed Requirements Sch 1, as HB(SPC) Regs Sch 3): single or couple, before or after April 2021. */
function pensionAgePersonalAllowance(h: Household, a: ResolvedRates): CalculationLine {
  const id: CoreRateId = h.hasPartner
    ? h.before2021
      ? 'housing-benefit.personal-allowance.pension-before-2021.couple'
      : 'general.pension-credit.guarantee.couple'
    : h.before2021
      ? 'housing-benefit.personal-allowance.pension-before-2021.single'
      : 'general.pension-credit.guarantee.single';
  const pence = toPence(a[id]);
  const who = `${h.hasPartner ? 'Couple' : 'Single'}, reached State Pension age ${h.before2021 ? 'before' : 'on or after'} 1 April ${a['housing-benefit.personal-allowance.pension-split-year']}`;
  return line('Personal allowance', pence, true, id, `${who}: ${formatMoney(pence)} a week`);
}

/**
 * Pension age premiums: no disability premium (the personal allowance already allows for age);
 * severe disability, disabled child and carer premiums; the family premium only for a claim made
 * before 1 May 2016.
 */
function pensionAgePremiums(h: Household, a: ResolvedRates): CalculationLine[] {
  const hasChildren = h.numChildren > 0;
  return [
    childAllowance(h.numChildren, 'housing-benefit.personal-allowance.child', a),
    premium(
      'Family premium',
      'housing-benefit.premium.family',
      hasChildren && h.keepsFamilyPremium,
      'Your claim began before 1 May 2016 and you have a child',
      hasChildren ? 'only for claims made before 1 May 2016' : 'no dependent children',
      a,
    ),
    premium(
      'Severe disability premium',
      'housing-benefit.premium.severe-disability.single',
      h.hasSevereDisability,
      'Severe mental impairment or a disability premium',
      'not ticked',
      a,
    ),
    premium('Disabled child premium', 'housing-benefit.premium.disabled-child', hasChildren && h.hasDisabledChild, 'A child who lives with you is disabled', 'not ticked', a),
    premium('Carer premium', 'housing-benefit.premium.carer', h.isCarer, 'You are a carer', 'not ticked', a),
  ];
}

// ---------------------------------------------------------------------------------------------
// Rule 4: income

interface Capital {
  lowerId: CoreRateId;
  stepId: CoreRateId;
  perStepId: CoreRateId;
}

const WORKING_AGE_CAPITAL: Capital = {
  lowerId: 'council-tax-support.capital.lower-limit',
  stepId: 'council-tax-support.capital.step',
  perStepId: 'council-tax-support.capital.income-per-step',
};
const PENSION_AGE_CAPITAL: Capital = {
  lowerId: 'council-tax-support.pension.capital.lower-limit',
  stepId: 'council-tax-support.pension.capital.step',
  perStepId: 'council-tax-support.pension.capital.income-per-step',
};

/** Tariff income: £1 a week for each band of savings, or part of one, above the lower limit (£250 above £6,000; pension age £500 above £10,000). */
function tariffIncome(savingsPence: number, isCounted: boolean, c: Capital, a: ResolvedRates): CalculationLine {
  const tariff = tariffIncomeFrom(isCounted ? savingsPence : 0, toPence(a[c.lowerId]), toPence(a[c.stepId]), toPence(a[c.perStepId]), formatMoney);
  return line('Tariff income from savings', tariff.pence, tariff.pence > 0, c.perStepId, tariff.working);
}

/** Disregards (docs/product.md §9): 5 (10 with a partner) when the claimant has earnings; 20 more if disabled and earning; 20 for a carer. */
function disregards(hasPartner: boolean, isEmployed: boolean, hasDisability: boolean, isCarer: boolean, a: ResolvedRates): CalculationLine[] {
  return [
    premium(
      'Earnings disregard',
      hasPartner ? 'council-tax-support.disregard.earnings-couple' : 'council-tax-support.disregard.earnings-single',
      isEmployed,
      `You have earnings${hasPartner ? ' and a partner' : ''}`,
      'no earnings from employment',
      a,
      true,
    ),
    premium(
      'Disability earnings disregard',
      'council-tax-support.disregard.disability-earnings',
      isEmployed && hasDisability,
      'You are disabled and have earnings',
      'for disabled people with earnings',
      a,
      true,
    ),
    premium('Carer disregard', 'council-tax-support.disregard.carer', isCarer, 'You are a carer', 'for carers', a, true),
  ];
}

/** The taper: the scheme's share of income above the applicable amount. */
function taperLine(assessablePence: number, applicablePence: number, taperId: CoreRateId, a: ResolvedRates): CalculationLine {
  const excessPence = Math.max(0, assessablePence - applicablePence);
  const percent = a[taperId];
  const pence = percentOfPence(excessPence, percent);
  return line(
    'Income taper',
    pence,
    pence > 0,
    taperId,
    excessPence > 0
      ? `${percent}% of income above the applicable amount: ${percent}% × (${formatMoney(assessablePence)} − ${formatMoney(applicablePence)}) = ${formatMoney(pence)}`
      : `Income of ${formatMoney(assessablePence)} is within the applicable amount of ${formatMoney(applicablePence)}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Rule 5: the reductions

/** The most the scheme covers: its maximum share of the weekly tax, never more than the tax. */
function maximumReductionPence(weeklyTaxPence: number, scheme: Scheme, a: ResolvedRates): number {
  return Math.min(weeklyTaxPence, percentOfPence(weeklyTaxPence, a[scheme.maxReductionId]));
}

/** Main reduction (docs/rules.md CTS 4): the maximum less the taper; none with savings over the limit, the maximum with Guarantee Credit. */
function mainReduction(
  weeklyTaxPence: number,
  maxPence: number,
  taper: CalculationLine,
  isOverLimit: boolean,
  getsGuaranteeCredit: boolean,
  upperPence: number,
  scheme: Scheme,
  a: ResolvedRates,
): CalculationLine {
  const percent = a[scheme.maxReductionId];
  const most = `${percent}% of ${formatMoney(weeklyTaxPence)} = ${formatMoney(maxPence)}`;
  if (getsGuaranteeCredit) return line('Main reduction', maxPence, maxPence > 0, scheme.maxReductionId, `${most}: you get Guarantee Credit, so the most the scheme allows`);
  if (isOverLimit) return line('Main reduction', 0, false, 'council-tax-support.capital.upper-limit', `None: savings over ${formatMoneyWithPence(upperPence)}`);
  const taperPence = toPence(taper.amount);
  const pence = Math.max(0, maxPence - taperPence);
  return line('Main reduction', pence, pence > 0, scheme.maxReductionId, `${most}, less the taper ${formatMoney(taperPence)} = ${formatMoney(pence)}`);
}

/** Second adult rebate bands, highest first: [income below, percent]. */
const REBATE_BANDS: ReadonlyArray<readonly [CoreRateId, CoreRateId]> = [
  ['council-tax-support.second-adult-rebate.band-1.income-below', 'council-tax-support.second-adult-rebate.band-1.percent'],
  ['council-tax-support.second-adult-rebate.band-2.income-below', 'council-tax-support.second-adult-rebate.band-2.percent'],
  ['council-tax-support.second-adult-rebate.band-3.income-below', 'council-tax-support.second-adult-rebate.band-3.percent'],
];

/** docs/product.md §9: other adults' income below 200 gives 25% of weekly tax, below 260 15%, below 320 7.5%. */
function secondAdultRebate(otherAdultIncomes: readonly number[], weeklyTaxPence: number, a: ResolvedRates): CalculationLine {
  const name = 'Second adult rebate';
  if (otherAdultIncomes.length === 0) return line(name, 0, false, null, 'Not included: no other adults');
  const totalPence = otherAdultIncomes.reduce((sum, p) => sum + p, 0);
  for (const [belowId, percentId] of REBATE_BANDS) {
    const belowPence = toPence(a[belowId]);
    if (totalPence < belowPence) {
      const percent = a[percentId];
      const pence = percentOfPence(weeklyTaxPence, percent);
      return line(
        name,
        pence,
        pence > 0,
        percentId,
        `Other adults’ income ${formatMoney(totalPence)} is below ${formatMoney(belowPence)}: ${percent}% of ${formatMoney(weeklyTaxPence)} = ${formatMoney(pence)}`,
      );
    }
  }
  return line(name, 0, false, REBATE_BANDS[REBATE_BANDS.length - 1]?.[0] ?? null, `Not included: other adults’ income ${formatMoney(totalPence)} is too high`);
}

// ---------------------------------------------------------------------------------------------
// Rule 6: the year and the month, adding up

interface Totals {
  annualReductionPence: number;
  annualRemainingPence: number;
  monthlyReductionPence: number;
  monthlyRemainingPence: number;
  lines: CalculationLine[];
}

/**
 * The year's reduction is the weekly × 52, never more than the year's bill (the weekly tax is
 * rounded to the penny, so 52 weeks of it can pass the bill by a few pence); what is left to pay
 * is the bill less it. Monthly figures are the year's ÷ 12, and what is left the month's bill less
 * the monthly reduction, so each pair adds up to its bill.
 */
function yearAndMonth(weeklyPence: number, bill: Bill, f: PeriodFactors): Totals {
  const timesWeeks = convertPence(weeklyPence, 'week', 'year', f);
  const annualReductionPence = Math.min(timesWeeks, bill.annualPence);
  const annualRemainingPence = bill.annualPence - annualReductionPence;
  const monthlyReductionPence = Math.min(convertPence(annualReductionPence, 'year', 'month', f), bill.monthlyPence);
  const capped = timesWeeks > bill.annualPence;
  return {
    annualReductionPence,
    annualRemainingPence,
    monthlyReductionPence,
    monthlyRemainingPence: bill.monthlyPence - monthlyReductionPence,
    lines: [
      line(
        'Reduction for the year',
        annualReductionPence,
        annualReductionPence > 0,
        'general.weeks-per-year',
        `${formatMoney(weeklyPence)} × ${f.weeksPerYear} = ${formatMoney(timesWeeks)}${capped ? `, which is more than the year’s bill, so ${formatMoney(bill.annualPence)}` : ''}`,
      ),
      line(
        'Left to pay for the year',
        annualRemainingPence,
        annualRemainingPence > 0,
        null,
        `${formatMoney(bill.annualPence)} − ${formatMoney(annualReductionPence)} = ${formatMoney(annualRemainingPence)}`,
      ),
    ],
  };
}

/**
 * The share of the bill covered, from the same rounded weekly figures, to 2 decimal places: the
 * scheme's maximum exactly when the reduction is that maximum, and never above it.
 */
function percentageCovered(weeklyPence: number, weeklyTaxPence: number, maxPence: number, maxPercent: number): number {
  if (weeklyTaxPence <= 0 || weeklyPence <= 0) return 0;
  if (weeklyPence >= maxPence) return maxPercent;
  // Hundredths of a percent, then ÷ 100.
  return Math.min(maxPercent, toPounds(Math.round((weeklyPence * 100 * 100) / weeklyTaxPence)));
}

// ---------------------------------------------------------------------------------------------

/**
 * Estimates Council Tax Support. Never throws: numbers are read as whole numbers ≥ 0
 * (docs/product.md §5), missing groups take the defaults of docs/product.md §3, an unknown country counts as England.
 * `rates` defaults to the table of `input.taxYear` (the year in force when absent).
 */
export function calculateCouncilTaxSupport(
  input?: DeepPartial<CouncilTaxSupportInput> | CouncilTaxSupportInput | null,
  rates: RatesTable = ratesFor(objectOf(input).taxYear),
): CouncilTaxSupportResult {
  const root = objectOf(input);
  const year = tableYear(rates);
  const a = resolveRates(rates);
  const f = periodFactors(a);
  const location = objectOf(root.location);
  const household = objectOf(root.household);
  const income = objectOf(root.income);
  const savings = objectOf(root.savings);
  const c = objectOf(root.circumstances);
  const property = objectOf(root.property);
  const defaults = INPUT_DEFAULTS.councilTaxSupport;
  const country: CouncilTaxCountry = location.country === 'scotland' || location.country === 'wales' ? location.country : 'england';

  const hasPartner = isTrue(household.hasPartner);
  const claimantAge = wholeNumber(orDefault(household.claimantAge, defaults.claimantAge));
  const partnerAge = wholeNumber(orDefault(household.partnerAge, defaults.claimantAge));
  const isPensionAge = isPensionAgeClaimant(claimantAge, a);
  const scheme = schemeFor(country, isPensionAge, a);
  const getsGuaranteeCredit = isPensionAge && isTrue(income.getsGuaranteeCredit);
  const h: Household = {
    hasPartner,
    claimantAge,
    partnerAge,
    numChildren: wholeNumber(household.dependentChildren),
    hasDisability: isTrue(c.hasDisability) || isTrue(c.receivesDisabilityBenefits),
    isCarer: isTrue(c.isCarer),
    hasSevereDisability: isTrue(c.isSevereMentalImpairment) || isTrue(c.hasDisabilityPremium),
    hasDisabledChild: isTrue(c.hasDisabledChild),
    keepsFamilyPremium: isTrue(household.claimBeforeMay2016),
    before2021: reachedPensionAgeBefore2021(household.reachedPensionAgeBeforeApril2021, hasPartner ? [claimantAge, partnerAge] : [claimantAge], year, a),
  };

  // Rule 1: the bill.
  const hasSinglePersonDiscount = isTrue(property.hasSinglePersonDiscount);
  const bill = councilTaxBill(wholePoundsToPence(orDefault(location.annualCouncilTax, defaults.annualCouncilTax)), hasSinglePersonDiscount, a, f);
  const weeklyTaxPence = bill.weeklyPence;

  // Rule 3: the applicable amount.
  const personalLine = isPensionAge ? pensionAgePersonalAllowance(h, a) : workingAgePersonalAllowance(h, a);
  const premiumLines = isPensionAge ? pensionAgePremiums(h, a) : workingAgePremiums(h, a);
  const applicablePence = sumPence([personalLine, ...premiumLines]);

  // Rule 4: income, disregards, tariff income; Guarantee Credit counts income as nil.
  // Capital that exceeds the upper limit ends the main reduction (CTR Prescribed Requirements
  // Sch 1 para 11; HB Regs reg 43): exactly £16,000 is within it. Savings keep their pence so
  // £16,000.01 is over; `hasOver16000` says the same thing ("over", never "at").
  const upperPence = toPence(a['council-tax-support.capital.upper-limit']);
  const savingsPence = moneyToPence(savings.totalSavings);
  const isOverLimit = !getsGuaranteeCredit && (isTrue(savings.hasOver16000) || savingsPence > upperPence);
  const claimantIncomePence = incomePence(income.claimantIncome);
  const partnerIncomePence = hasPartner ? incomePence(income.partnerIncome) : 0;
  const incomeLines = [line('Your income', claimantIncomePence, claimantIncomePence > 0, null, `${formatMoney(claimantIncomePence)} a week from all sources`)];
  if (hasPartner) incomeLines.push(line('Partner’s income', partnerIncomePence, partnerIncomePence > 0, null, `${formatMoney(partnerIncomePence)} a week from all sources`));
  const tariff = tariffIncome(savingsPence, !isOverLimit && !getsGuaranteeCredit, isPensionAge ? PENSION_AGE_CAPITAL : WORKING_AGE_CAPITAL, a);
  incomeLines.push(tariff);
  const isEmployed = wholePoundsToPence(objectOf(income.claimantIncome).employment) > 0;
  const disregardLines = disregards(hasPartner, isEmployed, h.hasDisability, h.isCarer, a);
  // Disregards come off income, never off tariff income from savings.
  const assessablePence = getsGuaranteeCredit ? 0 : Math.max(0, claimantIncomePence + partnerIncomePence - sumPence(disregardLines)) + toPence(tariff.amount);
  const taper = taperLine(assessablePence, applicablePence, scheme.taperId, a);

  // Rule 5: the reductions; the larger is used.
  const maxPence = maximumReductionPence(weeklyTaxPence, scheme, a);
  const main = mainReduction(weeklyTaxPence, maxPence, taper, isOverLimit, getsGuaranteeCredit, upperPence, scheme, a);
  const mainPence = toPence(main.amount);
  const rebate = secondAdultRebate(
    listOf(household.otherAdultsDetails).map((adult) => wholePoundsToPence(objectOf(adult).income)),
    weeklyTaxPence,
    a,
  );
  const rebatePence = toPence(rebate.amount);
  const weeklyPence = Math.max(mainPence, rebatePence);
  const usesRebate = rebatePence > mainPence;
  const isEligible = weeklyPence > 0;

  // Rule 6: the year and the month.
  const totals = yearAndMonth(weeklyPence, bill, f);
  const maxPercent = a[scheme.maxReductionId];

  const warnings: string[] = [];
  if (isOverLimit) {
    warnings.push(
      `You may not be eligible for Council Tax Support with savings over ${formatMoneyWithPence(upperPence)}` +
        (usesRebate
          ? `. The ${formatMoneyWithPence(rebatePence)} a week shown is the second adult rebate, which depends on the income of the other adults, not on your savings.`
          : ''),
    );
  }
  const rebateMayBeMissing = !isPensionAge && country === 'england';
  if (rebateMayBeMissing && usesRebate) {
    warnings.push(`This estimate is the second adult rebate of ${formatMoneyWithPence(rebatePence)} a week. Your council’s own scheme may not include it: check its scheme.`);
  }

  const council = typeof location.localAuthority === 'string' && location.localAuthority.trim() ? location.localAuthority.trim() : 'your council';
  const nextSteps = isEligible
    ? [
        `Apply to ${council} now: support usually starts from when you apply. Find your council at ${COUNCIL_SCHEME_URL}`,
        'Have your council tax bill, proof of income and savings details ready',
      ]
    : [`Schemes differ, so check with your council: ${COUNCIL_SCHEME_URL}`, 'Ask about discounts such as the single person discount'];
  if (isPensionAge && !getsGuaranteeCredit)
    nextSteps.push(
      `Check whether you can get Pension Credit: call the Pension Credit claim line on ${PENSION_CREDIT_LINE.number}. With its guarantee part the reduction can cover your whole bill`,
    );
  if (isTrue(property.hasDisabilityAdaptations)) nextSteps.push('An adapted home may get the Disabled Band Reduction: ask your council');
  if (isTrue(property.isStudentProperty)) nextSteps.push('A home where everyone is a full-time student is exempt from council tax');
  nextSteps.push(`For free, independent advice call Citizens Advice on ${ADVICELINE.number}`);

  const specialProvisions = [...scheme.specialProvisions];
  if (rebateMayBeMissing) specialProvisions.push('Your council’s scheme may not include the second adult rebate');

  return {
    taxYear: year,
    eligibleForSupport: isEligible,
    isPensionAge,
    weeklyReduction: toPounds(weeklyPence),
    monthlyReduction: toPounds(totals.monthlyReductionPence),
    annualReduction: toPounds(totals.annualReductionPence),
    percentageReduction: percentageCovered(weeklyPence, weeklyTaxPence, maxPence, maxPercent),
    remainingLiability: {
      weekly: toPounds(weeklyTaxPence - weeklyPence),
      monthly: toPounds(totals.monthlyRemainingPence),
      annual: toPounds(totals.annualRemainingPence),
    },
    applicableAmount: toPounds(applicablePence),
    assessableIncome: toPounds(assessablePence),
    excessIncome: toPounds(Math.max(0, assessablePence - applicablePence)),
    taperApplied: taper.amount,
    breakdown: {
      councilTax: bill.lines,
      personalAllowance: personalLine,
      premiums: premiumLines,
      income: incomeLines,
      disregards: disregardLines,
      taper,
      reductions: [main, rebate],
      annual: totals.lines,
    },
    secondAdultRebate: { eligible: rebatePence > 0, weeklyAmount: rebate.amount, betterThanMainCalculation: usesRebate },
    localSchemeDetails: { schemeName: scheme.name, maxReduction: maxPercent, minimumPayment: scheme.minimumPaymentId ? a[scheme.minimumPaymentId] : 0, specialProvisions },
    schemeNotice: scheme.notice,
    councilSchemeUrl: COUNCIL_SCHEME_URL,
    discountsApplied: hasSinglePersonDiscount ? [`Single person discount (${a['council-tax-support.single-person-discount']}%)`] : [],
    nextSteps,
    applicationGuidance: [
      `Apply online through your council: ${COUNCIL_SCHEME_URL}`,
      'Or ask your council for a paper form',
      'Tell the council straight away if your income or household changes',
    ],
    appealRights: [...scheme.appealRights],
    warnings,
    alert: isEligible ? 'You may be eligible for Council Tax Support' : 'Based on your circumstances, you may not be eligible for Council Tax Support',
    annualCouncilTax: toPounds(bill.annualPence),
    monthlyCouncilTax: toPounds(bill.monthlyPence),
    weeklyCouncilTax: toPounds(weeklyTaxPence),
  };
}
