/**
 * Universal Credit, monthly (docs/product.md §3 and §9; docs/rules.md UC 1-14), with
 * the figures of the chosen tax year (the rates table (src/calc/rates/universal-credit.ts)).
 *
 * Maximum amount = standard allowance + child elements + disabled child additions + housing,
 * LCW or LCWRA, carer and childcare costs elements; then the earnings taper above the work
 * allowance, pension income and tariff income from savings come off; then the benefit cap.
 * Each rule is a small named function returning its line with the working, as messages
 * (src/calc/message.ts; the words are src/i18n/en/universal-credit-engine.ts). When a rule could
 * not be applied for lack of an answer, the result says so in a warning.
 */

import { IMPLAUSIBLE_MONTHLY, INPUT_DEFAULTS, INPUT_LIMITS, LHA_CATEGORIES, lhaRateId, ratesFor, resolveRates, tableYear, taxYearOf } from './rates';
import { builtInRatesWithLha } from './built-in-lha';
import type { CoreRateId, RatesTable, ResolvedRates, TaxYear } from './rates';
import { convertPenceThroughYear, periodFactors, dividePence, moneyToPence, multiplyPence, percentOfPence, toNumber, toPence, toPounds } from './money';
import { listOfValues, money, moneyWithPence, msg, type Message } from './message';
import { clampNumber } from './number';
import { tariffIncome as tariffIncomeFrom } from './tariff-income';
import { bedroomCount, spareBedroomRateId, type ChildSex } from './bedrooms';
import { typedBedrooms } from './bedrooms-typed';
import { isTrue, merged, line, listOf, objectOf, orDefault, sumPence, wholeNumber, type CalculationLine, type DeepPartial, type RelationshipStatus } from './types';
import { ADVICELINE, PENSION_CREDIT_LINE, UNIVERSAL_CREDIT_HELPLINE } from './helplines';
import { defaultReachedStatePensionAge, isStatePensionAgeUnanswered } from './pension-age';
import { paymentsBeside, UK_NATIONS, type BesidePayment, type UkNation } from './beside-award';
import {
  childFacts,
  childLimitOutcome,
  eldestFirst,
  isFurtherPeopleCaredAsked,
  LHA_AREAS_BY_ID,
  livesInGreaterLondon,
  sharedRate,
  sharedRateExemptions,
  type ChildFacts,
  type ChildLimitOutcome,
  type SharedRate,
  type SharedRateReason,
} from './universal-credit-questions';

// What the form asks before anything is worked out is apart from the engine (universal-credit-questions.ts).
export {
  defaultUniversalCreditInput,
  isFurtherPeopleCaredAsked,
  isLimitExceptionAsked,
  isLondonAsked,
  isLondonLhaArea,
  livesInGreaterLondon,
  otherAdultCount,
  sharedRateFor,
  type SharedRate,
} from './universal-credit-questions';

/** Where the claimant lives (docs/product.md §2 Personal tab). */
export type UkLocation = UkNation;

/** Housing situation (docs/product.md §3). Only `rent` gets the housing element. */
export type UniversalCreditHousingType = 'rent' | 'mortgage' | 'living-with-family' | 'own-outright';

/** Who the rent is paid to (docs/rules.md UC 4): a private landlord, or a council or housing association. */
export type UniversalCreditTenancyType = 'private' | 'social';

/** The rate of a disabled child addition (docs/rules.md UC 3). */
export type DisabledChildRate = 'lower' | 'higher';

/** A child of the household (docs/product.md §3). Age 0-19. */
export interface UniversalCreditChild {
  age: number;
  hasDisability: boolean;
  /** Born before 6 April 2017. Unset: taken from the age (docs/rules.md UC 2). */
  bornBeforeApril2017?: boolean;
  /**
   * An exception to the child limit applies (UC Regs reg 24A and Schedule 12: one of twins or more
   * and not the first born, adopted, kinship or friends-and-family care, the child of a child in the
   * household, or non-consensual conception): qualifies past the limit.
   */
  limitException?: boolean;
  /** Higher: DLA highest care, PIP enhanced daily living, ADP/CDP equivalents, or severely sight impaired. Default lower. */
  disabilityRate?: DisabledChildRate;
  /** Boy or girl, asked when it can change the bedrooms (docs/rules.md UC 4). Unset: shares only as an under-10. */
  sex?: ChildSex;
  /** Gets DLA or CDP care at the middle or highest rate and cannot share a bedroom because of it: a room of their own (UC Regs Sch 4 para 12(6)). */
  cannotShare?: boolean;
}

/**
 * Someone else who lives with the household (docs/rules.md UC 4): not the partner, and not a child
 * or young person the child element is for (they are `children`). Aged 16 or over.
 */
export interface UniversalCreditOtherAdult {
  /** 16-100: a room of their own from 16, a housing cost contribution from 21 (UC Regs Sch 4 paras 12, 16). */
  age: number;
  /**
   * No housing cost contribution whatever their age (UC Regs Sch 4 para 16(2)(b)-(j)): they get
   * Pension Credit, PIP daily living, DLA care at the middle or highest rate, Attendance Allowance,
   * Adult Disability Payment daily living or Carer's Allowance; are responsible for a child under
   * 5; are in prison; or are in the armed forces away on operations. Unset: false.
   */
  noContribution?: boolean;
}

/** One caring answer (docs/rules.md UC 6): hours a week; `person` 'partner' for the partner's, else the claimant's (or, in older saved answers, either's). */
export interface UniversalCreditCaring {
  hoursPerWeek: number;
  person?: 'partner';
}

/** Universal Credit input (docs/product.md §3), field names unchanged. Money is monthly, in pounds. */
export interface UniversalCreditInput {
  /** The tax year whose figures apply; default the year in force (docs/rules.md "Common to every engine"). */
  taxYear?: TaxYear;
  personalDetails: {
    /** 16-100; anything else is clamped, empty becomes 16. */
    age: number;
    relationshipStatus: RelationshipStatus;
    /** Unset when unknown; an unknown partner age counts as 25. */
    partnerAge?: number;
    children: UniversalCreditChild[];
    location: UkLocation;
    /**
     * Picks the Greater London benefit cap (docs/rules.md UC 12, 15). Read only in England and only
     * when the LHA area does not say: an LHA area found decides, whatever the tenancy. Unset: false.
     */
    livesInGreaterLondon?: boolean;
    /** Has reached State Pension age (docs/rules.md UC 14). Unset: age ≥ 67, the age everyone has reached it by; the form asks at 66. */
    reachedStatePensionAge?: boolean;
    /** The partner has reached State Pension age; read for a couple only. Unset: partner age ≥ 67 (an unknown partner age has not). */
    partnerReachedStatePensionAge?: boolean;
  };
  incomeDetails: {
    /** Monthly earnings after tax. */
    earnedIncome: number;
    /** Partner's monthly earnings after tax; counted for couples only. */
    partnerEarnedIncome: number;
    otherBenefits: string[];
    savings: number;
    /** Monthly pension income, taken off pound for pound. */
    pension: number;
    /** Gets Carer's Allowance or Carer Support Payment (docs/rules.md UC 9): the year's rate comes off; exempt from the cap. */
    getsCarersAllowance?: boolean;
    /** The partner gets Carer's Allowance or Carer Support Payment; read for a couple only. */
    partnerGetsCarersAllowance?: boolean;
    /** New-style JSA, new-style ESA, Maternity Allowance, Widowed Parent's or Bereavement Allowance a month: income, and in the cap's sum. Default 0. */
    otherBenefitsMonthly?: number;
    /** Someone gets ESA with the support component (docs/rules.md UC 12: exempt from the cap). */
    getsEsaSupportComponent?: boolean;
    /** Someone gets Guardian's Allowance (docs/rules.md UC 12: exempt from the cap). */
    getsGuardiansAllowance?: boolean;
    /** Child Benefit is paid for the children (docs/rules.md UC 12: in the cap's sum). Unset: true when there is a child. */
    getsChildBenefit?: boolean;
    /** Registered childcare paid each month (default 0). */
    childcareCostsMonthly?: number;
    /** The claimant's work is self-employment (docs/rules.md UC 16): the minimum income floor may apply. Unset: false. */
    selfEmployed?: boolean;
    /** The partner's work is self-employment; read for a couple only. */
    partnerSelfEmployed?: boolean;
    /** The claimant is in the first 12 months of a start-up period (UC Regs reg 63): no floor. Unset: false. */
    selfEmployedStartUp?: boolean;
    /** The partner is in a start-up period. */
    partnerSelfEmployedStartUp?: boolean;
    /** The hours a week the claimant is expected to work (UC Regs reg 88). Unset: 35. */
    expectedHoursPerWeek?: number;
    /** The partner's expected hours a week. Unset: 35. */
    partnerExpectedHoursPerWeek?: number;
    /**
     * Which of a couple is the main carer of the children, the responsible carer they nominated
     * (Welfare Reform Act 2012 s 19(6), UC Regs reg 86): while the youngest is under 3 the floor is
     * not for them but may be for the other (docs/rules.md UC 16). Read for a couple only; unset:
     * neither gets the floor, with a warning.
     */
    responsibleCarer?: 'claimant' | 'partner';
  };
  housingDetails: {
    housingType: UniversalCreditHousingType;
    monthlyRent: number;
    serviceCharges: number;
    /** An area id of the LHA dataset (`LHA_AREA_LIST`), or '' when not known. */
    localHousingAllowanceArea: string;
    /** The postcode typed to find the area, kept with the answers (a link, a save); not read by the rules. */
    postcode?: string;
    /** Bedrooms the household needs; the entitlement is never below what the household gives. */
    bedroomsNeeded: number;
    /**
     * The bedrooms the visitor says they are allowed (a council's, the DWP's or an adviser's
     * figure), 1-10: used instead of the count from the answers, higher or lower (docs/rules.md
     * UC 4). Absent: the count. Read only for a renter.
     */
    bedroomsTyped?: number;
    actualBedrooms: number;
    /** Default private. */
    tenancyType?: UniversalCreditTenancyType;
    /** The area's LHA rate a month, when the visitor typed it: the cap instead of the area's. */
    lhaRateMonthly?: number;
    /**
     * Adults aged 21 or over living with you (not your partner), each a housing cost contribution.
     * Default 0. Read only when `otherAdults` is not given (answers saved before it).
     */
    nonDependants?: number;
    /** Everyone else aged 16 or over living with you, with their ages (docs/rules.md UC 4). Wins over `nonDependants`. */
    otherAdults?: UniversalCreditOtherAdult[];
    /** An exempt renter under UC Regs Sch 4 para 29 other than by a disability benefit (docs/rules.md UC 4). */
    sharedRateExemption?: boolean;
    /** Which of the para 29 cases apply (the form's tickboxes); any that applies makes an exempt renter. */
    sharedRateExemptions?: SharedRateExemption[];
    /** You and your partner cannot share a bedroom because of a disability: one more room (UC Regs Sch 4 para 12(6A)). */
    coupleCannotShare?: boolean;
    /** Rooms for carers who do not live with you and stay overnight regularly (UC Regs Sch 4 para 12(A1), (3)). Default 0. */
    overnightCareRooms?: number;
    /** An approved foster carer or adopter, also between placements for up to 12 months: one more room (UC Regs Sch 4 para 12(4)-(5)). */
    fosterCarer?: boolean;
  };
  healthAndCare: {
    hasLimitedCapabilityWork: boolean;
    hasLimitedCapabilityWorkRelated: boolean;
    /** One entry per carer; 35+ hours a week gives the carer element, as Carer's Allowance does (docs/rules.md UC 6). */
    isCarerFor: UniversalCreditCaring[];
    /** A couple who both meet the carer condition care for the same person (UC Regs reg 29(2)-(3)): one carer element. Unset: one, with a warning. */
    careForSamePerson?: boolean;
    /**
     * In Scotland, how many people besides the one their Carer Support Payment is for the claimant
     * or partner on it cares for 20 hours a week or more: a Carer Additional Person Payment each,
     * beside the award (docs/rules.md "Scotland" 1; SSI 2023/302 reg 16 as amended by SSI 2025/340).
     * Read only where the form asks it (`isFurtherPeopleCaredAsked`); 0 to 10, default 0.
     */
    furtherPeopleCared?: number;
    disabilityPremiums: string[];
    /** Found LCWRA, or reported the condition, before 6 April 2026; severe conditions; terminally ill. */
    lcwraProtected?: boolean;
    /** The claim was made before 3 April 2017 (the LCW element). */
    claimBeforeApril2017?: boolean;
    /** Someone in the household gets PIP, DLA, Adult Disability Payment, Attendance Allowance or Pension Age Disability Payment. */
    getsDisabilityBenefit?: boolean;
    /**
     * You get PIP or ADP daily living, DLA or CDP care at the middle or highest rate, or Attendance
     * Allowance (which UC Regs reg 2 says includes Armed Forces Independence Payment): exempt from the
     * shared accommodation rate (Sch 4 para 29(5)) and, with other adults at home, from their housing
     * cost contributions (para 15).
     */
    claimantGetsDisabilityBenefit?: boolean;
    /** Your partner gets one of the benefits of `claimantGetsDisabilityBenefit` (UC Regs Sch 4 para 15(1)(b), (2)); read for a couple only. */
    partnerGetsDisabilityBenefit?: boolean;
    /**
     * You, or your partner, are blind: certified as severely sight impaired or blind by a consultant
     * ophthalmologist (UC Regs reg 2); no housing cost contributions (Sch 4 para 15).
     */
    certifiedBlind?: boolean;
  };
}

/**
 * The cases of UC Regs Sch 4 para 29 (as in force) that make a renter under 35 exempt from the
 * shared accommodation rate, besides a disability benefit (para 29(5): PIP or ADP daily living,
 * DLA or CDP care at the middle or highest rate, Attendance Allowance): a care leaver aged 18 to
 * 24 (29(2)); from 16, three months in hostels for homeless people with resettlement support
 * (29(4)); multi-agency public protection arrangements, England and Wales or Scotland (29(6)-(8));
 * a foster parent, or an adopter with a child placed, who meets the foster parent condition of
 * para 12(4)-(5) (29(9A)); domestic violence from 16 by a partner, former partner or relative,
 * with official evidence (29(9B)); a positive conclusive grounds decision as a victim of modern
 * slavery (29(9C)).
 */
export type SharedRateExemption = 'care-leaver' | 'homeless-hostel' | 'mappa' | 'foster-parent' | 'domestic-abuse' | 'modern-slavery';

/** An element of the award (docs/product.md §3: name, amount, description, qualifying) with its working. */
export interface UniversalCreditElement extends CalculationLine {
  /** What the element is for. */
  description: Message;
}

/** How the housing element was reached (docs/rules.md UC 4). Monthly pounds. */
export interface UniversalCreditHousingCosts {
  /** Rent plus service charges. */
  eligibleRent: number;
  /** Bedrooms the household is allowed (before the LHA's largest category). */
  bedroomEntitlement: number;
  /** The LHA limit used for a private renter; null when none was applied. */
  lhaLimit: number | null;
  /** What the LHA limit is for, e.g. 2 bedrooms in Leeds; '' when none. */
  lhaDescription: Message | '';
  /** Rent above the LHA limit, not covered. */
  rentAboveLha: number;
  /** Social renters' spare-bedroom reduction. */
  spareBedroomReduction: number;
  /** Housing cost contributions of non-dependant adults. */
  nonDependantContributions: number;
}

/**
 * Why a household cannot claim Universal Credit at all: savings over the upper limit
 * (docs/rules.md UC 10), or State Pension age (UC 14: single, or both partners of a couple).
 */
export type UniversalCreditReason = 'savings-over-limit' | 'state-pension-age' | null;

/** Universal Credit result (docs/product.md §3) plus the working. Money is monthly, 2 decimal places. */
export interface UniversalCreditResult {
  /** The tax year whose figures were used. */
  taxYear: TaxYear;
  /** False when the household cannot claim at all (`reason` says why); the total is then 0. */
  eligible: boolean;
  /** Why the household cannot claim, or null when it can. */
  reason: UniversalCreditReason;
  /**
   * The State Pension age rule (docs/rules.md UC 14): who has reached it, in one sentence;
   * `qualifying` when it stops the claim, and then the results panel shows the sentence.
   */
  statePensionAge: CalculationLine;
  /** The estimated award a month, after the benefit cap. */
  totalMonthly: number;
  /** Every element with whether it qualifies; not qualifying means amount 0. */
  elements: UniversalCreditElement[];
  workAllowance: number;
  taperReduction: number;
  /**
   * `applies` when the cap cut the award; `reduction` is the cut; `limit` the cap for this
   * household; `totalBenefits` the welfare benefits compared with it (0 when exempt).
   */
  benefitCap: { applies: boolean; limit: number; reduction: number; exempt: boolean; isLondon: boolean; totalBenefits: number };
  /** Household earnings less the taper. */
  takeHomeAfterTaper: number;
  earningsImpact: { currentEarnings: number; netUC: number; totalIncome: number };
  nextSteps: Message[];
  /** The docs/product.md §8 warnings with their figures, and any rule that could not be applied. */
  warnings: Message[];
  /** Sum of the qualifying elements (the maximum amount before deductions). */
  maximumAmount: number;
  /** How the work allowance was chosen. */
  workAllowanceDetail: CalculationLine;
  /** What came off the maximum amount: earnings taper, pension income, Carer's Allowance, other benefits, savings, benefit cap. */
  deductions: CalculationLine[];
  /** How the housing element was worked out. */
  housingCosts: UniversalCreditHousingCosts;
  /**
   * What Scotland and Northern Ireland pay beside the award, not in it (docs/rules.md "Scotland" 1,
   * "Northern Ireland" 1; ./beside-award.ts): none in England and Wales, and none in a result saved before.
   */
  besideAward?: BesidePayment[];
}

/** Money in a warning or next step, always with its pence: '£174.00'. */
const exact = moneyWithPence;

function element(name: Message, description: Message, pence: number, qualifying: boolean, rateId: string | null, working: Message): UniversalCreditElement {
  return { name, amount: qualifying ? toPounds(pence) : 0, qualifying, rateId, working, description };
}

/**
 * 'Check this amount: is it monthly?' for a monthly rent or earnings far beyond any real
 * household's (src/calc/inputs.ts IMPLAUSIBLE_MONTHLY): most often a yearly figure.
 */
function implausibleAmounts(rentPence: number, ownEarningsPence: number, partnerEarningsPence: number): Message[] {
  const notes: Message[] = [];
  const check = (pence: number, limit: number, id: string) => {
    if (pence > toPence(limit)) notes.push(msg(id, { amount: exact(pence) }));
  };
  check(rentPence, IMPLAUSIBLE_MONTHLY.rent, 'uc.warning.rentMonthly');
  check(ownEarningsPence, IMPLAUSIBLE_MONTHLY.earnings, 'uc.warning.earningsMonthly');
  check(partnerEarningsPence, IMPLAUSIBLE_MONTHLY.earnings, 'uc.warning.partnerEarningsMonthly');
  return notes;
}

/**
 * An area's name: the built-in area's, else (an area whose rates an admin published) its id in
 * words, 'bradford-and-south-dales' → 'Bradford And South Dales'; the full list of names loads
 * only with the LHA lookup (src/calc/brma.ts).
 */
function lhaAreaName(areaId: string): string {
  return LHA_AREAS_BY_ID.get(areaId)?.name ?? areaId.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => `${dash ? ' ' : ''}${letter.toUpperCase()}`);
}

// ---- Rule 1: standard allowance ---------------------------------------------------------

/** docs/rules.md UC 1: single under 25 / 25+; couple both under 25 / otherwise; unknown partner age counts as 25. */
function standardAllowance(age: number, isCouple: boolean, partnerAge: number | undefined, amounts: ResolvedRates): UniversalCreditElement {
  const adultAge = amounts['universal-credit.standard-allowance.higher-rate-age'];
  const isYoung = age < adultAge && (!isCouple || (partnerAge ?? adultAge) < adultAge);
  const id: CoreRateId = isCouple
    ? isYoung
      ? 'universal-credit.standard-allowance.couple-under-25'
      : 'universal-credit.standard-allowance.couple-25-plus'
    : isYoung
      ? 'universal-credit.standard-allowance.single-under-25'
      : 'universal-credit.standard-allowance.single-25-plus';
  const working = isCouple
    ? isYoung
      ? 'uc.standard.coupleUnder'
      : partnerAge === undefined
        ? 'uc.standard.coupleNoPartnerAge'
        : 'uc.standard.couple'
    : isYoung
      ? 'uc.standard.singleUnder'
      : 'uc.standard.single';
  const pence = toPence(amounts[id]);
  return element(msg('uc.standardAllowance'), msg('uc.standardAllowance.about'), pence, true, id, msg(working, { age: adultAge, amount: money(pence) }));
}

// ---- Rules 2 and 3: children -------------------------------------------------------------

/**
 * docs/rules.md UC 2 (UC Regs reg 24A, reg 36): the eldest child gets the higher amount if
 * born before 6 April 2017, every other child the lower. While the year has a child limit, a
 * child born on or after 6 April 2017 qualifies only if fewer older children than the limit
 * already qualify, unless an exception applies; the others are listed at 0.
 */
function childElements(children: readonly ChildFacts[], amounts: ResolvedRates): UniversalCreditElement[] {
  const limit = amounts['universal-credit.child-limit'];
  const hasLimit = Number.isFinite(limit);
  const description = hasLimit ? msg('uc.childElement.about', { limit }) : msg('uc.childElement.aboutNoLimit');
  if (children.length === 0) return [element(msg('uc.childElement'), description, 0, false, 'universal-credit.child-element.lower', msg('uc.childElement.none'))];
  const lines = new Map<number, UniversalCreditElement>();
  const underLimit = childLimitOutcome(children, limit);
  eldestFirst(children).forEach((child, rank) => {
    const isHigher = rank === 0 && child.bornBefore2017;
    const id: CoreRateId = isHigher ? 'universal-credit.child-element.higher' : 'universal-credit.child-element.lower';
    const pence = toPence(amounts[id]);
    const { qualifies, numQualifying } = underLimit.get(child.n) as ChildLimitOutcome;
    const isException = child.limitException && !child.bornBefore2017 && hasLimit;
    const why = isHigher
      ? 'uc.childElement.higher'
      : rank === 0
        ? isException
          ? 'uc.childElement.eldestLowerException'
          : 'uc.childElement.eldestLower'
        : isException
          ? 'uc.childElement.lowerException'
          : 'uc.childElement.lower';
    const working = qualifies ? msg(why, { age: child.age, amount: money(pence) }) : msg('uc.childElement.overLimit', { limit, count: numQualifying });
    lines.set(child.n, element(msg('uc.childElement.child', { n: child.n }), description, pence, qualifies, id, working));
  });
  return children.map((c) => lines.get(c.n) as UniversalCreditElement);
}

/** docs/rules.md UC 3 (UC Regs reg 36): a disabled child addition for every disabled child, whatever the child limit. */
function disabledChildAdditions(children: readonly ChildFacts[], amounts: ResolvedRates): UniversalCreditElement[] {
  return children
    .filter((c) => c.hasDisability)
    .map((c) => {
      const id: CoreRateId = c.disabilityRate === 'higher' ? 'universal-credit.disabled-child.higher' : 'universal-credit.disabled-child.lower';
      const pence = toPence(amounts[id]);
      const working = msg(c.disabilityRate === 'higher' ? 'uc.disabledChild.higher' : 'uc.disabledChild.lower', { amount: money(pence) });
      return element(msg('uc.disabledChild', { n: c.n }), msg('uc.disabledChild.about'), pence, true, id, working);
    });
}

// ---- Rule 4: housing ---------------------------------------------------------------------

/** The other adults as the rules read them: how many (each has a room), how many contribute, and the ages of those who do not. */
interface OtherAdultFacts {
  count: number;
  /** 21 or over and not exempt (UC Regs Sch 4 para 16). */
  contributors: number;
  excusedAges: number[];
}

/**
 * The other adults of the household (docs/rules.md UC 4): `otherAdults` with their ages, or,
 * for answers saved before it was asked, `nonDependants` adults of the contribution age.
 */
function otherAdultsFrom(housing: Record<string, unknown>, amounts: ResolvedRates): OtherAdultFacts {
  const minAge = amounts['universal-credit.non-dependant-age'];
  const { ageMin, ageMax } = INPUT_LIMITS.universalCredit;
  if (!Array.isArray(housing.otherAdults)) {
    const count = wholeNumber(housing.nonDependants);
    return { count, contributors: count, excusedAges: [] };
  }
  const facts: OtherAdultFacts = { count: housing.otherAdults.length, contributors: 0, excusedAges: [] };
  for (const raw of housing.otherAdults) {
    const p = objectOf(raw);
    const age = clampNumber(orDefault(p.age, minAge), { min: ageMin, max: ageMax });
    if (age >= minAge && !isTrue(p.noContribution)) facts.contributors += 1;
    else facts.excusedAges.push(age);
  }
  return facts;
}

interface HousingOutcome {
  element: UniversalCreditElement;
  costs: UniversalCreditHousingCosts;
  warnings: Message[];
  nextSteps: Message[];
}

/** The extra rooms of UC Regs Sch 4 para 12 as the engine reads them. */
interface ExtraRooms {
  isCouple: boolean;
  coupleCannotShare: boolean;
  numOvernightCareRooms: number;
  isFosterCarer: boolean;
}

/**
 * Bedrooms a household is allowed (UC Regs Sch 4 paras 8-12; docs/rules.md UC 4): one for the
 * claimant (and partner), one per non-dependant, children by who can share, and the extra rooms;
 * with the working's clause for who shares with whom.
 */
function bedroomEntitlement(
  children: readonly ChildFacts[],
  numNonDependants: number,
  bedroomsNeeded: number,
  bedroomsTyped: number | null,
  extra: ExtraRooms,
  amounts: ResolvedRates,
): { rooms: number; says: () => Message } {
  const count = bedroomCount(
    {
      children: children.map((c) => ({ n: c.n, age: c.age, sex: c.sex, cannotShare: c.cannotShare })),
      numOtherAdults: numNonDependants,
      isCouple: extra.isCouple,
      coupleCannotShare: extra.coupleCannotShare,
      numOvernightCareRooms: extra.numOvernightCareRooms,
      isFosterCarer: extra.isFosterCarer,
    },
    amounts,
  );
  // The number the visitor typed is used instead of the count, higher or lower (docs/rules.md UC 4).
  if (bedroomsTyped !== null) return { rooms: bedroomsTyped, says: () => msg('uc.housing.bedroomsTyped', { count: bedroomsTyped, counted: count.rooms }) };
  // A number saved before the tickbox: never fewer than the household gives.
  if (bedroomsNeeded > count.rooms) return { rooms: bedroomsNeeded, says: () => msg('uc.housing.bedroomsNeeded', { count: bedroomsNeeded }) };
  // Who has which room only when the working uses it.
  return { rooms: count.rooms, says: () => msg('uc.housing.bedrooms', { count: count.rooms, rooms: listOfValues(count.lines, 'commas') }) };
}

/**
 * docs/rules.md UC 4 (UC Regs reg 25, Schedule 4): rent plus service charges; a private
 * renter's capped at the Local Housing Allowance for the bedroom entitlement (the shared
 * accommodation rate for a single person under 35 without children); a social renter's reduced
 * for spare bedrooms; then the non-dependants' housing cost contributions come off.
 */
function housingElement(
  h: {
    isRenting: boolean;
    isSocial: boolean;
    rentPence: number;
    serviceChargesPence: number;
    areaId: string;
    lhaMonthlyPence: number;
    actualBedrooms: number;
    bedroomsNeeded: number;
    /** The bedrooms the visitor typed, or null for the count from the answers. */
    bedroomsTyped: number | null;
    /** Other adults of 16 or over, each with a room (UC Regs Sch 4 para 12(1)). */
    numNonDependants: number;
    adults: OtherAdultFacts;
    /** The renter or the renter's partner is blind or gets a care benefit: no housing cost contributions (UC Regs Sch 4 para 15). */
    isExemptRenter: boolean;
    extraRooms: ExtraRooms;
    shared: SharedRate;
  },
  children: readonly ChildFacts[],
  amounts: ResolvedRates,
): HousingOutcome {
  const eligiblePence = h.rentPence + h.serviceChargesPence;
  const bedrooms = bedroomEntitlement(children, h.numNonDependants, h.bedroomsNeeded, h.bedroomsTyped, h.extraRooms, amounts);
  const entitlement = bedrooms.rooms;
  const costs: UniversalCreditHousingCosts = {
    eligibleRent: toPounds(eligiblePence),
    bedroomEntitlement: entitlement,
    lhaLimit: null,
    lhaDescription: '',
    rentAboveLha: 0,
    spareBedroomReduction: 0,
    nonDependantContributions: 0,
  };
  const name = msg('uc.housingElement');
  const description = msg('uc.housingElement.about');
  if (!h.isRenting) return { element: element(name, description, 0, false, null, msg('uc.housing.notRenting')), costs, warnings: [], nextSteps: [] };
  if (eligiblePence === 0) return { element: element(name, description, 0, false, null, msg('uc.housing.noRent')), costs, warnings: [], nextSteps: [] };

  const warnings: Message[] = [];
  const nextSteps: Message[] = [];
  // The working's steps, in turn, joined with '; ' before the amount ('uc.housing.working').
  const steps: Message[] = [msg('uc.housing.rent', { rent: money(h.rentPence), charges: money(h.serviceChargesPence), total: money(eligiblePence) })];
  // Who shares with whom, when the count is more than the claimant's own room and decides the limit or the reduction.
  // A typed number always, as the limit or the reduction uses it.
  if ((entitlement > 1 || h.bedroomsTyped !== null) && !h.shared.applies) steps.push(bedrooms.says());
  let pence = eligiblePence;
  let rateId: string | null = null;

  if (!h.isSocial) {
    // Private renters: the Local Housing Allowance (Sch 4 paras 25-34).
    const maxBedrooms = amounts['general.bedrooms.max'];
    const isShared = h.shared.applies;
    const bedrooms = Math.min(entitlement, maxBedrooms);
    const category = isShared ? LHA_CATEGORIES[0] : LHA_CATEGORIES[bedrooms];
    const what = isShared ? msg('uc.lha.sharedRate') : msg('uc.lha.bedrooms', { count: bedrooms });
    if (h.shared.why) steps.push(sharedRateWorking(h.shared.why, amounts));
    let limitPence = 0;
    let limit: Message | null = null;
    if (h.lhaMonthlyPence > 0) {
      // A typed rate is whatever was typed: say which rate it should be (the hint asks for that one).
      const rateWanted = isShared ? msg('uc.lha.sharedRate') : msg('uc.lha.bedroomRate', { n: bedrooms });
      limitPence = h.lhaMonthlyPence;
      limit = msg('uc.lha.typed', { amount: money(limitPence), rate: rateWanted });
      costs.lhaDescription = msg('uc.lha.typedDescription', { rate: rateWanted });
    } else {
      // The area's rate when the table holds it: built in, or published by an admin.
      const weekly = h.areaId && category ? amounts[lhaRateId(h.areaId, category)] : undefined;
      if (category && weekly !== undefined && Number.isFinite(weekly)) {
        const area = { id: h.areaId, name: lhaAreaName(h.areaId) };
        rateId = lhaRateId(area.id, category);
        const weeklyPence = toPence(weekly);
        // Weekly × 52 ÷ 12, to the penny.
        limitPence = convertPenceThroughYear(weeklyPence, 'week', periodFactors(amounts));
        limit = msg('uc.lha.area', {
          what,
          area: area.name,
          weekly: money(weeklyPence),
          weeks: amounts['general.weeks-per-year'],
          months: amounts['general.months-per-year'],
          monthly: money(limitPence),
        });
        costs.lhaDescription = msg('uc.lha.areaDescription', { what, area: area.name });
      }
    }
    if (limit) {
      costs.lhaLimit = toPounds(limitPence);
      if (eligiblePence > limitPence) {
        const shortfall = eligiblePence - limitPence;
        costs.rentAboveLha = toPounds(shortfall);
        steps.push(msg('uc.lha.limitedTo', { limit }));
        pence = limitPence;
        warnings.push(msg('uc.warning.aboveLha', { amount: exact(shortfall) }));
        nextSteps.push(msg('uc.step.dhp', { amount: exact(shortfall) }));
      } else {
        steps.push(msg('uc.lha.within', { limit }));
      }
    } else {
      steps.push(msg('uc.lha.unknownArea'));
      warnings.push(msg('uc.warning.noLha', { amount: exact(eligiblePence) }));
    }
  } else {
    // Social renters: the spare-bedroom reduction (Sch 4 paras 35-36).
    const spare = Math.max(0, h.actualBedrooms - entitlement);
    if (spare > 0) {
      const id: CoreRateId = spareBedroomRateId(spare);
      const percent = amounts[id];
      const cutPence = percentOfPence(eligiblePence, percent);
      costs.spareBedroomReduction = toPounds(cutPence);
      rateId = id;
      pence -= cutPence;
      steps.push(msg('uc.spare.less', { percent, count: spare, bedrooms: msg('uc.lha.bedrooms', { count: h.actualBedrooms }), allowed: entitlement, cut: money(cutPence) }));
      warnings.push(msg('uc.warning.spareBedrooms', { count: spare, percent, amount: exact(cutPence) }));
    } else {
      steps.push(msg('uc.spare.none', { allowed: entitlement }));
    }
  }

  // Non-dependants' housing cost contributions (Sch 4 paras 13-16): from 21, unless exempt (para 16(2));
  // none at all when the renter or the renter's partner is blind or gets a care benefit (para 15).
  const { contributors, excusedAges } = h.adults;
  if (contributors > 0 && h.isExemptRenter) {
    steps.push(
      msg(h.extraRooms.isCouple ? 'uc.nonDependants.exemptRenterCouple' : 'uc.nonDependants.exemptRenter', {
        count: contributors,
        age: amounts['universal-credit.non-dependant-age'],
      }),
    );
  } else if (contributors > 0) {
    const eachPence = toPence(amounts['universal-credit.non-dependant-contribution']);
    const totalPence = Math.min(pence, contributors * eachPence);
    costs.nonDependantContributions = toPounds(totalPence);
    steps.push(msg('uc.nonDependants.less', { number: contributors, each: money(eachPence), age: amounts['universal-credit.non-dependant-age'] }));
    pence -= totalPence;
  }
  if (excusedAges.length > 0) {
    const minAge = amounts['universal-credit.non-dependant-age'];
    const each = excusedAges.map((age) => (age < minAge ? msg('uc.nonDependants.under', { age, minAge }) : msg('uc.nonDependants.exempt', { age })));
    steps.push(msg('uc.nonDependants.none', { adults: listOfValues(each, 'commas') }));
  }
  const working = msg('uc.housing.working', { steps: listOfValues(steps, 'semicolons'), amount: money(pence) });
  return { element: element(name, description, pence, pence > 0, rateId, working), costs, warnings, nextSteps };
}

/** Each reason for an exemption from the shared accommodation rate, as the working names it (docs/rules.md UC 4). */
const SHARED_RATE_REASONS: Readonly<Record<SharedRateReason, string>> = {
  'disability-benefit': 'uc.shared.disabilityBenefit',
  'told-us': 'uc.shared.toldUs',
  'care-leaver': 'uc.shared.careLeaver',
  'homeless-hostel': 'uc.shared.homelessHostel',
  mappa: 'uc.shared.mappa',
  'foster-parent': 'uc.shared.fosterParent',
  'domestic-abuse': 'uc.shared.domesticAbuse',
  'modern-slavery': 'uc.shared.modernSlavery',
};

/** The housing working's step that says whether the shared accommodation rate applies, and why (UC Regs Sch 4 paras 27-29). */
function sharedRateWorking(why: NonNullable<SharedRate['why']>, amounts: ResolvedRates): Message {
  if (why.kind === 'other-adult') return msg('uc.shared.otherAdult');
  if (why.kind === 'exempt')
    return msg('uc.shared.exempt', {
      reasons: listOfValues(
        why.reasons.map((r) => msg(SHARED_RATE_REASONS[r])),
        'semicolons',
      ),
    });
  return msg('uc.shared.applies', { age: amounts['general.bedrooms.shared-accommodation-age'] });
}

// ---- Rules 5 and 6: health and caring ---------------------------------------------------

/**
 * docs/rules.md UC 5 (UC Regs reg 27, reg 36; Universal Credit Act 2025): the LCWRA element at
 * the protected or the new-award amount; the LCW element only for a claim made before 3 April
 * 2017, never with LCWRA.
 */
function capabilityElements(hasLcw: boolean, hasLcwra: boolean, isProtected: boolean, isClaimBefore2017: boolean, amounts: ResolvedRates): UniversalCreditElement[] {
  const lcwId = 'universal-credit.lcw-element';
  const lcwraId: CoreRateId = isProtected ? 'universal-credit.lcwra-element.protected' : 'universal-credit.lcwra-element.new-award';
  const lcwPence = toPence(amounts[lcwId]);
  const lcwraPence = toPence(amounts[lcwraId]);
  const isSameAmount = amounts['universal-credit.lcwra-element.protected'] === amounts['universal-credit.lcwra-element.new-award'];
  const hasLcwElement = hasLcw && !hasLcwra && isClaimBefore2017;
  const lcwWorking = hasLcwElement
    ? msg('uc.lcw.included', { amount: money(lcwPence) })
    : !hasLcw
      ? msg('uc.notTicked')
      : hasLcwra
        ? msg('uc.lcw.lcwraInstead')
        : msg('uc.lcw.before2017Only');
  const lcwraWorking = !hasLcwra
    ? msg('uc.notTicked')
    : msg(isSameAmount ? 'uc.lcwra.included' : isProtected ? 'uc.lcwra.protected' : 'uc.lcwra.newAward', { amount: money(lcwraPence) });
  return [
    element(msg('uc.lcwElement'), msg('uc.lcwElement.about'), lcwPence, hasLcwElement, lcwId, lcwWorking),
    element(msg('uc.lcwraElement'), msg('uc.lcwraElement.about'), lcwraPence, hasLcwra, lcwraId, lcwraWorking),
  ];
}

/**
 * The messages that name the carers' benefit: Carer's Allowance, or in Scotland Carer Support
 * Payment, which replaced it there (docs/rules.md "Scotland" 1; SSI 2023/302). Each Scottish id is
 * its own message, so a result saved with the other words still reads as it was saved.
 */
const CARER_BENEFIT_WORDS = {
  carersAllowance: {
    about: 'uc.carerElement.about',
    none: 'uc.carer.none',
    youGet: 'uc.carer.youGetCa',
    partnerGets: 'uc.carer.partnerGetsCa',
    bothGet: 'uc.carer.bothGetCa',
    whyYou: 'uc.carer.why.youGetCa',
    whyPartner: 'uc.carer.why.partnerGetsCa',
    income: 'uc.carersAllowance',
    incomeNone: 'uc.carersAllowance.none',
    capYou: 'uc.cap.why.carersAllowance',
    capPartner: 'uc.cap.why.partnerCarersAllowance',
    capSteps: 'uc.step.capExemptions',
  },
  carerSupportPayment: {
    about: 'uc.carerElement.aboutScotland',
    none: 'uc.carer.noneScotland',
    youGet: 'uc.carer.youGetCsp',
    partnerGets: 'uc.carer.partnerGetsCsp',
    bothGet: 'uc.carer.bothGetCsp',
    whyYou: 'uc.carer.why.youGetCsp',
    whyPartner: 'uc.carer.why.partnerGetsCsp',
    income: 'uc.carerSupportPayment',
    incomeNone: 'uc.carerSupportPayment.none',
    capYou: 'uc.cap.why.carerSupportPayment',
    capPartner: 'uc.cap.why.partnerCarerSupportPayment',
    capSteps: 'uc.step.capExemptionsScotland',
  },
} as const;
type CarerBenefitWords = (typeof CARER_BENEFIT_WORDS)[keyof typeof CARER_BENEFIT_WORDS];

/** Who meets the carer element's condition (docs/rules.md UC 6), and how many elements are paid. */
interface CarerOutcome {
  element: UniversalCreditElement;
  /** The claimant, and the partner, meet the condition (no minimum income floor for them, docs/rules.md UC 16). */
  isClaimantCarer: boolean;
  isPartnerCarer: boolean;
  warning: Message | null;
}

/**
 * docs/rules.md UC 6 (UC Regs regs 29-30): someone who cares for a severely disabled person 35
 * hours a week or more, or who gets Carer's Allowance or Carer Support Payment (reg 30(1)(a):
 * they meet its conditions), gets the carer element, beside LCWRA. A couple who both meet it get
 * one each unless they care for the same person (reg 29(2)-(3)); two people cannot both get
 * Carer's Allowance for the same person (Contributions and Benefits Act 1992 s 70(7)).
 */
function carerElement(
  c: { caring: { hours: number; isPartner: boolean }[]; isCouple: boolean; claimantGetsCa: boolean; partnerGetsCa: boolean; samePerson: unknown },
  amounts: ResolvedRates,
  words: CarerBenefitWords,
): CarerOutcome {
  const id = 'universal-credit.carer-element';
  const minHours = amounts['universal-credit.carer-element.min-hours'];
  const pence = toPence(amounts[id]);
  const cares = (isPartner: boolean) => c.caring.some((entry) => entry.isPartner === isPartner && entry.hours >= minHours);
  const isClaimantCarer = c.claimantGetsCa || cares(false);
  const isPartnerCarer = c.isCouple && (c.partnerGetsCa || cares(true));
  const hours = { hours: minHours };
  const description = msg(words.about, hours);
  const amount = money(pence);
  let warning: Message | null = null;
  let count = Number(isClaimantCarer) + Number(isPartnerCarer);
  let working: Message;
  if (count === 0) {
    working = msg(words.none, hours);
  } else if (count === 1) {
    const why = isClaimantCarer ? (c.claimantGetsCa ? words.youGet : 'uc.carer.youCare') : c.partnerGetsCa ? words.partnerGets : 'uc.carer.partnerCares';
    working = msg(why, merged(hours, { amount }));
  } else if (c.claimantGetsCa && c.partnerGetsCa) {
    working = msg(words.bothGet, { amount, total: money(2 * pence) });
  } else if (c.samePerson === false) {
    working = msg('uc.carer.bothDifferent', {
      you: msg(c.claimantGetsCa ? words.whyYou : 'uc.carer.why.youCare', hours),
      partner: msg(c.partnerGetsCa ? words.whyPartner : 'uc.carer.why.partnerCares', hours),
      amount,
      total: money(2 * pence),
    });
  } else {
    count = 1;
    working = msg(c.samePerson === true ? 'uc.carer.samePerson' : 'uc.carer.someone', { amount });
    if (c.samePerson !== true) warning = msg('uc.warning.carerOne', { amount });
  }
  return { element: element(msg('uc.carerElement'), description, count * pence, count > 0, id, working), isClaimantCarer, isPartnerCarer, warning };
}

// ---- Rule 7: childcare -------------------------------------------------------------------

/**
 * docs/rules.md UC 7 (UC Regs regs 31-34): 85% of childcare costs, capped for one child or two
 * or more, only when everyone in the claim is in paid work. Null without children.
 */
function childcareElement(numChildren: number, costsPence: number, isEveryoneWorking: boolean, isCouple: boolean, amounts: ResolvedRates): UniversalCreditElement | null {
  if (numChildren === 0) return null;
  const name = msg('uc.childcareElement');
  const description = msg('uc.childcareElement.about');
  const shareId = 'universal-credit.childcare.share';
  const isOneChild = numChildren === 1;
  const capId: CoreRateId = isOneChild ? 'universal-credit.childcare.cap-one-child' : 'universal-credit.childcare.cap-two-or-more';
  if (costsPence === 0) return element(name, description, 0, false, shareId, msg('uc.childcare.noCosts'));
  if (!isEveryoneWorking) return element(name, description, 0, false, shareId, msg(isCouple ? 'uc.childcare.notBothWorking' : 'uc.childcare.notWorking'));
  const share = amounts[shareId];
  const sharePence = percentOfPence(costsPence, share);
  const capPence = toPence(amounts[capId]);
  const isCapped = sharePence > capPence;
  const id = isCapped ? (isOneChild ? 'uc.childcare.capOneChild' : 'uc.childcare.capTwoOrMore') : isOneChild ? 'uc.childcare.oneChild' : 'uc.childcare.twoOrMore';
  const working = msg(id, { share, costs: money(costsPence), amount: money(sharePence), cap: money(capPence) });
  return element(name, description, Math.min(sharePence, capPence), true, isCapped ? capId : shareId, working);
}

// ---- Rules 8-10: what comes off ------------------------------------------------------------

/**
 * docs/rules.md UC 8 (UC Regs reg 22): a work allowance only with a child or limited capability
 * for work; the lower amount with a housing element, else the higher.
 */
function workAllowance(hasChild: boolean, hasCapabilityLimit: boolean, hasHousing: boolean, taperPercent: number, amounts: ResolvedRates): CalculationLine {
  const name = msg('uc.workAllowance');
  if (!hasChild && !hasCapabilityLimit) return line(name, 0, true, null, msg('uc.workAllowance.none', { percent: taperPercent }));
  const id: CoreRateId = hasHousing ? 'universal-credit.work-allowance.with-housing' : 'universal-credit.work-allowance.without-housing';
  const pence = toPence(amounts[id]);
  const working = hasChild
    ? hasHousing
      ? 'uc.workAllowance.childWithHousing'
      : 'uc.workAllowance.child'
    : hasHousing
      ? 'uc.workAllowance.lcwWithHousing'
      : 'uc.workAllowance.lcw';
  return line(name, pence, true, id, msg(working, { amount: money(pence) }));
}

/** docs/rules.md UC 8: 55% of household earnings above the work allowance. */
function earningsTaper(earningsPence: number, allowancePence: number, amounts: ResolvedRates, floorNotes: readonly Message[] = []): CalculationLine {
  const id = 'universal-credit.taper-rate';
  const percent = amounts[id];
  const excessPence = Math.max(0, earningsPence - allowancePence);
  const pence = percentOfPence(excessPence, percent);
  const working =
    excessPence > 0
      ? msg('uc.taper.above', { percent, fraction: percent / 100, earnings: money(earningsPence), allowance: money(allowancePence), amount: money(pence) })
      : earningsPence > 0
        ? msg('uc.taper.within', { allowance: money(allowancePence) })
        : msg('uc.taper.none');
  // The minimum income floor's notes (one for each of a couple at most) come first.
  const [note, otherNote] = floorNotes;
  const withNotes = otherNote ? msg('uc.taper.twoNotes', { note: note as Message, otherNote, working }) : note ? msg('uc.taper.oneNote', { note, working }) : working;
  return line(msg('uc.earningsTaper'), pence, pence > 0, id, withNotes);
}

/** Expected hours a week (UC Regs reg 88): the answer when it is a number from 1 to the usual hours, else the usual 35. */
function expectedHours(value: unknown, amounts: ResolvedRates): number {
  const usual = amounts['universal-credit.minimum-income-floor.hours'];
  const hours = toNumber(value);
  return hours > 0 && hours <= usual ? Math.round(hours * 100) / 100 : usual;
}

interface SavingsOutcome {
  line: CalculationLine;
  isOverLimit: boolean;
  warning: Message | null;
}

/**
 * docs/rules.md UC 10 (UC Regs regs 18, 72): over 16,000 no award; above 6,000, 4.35 for each
 * 250, or part of 250, with the docs/product.md §8 warnings.
 */
function tariffIncome(savingsPence: number, amounts: ResolvedRates): SavingsOutcome {
  const upperId = 'universal-credit.capital.upper-limit';
  const upperPence = toPence(amounts[upperId]);
  const lowerPence = toPence(amounts['universal-credit.capital.lower-limit']);
  const stepPence = toPence(amounts['universal-credit.capital.step']);
  const id = 'universal-credit.capital.income-per-step';
  const perStepPence = toPence(amounts[id]);
  const name = msg('uc.savings');
  if (savingsPence > upperPence) {
    return {
      line: line(name, 0, true, upperId, msg('uc.savings.over', { upper: money(upperPence) })),
      isOverLimit: true,
      warning: msg('uc.warning.savingsOver', { upper: exact(upperPence) }),
    };
  }
  // The shared rule counts the bands; the working is this engine's message.
  const tariff = tariffIncomeFrom(savingsPence, lowerPence, stepPence, perStepPence);
  const pence = tariff.pence;
  const working =
    savingsPence > lowerPence
      ? msg('uc.savings.tariff', { perStep: money(perStepPence), step: money(stepPence), lower: money(lowerPence), bands: tariff.bands })
      : msg('uc.savings.notAbove', { lower: money(lowerPence) });
  const warning = pence > 0 ? msg('uc.warning.savingsAbove', { lower: exact(lowerPence), amount: exact(pence) }) : null;
  return { line: line(name, pence, pence > 0, id, working), isOverLimit: false, warning };
}

// ---- Rule 9: benefits as unearned income ----------------------------------------------------

/**
 * A weekly benefit a month: × 52 ÷ 12, rounded once to the penny (UC Regs reg 73(1), and reg
 * 80(5) for the benefit cap), with the weeks and months of the working.
 */
function weeklyToMonthly(weeklyPence: number, amounts: ResolvedRates): { pence: number; weeks: number; months: number } {
  const factors = periodFactors(amounts);
  return { pence: convertPenceThroughYear(weeklyPence, 'week', factors), weeks: factors.weeksPerYear, months: factors.monthsPerYear };
}

/**
 * docs/rules.md UC 9 (UC Regs reg 66(1)(b)(iii)-(iiia)): Carer's Allowance, or Carer Support
 * Payment up to it, is unearned income taken off pound for pound, at the year's weekly rate a
 * month for each of the couple who gets it. The carer element is paid beside it.
 */
function carersAllowanceIncome(numPeople: number, amounts: ResolvedRates, words: CarerBenefitWords): CalculationLine {
  const id = 'general.carers-allowance.weekly';
  const name = msg(words.income);
  if (numPeople === 0) return line(name, 0, false, id, msg(words.incomeNone));
  const weeklyPence = toPence(amounts[id]);
  const month = weeklyToMonthly(weeklyPence, amounts);
  const pence = month.pence * numPeople;
  const each = { weekly: money(weeklyPence), weeks: month.weeks, months: month.months, monthly: money(month.pence) };
  const working = numPeople === 1 ? msg('uc.carersAllowance.one', each) : msg('uc.carersAllowance.both', merged(each, { total: money(pence) }));
  return line(name, pence, true, id, working);
}

/** docs/rules.md UC 9 (UC Regs reg 66(1)(b)): new-style JSA and ESA, Maternity Allowance and the bereavement allowances, pound for pound. */
function otherBenefitsIncome(pence: number): CalculationLine {
  const name = msg('uc.otherBenefits');
  return pence > 0 ? line(name, pence, true, null, msg('uc.otherBenefits.taken', { amount: money(pence) })) : line(name, 0, false, null, msg('uc.otherBenefits.none'));
}

// ---- Rule 16: the minimum income floor ------------------------------------------------------

/** One of the claim's earners as the minimum income floor reads them. */
interface EarnerFacts {
  /** The partner of a couple, rather than the claimant. */
  isPartner: boolean;
  age: number;
  earningsPence: number;
  isSelfEmployed: boolean;
  isStartUp: boolean;
  hours: number;
  isCarer: boolean;
}

/**
 * The hourly rate of a person's individual threshold (UC Regs reg 90(2)): the National Minimum Wage
 * for their age (National Minimum Wage Regulations 2015 reg 4 from 21, reg 4A(1)(b) from 18, reg
 * 4A(1)(c) below), never the apprentice rate (reg 4A(1)(d)), which reg 90(2) leaves out.
 */
function wageFor(age: number, amounts: ResolvedRates): number {
  const id: CoreRateId =
    age >= amounts['universal-credit.minimum-income-floor.national-living-wage-age']
      ? 'general.national-living-wage'
      : age >= amounts['universal-credit.minimum-income-floor.18-to-20-rate-age']
        ? 'general.national-minimum-wage.18-to-20'
        : 'general.national-minimum-wage.under-18';
  return toPence(amounts[id]);
}

/** A person's threshold a month (UC Regs regs 62(4), 90(2)): hours × the wage for their age × 52 ÷ 12, less notional tax and National Insurance. */
function floorFor(hours: number, wagePence: number, amounts: ResolvedRates): { grossPence: number; taxPence: number; niPence: number; netPence: number; working: Message } {
  const weeks = amounts['general.weeks-per-year'];
  const months = amounts['general.months-per-year'];
  const grossPence = dividePence(multiplyPence(wagePence, hours * weeks), months);
  const allowancePence = dividePence(toPence(amounts['universal-credit.minimum-income-floor.personal-allowance']), months);
  const thresholdPence = dividePence(toPence(amounts['universal-credit.minimum-income-floor.primary-threshold']), months);
  const taxRate = amounts['universal-credit.minimum-income-floor.basic-rate'];
  const niRate = amounts['universal-credit.minimum-income-floor.ni-main-rate'];
  const taxPence = percentOfPence(Math.max(0, grossPence - allowancePence), taxRate);
  const niPence = percentOfPence(Math.max(0, grossPence - thresholdPence), niRate);
  const netPence = grossPence - taxPence - niPence;
  const working = msg('uc.floor.working', {
    hours,
    wage: moneyWithPence(wagePence),
    weeks,
    months,
    gross: money(grossPence),
    tax: money(taxPence),
    taxRate,
    allowance: money(allowancePence),
    ni: money(niPence),
    niRate,
    threshold: money(thresholdPence),
    net: money(netPence),
  });
  return { grossPence, taxPence, niPence, netPence, working };
}

/**
 * docs/rules.md UC 16 (UC Regs regs 62-64, 86, 88, 90; Welfare Reform Act 2012 ss 19-22): a
 * self-employed earner past the 12-month start-up period, who would otherwise have all
 * work-related requirements (reg 62(1)(b), s 22), is treated as earning at least the minimum income
 * floor: expected hours (35 unless fewer are agreed, reg 88) × the National Minimum Wage for their
 * age (reg 90(2)) × 52 ÷ 12, less the income tax and Class 1 National Insurance due on it (reg
 * 62(4)(b)). None with LCW or LCWRA, for a carer (s 19(2)(b)), or for the responsible carer of a
 * child under 3 (ss 19(2)(c), 20(1)(a), 21(1)(aa)): a single parent, or the partner a couple
 * nominated (s 19(6), reg 86), `mainCarer`; while a couple has not said which of them it is,
 * neither, with a warning. The responsible carer of an older child is in s 22: the floor applies,
 * at the hours agreed for school hours (reg 88(2)(b)).
 *
 * A couple's floor is cut by what their joint earnings pass the couple threshold (reg 62(3)), the
 * sum of their individual thresholds (reg 90(3)(a)): expected hours for someone in s 22 (reg
 * 90(2)(b)); 16 hours for the responsible carer of a child aged 1 or 2 (reg 90(2)(a)); none for a
 * carer or the responsible carer of a child under 1, whom reg 90(2) gives no threshold (s 19). The
 * assessed earnings, the working's notes, and the warnings.
 */
function minimumIncomeFloor(
  c: { people: readonly EarnerFacts[]; hasCapabilityLimit: boolean; youngestChildAge: number | undefined; mainCarer: 'claimant' | 'partner' | undefined },
  amounts: ResolvedRates,
): { assessedPence: number[]; notes: Message[]; warnings: Message[] } {
  const assessedPence = c.people.map((p) => p.earningsPence);
  const notes: Message[] = [];
  const warnings: Message[] = [];
  const childAge = amounts['universal-credit.minimum-income-floor.youngest-child-age'];
  const startUp = amounts['universal-credit.minimum-income-floor.start-up-months'];
  const isCouple = c.people.length > 1;
  const hasYoungChild = c.youngestChildAge !== undefined && c.youngestChildAge < childAge;
  const hasBaby = c.youngestChildAge !== undefined && c.youngestChildAge < amounts['universal-credit.minimum-income-floor.no-requirements-child-age'];
  // The responsible carer of the youngest child (s 19(6)): the single parent, or the partner the couple nominated.
  const isMainCarer = (p: EarnerFacts) => hasYoungChild && (!isCouple || c.mainCarer === (p.isPartner ? 'partner' : 'claimant'));
  const floors = c.people.map((p) => floorFor(p.hours, wageFor(p.age, amounts), amounts));
  // Each one's individual threshold (reg 90(2)) in the couple threshold (reg 90(3)(a)).
  const thresholdsPence = c.people.map((p, i) => {
    if (p.isCarer || (isMainCarer(p) && hasBaby)) return 0;
    if (isMainCarer(p)) return floorFor(amounts['universal-credit.minimum-income-floor.work-preparation-hours'], wageFor(p.age, amounts), amounts).netPence;
    return (floors[i] as (typeof floors)[number]).netPence;
  });
  const coupleThresholdPence = thresholdsPence.reduce((sum, pence) => sum + pence, 0);
  let isMainCarerUnknown = false;
  c.people.forEach((p, i) => {
    if (!p.isSelfEmployed) return;
    // Each note and warning names whose earnings it is: yours or your partner's.
    const whose = (you: string, partner: string) => (p.isPartner ? partner : you);
    const none = (why: Message) => notes.push(msg(whose('uc.floor.noneYou', 'uc.floor.nonePartner'), { why }));
    if (p.isStartUp) return void none(msg('uc.floor.why.startUp', { months: startUp }));
    if (c.hasCapabilityLimit) return void none(msg('uc.floor.why.lcw'));
    if (p.isCarer) return void none(msg('uc.floor.why.carer'));
    if (isMainCarer(p)) return void none(msg(isCouple ? 'uc.floor.why.mainCarer' : 'uc.floor.why.youngChild', { age: childAge }));
    if (hasYoungChild && c.mainCarer === undefined) return void (isMainCarerUnknown = true);
    const floor = floors[i] as (typeof floors)[number];
    const otherPence = c.people.reduce((sum, q, j) => (j === i ? sum : sum + q.earningsPence), 0);
    // Reg 62(3): a couple's combined earnings at the couple threshold take the floor away.
    const cutPence = isCouple ? Math.max(0, floor.netPence + otherPence - coupleThresholdPence) : 0;
    const treatedPence = floor.netPence - cutPence;
    const earnings = money(p.earningsPence);
    if (p.earningsPence >= treatedPence || (isCouple && p.earningsPence + otherPence >= coupleThresholdPence)) {
      notes.push(msg(whose('uc.floor.notBelowYou', 'uc.floor.notBelowPartner'), { earnings, floor: money(floor.netPence) }));
      return;
    }
    assessedPence[i] = treatedPence;
    notes.push(
      cutPence > 0
        ? msg(whose('uc.floor.takenCutYou', 'uc.floor.takenCutPartner'), {
            earnings,
            working: floor.working,
            cut: money(cutPence),
            coupleFloor: money(coupleThresholdPence),
            treated: money(treatedPence),
          })
        : msg(whose('uc.floor.takenYou', 'uc.floor.takenPartner'), { earnings, working: floor.working }),
    );
    warnings.push(msg(whose('uc.warning.floorYou', 'uc.warning.floorPartner'), { amount: exact(treatedPence) }));
  });
  // A couple with a child under 3 who have not said which of them is the main carer: the floor may apply to the other.
  if (isMainCarerUnknown) warnings.push(msg('uc.warning.floorYoungChild', { age: childAge }));
  return { assessedPence, notes, warnings };
}

// ---- Rule 12: benefit cap ------------------------------------------------------------------

interface CapOutcome {
  line: CalculationLine;
  limitPence: number;
  reductionPence: number;
  exempt: boolean;
  /** The welfare benefits compared with the limit; 0 when exempt. */
  totalPence: number;
}

/**
 * docs/rules.md UC 12: Child Benefit a month, the eldest child at the higher weekly rate and each
 * other child at the lower, the week's total × 52 ÷ 12 (UC Regs regs 73, 80(5)).
 */
function childBenefitMonthly(numChildren: number, amounts: ResolvedRates): { pence: number; working: Message } {
  const eldestPence = toPence(amounts['general.child-benefit.eldest']);
  const otherPence = toPence(amounts['general.child-benefit.other']);
  const numOthers = numChildren - 1;
  const weeklyPence = eldestPence + numOthers * otherPence;
  const month = weeklyToMonthly(weeklyPence, amounts);
  const year = { eldest: money(eldestPence), weeks: month.weeks, months: month.months, monthly: money(month.pence) };
  const working =
    numOthers === 0 ? msg('uc.cap.childBenefitOne', year) : msg('uc.cap.childBenefit', merged(year, { number: numOthers, other: money(otherPence), weekly: money(weeklyPence) }));
  return { pence: month.pence, working };
}

/**
 * docs/rules.md UC 12 (Welfare Reform Act 2012 s 96; UC Regs regs 79-83; Benefit Cap (Annual
 * Limit) (Amendment) Regulations 2023): the London or outside-London limit; exempt for the
 * reasons of regs 82-83. Otherwise the welfare benefits (reg 79(4)) are added up, Universal
 * Credit less the childcare costs element (outside the cap, reg 81), Child Benefit and the other
 * benefits, and the excess over the limit comes off Universal Credit only, never below 0.
 */
/**
 * docs/rules.md UC 12 (UC Regs regs 82-83): why the benefit cap does not apply, the first exemption
 * that does, or null when none does.
 */
function benefitCapExemption(
  c: {
    hasLcwraElement: boolean;
    getsEsaSupport: boolean;
    hasCarerElement: boolean;
    claimantGetsCa: boolean;
    partnerGetsCa: boolean;
    getsGuardiansAllowance: boolean;
    getsDisabilityBenefit: boolean;
    disabledChild: ChildFacts | undefined;
    assessedPence: number;
  },
  exemptionPence: number,
  words: CarerBenefitWords,
): Message | null {
  if (c.hasLcwraElement) return msg('uc.cap.why.lcwra');
  if (c.getsEsaSupport) return msg('uc.cap.why.esa');
  if (c.hasCarerElement) return msg('uc.cap.why.carerElement');
  if (c.claimantGetsCa) return msg(words.capYou);
  if (c.partnerGetsCa) return msg(words.capPartner);
  if (c.getsGuardiansAllowance) return msg('uc.cap.why.guardians');
  if (c.getsDisabilityBenefit) return msg('uc.cap.why.disabilityBenefit');
  if (c.disabledChild) return msg('uc.cap.why.disabledChild', { n: c.disabledChild.n });
  if (c.assessedPence >= exemptionPence) return msg('uc.cap.why.earnings', { amount: money(exemptionPence) });
  return null;
}

function benefitCap(
  c: {
    isLondon: boolean;
    isFamilyRate: boolean;
    awardPence: number;
    childcarePence: number;
    childBenefit: { pence: number; working: Message } | null;
    otherBenefitsPence: number;
    exemptBecause: Message | null;
  },
  amounts: ResolvedRates,
): CapOutcome {
  const limitId: CoreRateId = c.isLondon
    ? c.isFamilyRate
      ? 'universal-credit.benefit-cap.london.couple-or-children'
      : 'universal-credit.benefit-cap.london.single'
    : c.isFamilyRate
      ? 'universal-credit.benefit-cap.outside-london.couple-or-children'
      : 'universal-credit.benefit-cap.outside-london.single';
  const limitPence = toPence(amounts[limitId]);
  const name = msg('uc.benefitCap');
  if (c.exemptBecause) {
    return {
      line: line(name, 0, false, limitId, msg('uc.cap.exempt', { why: c.exemptBecause })),
      limitPence,
      reductionPence: 0,
      exempt: true,
      totalPence: 0,
    };
  }
  const household = msg(c.isFamilyRate ? (c.isLondon ? 'uc.cap.familyLondon' : 'uc.cap.familyOutsideLondon') : c.isLondon ? 'uc.cap.singleLondon' : 'uc.cap.singleOutsideLondon');
  const cappedPence = Math.max(0, c.awardPence - c.childcarePence);
  const universalCredit =
    c.childcarePence > 0
      ? msg('uc.cap.universalCreditChildcare', { amount: money(cappedPence), childcare: money(c.childcarePence) })
      : msg('uc.cap.universalCredit', { amount: money(cappedPence) });
  const childBenefit = c.childBenefit;
  const hasOther = c.otherBenefitsPence > 0;
  const totalPence = cappedPence + (childBenefit?.pence ?? 0) + c.otherBenefitsPence;
  const total = money(totalPence);
  const other = money(c.otherBenefitsPence);
  // The benefits added up: Universal Credit alone, or with Child Benefit and the other benefits and their total.
  const sum = childBenefit
    ? hasOther
      ? msg('uc.cap.sumAll', { universalCredit, childBenefit: childBenefit.working, other, total })
      : msg('uc.cap.sumChildBenefit', { universalCredit, childBenefit: childBenefit.working, total })
    : hasOther
      ? msg('uc.cap.sumOther', { universalCredit, other, total })
      : universalCredit;
  // The excess comes off Universal Credit only (reg 81), which never goes below 0.
  const reductionPence = Math.min(c.awardPence, Math.max(0, totalPence - limitPence));
  const working =
    reductionPence > 0
      ? msg('uc.cap.cut', { household, limit: money(limitPence), sum, reduction: money(reductionPence) })
      : msg('uc.cap.within', { household, limit: money(limitPence), sum });
  return { line: line(name, reductionPence, reductionPence > 0, limitId, working), limitPence, reductionPence, exempt: false, totalPence };
}

// ---- Rule 14: State Pension age --------------------------------------------------------------

interface PensionAgeOutcome {
  line: CalculationLine;
  /** Single and over State Pension age, or a couple who both are: no claim. */
  cannotClaim: boolean;
  /** The mixed-age couple's note, or null. */
  note: Message | null;
  /** Said when the age leaves State Pension age open and the question was not answered, or null. */
  unanswered: Message | null;
}

/**
 * docs/rules.md UC 14 (Welfare Reform Act 2012 s 4(1)(b)): Universal Credit is for people under
 * State Pension age. A single person who has reached it, or a couple who both have, cannot
 * claim; a couple where one partner is under it claims as usual (UC Regs reg 3(2)(a), and State
 * Pension Credit Act 2002 s 4(1A) keeps them from Pension Credit).
 * Without an answer the age decides where it can (src/calc/pension-age.ts: 67 or over in every
 * year, 66 in 2024/25 and 2025/26); where it cannot (66 from 2026/27, while it rises under the
 * Pensions Act 2014 s 26) the form asks, and unanswered the estimate is worked out as under it
 * with a warning that says so.
 */
function statePensionAge(
  c: { age: number; isCouple: boolean; partnerAge: number | undefined; claimantAnswer: unknown; partnerAnswer: unknown },
  amounts: ResolvedRates,
): PensionAgeOutcome {
  const id = 'general.state-pension-age.highest';
  const hasReached = typeof c.claimantAnswer === 'boolean' ? c.claimantAnswer : defaultReachedStatePensionAge(c.age, amounts);
  // An unknown partner age counts as 25 (docs/rules.md UC 1), under State Pension age.
  const partnerHasReached =
    c.isCouple && (typeof c.partnerAnswer === 'boolean' ? c.partnerAnswer : c.partnerAge !== undefined && defaultReachedStatePensionAge(c.partnerAge, amounts));
  const isOpen = !hasReached && isStatePensionAgeUnanswered(c.age, c.claimantAnswer, amounts);
  const isPartnerOpen = c.isCouple && !partnerHasReached && c.partnerAge !== undefined && isStatePensionAgeUnanswered(c.partnerAge, c.partnerAnswer, amounts);
  const unansweredId = isOpen && isPartnerOpen ? 'uc.warning.pensionAgeBoth' : isOpen ? 'uc.warning.pensionAgeYou' : 'uc.warning.pensionAgePartner';
  const unanswered = isOpen || isPartnerOpen ? msg(unansweredId, { age: amounts['general.state-pension-age'] }) : null;
  const name = msg('uc.statePensionAge');
  if (!c.isCouple) {
    return hasReached
      ? { line: line(name, 0, true, id, msg('uc.pensionAge.single', { age: c.age })), cannotClaim: true, note: null, unanswered: null }
      : { line: line(name, 0, false, id, msg('uc.pensionAge.notReached')), cannotClaim: false, note: null, unanswered };
  }
  if (hasReached && partnerHasReached) {
    const working = c.partnerAge === undefined ? msg('uc.pensionAge.coupleNoPartnerAge', { age: c.age }) : msg('uc.pensionAge.couple', { age: c.age, partnerAge: c.partnerAge });
    return { line: line(name, 0, true, id, working), cannotClaim: true, note: null, unanswered: null };
  }
  if (hasReached || partnerHasReached) {
    return {
      line: line(name, 0, false, id, msg('uc.pensionAge.mixed')),
      cannotClaim: false,
      // Whose State Pension to include: the older partner's.
      note: msg(hasReached ? 'uc.warning.mixedAgesYou' : 'uc.warning.mixedAgesPartner'),
      unanswered,
    };
  }
  return { line: line(name, 0, false, id, msg('uc.pensionAge.neither')), cannotClaim: false, note: null, unanswered };
}

const CITIZENS_ADVICE = /* @__PURE__ */ msg('uc.step.citizensAdvice', { phone: ADVICELINE.number });

/** The next steps of someone who cannot claim because of State Pension age (docs/rules.md UC 14). */
function pensionAgeSteps(isRenting: boolean): Message[] {
  return [
    msg('uc.step.pensionCredit', { address: 'www.gov.uk/pension-credit/how-to-claim', phone: PENSION_CREDIT_LINE.number }),
    ...(isRenting ? [msg('uc.step.housingBenefit', { address: 'www.gov.uk/housing-benefit/how-to-claim' })] : []),
    CITIZENS_ADVICE,
  ];
}

function nextSteps(totalPence: number, extra: readonly Message[], nation: UkNation): Message[] {
  // Claims in Northern Ireland start online at GOV.UK too; its helpline is the Department for Communities' (nidirect, "How you make a claim for Universal Credit").
  const help =
    nation === 'northern-ireland'
      ? msg('uc.step.helpNorthernIreland', { address: 'https://www.nidirect.gov.uk/articles/how-you-make-claim-universal-credit' })
      : msg('uc.step.helpline', { phone: UNIVERSAL_CREDIT_HELPLINE.number });
  const steps = totalPence > 0 ? [msg('uc.step.apply', { address: 'www.gov.uk/apply-universal-credit' }), help, msg('uc.step.firstPayment')] : [CITIZENS_ADVICE];
  return [...steps, ...extra];
}

/**
 * Estimates monthly Universal Credit with the figures of `input.taxYear`. Never throws: a field
 * left out takes the docs/product.md §3 or docs/rules.md "Common to every engine" default; an empty age (null, NaN) becomes 16
 * and ages are clamped to 16-100; negative or non-numeric money counts as 0 (docs/product.md §5).
 * `rates` defaults to the built-in table of the input's tax year (docs/rules.md "Tax years") with the
 * built-in LHA rates, so a named area's rent is capped when it is called as a library.
 */
export function calculateUniversalCredit(input?: DeepPartial<UniversalCreditInput> | UniversalCreditInput | null, rates?: RatesTable): UniversalCreditResult {
  return calculateUniversalCreditWith(input, rates ?? builtInRatesWithLha(taxYearOf(input)));
}

/**
 * `calculateUniversalCredit` as a calculator page calls it, with the table the page holds: the
 * built-in or published rates, with the LHA rates once its lookup has loaded them. Without a
 * table it uses the built-in one without the LHA rates, so a named area is not capped and a
 * warning says so; the page never calls it so (src/calc/built-in-lha.ts).
 */
export function calculateUniversalCreditWith(input?: DeepPartial<UniversalCreditInput> | UniversalCreditInput | null, rates?: RatesTable): UniversalCreditResult {
  const root = objectOf(input);
  const table = rates ?? ratesFor(taxYearOf(input));
  const amounts = resolveRates(table);
  const personal = objectOf(root.personalDetails);
  const income = objectOf(root.incomeDetails);
  const housing = objectOf(root.housingDetails);
  const health = objectOf(root.healthAndCare);
  const { ageMin, ageMax } = INPUT_LIMITS.universalCredit;

  const isCouple = personal.relationshipStatus === 'couple';
  const age = clampNumber(orDefault(personal.age, INPUT_DEFAULTS.universalCredit.age), { min: ageMin, max: ageMax });
  // An empty partner age is unset (docs/product.md §5) and then counts as 25.
  const rawPartnerAge = toNumber(personal.partnerAge);
  const partnerAge = isCouple && !Number.isNaN(rawPartnerAge) ? clampNumber(rawPartnerAge, { min: ageMin, max: ageMax }) : undefined;
  const children = childFacts(listOf(personal.children).map(objectOf), amounts);
  const hasChild = children.length > 0;
  const hasLcw = isTrue(health.hasLimitedCapabilityWork);
  const hasLcwra = isTrue(health.hasLimitedCapabilityWorkRelated);
  const isRenting = housing.housingType == null || housing.housingType === 'rent';
  const ownEarningsPence = moneyToPence(income.earnedIncome);
  const partnerEarningsPence = isCouple ? moneyToPence(income.partnerEarnedIncome) : 0;
  // Household earnings: a partner's count for a couple only (docs/rules.md UC 8).
  const earningsPence = ownEarningsPence + partnerEarningsPence;
  const pensionPence = moneyToPence(income.pension);
  const areaId = typeof housing.localHousingAllowanceArea === 'string' ? housing.localHousingAllowanceArea : '';
  const warnings: Message[] = [];
  const extraSteps: Message[] = [];
  const nation = UK_NATIONS.find((l) => l === personal.location) ?? 'england';
  // docs/rules.md "Northern Ireland" 1: paid twice a month, and the housing costs to the landlord, unless asked otherwise.
  if (nation === 'northern-ireland') extraSteps.push(msg('uc.step.northernIreland'));
  const implausible = implausibleAmounts(isRenting ? moneyToPence(housing.monthlyRent) : 0, ownEarningsPence, partnerEarningsPence);
  warnings.push(...implausible);
  // Rule 14.
  const pensionAge = statePensionAge(
    { age, isCouple, partnerAge, claimantAnswer: personal.reachedStatePensionAge, partnerAnswer: personal.partnerReachedStatePensionAge },
    amounts,
  );
  if (pensionAge.note) warnings.push(pensionAge.note);
  if (pensionAge.unanswered) warnings.push(pensionAge.unanswered);

  // Rules 1-3.
  const standard = standardAllowance(age, isCouple, partnerAge, amounts);
  const childLines = childElements(children, amounts);
  const disabledLines = disabledChildAdditions(children, amounts);
  for (const c of children) {
    if (c.isBornBeforeOpen) warnings.push(msg('uc.warning.bornBefore', { n: c.n, age: c.age }));
  }

  // Rule 4.
  const adults = otherAdultsFrom(housing, amounts);
  const exemptions = sharedRateExemptions(housing.sharedRateExemptions, housing.fosterCarer);
  const numNonDependants = adults.count;
  const shared = sharedRate(
    {
      isCouple,
      hasChild,
      age,
      numNonDependants,
      getsDisabilityBenefit: health.claimantGetsDisabilityBenefit === true,
      isOtherwiseExempt: housing.sharedRateExemption === true,
      exemptions,
    },
    amounts,
  );
  const housingOutcome = housingElement(
    {
      isRenting,
      isSocial: housing.tenancyType === 'social',
      rentPence: moneyToPence(housing.monthlyRent),
      serviceChargesPence: moneyToPence(housing.serviceCharges),
      areaId,
      lhaMonthlyPence: moneyToPence(housing.lhaRateMonthly),
      actualBedrooms: wholeNumber(housing.actualBedrooms),
      bedroomsNeeded: wholeNumber(housing.bedroomsNeeded),
      bedroomsTyped: isRenting ? typedBedrooms(housing.bedroomsTyped) : null,
      numNonDependants,
      adults,
      // Sch 4 para 15: a single renter, or either of joint renters, blind or on a care benefit.
      isExemptRenter: isTrue(health.claimantGetsDisabilityBenefit) || isTrue(health.certifiedBlind) || (isCouple && isTrue(health.partnerGetsDisabilityBenefit)),
      extraRooms: {
        isCouple,
        coupleCannotShare: isTrue(housing.coupleCannotShare),
        numOvernightCareRooms: Math.min(wholeNumber(housing.overnightCareRooms), INPUT_LIMITS.bedrooms.overnightCareRoomsMax),
        // A foster parent exempt from the shared rate (para 29(9A)) meets para 12(4)-(5) too.
        isFosterCarer: exemptions.includes('foster-parent'),
      },
      shared,
    },
    children,
    amounts,
  );
  warnings.push(...housingOutcome.warnings);
  extraSteps.push(...housingOutcome.nextSteps);

  // Rules 5-7.
  const isProtected = isTrue(health.lcwraProtected);
  const [lcw, lcwra] = capabilityElements(hasLcw, hasLcwra, isProtected, isTrue(health.claimBeforeApril2017), amounts) as [UniversalCreditElement, UniversalCreditElement];
  if (hasLcwra && typeof health.lcwraProtected !== 'boolean' && amounts['universal-credit.lcwra-element.protected'] !== amounts['universal-credit.lcwra-element.new-award']) {
    warnings.push(
      msg('uc.warning.lcwraNewAward', {
        newAward: exact(toPence(amounts['universal-credit.lcwra-element.new-award'])),
        protected: exact(toPence(amounts['universal-credit.lcwra-element.protected'])),
      }),
    );
  }
  const isClaimantOnCa = isTrue(income.getsCarersAllowance);
  const isPartnerOnCa = isCouple && isTrue(income.partnerGetsCarersAllowance);
  // In Scotland Carer Support Payment replaced Carer's Allowance: the answer and the lines name it (docs/rules.md "Scotland" 1).
  const carerWords = CARER_BENEFIT_WORDS[nation === 'scotland' ? 'carerSupportPayment' : 'carersAllowance'];
  const carerOutcome = carerElement(
    {
      caring: listOf(health.isCarerFor)
        .map(objectOf)
        .map((c) => ({ hours: toNumber(c.hoursPerWeek), isPartner: c.person === 'partner' })),
      isCouple,
      claimantGetsCa: isClaimantOnCa,
      partnerGetsCa: isPartnerOnCa,
      samePerson: health.careForSamePerson,
    },
    amounts,
    carerWords,
  );
  const carer = carerOutcome.element;
  if (carerOutcome.warning) warnings.push(carerOutcome.warning);
  const isEveryoneWorking = ownEarningsPence > 0 && (!isCouple || partnerEarningsPence > 0);
  // Rule 16: earnings as assessed, the minimum income floor applied.
  const earners: EarnerFacts[] = [
    {
      isPartner: false,
      age,
      earningsPence: ownEarningsPence,
      isSelfEmployed: isTrue(income.selfEmployed),
      isStartUp: isTrue(income.selfEmployedStartUp),
      hours: expectedHours(income.expectedHoursPerWeek, amounts),
      isCarer: carerOutcome.isClaimantCarer,
    },
  ];
  if (isCouple) {
    earners.push({
      isPartner: true,
      age: partnerAge ?? amounts['universal-credit.standard-allowance.higher-rate-age'],
      earningsPence: partnerEarningsPence,
      isSelfEmployed: isTrue(income.partnerSelfEmployed),
      isStartUp: isTrue(income.partnerSelfEmployedStartUp),
      hours: expectedHours(income.partnerExpectedHoursPerWeek, amounts),
      isCarer: carerOutcome.isPartnerCarer,
    });
  }
  const floor = minimumIncomeFloor(
    {
      people: earners,
      hasCapabilityLimit: hasLcw || hasLcwra,
      youngestChildAge: hasChild ? Math.min(...children.map((c) => c.age)) : undefined,
      mainCarer: income.responsibleCarer === 'claimant' || income.responsibleCarer === 'partner' ? income.responsibleCarer : undefined,
    },
    amounts,
  );
  warnings.push(...floor.warnings);
  const assessedPence = floor.assessedPence.reduce((sum, p) => sum + p, 0);
  const childcare = childcareElement(children.length, moneyToPence(income.childcareCostsMonthly), isEveryoneWorking, isCouple, amounts);

  const elements = [standard, ...childLines, ...disabledLines, housingOutcome.element, lcw, lcwra, carer, ...(childcare ? [childcare] : [])];
  const maximumPence = sumPence(elements);
  const childcarePence = childcare?.qualifying ? toPence(childcare.amount) : 0;

  // Rules 8-11.
  const taperPercent = amounts['universal-credit.taper-rate'];
  const allowance = workAllowance(hasChild, hasLcw || hasLcwra, housingOutcome.element.qualifying, taperPercent, amounts);
  if (allowance.rateId === null && assessedPence > 0) warnings.push(msg('uc.warning.noWorkAllowance', { percent: taperPercent }));
  const taper = earningsTaper(assessedPence, toPence(allowance.amount), amounts, floor.notes);
  const taperPence = toPence(taper.amount);
  // Rule 9: pension income, Carer's Allowance and the other benefits come off pound for pound.
  const pension = line(msg('uc.pensionIncome'), pensionPence, pensionPence > 0, null, msg(pensionPence > 0 ? 'uc.pension.taken' : 'uc.pension.none'));
  const isClaimantCarer = isClaimantOnCa;
  const isPartnerCarer = isPartnerOnCa;
  const numOnCarersBenefit = Number(isClaimantCarer) + Number(isPartnerCarer);
  const carersAllowance = carersAllowanceIncome(numOnCarersBenefit, amounts, carerWords);
  const otherBenefitsPence = moneyToPence(income.otherBenefitsMonthly);
  const otherBenefits = otherBenefitsIncome(otherBenefitsPence);
  const unearnedPence = pensionPence + toPence(carersAllowance.amount) + otherBenefitsPence;
  const savings = tariffIncome(moneyToPence(income.savings), amounts);
  if (savings.warning) warnings.push(savings.warning);
  const beforeCapPence = savings.isOverLimit || pensionAge.cannotClaim ? 0 : Math.max(0, maximumPence - taperPence - unearnedPence - toPence(savings.line.amount));

  // Rule 12.
  const exemptionPence = toPence(amounts['universal-credit.benefit-cap.earnings-exemption']);
  const exemptBecause = benefitCapExemption(
    {
      hasLcwraElement: lcwra.qualifying,
      getsEsaSupport: isTrue(income.getsEsaSupportComponent),
      hasCarerElement: carer.qualifying,
      claimantGetsCa: isClaimantCarer,
      partnerGetsCa: isPartnerCarer,
      getsGuardiansAllowance: isTrue(income.getsGuardiansAllowance),
      getsDisabilityBenefit: health.getsDisabilityBenefit === true,
      disabledChild: children.find((c) => c.hasDisability),
      assessedPence,
    },
    exemptionPence,
    carerWords,
  );
  const isLondon = livesInGreaterLondon(personal.location, areaId, personal.livesInGreaterLondon);
  const getsChildBenefit = hasChild && income.getsChildBenefit !== false;
  const cap = benefitCap(
    {
      isLondon,
      isFamilyRate: isCouple || hasChild,
      awardPence: beforeCapPence,
      childcarePence,
      childBenefit: getsChildBenefit ? childBenefitMonthly(children.length, amounts) : null,
      otherBenefitsPence,
      exemptBecause,
    },
    amounts,
  );
  const totalPence = beforeCapPence - cap.reductionPence;
  if (cap.reductionPence > 0) {
    warnings.push(msg('uc.warning.capApplies', { amount: exact(cap.reductionPence) }));
    // UC 15: Greater London asked and not answered is outside London, the lower cap; say what an answer changes.
    if (!isLondon && (personal.location ?? 'england') === 'england' && !LHA_AREAS_BY_ID.has(areaId) && typeof personal.livesInGreaterLondon !== 'boolean') {
      const family = isCouple || hasChild;
      const outside = toPence(amounts[family ? 'universal-credit.benefit-cap.outside-london.couple-or-children' : 'universal-credit.benefit-cap.outside-london.single']);
      const london = toPence(amounts[family ? 'universal-credit.benefit-cap.london.couple-or-children' : 'universal-credit.benefit-cap.london.single']);
      warnings.push(msg('uc.warning.capOutsideLondon', { outside: exact(outside), london: exact(london) }));
    }
    extraSteps.push(msg(carerWords.capSteps, { amount: exact(exemptionPence) }));
  }

  const total = toPounds(totalPence);
  const reason: UniversalCreditReason = pensionAge.cannotClaim ? 'state-pension-age' : savings.isOverLimit ? 'savings-over-limit' : null;
  return {
    taxYear: tableYear(table),
    eligible: reason === null,
    reason,
    statePensionAge: pensionAge.line,
    totalMonthly: total,
    elements,
    workAllowance: allowance.amount,
    taperReduction: taper.amount,
    benefitCap: {
      applies: cap.reductionPence > 0,
      limit: toPounds(cap.limitPence),
      reduction: toPounds(cap.reductionPence),
      exempt: cap.exempt,
      isLondon,
      totalBenefits: toPounds(cap.totalPence),
    },
    // Rule 13.
    takeHomeAfterTaper: toPounds(Math.max(0, earningsPence - taperPence)),
    earningsImpact: { currentEarnings: toPounds(earningsPence), netUC: total, totalIncome: toPounds(earningsPence + totalPence) },
    nextSteps: pensionAge.cannotClaim ? pensionAgeSteps(isRenting) : nextSteps(totalPence, extraSteps, nation),
    // Past State Pension age the rules of Universal Credit's amount do not matter: only the check of the figures typed.
    warnings: pensionAge.cannotClaim ? implausible : warnings,
    maximumAmount: toPounds(maximumPence),
    workAllowanceDetail: allowance,
    deductions: [taper, pension, carersAllowance, otherBenefits, savings.line, cap.line],
    housingCosts: housingOutcome.costs,
    besideAward: reason
      ? []
      : paymentsBeside(
          {
            nation,
            period: 'month',
            isPaid: totalPence > 0,
            childAges: children.map((c) => c.age),
            bedroomCutPence: toPence(housingOutcome.costs.spareBedroomReduction),
            capCutPence: cap.reductionPence,
            housingCostsPence: toPence(housingOutcome.element.amount),
            carers: numOnCarersBenefit,
            // Only where the form asks it: in Scotland, with someone on Carer Support Payment, in a year that pays the Carer Additional Person Payment.
            furtherPeopleCared: isFurtherPeopleCaredAsked(nation, numOnCarersBenefit, amounts)
              ? Math.min(wholeNumber(health.furtherPeopleCared), INPUT_LIMITS.universalCredit.furtherPeopleCaredMax)
              : 0,
          },
          amounts,
        ),
  };
}
