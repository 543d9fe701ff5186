/**
 * Housing Benefit, weekly (docs/product.md §3, §8 and §9; docs/rules.md HB 1-8; the
 * Housing Benefit Regulations 2006 and, at pension age, the HB (State Pension Credit age)
 * Regulations 2006).
 *
 * Applicable amount (personal allowance + child allowances + premiums) against income (earnings
 * less a disregard, other income, tariff income from savings); eligible rent after the LHA cap
 * (private) or the spare-bedroom reduction (social, working age); less non-dependant deductions
 * and a 65% taper of income above the applicable amount. Each rule is a small named function that
 * returns its line of working; the result carries what the results panel shows, so the panel
 * never works anything out again. Monthly = weekly × 4.33 (the conversion of docs/rules.md "Money").
 */

import { NI_RATES_HELP } from './rates-help-northern-ireland';
import { INPUT_DEFAULTS, INPUT_LIMITS, LHA_CATEGORIES, isTaxYear, lhaRateId, ratesFor, resolveRates, tableYear, taxYearOf } from './rates';
import { builtInRatesWithLha } from './built-in-lha';
import type { CoreRateId, LhaCategory, RatesTable, ResolvedRates, TaxYear } from './rates';
import { convertPence, moneyToPence, percentOfPence, periodFactors, toPence, toPounds } from './money';
import { listOfValues, moneyWithPence, msg, type Message } from './message';
import { clampNumber } from './number';
import { tariffIncome as tariffIncomeFrom } from './tariff-income';
import { bedroomCount, spareBedroomRateId, type ChildSex } from './bedrooms';
import { typedBedrooms } from './bedrooms-typed';
import { paymentsBeside, UK_NATIONS, type BesidePayment, type UkNation } from './beside-award';
import { nonDependantBand } from './non-dependants';

export { nonDependantBand } from './non-dependants';
import { isTrue, merged, line, listOf, objectOf, orDefault, stringsOf, sumPence, wholeNumber, type CalculationLine, type DeepPartial, type RelationshipStatus } from './types';
import type { LhaArea } from './lha';
import { GOV_UK_RATES } from './rates/define';
import { ADVICELINE, UNIVERSAL_CREDIT_HELPLINE, VOA_LHA_LOOKUP } from './helplines';
import { reachedPensionAgeBeforeApril2021 } from './pension-age';
import { adultCouples, pensionAgeStatus, withPartnerFromHousehold, type CoupleMember, type PensionAgeStatus } from './housing-benefit-questions';
import { hbSharedRateExemptions, isHbSharedRateExemptionAt, type HbSharedRateExemption } from './housing-benefit-young';

// What the form asks before anything is worked out is apart from the engine (housing-benefit-questions.ts).
export {
  adultCouples,
  defaultHouseholdMember,
  defaultHousingBenefitInput,
  defaultIsPensionAge,
  defaultReachedBeforeApril2021,
  pensionAgeStatus,
  withPartnerFromHousehold,
  type PensionAgeStatus,
} from './housing-benefit-questions';

/** A person living with the claimant (docs/product.md §3), plus their income for non-dependant deductions. */
export interface HouseholdMember {
  /** 0-100; not a number becomes 0. */
  age: number;
  relationship: 'partner' | 'child' | 'non-dependant' | 'other';
  /** A full-time student non-dependant takes no deduction (HB Regs reg 74(7)). */
  isStudent: boolean;
  /** For a child: the disabled child premium. */
  hasDisability: boolean;
  /** Kept from docs/product.md §3; deductions go by income (docs/rules.md HB 7), not by this. */
  contributesToRent: boolean;
  /**
   * A non-dependant who gets Attendance Allowance (Pension Age Disability Payment), DLA care at the
   * middle or highest rate, PIP (or Adult Disability Payment) daily living or Armed Forces
   * Independence Payment, or is registered blind: they do not stop the severe disability premium
   * (HB Regs Sch 3 para 14(4); HB(SPC) Regs Sch 3 para 6(6)). Default false.
   */
  getsDisabilityBenefitOrBlind?: boolean;
  /** A non-dependant's gross weekly income, which picks the deduction band. Default 0: the lowest band. */
  grossWeeklyIncome?: number;
  /**
   * A non-dependant under 25 who gets income support, income-based JSA, income-related ESA without a
   * component, or Universal Credit with no earnings: no deduction (HB Regs reg 74(7)). Default false.
   */
  getsIncomeBasedBenefit?: boolean;
  /** A child's sex, asked when it can change the bedrooms (docs/rules.md HB 5). Unset: shares only as an under-10. */
  sex?: ChildSex;
  /** A child who gets DLA or CDP care at the middle or highest rate and cannot share a bedroom because of it (HB Regs reg B13(5)(ba)). */
  cannotShare?: boolean;
  /**
   * The number on the form (1-based, in the list's order) of the person they live with as a couple:
   * two people of 16 or over, not children, who name each other share a bedroom and, both
   * non-dependants, take one deduction (`adultCouples`; HB Regs regs B13(5)(a), 13D(3)(a), 74(3)-(4)).
   */
  coupleWith?: number;
}

/**
 * Values of `personalDetails.disabilities` the engine reads (docs/rules.md HB 3, 4, 5 and 7), one
 * fact each: `no-non-dependant-deductions`, you or your partner get Attendance Allowance (Pension
 * Age Disability Payment), DLA care, PIP (ADP) daily living, or are registered blind;
 * `disability-premium`, you or your partner get another disability benefit (DLA or PIP mobility
 * only); `severe-disability-premium`, you get Attendance Allowance, DLA care at the middle or
 * highest rate or PIP daily living, and `severe-disability-premium-couple`, your partner does too
 * (the premium itself also needs no other adult at home and no carer paid for you, read from the
 * household and `carer-paid-for-you` / `carer-paid-for-partner`: someone gets Carer's Allowance,
 * Carer Support Payment or Universal Credit's carer element for looking after you / your partner);
 * `enhanced-disability-premium`, you or your partner get PIP enhanced daily living or DLA highest
 * care. Each benefit implies the wider facts (DLA highest care is also DLA care, and a disability
 * benefit), so an answer never contradicts another.
 */
export type HousingBenefitDisability =
  | 'disability-premium'
  | 'severe-disability-premium'
  | 'severe-disability-premium-couple'
  | 'enhanced-disability-premium'
  | 'enhanced-disability-child'
  | 'carer-premium'
  | 'carer-bedroom-needed'
  | 'no-non-dependant-deductions'
  | 'carer-paid-for-you'
  | 'carer-paid-for-partner';

/** Benefits that take the whole income and savings out of the sum (a "passport" to maximum Housing Benefit). */
export const PASSPORT_BENEFITS = ['pension-credit-guarantee', 'income-support', 'jsa-income-based', 'esa-income-related'] as const;

/** Housing Benefit input (docs/product.md §3), field names unchanged. Money is weekly, in pounds. */
export interface HousingBenefitInput {
  /** The tax year whose rules and rates apply; default: the year in force. */
  taxYear?: TaxYear;
  personalDetails: {
    /** 16-100; not a number becomes 16. */
    age: number;
    relationshipStatus: RelationshipStatus;
    household: HouseholdMember[];
    /** See `HousingBenefitDisability`. */
    disabilities: string[];
    isStudent: boolean;
    immigration: string;
    /** You have reached State Pension age. Default: age ≥ 67 (general.state-pension-age.highest); the form asks at 66 (docs/rules.md HB 1). */
    isPensionAge?: boolean;
    /** A partner's age (couples), 16-100. Absent: not known, and the partner counts as on your side of State Pension age. */
    partnerAge?: number;
    /** Your partner has reached State Pension age. Default: partner's age ≥ 67; absent partner age: as `isPensionAge`. */
    partnerIsPensionAge?: boolean;
    /** You (or your partner) reached State Pension age before 1 April 2021 (the higher pension-age allowances). Default from the older age and the tax year. */
    reachedPensionAgeBeforeApril2021?: boolean;
    /** The claim began before 1 May 2016 (family premium). Default false. */
    claimBeforeMay2016?: boolean;
    /** A mixed-age couple's pension-age Housing Benefit claim began before 15 May 2019, so it continues (docs/rules.md HB 1). Default false. */
    claimBeforeMay2019?: boolean;
    /** Where you live (default England): Scotland's and Northern Ireland's payments beside the award, and Northern Ireland's office (docs/rules.md "Scotland" 2, "Northern Ireland" 2). */
    location?: UkNation;
    /** You and your partner cannot share a bedroom because of a disability: one more room (HB Regs reg B13(5)(za)-(zb)). */
    coupleCannotShare?: boolean;
    /**
     * Rooms for carers who do not live with you and stay overnight regularly (HB Regs reg B13(6)(a), (7)): one
     * for each person cared for, a couple counting once. Unset: 1 when `disabilities` has 'carer-bedroom-needed', else 0.
     */
    overnightCareRooms?: number;
    /** An approved foster carer or adopter, also between placements for up to 52 weeks: one more room (HB Regs reg B13(6)(b)). */
    fosterCarer?: boolean;
    /**
     * The cases of HB Regs reg 2(1) "young individual" that apply to you (docs/rules.md HB 5): not the
     * shared accommodation rate, a care leaver only under 25, MAPPA only from 25. Absent: none.
     */
    sharedRateExemptions?: HbSharedRateExemption[];
  };
  propertyDetails: {
    postcode: string;
    propertyType: 'house' | 'flat' | 'bedsit' | 'shared' | 'supported';
    /** 0-10; not a number becomes 0. */
    bedrooms: number;
    /**
     * The bedrooms the visitor says they are allowed (the council's, the Housing Executive's or an
     * adviser's figure), 1-10: used instead of the count from the answers, higher or lower
     * (docs/rules.md HB 5). Absent: the count.
     */
    bedroomsTyped?: number;
    /** Weekly rent, without service or water charges. */
    actualRent: number;
    serviceCharges: number;
    /** Never counts towards eligible rent. */
    waterCharges: number;
    councilTaxIncluded: boolean;
    /** Heating, hot water, lighting or cooking fuel is paid for in the rent. */
    heatingIncluded: boolean;
    /**
     * The weekly part of `actualRent` that is for fuel, when the landlord or tenancy agreement
     * says (read only with `heatingIncluded`; at most the rent). Absent or 0: not known
     * (docs/rules.md HB 6).
     */
    fuelChargeWeekly?: number;
    isTemporaryAccommodation: boolean;
    isSupportedAccommodation: boolean;
    hasDisabilityAdaptations: boolean;
    tenancyType: 'private' | 'social' | 'housing-association';
    /** The weekly LHA rate the visitor typed when their postcode was not found (docs/rules.md HB 5). */
    lhaRateWeekly?: number;
  };
  incomeDetails: {
    earnings: number;
    /** Counted for couples only. */
    partnerEarnings: number;
    pension: number;
    otherBenefits: string[];
    savings: number;
    otherIncome: number;
    /** Gets Pension Credit guarantee credit: income and savings ignored (maximum Housing Benefit). */
    getsGuaranteeCredit?: boolean;
  };
  /**
   * The area found by the LHA lookup (`lhaAnswer`, src/calc/lha.ts). Kept beside docs/product.md groups and saved with the input. The
   * engine takes the area's amounts from the rates table when it has them (so an admin's edit
   * reaches saved calculations) and from the area otherwise.
   */
  lhaArea?: LhaArea | null;
}

/** The working of a Housing Benefit result. All lines are weekly and positive; the panel gives the sign. */
export interface HousingBenefitBreakdown {
  personalAllowance: CalculationLine;
  /** Plus line: one allowance for each child. */
  childAllowance: CalculationLine;
  /** Plus lines: family, disability, severe, enhanced, enhanced (child), disabled child and carer premiums. */
  premiums: CalculationLine[];
  /** Minus lines: one per non-dependant. */
  deductions: CalculationLine[];
  /** The first line is rent and service charges; the others come off it (LHA cap, spare-bedroom reduction). */
  rent: CalculationLine[];
  /** Plus lines: earnings, a partner's earnings, pension, other income. */
  income: CalculationLine[];
  /** Minus line: the earnings disregard. */
  earningsDisregard: CalculationLine;
  /**
   * Minus line, with a passport benefit (Pension Credit guarantee credit, income support,
   * income-based JSA, income-related ESA): the income above, so that income counts as £0. Absent
   * from results saved before it was added.
   */
  passport?: CalculationLine;
  /** Plus line: tariff income from savings. */
  tariffIncome: CalculationLine;
  /** Minus line: the income taper. */
  taper: CalculationLine;
}

/**
 * Who can claim what (docs/rules.md HB 2): `pension-age`, a new claim to the council under the
 * pension-age rules; `special-housing`, working age in supported or temporary accommodation, a new
 * claim to the council; `existing-claim-only`, working age elsewhere, new claims are for Universal
 * Credit; `mixed-age-couple`, one of a couple has reached State Pension age and the other has not,
 * and the claim did not begin before 15 May 2019: Universal Credit too; `universal-credit`, the
 * household gets Universal Credit and lives outside supported or temporary accommodation: no
 * Housing Benefit (the rent is in Universal Credit's housing element).
 */
export type HousingBenefitRoute = 'pension-age' | 'special-housing' | 'existing-claim-only' | 'mixed-age-couple' | 'universal-credit';

/** How the LHA rate was found: the looked-up area, a typed rate, none, or not used (council or housing association). */
export type LhaSource = 'area' | 'typed' | 'none' | 'not-applicable';

/** Housing Benefit result (docs/product.md §3) plus the working. Money is weekly unless named monthly. */
export interface HousingBenefitResult {
  taxYear: TaxYear;
  weeklyAmount: number;
  monthlyAmount: number;
  eligibleRent: number;
  /** The LHA rate for the household's category; null when none is known or it does not apply. */
  lhaRate: number | null;
  taperReduction: number;
  /** The docs/product.md §8 warnings with their figures (money always with pence). */
  warnings: Message[];
  breakdown: HousingBenefitBreakdown;
  nextSteps: Message[];
  applicableAmount: number;
  /** Weekly income counted: earnings less the disregard, other income, tariff income. */
  assessedIncome: number;
  excessIncome: number;
  nonDependantDeductions: number;
  /** The social-sector reduction for bedrooms above the need (the "bedroom tax"). */
  bedroomTaxReduction: number;
  bedroomsNeeded: number;
  /** Bedrooms above the need (social renters). */
  spareBedrooms: number;
  lhaCategory: LhaCategory;
  lhaSource: LhaSource;
  /** On the LHA rate used and the bedrooms needed, for the panel. */
  lhaWorking: Message;
  /** The looked-up area's name; null without one. */
  lhaAreaName: string | null;
  isPensionAge: boolean;
  /** Who can claim what (see `HousingBenefitRoute`). Absent from results saved before it was added. */
  route?: HousingBenefitRoute;
  /** Working age (or a mixed-age couple) outside supported or temporary housing: new claims are for Universal Credit. */
  isExistingClaimOnly: boolean;
  /** Guarantee Credit or another passport benefit: income and savings ignored. */
  isPassported: boolean;
  /** Which passport benefits the household gets (ids of `PASSPORT_BENEFITS`), for the panel to name. */
  passportBenefits: Array<(typeof PASSPORT_BENEFITS)[number]>;
  /** Why the award is 0 when the rent alone would give something: Universal Credit, savings above the limit, or deductions and taper. */
  zeroReason: 'universal-credit' | 'savings' | 'deductions' | null;
  /** The bedroom cut paid back beside the award in Scotland and Northern Ireland (./beside-award.ts); none elsewhere, or in a result saved before. */
  besideAward?: BesidePayment[];
}

/** The facts every rule reads, read once from the input. */
interface Household {
  age: number;
  isCouple: boolean;
  /** The claim follows the pension-age rules (docs/rules.md HB 1). */
  isPensionAge: boolean;
  /** Whose State Pension age is left open by an age and not answered (docs/rules.md HB 1), or null. */
  pensionAgeUnanswered: PensionAgeStatus['unanswered'];
  /** You or your partner have reached State Pension age: no spare-bedroom reduction (HB Regs reg A13(2)(d)). */
  anyoneReachedPensionAge: boolean;
  /** One of the couple has reached State Pension age and the other has not, and the claim is not protected. */
  isMixedAgeRoute: boolean;
  reachedBefore2021: boolean;
  children: { age: number; hasDisability: boolean; sex?: ChildSex; cannotShare: boolean }[];
  /** Rooms for a couple who cannot share, overnight carers and a foster carer (docs/rules.md HB 5). */
  extraRooms: { coupleCannotShare: boolean; numOvernightCareRooms: number; isFosterCarer: boolean };
  /** The "young individual" cases given (HB Regs reg 2(1)), before their ages are checked. */
  sharedRateExemptions: HbSharedRateExemption[];
  /** Everyone else aged 16 or over who is not the partner, with their income and flags. */
  others: {
    /** Their number on the form: their place in the people list, children included (1-based). */
    n: number;
    age: number;
    relationship: string;
    income: number;
    isStudent: boolean;
    getsIncomeBasedBenefit: boolean;
    getsDisabilityBenefitOrBlind: boolean;
  }[];
  /** Couples among the other adults, as their numbers on the form (`adultCouples`, docs/rules.md HB 5 and 7). */
  adultCouples: Array<[number, number]>;
  disabilities: readonly string[];
  /** You or your partner get Attendance Allowance, DLA care, PIP daily living, or are registered blind (HB Regs reg 74(6)(a)-(b); HB(SPC) Regs reg 55(6)). */
  getsCareBenefit: boolean;
  /** You or your partner get any disability benefit or are registered blind (HB Regs Sch 3 para 13; HB(SPC) Regs Sch 4 para 5). */
  getsDisabilityBenefit: boolean;
}

/** docs/rules.md HB 1 and 3: working age single under 25 / 25+ / couple; pension age single / couple, before or from April 2021. */
function personalAllowance(h: Household, amounts: ResolvedRates): CalculationLine {
  const adultAge = amounts['housing-benefit.personal-allowance.higher-rate-age'];
  let id: CoreRateId;
  let working: string;
  // What the working names besides the amount: the age the amount changes at, or the April of the pension-age split.
  let values: Record<string, number | string> = { age: adultAge };
  if (h.isPensionAge) {
    const before = h.reachedBefore2021;
    id = before
      ? h.isCouple
        ? 'housing-benefit.personal-allowance.pension-before-2021.couple'
        : 'housing-benefit.personal-allowance.pension-before-2021.single'
      : h.isCouple
        ? 'general.pension-credit.guarantee.couple'
        : 'general.pension-credit.guarantee.single';
    // The year is a name here ('April 2021'), not a figure to group.
    values = { year: String(amounts['housing-benefit.personal-allowance.pension-split-year']) };
    working = before
      ? h.isCouple
        ? 'hb.allowance.pensionBefore.couple'
        : 'hb.allowance.pensionBefore.single'
      : h.isCouple
        ? 'hb.allowance.pensionFrom.couple'
        : 'hb.allowance.pensionFrom.single';
  } else {
    // HB Regs Sch 3 para 1(2): a lone parent gets the 25-or-over amount from 18.
    const loneParentAge = amounts['housing-benefit.personal-allowance.lone-parent-age'];
    const isLoneParent = !h.isCouple && h.children.length > 0;
    if (isLoneParent) values = { age: loneParentAge };
    [id, working] = h.isCouple
      ? ['housing-benefit.personal-allowance.couple', 'hb.allowance.couple']
      : isLoneParent && h.age >= loneParentAge
        ? ['housing-benefit.personal-allowance.single-25-plus', 'hb.allowance.loneParentOver']
        : isLoneParent
          ? ['housing-benefit.personal-allowance.single-under-25', 'hb.allowance.loneParentUnder']
          : h.age < adultAge
            ? ['housing-benefit.personal-allowance.single-under-25', 'hb.allowance.singleUnder']
            : ['housing-benefit.personal-allowance.single-25-plus', 'hb.allowance.singleOver'];
  }
  const pence = toPence(amounts[id]);
  return line(msg('hb.personalAllowance'), pence, true, id, msg(working, merged(values, { amount: moneyWithPence(pence) })));
}

/** docs/rules.md HB 3: one child allowance for each child. */
function childAllowance(numChildren: number, amounts: ResolvedRates): CalculationLine {
  const id: CoreRateId = 'housing-benefit.personal-allowance.child';
  const each = toPence(amounts[id]);
  const working = numChildren > 0 ? msg('hb.childAllowance.each', { count: numChildren, amount: moneyWithPence(each) }) : msg('hb.childAllowance.none');
  return line(msg('hb.childAllowances'), numChildren * each, numChildren > 0, id, working);
}

/**
 * A premium line: `count` × the rate, said by the message `why` (given the count and the rate), or
 * not included, said by `whyNot`.
 */
function premium(name: Message, id: CoreRateId, count: number, why: string, whyNot: Message, amounts: ResolvedRates): CalculationLine {
  const each = toPence(amounts[id]);
  return line(name, count * each, count > 0, id, count > 0 ? msg(why, { count, amount: moneyWithPence(each) }) : whyNot);
}

/** docs/rules.md HB 3: the premiums, each a line; the disability and enhanced (adult) premiums at working age only. */
function premiums(h: Household, claimBeforeMay2016: boolean, amounts: ResolvedRates): CalculationLine[] {
  const has = (d: HousingBenefitDisability) => h.disabilities.includes(d);
  const numChildren = h.children.length;
  const numDisabledChildren = h.children.filter((c) => c.hasDisability).length;
  const rate = h.isCouple ? 'couple' : 'single';
  const workingAgeOnly = msg(h.isPensionAge ? 'hb.notIncluded.pensionAge' : 'hb.notIncluded.noDisabilityBenefit');
  const notTicked = msg('hb.notIncluded.notTicked');
  const severe = severeDisability(h, amounts);
  const severeCouple = severe.rate === 'couple';
  return [
    premium(
      msg('hb.familyPremium'),
      'housing-benefit.premium.family',
      claimBeforeMay2016 && numChildren > 0 ? 1 : 0,
      'hb.premium.family',
      msg(numChildren > 0 ? 'hb.notIncluded.claimFromMay2016' : 'hb.notIncluded.noChild'),
      amounts,
    ),
    premium(
      msg(h.isCouple ? 'hb.disabilityPremium.couple' : 'hb.disabilityPremium.single'),
      `housing-benefit.premium.disability.${rate}`,
      !h.isPensionAge && h.getsDisabilityBenefit ? 1 : 0,
      'hb.premium.disability',
      workingAgeOnly,
      amounts,
    ),
    premium(
      msg(severeCouple ? 'hb.severeDisabilityPremium.couple' : 'hb.severeDisabilityPremium.single'),
      severeCouple ? 'housing-benefit.premium.severe-disability.couple' : 'housing-benefit.premium.severe-disability.single',
      severe.rate === null ? 0 : 1,
      severe.why,
      msg(severe.why, severe.values),
      amounts,
    ),
    premium(
      msg(h.isCouple ? 'hb.enhancedDisabilityPremium.couple' : 'hb.enhancedDisabilityPremium.single'),
      `housing-benefit.premium.enhanced-disability.${rate}`,
      !h.isPensionAge && has('enhanced-disability-premium') ? 1 : 0,
      'hb.premium.enhanced',
      h.isPensionAge ? workingAgeOnly : notTicked,
      amounts,
    ),
    premium(
      msg('hb.enhancedDisabilityPremium.child'),
      'housing-benefit.premium.enhanced-disability.child',
      numChildren > 0 && has('enhanced-disability-child') ? 1 : 0,
      'hb.premium.enhancedChild',
      notTicked,
      amounts,
    ),
    premium(
      msg('hb.disabledChildPremium'),
      'housing-benefit.premium.disabled-child',
      numDisabledChildren,
      'hb.premium.disabledChild',
      msg('hb.notIncluded.noDisabledChild'),
      amounts,
    ),
    premium(msg('hb.carerPremium'), 'housing-benefit.premium.carer', has('carer-premium') ? 1 : 0, 'hb.premium.carer', notTicked, amounts),
  ];
}

/**
 * docs/rules.md HB 4: the highest disregard that applies (5 single, 10 couple, 25 lone parent, 20
 * with a disability or carer premium), at most the earnings. Working age: HB Regs Sch 4 paras 3-5,
 * the disability, severe disability or carer premium. Pension age: HB(SPC) Regs Sch 4 para 4 (a
 * carer) and para 5 (you or your partner get Attendance Allowance, DLA, PIP or another listed
 * disability benefit, or are registered blind), where there is no disability premium to read.
 */
function earningsDisregard(h: Household, earningsPence: number, premiumLines: CalculationLine[], amounts: ResolvedRates): CalculationLine {
  let hasDisabilityOrCarer = h.getsDisabilityBenefit;
  for (const l of premiumLines)
    if (l.qualifying && (l.rateId === 'housing-benefit.premium.carer' || l.rateId?.startsWith('housing-benefit.premium.severe-disability'))) hasDisabilityOrCarer = true;
  let id: CoreRateId = h.isCouple ? 'housing-benefit.earnings-disregard.couple' : 'housing-benefit.earnings-disregard.single';
  // Whose disregard it is: the message of its name.
  let who = h.isCouple ? 'hb.disregard.couple' : 'hb.disregard.single';
  const better = (candidate: CoreRateId, words: string) => {
    if (amounts[candidate] >= amounts[id]) [id, who] = [candidate, words];
  };
  if (!h.isCouple && h.children.length > 0) better('housing-benefit.earnings-disregard.lone-parent', 'hb.disregard.loneParent');
  if (hasDisabilityOrCarer)
    better('housing-benefit.earnings-disregard.disability-or-carer', h.isPensionAge ? 'hb.disregard.disabilityBenefitOrCarer' : 'hb.disregard.disabilityOrCarer');
  const name = msg('hb.earningsDisregard');
  if (earningsPence === 0) return line(name, 0, false, id, msg('hb.disregard.none'));
  const full = toPence(amounts[id]);
  const pence = Math.min(full, earningsPence);
  const values = { amount: moneyWithPence(full), who: msg(who) };
  return line(name, pence, true, id, pence < full ? msg('hb.disregard.upToEarnings', merged(values, { earned: moneyWithPence(earningsPence) })) : msg('hb.disregard.full', values));
}

/** docs/rules.md HB 4: 1 a week for each 250, or part of 250, above 6,000 (working age); each 500 or part above 10,000 (pension age). */
function tariffIncome(savingsPence: number, isPensionAge: boolean, amounts: ResolvedRates): CalculationLine {
  const [lowerId, stepId]: [CoreRateId, CoreRateId] = isPensionAge
    ? ['housing-benefit.capital.pension.lower-limit', 'housing-benefit.capital.pension.step']
    : ['housing-benefit.capital.lower-limit', 'housing-benefit.capital.step'];
  const lower = toPence(amounts[lowerId]);
  const perStepId: CoreRateId = 'housing-benefit.capital.income-per-step';
  const step = toPence(amounts[stepId]);
  const perStep = toPence(amounts[perStepId]);
  // The shared rule's own sentence (`working`) is not read: the line's message says it.
  const tariff = tariffIncomeFrom(savingsPence, lower, step, perStep);
  const working =
    tariff.bands > 0
      ? msg('hb.tariff.bands', { perStep: moneyWithPence(perStep), step: moneyWithPence(step), lower: moneyWithPence(lower), count: tariff.bands })
      : msg('hb.tariff.none', { lower: moneyWithPence(lower) });
  return line(msg('hb.tariffIncome'), tariff.pence, tariff.bands > 0, perStepId, working);
}

/** Each LHA category as the working names it ('the 2 bedrooms rate'). */
const CATEGORY_WORDS: Record<LhaCategory, Message> = {
  'shared-room': msg('hb.category.sharedRoom'),
  'one-bed': msg('hb.category.oneBed'),
  'two-bed': msg('hb.category.twoBed'),
  'three-bed': msg('hb.category.threeBed'),
  'four-bed': msg('hb.category.fourBed'),
};

/** Each "young individual" case as the working names it (HB Regs reg 2(1), docs/rules.md HB 5). */
const YOUNG_INDIVIDUAL_WORDS: Record<HbSharedRateExemption, (amounts: ResolvedRates) => Message> = {
  'care-leaver': (a) => msg('hb.young.careLeaver', { age: a['housing-benefit.young-individual.care-leaver-under-age'] }),
  'homeless-hostel': () => msg('hb.young.hostel'),
  mappa: (a) => msg('hb.young.mappa', { age: a['housing-benefit.young-individual.mappa-min-age'] }),
  'domestic-abuse': () => msg('hb.young.abuse'),
  'modern-slavery': () => msg('hb.young.slavery'),
};

/**
 * docs/rules.md HB 5: the shared rate for a single person under 35 without children (not with the
 * severe disability premium or a carer's bedroom), else the bedroom count, at most 4. `exception`:
 * the first "young individual" case (HB Regs reg 2(1)) that took off a shared rate that would
 * otherwise apply, at the claimant's age; null otherwise.
 */
function lhaCategory(
  h: Household,
  needed: number,
  premiumLines: CalculationLine[],
  isPrivate: boolean,
  amounts: ResolvedRates,
): { category: LhaCategory; exception: HbSharedRateExemption | null } {
  const getsSevere = premiumLines.some((l) => l.qualifying && l.rateId?.startsWith('housing-benefit.premium.severe-disability'));
  const isOtherwiseShared =
    !h.isCouple &&
    h.children.length === 0 &&
    h.age < amounts['general.bedrooms.shared-accommodation-age'] &&
    !getsSevere &&
    h.extraRooms.numOvernightCareRooms === 0 &&
    // A foster carer is a "qualifying parent or carer", not a young individual (HB Regs reg 2(1)).
    !h.extraRooms.isFosterCarer;
  // Only a private renter's rent is limited by the LHA (reg 13D), so only there are the cases asked.
  const exception = isOtherwiseShared && isPrivate ? (h.sharedRateExemptions.find((e) => isHbSharedRateExemptionAt(e, h.age, amounts)) ?? null) : null;
  if (isOtherwiseShared && exception === null) return { category: 'shared-room', exception };
  const max = Math.min(LHA_CATEGORIES.length - 1, Math.max(1, amounts['general.bedrooms.max']));
  return { category: LHA_CATEGORIES[Math.min(needed, max)] ?? 'one-bed', exception };
}

/**
 * The LHA rate of the category: the looked-up area's rate from the rates table (so an admin's
 * edit reaches saved calculations; an area the table does not hold has no published figures and
 * is ignored), else a typed rate, else none.
 */
function lhaRate(
  areaValue: unknown,
  typedValue: unknown,
  category: LhaCategory,
  amounts: ResolvedRates,
): { pence: number | null; rateId: string | null; source: LhaSource; areaName: string | null } {
  const area = objectOf(areaValue);
  if (typeof area.id === 'string') {
    const rateId = lhaRateId(area.id, category);
    const amount = amounts[rateId];
    if (amount !== undefined) return { pence: toPence(amount), rateId, source: 'area', areaName: typeof area.name === 'string' ? area.name : area.id };
  }
  const typed = moneyToPence(typedValue);
  if (typed > 0) return { pence: typed, rateId: null, source: 'typed', areaName: null };
  return { pence: null, rateId: null, source: 'none', areaName: null };
}

/** Why a non-dependant takes no deduction (HB Regs reg 74(6)-(7); HB(SPC) Regs reg 55(6)-(7)), or null when they take one. */
function noDeduction(person: Household['others'][number], isExempt: boolean, amounts: ResolvedRates): Message | null {
  const minAge = amounts['housing-benefit.non-dependant.min-age'];
  const youngAge = amounts['housing-benefit.non-dependant.qualifying-benefit-under-age'];
  if (isExempt) return msg('hb.nonDependant.exempt');
  if (person.age < minAge) return msg('hb.nonDependant.young', { age: minAge });
  if (person.isStudent) return msg('hb.nonDependant.student');
  // HB Regs reg 74(7): under 25 on one of these benefits. Anyone else of 18 or over with no income takes the lowest deduction (reg 74(1)(b)).
  if (person.age < youngAge && person.getsIncomeBasedBenefit) return msg('hb.nonDependant.youngOnBenefit', { age: youngAge });
  return null;
}

/** docs/rules.md HB 7: one non-dependant's deduction by their income band, or why there is none; named by their number on the form. */
function nonDependantLine(person: Household['others'][number], isExempt: boolean, amounts: ResolvedRates): CalculationLine {
  const { band, id } = nonDependantBand(person.income, amounts);
  const pence = toPence(amounts[id]);
  const name = msg('hb.nonDependantDeduction', { n: person.n, age: person.age });
  const why = noDeduction(person, isExempt, amounts);
  if (why) return line(name, 0, false, id, why);
  return line(name, pence, true, id, msg('hb.nonDependant.band', { income: moneyWithPence(person.income), band, amount: moneyWithPence(pence) }));
}

/**
 * docs/rules.md HB 7: a couple of non-dependants takes one deduction, the higher of the two, with
 * the band read from their joint gross income (HB Regs reg 74(3)-(4); HB(SPC) Regs reg 55(3)-(4)):
 * the joint band's amount when either of them would take a deduction, else none.
 */
function nonDependantCoupleLine(first: Household['others'][number], second: Household['others'][number], isExempt: boolean, amounts: ResolvedRates): CalculationLine {
  const joint = first.income + second.income;
  const { band, id } = nonDependantBand(joint, amounts);
  const pence = toPence(amounts[id]);
  const name = msg('hb.nonDependantDeduction.couple', { n: first.n, otherN: second.n });
  const [why, otherWhy] = [noDeduction(first, isExempt, amounts), noDeduction(second, isExempt, amounts)];
  if (why && otherWhy) return line(name, 0, false, id, JSON.stringify(why) === JSON.stringify(otherWhy) ? why : msg('hb.nonDependant.coupleNone'));
  return line(name, pence, true, id, msg('hb.nonDependant.coupleBand', { income: moneyWithPence(joint), band, amount: moneyWithPence(pence) }));
}

/** docs/rules.md HB 7: a line for each non-dependant, a couple of them one line, in the order of the form. */
function nonDependantLines(h: Household, isExempt: boolean, amounts: ResolvedRates): CalculationLine[] {
  const nonDependants = h.others.filter((o) => o.relationship === 'non-dependant');
  const partnerOf = new Map(h.adultCouples.flatMap(([a, b]) => [[a, b] as const, [b, a] as const]));
  const lines: CalculationLine[] = [];
  for (const person of nonDependants) {
    const partner = nonDependants.find((o) => o.n === partnerOf.get(person.n));
    if (!partner) lines.push(nonDependantLine(person, isExempt, amounts));
    else if (person.n < partner.n) lines.push(nonDependantCoupleLine(person, partner, isExempt, amounts));
  }
  return lines;
}

/** docs/rules.md HB 8: 65% of income above the applicable amount. */
function taper(incomePence: number, applicablePence: number, amounts: ResolvedRates): CalculationLine {
  const id: CoreRateId = 'housing-benefit.taper-rate';
  const percent = amounts[id];
  const excess = Math.max(0, incomePence - applicablePence);
  const pence = percentOfPence(excess, percent);
  const applicable = moneyWithPence(applicablePence);
  const working =
    excess > 0 ? msg('hb.taper.above', { percent, income: moneyWithPence(incomePence), applicable, amount: moneyWithPence(pence) }) : msg('hb.taper.within', { applicable });
  return line(msg('hb.incomeTaper'), pence, pence > 0, id, working);
}

/** Reads the household facts once, with the docs/product.md §5 clamping. */
const LIMITS = INPUT_LIMITS.housingBenefit;
const DEFAULTS = INPUT_DEFAULTS.housingBenefit;

function readHousehold(personal: Record<string, unknown>, year: TaxYear, amounts: ResolvedRates): Household {
  const limits = LIMITS;
  const defaults = DEFAULTS;
  const age = clampNumber(orDefault(personal.age, defaults.age), { min: limits.ageMin, max: limits.ageMax });
  const children: Household['children'] = [];
  const others: Household['others'] = [];
  const couplesRead: CoupleMember[] = [];
  for (const [i, m] of listOf(personal.household).entries()) {
    const member = objectOf(m);
    const memberAge = clampNumber(orDefault(member.age, defaults.memberAge), { min: limits.memberAgeMin, max: limits.memberAgeMax });
    const relationship = typeof member.relationship === 'string' ? member.relationship : 'non-dependant';
    couplesRead.push({ age: memberAge, relationship, ...(typeof member.coupleWith === 'number' ? { coupleWith: member.coupleWith } : {}) });
    if (relationship === 'partner') continue;
    if (relationship === 'child')
      children.push({
        age: memberAge,
        hasDisability: isTrue(member.hasDisability),
        sex: member.sex === 'female' || member.sex === 'male' ? member.sex : undefined,
        cannotShare: isTrue(member.cannotShare),
      });
    else
      others.push({
        n: i + 1,
        age: memberAge,
        relationship,
        income: moneyToPence(member.grossWeeklyIncome),
        isStudent: isTrue(member.isStudent),
        getsIncomeBasedBenefit: isTrue(member.getsIncomeBasedBenefit),
        getsDisabilityBenefitOrBlind: isTrue(member.getsDisabilityBenefitOrBlind),
      });
  }
  const disabilities = stringsOf(personal.disabilities);
  // Each benefit implies the wider facts (see HousingBenefitDisability).
  const getsCareBenefit = ['no-non-dependant-deductions', 'severe-disability-premium', 'severe-disability-premium-couple', 'enhanced-disability-premium'].some((d) =>
    disabilities.includes(d),
  );
  const status = pensionAgeStatus(personal as Parameters<typeof pensionAgeStatus>[0], amounts);
  const isPensionAge = status.isPensionAge;
  const reachedBefore2021 = isPensionAge && reachedPensionAgeBeforeApril2021([status.olderAge], year, amounts, personal.reachedPensionAgeBeforeApril2021);
  // An old saved calculation's "carer to stay overnight" tick is one carer's room.
  const careRooms = personal.overnightCareRooms === undefined ? Number(disabilities.includes('carer-bedroom-needed')) : wholeNumber(personal.overnightCareRooms);
  return {
    age,
    isCouple: personal.relationshipStatus === 'couple',
    extraRooms: {
      coupleCannotShare: isTrue(personal.coupleCannotShare),
      numOvernightCareRooms: Math.min(careRooms, INPUT_LIMITS.bedrooms.overnightCareRoomsMax),
      isFosterCarer: isTrue(personal.fosterCarer),
    },
    sharedRateExemptions: hbSharedRateExemptions(personal.sharedRateExemptions),
    isPensionAge,
    anyoneReachedPensionAge: status.claimant || status.partner === true,
    isMixedAgeRoute: status.isMixedAge && !isPensionAge,
    pensionAgeUnanswered: status.unanswered,
    reachedBefore2021,
    children,
    others,
    adultCouples: adultCouples(couplesRead, amounts['general.bedrooms.adult-age']),
    disabilities,
    getsCareBenefit,
    getsDisabilityBenefit: getsCareBenefit || disabilities.includes('disability-premium'),
  };
}

/**
 * docs/rules.md HB 3 (HB Regs Sch 3 paras 14 and 15(5); HB(SPC) Regs Sch 3 paras 6 and 7(2)): how
 * many severe disability premiums, at which rate. You must get Attendance Allowance, DLA care at
 * the middle or highest rate or PIP daily living (a couple: both of you); no non-dependant of 18
 * or over may live with you, unless they get one of those benefits or are registered blind; and
 * nobody may get Carer's Allowance (or Universal Credit's carer element) for looking after you. A
 * couple both qualifying gets the couple rate, or the single rate when a carer is paid for only one.
 * `why` is the message of the premium's working, or of why it is not included (with its `values`).
 */
function severeDisability(h: Household, amounts: ResolvedRates): { rate: 'single' | 'couple' | null; why: string; values?: Record<string, number> } {
  const has = (d: HousingBenefitDisability) => h.disabilities.includes(d);
  const none = (why: string, values?: Record<string, number>) => ({ rate: null, why, values });
  if (!has('severe-disability-premium')) return none('hb.notIncluded.severe.noBenefit');
  if (h.isCouple && !has('severe-disability-premium-couple')) return none('hb.notIncluded.severe.notBoth');
  const adult = h.others.find((o) => o.relationship === 'non-dependant' && o.age >= amounts['housing-benefit.non-dependant.min-age'] && !o.getsDisabilityBenefitOrBlind);
  if (adult) return none('hb.notIncluded.severe.otherAdult', { age: adult.age });
  const paid = (has('carer-paid-for-you') ? 1 : 0) + (h.isCouple && has('carer-paid-for-partner') ? 1 : 0);
  if (paid === (h.isCouple ? 2 : 1)) return none(h.isCouple ? 'hb.notIncluded.severe.carerForEach' : 'hb.notIncluded.severe.carerForYou');
  if (!h.isCouple) return { rate: 'single', why: 'hb.premium.severe.single' };
  return paid ? { rate: 'single', why: 'hb.premium.severe.carerForOne' } : { rate: 'couple', why: 'hb.premium.severe.both' };
}

/** What `eligibleRent` works out: the lines of the rent section, the figures, and its warnings. */
interface EligibleRent {
  /** The first line is rent and service charges; the others come off it. */
  lines: CalculationLine[];
  grossPence: number;
  /** Rent and eligible service charges less fuel, before the LHA limit or the spare-bedroom reduction. */
  rentLessFuelPence: number;
  eligiblePence: number;
  bedroomTaxPence: number;
  spare: number;
  lha: ReturnType<typeof lhaRate>;
  lhaWorking: Message;
  warnings: Message[];
}

/**
 * Why a social renter with a spare bedroom has no reduction (HB Regs reg A13(2)), as the message
 * of the line's working (given the spare bedrooms as `count`), or null when the reduction applies.
 */
function sizeCriteriaExemption(property: Record<string, unknown>, h: Household): string | null {
  if (isTrue(property.isTemporaryAccommodation)) return 'hb.spare.exempt.temporary';
  // Supported (exempt) accommodation is outside the social sector size criteria (A13(1)(c), Consequential Provisions Regs Sch 3 para 4).
  if (isTrue(property.isSupportedAccommodation)) return 'hb.spare.exempt.supported';
  if (h.anyoneReachedPensionAge) return 'hb.spare.exempt.pensionAge';
  return null;
}

/**
 * docs/rules.md HB 6: the eligible rent. Rent + service charges (water charges never count), less
 * fuel paid for in the rent (HB Regs 2006 Sch 1 para 5; the amount when known, para 6(1)). Private
 * tenancies: capped at the LHA rate of the category (reg 13D). Council and housing association
 * tenancies: the spare-bedroom percentage off that eligible rent, service charges included (regs
 * B13(2) and 12B(2)), never in temporary or supported accommodation or when you or your partner
 * have reached State Pension age (reg A13(2)).
 */
function eligibleRent(
  property: Record<string, unknown>,
  lhaArea: unknown,
  h: Household,
  bedrooms: { rooms: number; lines: readonly Message[] },
  typed: number | null,
  { category, exception }: { category: LhaCategory; exception: HbSharedRateExemption | null },
  taxYear: TaxYear,
  amounts: ResolvedRates,
  nation: UkNation,
): EligibleRent {
  const needed = typed ?? bedrooms.rooms;
  const rentPence = moneyToPence(property.actualRent);
  const serviceChargesPence = moneyToPence(property.serviceCharges);
  const grossPence = rentPence + serviceChargesPence;
  const isPrivate = property.tenancyType !== 'social' && property.tenancyType !== 'housing-association';
  // Who has a bedroom and who shares, when the count is more than the claimant's own room; for a
  // private renter not a "young individual" (HB Regs reg 2(1)), which case says so.
  // A typed number is used instead of the count, and the working gives both (docs/rules.md HB 5).
  const need =
    typed !== null
      ? msg('hb.need.typed', { count: typed, counted: bedrooms.rooms })
      : needed > 1
        ? msg('hb.need.rooms', { count: needed, who: listOfValues(bedrooms.lines, 'commas') })
        : exception !== null
          ? msg('hb.need.notShared', { reason: YOUNG_INDIVIDUAL_WORDS[exception](amounts) })
          : msg('hb.need.one');
  const lines = [
    line(msg('hb.rentAndServiceCharges'), grossPence, true, null, msg('hb.rent.working', { rent: moneyWithPence(rentPence), serviceCharges: moneyWithPence(serviceChargesPence) })),
  ];
  const warnings: Message[] = [];
  // Fuel is part of the rent, so never more than it.
  const isFuelIncluded = isTrue(property.heatingIncluded);
  const fuelPence = isFuelIncluded ? Math.min(moneyToPence(property.fuelChargeWeekly), rentPence) : 0;
  if (fuelPence > 0) lines.push(line(msg('hb.fuelInRent'), fuelPence, true, null, msg('hb.fuel.working', { amount: moneyWithPence(fuelPence) })));
  const rentLessFuelPence = grossPence - fuelPence;
  let eligiblePence = rentLessFuelPence;
  let bedroomTaxPence = 0;
  let spare = 0;
  let lha: ReturnType<typeof lhaRate> = { pence: null, rateId: null, source: 'not-applicable', areaName: null };
  let lhaWorking = msg('hb.lha.social', { need });
  if (isPrivate) {
    lha = lhaRate(lhaArea, property.lhaRateWeekly, category, amounts);
    const words = CATEGORY_WORDS[category];
    if (lha.pence === null) {
      lhaWorking = msg('hb.lha.noRate', { category: words });
      lines.push(line(msg('hb.lhaLimit'), 0, false, null, msg('hb.lha.notChecked')));
      warnings.push(msg('hb.warning.noLha'));
    } else {
      const rate = moneyWithPence(lha.pence);
      // An LHA area's name is a proper name, the same in every language.
      const area = lha.areaName ?? '';
      const isArea = lha.source === 'area';
      lhaWorking = isArea ? msg('hb.lha.areaRate', { category: words, area, rate, need }) : msg('hb.lha.typedRate', { category: words, rate, need });
      // The LHA rate itself is not reduced for fuel: it limits the rent less ineligible charges (HB Regs reg 13D).
      const isAbove = rentLessFuelPence > lha.pence;
      const limit = isArea
        ? msg(isAbove ? 'hb.lha.aboveArea' : 'hb.lha.withinArea', { rate, category: words, area })
        : msg(isAbove ? 'hb.lha.aboveTyped' : 'hb.lha.withinTyped', { rate, category: words });
      lines.push(line(msg('hb.lhaLimit'), rentLessFuelPence - lha.pence, isAbove, lha.rateId, limit));
      if (isAbove) {
        eligiblePence = lha.pence;
        warnings.push(msg('hb.warning.aboveLha', { rate }));
      }
    }
  } else {
    const bedrooms = Math.floor(clampNumber(orDefault(property.bedrooms, DEFAULTS.bedrooms), { min: LIMITS.bedroomsMin, max: LIMITS.bedroomsMax }));
    spare = Math.max(0, bedrooms - needed);
    const id: CoreRateId = spareBedroomRateId(spare);
    const exemption = sizeCriteriaExemption(property, h);
    const applies = spare > 0 && exemption === null;
    const percent = applies ? amounts[id] : 0;
    bedroomTaxPence = percentOfPence(rentLessFuelPence, percent);
    eligiblePence = Math.max(0, rentLessFuelPence - bedroomTaxPence);
    const working =
      spare === 0
        ? msg('hb.spare.none', { needed })
        : exemption === null
          ? msg(fuelPence > 0 ? 'hb.spare.reductionAfterFuel' : 'hb.spare.reduction', { count: spare, needed, percent, amount: moneyWithPence(rentLessFuelPence) })
          : msg(exemption, { count: spare });
    lines.push(line(msg('hb.spareBedroomReduction'), bedroomTaxPence, applies, id, working));
    if (applies) warnings.push(msg('hb.warning.spareBedrooms', { count: spare, percent }));
  }
  // Without the amount, the council takes off the standard weekly amounts for fuel of HB Regs 2006
  // Sch 1 para 6(2), set each April; the rates table (src/calc/rates/) does not hold them, so the
  // estimate names the deduction and links the year's published rates but does not make it.
  if (isFuelIncluded && fuelPence === 0) warnings.push(msg('hb.warning.fuel', { address: GOV_UK_RATES(taxYear).href }));
  // Northern Ireland has domestic rates instead of council tax; the Housing Executive works out Housing Benefit for them.
  if (isTrue(property.councilTaxIncluded)) warnings.push(msg(nation === 'northern-ireland' ? 'hb.warning.rates' : 'hb.warning.councilTax'));
  return { lines, grossPence, rentLessFuelPence, eligiblePence, bedroomTaxPence, spare, lha, lhaWorking, warnings };
}

/**
 * docs/rules.md HB 2, the new-claim route in one place: Universal Credit outside supported or
 * temporary accommodation means no Housing Benefit (the rent is in UC's housing element: HB Regs
 * reg 75C(2)); pension age claims from the council; working age claims from the council only in
 * supported or temporary accommodation, and otherwise (a mixed-age couple included, since 15 May
 * 2019) claims Universal Credit.
 */
export function claimRoute(isPensionAge: boolean, isMixedAge: boolean, isSpecialHousing: boolean, getsUniversalCredit: boolean): HousingBenefitRoute {
  if (getsUniversalCredit && !isSpecialHousing) return 'universal-credit';
  if (isPensionAge) return 'pension-age';
  if (isSpecialHousing) return 'special-housing';
  return isMixedAge ? 'mixed-age-couple' : 'existing-claim-only';
}

/** The warning each route gives (docs/rules.md HB 2), or null. */
const ROUTE_WARNINGS: Record<HousingBenefitRoute, Message | null> = {
  'pension-age': null,
  'special-housing': null,
  'existing-claim-only': msg('hb.warning.existingClaimOnly'),
  'mixed-age-couple': msg('hb.warning.mixedAge'),
  'universal-credit': msg('hb.warning.universalCredit'),
};

/** The warning when State Pension age is left open and not answered, by whose (docs/rules.md HB 1). */
const UNANSWERED_WARNINGS: Record<NonNullable<PensionAgeStatus['unanswered']>, string> = {
  you: 'hb.warning.pensionAgeUnanswered.you',
  partner: 'hb.warning.pensionAgeUnanswered.partner',
  both: 'hb.warning.pensionAgeUnanswered.both',
};

/** The passport benefits' names, for the income line that says income counts as £0. */
const PASSPORT_NAMES: Record<(typeof PASSPORT_BENEFITS)[number], Message> = {
  'pension-credit-guarantee': msg('hb.passport.pensionCreditGuarantee'),
  'income-support': msg('hb.passport.incomeSupport'),
  'jsa-income-based': msg('hb.passport.jsaIncomeBased'),
  'esa-income-related': msg('hb.passport.esaIncomeRelated'),
};

/**
 * docs/rules.md HB 4: with a passport benefit the council ignores income (HB(SPC) Regs reg 26; HB
 * Regs Sch 5 para 4, Sch 6 para 5): a minus line of the income that would have counted.
 */
function passportLine(passports: ReadonlyArray<(typeof PASSPORT_BENEFITS)[number]>, countedPence: number): CalculationLine {
  const first = passports[0];
  if (first === undefined) return line(msg('hb.passportBenefit'), 0, false, null, msg('hb.passport.none'));
  return line(PASSPORT_NAMES[first], countedPence, true, null, msg('hb.passport.gets', { benefits: listOfValues(passports.map((p) => PASSPORT_NAMES[p])) }));
}

/** Where the next steps send people, written out so the panel makes them links. */
const UNIVERSAL_CREDIT_PAGE = 'https://www.gov.uk/universal-credit';
const HOW_TO_CLAIM = 'https://www.gov.uk/housing-benefit/how-to-claim';
const DISCRETIONARY_HOUSING_PAYMENTS = 'https://www.gov.uk/government/publications/discretionary-housing-payments-guidance-manual';
/** The Northern Ireland Housing Executive's Housing Benefit pages and its LHA rates. */
const NIHE_HOUSING_BENEFIT = NI_RATES_HELP.housingBenefitTenants;
const NIHE_LHA = 'https://www.nihe.gov.uk/housing-help/local-housing-allowance';

/** What the results panel's next steps say, links written out so the panel can make them links. */
function nextSteps(
  weeklyPence: number,
  r: {
    hasShortfall: boolean;
    isExistingClaimOnly: boolean;
    isUniversalCredit: boolean;
    lhaSource: LhaSource;
    isSpecialHousing: boolean;
    isStudent: boolean;
    immigration: unknown;
    hasAdaptations: boolean;
    nation: UkNation;
  },
): Message[] {
  const steps: Message[] = [];
  // Northern Ireland: the Housing Executive pays Housing Benefit for rent and sets the LHA (docs/rules.md "Northern Ireland" 2).
  const isNi = r.nation === 'northern-ireland';
  if (r.isUniversalCredit) steps.push(msg('hb.step.reportRent', { address: UNIVERSAL_CREDIT_PAGE }));
  else if (r.isExistingClaimOnly) steps.push(msg('hb.step.checkUniversalCredit', { address: UNIVERSAL_CREDIT_PAGE, phone: UNIVERSAL_CREDIT_HELPLINE.number }));
  else if (weeklyPence > 0) steps.push(isNi ? msg('hb.step.claimNorthernIreland', { address: NIHE_HOUSING_BENEFIT }) : msg('hb.step.claim', { address: HOW_TO_CLAIM }));
  if (weeklyPence === 0) steps.push(msg('hb.step.citizensAdvice', { phone: ADVICELINE.number }));
  if (r.hasShortfall)
    steps.push(
      isNi
        ? msg('hb.step.discretionaryHousingPaymentNorthernIreland', { address: NIHE_HOUSING_BENEFIT })
        : msg('hb.step.discretionaryHousingPayment', { address: DISCRETIONARY_HOUSING_PAYMENTS }),
    );
  if (r.lhaSource === 'none') steps.push(isNi ? msg('hb.step.findLhaNorthernIreland', { address: NIHE_LHA }) : msg('hb.step.findLha', { address: VOA_LHA_LOOKUP }));
  if (r.hasAdaptations) steps.push(msg('hb.step.adaptations'));
  if (r.isSpecialHousing) steps.push(msg('hb.step.specialHousing'));
  if (r.isStudent) steps.push(msg('hb.step.student'));
  if (typeof r.immigration === 'string' && r.immigration !== 'british') steps.push(msg('hb.step.immigration'));
  return steps;
}

/**
 * Estimates weekly and monthly Housing Benefit for the input's tax year (default: the year in
 * force). Never throws: missing fields take the defaults of docs/product.md §3, ages and bedrooms are clamped,
 * negative or non-numeric money counts as 0 (docs/product.md §5). `rates` defaults to the built-in
 * table of the input's tax year with the built-in LHA rates, so a looked-up area's rent is capped
 * when it is called as a library.
 */
export function calculateHousingBenefit(input?: DeepPartial<HousingBenefitInput> | HousingBenefitInput | null, rates?: RatesTable): HousingBenefitResult {
  return calculateHousingBenefitWith(input, rates ?? builtInRatesWithLha(taxYearOf(input)));
}

/**
 * `calculateHousingBenefit` as a calculator page calls it, with the table the page holds (the LHA
 * rates in it once its lookup has loaded them). Without a table it uses the built-in one without
 * the LHA rates; the page never calls it so (src/calc/built-in-lha.ts).
 */
export function calculateHousingBenefitWith(input?: DeepPartial<HousingBenefitInput> | HousingBenefitInput | null, rates?: RatesTable): HousingBenefitResult {
  const root = objectOf(input);
  const table = rates ?? ratesFor(taxYearOf(input));
  const taxYear = rates && typeof rates === 'object' ? tableYear(rates) : isTaxYear(root.taxYear) ? root.taxYear : tableYear(table);
  const amounts = resolveRates(table);
  const personal = withPartnerFromHousehold(objectOf(root.personalDetails));
  const property = objectOf(root.propertyDetails);
  const income = objectOf(root.incomeDetails);
  const h = readHousehold(personal, taxYear, amounts);
  const nation = UK_NATIONS.find((n) => n === personal.location) ?? 'england';

  // Applicable amount (docs/rules.md HB 3).
  const personalLine = personalAllowance(h, amounts);
  const childLine = childAllowance(h.children.length, amounts);
  const premiumLines = premiums(h, isTrue(personal.claimBeforeMay2016), amounts);
  const applicablePence = sumPence([personalLine, childLine, ...premiumLines]);

  // Income (docs/rules.md HB 4).
  const otherBenefits = stringsOf(income.otherBenefits);
  const passportBenefits = PASSPORT_BENEFITS.filter((b) => (b === 'pension-credit-guarantee' && isTrue(income.getsGuaranteeCredit)) || otherBenefits.includes(b));
  const isPassported = passportBenefits.length > 0;
  const own = (name: string, value: unknown): CalculationLine => {
    const pence = moneyToPence(value);
    return line(msg(name), pence, pence > 0, null, msg('hb.income.weekly', { amount: moneyWithPence(pence) }));
  };
  const incomeLines = [own('hb.earnings', income.earnings)];
  if (h.isCouple) incomeLines.push(own('hb.partnerEarnings', income.partnerEarnings));
  const earningsPence = sumPence(incomeLines);
  incomeLines.push(own('hb.pension', income.pension), own('hb.otherIncome', income.otherIncome));
  const disregardLine = earningsDisregard(h, earningsPence, premiumLines, amounts);
  const savingsPence = moneyToPence(income.savings);
  const tariffLine = tariffIncome(savingsPence, h.isPensionAge, amounts);
  const countedPence = sumPence(incomeLines) - sumPence([disregardLine]) + sumPence([tariffLine]);
  const passport = passportLine(passportBenefits, countedPence);
  const incomePence = countedPence - sumPence([passport]);
  const upperPence = toPence(amounts['housing-benefit.capital.upper-limit']);
  const isOverLimit = !isPassported && savingsPence > upperPence;

  // Bedrooms and the LHA category (docs/rules.md HB 5).
  const adultAge = amounts['general.bedrooms.adult-age'];
  // docs/rules.md HB 5: everyone else aged 16 or over needs a bedroom; children by who can share; the extra rooms.
  const bedrooms = bedroomCount(
    {
      children: h.children.map((c, i) => ({ n: i + 1, age: c.age, sex: c.sex, cannotShare: c.cannotShare })),
      // A couple among them shares a bedroom (HB Regs reg B13(5)(a), 13D(3)(a)).
      numOtherAdults: h.others.filter((o) => o.age >= adultAge).length - 2 * h.adultCouples.length,
      adultCouples: h.adultCouples,
      isCouple: h.isCouple,
      coupleCannotShare: h.extraRooms.coupleCannotShare,
      numOvernightCareRooms: h.extraRooms.numOvernightCareRooms,
      isFosterCarer: h.extraRooms.isFosterCarer,
    },
    amounts,
  );
  // The number the visitor typed, when they did, instead of the count (docs/rules.md HB 5).
  const typed = typedBedrooms(property.bedroomsTyped);
  const needed = typed ?? bedrooms.rooms;
  const isPrivateTenancy = property.tenancyType !== 'social' && property.tenancyType !== 'housing-association';
  const { category, exception } = lhaCategory(h, needed, premiumLines, isPrivateTenancy, amounts);

  // Eligible rent (docs/rules.md HB 6).
  const rent = eligibleRent(property, root.lhaArea, h, bedrooms, typed, { category, exception }, taxYear, amounts, nation);
  const { lha, warnings } = rent;

  // Non-dependant deductions (docs/rules.md HB 7).
  const isExempt = h.getsCareBenefit;
  const deductions = nonDependantLines(h, isExempt, amounts);
  const deductionsPence = sumPence(deductions);

  // Taper and award (docs/rules.md HB 8).
  const taperLine = taper(incomePence, applicablePence, amounts);
  const beforeRulesPence = rent.eligiblePence - deductionsPence - sumPence([taperLine]);
  // Who can claim (docs/rules.md HB 2).
  const isSpecialHousing = isTrue(property.isSupportedAccommodation) || isTrue(property.isTemporaryAccommodation);
  const route = claimRoute(h.isPensionAge, h.isMixedAgeRoute, isSpecialHousing, otherBenefits.includes('universal-credit'));
  const isUniversalCredit = route === 'universal-credit';
  const weeklyPence = isOverLimit || isUniversalCredit ? 0 : Math.max(0, beforeRulesPence);
  if (isOverLimit) warnings.unshift(msg('hb.warning.savings', { limit: moneyWithPence(upperPence) }));
  const isExistingClaimOnly = route === 'existing-claim-only' || route === 'mixed-age-couple';
  const routeWarning = ROUTE_WARNINGS[route];
  if (routeWarning) {
    if (isUniversalCredit) warnings.unshift(routeWarning);
    else warnings.push(routeWarning);
  }
  // docs/rules.md HB 1: State Pension age left open by the age and not answered is worked out as not reached, and said first.
  if (h.pensionAgeUnanswered) {
    warnings.unshift(msg(UNANSWERED_WARNINGS[h.pensionAgeUnanswered], { age: amounts['general.state-pension-age'] }));
  }
  // docs/rules.md HB 2: most full-time students are not entitled (HB Regs reg 56), so the verdict sits with the warnings.
  const isStudent = isTrue(personal.isStudent);
  if (isStudent && !h.isPensionAge) warnings.push(msg('hb.warning.student'));

  return {
    taxYear,
    weeklyAmount: toPounds(weeklyPence),
    monthlyAmount: toPounds(convertPence(weeklyPence, 'week', 'month', periodFactors(amounts))),
    eligibleRent: toPounds(rent.eligiblePence),
    lhaRate: lha.pence === null ? null : toPounds(lha.pence),
    taperReduction: taperLine.amount,
    warnings,
    breakdown: {
      personalAllowance: personalLine,
      childAllowance: childLine,
      premiums: premiumLines,
      deductions,
      rent: rent.lines,
      income: incomeLines,
      earningsDisregard: disregardLine,
      tariffIncome: tariffLine,
      passport,
      taper: taperLine,
    },
    nextSteps: nextSteps(weeklyPence, {
      hasShortfall: weeklyPence > 0 && weeklyPence < rent.rentLessFuelPence,
      isExistingClaimOnly,
      isUniversalCredit,
      lhaSource: lha.source,
      isSpecialHousing,
      isStudent,
      immigration: personal.immigration,
      hasAdaptations: isTrue(property.hasDisabilityAdaptations),
      nation,
    }),
    applicableAmount: toPounds(applicablePence),
    assessedIncome: toPounds(incomePence),
    excessIncome: toPounds(Math.max(0, incomePence - applicablePence)),
    nonDependantDeductions: toPounds(deductionsPence),
    bedroomTaxReduction: toPounds(rent.bedroomTaxPence),
    bedroomsNeeded: needed,
    spareBedrooms: rent.spare,
    lhaCategory: category,
    lhaSource: lha.source,
    lhaWorking: rent.lhaWorking,
    lhaAreaName: lha.areaName,
    isPensionAge: h.isPensionAge,
    route,
    isExistingClaimOnly,
    isPassported,
    passportBenefits,
    zeroReason:
      weeklyPence > 0
        ? null
        : isUniversalCredit && beforeRulesPence > 0
          ? 'universal-credit'
          : isOverLimit && beforeRulesPence > 0
            ? 'savings'
            : rent.grossPence > 0
              ? 'deductions'
              : null,
    // docs/rules.md "Scotland" 2, "Northern Ireland" 2: the bedroom cut paid back beside the award.
    besideAward: paymentsBeside(
      {
        nation,
        period: 'week',
        isPaid: weeklyPence > 0,
        childAges: [],
        bedroomCutPence: rent.bedroomTaxPence,
        capCutPence: 0,
        housingCostsPence: weeklyPence,
        carers: 0,
        furtherPeopleCared: 0,
      },
      amounts,
    ),
  };
}
