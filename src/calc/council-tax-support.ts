/**
 * Council Tax Support, each nation's scheme (docs/product.md §3 and §9; docs/rules.md CTS 1-7).
 *
 * 1. The bill: council tax reduction is worked out per day (Council Tax Reduction Schemes
 *    (Prescribed Requirements) (England) Regulations 2012 (SI 2012/2885) Sch 1 para 9; Council
 *    Tax Reduction Schemes and Prescribed Requirements (Wales) Regulations 2013 (WSI 2013/3029);
 *    Council Tax Reduction (Scotland) Regulations 2021 (SSI 2021/249) reg 79): the year's tax,
 *    pence kept, less the 25% single person discount, ÷ the days in the financial year × 7.
 * 2. The scheme (`schemeFor`): England at pension age, the national scheme of SI 2012/2885; England
 *    at working age, the council's own scheme, for which the illustrative scheme of docs/rules.md
 *    CTS 3 stands in; Wales, its national scheme at every age (WSI 2013/3029); Scotland, its
 *    national schemes (SSI 2021/249 at working age, the Council Tax Reduction (State Pension
 *    Credit) (Scotland) Regulations 2012, SSI 2012/319, at pension age). Pension age: the claimant
 *    has reached State Pension age and neither they nor a partner gets Universal Credit
 *    (SI 2012/2885 reg 3).
 * 3. Applicable amount: the scheme's personal allowance, child amounts and premiums, each only
 *    with the benefit its schedule names (the severe disability premium also with no other adult
 *    at home and no one paid Carer's Allowance for looking after you).
 * 4. Income: earnings less one disregard (the highest that applies, only off earnings), pensions,
 *    counted benefits, other income and tariff income from savings; Child Benefit, PIP, DLA,
 *    Attendance Allowance, child maintenance and Housing Benefit never count.
 * 5. Main reduction = max(0, weekly tax × the scheme's maximum − non-dependant deductions − 20% of
 *    income above the applicable amount); none with savings over £16,000.
 * 6. The second adult rebate (England at pension age, SI 2012/2885 Sch 3; Scotland, SSI 2021/249
 *    Sch 2 and SSI 2012/319 Sch 5), for a claimant with no partner; the larger is paid.
 * 7. The year, by the day: the weekly reduction before rounding ÷ 7 × 365, rounded once, or the
 *    whole year's tax when the reduction is the whole tax; the month is the year's ÷ 12.
 *
 * Each rule is a named function returning its line of working. Figures derived from one another
 * are derived from the rounded figure, so they add up to the penny: annual reduction + annual
 * left to pay = the year's bill. What the engine says (line names, working, warnings, next steps)
 * is messages, ids with their values (src/calc/message.ts), whose English is
 * src/i18n/en/council-tax-support-engine.ts.
 */

import { INPUT_DEFAULTS, ratesFor, resolveRates, startYearOf, tableYear, type CoreRateId, type RatesTable, type ResolvedRates, type TaxYear } from './rates';
import { convertPence, dividePence, moneyToPence, percentOfPence, periodFactors, toPence, toPounds, type PeriodFactors } from './money';
import { longDate, money, moneyWithPence, msg, type Message } from './message';
import type { UkNation } from './nations';
import { merged, isTrue, line, listOf, objectOf, orDefault, sumPence, wholeNumber, type CalculationLine, type DeepPartial } from './types';
import { ADVICELINE, PENSION_CREDIT_LINE } from './helplines';
import { tariffIncome as tariffIncomeFrom } from './tariff-income';
import { bandOf, type NonDependantBands } from './non-dependants';
import { defaultReachedStatePensionAge, isStatePensionAgeAsked, isStatePensionAgeUnanswered, reachedPensionAgeBeforeApril2021 } from './pension-age';
import { COUNCIL_SCHEME_URL } from './council-tax-support-questions';
import { BAND_NINTHS, CHILD_UNDER_AGE, type ClaimantClass, type HouseholdType, type LocalCapital, type LocalRoute, type LocalScheme } from './council-tax-support-local/model';

// The answers of a new calculation are apart from the engine (council-tax-support-questions.ts).
export { COUNCIL_SCHEME_URL, defaultChildrenAges, defaultCouncilTaxSupportInput, defaultOtherAdult, emptyCouncilTaxIncome } from './council-tax-support-questions';

/** The three nations with a scheme in the calculator (docs/product.md §1). */
export type CouncilTaxCountry = 'england' | 'scotland' | 'wales';

/** Council tax valuation band (docs/product.md §3). */
export type CouncilTaxBand = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H';

/** Weekly income by source in pounds, pence kept (docs/product.md §3). */
export interface CouncilTaxIncome {
  employment: number;
  selfEmployment: number;
  benefits: number;
  pensions: number;
  other: number;
}

/** Another adult in the home (docs/product.md §3). Income is their gross weekly income. */
export interface OtherAdultDetails {
  age: number;
  relationship: 'lodger' | 'adult-child' | 'relative' | 'friend' | 'other';
  income: number;
  isStudent: boolean;
  hasDisability: boolean;
  /**
   * Gets Pension Credit, income support, income-based JSA or income-related ESA: no deduction, and
   * the 25% second adult rebate where every second adult gets one. Saved calculations from before
   * the Universal Credit answer was asked apart may mean Universal Credit too. Default false.
   */
  getsQualifyingBenefit?: boolean;
  /**
   * Gets Universal Credit with no earnings: no deduction in every scheme; for the second adult
   * rebate a qualifying benefit in Scotland (SSI 2021/249 Sch 2) but not in England, where their
   * income is counted (SI 2012/2885 Sch 3 para 1). Default false.
   */
  getsUniversalCreditNoEarnings?: boolean;
  /**
   * Gets Attendance Allowance, DLA care at the middle or highest rate, PIP or Adult Disability
   * Payment daily living, or Armed Forces Independence Payment, or is registered blind: they do not
   * stop the severe disability premium (SI 2012/2885 Sch 1 para 6(6)). Default false.
   */
  getsCareBenefitOrBlind?: boolean;
}

/** Council Tax Support input (docs/product.md §3), field names unchanged. Money keeps its pence. */
export interface CouncilTaxSupportInput {
  /** The tax year whose figures are used (default: the year in force). */
  taxYear?: TaxYear;
  /**
   * Where you live: a nation with a scheme, or Northern Ireland, which has domestic rates instead of
   * council tax; the form then explains the help with rates and works nothing out (docs/rules.md
   * "Northern Ireland" 3).
   */
  location: {
    country: UkNation;
    /** The council's name (chosen from the list, or typed in an older saved calculation); '' when not given. */
    localAuthority: string;
    /**
     * ONS GSS code of the billing authority, set with `localAuthority` when the council is chosen
     * from the list: in England at working age its own scheme is used when one is built in for the
     * year (docs/rules.md CTS 2).
     */
    councilCode?: string;
    postcode: string;
    councilTaxBand: CouncilTaxBand;
    annualCouncilTax: number;
  };
  household: {
    claimantAge: number;
    hasPartner: boolean;
    partnerAge: number;
    dependentChildren: number;
    childrenAges: number[];
    otherAdults: number;
    otherAdultsDetails: OtherAdultDetails[];
    /** You have reached State Pension age: read at 66 only (the form asks it there); under 66 no, from 67 (general.state-pension-age.highest) yes. Default false. */
    reachedStatePensionAge?: boolean;
    /** You or your partner get Universal Credit, which puts a pensioner on the working-age scheme. Default false. */
    getsUniversalCredit?: boolean;
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
    /** Weekly Child Benefit, PIP, DLA, Attendance Allowance, child maintenance or Housing Benefit: never counted. Default 0. */
    notCountedIncome?: number;
  };
  /** Savings in pounds, pence kept, so £16,000.01 is over the limit. `hasOver16000`: savings over the upper limit, never "at" it. */
  savings: { totalSavings: number; hasOver16000: boolean };
  circumstances: {
    isStudent: boolean;
    hasDisability: boolean;
    isCarer: boolean;
    hasDisabledChild: boolean;
    /** Kept for saved calculations: a council tax discount matter, it adds no premium. */
    isSevereMentalImpairment: boolean;
    /** Kept for saved calculations ("another benefit includes a disability premium"): it adds no premium. */
    hasDisabilityPremium: boolean;
    /**
     * You or your partner get Attendance Allowance, DLA care or PIP daily living: no non-dependant
     * deductions; at working age the disability premium, and the £20 earnings disregard.
     */
    receivesDisabilityBenefits: boolean;
    /** You or your partner are registered blind: no non-dependant deductions; the disability premium and the £20 disregard as above. Default false. */
    isRegisteredBlind?: boolean;
    /** You or your partner get only the mobility part of DLA or PIP: the disability premium at working age and the £20 disregard. Default false. */
    getsMobilityPartOnly?: boolean;
    /**
     * You get Attendance Allowance, DLA care at the middle or highest rate, PIP or Adult Disability
     * Payment daily living, or Armed Forces Independence Payment: the severe disability premium's
     * benefit (SI 2012/2885 Sch 1 para 6; WSI 2013/3029; SSI 2021/249 and SSI 2012/319 Sch 1). Default false.
     */
    getsSevereDisabilityBenefit?: boolean;
    /** Your partner gets one of the benefits of `getsSevereDisabilityBenefit`. Default false. */
    partnerGetsSevereDisabilityBenefit?: boolean;
    /** Your partner, who gets none of those benefits, is registered blind: you are then treated as having no partner for the severe disability premium (para 6(3)). Default false. */
    partnerIsBlind?: boolean;
    /** Someone gets Carer's Allowance, Carer Support Payment or Universal Credit's carer element for looking after you. Default false. */
    carerPaidForYou?: boolean;
    /** The same for your partner. Default false. */
    carerPaidForPartner?: boolean;
    /**
     * You or your partner get DLA care at the highest rate, the enhanced rate of PIP or Adult
     * Disability Payment daily living, or Armed Forces Independence Payment: the enhanced disability
     * premium of the Welsh and Scottish working-age schemes (WSI 2013/3029 Sch 7; SSI 2021/249 Sch 1). Default false.
     */
    getsEnhancedDisabilityBenefit?: boolean;
    /** A disabled child gets DLA care at the highest rate or the enhanced rate of PIP daily living: the enhanced disability premium for a child. Default false. */
    childGetsEnhancedRate?: boolean;
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
  /** The year's council tax, the single person discount, and the weekly tax (daily × 7). */
  councilTax: CalculationLine[];
  personalAllowance: CalculationLine;
  /** Child amounts and the premiums of the scheme. */
  premiums: CalculationLine[];
  /** Claimant's and partner's income, what is never counted, and tariff income from savings. */
  income: CalculationLine[];
  /** The one earnings disregard. */
  disregards: CalculationLine[];
  /** One deduction for each other adult of 18 or over. */
  nonDependants: CalculationLine[];
  taper: CalculationLine;
  /** The main reduction and the second adult rebate; the larger is used. */
  reductions: CalculationLine[];
  /** The reduction for the year, and the year's bill less it. */
  annual: CalculationLine[];
}

/** Which scheme the result used, and why (docs/rules.md CTS 2). */
export interface CouncilTaxScheme {
  country: CouncilTaxCountry;
  isPensionAge: boolean;
  /** A nation's own scheme (England at pension age, Wales, Scotland); false for England's illustrative working-age scheme. */
  isNational: boolean;
  /** Wales: the national scheme for working age. */
  name: Message;
  /** Why this scheme applies. */
  why: Message;
}

/** Council Tax Support result (docs/product.md §3) plus the working. */
export interface CouncilTaxSupportResult {
  /** The tax year whose figures were used. */
  taxYear: TaxYear;
  /** Weekly reduction above 0 (docs/rules.md CTS 7). */
  eligibleForSupport: boolean;
  /** The pension-age scheme applies (docs/rules.md CTS 2). */
  isPensionAge: boolean;
  scheme: CouncilTaxScheme;
  weeklyReduction: number;
  monthlyReduction: number;
  annualReduction: number;
  /** The reduction is the whole tax: nothing left to pay. */
  fullReduction: boolean;
  /** Share of the council tax (after discounts) covered, to 2 decimal places, never above the scheme's maximum. */
  percentageReduction: number;
  remainingLiability: { weekly: number; monthly: number; annual: number };
  applicableAmount: number;
  /** Weekly income after the disregard, tariff income included. */
  assessableIncome: number;
  excessIncome: number;
  /** The taper: the scheme's share of excess income, taken off the main reduction. */
  taperApplied: number;
  /** The non-dependant deductions together, a week. */
  nonDependantDeductions: number;
  breakdown: CouncilTaxSupportBreakdown;
  /** The rebate's share of the tax (0 when none) and whether it is paid instead of the main reduction. */
  secondAdultRebate: { eligible: boolean; weeklyAmount: number; percent: number; betterThanMainCalculation: boolean };
  /** maxReduction and minimumPayment are percentages of the council tax. */
  localSchemeDetails: { schemeName: Message; maxReduction: number; minimumPayment: number; specialProvisions: Message[] };
  /**
   * The council's own working-age scheme the result used (England, working age, a council with a
   * built-in scheme for the year), with the document it cites; null otherwise.
   */
  localScheme: { code: string; council: string; years: string[]; title: string; url: string; date: string; summary: Message } | null;
  /** What the estimate rests on: which scheme, and that a council's own working-age scheme decides. */
  schemeNotice: Message;
  /** Where to find your council's scheme and apply. */
  councilSchemeUrl: string;
  discountsApplied: Message[];
  nextSteps: Message[];
  applicationGuidance: Message[];
  appealRights: Message[];
  /** The docs/product.md §5 savings warning, and notes on the second adult rebate; never a second verdict. */
  warnings: Message[];
  /** The one results alert of docs/product.md §2, following `eligibleForSupport`. */
  alert: Message;
  /** The year's council tax after discounts: annualReduction + remainingLiability.annual. */
  annualCouncilTax: number;
  /** The month's council tax after discounts (annual ÷ 12): monthlyReduction + remainingLiability.monthly. */
  monthlyCouncilTax: number;
  /** Weekly council tax after discounts (annual ÷ days × 7), the base of every reduction: weeklyReduction + remainingLiability.weekly. */
  weeklyCouncilTax: number;
}

/** '2025-26' → '2025/26'. */
function yearLabel(year: TaxYear): string {
  return year.replace('-', '/');
}

/** '2026-27' → 2026: the calendar year in which the tax year starts. */
function firstCalendarYear(year: TaxYear): number {
  return startYearOf(year);
}

/** Weekly income of one person, in pence: earnings (employed and self-employed) and the rest. */
function incomeOf(value: unknown): { earningsPence: number; otherPence: number } {
  const s = objectOf(value);
  return {
    earningsPence: moneyToPence(s.employment) + moneyToPence(s.selfEmployment),
    otherPence: moneyToPence(s.benefits) + moneyToPence(s.pensions) + moneyToPence(s.other),
  };
}

// ---------------------------------------------------------------------------------------------
// Rule 1: the bill, per day

interface Bill {
  /** The year's council tax after the discount. */
  annualPence: number;
  monthlyPence: number;
  weeklyPence: number;
  lines: CalculationLine[];
}

/**
 * The council tax to pay (docs/rules.md CTS 1): the year's tax less 25% with the single person
 * discount (Local Government Finance Act 1992 s11), ÷ the days in the financial year × 7, as a
 * council's letter works it (SI 2012/2885 Sch 1 para 9: the reduction "in respect of a day").
 */
function councilTaxBill(annualTaxPence: number, hasSinglePersonDiscount: boolean, amounts: ResolvedRates, f: PeriodFactors): Bill {
  const discountId = 'council-tax-support.single-person-discount';
  const discountPercent = amounts[discountId];
  const days = amounts['council-tax-support.days-in-year'];
  const annualDiscountPence = hasSinglePersonDiscount ? percentOfPence(annualTaxPence, discountPercent) : 0;
  const annualPence = annualTaxPence - annualDiscountPence;
  const daysPerWeek = amounts['council-tax-support.days-in-week'];
  const weeklyPence = dividePence(annualPence * daysPerWeek, days);
  return {
    annualPence,
    monthlyPence: convertPence(annualPence, 'year', 'month', f),
    weeklyPence,
    lines: [
      line(
        msg('cts.line.singlePersonDiscount'),
        annualDiscountPence,
        hasSinglePersonDiscount,
        discountId,
        hasSinglePersonDiscount
          ? msg('cts.discount', { percent: discountPercent, tax: money(annualTaxPence), discount: money(annualDiscountPence), annual: money(annualPence) })
          : msg('cts.notIncluded.notTicked'),
      ),
      line(
        msg('cts.line.weeklyTax'),
        weeklyPence,
        true,
        'council-tax-support.days-in-year',
        msg('cts.weeklyTax', { annual: money(annualPence), days, perWeek: daysPerWeek, weekly: money(weeklyPence) }),
      ),
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Rule 2: the scheme

/** A scheme's tariff income from savings: £1 a week for each band, or part of one, above the lower limit. */
interface Capital {
  lowerId: CoreRateId;
  stepId: CoreRateId;
  perStepId: CoreRateId;
}

/** Personal allowances: pension age by when State Pension age was reached, working age by age. */
type Allowances =
  | { kind: 'pension'; single: CoreRateId; couple: CoreRateId; singleBefore2021: CoreRateId; coupleBefore2021: CoreRateId }
  | {
      kind: 'working';
      singleUnder25: CoreRateId;
      single25Plus: CoreRateId;
      couple: CoreRateId;
      coupleUnder18: CoreRateId | null;
      adultAgeId: CoreRateId;
      loneParentGets25Plus: boolean;
    };

/** Everything that differs between the schemes; the rule functions below work any of them. */
export interface SchemeParameters extends CouncilTaxScheme {
  taxYear: TaxYear;
  maxReductionId: CoreRateId;
  taperId: CoreRateId;
  /** The share everyone pays; null when the scheme has none. */
  minimumPaymentId: CoreRateId | null;
  allowances: Allowances;
  childId: CoreRateId;
  /** The family premium, and whether only a claim made before 1 May 2016 keeps it; null when the scheme has none. */
  familyPremium: { id: CoreRateId; onlyBeforeMay2016: boolean } | null;
  /** Disability premium single and couple rates; null at pension age. */
  disabilityPremium: { single: CoreRateId; couple: CoreRateId } | null;
  severeDisabilityId: CoreRateId;
  /** The severe disability premium when both partners qualify and no one is paid to care for either; null when the scheme has one figure. */
  severeDisabilityCoupleId: CoreRateId | null;
  /** The enhanced disability premium for you or your partner; null where the scheme has none (pension age, England's illustrative scheme). */
  enhancedDisability: { single: CoreRateId; couple: CoreRateId } | null;
  /** The enhanced disability premium for a child; null where the scheme has none. */
  enhancedChildId: CoreRateId | null;
  disabledChildId: CoreRateId | null;
  carerId: CoreRateId;
  capital: Capital;
  nonDependants: NonDependantBands;
  /** Where the non-dependant table comes from, for the working: Wales. */
  nonDependantTable: Message;
  /**
   * The second adult rebate's thresholds, and whether Universal Credit without earnings is one of
   * its qualifying benefits (Scotland's list has it, SSI 2021/249 Sch 2; England's does not,
   * SI 2012/2885 Sch 3 para 1), or null where the scheme has none.
   */
  rebate: {
    lowerId: CoreRateId;
    higherId: CoreRateId;
    yearId: CoreRateId;
    universalCreditQualifies: boolean;
    /** A council's own thresholds, when its working-age scheme has the rebate (the percentages stay the national ones). */
    local?: { lowerPence: number; higherPence: number };
  } | null;
  specialProvisions: Message[];
  appealRights: Message[];
}

const DECIDE = msg('cts.appeal.decide');
const LOOK_AGAIN = msg('cts.appeal.lookAgain');
const APPEALS: Record<CouncilTaxCountry, Message[]> = {
  england: [DECIDE, LOOK_AGAIN, msg('cts.appeal.tribunalEngland')],
  // Scotland has no Valuation Tribunal stage for reductions: reviews go to the council, then the Review Panel.
  scotland: [DECIDE, msg('cts.appeal.reviewScotland'), msg('cts.appeal.reviewPanel')],
  wales: [DECIDE, LOOK_AGAIN, msg('cts.appeal.tribunalWales')],
};

/** The names of Wales's and Scotland's national schemes at each age, and why each applies. */
const NATIONAL_SCHEMES = {
  wales: {
    working: { name: msg('cts.scheme.walesWorking'), why: msg('cts.why.walesWorking') },
    pension: { name: msg('cts.scheme.walesPension'), why: msg('cts.why.walesPension') },
  },
  scotland: {
    working: { name: msg('cts.scheme.scotlandWorking'), why: msg('cts.why.scotlandWorking') },
    pension: { name: msg('cts.scheme.scotlandPension'), why: msg('cts.why.scotlandPension') },
  },
} as const;

/**
 * Capital and tariff income are Housing Benefit's (HB Regs reg 52, HB(SPC) Regs reg 29), which
 * SI 2012/2885 Sch 1, WSI 2013/3029 and SSI 2021/249 set at the same amounts.
 */
/** The pension-age personal allowances: Housing Benefit's pension-age figures (HB(SPC) Regs Sch 3), which SI 2012/2885 Sch 1 sets too. */
const PENSION_ALLOWANCES: Allowances = {
  kind: 'pension',
  single: 'general.pension-credit.guarantee.single',
  couple: 'general.pension-credit.guarantee.couple',
  singleBefore2021: 'housing-benefit.personal-allowance.pension-before-2021.single',
  coupleBefore2021: 'housing-benefit.personal-allowance.pension-before-2021.couple',
};
const PENSION_CAPITAL: Capital = {
  lowerId: 'housing-benefit.capital.pension.lower-limit',
  stepId: 'housing-benefit.capital.pension.step',
  perStepId: 'housing-benefit.capital.income-per-step',
};
const WORKING_CAPITAL: Capital = {
  lowerId: 'housing-benefit.capital.lower-limit',
  stepId: 'housing-benefit.capital.step',
  perStepId: 'housing-benefit.capital.income-per-step',
};
/** A four-band non-dependant table of a scheme (rates `council-tax-support.non-dependant.<table>.band-*`). */
function fourBands(table: 'england-pension' | 'wales' | 'scotland'): NonDependantBands {
  const p = `council-tax-support.non-dependant.${table}` as const;
  return [
    [`${p}.band-1.deduction`, null],
    [`${p}.band-2.deduction`, `${p}.band-2.income-from`],
    [`${p}.band-3.deduction`, `${p}.band-3.income-from`],
    [`${p}.band-4.deduction`, `${p}.band-4.income-from`],
  ];
}
const ENGLAND_ND = fourBands('england-pension');
const WALES_ND = fourBands('wales');
const SCOTLAND_ND = fourBands('scotland');

/**
 * The Housing Benefit premiums the Welsh and Scottish working-age schemes set at the same amounts
 * (WSI 2013/3029 Sch 7; SSI 2021/249 Sch 1; RATES "Council Tax Reduction"): disability, severe
 * disability, enhanced disability (you, your partner or a child), disabled child and carer.
 */
const HB_WORKING_PREMIUMS = {
  disabilityPremium: { single: 'housing-benefit.premium.disability.single', couple: 'housing-benefit.premium.disability.couple' },
  severeDisabilityId: 'housing-benefit.premium.severe-disability.single',
  severeDisabilityCoupleId: 'housing-benefit.premium.severe-disability.couple',
  enhancedDisability: { single: 'housing-benefit.premium.enhanced-disability.single', couple: 'housing-benefit.premium.enhanced-disability.couple' },
  enhancedChildId: 'housing-benefit.premium.enhanced-disability.child',
  disabledChildId: 'housing-benefit.premium.disabled-child',
  carerId: 'housing-benefit.premium.carer',
} as const;
/**
 * The pension-age premiums: HB(SPC) Regs Sch 3, which SI 2012/2885 Sch 2 and SSI 2012/319 Sch 1
 * set too: no disability premium; the enhanced disability premium only for a child or young person
 * of the family, never for the applicant or partner at pension age. SSI 2012/319 Sch 1 para 8(1)
 * pays it only where the benefit is paid "in respect of a child or young person who is a member of
 * the applicant's family"; SI 2012/2885 Sch 2 Part 4 para (2) has one enhanced disability premium
 * amount, the child's (£26.60 before April 2021, SI 2021/29 reg 7(5)(c)), and no single or couple rate
 * as the working-age schemes have (WSI 2013/3029 Sch 7, SSI 2021/249 Sch 1 para 14). So
 * `enhancedDisability` is null at pension age in every nation (WSI 2013/3029 Sch 2 for Wales, whose
 * pension-age premiums are Housing Benefit's, as above): an adult's highest-rate care benefit adds
 * nothing, and the form does not ask it.
 */
const HB_PENSION_PREMIUMS = {
  disabilityPremium: null,
  severeDisabilityId: 'housing-benefit.premium.severe-disability.single',
  severeDisabilityCoupleId: 'housing-benefit.premium.severe-disability.couple',
  enhancedDisability: null,
  enhancedChildId: 'housing-benefit.premium.enhanced-disability.child',
  disabledChildId: 'housing-benefit.premium.disabled-child',
  carerId: 'housing-benefit.premium.carer',
} as const;

/**
 * The scheme of a nation and age in a tax year (docs/rules.md CTS 2-3, 5-6): its figures' rate
 * ids, its non-dependant table, its second adult rebate or none, and whether it is a national
 * scheme or the illustrative one.
 */
export function schemeFor(country: CouncilTaxCountry, isPensionAge: boolean, taxYear: TaxYear): SchemeParameters {
  // Each of the few schemes is built once and kept: a calculation runs on every keystroke.
  const key = `${country} ${isPensionAge} ${taxYear}`;
  let scheme = SCHEMES.get(key);
  if (!scheme) SCHEMES.set(key, (scheme = Object.freeze(buildScheme(country, isPensionAge, taxYear))));
  return scheme;
}

const SCHEMES = new Map<string, SchemeParameters>();

function buildScheme(country: CouncilTaxCountry, isPensionAge: boolean, taxYear: TaxYear): SchemeParameters {
  const common = { country, isPensionAge, taxYear, appealRights: APPEALS[country] };
  if (country === 'england' && !isPensionAge) {
    // Each council's own scheme: the illustrative figures of docs/rules.md CTS 3.
    return {
      ...common,
      isNational: false,
      name: msg('cts.scheme.englandWorking'),
      why: msg('cts.why.englandWorking'),
      maxReductionId: 'council-tax-support.scheme.england.max-reduction',
      taperId: 'council-tax-support.scheme.england.taper',
      minimumPaymentId: 'council-tax-support.scheme.england.minimum-payment',
      allowances: {
        kind: 'working',
        singleUnder25: 'council-tax-support.applicable-amount.single-under-25',
        single25Plus: 'council-tax-support.applicable-amount.single-25-plus',
        couple: 'council-tax-support.applicable-amount.couple',
        coupleUnder18: 'council-tax-support.applicable-amount.couple-under-18',
        adultAgeId: 'council-tax-support.applicable-amount.higher-rate-age',
        loneParentGets25Plus: false,
      },
      childId: 'council-tax-support.applicable-amount.dependent-child',
      familyPremium: { id: 'council-tax-support.premium.family', onlyBeforeMay2016: false },
      disabilityPremium: { single: 'council-tax-support.premium.disability', couple: 'council-tax-support.premium.disability' },
      severeDisabilityId: 'council-tax-support.premium.severe-disability',
      // The double rate when both partners qualify and no one is paid to care for either (the
      // pensioners' SI 2012/2885 Sch 2 para 6(2)(b) and Part 4 para (1)(b)(ii), and the Default
      // Scheme's, which the illustrative figures follow); no enhanced disability premium.
      severeDisabilityCoupleId: 'council-tax-support.premium.severe-disability.couple',
      enhancedDisability: null,
      enhancedChildId: null,
      disabledChildId: null,
      carerId: 'council-tax-support.premium.carer',
      capital: WORKING_CAPITAL,
      // The pension-age table stands in: each council's scheme sets its own.
      nonDependants: ENGLAND_ND,
      nonDependantTable: msg('cts.ndTable.englandWorking'),
      rebate: null,
      specialProvisions: [msg('cts.provision.councilSets'), msg('cts.provision.pensionNational'), msg('cts.provision.mayNotRebate')],
    };
  }
  if (country === 'england') {
    return {
      ...common,
      isNational: true,
      name: msg('cts.scheme.englandPension'),
      why: msg('cts.why.englandPension'),
      maxReductionId: 'council-tax-support.max-reduction',
      taperId: 'council-tax-support.taper',
      minimumPaymentId: null,
      allowances: PENSION_ALLOWANCES,
      childId: 'housing-benefit.personal-allowance.child',
      familyPremium: { id: 'housing-benefit.premium.family', onlyBeforeMay2016: true },
      ...HB_PENSION_PREMIUMS,
      capital: PENSION_CAPITAL,
      nonDependants: ENGLAND_ND,
      nonDependantTable: msg('cts.ndTable.englandPension'),
      rebate: {
        lowerId: 'council-tax-support.second-adult-rebate.england-pension.lower-below',
        higherId: 'council-tax-support.second-adult-rebate.england-pension.higher-below',
        yearId: 'council-tax-support.second-adult-rebate.england-pension.thresholds-year',
        universalCreditQualifies: false,
      },
      specialProvisions: [msg('cts.provision.sameEverywhere'), msg('cts.provision.wholeBill'), msg('cts.provision.pensionAllowances')],
    };
  }
  const scotland = country === 'scotland';
  const national = {
    ...common,
    isNational: true,
    ...NATIONAL_SCHEMES[scotland ? 'scotland' : 'wales'][isPensionAge ? 'pension' : 'working'],
    maxReductionId: 'council-tax-support.max-reduction',
    taperId: 'council-tax-support.taper',
    minimumPaymentId: null,
    capital: isPensionAge ? PENSION_CAPITAL : WORKING_CAPITAL,
    nonDependants: scotland ? SCOTLAND_ND : WALES_ND,
    nonDependantTable: msg(scotland ? 'cts.ndTable.scotland' : 'cts.ndTable.wales'),
    rebate: scotland
      ? {
          lowerId: 'council-tax-support.second-adult-rebate.scotland.lower-below',
          higherId: 'council-tax-support.second-adult-rebate.scotland.higher-below',
          yearId: 'council-tax-support.second-adult-rebate.scotland.thresholds-year',
          universalCreditQualifies: true,
        }
      : null,
    specialProvisions: scotland
      ? [msg('cts.provision.oneNational'), msg('cts.provision.wholeBill'), msg('cts.provision.water')]
      : [msg('cts.provision.oneNational'), msg('cts.provision.wholeBill')],
  } satisfies Partial<SchemeParameters>;
  if (isPensionAge) {
    // Wales's and Scotland's pension-age figures follow Housing Benefit's (SSI 2012/319 Sch 1; WSI 2013/3029 Sch 2, whose
    // figures for these years could not be found: Housing Benefit's stand in, as the rates' notes say).
    return {
      ...national,
      allowances: PENSION_ALLOWANCES,
      childId: 'housing-benefit.personal-allowance.child',
      familyPremium: { id: 'housing-benefit.premium.family', onlyBeforeMay2016: true },
      ...HB_PENSION_PREMIUMS,
    };
  }
  return {
    ...national,
    allowances: scotland
      ? {
          kind: 'working',
          singleUnder25: 'housing-benefit.personal-allowance.single-under-25',
          single25Plus: 'housing-benefit.personal-allowance.single-25-plus',
          couple: 'housing-benefit.personal-allowance.couple',
          coupleUnder18: null,
          adultAgeId: 'housing-benefit.personal-allowance.higher-rate-age',
          loneParentGets25Plus: true,
        }
      : {
          kind: 'working',
          singleUnder25: 'council-tax-support.wales.personal-allowance.single-under-25',
          single25Plus: 'council-tax-support.wales.personal-allowance.single-25-plus',
          couple: 'council-tax-support.wales.personal-allowance.couple',
          coupleUnder18: null,
          adultAgeId: 'housing-benefit.personal-allowance.higher-rate-age',
          loneParentGets25Plus: true,
        },
    // Scotland's child premium is its own (SSI 2021/249 Sch 1 para 2); Wales's is Housing Benefit's amount.
    childId: scotland ? 'council-tax-support.scotland.child-premium' : 'housing-benefit.personal-allowance.child',
    // Wales kept the family premium (WSI 2013/3029 Sch 7); Scotland has none for claims since May 2016.
    familyPremium: scotland ? null : { id: 'housing-benefit.premium.family', onlyBeforeMay2016: false },
    ...HB_WORKING_PREMIUMS,
  };
}

/**
 * Pension age (SI 2012/2885 reg 3; docs/rules.md CTS 2): the claimant has reached State Pension
 * age (src/calc/pension-age.ts: as told where the age leaves it open, 66 from 2026/27, unanswered
 * not reached; otherwise from age, general.state-pension-age.highest) and neither they nor a
 * partner gets Universal Credit.
 */
function isPensionAgeClaim(claimantAge: number, told: unknown, getsUniversalCredit: boolean, amounts: ResolvedRates): boolean {
  if (getsUniversalCredit) return false;
  return isStatePensionAgeAsked(claimantAge, amounts) ? told === true : defaultReachedStatePensionAge(claimantAge, amounts);
}

// ---------------------------------------------------------------------------------------------
// Rule 3: the applicable amount

interface Household {
  hasPartner: boolean;
  claimantAge: number;
  partnerAge: number;
  numChildren: number;
  /** You or your partner get AA, DLA, PIP or AFIP (any part) or are registered blind: the disability premium at working age, and the £20 disregard. */
  hasDisabilityBenefit: boolean;
  /** You or your partner get DLA highest care, PIP enhanced daily living or AFIP. */
  hasEnhancedDisabilityBenefit: boolean;
  isCarer: boolean;
  /** The severe disability premium, and at which rate, with why (SI 2012/2885 Sch 1 para 6). */
  severe: SevereDisability;
  hasDisabledChild: boolean;
  childGetsEnhancedRate: boolean;
  keepsFamilyPremium: boolean;
  before2021: boolean;
}

/**
 * The severe disability premium: none, the single rate or the couple (double) rate, and why: the
 * line's working, with its amount added when it is paid.
 */
interface SevereDisability {
  rate: 'none' | 'single' | 'double';
  why: Message;
}

const NO_SEVERE_BENEFIT: SevereDisability = { rate: 'none', why: msg('cts.notIncluded.noSevereBenefit') };

/**
 * The severe disability premium's conditions, the same in every national scheme (SI 2012/2885
 * Sch 1 para 6; WSI 2013/3029 Schs 2 and 7; SSI 2012/319 Sch 1 para 7; SSI 2021/249 Sch 1): you get
 * AA, DLA care at the middle or highest rate, PIP or ADP daily living or AFIP; with a partner, they
 * get one too; no non-dependant of 18 or over lives with you unless they are blind or get one of
 * those benefits; and no one is paid Carer's Allowance (Carer Support Payment, Universal Credit's
 * carer element) for looking after you. With a partner: the double rate when no one is paid to
 * care for either of you, the single rate when someone is paid for one of you, none when for both.
 */
function severeDisability(c: Record<string, unknown>, hasPartner: boolean, adults: readonly OtherAdult[], minAge: number): SevereDisability {
  if (!isTrue(c.getsSevereDisabilityBenefit)) return NO_SEVERE_BENEFIT;
  // A partner who is blind but gets none of the benefits: treated as having no partner (para 6(3)), so the single rate.
  const partnerQualifies = hasPartner && isTrue(c.partnerGetsSevereDisabilityBenefit);
  const asSingle = !hasPartner || (!partnerQualifies && isTrue(c.partnerIsBlind));
  if (!asSingle && !partnerQualifies) return { rate: 'none', why: msg('cts.notIncluded.partnerNeedsToo') };
  if (adults.some((adult) => adult.age >= minAge && !adult.getsCareBenefitOrBlind)) return { rate: 'none', why: msg('cts.notIncluded.otherAdult', { age: minAge }) };
  const forYou = isTrue(c.carerPaidForYou);
  const forPartner = hasPartner && isTrue(c.carerPaidForPartner);
  if (asSingle) return forYou ? { rate: 'none', why: msg('cts.notIncluded.carerForYou') } : { rate: 'single', why: msg('cts.severe.single') };
  if (forYou && forPartner) return { rate: 'none', why: msg('cts.notIncluded.carerForBoth') };
  if (forYou || forPartner) return { rate: 'single', why: msg('cts.severe.oneCared') };
  return { rate: 'double', why: msg('cts.severe.double') };
}

/**
 * A premium: `because` says why it applies (a message given the week's `amount`), `otherwise`
 * why not ('Not included: …').
 */
function premium(name: Message, id: CoreRateId, qualifies: boolean, because: Message, otherwise: Message, amounts: ResolvedRates): CalculationLine {
  const pence = toPence(amounts[id]);
  return line(name, pence, qualifies, id, qualifies ? msg(because.messageId, merged(because.values ?? {}, { amount: money(pence) })) : otherwise);
}

/** The personal allowance of the scheme. */
function personalAllowance(h: Household, s: SchemeParameters, amounts: ResolvedRates): CalculationLine {
  const al = s.allowances;
  let id: CoreRateId;
  let who: Message;
  if (al.kind === 'pension') {
    id = h.hasPartner ? (h.before2021 ? al.coupleBefore2021 : al.couple) : h.before2021 ? al.singleBefore2021 : al.single;
    // 1 April 2021 (the rates' split year): reaching State Pension age before it keeps the higher allowance.
    const date = longDate(`${amounts['housing-benefit.personal-allowance.pension-split-year']}-04-01`);
    who = h.hasPartner
      ? msg(h.before2021 ? 'cts.who.coupleBefore' : 'cts.who.coupleAfter', { date })
      : msg(h.before2021 ? 'cts.who.singleBefore' : 'cts.who.singleAfter', { date });
  } else {
    const adultAge = amounts[al.adultAgeId];
    const coupleAge = amounts['council-tax-support.applicable-amount.couple-adult-age'];
    const loneParent = al.loneParentGets25Plus && !h.hasPartner && h.numChildren > 0;
    if (h.hasPartner) {
      const young = al.coupleUnder18 !== null && h.claimantAge < coupleAge && h.partnerAge < coupleAge;
      [id, who] = young && al.coupleUnder18 ? [al.coupleUnder18, msg('cts.who.coupleUnder', { age: coupleAge })] : [al.couple, msg('cts.who.couple')];
    } else if (loneParent) [id, who] = [al.single25Plus, msg('cts.who.loneParent')];
    else [id, who] = h.claimantAge < adultAge ? [al.singleUnder25, msg('cts.who.singleUnder', { age: adultAge })] : [al.single25Plus, msg('cts.who.singleOver', { age: adultAge })];
  }
  const pence = toPence(amounts[id]);
  return line(msg('cts.line.personalAllowance'), pence, true, id, msg('cts.personalAllowance', { who, scheme: s.name, amount: money(pence) }));
}

/** Child amounts and premiums of the scheme. */
function premiums(h: Household, s: SchemeParameters, amounts: ResolvedRates): CalculationLine[] {
  const hasChildren = h.numChildren > 0;
  const childPence = toPence(amounts[s.childId]);
  const notTicked = msg('cts.notIncluded.notTicked');
  const lines = [
    line(
      msg('cts.line.children'),
      h.numChildren * childPence,
      hasChildren,
      s.childId,
      hasChildren ? msg('cts.children', { children: h.numChildren, amount: money(childPence) }) : msg('cts.notIncluded.noChildren'),
    ),
  ];
  if (s.familyPremium) {
    const { id, onlyBeforeMay2016 } = s.familyPremium;
    const qualifies = hasChildren && (!onlyBeforeMay2016 || h.keepsFamilyPremium);
    const otherwise = msg(hasChildren ? 'cts.notIncluded.before2016' : 'cts.notIncluded.noChildren');
    lines.push(premium(msg('cts.line.familyPremium'), id, qualifies, msg(onlyBeforeMay2016 ? 'cts.family.before2016' : 'cts.family.child'), otherwise, amounts));
  }
  if (s.disabilityPremium)
    lines.push(
      premium(
        msg('cts.line.disabilityPremium'),
        h.hasPartner ? s.disabilityPremium.couple : s.disabilityPremium.single,
        h.hasDisabilityBenefit,
        msg(h.hasPartner ? 'cts.disability.youOrPartner' : 'cts.disability.you'),
        msg('cts.notIncluded.noDisability'),
        amounts,
      ),
    );
  if (s.enhancedDisability)
    lines.push(
      premium(
        msg('cts.line.enhancedDisabilityPremium'),
        h.hasPartner ? s.enhancedDisability.couple : s.enhancedDisability.single,
        h.hasEnhancedDisabilityBenefit,
        msg(h.hasPartner ? 'cts.enhanced.youOrPartner' : 'cts.enhanced.you'),
        msg('cts.notIncluded.enhanced'),
        amounts,
      ),
    );
  const { rate, why } = h.severe;
  const severeId = rate === 'double' && s.severeDisabilityCoupleId ? s.severeDisabilityCoupleId : s.severeDisabilityId;
  lines.push(premium(msg('cts.line.severeDisabilityPremium'), severeId, rate !== 'none', why, why, amounts));
  if (s.disabledChildId)
    lines.push(premium(msg('cts.line.disabledChildPremium'), s.disabledChildId, hasChildren && h.hasDisabledChild, msg('cts.disabledChild'), notTicked, amounts));
  if (s.enhancedChildId)
    lines.push(
      premium(
        msg('cts.line.enhancedChildPremium'),
        s.enhancedChildId,
        hasChildren && h.hasDisabledChild && h.childGetsEnhancedRate,
        msg('cts.enhancedChild'),
        msg('cts.notIncluded.enhancedChild'),
        amounts,
      ),
    );
  lines.push(premium(msg('cts.line.carerPremium'), s.carerId, h.isCarer, msg('cts.carer'), notTicked, amounts));
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Rule 4: income

/** Tariff income: £1 a week for each band of savings, or part of one, above the lower limit. */
function tariffIncome(savingsPence: number, isCounted: boolean, c: Capital, amounts: ResolvedRates): CalculationLine {
  const lowerPence = toPence(amounts[c.lowerId]);
  const stepPence = toPence(amounts[c.stepId]);
  const perStepPence = toPence(amounts[c.perStepId]);
  // The shared rule's bands; its English working is not used, the engine says it as a message.
  const tariff = tariffIncomeFrom(isCounted ? savingsPence : 0, lowerPence, stepPence, perStepPence);
  return line(
    msg('cts.line.tariffIncome'),
    tariff.pence,
    tariff.pence > 0,
    c.perStepId,
    msg('cts.tariffIncome', { perStep: money(perStepPence), step: money(stepPence), lower: money(lowerPence), bands: tariff.bands }),
  );
}

/**
 * The earnings disregard (SI 2012/2885 Sch 1 Part 6 and the national schemes' Sch 4 as Housing
 * Benefit's): one, the highest that applies (25 lone parent, 20 with a disability or carer
 * premium, 10 couple, 5 single), taken only off earnings and never more than them.
 */
function earningsDisregard(earningsPence: number, h: Household, amounts: ResolvedRates, own?: LocalScheme['earningsDisregards']): CalculationLine {
  // Each disregard with the message that names it: cts.disregard.loneParent, … (given the amount and the earnings);
  // a council's scheme may set its own amounts for the same cases (then the line has no rate id).
  const options: [CoreRateId, boolean, string, number | undefined][] = [
    ['housing-benefit.earnings-disregard.lone-parent', !h.hasPartner && h.numChildren > 0, 'cts.disregard.loneParent', own?.loneParent],
    [
      'housing-benefit.earnings-disregard.disability-or-carer',
      h.hasDisabilityBenefit || h.severe.rate !== 'none' || h.isCarer,
      h.isCarer ? 'cts.disregard.carer' : 'cts.disregard.disabled',
      own?.disabledOrCarer,
    ],
    ['housing-benefit.earnings-disregard.couple', h.hasPartner, 'cts.disregard.couple', own?.couple],
    ['housing-benefit.earnings-disregard.single', true, 'cts.disregard.single', own?.single],
  ];
  let best: [CoreRateId | null, string] = ['housing-benefit.earnings-disregard.single', 'cts.disregard.single'];
  let bestPence = -1;
  for (const [id, applies, who, pounds] of options) {
    const pence = toPence(pounds ?? amounts[id]);
    if (applies && pence > bestPence) [best, bestPence] = [[own ? null : id, who], pence];
  }
  const name = msg('cts.line.earningsDisregard');
  if (earningsPence <= 0) return line(name, 0, false, best[0], msg('cts.notIncluded.noEarnings'));
  const pence = Math.min(bestPence, earningsPence);
  return line(name, pence, true, best[0], msg(best[1], { amount: money(bestPence), earnings: money(earningsPence) }));
}

/** The taper: the scheme's share of income above the applicable amount. */
function taperLine(assessablePence: number, applicablePence: number, taperId: CoreRateId | null, amounts: ResolvedRates, localPercent?: number): CalculationLine {
  const excessPence = Math.max(0, assessablePence - applicablePence);
  const percent = localPercent ?? (taperId ? amounts[taperId] : 0);
  const pence = percentOfPence(excessPence, percent);
  const sums = { income: money(assessablePence), applicable: money(applicablePence) };
  return line(
    msg('cts.line.taper'),
    pence,
    pence > 0,
    taperId,
    excessPence > 0 ? msg('cts.taper', merged({ percent, ...sums }, { amount: money(pence) })) : msg('cts.withinApplicable', sums),
  );
}

// ---------------------------------------------------------------------------------------------
// Rule 5: non-dependant deductions

/** Each other adult's line, by who they are: alone, and numbered when there are several ('Adult {n}, …'). */
const WHO: Readonly<Record<string, readonly [alone: string, numbered: string]>> = {
  lodger: ['cts.nd.lodger', 'cts.nd.lodgerNumbered'],
  'adult-child': ['cts.nd.adultChild', 'cts.nd.adultChildNumbered'],
  relative: ['cts.nd.relative', 'cts.nd.relativeNumbered'],
  friend: ['cts.nd.friend', 'cts.nd.friendNumbered'],
  other: ['cts.nd.other', 'cts.nd.otherNumbered'],
};

/** One other adult, read once. */
interface OtherAdult {
  /** The name of their line: Non-dependant deduction: Your lodger. */
  name: Message;
  age: number;
  incomePence: number;
  isStudent: boolean;
  getsQualifyingBenefit: boolean;
  getsUniversalCreditNoEarnings: boolean;
  getsCareBenefitOrBlind: boolean;
}

function readOtherAdults(value: unknown): OtherAdult[] {
  const list = listOf(value);
  return list.map((item, i) => {
    const o = objectOf(item);
    const [alone, numbered] = (typeof o.relationship === 'string' && Object.hasOwn(WHO, o.relationship) ? WHO[o.relationship] : undefined) ?? WHO.other ?? ['', ''];
    return {
      name: list.length > 1 ? msg(numbered, { n: i + 1 }) : msg(alone),
      age: wholeNumber(orDefault(o.age, INPUT_DEFAULTS.councilTaxSupport.otherAdultAge)),
      incomePence: moneyToPence(o.income),
      isStudent: isTrue(o.isStudent),
      getsQualifyingBenefit: isTrue(o.getsQualifyingBenefit),
      getsUniversalCreditNoEarnings: isTrue(o.getsUniversalCreditNoEarnings),
      getsCareBenefitOrBlind: isTrue(o.getsCareBenefitOrBlind),
    };
  });
}

/**
 * The deductions (SI 2012/2885 Sch 1 para 8; WSI 2013/3029; SSI 2021/249 reg 90, SSI 2012/319
 * reg 48): each other adult of 18 or over by their gross weekly income in the scheme's table (the
 * lowest band with no income); none when the claimant or partner is blind or gets AA, DLA care or
 * PIP daily living, and none for an adult on Pension Credit, income support, income-based JSA,
 * income-related ESA or Universal Credit without earnings.
 */
function nonDependantDeductions(adults: readonly OtherAdult[], noDeductions: boolean, s: SchemeParameters, amounts: ResolvedRates): CalculationLine[] {
  const minAge = amounts['housing-benefit.non-dependant.min-age'];
  return adults.map((adult) => {
    const { name } = adult;
    if (adult.age < minAge) return line(name, 0, false, 'housing-benefit.non-dependant.min-age', msg('cts.notIncluded.under', { age: minAge }));
    if (noDeductions) return line(name, 0, false, null, msg('cts.nd.noneCareBenefit'));
    if (adult.getsQualifyingBenefit || adult.getsUniversalCreditNoEarnings) return line(name, 0, false, null, msg('cts.nd.noneQualifying'));
    const band = bandOf(adult.incomePence, s.nonDependants, amounts);
    const pence = toPence(amounts[band.id]);
    return line(
      name,
      pence,
      true,
      band.id,
      msg('cts.nd.band', { income: money(adult.incomePence), table: s.nonDependantTable, year: yearLabel(s.taxYear), band: band.band, amount: money(pence) }),
    );
  });
}

// ---------------------------------------------------------------------------------------------
// Rule 6: the reductions

/**
 * A weekly amount kept exact until the year is worked out (docs/rules.md CTS 1): the year's worth
 * in units of 1 ÷ (100 × 7) of a penny, whole numbers (or halves) however the bill divides, so the
 * year is rounded once. Annual pence = units ÷ 700; weekly pence = units ÷ (100 × 365).
 */
interface Daily {
  /** Days in the financial year (365). */
  days: number;
  /** Days in a week (7). */
  daysPerWeek: number;
}

/** `numerator ÷ denominator` rounded half up, both at least 0: exact for the whole and half units above. */
function roundHalfUp(numerator: number, denominator: number): number {
  return denominator > 0 ? Math.floor((2 * numerator + denominator) / (2 * denominator)) : 0;
}

/** A share of the year's bill in units: `percent`% of it. */
function shareOfBill(annualPence: number, percent: number, d: Daily): number {
  return annualPence * percent * d.daysPerWeek;
}

/** A weekly amount in pence (possibly with a fraction of a penny) as the year's worth in units: ÷ 7 × 365. */
function weeklyAsUnits(weeklyPence: number, d: Daily): number {
  return Math.round(weeklyPence * 100) * d.days;
}

/** Units as the year's pence, rounded once. */
const unitsToAnnualPence = (units: number, d: Daily) => roundHalfUp(units, 100 * d.daysPerWeek);
/** Units as the week's pence (the year's ÷ 365 × 7), rounded once. */
const unitsToWeeklyPence = (units: number, d: Daily) => roundHalfUp(units, 100 * d.days);

/**
 * Main reduction (docs/rules.md CTS 4): the maximum less deductions and taper, each kept exact;
 * none over the savings limit; Guarantee Credit counts income as nil.
 */
function mainReduction(
  annualPence: number,
  weeklyTaxPence: number,
  ndPence: number,
  excessPence: number,
  isOverLimit: boolean,
  getsGuaranteeCredit: boolean,
  upperPence: number,
  s: SchemeParameters,
  amounts: ResolvedRates,
  d: Daily,
): { line: CalculationLine; units: number; year: Message | null } {
  const name = msg('cts.line.mainReduction');
  const percent = amounts[s.maxReductionId];
  if (isOverLimit)
    return { line: line(name, 0, false, 'housing-benefit.capital.upper-limit', msg('cts.main.overSavings', { limit: moneyWithPence(upperPence) })), units: 0, year: null };
  const maxUnits = Math.min(shareOfBill(annualPence, percent, d), shareOfBill(annualPence, 100, d));
  // The taper is the scheme's share of excess income, kept to the fraction of a penny.
  const deductionUnits = weeklyAsUnits(ndPence + (excessPence * amounts[s.taperId]) / 100, d);
  const units = Math.max(0, maxUnits - deductionUnits);
  const maxPence = unitsToWeeklyPence(maxUnits, d);
  const taperPence = percentOfPence(excessPence, amounts[s.taperId]);
  const pence = unitsToWeeklyPence(units, d);
  const sum = { percent, tax: money(weeklyTaxPence), max: money(maxPence) };
  const [deductions, taper, amount] = [money(ndPence), money(taperPence), money(pence)];
  // What is taken off the maximum (Guarantee Credit counts income as nil, so it leaves no taper).
  let working: Message;
  if (getsGuaranteeCredit) working = ndPence > 0 ? msg('cts.main.guaranteeLessDeductions', merged(sum, { deductions, amount })) : msg('cts.main.guarantee', sum);
  else if (ndPence > 0 && taperPence > 0) working = msg('cts.main.lessBoth', merged(sum, { deductions, taper, amount }));
  else if (ndPence > 0) working = msg('cts.main.lessDeductions', merged(sum, { deductions, amount }));
  else if (taperPence > 0) working = msg('cts.main.lessTaper', merged(sum, { taper, amount }));
  else working = msg('cts.main.max', sum);
  const bill = { percent, bill: money(annualPence), amount: money(unitsToAnnualPence(units, d)) };
  const year =
    deductionUnits > 0
      ? msg('cts.year.byDayLess', merged(bill, { weekly: money(unitsToWeeklyPence(deductionUnits, d)), perWeek: d.daysPerWeek, days: d.days }))
      : msg('cts.year.byDay', bill);
  return { line: line(name, pence, pence > 0, s.maxReductionId, working), units, year };
}

/**
 * The second adult rebate (SI 2012/2885 Sch 3 para 1; SSI 2021/249 Sch 2; SSI 2012/319 Sch 5):
 * for a claimant with no partner who lives with other adults of 18 or over (not students): 25%
 * of the tax when every one gets a qualifying benefit, else 15% / 7.5% by the gross weekly income
 * of those who do not, against the year's thresholds.
 */
function secondAdultRebate(
  adults: readonly OtherAdult[],
  hasPartner: boolean,
  annualPence: number,
  weeklyTaxPence: number,
  s: SchemeParameters,
  amounts: ResolvedRates,
  d: Daily,
): { line: CalculationLine; percent: number; units: number; year: Message | null } {
  const name = msg('cts.line.secondAdultRebate');
  const none = (working: Message) => ({ line: line(name, 0, false, null, working), percent: 0, units: 0, year: null });
  if (!s.rebate) return none(msg(s.country === 'wales' ? 'cts.notIncluded.noRebateWales' : 'cts.notIncluded.councilDecidesRebate'));
  if (hasPartner) return none(msg('cts.notIncluded.partner'));
  const minAge = amounts['housing-benefit.non-dependant.min-age'];
  const second = adults.filter((adult) => adult.age >= minAge && !adult.isStudent);
  if (second.length === 0) return none(msg('cts.notIncluded.noSecondAdult'));
  // England's list of qualifying benefits has no Universal Credit: their income is counted there.
  const { universalCreditQualifies } = s.rebate;
  const earners = second.filter((adult) => !adult.getsQualifyingBenefit && !(universalCreditQualifies && adult.getsUniversalCreditNoEarnings));
  const totalPence = earners.reduce((sum, adult) => sum + adult.incomePence, 0);
  // A council's scheme prints its own thresholds for its year (docs/rules.md CTS 2).
  const { local } = s.rebate;
  const lowerPence = local ? local.lowerPence : toPence(amounts[s.rebate.lowerId]);
  const higherPence = local ? local.higherPence : toPence(amounts[s.rebate.higherId]);
  const thresholdsYear = local ? firstCalendarYear(s.taxYear) : amounts[s.rebate.yearId];
  // The thresholds of an earlier year, named as a tax year ('2024/25'), when this year's are not yet published.
  const earlier = thresholdsYear !== firstCalendarYear(s.taxYear) ? `${thresholdsYear}/${String((thresholdsYear + 1) % 100).padStart(2, '0')}` : null;
  const income = money(totalPence);
  // The rebate's share, and the threshold their income is below (none when every one gets a qualifying benefit).
  let id: CoreRateId;
  let below: number | null = null;
  if (earners.length === 0) id = 'council-tax-support.second-adult-rebate.qualifying-benefit.percent';
  else if (totalPence < lowerPence) [id, below] = ['council-tax-support.second-adult-rebate.lower.percent', lowerPence];
  else if (totalPence < higherPence) [id, below] = ['council-tax-support.second-adult-rebate.higher.percent', higherPence];
  else {
    const threshold = money(higherPence);
    const working = earlier ? msg('cts.notIncluded.incomeTooHighEarlier', { income, threshold, year: earlier }) : msg('cts.notIncluded.incomeTooHigh', { income, threshold });
    return { line: line(name, 0, false, s.rebate.higherId, working), percent: 0, units: 0, year: null };
  }
  const percent = amounts[id];
  const units = shareOfBill(annualPence, percent, d);
  const pence = unitsToWeeklyPence(units, d);
  const share = { percent, tax: money(weeklyTaxPence), amount: money(pence) };
  let working: Message;
  if (below === null) working = msg('cts.rebate.qualifying', share);
  else if (earlier) working = msg('cts.rebate.belowEarlier', { income, threshold: money(below), year: earlier, ...share });
  else working = msg('cts.rebate.below', { income, threshold: money(below), ...share });
  return {
    line: line(name, pence, pence > 0, id, working),
    percent,
    units,
    year: msg('cts.year.byDayRebate', { percent, bill: money(annualPence), amount: money(unitsToAnnualPence(units, d)) }),
  };
}

// ---------------------------------------------------------------------------------------------
// Rule 2, England at working age: the council's own scheme (docs/rules.md CTS 2)

/** A council's scheme as the rule functions above read it: Housing Benefit's working-age amounts for living expenses, the council's name. */
function localParameters(local: LocalScheme, taxYear: TaxYear, route: LocalRoute): SchemeParameters {
  // Kept per route object and year: a scheme an admin changes is a new object, so never a stale copy.
  let byYear = LOCAL_SCHEMES.get(route);
  if (!byYear) LOCAL_SCHEMES.set(route, (byYear = new Map()));
  const key = `${local.code} ${local.name} ${taxYear}`;
  let scheme = byYear.get(key);
  if (!scheme) {
    const council = local.name;
    scheme = Object.freeze({
      country: 'england',
      isPensionAge: false,
      taxYear,
      appealRights: APPEALS.england,
      isNational: false,
      name: msg('cts.scheme.local', { council }),
      why: msg('cts.why.local', { council, year: yearLabel(taxYear) }),
      // Not read for a council's scheme: its maximum, taper and minimum are the scheme's own (localReduction).
      maxReductionId: 'council-tax-support.scheme.england.max-reduction',
      taperId: 'council-tax-support.scheme.england.taper',
      minimumPaymentId: null,
      // Each built-in document's amounts for living expenses are Housing Benefit's working-age figures (HB Regs Sch 3), a lone parent with the 25+ amount.
      allowances: {
        kind: 'working',
        singleUnder25: 'housing-benefit.personal-allowance.single-under-25',
        single25Plus: 'housing-benefit.personal-allowance.single-25-plus',
        couple: 'housing-benefit.personal-allowance.couple',
        coupleUnder18: null,
        adultAgeId: 'housing-benefit.personal-allowance.higher-rate-age',
        loneParentGets25Plus: true,
      },
      childId: 'housing-benefit.personal-allowance.child',
      // A scheme may keep the family premium for every claim with a child (St Helens CTR Scheme 2026-2027 Appendix 1).
      familyPremium: { id: 'housing-benefit.premium.family', onlyBeforeMay2016: local.familyPremiumForAll !== true },
      ...HB_WORKING_PREMIUMS,
      capital: WORKING_CAPITAL,
      nonDependants: ENGLAND_ND,
      nonDependantTable: msg('cts.ndTable.local', { council }),
      rebate: local.secondAdultRebate
        ? {
            lowerId: 'council-tax-support.second-adult-rebate.england-pension.lower-below',
            higherId: 'council-tax-support.second-adult-rebate.england-pension.higher-below',
            yearId: 'council-tax-support.second-adult-rebate.england-pension.thresholds-year',
            universalCreditQualifies: false,
            local: { lowerPence: toPence(local.secondAdultRebate.lowerBelow), higherPence: toPence(local.secondAdultRebate.higherBelow) },
          }
        : null,
      specialProvisions: [
        localSummary(local, taxYear, route),
        ...(local.bandCap ? [msg(local.bandCapOf === 'reduction' ? 'cts.local.provision.bandCapReduction' : 'cts.local.provision.bandCap', { council, band: local.bandCap })] : []),
      ],
    } satisfies SchemeParameters);
    byYear.set(key, scheme);
  }
  return scheme;
}

const LOCAL_SCHEMES = new WeakMap<LocalRoute, Map<string, SchemeParameters>>();

/** The scheme in one sentence: the council, its year, its maximum and how it works it out. */
function localSummary(local: LocalScheme, taxYear: TaxYear, route: LocalRoute): Message {
  const values = { council: local.name, year: yearLabel(taxYear), percent: route.maxPercent };
  if (route.method.kind === 'grid') return msg(route.cutPercent > 0 ? 'cts.local.summary.gridCut' : 'cts.local.summary.grid', merged(values, { cut: route.cutPercent }));
  const taper = route.method.ratePercent;
  return msg(route.cutPercent > 0 ? 'cts.local.summary.taperCut' : 'cts.local.summary.taper', merged(values, { taper, cut: route.cutPercent }));
}

/** Who you are, for a council's routes. */
interface LocalClaimant {
  getsUniversalCredit: boolean;
  hasDisabilityBenefit: boolean;
  hasSevereDisability: boolean;
  hasEnhancedDisability: boolean;
  isCarer: boolean;
  hasDisabledChild: boolean;
  hasChildUnder5: boolean;
}

/** The first route whose classes apply to you; the last route is for everyone. */
function routeFor(local: LocalScheme, who: LocalClaimant): LocalRoute {
  const has: Record<ClaimantClass, boolean> = {
    'universal-credit': who.getsUniversalCredit,
    'no-universal-credit': !who.getsUniversalCredit,
    disability: who.hasDisabilityBenefit,
    'severe-disability': who.hasSevereDisability,
    'enhanced-disability': who.hasEnhancedDisability,
    carer: who.isCarer,
    'disabled-child': who.hasDisabledChild,
    'child-under-5': who.hasChildUnder5,
  };
  return local.routes.find((r) => r.appliesTo === null || r.appliesTo.some((c) => has[c])) ?? (local.routes[local.routes.length - 1] as LocalRoute);
}

/** Capital at or over (or over) the scheme's limit: no reduction. */
function isOverLocalLimit(savingsPence: number, saysOver16000: boolean, c: LocalCapital, amounts: ResolvedRates): boolean {
  const limitPence = toPence(c.limit);
  // "Over £16,000" ticked is over any limit up to £16,000.
  if (saysOver16000 && limitPence <= toPence(amounts['housing-benefit.capital.upper-limit'])) return true;
  return c.noneWhen === 'or-more' ? savingsPence >= limitPence : savingsPence > limitPence;
}

/** Tariff income of a council's scheme: £perStep for each step, or part of one, above `from`; none when the scheme counts none. */
function localTariff(savingsPence: number, isCounted: boolean, c: LocalCapital, council: string): CalculationLine {
  const name = msg('cts.line.tariffIncome');
  if (!c.tariff) return line(name, 0, false, null, msg('cts.local.noTariff', { council, limit: money(toPence(c.limit)) }));
  const [lowerPence, stepPence, perStepPence] = [toPence(c.tariff.from), toPence(c.tariff.step), toPence(c.tariff.perStep)];
  const tariff = tariffIncomeFrom(isCounted ? savingsPence : 0, lowerPence, stepPence, perStepPence);
  return line(
    name,
    tariff.pence,
    tariff.pence > 0,
    null,
    msg('cts.tariffIncome', { perStep: money(perStepPence), step: money(stepPence), lower: money(lowerPence), bands: tariff.bands }),
  );
}

/** Non-dependant deductions of a council's scheme, with the exemptions every scheme here has (the claimant's, and an adult on a qualifying benefit). */
function localNonDependants(adults: readonly OtherAdult[], noDeductions: boolean, local: LocalScheme, amounts: ResolvedRates): CalculationLine[] {
  const minAge = amounts['housing-benefit.non-dependant.min-age'];
  const council = local.name;
  const nd = local.nonDependants;
  return adults.map((adult) => {
    const { name } = adult;
    if (adult.age < minAge) return line(name, 0, false, 'housing-benefit.non-dependant.min-age', msg('cts.notIncluded.under', { age: minAge }));
    if (nd.kind === 'none') return line(name, 0, false, null, msg('cts.local.nd.none', { council }));
    if (noDeductions) return line(name, 0, false, null, msg('cts.nd.noneCareBenefit'));
    if (adult.getsQualifyingBenefit || adult.getsUniversalCreditNoEarnings) return line(name, 0, false, null, msg('cts.nd.noneQualifying'));
    if (nd.kind === 'flat') {
      const pence = toPence(nd.amount);
      return line(name, pence, true, null, msg('cts.local.nd.flat', { council, amount: money(pence) }));
    }
    let pounds = nd.notInWork;
    if (adult.incomePence > 0) for (const band of nd.bands) if (adult.incomePence >= toPence(band.from)) pounds = band.amount;
    const pence = toPence(pounds);
    return line(name, pence, true, null, msg('cts.local.nd.band', { council, income: money(adult.incomePence), amount: money(pence) }));
  });
}

/** Household type for a grid: with or without a partner, and no, one, or two or more children. */
function householdType(hasPartner: boolean, children: number): HouseholdType {
  const who = hasPartner ? 'couple' : 'single';
  if (children <= 0) return who;
  return children === 1 ? `${who}-1-child` : `${who}-2-plus-children`;
}

/** What a council's scheme works from: its income measures, your household type, the band the tax is capped at. */
interface LocalFacts {
  assessablePence: number;
  excessPence: number;
  earningsPence: number;
  household: HouseholdType;
  /** The share of the tax the band cap leaves (1 when none), as ninths of Band D. */
  cap: { numerator: number; denominator: number };
  /** The band cap's band, and whether it caps the tax worked on (`liability`) or the most paid (`reduction`: at most the whole tax of the cap's band). */
  capBand: LocalScheme['bandCap'];
  capOf: 'liability' | 'reduction';
  /** The weekly tax worked on: capped when the cap is of the liability. */
  weeklyTaxPence: number;
}

/**
 * The main reduction of a council's scheme (docs/rules.md CTS 2): a taper (the route's maximum of
 * the capped tax, less non-dependant deductions and the taper) or an income-band grid (the band's
 * share of the capped tax, or of the maximum, less non-dependant deductions, never above the
 * maximum); then the scheme's cut, then its minimum award. Kept exact in units of the year, as
 * the national schemes' (mainReduction).
 */
function localReduction(
  local: LocalScheme,
  route: LocalRoute,
  facts: LocalFacts,
  annualPence: number,
  ndPence: number,
  isOverLimit: boolean,
  limitPence: number,
  f: PeriodFactors,
  d: Daily,
): { line: CalculationLine; units: number; year: Message | null } {
  const name = msg('cts.line.mainReduction');
  const council = local.name;
  if (isOverLimit) return { line: line(name, 0, false, null, msg('cts.local.main.overSavings', { council, limit: moneyWithPence(limitPence) })), units: 0, year: null };
  const capOfAll = (shareOfBill(annualPence, 100, d) * facts.cap.numerator) / facts.cap.denominator;
  // A cap of the liability works each share on the capped tax; a cap of the reduction pays each share of the whole tax, at most the cap's band's whole tax.
  const capped = (percent: number) =>
    facts.capOf === 'reduction' ? Math.min(shareOfBill(annualPence, percent, d), capOfAll) : (shareOfBill(annualPence, percent, d) * facts.cap.numerator) / facts.cap.denominator;
  const maxUnits = capped(route.maxPercent);
  const tax = money(facts.weeklyTaxPence);
  const ndUnits = weeklyAsUnits(ndPence, d);
  let units: number;
  let working: Message;
  if (route.method.kind === 'taper') {
    const rate = route.method.ratePercent;
    const taperUnits = weeklyAsUnits((facts.excessPence * rate) / 100, d);
    units = Math.max(0, maxUnits - ndUnits - taperUnits);
    const values = {
      council,
      percent: route.maxPercent,
      tax,
      max: money(unitsToWeeklyPence(maxUnits, d)),
      deductions: money(ndPence),
      taper: money(percentOfPence(facts.excessPence, rate)),
      amount: money(unitsToWeeklyPence(units, d)),
    };
    const fullUnits = shareOfBill(annualPence, route.maxPercent, d);
    working =
      facts.capOf === 'reduction' && facts.capBand && maxUnits < fullUnits
        ? msg('cts.local.main.taperCapped', merged(values, { share: money(unitsToWeeklyPence(fullUnits, d)), cap: facts.capBand }))
        : msg('cts.local.main.taper', values);
  } else {
    const grid = route.method;
    const weeklyIncome = grid.measure === 'earnings' ? facts.earningsPence : grid.measure === 'excess-income' ? facts.excessPence : facts.assessablePence;
    const incomePence = grid.period === 'month' ? convertPence(weeklyIncome, 'week', 'month', f) : weeklyIncome;
    // The first band whose upper limit (for your household) your income does not pass; the last band has none.
    let percent = 0;
    let upTo: number | null = null;
    for (const band of grid.bands) {
      const limit = band.upTo === null ? null : typeof band.upTo === 'number' ? band.upTo : band.upTo[facts.household];
      if (limit === undefined) continue;
      if (limit === null || incomePence <= toPence(limit)) {
        [percent, upTo] = [band.percent, limit];
        break;
      }
    }
    const bandUnits = grid.of === 'liability' ? Math.max(0, Math.min(maxUnits, capped(percent)) - ndUnits) : (Math.max(0, maxUnits - ndUnits) * percent) / 100;
    units = bandUnits;
    const values = {
      council,
      income: money(incomePence),
      percent,
      tax: grid.of === 'liability' ? tax : money(unitsToWeeklyPence(Math.max(0, maxUnits - ndUnits), d)),
      deductions: money(ndPence),
      amount: money(unitsToWeeklyPence(units, d)),
    };
    const measure = msg(`cts.local.measure.${grid.measure}.${grid.period}`);
    working =
      upTo === null
        ? msg(grid.of === 'liability' ? 'cts.local.main.gridTop' : 'cts.local.main.gridTopOfMaximum', merged(values, { measure }))
        : msg(grid.of === 'liability' ? 'cts.local.main.grid' : 'cts.local.main.gridOfMaximum', merged(values, { measure, upTo: money(toPence(upTo)) }));
  }
  if (route.cutPercent > 0 && units > 0) {
    units = (units * (100 - route.cutPercent)) / 100;
    working = msg('cts.local.main.cut', { working, cut: route.cutPercent, amount: money(unitsToWeeklyPence(units, d)) });
  }
  if (local.minimumWeekly !== null && units > 0 && unitsToWeeklyPence(units, d) < toPence(local.minimumWeekly)) {
    working = msg('cts.local.main.belowMinimum', { working, minimum: money(toPence(local.minimumWeekly)) });
    units = 0;
  }
  const pence = unitsToWeeklyPence(units, d);
  const deductionUnits = maxUnits - units;
  const bill = { percent: route.maxPercent, bill: money(annualPence), amount: money(unitsToAnnualPence(units, d)) };
  const year =
    facts.cap.numerator === facts.cap.denominator && deductionUnits <= 0
      ? msg('cts.year.byDay', bill)
      : msg('cts.local.year.byDay', { weekly: money(pence), perWeek: d.daysPerWeek, days: d.days, amount: bill.amount });
  return { line: line(name, pence, pence > 0, null, working), units, year };
}

// ---------------------------------------------------------------------------------------------
// Rule 7: the year and the month, adding up

interface Totals {
  annualReductionPence: number;
  annualRemainingPence: number;
  monthlyReductionPence: number;
  monthlyRemainingPence: number;
  lines: CalculationLine[];
}

/**
 * The year's reduction (docs/rules.md CTS 1): the weekly reduction before rounding ÷ 7 × the days
 * in the year, rounded once, as a council's letter works it per day (SI 2012/2885 Sch 1 para 9:
 * 80% of a £1,200 bill is £960.00, not 52 weeks of £18.41); a reduction of the whole tax is the
 * whole year's tax, so nothing is left to pay. What is left is the bill less the reduction;
 * monthly figures are the year's ÷ 12, and what is left the month's bill less the monthly
 * reduction, so each pair adds up to its bill.
 */
function yearAndMonth(units: number, isFull: boolean, working: Message | null, bill: Bill, f: PeriodFactors, d: Daily): Totals {
  const annualReductionPence = isFull ? bill.annualPence : Math.min(unitsToAnnualPence(units, d), bill.annualPence);
  const annualRemainingPence = bill.annualPence - annualReductionPence;
  const monthlyReductionPence = isFull ? bill.monthlyPence : Math.min(convertPence(annualReductionPence, 'year', 'month', f), bill.monthlyPence);
  return {
    annualReductionPence,
    annualRemainingPence,
    monthlyReductionPence,
    monthlyRemainingPence: bill.monthlyPence - monthlyReductionPence,
    lines: [
      line(
        msg('cts.line.yearReduction'),
        annualReductionPence,
        annualReductionPence > 0,
        'council-tax-support.days-in-year',
        isFull ? msg('cts.year.whole', { amount: money(bill.annualPence) }) : annualReductionPence > 0 && working ? working : msg('cts.year.none'),
      ),
      line(
        msg('cts.line.leftToPay'),
        annualRemainingPence,
        annualRemainingPence > 0,
        null,
        isFull ? msg('cts.left.nothing') : msg('cts.left.sum', { bill: money(bill.annualPence), reduction: money(annualReductionPence), left: money(annualRemainingPence) }),
      ),
    ],
  };
}

/** The share of the bill covered, from the exact reduction, to 2 decimal places, never above the scheme's maximum. */
function percentageCovered(units: number, annualPence: number, maxPercent: number, d: Daily): number {
  if (annualPence <= 0 || units <= 0) return 0;
  // Hundredths of a percent, then ÷ 100: units ÷ (annual × 700) × 100 × 100.
  return Math.min(maxPercent, toPounds(roundHalfUp(units * 100, annualPence * d.daysPerWeek)));
}

// ---------------------------------------------------------------------------------------------

/**
 * Estimates Council Tax Support. Never throws: money keeps its pence, missing groups take the
 * defaults of docs/product.md §3, an unknown country counts as England (so would Northern Ireland,
 * whose help with rates the form explains instead of asking for a result). `rates` defaults to the
 * table of `input.taxYear` (the year in force when absent). `localSchemes` are the councils' own
 * working-age schemes the page has loaded (src/calc/council-tax-support-local/schemes.ts, a chunk
 * of its own so the engine stays small): with none, England at working age uses the illustrative
 * scheme.
 */
export function calculateCouncilTaxSupport(
  input?: DeepPartial<CouncilTaxSupportInput> | CouncilTaxSupportInput | null,
  rates: RatesTable = ratesFor(objectOf(input).taxYear),
  localSchemes: readonly LocalScheme[] = [],
): CouncilTaxSupportResult {
  const root = objectOf(input);
  const year = tableYear(rates);
  const amounts = resolveRates(rates);
  const f = periodFactors(amounts);
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
  const isPensionAge = isPensionAgeClaim(claimantAge, household.reachedStatePensionAge, isTrue(household.getsUniversalCredit), amounts);
  const getsGuaranteeCredit = isPensionAge && isTrue(income.getsGuaranteeCredit);
  const adults = readOtherAdults(household.otherAdultsDetails);
  // AA, DLA care or PIP daily living, for you or your partner; the severe disability premium's answers say so too.
  const getsCareBenefit = isTrue(c.receivesDisabilityBenefits) || isTrue(c.getsSevereDisabilityBenefit) || (hasPartner && isTrue(c.partnerGetsSevereDisabilityBenefit));
  const h: Household = {
    hasPartner,
    claimantAge,
    partnerAge,
    numChildren: wholeNumber(household.dependentChildren),
    // The disability premium's benefits (WSI 2013/3029 Sch 7; SSI 2021/249 Sch 1), never a condition without one.
    hasDisabilityBenefit: getsCareBenefit || isTrue(c.isRegisteredBlind) || isTrue(c.getsMobilityPartOnly),
    hasEnhancedDisabilityBenefit: isTrue(c.getsEnhancedDisabilityBenefit),
    isCarer: isTrue(c.isCarer),
    severe: severeDisability(c, hasPartner, adults, amounts['housing-benefit.non-dependant.min-age']),
    hasDisabledChild: isTrue(c.hasDisabledChild),
    childGetsEnhancedRate: isTrue(c.childGetsEnhancedRate),
    keepsFamilyPremium: isTrue(household.claimBeforeMay2016),
    before2021: reachedPensionAgeBeforeApril2021(hasPartner ? [claimantAge, partnerAge] : [claimantAge], year, amounts, household.reachedPensionAgeBeforeApril2021),
  };

  // Rule 2: England at working age uses the council's own scheme when one is built in for the year.
  const code = location.councilCode;
  const local = country === 'england' && !isPensionAge && typeof code === 'string' ? (localSchemes.find((s) => s.code === code && s.years.includes(year)) ?? null) : null;
  const childrenAges = listOf(household.childrenAges).map((age) => wholeNumber(age));
  const route = local
    ? routeFor(local, {
        getsUniversalCredit: isTrue(household.getsUniversalCredit),
        hasDisabilityBenefit: h.hasDisabilityBenefit,
        hasSevereDisability: h.severe.rate !== 'none',
        hasEnhancedDisability: h.hasEnhancedDisabilityBenefit,
        isCarer: h.isCarer,
        hasDisabledChild: h.numChildren > 0 && h.hasDisabledChild,
        hasChildUnder5: childrenAges.slice(0, h.numChildren).some((age) => age < CHILD_UNDER_AGE),
      })
    : null;
  const scheme = local && route ? localParameters(local, year, route) : schemeFor(country, isPensionAge, year);
  const localCapital = local && route ? (route.capital ?? local.capital) : null;

  // Rule 1: the bill.
  const hasSinglePersonDiscount = isTrue(property.hasSinglePersonDiscount);
  const bill = councilTaxBill(moneyToPence(orDefault(location.annualCouncilTax, defaults.annualCouncilTax)), hasSinglePersonDiscount, amounts, f);
  const weeklyTaxPence = bill.weeklyPence;
  const d: Daily = { days: amounts['council-tax-support.days-in-year'], daysPerWeek: amounts['council-tax-support.days-in-week'] };

  // Rule 3: the applicable amount.
  const personalLine = personalAllowance(h, scheme, amounts);
  const premiumLines = premiums(h, scheme, amounts);
  const applicablePence = sumPence([personalLine, ...premiumLines]);

  // Rule 4: income, the disregard, tariff income; Guarantee Credit counts income as nil. Capital
  // that exceeds the upper limit ends the main reduction: exactly £16,000 is within it.
  const savingsPence = moneyToPence(savings.totalSavings);
  const upperPence = localCapital ? toPence(localCapital.limit) : toPence(amounts['housing-benefit.capital.upper-limit']);
  const isOverLimit = localCapital
    ? isOverLocalLimit(savingsPence, isTrue(savings.hasOver16000), localCapital, amounts)
    : !getsGuaranteeCredit && (isTrue(savings.hasOver16000) || savingsPence > upperPence);
  const mine = incomeOf(income.claimantIncome);
  const theirs = hasPartner ? incomeOf(income.partnerIncome) : { earningsPence: 0, otherPence: 0 };
  const claimantPence = mine.earningsPence + mine.otherPence;
  const partnerPence = theirs.earningsPence + theirs.otherPence;
  const incomeLines = [line(msg('cts.line.yourIncome'), claimantPence, claimantPence > 0, null, msg('cts.incomeCounted', { amount: money(claimantPence) }))];
  if (hasPartner) incomeLines.push(line(msg('cts.line.partnerIncome'), partnerPence, partnerPence > 0, null, msg('cts.incomeCounted', { amount: money(partnerPence) })));
  const notCountedPence = moneyToPence(income.notCountedIncome);
  if (notCountedPence > 0) incomeLines.push(line(msg('cts.line.notCounted'), 0, false, null, msg('cts.notCounted', { amount: money(notCountedPence) })));
  const tariff =
    local && localCapital
      ? localTariff(savingsPence, !isOverLimit, localCapital, local.name)
      : tariffIncome(savingsPence, !isOverLimit && !getsGuaranteeCredit, scheme.capital, amounts);
  incomeLines.push(tariff);
  const disregard = earningsDisregard(mine.earningsPence + theirs.earningsPence, h, amounts, local?.earningsDisregards);
  const disregardLines = [disregard];
  // A council's further disregard off income other than earnings where a disability premium would be paid.
  if (local && local.disabilityDisregard !== null) {
    const premium = h.hasDisabilityBenefit || h.severe.rate !== 'none' || h.hasEnhancedDisabilityBenefit || (h.numChildren > 0 && h.hasDisabledChild);
    const otherPence = mine.otherPence + theirs.otherPence;
    const fullPence = toPence(local.disabilityDisregard);
    const pence = premium ? Math.min(fullPence, otherPence) : 0;
    const values = { council: local.name, amount: money(fullPence), income: money(otherPence) };
    disregardLines.push(
      line(msg('cts.local.line.disabilityDisregard'), pence, pence > 0, null, msg(premium ? 'cts.local.disabilityDisregard' : 'cts.local.disabilityDisregardNone', values)),
    );
  }
  const assessablePence = getsGuaranteeCredit ? 0 : Math.max(0, claimantPence + partnerPence - sumPence(disregardLines) + toPence(tariff.amount));
  const method = route?.method;
  const taper =
    method?.kind === 'grid'
      ? line(msg('cts.line.taper'), 0, false, null, msg('cts.local.gridNoTaper', { council: local?.name ?? '' }))
      : taperLine(assessablePence, applicablePence, method ? null : scheme.taperId, amounts, method?.ratePercent);

  // Rule 5: non-dependant deductions.
  const noDeductions = getsCareBenefit || isTrue(c.isRegisteredBlind);
  const ndLines = local ? localNonDependants(adults, noDeductions, local, amounts) : nonDependantDeductions(adults, noDeductions, scheme, amounts);
  const ndPence = sumPence(ndLines);

  // Rule 6: the reductions; the larger is used.
  // Each reduction is kept exact (units of the year's worth) until the year is rounded once.
  const maxPercent = route ? route.maxPercent : amounts[scheme.maxReductionId];
  const excessPence = getsGuaranteeCredit ? 0 : Math.max(0, assessablePence - applicablePence);
  let main: ReturnType<typeof mainReduction>;
  if (local && route) {
    // The band cap (s13A scheme; Local Government Finance Act 1992 s5(1) proportions): the tax of the cap's band, as ninths of Band D.
    const band = typeof location.councilTaxBand === 'string' && Object.hasOwn(BAND_NINTHS, location.councilTaxBand) ? (location.councilTaxBand as CouncilTaxBand) : 'A';
    const capBand = route.bandCap !== false ? local.bandCap : null;
    const capOf = local.bandCapOf ?? 'liability';
    // A cap of the reduction (at most the whole tax of the cap's band) bites only where the route's maximum share of this band's tax is more.
    const bites = capBand !== null && BAND_NINTHS[capBand] < BAND_NINTHS[band] && (capOf === 'liability' || route.maxPercent * BAND_NINTHS[band] > 100 * BAND_NINTHS[capBand]);
    const cap = capBand && bites ? { numerator: BAND_NINTHS[capBand], denominator: BAND_NINTHS[band] } : { numerator: 1, denominator: 1 };
    const cappedWeeklyPence = Math.round((weeklyTaxPence * cap.numerator) / cap.denominator);
    if (capBand && cap.numerator !== cap.denominator)
      bill.lines.push(
        line(
          msg(capOf === 'reduction' ? 'cts.local.line.bandCapReduction' : 'cts.local.line.bandCap'),
          cappedWeeklyPence,
          true,
          null,
          msg(capOf === 'reduction' ? 'cts.local.bandCapReduction' : 'cts.local.bandCap', {
            council: local.name,
            band,
            cap: capBand,
            tax: money(weeklyTaxPence),
            capNinths: cap.numerator,
            bandNinths: cap.denominator,
            capped: money(cappedWeeklyPence),
          }),
        ),
      );
    const earningsPence = mine.earningsPence + theirs.earningsPence;
    const facts: LocalFacts = {
      assessablePence,
      excessPence,
      earningsPence,
      household: householdType(hasPartner, h.numChildren),
      cap,
      capBand,
      capOf,
      weeklyTaxPence: capOf === 'reduction' ? weeklyTaxPence : cappedWeeklyPence,
    };
    main = localReduction(local, route, facts, bill.annualPence, ndPence, isOverLimit, upperPence, f, d);
  } else main = mainReduction(bill.annualPence, weeklyTaxPence, ndPence, excessPence, isOverLimit, getsGuaranteeCredit, upperPence, scheme, amounts, d);
  const rebate = secondAdultRebate(adults, hasPartner, bill.annualPence, weeklyTaxPence, scheme, amounts, d);
  const rebatePence = toPence(rebate.line.amount);
  const usesRebate = rebate.units > main.units;
  const units = Math.max(main.units, rebate.units);
  const weeklyPence = unitsToWeeklyPence(units, d);
  const isFull = bill.annualPence > 0 && units >= shareOfBill(bill.annualPence, 100, d);

  // Rule 7: the year and the month.
  const totals = yearAndMonth(units, isFull, usesRebate ? rebate.year : main.year, bill, f, d);
  const isEligible = totals.annualReductionPence > 0;

  const warnings: Message[] = [];
  // docs/rules.md CTS 2: State Pension age left open by the age and not answered is worked out as not reached, and said.
  if (!isTrue(household.getsUniversalCredit) && isStatePensionAgeUnanswered(claimantAge, household.reachedStatePensionAge, amounts)) {
    warnings.push(msg('cts.warning.ageUnanswered', { age: amounts['general.state-pension-age'] }));
  }
  if (isOverLimit) {
    const limit = moneyWithPence(upperPence);
    warnings.push(usesRebate ? msg('cts.warning.savingsRebate', { limit, rebate: moneyWithPence(rebatePence) }) : msg('cts.warning.savings', { limit }));
  }

  const address = COUNCIL_SCHEME_URL;
  // The council's name as typed, when given.
  const typed = typeof location.localAuthority === 'string' ? location.localAuthority.trim() : '';
  const council = typed || (local ? local.name : '');
  const nextSteps = isEligible
    ? [council ? msg('cts.step.applyToCouncil', { council, address }) : msg('cts.step.applyToYourCouncil', { address }), msg('cts.step.haveReady')]
    : [msg('cts.step.checkScheme', { address }), msg('cts.step.discounts')];
  if (isPensionAge && !getsGuaranteeCredit) nextSteps.push(msg('cts.step.pensionCredit', { phone: PENSION_CREDIT_LINE.number }));
  if (isTrue(property.hasDisabilityAdaptations)) nextSteps.push(msg('cts.step.adapted'));
  if (isTrue(property.isStudentProperty)) nextSteps.push(msg('cts.step.students'));
  nextSteps.push(msg('cts.step.advice', { phone: ADVICELINE.number }));

  const summary = local && route ? localSummary(local, year, route) : null;
  let schemeNotice: Message;
  if (scheme.isNational) schemeNotice = msg('cts.notice.national', { why: scheme.why, percent: maxPercent, address });
  else if (local && summary) schemeNotice = msg('cts.notice.local', { summary, title: local.source.title, date: local.source.date, url: local.source.url });
  // A council chosen whose scheme is not built in: the illustrative scheme, naming the council to ask.
  else if (typed && country === 'england') schemeNotice = msg('cts.notice.englandWorkingCouncil', { council: typed, percent: maxPercent, address });
  else schemeNotice = msg('cts.notice.englandWorking', { percent: maxPercent, address });

  return {
    taxYear: year,
    eligibleForSupport: isEligible,
    isPensionAge,
    scheme: { country, isPensionAge, isNational: scheme.isNational, name: scheme.name, why: scheme.why },
    weeklyReduction: toPounds(weeklyPence),
    monthlyReduction: toPounds(totals.monthlyReductionPence),
    annualReduction: toPounds(totals.annualReductionPence),
    fullReduction: isFull,
    percentageReduction: percentageCovered(units, bill.annualPence, maxPercent, d),
    remainingLiability: {
      weekly: toPounds(weeklyTaxPence - weeklyPence),
      monthly: toPounds(totals.monthlyRemainingPence),
      annual: toPounds(totals.annualRemainingPence),
    },
    applicableAmount: toPounds(applicablePence),
    assessableIncome: toPounds(assessablePence),
    excessIncome: toPounds(Math.max(0, assessablePence - applicablePence)),
    taperApplied: taper.amount,
    nonDependantDeductions: toPounds(ndPence),
    breakdown: {
      councilTax: bill.lines,
      personalAllowance: personalLine,
      premiums: premiumLines,
      income: incomeLines,
      disregards: disregardLines,
      nonDependants: ndLines,
      taper,
      reductions: [main.line, rebate.line],
      annual: totals.lines,
    },
    secondAdultRebate: { eligible: rebatePence > 0, weeklyAmount: rebate.line.amount, percent: rebate.percent, betterThanMainCalculation: usesRebate },
    localSchemeDetails: {
      schemeName: scheme.name,
      maxReduction: maxPercent,
      minimumPayment: route ? 100 - route.maxPercent : scheme.minimumPaymentId ? amounts[scheme.minimumPaymentId] : 0,
      specialProvisions: [...scheme.specialProvisions],
    },
    localScheme:
      local && summary
        ? { code: local.code, council: local.name, years: [...local.years], title: local.source.title, url: local.source.url, date: local.source.date, summary }
        : null,
    schemeNotice,
    councilSchemeUrl: COUNCIL_SCHEME_URL,
    discountsApplied: hasSinglePersonDiscount ? [msg('cts.discountApplied', { percent: amounts['council-tax-support.single-person-discount'] })] : [],
    nextSteps,
    applicationGuidance: [msg('cts.apply.online', { address }), msg('cts.apply.paper'), msg('cts.apply.tellChanges')],
    appealRights: [...scheme.appealRights],
    warnings,
    alert: msg(isEligible ? 'cts.alert.eligible' : 'cts.alert.notEligible'),
    annualCouncilTax: toPounds(bill.annualPence),
    monthlyCouncilTax: toPounds(bill.monthlyPence),
    weeklyCouncilTax: toPounds(weeklyTaxPence),
  };
}
