/**
 * The benefits checker's money ranges, worked out by the engines (docs/rules.md "Eligibility
 * checker", "The ranges"): Universal Credit, Housing Benefit, Council Tax Support and Pension Credit
 * for the household the answers describe, at each end of each answer that is a range, and for a
 * single person and a couple, since the checker does not ask about a partner. The lowest and the
 * highest of the engines' figures are the range. What the checker does not ask and an amount
 * depends on (the rent, the council tax bill) is named, never invented: "plus help with your
 * rent", "a share of your council tax bill up to 100%".
 *
 * Pure, with the rates table passed in. It carries the four engines, so it loads with the results
 * (src/islands/benefits-checker/CheckerResults.tsx), not with the page (README "Performance");
 * the screening itself is ./eligibility.ts.
 */

import {
  AGE_OPTIONS,
  SAVINGS_OPTIONS,
  WEEKLY_INCOME_OPTIONS,
  ageRange,
  checkEligibility,
  childrenCount,
  isCheckerStatePensionAgeAsked,
  isRenter,
  type EligibilityAnswers,
  type EligibilityResult,
  type EligibilityResultId,
} from './eligibility';
import { calculateUniversalCreditWith, defaultUniversalCreditInput, type UniversalCreditInput } from './universal-credit';
import { calculateHousingBenefitWith, defaultHousingBenefitInput, type HousingBenefitInput } from './housing-benefit';
import { calculateCouncilTaxSupport, defaultCouncilTaxSupportInput, emptyCouncilTaxIncome, type CouncilTaxCountry, type CouncilTaxSupportInput } from './council-tax-support';
import { calculatePensionCredit, defaultPensionCreditInput, defaultPensionCreditPerson, type PensionCreditInput, type PensionCreditPerson } from './pension-credit';
import { DEFAULT_RATES, IMPLAUSIBLE_MONTHLY, resolveRates, type RatesTable, type ResolvedRates } from './rates';
import { IMPLAUSIBLE_YEARLY } from './inputs';
import { convertPenceThroughYear, periodFactors, toPence, toPounds } from './money';
import { isMessage, money, msg, type Message } from './message';
import { merged, objectOf } from './types';

/** The two ends of a money answer, in pence; the top of an open one ('600+', 'over-16000') is Infinity. */
interface Band {
  low: number;
  high: number;
}

/**
 * The ends of an income or savings answer: '0-100' → £0 and £100; 'under-6000' → £0 and £6,000;
 * 'over-16000' and '600+' ("Over £600") → a penny over, and no top. Null for anything else.
 */
export function moneyBand(value: unknown): Band | null {
  if (typeof value !== 'string') return null;
  const between = /^(\d+)-(\d+)$/.exec(value);
  if (between) return { low: toPence(Number(between[1])), high: toPence(Number(between[2])) };
  const under = /^under-(\d+)$/.exec(value);
  if (under) return { low: 0, high: toPence(Number(under[1])) };
  const over = /^over-(\d+)$|^(\d+)\+$/.exec(value);
  if (over) return { low: toPence(Number(over[1] ?? over[2])) + 1, high: Infinity };
  return null;
}

/** A band's ends the engines can be given: both, or only the lower of an open band. */
function finiteEnds(band: Band): number[] {
  return Number.isFinite(band.high) && band.high !== band.low ? [band.low, band.high] : [band.low];
}

/** One household the answers describe, at one end of each range. Money in pence, a week. */
interface Household {
  age: number;
  isCouple: boolean;
  weeklyIncomePence: number;
  savingsPence: number;
  /** The children all born before 6 April 2017 (the eldest's element is then the higher, UC Regs reg 36(3); SPC Regs Sch IIA para 10), or all after. */
  childrenBornBefore2017: boolean;
  /** At pension age: reached State Pension age before 6 April 2016 (so before 1 April 2021 too), which only the open `66+` range can have. */
  reachedLongAgo: boolean;
}

/** What every household of the answers shares. */
interface Answers {
  rates: RatesTable;
  amounts: ResolvedRates;
  /** The children answered, "3 or more" as 3. */
  numChildren: number;
  /** Employed or self-employed: the income is earnings; otherwise it is counted in full, as pensions and most benefits are. */
  incomeIsEarnings: boolean;
  isRenting: boolean;
  /** `66+` with "No" where the year asks: under State Pension age, a working-age claim. */
  isNotYetPensionAge: boolean;
  /** Income or savings with no top: the least at that end is nothing. */
  hasOpenEnd: boolean;
  /** Every household: the ends of the age, income and savings ranges, single and a couple, the children's ages, and at `66+` when State Pension age was reached. */
  households: Household[];
  /** Pension Credit of each household, worked out once: Housing Benefit and Council Tax Support read its guarantee credit. */
  pensionCredit: Map<Household, { weeklyPence: number; hasGuaranteeCredit: boolean }>;
  /** The nations whose Council Tax Support scheme is worked out: the one answered, else all three. */
  councilTaxNations: readonly CouncilTaxCountry[];
}

/** Every combination of some choices: product([[1, 2], [3]]) → [[1, 3], [2, 3]]. */
function product<T>(choices: readonly (readonly T[])[]): T[][] {
  return choices.reduce<T[][]>((combos, options) => combos.flatMap((combo) => options.map((option) => [...combo, option])), [[]]);
}

/** The answers as households, or null when an answer a range needs is missing or not one of the checker's. */
function readAnswers(answers: Partial<EligibilityAnswers>, rates: RatesTable): Answers | null {
  const amounts = resolveRates(rates);
  const isAnswer = (options: ReadonlyArray<{ value: string }>, value: unknown) => options.some((option) => option.value === value);
  if (!isAnswer(AGE_OPTIONS, answers.age) || !isAnswer(WEEKLY_INCOME_OPTIONS, answers.weeklyIncome) || !isAnswer(SAVINGS_OPTIONS, answers.savings)) return null;
  const [ageFrom, ageTo] = ageRange(answers.age);
  const income = moneyBand(answers.weeklyIncome);
  const savings = moneyBand(answers.savings);
  if (!income || !savings) return null;
  const isNotYetPensionAge = answers.reachedStatePensionAge === false && isCheckerStatePensionAgeAsked(answers.age, rates);
  // No claim is worked out below the youngest age Universal Credit is usually claimed from (UC Regs reg 8); an open range's first age stands for all of it.
  const youngest = Math.max(ageFrom, amounts['general.eligibility.universal-credit.min-age']);
  const ages = Number.isFinite(ageTo) ? [youngest, ageTo] : [youngest];
  const isOpenAge = !Number.isFinite(ageTo) && !isNotYetPensionAge;
  const numChildren = childrenCount(answers.hasChildren).count;
  const households = product<number | boolean>([
    ages,
    [false, true],
    finiteEnds(income),
    finiteEnds(savings),
    numChildren > 0 ? [false, true] : [false],
    isOpenAge ? [false, true] : [false],
  ]).map(([age, isCouple, weeklyIncomePence, savingsPence, childrenBornBefore2017, reachedLongAgo]) => ({
    age: age as number,
    isCouple: isCouple as boolean,
    weeklyIncomePence: weeklyIncomePence as number,
    savingsPence: savingsPence as number,
    childrenBornBefore2017: childrenBornBefore2017 as boolean,
    reachedLongAgo: reachedLongAgo as boolean,
  }));
  return {
    rates,
    amounts,
    numChildren,
    incomeIsEarnings: answers.employmentStatus === 'employed' || answers.employmentStatus === 'self-employed',
    isRenting: isRenter(answers.housingStatus),
    isNotYetPensionAge,
    hasOpenEnd: !Number.isFinite(income.high) || !Number.isFinite(savings.high),
    households: [...new Map(households.map((h) => [JSON.stringify(h), h])).values()],
    pensionCredit: new Map(),
    councilTaxNations: NATIONS.filter((n) => n === answers.location).length > 0 ? [answers.location as CouncilTaxCountry] : NATIONS,
  };
}

/** The children's ages: none yet born for the households whose children came after 6 April 2017, else the age from which a child was certainly born before then. */
function childAges(a: Answers, h: Household): number[] {
  const age = h.childrenBornBefore2017 ? a.amounts['universal-credit.child-element.born-before-2017-age'] : 0;
  return Array.from({ length: a.numChildren }, () => age);
}

/**
 * A rent for the Universal Credit engine to make the award one with housing costs (UC Regs reg 22:
 * the lower work allowance), £1 a month from a council landlord, so that no Local Housing Allowance
 * or spare-bedroom rule touches it; its housing element is taken off again, since the checker does
 * not ask the rent ("plus help with your rent").
 */
const STAND_IN_RENT_MONTHLY = 1;

/**
 * Universal Credit a month for one household, without the housing element (docs/rules.md UC 1-14):
 * the standard allowance and child elements, less the earnings taper above the work allowance, or
 * the income in full, and tariff income from savings.
 */
function universalCreditMonthlyPence(a: Answers, h: Household): number {
  const base = defaultUniversalCreditInput();
  const monthlyIncome = toPounds(convertPenceThroughYear(h.weeklyIncomePence, 'week', periodFactors(a.amounts)));
  const input: UniversalCreditInput = {
    personalDetails: merged(
      base.personalDetails,
      merged(
        {
          age: h.age,
          relationshipStatus: h.isCouple ? 'couple' : 'single',
          ...(h.isCouple ? { partnerAge: h.age } : {}),
        },
        {
          children: childAges(a, h).map((age) => ({ age, hasDisability: false, bornBeforeApril2017: h.childrenBornBefore2017 })),
          ...(a.isNotYetPensionAge ? { reachedStatePensionAge: false, partnerReachedStatePensionAge: false } : {}),
        },
      ),
    ),
    incomeDetails: merged(base.incomeDetails, {
      earnedIncome: a.incomeIsEarnings ? monthlyIncome : 0,
      pension: a.incomeIsEarnings ? 0 : monthlyIncome,
      savings: toPounds(h.savingsPence),
    }),
    housingDetails: a.isRenting
      ? merged(base.housingDetails, { housingType: 'rent', tenancyType: 'social', monthlyRent: STAND_IN_RENT_MONTHLY })
      : merged(base.housingDetails, { housingType: 'own-outright' }),
    healthAndCare: base.healthAndCare,
  };
  const result = calculateUniversalCreditWith(input, a.rates);
  if (!result.eligible) return 0;
  const housing = result.elements.find((e) => isMessage(e.name) && e.name.messageId === 'uc.housingElement');
  return Math.max(0, toPence(result.totalMonthly) - toPence(housing?.amount ?? 0));
}

/** One partner for Pension Credit: at State Pension age, with the household's income on the claimant. */
function pensioner(a: Answers, h: Household, weeklyIncomePence: number): PensionCreditPerson {
  const income = toPounds(weeklyIncomePence);
  return merged(defaultPensionCreditPerson(), {
    age: h.age,
    reachedStatePensionAge: true,
    reachedStatePensionAgeBeforeApril2016: h.reachedLongAgo,
    statePension: a.incomeIsEarnings ? 0 : income,
    earnings: a.incomeIsEarnings ? income : 0,
  });
}

/**
 * Pension Credit a week for one household (docs/rules.md "Pension Credit"), and whether it has
 * guarantee credit, which gives the most Housing Benefit and Council Tax Support. A partner is
 * taken to have reached State Pension age too, and someone who has not yet is worked out as from it.
 */
function pensionCredit(a: Answers, h: Household): { weeklyPence: number; hasGuaranteeCredit: boolean } {
  const known = a.pensionCredit.get(h);
  if (known) return known;
  const input: PensionCreditInput = merged(defaultPensionCreditInput(), {
    claimant: pensioner(a, h, h.weeklyIncomePence),
    partner: h.isCouple ? pensioner(a, h, 0) : null,
    children: childAges(a, h).map((age) => ({ age, bornBeforeApril2017: h.childrenBornBefore2017 })),
    savings: toPounds(h.savingsPence),
  });
  const result = calculatePensionCredit(input, a.rates);
  const found = { weeklyPence: toPence(result.weeklyAmount), hasGuaranteeCredit: result.guaranteeCredit > 0 };
  a.pensionCredit.set(h, found);
  return found;
}

/**
 * A weekly rent for the Housing Benefit engine far above what income could take off it, so that what
 * comes off for income is the engine's taper, never cut short by the rent; the checker does not ask
 * the rent, and the range says "your eligible rent, less …".
 */
const STAND_IN_RENT_WEEKLY = IMPLAUSIBLE_MONTHLY.rent;

/**
 * What comes off the eligible rent a week for income and savings in pension-age Housing Benefit
 * (docs/rules.md HB 3-8: 65% of income above the applicable amount; none with guarantee credit),
 * or null when there is none at all (savings over the upper limit without guarantee credit).
 */
function housingBenefitDeductionPence(a: Answers, h: Household, hasGuaranteeCredit: boolean): number | null {
  const base = defaultHousingBenefitInput();
  const income = toPounds(h.weeklyIncomePence);
  const input: HousingBenefitInput = {
    personalDetails: merged(
      base.personalDetails,
      merged(
        {
          age: h.age,
          relationshipStatus: h.isCouple ? 'couple' : 'single',
          ...(h.isCouple ? { partnerAge: h.age, partnerIsPensionAge: true } : {}),
        },
        {
          household: childAges(a, h).map((age) => ({ age, relationship: 'child', isStudent: false, hasDisability: false, contributesToRent: false })),
          isPensionAge: true,
          reachedPensionAgeBeforeApril2021: h.reachedLongAgo,
        },
      ),
    ),
    propertyDetails: merged(base.propertyDetails, { tenancyType: 'social', actualRent: STAND_IN_RENT_WEEKLY }),
    incomeDetails: merged(base.incomeDetails, {
      earnings: a.incomeIsEarnings ? income : 0,
      pension: a.incomeIsEarnings ? 0 : income,
      savings: toPounds(h.savingsPence),
      getsGuaranteeCredit: hasGuaranteeCredit,
    }),
  };
  const result = calculateHousingBenefitWith(input, a.rates);
  return result.weeklyAmount > 0 ? toPence(result.taperReduction) + toPence(result.nonDependantDeductions) : null;
}

/** A year's council tax above any home's, so that the reduction is never cut short by the bill: the checker does not ask it. */
const STAND_IN_COUNCIL_TAX = IMPLAUSIBLE_YEARLY.councilTax;

const NATIONS: readonly CouncilTaxCountry[] = ['england', 'scotland', 'wales'];

/**
 * Council Tax Support for one household in one nation (docs/rules.md CTS 1-7): the scheme's largest
 * share of the bill and what comes off it a week for income and savings (the taper of income above
 * the applicable amount), or null when there is none at all (savings over the upper limit).
 */
function councilTaxSupport(
  a: Answers,
  h: Household,
  country: CouncilTaxCountry,
  isPensionAge: boolean,
  hasGuaranteeCredit: boolean,
): { percent: number; deductionPence: number } | null {
  const base = defaultCouncilTaxSupportInput();
  const income = toPounds(h.weeklyIncomePence);
  const ages = childAges(a, h);
  const input: CouncilTaxSupportInput = merged(base, {
    location: merged(base.location, { country, annualCouncilTax: STAND_IN_COUNCIL_TAX }),
    household: merged(base.household, {
      claimantAge: h.age,
      hasPartner: h.isCouple,
      partnerAge: h.age,
      dependentChildren: ages.length,
      childrenAges: ages,
      reachedStatePensionAge: isPensionAge,
      reachedPensionAgeBeforeApril2021: h.reachedLongAgo,
    }),
    income: merged(base.income, {
      claimantIncome: merged(emptyCouncilTaxIncome(), { employment: a.incomeIsEarnings ? income : 0, pensions: a.incomeIsEarnings ? 0 : income }),
      getsGuaranteeCredit: hasGuaranteeCredit,
    }),
    savings: { totalSavings: toPounds(h.savingsPence), hasOver16000: false },
  });
  const result = calculateCouncilTaxSupport(input, a.rates);
  if (!result.eligibleForSupport) return null;
  return { percent: result.localSchemeDetails.maxReduction, deductionPence: toPence(result.taperApplied) + toPence(result.nonDependantDeductions) };
}

/** The least and the most of some figures, the least nothing when a range has no top. */
function lowAndHigh(figures: readonly number[], hasOpenEnd: boolean): { low: number; high: number } {
  return { low: hasOpenEnd ? 0 : Math.min(...figures), high: Math.max(...figures) };
}

/** A range of money a month or a week: "£X to £Y", "Up to £Y", or nothing. */
function moneyRange(low: number, high: number, ids: { range: string; upTo: string; none: string }, values: Record<string, number> = {}): Message {
  if (high === 0) return msg(ids.none, values);
  if (low === 0) return msg(ids.upTo, merged(values, { high: money(high) }));
  return msg(ids.range, merged(values, { low: money(low), high: money(high) }));
}

/**
 * A share of something the checker does not ask (the eligible rent, the council tax bill) less what
 * income and savings take off it a week: the least and the most taken off, the most "or more" when
 * a household gets none (an open range, or savings over the upper limit for some).
 */
function shareLess(deductions: readonly (number | null)[], hasOpenEnd: boolean, prefix: string, values: Record<string, number> = {}): Message {
  const some = deductions.filter((d): d is number => d !== null);
  const low = Math.min(...some);
  const isUnbounded = hasOpenEnd || some.length < deductions.length;
  const high = Math.max(...some);
  if (isUnbounded) return low === 0 ? msg(`${prefix}.upToDepending`, values) : msg(`${prefix}.lessOrMore`, merged(values, { low: money(low) }));
  if (high === 0) return msg(`${prefix}.all`, values);
  if (low === 0) return msg(`${prefix}.lessUpTo`, merged(values, { high: money(high) }));
  return msg(`${prefix}.less`, merged(values, { low: money(low), high: money(high) }));
}

/** Whether the answers are a claim at State Pension age (Pension Credit, pension-age Housing Benefit and Council Tax Support). */
function isPensionAgeClaim(a: Answers, answers: Partial<EligibilityAnswers>): boolean {
  const [ageFrom] = ageRange(answers.age);
  return ageFrom >= a.amounts['general.state-pension-age'] && !a.isNotYetPensionAge;
}

/** The sentence that says what every range assumed: both ends, single and a couple, and how the income was counted. */
function basisOf(a: Answers): Message {
  return msg(a.incomeIsEarnings ? 'eligibility.basis.earnings' : 'eligibility.basis.otherIncome');
}

/** With children, the sentence on their dates of birth (Universal Credit and Pension Credit pay more for an eldest child born before 6 April 2017). */
function childrenBasis(a: Answers): Message[] {
  return a.numChildren > 0 ? [msg('eligibility.basis.children')] : [];
}

function universalCreditEstimate(a: Answers): Pick<EligibilityResult, 'estimatedAmount' | 'estimateBasis'> {
  const { low, high } = lowAndHigh(
    a.households.map((h) => universalCreditMonthlyPence(a, h)),
    a.hasOpenEnd,
  );
  const estimatedAmount = a.isRenting
    ? moneyRange(low, high, {
        range: 'eligibility.estimate.universalCreditRenting',
        upTo: 'eligibility.estimate.universalCreditUpToRenting',
        none: 'eligibility.estimate.universalCreditNoneRenting',
      })
    : moneyRange(low, high, { range: 'eligibility.estimate.perMonthRange', upTo: 'eligibility.estimate.perMonthUpTo', none: 'eligibility.estimate.noneAtThisIncome' });
  return {
    estimatedAmount,
    estimateBasis: [basisOf(a), ...childrenBasis(a), msg(a.isRenting ? 'eligibility.basis.universalCreditRenting' : 'eligibility.basis.universalCredit')],
  };
}

function pensionCreditEstimate(a: Answers): Pick<EligibilityResult, 'estimatedAmount' | 'estimateBasis'> {
  const { low, high } = lowAndHigh(
    a.households.map((h) => pensionCredit(a, h).weeklyPence),
    a.hasOpenEnd,
  );
  return {
    estimatedAmount: moneyRange(low, high, { range: 'eligibility.estimate.perWeekRange', upTo: 'eligibility.estimate.perWeekUpTo', none: 'eligibility.estimate.noneAtThisIncome' }),
    estimateBasis: [basisOf(a), ...childrenBasis(a), msg('eligibility.basis.pensionCredit')],
  };
}

function housingBenefitEstimate(a: Answers): Pick<EligibilityResult, 'estimatedAmount' | 'estimateBasis'> {
  const deductions = a.households.map((h) => housingBenefitDeductionPence(a, h, pensionCredit(a, h).hasGuaranteeCredit));
  const limit = money(toPence(a.amounts['housing-benefit.capital.upper-limit']));
  const estimatedAmount = deductions.every((d) => d === null)
    ? msg('eligibility.estimate.noneWithSavings', { limit })
    : shareLess(deductions, a.hasOpenEnd, 'eligibility.estimate.housingBenefit');
  return { estimatedAmount, estimateBasis: [basisOf(a), msg('eligibility.basis.housingBenefit')] };
}

function councilTaxSupportEstimate(a: Answers, isPensionAge: boolean): Pick<EligibilityResult, 'estimatedAmount' | 'estimateBasis'> {
  const shares = a.households.flatMap((h) => {
    const hasGuaranteeCredit = isPensionAge && pensionCredit(a, h).hasGuaranteeCredit;
    return a.councilTaxNations.map((country) => councilTaxSupport(a, h, country, isPensionAge, hasGuaranteeCredit));
  });
  const limit = money(toPence(a.amounts['housing-benefit.capital.upper-limit']));
  const found = shares.filter((s) => s !== null);
  // One nation's scheme when where you live was answered, else all three (a check saved before the question).
  const scheme = isPensionAge ? 'eligibility.basis.councilTaxSupportPensionAge' : 'eligibility.basis.councilTaxSupport';
  const [only] = a.councilTaxNations;
  const basis = [basisOf(a), msg(a.councilTaxNations.length === 1 && only ? `${scheme}.${only}` : scheme)];
  if (found.length === 0) return { estimatedAmount: msg('eligibility.estimate.noneWithSavings', { limit }), estimateBasis: basis };
  const percents = found.map((s) => s.percent);
  const percent = Math.max(...percents);
  const deductions = shares.map((s) => (s === null ? null : s.deductionPence));
  const isOneShare = percents.every((p) => p === percent);
  const estimatedAmount = shareLess(deductions, a.hasOpenEnd, isOneShare ? 'eligibility.estimate.councilTax' : 'eligibility.estimate.councilTaxUpTo', { percent });
  return { estimatedAmount, estimateBasis: basis };
}

/** The range of one result, for answers already read; null for a result whose figure is not the engines'. */
function estimateFor(a: Answers, id: EligibilityResultId, isPensionAge: boolean): Pick<EligibilityResult, 'estimatedAmount' | 'estimateBasis'> | null {
  switch (id) {
    case 'universal-credit':
      return universalCreditEstimate(a);
    case 'housing-benefit':
      return housingBenefitEstimate(a);
    case 'council-tax-support':
      return councilTaxSupportEstimate(a, isPensionAge);
    case 'pension-credit':
      return pensionCreditEstimate(a);
    default:
      return null;
  }
}

/**
 * The range of Universal Credit, Housing Benefit, Council Tax Support or Pension Credit for
 * `answers`, whether or not the checker shows that benefit for them; null for another benefit, or
 * when an answer a range needs is missing.
 */
export function engineEstimate(
  id: EligibilityResultId,
  answers?: Partial<EligibilityAnswers> | null,
  rates: RatesTable = DEFAULT_RATES,
): Pick<EligibilityResult, 'estimatedAmount' | 'estimateBasis'> | null {
  const given = objectOf(answers) as Partial<EligibilityAnswers>;
  const a = readAnswers(given, rates);
  return a && estimateFor(a, id, isPensionAgeClaim(a, given));
}

/**
 * The checker's results with the ranges of Universal Credit, Housing Benefit, Council Tax Support
 * and Pension Credit worked out by their engines for `answers` (docs/rules.md "Eligibility
 * checker", "The ranges"). Other results, and every result when an answer a range needs is
 * missing, are returned as they are.
 */
export function withEngineRanges(results: readonly EligibilityResult[], answers?: Partial<EligibilityAnswers> | null, rates: RatesTable = DEFAULT_RATES): EligibilityResult[] {
  const given = objectOf(answers) as Partial<EligibilityAnswers>;
  const a = readAnswers(given, rates);
  if (!a) return [...results];
  const isPensionAge = isPensionAgeClaim(a, given);
  return results.map((result) => {
    const estimate = estimateFor(a, result.id, isPensionAge);
    return estimate ? { ...result, ...estimate } : result;
  });
}

/** The checker's results, screened by ./eligibility.ts, with the engines' ranges: what the results page shows. */
export function checkEligibilityWithRanges(answers?: Partial<EligibilityAnswers> | null, rates: RatesTable = DEFAULT_RATES): EligibilityResult[] {
  return withEngineRanges(checkEligibility(answers, rates), answers, rates);
}
