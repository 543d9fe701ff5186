/**
 * What the Universal Credit form needs of the rules before anything is worked out (docs/product.md
 * §2, §3; docs/rules.md UC 2, 4, 12, 15): the answers of a new calculation and which questions
 * are asked (the London question, the child limit's exception, the shared accommodation rate's
 * exemptions, the other adults). The engine (universal-credit.ts) reads the same rules from here
 * and exports these too; they are apart so that the page's first load does not carry the engine,
 * which loads with the first answer or on Calculate (README "Performance").
 */
import { INPUT_DEFAULTS, INPUT_LIMITS, LHA_AREA_LIST, ratesFor, resolveRates } from './rates';
import type { RatesTable, ResolvedRates } from './rates';
import { clampNumber } from './number';
import { penceIfPaid } from './money';
import { merged, isTrue, listOf, objectOf, wholeNumber } from './types';
import type { ChildSex } from './bedrooms';
import type { DisabledChildRate, SharedRateExemption, UkLocation, UniversalCreditChild, UniversalCreditInput } from './universal-credit';

/**
 * The docs/product.md §3 defaults: age 25, single, no children, England, all money 0, renting, 1 bedroom.
 * A fresh object each call, so a UI can keep it as state.
 */
export function defaultUniversalCreditInput(): UniversalCreditInput {
  const { age, bedrooms } = INPUT_DEFAULTS.universalCredit;
  return {
    personalDetails: { age, relationshipStatus: 'single', children: [], location: 'england' },
    incomeDetails: { earnedIncome: 0, partnerEarnedIncome: 0, otherBenefits: [], savings: 0, pension: 0 },
    housingDetails: {
      housingType: 'rent',
      monthlyRent: 0,
      serviceCharges: 0,
      localHousingAllowanceArea: '',
      bedroomsNeeded: bedrooms,
      actualBedrooms: bedrooms,
    },
    healthAndCare: { hasLimitedCapabilityWork: false, hasLimitedCapabilityWorkRelated: false, isCarerFor: [], disabilityPremiums: [] },
  };
}

/** The LHA dataset's areas by id, built once (the engine runs on every keystroke). */
export const LHA_AREAS_BY_ID = new Map(LHA_AREA_LIST.map((area) => [area.id, area]));

/** Whether an LHA area is in Greater London (the London broad rental market areas all name it, so their ids end '-london'). */
export function isLondonLhaArea(areaId: string): boolean {
  return /-london$/.test(areaId);
}

/** Whether an area says if the home is in London: a built-in area, or a London area whose rates an admin published. */
function saysWhetherLondon(areaId: string): boolean {
  return LHA_AREAS_BY_ID.has(areaId) || isLondonLhaArea(areaId);
}

/**
 * docs/rules.md UC 12, 15: Greater London is in England only; an LHA area found says whether it
 * is London whatever the tenancy; otherwise the answer given, and no answer is outside London.
 */
export function livesInGreaterLondon(location: unknown, areaId: string, answer: unknown): boolean {
  if (location !== undefined && location !== 'england') return false;
  if (saysWhetherLondon(areaId)) return isLondonLhaArea(areaId);
  return answer === true;
}

/** Whether the London question is asked: in England when no LHA area has been found (docs/rules.md UC 15). */
export function isLondonAsked(location: UkLocation, areaId: string): boolean {
  return location === 'england' && !saysWhetherLondon(areaId);
}

/**
 * Whether the form asks how many more people a carer on Carer Support Payment cares for
 * (docs/rules.md "Scotland" 1): in Scotland, with the claimant or partner on it (`carers`: how many
 * of them), in a year whose table pays the Carer Additional Person Payment (from 15 March 2026:
 * SSI 2023/302 reg 16 as amended by SSI 2025/340). The engine reads the answer only then.
 */
export function isFurtherPeopleCaredAsked(location: unknown, carers: number, amounts: ResolvedRates): boolean {
  return location === 'scotland' && carers > 0 && penceIfPaid(amounts, 'scotland.carer-additional-person-payment') !== null;
}

// ---- docs/rules.md UC 2: the child limit -------------------------------------------------

/** A child as the rules read it. */
export interface ChildFacts {
  /** 1-based, in the order entered. */
  n: number;
  age: number;
  bornBefore2017: boolean;
  /** Born-before-2017 was not answered and the age leaves it open. */
  isBornBeforeOpen: boolean;
  limitException: boolean;
  hasDisability: boolean;
  disabilityRate: DisabledChildRate;
  sex?: ChildSex;
  cannotShare: boolean;
}

export function childFacts(raw: readonly Record<string, unknown>[], amounts: ResolvedRates): ChildFacts[] {
  const { childAgeMin, childAgeMax } = INPUT_LIMITS.universalCredit;
  const fromAge = amounts['universal-credit.child-element.born-before-2017-age'];
  const ages = raw.map((c) => clampNumber(c.age, { min: childAgeMin, max: childAgeMax }));
  const asked = bornBeforeAsked(ages, amounts);
  return raw.map((c, i) => {
    const age = ages[i] as number;
    const answered = typeof c.bornBeforeApril2017 === 'boolean';
    // A child `fromAge` or older was born before 6 April 2017; one a year younger may have been.
    return {
      n: i + 1,
      age,
      bornBefore2017: answered ? c.bornBeforeApril2017 === true : age >= fromAge,
      isBornBeforeOpen: !answered && asked[i] === true,
      limitException: isTrue(c.limitException),
      hasDisability: isTrue(c.hasDisability),
      disabilityRate: c.disabilityRate === 'higher' ? 'higher' : 'lower',
      sex: c.sex === 'female' || c.sex === 'male' ? c.sex : undefined,
      cannotShare: isTrue(c.cannotShare),
    };
  });
}

/**
 * For each child by age, in the order given, whether the form asks if they were born before 6 April
 * 2017 (docs/rules.md UC 2): only a child a year younger than the age from which it is certain, and
 * only where the answer can change the award. It can for the eldest child, whose element is the
 * higher one when born before then (UC Regs reg 36(3)); for any other child only while a child limit
 * applies and there are more children than it (reg 24A: a child born before then always counts).
 * In a year with no limit (from 2026/27) a younger child's date of birth changes nothing.
 */
export function bornBeforeAsked(ages: readonly number[], amounts: ResolvedRates): boolean[] {
  const fromAge = amounts['universal-credit.child-element.born-before-2017-age'];
  const limit = amounts['universal-credit.child-limit'];
  const isLimitBiting = Number.isFinite(limit) && ages.length > limit;
  const isHigherElement = amounts['universal-credit.child-element.higher'] !== amounts['universal-credit.child-element.lower'];
  // The eldest: the first of the oldest, as eldestFirst orders them (a stable sort).
  const eldest = ages.reduce((best, age, i) => (age > (ages[best] as number) ? i : best), 0);
  return ages.map((age, i) => age === fromAge - 1 && (isLimitBiting || (i === eldest && isHigherElement)));
}

/** Children eldest first (a stable sort: twins keep the order they were entered in). */
export function eldestFirst(children: readonly ChildFacts[]): ChildFacts[] {
  return [...children].sort((x, y) => y.age - x.age);
}

export interface ChildLimitOutcome {
  qualifies: boolean;
  /** Older children already counted when this child's turn came. */
  numQualifying: number;
}

/**
 * UC Regs reg 24A: eldest first, a child qualifies when born before 6 April 2017, when an
 * exception applies, or when fewer older children than the limit already qualify. By child `n`.
 */
export function childLimitOutcome(children: readonly ChildFacts[], limit: number): Map<number, ChildLimitOutcome> {
  const outcome = new Map<number, ChildLimitOutcome>();
  let numQualifying = 0;
  for (const child of eldestFirst(children)) {
    const qualifies = child.bornBefore2017 || child.limitException || numQualifying < limit;
    outcome.set(child.n, { qualifies, numQualifying });
    if (qualifies) numQualifying += 1;
  }
  return outcome;
}

/**
 * For each child in the order given, whether an exception to the child limit could change the
 * award (docs/rules.md UC 2): the year has a limit and the child would not qualify without one.
 * The form asks the exception question only for these children.
 */
export function isLimitExceptionAsked(children: readonly UniversalCreditChild[], rates: RatesTable): boolean[] {
  const amounts = resolveRates(rates);
  const limit = amounts['universal-credit.child-limit'];
  if (!Number.isFinite(limit) || children.length <= limit) return children.map(() => false);
  const facts = childFacts(children.map(objectOf), amounts);
  return facts.map((child) => {
    if (child.bornBefore2017) return false;
    const without = facts.map((c) => (c.n === child.n ? merged(c, { limitException: false }) : c));
    return childLimitOutcome(without, limit).get(child.n)?.qualifies === false;
  });
}

// ---- docs/rules.md UC 4: the shared accommodation rate and the other adults ---------------

/** The para 29 cases the form offers (docs/rules.md UC 4), in the form's order. */
const SHARED_RATE_EXEMPTIONS: readonly SharedRateExemption[] = ['care-leaver', 'homeless-hostel', 'mappa', 'foster-parent', 'domestic-abuse', 'modern-slavery'];

/** Why a renter is exempt from the shared accommodation rate: a para 29 case, a disability benefit (para 29(5)), or an exemption the visitor told us of. */
export type SharedRateReason = SharedRateExemption | 'disability-benefit' | 'told-us';

/**
 * Why the shared accommodation rate applies or not, for the working: it applies (`applies`), another
 * adult counts in the bedrooms (`other-adult`), or the renter is exempt, with the reasons.
 */
export type SharedRateWhy = { kind: 'applies' } | { kind: 'other-adult' } | { kind: 'exempt'; reasons: readonly SharedRateReason[] };

/** Whether the shared accommodation rate applies, and why (docs/rules.md UC 4; UC Regs Sch 4 paras 27-29). */
export interface SharedRate {
  /** A single renter under 35 with no child and no non-dependant: the rate applies unless an exemption does (para 28). */
  isSpecifiedRenter: boolean;
  /** The rate applies. */
  applies: boolean;
  /** Why it applies, or why not for a renter it could have applied to; null otherwise. */
  why: SharedRateWhy | null;
}

export interface SharedRateFacts {
  isCouple: boolean;
  hasChild: boolean;
  age: number;
  numNonDependants: number;
  getsDisabilityBenefit: boolean;
  isOtherwiseExempt: boolean;
  exemptions: readonly SharedRateExemption[];
}

export function sharedRate(f: SharedRateFacts, amounts: ResolvedRates): SharedRate {
  const underAge = amounts['general.bedrooms.shared-accommodation-age'];
  const adultAge = amounts['universal-credit.standard-allowance.higher-rate-age'];
  if (f.isCouple || f.hasChild || f.age >= underAge) return { isSpecifiedRenter: false, applies: false, why: null };
  // Para 28(4) and para 9: a non-dependant is in the extended benefit unit, so the bedroom count applies.
  if (f.numNonDependants > 0) return { isSpecifiedRenter: false, applies: false, why: { kind: 'other-adult' } };
  // Para 29: the care leaver case only under 25; every other case under 35.
  const reasons: SharedRateReason[] = f.exemptions.filter((e) => e !== 'care-leaver' || f.age < adultAge);
  if (f.getsDisabilityBenefit) reasons.unshift('disability-benefit');
  if (f.isOtherwiseExempt && reasons.length === 0) reasons.push('told-us');
  if (reasons.length > 0) return { isSpecifiedRenter: true, applies: false, why: { kind: 'exempt', reasons } };
  return { isSpecifiedRenter: true, applies: true, why: { kind: 'applies' } };
}

/** The shared accommodation rate for an input as the engine reads it (the form asks its questions from this). */
export function sharedRateFor(input: UniversalCreditInput, rates: RatesTable = ratesFor(input.taxYear)): SharedRate {
  const amounts = resolveRates(rates);
  const { personalDetails: p, housingDetails: h, healthAndCare: hc } = input;
  return sharedRate(
    {
      isCouple: p.relationshipStatus === 'couple',
      hasChild: p.children.length > 0,
      age: clampNumber(p.age, { min: INPUT_LIMITS.universalCredit.ageMin, max: INPUT_LIMITS.universalCredit.ageMax }),
      numNonDependants: otherAdultCount(h),
      getsDisabilityBenefit: hc.claimantGetsDisabilityBenefit === true,
      isOtherwiseExempt: h.sharedRateExemption === true,
      exemptions: sharedRateExemptions(h.sharedRateExemptions, h.fosterCarer),
    },
    amounts,
  );
}

/** The known para 29 cases of a list as given (anything else is left out); a foster carer (para 12(4)-(5)) is the para 29(9A) case. */
export function sharedRateExemptions(value: unknown, isFosterCarer?: unknown): SharedRateExemption[] {
  const list = listOf(value).filter((e): e is SharedRateExemption => SHARED_RATE_EXEMPTIONS.includes(e as SharedRateExemption));
  return isTrue(isFosterCarer) && !list.includes('foster-parent') ? [...list, 'foster-parent'] : list;
}

/** The number of other adults of an input as the engine reads it (each has a room, and none can get the shared rate). */
export function otherAdultCount(housing: UniversalCreditInput['housingDetails']): number {
  return Array.isArray(housing.otherAdults) ? housing.otherAdults.length : wholeNumber(housing.nonDependants);
}
