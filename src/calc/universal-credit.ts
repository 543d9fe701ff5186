/**
 * Universal Credit, monthly (docs/product.md §3 and §9; docs/rules.md UC 1-14), with
 * the figures of the chosen tax year (the rates table (src/calc/rates/universal-credit.ts)).
 *
 * Maximum amount = standard allowance + child elements + disabled child additions + housing,
 * LCW or LCWRA, carer and childcare costs elements; then the earnings taper above the work
 * allowance, pension income and tariff income from savings come off; then the benefit cap.
 * Each rule is a small named function returning its line with the working in plain English.
 * When a rule could not be applied for lack of an answer, the result says so in a warning.
 */

import { IMPLAUSIBLE_MONTHLY, INPUT_DEFAULTS, INPUT_LIMITS, LHA_CATEGORIES, lhaRateId, ratesFor, resolveRates, tableYear, taxYearOf } from './rates';
import { builtInRatesWithLha } from './built-in-lha';
import type { CoreRateId, RatesTable, ResolvedRates, TaxYear } from './rates';
import {
  convertPenceThroughYear,
  periodFactors,
  dividePence,
  formatMoney,
  formatMoneyWithPence,
  moneyToPence,
  multiplyPence,
  percentOfPence,
  toNumber,
  toPence,
  toPounds,
} from './money';
import { clampNumber } from './number';
import { tariffIncome as tariffIncomeFrom } from './tariff-income';
import { bedroomCount, spareBedroomRateId, type ChildSex } from './bedrooms';
import { isTrue, line, listOf, objectOf, orDefault, sumPence, wholeNumber, type CalculationLine, type DeepPartial, type RelationshipStatus } from './types';
import { ADVICELINE, PENSION_CREDIT_LINE, UNIVERSAL_CREDIT_HELPLINE } from './helplines';
import { defaultReachedStatePensionAge, isStatePensionAgeUnanswered } from './pension-age';
import {
  childFacts,
  childLimitOutcome,
  eldestFirst,
  LHA_AREAS_BY_ID,
  livesInGreaterLondon,
  sharedRate,
  sharedRateExemptions,
  type ChildFacts,
  type ChildLimitOutcome,
  type SharedRate,
} from './universal-credit-questions';

// What the form asks before anything is worked out is apart from the engine (universal-credit-questions.ts).
export {
  defaultUniversalCreditInput,
  isLimitExceptionAsked,
  isLondonAsked,
  isLondonLhaArea,
  livesInGreaterLondon,
  otherAdultCount,
  sharedRateFor,
  type SharedRate,
} from './universal-credit-questions';

/** Where the claimant lives (docs/product.md §2 Personal tab). */
export type UkLocation = 'england' | 'scotland' | 'wales' | 'northern-ireland';

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
    disabilityPremiums: string[];
    /** Found LCWRA, or reported the condition, before 6 April 2026; severe conditions; terminally ill. */
    lcwraProtected?: boolean;
    /** The claim was made before 3 April 2017 (the LCW element). */
    claimBeforeApril2017?: boolean;
    /** Someone in the household gets PIP, DLA, Adult Disability Payment, Attendance Allowance or Pension Age Disability Payment. */
    getsDisabilityBenefit?: boolean;
    /** You get PIP or ADP daily living, DLA or CDP care at the middle or highest rate, or Attendance Allowance (UC Regs Sch 4 para 29(5)). */
    claimantGetsDisabilityBenefit?: boolean;
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
  description: string;
}

/** How the housing element was reached (docs/rules.md UC 4). Monthly pounds. */
export interface UniversalCreditHousingCosts {
  /** Rent plus service charges. */
  eligibleRent: number;
  /** Bedrooms the household is allowed (before the LHA's largest category). */
  bedroomEntitlement: number;
  /** The LHA limit used for a private renter; null when none was applied. */
  lhaLimit: number | null;
  /** What the LHA limit is for, e.g. '2 bedrooms in Leeds'; '' when none. */
  lhaDescription: string;
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
   * The State Pension age rule (docs/rules.md UC 14): who has reached it, in one plain-English
   * sentence; `qualifying` when it stops the claim, and then the results panel shows the sentence.
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
  nextSteps: string[];
  /** The docs/product.md §8 warnings with their figures, and any rule that could not be applied. */
  warnings: string[];
  /** Sum of the qualifying elements (the maximum amount before deductions). */
  maximumAmount: number;
  /** How the work allowance was chosen. */
  workAllowanceDetail: CalculationLine;
  /** What came off the maximum amount: earnings taper, pension income, Carer's Allowance, other benefits, savings, benefit cap. */
  deductions: CalculationLine[];
  /** How the housing element was worked out. */
  housingCosts: UniversalCreditHousingCosts;
}

const exact = formatMoneyWithPence;

function element(name: string, description: string, pence: number, qualifying: boolean, rateId: string | null, working: string): UniversalCreditElement {
  return { name, amount: qualifying ? toPounds(pence) : 0, qualifying, rateId, working, description };
}

/**
 * 'Check this amount: is it monthly?' for a monthly rent or earnings far beyond any real
 * household's (src/calc/inputs.ts IMPLAUSIBLE_MONTHLY): most often a yearly figure.
 */
function implausibleAmounts(rentPence: number, ownEarningsPence: number, partnerEarningsPence: number): string[] {
  const notes: string[] = [];
  const check = (pence: number, limit: number, what: string) => {
    if (pence > toPence(limit))
      notes.push(`Check this amount: is it monthly? ${what} of ${exact(pence)} a month is far more than we would expect. If you typed a yearly amount, divide it by 12.`);
  };
  check(rentPence, IMPLAUSIBLE_MONTHLY.rent, 'Rent');
  check(ownEarningsPence, IMPLAUSIBLE_MONTHLY.earnings, 'Your earnings');
  check(partnerEarningsPence, IMPLAUSIBLE_MONTHLY.earnings, "Your partner's earnings");
  return notes;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
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
  const who = isCouple
    ? isYoung
      ? `Couple, both under ${adultAge}`
      : `Couple, one or both ${adultAge} or over${partnerAge === undefined ? ` (no partner age given: counted as ${adultAge})` : ''}`
    : isYoung
      ? `Single, under ${adultAge}`
      : `Single, ${adultAge} or over`;
  const pence = toPence(amounts[id]);
  return element('Standard allowance', 'The basic amount', pence, true, id, `${who}: ${formatMoney(pence)}`);
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
  const description = hasLimit ? `Each child (child limit of ${limit} for children born on or after 6 April 2017)` : 'Each child (no child limit this year)';
  if (children.length === 0) return [element('Child element', description, 0, false, 'universal-credit.child-element.lower', 'Not included: no children')];
  const lines = new Map<number, UniversalCreditElement>();
  const underLimit = childLimitOutcome(children, limit);
  eldestFirst(children).forEach((child, rank) => {
    const isHigher = rank === 0 && child.bornBefore2017;
    const id: CoreRateId = isHigher ? 'universal-credit.child-element.higher' : 'universal-credit.child-element.lower';
    const pence = toPence(amounts[id]);
    const { qualifies, numQualifying } = underLimit.get(child.n) as ChildLimitOutcome;
    const why = isHigher
      ? 'eldest child, born before 6 April 2017: the higher amount'
      : rank === 0
        ? 'eldest child, born on or after 6 April 2017: the lower amount'
        : 'not the eldest: the lower amount';
    const working = qualifies
      ? `Age ${child.age}, ${why}${child.limitException && !child.bornBefore2017 && hasLimit ? ' (an exception to the child limit)' : ''}: ${formatMoney(pence)}`
      : `Not included: the child limit of ${limit} (born on or after 6 April 2017, with ${plural(numQualifying, 'older child', 'older children')} already counted)`;
    lines.set(child.n, element(`Child element, child ${child.n}`, description, pence, qualifies, id, working));
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
      const why = c.disabilityRate === 'higher' ? 'the higher rate (highest care or enhanced daily living rate, or severely sight impaired)' : 'the lower rate';
      return element(
        `Disabled child addition, child ${c.n}`,
        'A child who gets a disability benefit',
        pence,
        true,
        id,
        `Paid for every disabled child, at ${why}: ${formatMoney(pence)}`,
      );
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
  warnings: string[];
  nextSteps: string[];
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
 * with the working's words for who shares with whom.
 */
function bedroomEntitlement(
  children: readonly ChildFacts[],
  numNonDependants: number,
  bedroomsNeeded: number,
  extra: ExtraRooms,
  amounts: ResolvedRates,
): { rooms: number; says: () => string } {
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
  // The visitor may type the bedrooms they need instead: never fewer than the household gives.
  if (bedroomsNeeded > count.rooms) return { rooms: bedroomsNeeded, says: () => `${plural(bedroomsNeeded, 'bedroom', 'bedrooms')} allowed (the number you told us you need)` };
  // The words only when the working uses them.
  return { rooms: count.rooms, says: () => `${plural(count.rooms, 'bedroom', 'bedrooms')} allowed (${count.lines.map((l) => l.charAt(0).toLowerCase() + l.slice(1)).join(', ')})` };
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
    /** Other adults of 16 or over, each with a room (UC Regs Sch 4 para 12(1)). */
    numNonDependants: number;
    adults: OtherAdultFacts;
    extraRooms: ExtraRooms;
    shared: SharedRate;
  },
  children: readonly ChildFacts[],
  amounts: ResolvedRates,
): HousingOutcome {
  const eligiblePence = h.rentPence + h.serviceChargesPence;
  const bedrooms = bedroomEntitlement(children, h.numNonDependants, h.bedroomsNeeded, h.extraRooms, amounts);
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
  const description = 'Help with rent and service charges';
  if (!h.isRenting) return { element: element('Housing element', description, 0, false, null, 'Not included: you do not rent'), costs, warnings: [], nextSteps: [] };
  if (eligiblePence === 0) return { element: element('Housing element', description, 0, false, null, 'Not included: no rent entered'), costs, warnings: [], nextSteps: [] };

  const warnings: string[] = [];
  const nextSteps: string[] = [];
  const steps = [`Rent ${formatMoney(h.rentPence)} + service charges ${formatMoney(h.serviceChargesPence)} = ${formatMoney(eligiblePence)}`];
  // Who shares with whom, when the count is more than the claimant's own room and decides the limit or the reduction.
  if (entitlement > 1 && !h.shared.applies) steps.push(bedrooms.says());
  let pence = eligiblePence;
  let rateId: string | null = null;

  if (!h.isSocial) {
    // Private renters: the Local Housing Allowance (Sch 4 paras 25-34).
    const maxBedrooms = amounts['general.bedrooms.max'];
    const isShared = h.shared.applies;
    const bedrooms = Math.min(entitlement, maxBedrooms);
    const category = isShared ? LHA_CATEGORIES[0] : LHA_CATEGORIES[bedrooms];
    const what = isShared ? 'the shared accommodation rate' : plural(bedrooms, 'bedroom', 'bedrooms');
    if (h.shared.why) steps.push(h.shared.why);
    let limitPence = 0;
    let limitText = '';
    if (h.lhaMonthlyPence > 0) {
      // A typed rate is whatever was typed: say which rate it should be (the hint asks for that one).
      const rateWanted = isShared ? 'the shared accommodation rate' : `the ${bedrooms}-bedroom rate`;
      limitPence = h.lhaMonthlyPence;
      limitText = `the Local Housing Allowance you typed, ${formatMoney(limitPence)} a month (it should be ${rateWanted})`;
      costs.lhaDescription = `the rate you typed, which should be ${rateWanted}`;
    } else {
      // The area's rate when the table holds it: built in, or published by an admin.
      const weekly = h.areaId && category ? amounts[lhaRateId(h.areaId, category)] : undefined;
      if (category && weekly !== undefined && Number.isFinite(weekly)) {
        const area = { id: h.areaId, name: lhaAreaName(h.areaId) };
        rateId = lhaRateId(area.id, category);
        const weeklyPence = toPence(weekly);
        // Weekly × 52 ÷ 12, to the penny.
        limitPence = convertPenceThroughYear(weeklyPence, 'week', periodFactors(amounts));
        limitText = `the Local Housing Allowance for ${what} in ${area.name}, ${formatMoney(weeklyPence)} a week × ${amounts['general.weeks-per-year']} ÷ ${amounts['general.months-per-year']} = ${formatMoney(limitPence)} a month`;
        costs.lhaDescription = `${what} in ${area.name}`;
      }
    }
    if (limitText) {
      costs.lhaLimit = toPounds(limitPence);
      if (eligiblePence > limitPence) {
        const shortfall = eligiblePence - limitPence;
        costs.rentAboveLha = toPounds(shortfall);
        steps.push(`limited to ${limitText}`);
        pence = limitPence;
        warnings.push(`Your rent is above the Local Housing Allowance for your area by ${exact(shortfall)} a month, so Universal Credit will not cover it.`);
        nextSteps.push(`Ask your council for a Discretionary Housing Payment to help with the ${exact(shortfall)} a month Universal Credit does not cover`);
      } else {
        steps.push(`within ${limitText}`);
      }
    } else {
      steps.push('not checked against the Local Housing Allowance: we do not know your area');
      warnings.push(
        `We could not check your rent against the Local Housing Allowance for your area, so all of your ${exact(eligiblePence)} a month is counted. If your rent is above the Local Housing Allowance, Universal Credit will pay less. Look up your area, or type its weekly rate, on the Housing tab.`,
      );
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
      steps.push(
        `less ${percent}% for ${plural(spare, 'spare bedroom', 'spare bedrooms')} (${plural(h.actualBedrooms, 'bedroom', 'bedrooms')}, ${entitlement} allowed) = ${formatMoney(cutPence)}`,
      );
      warnings.push(
        `You have ${plural(spare, 'more bedroom', 'more bedrooms')} than Universal Credit allows for your household, so your housing element is ${percent}% (${exact(cutPence)} a month) less.`,
      );
    } else {
      steps.push(`no spare bedrooms (${entitlement} allowed)`);
    }
  }

  // Non-dependants' housing cost contributions (Sch 4 paras 13-16): from 21, unless exempt (para 16(2)).
  const { contributors, excusedAges } = h.adults;
  if (contributors > 0) {
    const eachPence = toPence(amounts['universal-credit.non-dependant-contribution']);
    const totalPence = Math.min(pence, contributors * eachPence);
    costs.nonDependantContributions = toPounds(totalPence);
    steps.push(
      `less ${contributors} × ${formatMoney(eachPence)} housing cost contribution for adults aged ${amounts['universal-credit.non-dependant-age']} or over living with you`,
    );
    pence -= totalPence;
  }
  if (excusedAges.length > 0) {
    const minAge = amounts['universal-credit.non-dependant-age'];
    const each = excusedAges.map((age) => `the adult aged ${age} (${age < minAge ? `under ${minAge}` : 'exempt'})`);
    steps.push(`no housing cost contribution for ${each.join(', ')}`);
  }
  const working = `${steps.join('; ')}: ${formatMoney(pence)}`;
  return { element: element('Housing element', description, pence, pence > 0, rateId, working), costs, warnings, nextSteps };
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
    ? `Limited capability for work, claim made before 3 April 2017: ${formatMoney(lcwPence)}`
    : !hasLcw
      ? 'Not included: not ticked'
      : hasLcwra
        ? 'Not included: you get the LCWRA element instead'
        : 'Not included: only for claims made before 3 April 2017';
  const lcwraWorking = !hasLcwra
    ? 'Not included: not ticked'
    : isSameAmount
      ? `Limited capability for work-related activity: ${formatMoney(lcwraPence)}`
      : isProtected
        ? `Limited capability for work-related activity, found or reported before 6 April 2026 (protected amount): ${formatMoney(lcwraPence)}`
        : `Limited capability for work-related activity, new award from 6 April 2026: ${formatMoney(lcwraPence)}`;
  return [
    element('LCW element', 'Limited capability for work', lcwPence, hasLcwElement, lcwId, lcwWorking),
    element('LCWRA element', 'Limited capability for work and work-related activity', lcwraPence, hasLcwra, lcwraId, lcwraWorking),
  ];
}

/** Who meets the carer element's condition (docs/rules.md UC 6), and how many elements are paid. */
interface CarerOutcome {
  element: UniversalCreditElement;
  /** The claimant, and the partner, meet the condition (no minimum income floor for them, docs/rules.md UC 16). */
  isClaimantCarer: boolean;
  isPartnerCarer: boolean;
  warning: string | null;
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
): CarerOutcome {
  const id = 'universal-credit.carer-element';
  const minHours = amounts['universal-credit.carer-element.min-hours'];
  const pence = toPence(amounts[id]);
  const cares = (isPartner: boolean) => c.caring.some((entry) => entry.isPartner === isPartner && entry.hours >= minHours);
  const isClaimantCarer = c.claimantGetsCa || cares(false);
  const isPartnerCarer = c.isCouple && (c.partnerGetsCa || cares(true));
  const description = `Caring ${minHours}+ hours a week, or Carer's Allowance`;
  const claimantWhy = c.claimantGetsCa ? "you get Carer's Allowance, so you meet the caring condition" : `you care ${minHours}+ hours a week`;
  const partnerWhy = c.partnerGetsCa ? "your partner gets Carer's Allowance, so meets the caring condition" : `your partner cares ${minHours}+ hours a week`;
  let warning: string | null = null;
  let count = Number(isClaimantCarer) + Number(isPartnerCarer);
  let working: string;
  if (count === 0) {
    working = `Not included: no one caring ${minHours}+ hours a week or getting Carer's Allowance`;
  } else if (count === 1) {
    working = `${(isClaimantCarer ? claimantWhy : partnerWhy).replace(/^./, (x) => x.toUpperCase())}: ${formatMoney(pence)}`;
  } else if (c.claimantGetsCa && c.partnerGetsCa) {
    working = `You both get Carer's Allowance, each for a different person, so one each: 2 × ${formatMoney(pence)} = ${formatMoney(2 * pence)}`;
  } else if (c.samePerson === false) {
    working = `You both care for a different person (${claimantWhy}; ${partnerWhy}), so one each: 2 × ${formatMoney(pence)} = ${formatMoney(2 * pence)}`;
  } else {
    count = 1;
    working = `You both care for ${c.samePerson === true ? 'the same person' : 'someone'}: one carer element for one person cared for, ${formatMoney(pence)}`;
    if (c.samePerson !== true) {
      warning = `We counted one carer element for the two of you. If you each care for a different person, you get ${formatMoney(pence)} a month more: answer the question on the Health & Care tab.`;
    }
  }
  return { element: element('Carer element', description, count * pence, count > 0, id, working), isClaimantCarer, isPartnerCarer, warning };
}

// ---- Rule 7: childcare -------------------------------------------------------------------

/**
 * docs/rules.md UC 7 (UC Regs regs 31-34): 85% of childcare costs, capped for one child or two
 * or more, only when everyone in the claim is in paid work. Null without children.
 */
function childcareElement(numChildren: number, costsPence: number, isEveryoneWorking: boolean, isCouple: boolean, amounts: ResolvedRates): UniversalCreditElement | null {
  if (numChildren === 0) return null;
  const name = 'Childcare costs element';
  const description = 'Help with registered childcare while you work';
  const shareId = 'universal-credit.childcare.share';
  const capId: CoreRateId = numChildren === 1 ? 'universal-credit.childcare.cap-one-child' : 'universal-credit.childcare.cap-two-or-more';
  if (costsPence === 0) return element(name, description, 0, false, shareId, 'Not included: no childcare costs entered');
  if (!isEveryoneWorking) return element(name, description, 0, false, shareId, `Not included: ${isCouple ? 'both of you' : 'you'} must be in paid work`);
  const share = amounts[shareId];
  const sharePence = percentOfPence(costsPence, share);
  const capPence = toPence(amounts[capId]);
  const children = numChildren === 1 ? 'one child' : 'two or more children';
  const working =
    sharePence > capPence
      ? `${share}% of ${formatMoney(costsPence)} = ${formatMoney(sharePence)}, above the most paid for ${children}: ${formatMoney(capPence)}`
      : `${share}% of ${formatMoney(costsPence)} (the most for ${children} is ${formatMoney(capPence)}): ${formatMoney(sharePence)}`;
  return element(name, description, Math.min(sharePence, capPence), true, sharePence > capPence ? capId : shareId, working);
}

// ---- Rules 8-10: what comes off ------------------------------------------------------------

/**
 * docs/rules.md UC 8 (UC Regs reg 22): a work allowance only with a child or limited capability
 * for work; the lower amount with a housing element, else the higher.
 */
function workAllowance(hasChild: boolean, hasCapabilityLimit: boolean, hasHousing: boolean, taperPercent: number, amounts: ResolvedRates): CalculationLine {
  if (!hasChild && !hasCapabilityLimit) {
    return line(
      'Work allowance',
      0,
      true,
      null,
      `You have no work allowance because nobody in your claim is responsible for a child or has limited capability for work, so ${taperPercent}% of all your earnings is taken off`,
    );
  }
  const id: CoreRateId = hasHousing ? 'universal-credit.work-allowance.with-housing' : 'universal-credit.work-allowance.without-housing';
  const pence = toPence(amounts[id]);
  const who = hasChild ? 'you are responsible for a child' : 'you have limited capability for work';
  return line(
    'Work allowance',
    pence,
    true,
    id,
    `Because ${who}, the first ${formatMoney(pence)} of earnings is kept (the ${hasHousing ? 'lower amount, as you get help with rent' : 'higher amount, as you get no help with rent'})`,
  );
}

/** docs/rules.md UC 8: 55% of household earnings above the work allowance. */
function earningsTaper(earningsPence: number, allowancePence: number, amounts: ResolvedRates, floorNotes: readonly string[] = []): CalculationLine {
  const id = 'universal-credit.taper-rate';
  const percent = amounts[id];
  const excessPence = Math.max(0, earningsPence - allowancePence);
  const pence = percentOfPence(excessPence, percent);
  const working =
    excessPence > 0
      ? `${percent}% of earnings above the work allowance: ${percent / 100} × (${formatMoney(earningsPence)} − ${formatMoney(allowancePence)}) = ${formatMoney(pence)}`
      : earningsPence > 0
        ? `Earnings within the ${formatMoney(allowancePence)} work allowance`
        : 'No earnings';
  return line('Earnings taper', pence, pence > 0, id, floorNotes.length > 0 ? `${floorNotes.join('. ')}. ${working}` : working);
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
  warning: string | null;
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
  if (savingsPence > upperPence) {
    return {
      line: line('Savings', 0, true, upperId, `Over ${formatMoney(upperPence)}: no award`),
      isOverLimit: true,
      warning: `Savings over ${exact(upperPence)}: not eligible for Universal Credit.`,
    };
  }
  const tariff = tariffIncomeFrom(savingsPence, lowerPence, stepPence, perStepPence, formatMoney);
  const pence = tariff.pence;
  const working = savingsPence > lowerPence ? tariff.working : `Not above ${formatMoney(lowerPence)}`;
  const warning = pence > 0 ? `Savings above ${exact(lowerPence)}: Universal Credit is reduced by ${exact(pence)} per month.` : null;
  return { line: line('Savings', pence, pence > 0, id, working), isOverLimit: false, warning };
}

// ---- Rule 9: benefits as unearned income ----------------------------------------------------

/**
 * A weekly benefit a month: × 52 ÷ 12, rounded once to the penny (UC Regs reg 73(1), and reg
 * 80(5) for the benefit cap), with the working's words.
 */
function weeklyToMonthly(weeklyPence: number, amounts: ResolvedRates): { pence: number; working: string } {
  const factors = periodFactors(amounts);
  const pence = convertPenceThroughYear(weeklyPence, 'week', factors);
  return { pence, working: `× ${factors.weeksPerYear} ÷ ${factors.monthsPerYear} = ${formatMoney(pence)}` };
}

/**
 * docs/rules.md UC 9 (UC Regs reg 66(1)(b)(iii)-(iiia)): Carer's Allowance, or Carer Support
 * Payment up to it, is unearned income taken off pound for pound, at the year's weekly rate a
 * month for each of the couple who gets it. The carer element is paid beside it.
 */
function carersAllowanceIncome(numPeople: number, amounts: ResolvedRates): CalculationLine {
  const id = 'general.carers-allowance.weekly';
  const name = "Carer's Allowance";
  if (numPeople === 0) return line(name, 0, false, id, "No Carer's Allowance");
  const weeklyPence = toPence(amounts[id]);
  const month = weeklyToMonthly(weeklyPence, amounts);
  const pence = month.pence * numPeople;
  const each = `${formatMoney(weeklyPence)} a week ${month.working} a month`;
  const working = numPeople === 1 ? `${each}, taken off pound for pound` : `${each} for each of you, ${formatMoney(pence)} in all, taken off pound for pound`;
  return line(name, pence, true, id, working);
}

/** docs/rules.md UC 9 (UC Regs reg 66(1)(b)): new-style JSA and ESA, Maternity Allowance and the bereavement allowances, pound for pound. */
function otherBenefitsIncome(pence: number): CalculationLine {
  const name = 'Other benefits';
  return pence > 0
    ? line(name, pence, true, null, `New-style JSA or ESA, Maternity Allowance or a bereavement allowance of ${formatMoney(pence)} a month, taken off pound for pound`)
    : line(name, 0, false, null, 'No other benefits that count as income');
}

// ---- Rule 16: the minimum income floor ------------------------------------------------------

/** One of the claim's earners as the minimum income floor reads them. */
interface EarnerFacts {
  /** 'you' or 'your partner'. */
  who: string;
  age: number;
  earningsPence: number;
  isSelfEmployed: boolean;
  isStartUp: boolean;
  hours: number;
  isCarer: boolean;
}

/** A person's minimum income floor a month (UC Regs regs 62(4), 90(2)): the gross, the notional tax and National Insurance, and what is left. */
function floorFor(hours: number, amounts: ResolvedRates): { grossPence: number; taxPence: number; niPence: number; netPence: number; working: string } {
  const wagePence = toPence(amounts['general.national-living-wage']);
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
  const working =
    `${hours} hours × ${formatMoneyWithPence(wagePence)} × ${weeks} ÷ ${months} = ${formatMoney(grossPence)}, less notional income tax ${formatMoney(taxPence)} ` +
    `(${taxRate}% above ${formatMoney(allowancePence)}) and National Insurance ${formatMoney(niPence)} (${niRate}% above ${formatMoney(thresholdPence)}) = ${formatMoney(netPence)}`;
  return { grossPence, taxPence, niPence, netPence, working };
}

/**
 * docs/rules.md UC 16 (UC Regs regs 62-64, 88, 90): a self-employed earner past the 12-month
 * start-up period, who would have all work-related requirements, is treated as earning at least
 * the minimum income floor: expected hours (35 unless fewer are agreed) × the National Living Wage
 * × 52 ÷ 12, less the income tax and Class 1 National Insurance due on it (reg 62(4)(b)). None
 * with LCW or LCWRA, for a carer, or for the single parent of a child under 3 (Welfare Reform Act
 * 2012 ss 19-21: no work search). A couple's floor is cut by what the partner earns above theirs
 * (reg 62(3)). The assessed earnings, the working's words, and the warnings.
 */
function minimumIncomeFloor(
  c: { people: readonly EarnerFacts[]; hasCapabilityLimit: boolean; youngestChildAge: number | undefined },
  amounts: ResolvedRates,
): { assessedPence: number[]; notes: string[]; warnings: string[] } {
  const assessedPence = c.people.map((p) => p.earningsPence);
  const notes: string[] = [];
  const warnings: string[] = [];
  const minAge = amounts['universal-credit.minimum-income-floor.national-living-wage-age'];
  const startUp = amounts['universal-credit.minimum-income-floor.start-up-months'];
  const isCouple = c.people.length > 1;
  const floors = c.people.map((p) => floorFor(p.hours, amounts));
  const coupleThresholdPence = floors.reduce((sum, f) => sum + f.netPence, 0);
  c.people.forEach((p, i) => {
    if (!p.isSelfEmployed) return;
    const Who = p.who.replace(/^./, (x) => x.toUpperCase());
    const none = (why: string) => notes.push(`${Who}: no minimum income floor (${why})`);
    if (p.isStartUp) return void none(`in the first ${startUp} months of a start-up period`);
    if (c.hasCapabilityLimit) return void none('limited capability for work');
    if (p.isCarer) return void none('a carer');
    if (c.youngestChildAge !== undefined && c.youngestChildAge < amounts['universal-credit.minimum-income-floor.youngest-child-age']) {
      if (!isCouple) return void none('responsible for a child under 3');
      warnings.push('We have not applied the minimum income floor: it does not apply to whichever of you is the main carer of your child under 3.');
      return;
    }
    if (p.age < minAge) {
      warnings.push(`We have not applied the minimum income floor to ${p.who}: under ${minAge} it uses a National Minimum Wage rate we do not hold.`);
      return;
    }
    const floor = floors[i] as (typeof floors)[number];
    const otherPence = c.people.reduce((sum, q, j) => (j === i ? sum : sum + q.earningsPence), 0);
    // Reg 62(3): a couple's combined earnings at the couple threshold take the floor away.
    const cutPence = isCouple ? Math.max(0, floor.netPence + otherPence - coupleThresholdPence) : 0;
    const treatedPence = floor.netPence - cutPence;
    if (p.earningsPence >= treatedPence || (isCouple && p.earningsPence + otherPence >= coupleThresholdPence)) {
      notes.push(`${Who}: self-employed earnings of ${formatMoney(p.earningsPence)} are not below the minimum income floor of ${formatMoney(floor.netPence)}`);
      return;
    }
    assessedPence[i] = treatedPence;
    const cut =
      cutPence > 0
        ? `, less ${formatMoney(cutPence)} by which your joint earnings would pass the couple's floor of ${formatMoney(coupleThresholdPence)}, = ${formatMoney(treatedPence)}`
        : '';
    notes.push(`${Who}: self-employed earnings of ${formatMoney(p.earningsPence)} are taken as the minimum income floor, ${floor.working}${cut}`);
    warnings.push(`The minimum income floor applies: we counted ${p.who === 'you' ? 'your' : 'your partner’s'} self-employed earnings as ${exact(treatedPence)} a month.`);
  });
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
function childBenefitMonthly(numChildren: number, amounts: ResolvedRates): { pence: number; working: string } {
  const eldestPence = toPence(amounts['general.child-benefit.eldest']);
  const otherPence = toPence(amounts['general.child-benefit.other']);
  const numOthers = numChildren - 1;
  const weeklyPence = eldestPence + numOthers * otherPence;
  const month = weeklyToMonthly(weeklyPence, amounts);
  const week = numOthers === 0 ? formatMoney(eldestPence) : `(${formatMoney(eldestPence)} + ${numOthers} × ${formatMoney(otherPence)} = ${formatMoney(weeklyPence)})`;
  return { pence: month.pence, working: `Child Benefit ${week} a week ${month.working}` };
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
 * that does named in words, or '' when none does.
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
): string {
  if (c.hasLcwraElement) return 'you get the LCWRA element';
  if (c.getsEsaSupport) return 'you get ESA with the support component';
  if (c.hasCarerElement) return 'you get the carer element';
  if (c.claimantGetsCa) return "you get Carer's Allowance";
  if (c.partnerGetsCa) return "your partner gets Carer's Allowance";
  if (c.getsGuardiansAllowance) return "you get Guardian's Allowance";
  if (c.getsDisabilityBenefit) {
    return 'someone in your household gets PIP, DLA, Adult Disability Payment, Child Disability Payment, Attendance Allowance, Pension Age Disability Payment or a war pension';
  }
  if (c.disabledChild) return `child ${c.disabledChild.n} gets a disability benefit (DLA, PIP or Child Disability Payment)`;
  if (c.assessedPence >= exemptionPence) return `your household earns ${formatMoney(exemptionPence)} or more a month`;
  return '';
}

function benefitCap(
  c: {
    isLondon: boolean;
    isFamilyRate: boolean;
    awardPence: number;
    childcarePence: number;
    childBenefit: { pence: number; working: string } | null;
    otherBenefitsPence: number;
    exemptBecause: string;
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
  const where = c.isLondon ? 'in Greater London' : 'outside Greater London';
  const who = c.isFamilyRate ? 'a couple or anyone with a child' : 'a single person without children';
  if (c.exemptBecause) {
    return {
      line: line('Benefit cap', 0, false, limitId, `The benefit cap does not apply because ${c.exemptBecause}`),
      limitPence,
      reductionPence: 0,
      exempt: true,
      totalPence: 0,
    };
  }
  const cappedPence = Math.max(0, c.awardPence - c.childcarePence);
  const parts = [
    `Universal Credit ${formatMoney(cappedPence)}${c.childcarePence > 0 ? ` (the childcare costs element of ${formatMoney(c.childcarePence)} is outside the cap)` : ''}`,
  ];
  let totalPence = cappedPence;
  if (c.childBenefit) {
    parts.push(c.childBenefit.working);
    totalPence += c.childBenefit.pence;
  }
  if (c.otherBenefitsPence > 0) {
    parts.push(`other benefits ${formatMoney(c.otherBenefitsPence)}`);
    totalPence += c.otherBenefitsPence;
  }
  const sum = parts.length > 1 ? `${parts.join(' + ')}: ${formatMoney(totalPence)} in all` : parts[0];
  // The excess comes off Universal Credit only (reg 81), which never goes below 0.
  const reductionPence = Math.min(c.awardPence, Math.max(0, totalPence - limitPence));
  const working =
    reductionPence > 0
      ? `The limit for ${who} ${where} is ${formatMoney(limitPence)}. ${sum}, so Universal Credit is cut by ${formatMoney(reductionPence)}`
      : `Within the ${formatMoney(limitPence)} limit for ${who} ${where}. ${sum}`;
  return { line: line('Benefit cap', reductionPence, reductionPence > 0, limitId, working), limitPence, reductionPence, exempt: false, totalPence };
}

// ---- Rule 14: State Pension age --------------------------------------------------------------

interface PensionAgeOutcome {
  line: CalculationLine;
  /** Single and over State Pension age, or a couple who both are: no claim. */
  cannotClaim: boolean;
  /** The mixed-age couple's note, or null. */
  note: string | null;
  /** Said when the age leaves State Pension age open and the question was not answered, or null. */
  unanswered: string | null;
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
  const who = isOpen && isPartnerOpen ? 'whether you and your partner have' : isOpen ? 'whether you have' : 'whether your partner has';
  const unanswered =
    isOpen || isPartnerOpen
      ? `You did not say ${who} reached State Pension age, so we worked this out as if not. At ${amounts['general.state-pension-age']} it depends on the date of birth; Universal Credit is only for people under State Pension age (a couple can claim it while one of them is). Answer the question on the Personal tab.`
      : null;
  const instead = 'which is for people under it. Pension Credit tops up the income of people over State Pension age, and Housing Benefit helps with their rent.';
  if (!c.isCouple) {
    return hasReached
      ? {
          line: line('State Pension age', 0, true, id, `You are ${c.age} and have reached State Pension age, so you cannot claim Universal Credit, ${instead}`),
          cannotClaim: true,
          note: null,
          unanswered: null,
        }
      : { line: line('State Pension age', 0, false, id, 'You have not reached State Pension age'), cannotClaim: false, note: null, unanswered };
  }
  if (hasReached && partnerHasReached) {
    const partner = c.partnerAge === undefined ? 'your partner' : `your partner (${c.partnerAge})`;
    return {
      line: line('State Pension age', 0, true, id, `You (${c.age}) and ${partner} have both reached State Pension age, so you cannot claim Universal Credit, ${instead}`),
      cannotClaim: true,
      note: null,
      unanswered: null,
    };
  }
  if (hasReached || partnerHasReached) {
    const older = hasReached ? 'your' : 'your partner’s';
    return {
      line: line('State Pension age', 0, false, id, `One of you has reached State Pension age and the other has not, so you claim Universal Credit as a couple`),
      cannotClaim: false,
      note: `A couple where one partner is under State Pension age claims Universal Credit, not Pension Credit. The older partner’s State Pension counts as income: include ${older} State Pension in the monthly pension on the Income tab.`,
      unanswered,
    };
  }
  return { line: line('State Pension age', 0, false, id, 'Neither of you has reached State Pension age'), cannotClaim: false, note: null, unanswered };
}

/** The next steps of someone who cannot claim because of State Pension age (docs/rules.md UC 14). */
function pensionAgeSteps(isRenting: boolean): string[] {
  return [
    `Work out your Pension Credit with our Pension Credit calculator, then claim online at www.gov.uk/pension-credit/how-to-claim or on the Pension Credit claim line, ${PENSION_CREDIT_LINE.number}`,
    ...(isRenting
      ? ['Claim Housing Benefit for your rent from your council: www.gov.uk/housing-benefit/how-to-claim. Pension Credit’s guarantee credit gets you the most Housing Benefit']
      : []),
    `Citizens Advice can check what else you can get: ${ADVICELINE.number}`,
  ];
}

function nextSteps(totalPence: number, extra: readonly string[]): string[] {
  const steps =
    totalPence > 0
      ? [
          'Apply at www.gov.uk/apply-universal-credit',
          `Help to claim: Universal Credit helpline ${UNIVERSAL_CREDIT_HELPLINE.number}`,
          'The first payment comes about 5 weeks after you claim; you can ask for an advance',
        ]
      : [`Citizens Advice can check what else you can get: ${ADVICELINE.number}`];
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
  const warnings: string[] = [];
  const extraSteps: string[] = [];
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
    if (c.isBornBeforeOpen) {
      warnings.push(
        `We took child ${c.n} (aged ${c.age}) to be born on or after 6 April 2017. If they were born before, Universal Credit may be more: answer the question for child ${c.n} on the Personal tab.`,
      );
    }
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
      numNonDependants,
      adults,
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
      `We used the LCWRA element for new awards, ${exact(toPence(amounts['universal-credit.lcwra-element.new-award']))} a month. If you had LCWRA, or told the DWP about your health condition, before 6 April 2026, it is ${exact(toPence(amounts['universal-credit.lcwra-element.protected']))}: answer the question on the Health & Care tab.`,
    );
  }
  const isClaimantOnCa = isTrue(income.getsCarersAllowance);
  const isPartnerOnCa = isCouple && isTrue(income.partnerGetsCarersAllowance);
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
  );
  const carer = carerOutcome.element;
  if (carerOutcome.warning) warnings.push(carerOutcome.warning);
  const isEveryoneWorking = ownEarningsPence > 0 && (!isCouple || partnerEarningsPence > 0);
  // Rule 16: earnings as assessed, the minimum income floor applied.
  const earners: EarnerFacts[] = [
    {
      who: 'you',
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
      who: 'your partner',
      age: partnerAge ?? amounts['universal-credit.standard-allowance.higher-rate-age'],
      earningsPence: partnerEarningsPence,
      isSelfEmployed: isTrue(income.partnerSelfEmployed),
      isStartUp: isTrue(income.partnerSelfEmployedStartUp),
      hours: expectedHours(income.partnerExpectedHoursPerWeek, amounts),
      isCarer: carerOutcome.isPartnerCarer,
    });
  }
  const floor = minimumIncomeFloor(
    { people: earners, hasCapabilityLimit: hasLcw || hasLcwra, youngestChildAge: hasChild ? Math.min(...children.map((c) => c.age)) : undefined },
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
  if (allowance.rateId === null && assessedPence > 0) warnings.push(`${allowance.working}.`);
  const taper = earningsTaper(assessedPence, toPence(allowance.amount), amounts, floor.notes);
  const taperPence = toPence(taper.amount);
  // Rule 9: pension income, Carer's Allowance and the other benefits come off pound for pound.
  const pension = line('Pension income', pensionPence, pensionPence > 0, null, pensionPence > 0 ? 'Taken off pound for pound' : 'No pension income');
  const isClaimantCarer = isClaimantOnCa;
  const isPartnerCarer = isPartnerOnCa;
  const carersAllowance = carersAllowanceIncome(Number(isClaimantCarer) + Number(isPartnerCarer), amounts);
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
    warnings.push(`Benefit cap applies: the amount is reduced by ${exact(cap.reductionPence)} per month.`);
    // UC 15: Greater London asked and not answered is outside London, the lower cap; say what an answer changes.
    if (!isLondon && (personal.location ?? 'england') === 'england' && !LHA_AREAS_BY_ID.has(areaId) && typeof personal.livesInGreaterLondon !== 'boolean') {
      const family = isCouple || hasChild;
      const outside = toPence(amounts[family ? 'universal-credit.benefit-cap.outside-london.couple-or-children' : 'universal-credit.benefit-cap.outside-london.single']);
      const london = toPence(amounts[family ? 'universal-credit.benefit-cap.london.couple-or-children' : 'universal-credit.benefit-cap.london.single']);
      warnings.push(
        `We used the benefit cap for outside Greater London, ${exact(outside)} a month, because you did not say whether you live in Greater London. In Greater London the cap is ${exact(london)} a month: answer the question on the Personal tab.`,
      );
    }
    extraSteps.push(
      `The benefit cap stops applying if your household earns ${exact(exemptionPence)} a month or more after tax, if someone in your household gets PIP, DLA, Adult Disability Payment, Child Disability Payment, Attendance Allowance, Pension Age Disability Payment or a war pension, or if you or your partner get Carer's Allowance, Guardian's Allowance or ESA with the support component (UC Regs reg 83)`,
    );
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
    nextSteps: pensionAge.cannotClaim ? pensionAgeSteps(isRenting) : nextSteps(totalPence, extraSteps),
    // Past State Pension age the rules of Universal Credit's amount do not matter: only the check of the figures typed.
    warnings: pensionAge.cannotClaim ? implausible : warnings,
    maximumAmount: toPounds(maximumPence),
    workAllowanceDetail: allowance,
    deductions: [taper, pension, carersAllowance, otherBenefits, savings.line, cap.line],
    housingCosts: housingOutcome.costs,
  };
}
