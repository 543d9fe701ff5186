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

import { INPUT_DEFAULTS, INPUT_LIMITS, LHA_CATEGORIES, isTaxYear, lhaRateId, ratesFor, resolveRates, tableYear, taxYearOf } from './rates';
import { builtInRatesWithLha } from './built-in-lha';
import type { CoreRateId, LhaCategory, RatesTable, ResolvedRates, TaxYear } from './rates';
import { convertPence, formatMoneyWithPence, moneyToPence, percentOfPence, periodFactors, toPence, toPounds } from './money';
import { clampNumber } from './number';
import { tariffIncome as tariffIncomeFrom } from './tariff-income';
import { bedroomCount, spareBedroomRateId, type ChildSex } from './bedrooms';
import { nonDependantBand } from './non-dependants';

export { nonDependantBand } from './non-dependants';
import { isTrue, line, listOf, objectOf, orDefault, stringsOf, sumPence, wholeNumber, type CalculationLine, type DeepPartial, type RelationshipStatus } from './types';
import type { LhaArea } from './lha';
import { GOV_UK_RATES } from './rates/define';
import { ADVICELINE, UNIVERSAL_CREDIT_HELPLINE, VOA_LHA_LOOKUP } from './helplines';
import { reachedPensionAgeBeforeApril2021 } from './pension-age';
import { pensionAgeStatus, withPartnerFromHousehold, type PensionAgeStatus } from './housing-benefit-questions';

// What the form asks before anything is worked out is apart from the engine (housing-benefit-questions.ts).
export {
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
    /** You and your partner cannot share a bedroom because of a disability: one more room (HB Regs reg B13(5)(za)-(zb)). */
    coupleCannotShare?: boolean;
    /**
     * Rooms for carers who do not live with you and stay overnight regularly (HB Regs reg B13(6)(a), (7)): one
     * for each person cared for, a couple counting once. Unset: 1 when `disabilities` has 'carer-bedroom-needed', else 0.
     */
    overnightCareRooms?: number;
    /** An approved foster carer or adopter, also between placements for up to 52 weeks: one more room (HB Regs reg B13(6)(b)). */
    fosterCarer?: boolean;
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
  warnings: string[];
  breakdown: HousingBenefitBreakdown;
  nextSteps: string[];
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
  /** One sentence on the LHA rate used, for the panel. */
  lhaWorking: string;
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
  /** Everyone else aged 16 or over who is not the partner, with their income and flags. */
  others: { age: number; relationship: string; income: number; isStudent: boolean; getsIncomeBasedBenefit: boolean; getsDisabilityBenefitOrBlind: boolean }[];
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
  let who: string;
  if (h.isPensionAge) {
    const before = h.reachedBefore2021;
    id = before
      ? h.isCouple
        ? 'housing-benefit.personal-allowance.pension-before-2021.couple'
        : 'housing-benefit.personal-allowance.pension-before-2021.single'
      : h.isCouple
        ? 'general.pension-credit.guarantee.couple'
        : 'general.pension-credit.guarantee.single';
    const split = amounts['housing-benefit.personal-allowance.pension-split-year'];
    who = `${h.isCouple ? 'Couple' : 'Single'}, reached State Pension age ${before ? `before April ${split}` : `in or after April ${split}`}`;
  } else {
    // HB Regs Sch 3 para 1(2): a lone parent gets the 25-or-over amount from 18.
    const loneParentAge = amounts['housing-benefit.personal-allowance.lone-parent-age'];
    const isLoneParent = !h.isCouple && h.children.length > 0;
    [id, who] = h.isCouple
      ? ['housing-benefit.personal-allowance.couple', 'Couple']
      : isLoneParent && h.age >= loneParentAge
        ? ['housing-benefit.personal-allowance.single-25-plus', `Lone parent, ${loneParentAge} or over`]
        : isLoneParent
          ? ['housing-benefit.personal-allowance.single-under-25', `Lone parent, under ${loneParentAge}`]
          : h.age < adultAge
            ? ['housing-benefit.personal-allowance.single-under-25', `Single, under ${adultAge}`]
            : ['housing-benefit.personal-allowance.single-25-plus', `Single, ${adultAge} or over`];
  }
  const pence = toPence(amounts[id]);
  return line('Personal allowance', pence, true, id, `${who}: ${formatMoneyWithPence(pence)} a week`);
}

/** docs/rules.md HB 3: one child allowance for each child. */
function childAllowance(numChildren: number, amounts: ResolvedRates): CalculationLine {
  const id: CoreRateId = 'housing-benefit.personal-allowance.child';
  const each = toPence(amounts[id]);
  return line('Child allowances', numChildren * each, numChildren > 0, id, numChildren > 0 ? `${numChildren} × ${formatMoneyWithPence(each)}` : 'No children in the household');
}

/** A premium line: `count` × the rate, or not included with the reason. */
function premium(name: string, id: CoreRateId, count: number, why: string, whyNot: string, amounts: ResolvedRates): CalculationLine {
  const each = toPence(amounts[id]);
  const working = count > 1 ? `${why}: ${count} × ${formatMoneyWithPence(each)}` : count === 1 ? `${why}: ${formatMoneyWithPence(each)} a week` : `Not included: ${whyNot}`;
  return line(name, count * each, count > 0, id, working);
}

/** docs/rules.md HB 3: the premiums, each a line; the disability and enhanced (adult) premiums at working age only. */
function premiums(h: Household, claimBeforeMay2016: boolean, amounts: ResolvedRates): CalculationLine[] {
  const has = (d: HousingBenefitDisability) => h.disabilities.includes(d);
  const numChildren = h.children.length;
  const numDisabledChildren = h.children.filter((c) => c.hasDisability).length;
  const rate = h.isCouple ? 'couple' : 'single';
  const workingAgeOnly = h.isPensionAge ? 'not paid at State Pension age' : 'no disability benefit given';
  const severe = severeDisability(h, amounts);
  const severeCouple = severe.rate === 'couple';
  return [
    premium(
      'Family premium',
      'housing-benefit.premium.family',
      claimBeforeMay2016 && numChildren > 0 ? 1 : 0,
      'A child lives with you and the claim began before May 2016',
      numChildren > 0 ? 'only claims made before 1 May 2016 get it' : 'no child in the household',
      amounts,
    ),
    premium(
      `Disability premium (${rate})`,
      `housing-benefit.premium.disability.${rate}`,
      !h.isPensionAge && h.getsDisabilityBenefit ? 1 : 0,
      'A disability benefit or registered blind',
      workingAgeOnly,
      amounts,
    ),
    premium(
      `Severe disability premium (${severeCouple ? 'couple' : 'single'} rate)`,
      severeCouple ? 'housing-benefit.premium.severe-disability.couple' : 'housing-benefit.premium.severe-disability.single',
      severe.rate === null ? 0 : 1,
      severe.why,
      severe.why,
      amounts,
    ),
    premium(
      `Enhanced disability premium (${rate})`,
      `housing-benefit.premium.enhanced-disability.${rate}`,
      !h.isPensionAge && has('enhanced-disability-premium') ? 1 : 0,
      'PIP enhanced daily living or DLA highest care',
      h.isPensionAge ? workingAgeOnly : 'not ticked',
      amounts,
    ),
    premium(
      'Enhanced disability premium (child)',
      'housing-benefit.premium.enhanced-disability.child',
      numChildren > 0 && has('enhanced-disability-child') ? 1 : 0,
      'A child gets the highest rate',
      'not ticked',
      amounts,
    ),
    premium('Disabled child premium', 'housing-benefit.premium.disabled-child', numDisabledChildren, 'For each disabled child', 'no child ticked as disabled', amounts),
    premium('Carer premium', 'housing-benefit.premium.carer', has('carer-premium') ? 1 : 0, 'You get Carer’s Allowance (Carer Support Payment in Scotland)', 'not ticked', amounts),
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
  let who = h.isCouple ? 'couple' : 'single person';
  const better = (candidate: CoreRateId, words: string) => {
    if (amounts[candidate] >= amounts[id]) [id, who] = [candidate, words];
  };
  if (!h.isCouple && h.children.length > 0) better('housing-benefit.earnings-disregard.lone-parent', 'lone parent');
  if (hasDisabilityOrCarer) better('housing-benefit.earnings-disregard.disability-or-carer', h.isPensionAge ? 'disability benefit or carer' : 'disability or carer premium');
  if (earningsPence === 0) return line('Earnings disregard', 0, false, id, 'No earnings');
  const full = toPence(amounts[id]);
  const pence = Math.min(full, earningsPence);
  return line(
    'Earnings disregard',
    pence,
    true,
    id,
    `${formatMoneyWithPence(full)} of earnings ignored (${who})${pence < full ? `, up to the ${formatMoneyWithPence(earningsPence)} earned` : ''}`,
  );
}

/** docs/rules.md HB 4: 1 a week for each 250, or part of 250, above 6,000 (working age); each 500 or part above 10,000 (pension age). */
function tariffIncome(savingsPence: number, isPensionAge: boolean, amounts: ResolvedRates): CalculationLine {
  const [lowerId, stepId]: [CoreRateId, CoreRateId] = isPensionAge
    ? ['housing-benefit.capital.pension.lower-limit', 'housing-benefit.capital.pension.step']
    : ['housing-benefit.capital.lower-limit', 'housing-benefit.capital.step'];
  const lower = toPence(amounts[lowerId]);
  const perStepId: CoreRateId = 'housing-benefit.capital.income-per-step';
  const tariff = tariffIncomeFrom(savingsPence, lower, toPence(amounts[stepId]), toPence(amounts[perStepId]), formatMoneyWithPence);
  return line(
    'Tariff income from savings',
    tariff.pence,
    tariff.bands > 0,
    perStepId,
    tariff.bands > 0 ? tariff.working : `Savings of ${formatMoneyWithPence(lower)} or less count as no income`,
  );
}

const CATEGORY_WORDS: Record<LhaCategory, string> = {
  'shared-room': 'shared accommodation',
  'one-bed': '1 bedroom',
  'two-bed': '2 bedrooms',
  'three-bed': '3 bedrooms',
  'four-bed': '4 bedrooms',
};

/** docs/rules.md HB 5: the shared rate for a single person under 35 without children (not with the severe disability premium or a carer's bedroom), else the bedroom count, at most 4. */
function lhaCategory(h: Household, needed: number, premiumLines: CalculationLine[], amounts: ResolvedRates): LhaCategory {
  const getsSevere = premiumLines.some((l) => l.qualifying && l.rateId?.startsWith('housing-benefit.premium.severe-disability'));
  const isShared =
    !h.isCouple &&
    h.children.length === 0 &&
    h.age < amounts['general.bedrooms.shared-accommodation-age'] &&
    !getsSevere &&
    h.extraRooms.numOvernightCareRooms === 0 &&
    // A foster carer is a "qualifying parent or carer", not a young individual (HB Regs reg 2(1)).
    !h.extraRooms.isFosterCarer;
  if (isShared) return 'shared-room';
  const max = Math.min(LHA_CATEGORIES.length - 1, Math.max(1, amounts['general.bedrooms.max']));
  return LHA_CATEGORIES[Math.min(needed, max)] ?? 'one-bed';
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

/** docs/rules.md HB 7: one non-dependant's deduction by their income band, or why there is none. */
function nonDependantLine(person: Household['others'][number], n: number, isExempt: boolean, amounts: ResolvedRates): CalculationLine {
  const minAge = amounts['housing-benefit.non-dependant.min-age'];
  const youngAge = amounts['housing-benefit.non-dependant.qualifying-benefit-under-age'];
  const { band, id } = nonDependantBand(person.income, amounts);
  const pence = toPence(amounts[id]);
  const name = `Non-dependant deduction (person ${n}, aged ${person.age})`;
  const none = (why: string) => line(name, 0, false, id, `No deduction: ${why}`);
  if (isExempt) return none('you or your partner are registered blind or get Attendance Allowance (Pension Age Disability Payment in Scotland), DLA care or PIP daily living');
  if (person.age < minAge) return none(`under ${minAge}`);
  if (person.isStudent) return none('a full-time student');
  // HB Regs reg 74(7): under 25 on one of these benefits. Anyone else of 18 or over with no income takes the lowest deduction (reg 74(1)(b)).
  if (person.age < youngAge && person.getsIncomeBasedBenefit)
    return none(`under ${youngAge} and gets income support, income-based JSA, income-related ESA without a component, or Universal Credit with no earnings`);
  return line(name, pence, true, id, `Gross income ${formatMoneyWithPence(person.income)} a week, band ${band}: ${formatMoneyWithPence(pence)} a week`);
}

/** docs/rules.md HB 8: 65% of income above the applicable amount. */
function taper(incomePence: number, applicablePence: number, amounts: ResolvedRates): CalculationLine {
  const id: CoreRateId = 'housing-benefit.taper-rate';
  const percent = amounts[id];
  const excess = Math.max(0, incomePence - applicablePence);
  const pence = percentOfPence(excess, percent);
  return line(
    'Income taper',
    pence,
    pence > 0,
    id,
    excess > 0
      ? `${percent}% of income above the applicable amount: ${percent}% × (${formatMoneyWithPence(incomePence)} − ${formatMoneyWithPence(applicablePence)}) = ${formatMoneyWithPence(pence)}`
      : `Income within the ${formatMoneyWithPence(applicablePence)} applicable amount`,
  );
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
  for (const m of listOf(personal.household)) {
    const member = objectOf(m);
    const memberAge = clampNumber(orDefault(member.age, defaults.memberAge), { min: limits.memberAgeMin, max: limits.memberAgeMax });
    const relationship = typeof member.relationship === 'string' ? member.relationship : 'non-dependant';
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
    isPensionAge,
    anyoneReachedPensionAge: status.claimant || status.partner === true,
    isMixedAgeRoute: status.isMixedAge && !isPensionAge,
    pensionAgeUnanswered: status.unanswered,
    reachedBefore2021,
    children,
    others,
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
 */
function severeDisability(h: Household, amounts: ResolvedRates): { rate: 'single' | 'couple' | null; why: string } {
  const has = (d: HousingBenefitDisability) => h.disabilities.includes(d);
  const none = (why: string) => ({ rate: null, why });
  if (!has('severe-disability-premium')) return none('you do not get one of its benefits');
  if (h.isCouple && !has('severe-disability-premium-couple')) return none('you do not both get one of its benefits');
  const adult = h.others.find((o) => o.relationship === 'non-dependant' && o.age >= amounts['housing-benefit.non-dependant.min-age'] && !o.getsDisabilityBenefitOrBlind);
  if (adult) return none(`another adult lives with you (aged ${adult.age})`);
  const paid = (has('carer-paid-for-you') ? 1 : 0) + (h.isCouple && has('carer-paid-for-partner') ? 1 : 0);
  if (paid === (h.isCouple ? 2 : 1)) return none(`a carer is paid for ${h.isCouple ? 'each of you' : 'looking after you'}`);
  if (!h.isCouple) return { rate: 'single', why: 'No other adult lives with you' };
  return paid ? { rate: 'single', why: 'A carer is paid for one of you' } : { rate: 'couple', why: 'You both qualify' };
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
  lhaWorking: string;
  warnings: string[];
}

/** Why a social renter with a spare bedroom has no reduction (HB Regs reg A13(2)), or null when the reduction applies. */
function sizeCriteriaExemption(property: Record<string, unknown>, h: Household): string | null {
  if (isTrue(property.isTemporaryAccommodation)) return 'in temporary accommodation';
  // Supported (exempt) accommodation is outside the social sector size criteria (A13(1)(c), Consequential Provisions Regs Sch 3 para 4).
  if (isTrue(property.isSupportedAccommodation)) return 'in supported accommodation';
  if (h.anyoneReachedPensionAge) return 'at State Pension age';
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
  bedrooms: { rooms: number; lines: readonly string[] },
  category: LhaCategory,
  taxYear: TaxYear,
  amounts: ResolvedRates,
): EligibleRent {
  const needed = bedrooms.rooms;
  // Who shares with whom, when the count is more than the claimant's own room.
  const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
  const needWords = `You need ${needed} bedroom${needed === 1 ? '' : 's'}${needed > 1 ? `: ${bedrooms.lines.map(lowerFirst).join(', ')}` : ''}.`;
  const rentPence = moneyToPence(property.actualRent);
  const serviceChargesPence = moneyToPence(property.serviceCharges);
  const grossPence = rentPence + serviceChargesPence;
  const isPrivate = property.tenancyType !== 'social' && property.tenancyType !== 'housing-association';
  const lines = [
    line(
      'Rent and service charges',
      grossPence,
      true,
      null,
      `Rent ${formatMoneyWithPence(rentPence)} + service charges ${formatMoneyWithPence(serviceChargesPence)} (water charges never count)`,
    ),
  ];
  const warnings: string[] = [];
  // Fuel is part of the rent, so never more than it.
  const isFuelIncluded = isTrue(property.heatingIncluded);
  const fuelPence = isFuelIncluded ? Math.min(moneyToPence(property.fuelChargeWeekly), rentPence) : 0;
  if (fuelPence > 0)
    lines.push(
      line(
        'Fuel in your rent',
        fuelPence,
        true,
        null,
        `Heating, hot water, lighting or cooking: ${formatMoneyWithPence(fuelPence)} a week is not eligible rent (Housing Benefit Regulations 2006, Schedule 1 paragraph 5)`,
      ),
    );
  const rentLessFuelPence = grossPence - fuelPence;
  let eligiblePence = rentLessFuelPence;
  let bedroomTaxPence = 0;
  let spare = 0;
  let lha: ReturnType<typeof lhaRate> = { pence: null, rateId: null, source: 'not-applicable', areaName: null };
  let lhaWorking = `Council and housing association rents are not limited by the Local Housing Allowance. ${needWords}`;
  if (isPrivate) {
    lha = lhaRate(lhaArea, property.lhaRateWeekly, category, amounts);
    const words = CATEGORY_WORDS[category];
    if (lha.pence === null) {
      lhaWorking = `No Local Housing Allowance rate was found or typed for ${words}, so your rent was not capped.`;
      lines.push(line('Local Housing Allowance limit', 0, false, null, 'Not checked: no LHA rate for your area'));
      warnings.push('We could not check your rent against the Local Housing Allowance for your area, so your rent has not been capped. This estimate may be too high.');
    } else {
      const where = lha.source === 'area' ? `in ${lha.areaName}` : 'that you typed';
      lhaWorking = `The ${words} rate ${where}: ${formatMoneyWithPence(lha.pence)} a week. ${needWords}`;
      // The LHA rate itself is not reduced for fuel: it limits the rent less ineligible charges (HB Regs reg 13D).
      const isAbove = rentLessFuelPence > lha.pence;
      lines.push(
        line(
          'Local Housing Allowance limit',
          rentLessFuelPence - lha.pence,
          isAbove,
          lha.rateId,
          `${isAbove ? 'Above' : 'Within'} the ${formatMoneyWithPence(lha.pence)} LHA rate (${words}${lha.source === 'area' ? `, ${lha.areaName}` : ', typed'})`,
        ),
      );
      if (isAbove) {
        eligiblePence = lha.pence;
        warnings.push(`Your rent is above the Local Housing Allowance rate of ${formatMoneyWithPence(lha.pence)} a week, so your Housing Benefit is based on the LHA rate.`);
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
    const rooms = `${spare} more bedroom${spare === 1 ? '' : 's'}`;
    const working =
      spare === 0
        ? `No spare bedroom (${needed} needed)`
        : applies
          ? `${rooms} than the ${needed} needed: ${percent}% of rent and service charges ${formatMoneyWithPence(rentLessFuelPence)}${fuelPence > 0 ? ' (after fuel)' : ''}`
          : `${rooms} than needed, but there is no reduction ${exemption}`;
    lines.push(line('Spare bedroom reduction', bedroomTaxPence, applies, id, working));
    if (applies) warnings.push(`You have ${spare} more bedroom(s) than you're entitled to. Your Housing Benefit is reduced by ${percent}%.`);
  }
  // Without the amount, the council takes off the standard weekly amounts for fuel of HB Regs 2006
  // Sch 1 para 6(2), set each April; the rates table (src/calc/rates/) does not hold them, so the
  // estimate names the deduction and links the year's published rates but does not make it.
  if (isFuelIncluded && fuelPence === 0)
    warnings.push(
      `Your rent includes fuel (heating, hot water, lighting or cooking), which Housing Benefit does not cover. Your council will take off what you pay for it or, if that is not known, a standard weekly amount for fuel set each April: ${GOV_UK_RATES(taxYear).href}. This estimate has not, so it may be too high.`,
    );
  if (isTrue(property.councilTaxIncluded))
    warnings.push(
      'Your rent includes council tax. Council tax is not eligible rent: take it off the rent you entered, and claim help with it through Council Tax Support from your council.',
    );
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
const ROUTE_WARNINGS: Record<HousingBenefitRoute, string | null> = {
  'pension-age': null,
  'special-housing': null,
  'existing-claim-only':
    'New claims for Housing Benefit from people under State Pension age are made for Universal Credit instead, unless you live in supported or temporary housing. This estimate is for an existing Housing Benefit claim.',
  'mixed-age-couple':
    'One of you has reached State Pension age and the other has not. Since 15 May 2019 a couple like you claims Universal Credit for help with the rent, not Housing Benefit, unless your Housing Benefit or Pension Credit claim began before then or you live in supported or temporary housing. This estimate is for an existing Housing Benefit claim, under the rules for people under State Pension age.',
  'universal-credit':
    'You get Universal Credit, so help with your rent comes from its housing element, not Housing Benefit. Housing Benefit is paid beside Universal Credit only in supported or temporary housing.',
};

/** The passport benefits' names, for the income line that says income counts as £0. */
const PASSPORT_NAMES: Record<(typeof PASSPORT_BENEFITS)[number], string> = {
  'pension-credit-guarantee': 'Pension Credit guarantee credit',
  'income-support': 'Income Support',
  'jsa-income-based': 'Income-based Jobseeker’s Allowance',
  'esa-income-related': 'Income-related Employment and Support Allowance',
};

/**
 * docs/rules.md HB 4: with a passport benefit the council ignores income (HB(SPC) Regs reg 26; HB
 * Regs Sch 5 para 4, Sch 6 para 5): a minus line of the income that would have counted.
 */
function passportLine(passports: ReadonlyArray<(typeof PASSPORT_BENEFITS)[number]>, countedPence: number): CalculationLine {
  const first = passports[0];
  if (first === undefined) return line('Passport benefit', 0, false, null, 'No benefit that makes your income count as £0');
  return line(PASSPORT_NAMES[first], countedPence, true, null, `You get ${passports.map((p) => PASSPORT_NAMES[p]).join(' and ')}: your income counts as £0`);
}

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
  },
): string[] {
  const steps: string[] = [];
  if (r.isUniversalCredit) steps.push('Report your rent in your Universal Credit account: help with it is paid as the housing element. https://www.gov.uk/universal-credit');
  else if (r.isExistingClaimOnly)
    steps.push(
      `If you do not already get Housing Benefit, check Universal Credit instead: https://www.gov.uk/universal-credit or call the Universal Credit helpline on ${UNIVERSAL_CREDIT_HELPLINE.number}`,
    );
  else if (weeklyPence > 0) steps.push('Claim from your council: https://www.gov.uk/housing-benefit/how-to-claim');
  if (weeklyPence === 0) steps.push(`Citizens Advice can check what else you can get: ${ADVICELINE.number}`);
  if (r.hasShortfall)
    steps.push(
      'Ask your council for a Discretionary Housing Payment towards the shortfall: https://www.gov.uk/government/publications/discretionary-housing-payments-guidance-manual',
    );
  if (r.lhaSource === 'none') steps.push(`Find your Local Housing Allowance rate: ${VOA_LHA_LOOKUP}`);
  if (r.hasAdaptations)
    steps.push(
      'Your home has been adapted for a disability: tell your council. The bedroom rules do not change for adaptations, but your council decides Discretionary Housing Payments and weighs adaptations when you ask for help with a shortfall or a spare-bedroom reduction',
    );
  if (r.isSpecialHousing) steps.push('Supported or temporary housing is worked out differently: your council decides the rent it covers');
  if (r.isStudent) steps.push('Most full-time students cannot get Housing Benefit: check with your council');
  if (typeof r.immigration === 'string' && r.immigration !== 'british') steps.push('Your immigration status can affect whether you can claim');
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
    return line(name, pence, pence > 0, null, `${formatMoneyWithPence(pence)} a week`);
  };
  const incomeLines = [own('Earnings', income.earnings)];
  if (h.isCouple) incomeLines.push(own('Partner’s earnings', income.partnerEarnings));
  const earningsPence = sumPence(incomeLines);
  incomeLines.push(own('Pension', income.pension), own('Other income', income.otherIncome));
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
      numOtherAdults: h.others.filter((o) => o.age >= adultAge).length,
      isCouple: h.isCouple,
      coupleCannotShare: h.extraRooms.coupleCannotShare,
      numOvernightCareRooms: h.extraRooms.numOvernightCareRooms,
      isFosterCarer: h.extraRooms.isFosterCarer,
    },
    amounts,
  );
  const needed = bedrooms.rooms;
  const category = lhaCategory(h, needed, premiumLines, amounts);

  // Eligible rent (docs/rules.md HB 6).
  const rent = eligibleRent(property, root.lhaArea, h, bedrooms, category, taxYear, amounts);
  const { lha, warnings } = rent;

  // Non-dependant deductions (docs/rules.md HB 7).
  const isExempt = h.getsCareBenefit;
  const deductions = h.others.filter((o) => o.relationship === 'non-dependant').map((o, i) => nonDependantLine(o, i + 1, isExempt, amounts));
  const deductionsPence = sumPence(deductions);

  // Taper and award (docs/rules.md HB 8).
  const taperLine = taper(incomePence, applicablePence, amounts);
  const beforeRulesPence = rent.eligiblePence - deductionsPence - sumPence([taperLine]);
  // Who can claim (docs/rules.md HB 2).
  const isSpecialHousing = isTrue(property.isSupportedAccommodation) || isTrue(property.isTemporaryAccommodation);
  const route = claimRoute(h.isPensionAge, h.isMixedAgeRoute, isSpecialHousing, otherBenefits.includes('universal-credit'));
  const isUniversalCredit = route === 'universal-credit';
  const weeklyPence = isOverLimit || isUniversalCredit ? 0 : Math.max(0, beforeRulesPence);
  if (isOverLimit) warnings.unshift(`Savings over ${formatMoneyWithPence(upperPence)}: not eligible for Housing Benefit.`);
  const isExistingClaimOnly = route === 'existing-claim-only' || route === 'mixed-age-couple';
  const routeWarning = ROUTE_WARNINGS[route];
  if (routeWarning) {
    if (isUniversalCredit) warnings.unshift(routeWarning);
    else warnings.push(routeWarning);
  }
  // docs/rules.md HB 1: State Pension age left open by the age and not answered is worked out as not reached, and said first.
  if (h.pensionAgeUnanswered) {
    const who = { you: 'you have', partner: 'your partner has', both: 'you and your partner have' }[h.pensionAgeUnanswered];
    warnings.unshift(
      `You did not say whether ${who} reached State Pension age, so we worked this out as if not. At ${amounts['general.state-pension-age']} it depends on the date of birth, and at State Pension age Housing Benefit uses the pension-age rules instead: answer the question on the Personal tab.`,
    );
  }
  // docs/rules.md HB 2: most full-time students are not entitled (HB Regs reg 56), so the verdict sits with the warnings.
  const isStudent = isTrue(personal.isStudent);
  if (isStudent && !h.isPensionAge)
    warnings.push(
      'Most full-time students cannot get Housing Benefit: only those who are disabled, a parent or a young person in non-advanced education. Check with your council before you rely on this estimate.',
    );

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
  };
}
