/**
 * The benefits checker (docs/product.md §2, §3 and §5; docs/rules.md "Eligibility checker").
 *
 * Rules, exactly as docs/product.md §5: age is the first number of the chosen range; "income low" is
 * the £0-100 or £100-200 band; "savings low" is under £6,000 or £6,000-£16,000. Housing Benefit
 * and Council Tax Support use the same income and savings condition as Universal Credit:
 * (unemployed or income low) and savings low.
 *
 * This module screens, and is on the checker page's first load. The figures of PIP, Child
 * Benefit, Carer's Allowance and Attendance Allowance come from their rates here; those of
 * Universal Credit, Housing Benefit, Council Tax Support and Pension Credit are worked out by their
 * engines in ./eligibility-ranges.ts, which loads with the results (README "Performance"): until
 * then their estimate is "Varies".
 */

import { NI_RATES_HELP } from './rates-help-northern-ireland';
import { DEFAULT_RATES, resolveRates, type RatesTable, type ResolvedRates } from './rates';
import { penceIfPaid, toPence } from './money';
import { money, msg, type Message } from './message';
import { objectOf } from './types';
import { ADVICELINE, PENSION_CREDIT_LINE, PIP_CENTRE_NORTHERN_IRELAND, PIP_NEW_CLAIMS, SOCIAL_SECURITY_SCOTLAND } from './helplines';
import { isStatePensionAgeAsked } from './pension-age';
import { UK_NATIONS, type UkNation } from './nations';

/** Age ranges of the checker (docs/rules.md "Eligibility checker"): none overlaps. */
export type EligibilityAge = '16-24' | '25-39' | '40-54' | '55-65' | '66+';
/** Age ranges of the home page quick check (docs/product.md §2). */
export type QuickCheckAge = '16-24' | '25-39' | '40-54' | '55-64' | '65+';
/** Employment status, as the home quick check. */
export type EmploymentStatus = 'employed' | 'unemployed' | 'self-employed' | 'student' | 'retired' | 'unable-to-work';
/** Children answer. */
export type ChildrenAnswer = 'no' | '1' | '2' | '3+';
/** Housing status, as the home quick check. */
export type HousingStatus = 'rent-private' | 'rent-council' | 'own' | 'living-with-family' | 'other';
/** Weekly income band. */
export type WeeklyIncomeBand = '0-100' | '100-200' | '200-400' | '400-600' | '600+';
/** Savings band. */
export type SavingsBand = 'under-6000' | '6000-16000' | 'over-16000';
/** A yes or no answer. */
export type YesNo = 'yes' | 'no';

/** Eligibility answers (docs/product.md §3); an answer not yet chosen is left out. */
export interface EligibilityAnswers {
  age: EligibilityAge;
  employmentStatus: EmploymentStatus;
  hasChildren: ChildrenAnswer;
  housingStatus: HousingStatus;
  hasDisability: YesNo;
  weeklyIncome: WeeklyIncomeBand;
  savings: SavingsBand;
  isPregnant: YesNo;
  isCarer: YesNo;
  /** Asked with `66+` where the year leaves State Pension age open at 66 (2026/27, src/calc/pension-age.ts); unanswered, the band counts as pension age. */
  reachedStatePensionAge?: boolean;
  /** Where you live (docs/rules.md "Where you live"): Scotland's and Northern Ireland's own benefits. Unanswered (a check saved before): as England. */
  location?: UkNation;
}

/**
 * What each result is, whatever its words: the benefit, or 'none' for the single result when no
 * benefit was found. The results are drawn and tested by it, never by their names.
 */
export type EligibilityResultId =
  | 'universal-credit'
  | 'housing-benefit'
  | 'pip'
  | 'attendance-allowance'
  | 'child-benefit'
  | 'sure-start-maternity-grant'
  | 'healthy-start'
  | 'carers-allowance'
  | 'council-tax-support'
  | 'pension-credit'
  | 'scottish-child-payment'
  | 'best-start-grant'
  | 'best-start-foods'
  | 'rates-help'
  | 'none';

/** One benefit the checker found, or no benefits identified (docs/product.md §3); its words are messages (src/i18n/en/eligibility-engine.ts). */
export interface EligibilityResult {
  id: EligibilityResultId;
  /** The benefit's name, e.g. Personal Independence Payment (PIP). */
  name: Message;
  eligible: boolean;
  confidence: 'high' | 'medium';
  /** e.g. £30.30 to £194.60 a week, or Varies until ./eligibility-ranges.ts has worked it out. */
  estimatedAmount: Message;
  /** What the estimate assumed where the checker does not ask (./eligibility-ranges.ts), as whole sentences; absent when it assumed nothing. */
  estimateBasis?: Message[];
  description: Message;
  nextSteps: Message[];
  /** The calculator for a closer estimate, when there is one: its route (src/lib/calculators.ts). */
  calculatorLink?: string;
}

/** An answer value with its label (a message of src/i18n/en/benefits-checker.ts), for selects and radios. */
export interface AnswerOption<T extends string> {
  value: T;
  label: Message;
}

/** Answer options from values, in the order to show them, each labelled by the message `<prefix>.<value>`. */
function answerOptions<T extends string>(prefix: string, values: readonly T[]): ReadonlyArray<AnswerOption<T>> {
  return values.map((value) => ({ value, label: msg(`${prefix}.${value}`) }));
}

/** Checker age ranges. */
export const AGE_OPTIONS = answerOptions<EligibilityAge>('checkerOption.age', ['16-24', '25-39', '40-54', '55-65', '66+']);

/** Home quick check age ranges; `mapQuickCheckAge` turns them into checker ranges. The ranges both ask share their labels. */
export const QUICK_CHECK_AGE_OPTIONS: ReadonlyArray<AnswerOption<QuickCheckAge>> = [
  ...answerOptions<QuickCheckAge>('checkerOption.age', ['16-24', '25-39', '40-54']),
  ...answerOptions<QuickCheckAge>('checkerOption.quickAge', ['55-64', '65+']),
];

/** Employment status, shared by the checker and the home quick check. */
export const EMPLOYMENT_OPTIONS = answerOptions<EmploymentStatus>('checkerOption.employment', ['employed', 'unemployed', 'self-employed', 'student', 'retired', 'unable-to-work']);

/** Children, shared by the checker and the home quick check. */
export const CHILDREN_OPTIONS = answerOptions<ChildrenAnswer>('checkerOption.children', ['no', '1', '2', '3+']);

/** Housing, shared by the checker and the home quick check. */
export const HOUSING_OPTIONS = answerOptions<HousingStatus>('checkerOption.housing', ['rent-private', 'rent-council', 'own', 'living-with-family', 'other']);

/** Household income a week. */
export const WEEKLY_INCOME_OPTIONS = answerOptions<WeeklyIncomeBand>('checkerOption.income', ['0-100', '100-200', '200-400', '400-600', '600+']);

/** Savings. */
export const SAVINGS_OPTIONS = answerOptions<SavingsBand>('checkerOption.savings', ['under-6000', '6000-16000', 'over-16000']);

/** The four nations, in the order the calculators offer them. */
export const LOCATION_OPTIONS = answerOptions<UkNation>('checkerOption.location', UK_NATIONS);

/** Yes or no, for disability, pregnancy and caring. */
export const YES_NO_OPTIONS = answerOptions<YesNo>('checkerOption', ['yes', 'no']);

/** The home quick check's ranges, and the checker's old overlapping '55-66' (saved or remembered), as checker ranges. */
const QUICK_TO_CHECKER: Readonly<Record<string, EligibilityAge>> = { '55-64': '55-65', '65+': '66+', '55-66': '55-65' };

/**
 * The checker age range for a home quick check value (docs/rules.md "Eligibility checker"): '55-64' → '55-65',
 * '65+' → '66+', the old checker value '55-66' → '55-65', the others unchanged; a checker value
 * passes through; anything else gives undefined, so an unknown query parameter prefills nothing.
 */
export function mapQuickCheckAge(value: string | null | undefined): EligibilityAge | undefined {
  if (typeof value !== 'string') return undefined;
  return QUICK_TO_CHECKER[value] ?? AGE_OPTIONS.find((option) => option.value === value)?.value;
}

const LOW_INCOME: readonly string[] = ['0-100', '100-200'];
const LOW_SAVINGS: readonly string[] = ['under-6000', '6000-16000'];

/** Worked out with the results by the engines (./eligibility-ranges.ts): until then, "Varies". */
const WORKED_OUT_LATER: Message = msg('eligibility.estimate.varies');

/**
 * PIP from its weekly rates (docs/rules.md "Eligibility checker"): the lower of the two components'
 * standard rates alone, to both components at the enhanced rate (WRA 2012 ss 78-79; PIP Regs reg 24).
 */
function pipRange(amounts: ResolvedRates): Message {
  const low = Math.min(amounts['pip.daily-living.standard'], amounts['pip.mobility.standard']);
  const high = amounts['pip.daily-living.enhanced'] + amounts['pip.mobility.enhanced'];
  return msg('eligibility.estimate.perWeekRange', { low: money(toPence(low)), high: money(toPence(high)) });
}

/**
 * Child Benefit for the children answered, from its weekly rates (docs/rules.md "Eligibility
 * checker"): the eldest child's rate and the other rate for each other child (Child Benefit
 * (Rates) Regulations 2006 reg 2); "3 or more" is worked out for 3, with the rate for each child after.
 */
function childBenefitAmount(amounts: ResolvedRates, children: number, isAtLeast: boolean): Message {
  const eldest = toPence(amounts['general.child-benefit.eldest']);
  const other = toPence(amounts['general.child-benefit.other']);
  const amount = money(eldest + other * (children - 1));
  return isAtLeast ? msg('eligibility.estimate.childBenefitOrMore', { amount, count: children, other: money(other) }) : msg('eligibility.estimate.amountPerWeek', { amount });
}

/**
 * The number of children of an answer ('1', '2', '3+': CHILDREN_OPTIONS), with whether it means "or
 * more"; 0 for 'no' or anything else.
 */
export function childrenCount(value: unknown): { count: number; isAtLeast: boolean } {
  const answer = CHILDREN_OPTIONS.find((option) => option.value === value)?.value;
  const match = answer ? /^(\d+)(\+?)$/.exec(answer) : null;
  return match ? { count: Number(match[1]), isAtLeast: match[2] === '+' } : { count: 0, isAtLeast: false };
}

/** A benefit found. */
function result(
  id: EligibilityResultId,
  name: Message,
  confidence: 'high' | 'medium',
  estimatedAmount: Message,
  description: Message,
  nextStep: Message,
  calculatorLink?: string,
): EligibilityResult {
  const found: EligibilityResult = { id, name, eligible: true, confidence, estimatedAmount, description, nextSteps: [nextStep] };
  if (calculatorLink) found.calculatorLink = calculatorLink;
  return found;
}

/** Renting privately or from the council or a housing association. */
export function isRenter(housingStatus: unknown): boolean {
  return housingStatus === 'rent-private' || housingStatus === 'rent-council';
}

/** The first and last age of a range: '16-24' → [16, 24], '66+' → [66, Infinity]; NaN for anything else. */
export function ageRange(value: unknown): [from: number, to: number] {
  const match = typeof value === 'string' ? /^(\d+)(?:-(\d+)|\+)$/.exec(value) : null;
  if (!match) return [NaN, NaN];
  return [Number(match[1]), match[2] === undefined ? Infinity : Number(match[2])];
}

/**
 * Whether the checker asks "Have you reached State Pension age?" of an age range (docs/rules.md
 * "Eligibility checker"): with `66+`, where the year's rates leave State Pension age open at its
 * first age (66 in 2026/27, src/calc/pension-age.ts).
 */
export function isCheckerStatePensionAgeAsked(ageRangeValue: unknown, rates: RatesTable = DEFAULT_RATES): boolean {
  const [from, to] = ageRange(ageRangeValue);
  return to === Infinity && isStatePensionAgeAsked(from, resolveRates(rates));
}

/**
 * Universal Credit (docs/rules.md "Eligibility checker"): for a range that reaches the youngest age, the means
 * condition; a renter's rent is in its housing element; a range that starts below 18 says when 16 and 17 can claim.
 */
function universalCredit(amounts: ResolvedRates, isRenting: boolean, startsUnderAge: boolean): EligibilityResult {
  const minAge = amounts['general.eligibility.universal-credit.min-age'];
  // UC Regs reg 8: at 16 or 17 only in the cases it lists, which a range starting below the youngest age is told.
  const description = startsUnderAge
    ? msg(isRenting ? 'eligibility.universalCredit.descriptionRentingYoung' : 'eligibility.universalCredit.descriptionYoung', { age: minAge })
    : msg(isRenting ? 'eligibility.universalCredit.descriptionRenting' : 'eligibility.universalCredit.description');
  const found = result(
    'universal-credit',
    msg('eligibility.name.universalCredit'),
    'high',
    WORKED_OUT_LATER,
    description,
    msg('eligibility.universalCredit.apply'),
    '/universal-credit',
  );
  // Working-age renters claim rent through Universal Credit; Housing Benefit is only for supported or temporary accommodation (HB Regs reg 6 and the UC transitional rules).
  if (isRenting) found.nextSteps.push(msg('eligibility.universalCredit.supportedHousing'));
  return found;
}

/**
 * The benefits the answers suggest, in the order of docs/rules.md "Eligibility checker", or the single result
 * no benefits identified (id 'none'). Never throws: a missing or unknown answer meets no condition.
 * `rates` holds the age limits and estimate figures (default: the built-in table).
 */
export function checkEligibility(answers?: Partial<EligibilityAnswers> | null, rates: RatesTable = DEFAULT_RATES): EligibilityResult[] {
  const amounts = resolveRates(rates);
  const given = objectOf(answers);
  // "Age is taken from the first number of the range" (docs/product.md §5): '55-65' → 55, '66+' → 66.
  const [age, ageTo] = ageRange(given.age);
  // `66+` with "No" where the year leaves it open (66 in 2026/27): under State Pension age, a working-age claim.
  const isNotYetPensionAge = given.reachedStatePensionAge === false && isCheckerStatePensionAgeAsked(given.age, rates);
  const isLowIncome = LOW_INCOME.includes(given.weeklyIncome as string);
  const isLowSavings = LOW_SAVINGS.includes(given.savings as string);
  const meetsMeansTest = (given.employmentStatus === 'unemployed' || isLowIncome) && isLowSavings;
  const children = childrenCount(given.hasChildren);
  const hasChildren = children.count > 0;
  const isRenting = isRenter(given.housingStatus);
  const isPensionAge = age >= amounts['general.state-pension-age'] && !isNotYetPensionAge;
  const isPensionerRenter = isPensionAge && isRenting;
  const nation = UK_NATIONS.find((n) => n === given.location) ?? 'england';
  const isScotland = nation === 'scotland';
  const results: EligibilityResult[] = [];

  // docs/rules.md "Eligibility checker": the 16-24 range can get Universal Credit (from 18).
  const minAge = amounts['general.eligibility.universal-credit.min-age'];
  if (ageTo >= minAge && (age <= amounts['general.eligibility.universal-credit.max-age'] || isNotYetPensionAge) && meetsMeansTest) {
    results.push(universalCredit(amounts, isRenting, age < minAge));
  }
  // Working-age renters are sent to Universal Credit's housing element; pensioners who rent claim Housing Benefit (HB(SPC) Regs).
  if (isPensionerRenter) {
    results.push(
      result(
        'housing-benefit',
        msg('eligibility.name.housingBenefit'),
        'medium',
        WORKED_OUT_LATER,
        msg('eligibility.housingBenefit.description'),
        msg('eligibility.housingBenefit.claim'),
        '/housing-benefit',
      ),
    );
  }
  if (given.hasDisability === 'yes' && age >= amounts['general.eligibility.pip.min-age'] && (age <= amounts['general.eligibility.pip.max-age'] || isNotYetPensionAge)) {
    results.push(pip(amounts, nation));
  }
  // Over State Pension age a new claim for help with disability is Attendance Allowance, not PIP
  // (Attendance Allowance: Social Security Contributions and Benefits Act 1992 s 64; docs/rules.md PIP 5);
  // in Scotland, Pension Age Disability Payment at the same rates.
  if (given.hasDisability === 'yes' && isPensionAge) results.push(attendanceAllowance(amounts, isScotland));
  if (hasChildren) {
    results.push(
      result(
        'child-benefit',
        msg('eligibility.name.childBenefit'),
        'high',
        childBenefitAmount(amounts, children.count, children.isAtLeast),
        msg('eligibility.childBenefit.description'),
        msg('eligibility.childBenefit.claim'),
      ),
    );
  }
  // Scotland: Scottish Child Payment with a qualifying benefit the checker suggests (Universal Credit or Pension Credit; SSI 2020/351 regs 14, 18).
  const hasQualifyingBenefit = meetsMeansTest || isPensionAge || isNotYetPensionAge;
  if (isScotland && hasChildren && hasQualifyingBenefit) results.push(scottishChildPayment(amounts, children.count, children.isAtLeast));
  // Pregnancy or young children with a low income (a qualifying benefit such as Universal Credit): the maternity grant and Healthy
  // Start; in Scotland, the Best Start Grant and Best Start Foods, for pregnancy and young children (SSI 2018/370; SSI 2019/193).
  if (isScotland) {
    if (meetsMeansTest && (given.isPregnant === 'yes' || hasChildren)) results.push(...bestStartResults(amounts));
  } else if (given.isPregnant === 'yes' && meetsMeansTest) results.push(...pregnancyResults());
  if (given.isCarer === 'yes') results.push(isScotland ? carerSupportPayment(amounts) : carersAllowance(amounts, isPensionAge));
  // Northern Ireland has no council tax: help with domestic rates instead (docs/rules.md "Northern Ireland" 3).
  if (nation === 'northern-ireland' && (meetsMeansTest || isPensionAge)) results.push(ratesHelp(amounts));
  else if (meetsMeansTest || isPensionerRenter) {
    results.push(
      result(
        'council-tax-support',
        msg('eligibility.name.councilTaxSupport'),
        meetsMeansTest ? 'high' : 'medium',
        WORKED_OUT_LATER,
        msg(isPensionAge ? 'eligibility.councilTaxSupport.descriptionPensionAge' : 'eligibility.councilTaxSupport.description'),
        msg('eligibility.councilTaxSupport.apply'),
        '/council-tax-support',
      ),
    );
  }
  if (isPensionAge || isNotYetPensionAge) {
    // Not yet at State Pension age at 66: it comes by the 67th birthday (Pensions Act 1995 Sch 4 para 1 table 3 and para 1(8)), and a claim can be made months before (reg 4E).
    const description = isNotYetPensionAge
      ? msg('eligibility.pensionCredit.descriptionNotYet', { age: amounts['general.state-pension-age.highest'], count: amounts['pension-credit.advance-claim-months'] })
      : msg('eligibility.pensionCredit.description');
    results.push(
      result(
        'pension-credit',
        msg('eligibility.name.pensionCredit'),
        'medium',
        WORKED_OUT_LATER,
        description,
        msg('eligibility.pensionCredit.call', { phone: PENSION_CREDIT_LINE.number }),
        '/pension-credit',
      ),
    );
  }
  if (results.length > 0) return results;
  return [
    {
      id: 'none',
      name: msg('eligibility.name.none'),
      eligible: false,
      confidence: 'medium',
      estimatedAmount: msg('eligibility.estimate.amount', { amount: money(0) }),
      description: msg('eligibility.none.description'),
      nextSteps: [msg('eligibility.none.adviceLine', { phone: ADVICELINE.number })],
    },
  ];
}

/** PIP, or Adult Disability Payment in Scotland (same points and rates, SSI 2022/54), with where to claim in each nation. */
function pip(amounts: ResolvedRates, nation: UkNation): EligibilityResult {
  if (nation === 'scotland')
    return result(
      'pip',
      msg('eligibility.name.adultDisabilityPayment'),
      'medium',
      pipRange(amounts),
      msg('eligibility.adultDisabilityPayment.description'),
      msg('eligibility.scotland.apply', { phone: SOCIAL_SECURITY_SCOTLAND.number, address: 'https://www.mygov.scot/adult-disability-payment' }),
      '/pip',
    );
  const call =
    nation === 'northern-ireland'
      ? msg('eligibility.pip.callNorthernIreland', { phone: PIP_CENTRE_NORTHERN_IRELAND.number })
      : msg('eligibility.pip.call', { phone: PIP_NEW_CLAIMS.number });
  return result('pip', msg('eligibility.name.pip'), 'medium', pipRange(amounts), msg('eligibility.pip.description'), call, '/pip');
}

/** Scottish Child Payment for the children answered, at the year's weekly rate each (SSI 2020/351 reg 20); "3 or more" as 3 and each more. */
function scottishChildPayment(amounts: ResolvedRates, children: number, isAtLeast: boolean): EligibilityResult {
  const each = toPence(amounts['scotland.child-payment']);
  const amount = money(each * children);
  return result(
    'scottish-child-payment',
    msg('eligibility.name.scottishChildPayment'),
    'high',
    isAtLeast
      ? msg('eligibility.estimate.scottishChildPaymentOrMore', { amount, count: children, each: money(each) })
      : msg('eligibility.estimate.scottishChildPayment', { amount, count: children }),
    msg('eligibility.scottishChildPayment.description'),
    msg('eligibility.scotland.apply', { phone: SOCIAL_SECURITY_SCOTLAND.number, address: 'https://www.mygov.scot/scottish-child-payment' }),
  );
}

/** Scotland's Best Start Grant and Best Start Foods (SSI 2018/370 Sch 2; SSI 2019/193 reg 13), with the year's figures where sourced. */
function bestStartResults(amounts: ResolvedRates): EligibilityResult[] {
  const apply = msg('eligibility.scotland.apply', { phone: SOCIAL_SECURITY_SCOTLAND.number, address: 'https://www.mygov.scot/best-start-grant-best-start-foods' });
  const first = penceIfPaid(amounts, 'scotland.best-start-grant.pregnancy-and-baby.first');
  const later = penceIfPaid(amounts, 'scotland.best-start-grant.pregnancy-and-baby.later');
  const early = penceIfPaid(amounts, 'scotland.best-start-grant.early-learning');
  const school = penceIfPaid(amounts, 'scotland.best-start-grant.school-age');
  const grant =
    first !== null && later !== null && early !== null && school !== null
      ? msg('eligibility.estimate.bestStartGrant', { first: money(first), later: money(later), early: money(early), school: money(school) })
      : msg('eligibility.estimate.askSocialSecurityScotland');
  const low = penceIfPaid(amounts, 'scotland.best-start-foods.pregnancy-and-1-to-3');
  const high = penceIfPaid(amounts, 'scotland.best-start-foods.under-1');
  const foods =
    low !== null && high !== null ? msg('eligibility.estimate.perWeekRange', { low: money(low), high: money(high) }) : msg('eligibility.estimate.askSocialSecurityScotland');
  return [
    result('best-start-grant', msg('eligibility.name.bestStartGrant'), 'medium', grant, msg('eligibility.bestStartGrant.description'), apply),
    result('best-start-foods', msg('eligibility.name.bestStartFoods'), 'medium', foods, msg('eligibility.bestStartFoods.description'), apply),
  ];
}

/** Carer Support Payment, Scotland's Carer's Allowance (SSI 2023/302), at its weekly rate, and the Scottish Carer Supplement where paid that year. */
function carerSupportPayment(amounts: ResolvedRates): EligibilityResult {
  const supplement = penceIfPaid(amounts, 'scotland.carer-supplement');
  return result(
    'carers-allowance',
    msg('eligibility.name.carerSupportPayment'),
    'medium',
    msg('eligibility.estimate.amountPerWeek', { amount: money(toPence(amounts['scotland.carer-support-payment'])) }),
    supplement === null ? msg('eligibility.carerSupportPayment.description') : msg('eligibility.carerSupportPayment.descriptionSupplement', { supplement: money(supplement) }),
    msg('eligibility.scotland.apply', { phone: SOCIAL_SECURITY_SCOTLAND.number, address: 'https://www.mygov.scot/carer-support-payment' }),
  );
}

/** Northern Ireland: Rate Rebate, Housing Benefit for rates, the Lone Pensioner Allowance; no figure, as the bill is not asked (docs/rules.md "Northern Ireland" 3). */
function ratesHelp(amounts: ResolvedRates): EligibilityResult {
  return result(
    'rates-help',
    msg('eligibility.name.ratesHelp'),
    'medium',
    msg('eligibility.estimate.ratesHelp'),
    msg('eligibility.ratesHelp.description', {
      percent: amounts['northern-ireland.lone-pensioner-allowance'],
      age: amounts['northern-ireland.lone-pensioner-allowance.age'],
    }),
    msg('eligibility.ratesHelp.apply', { address: NI_RATES_HELP.rateRebate }),
  );
}

/** Sure Start Maternity Grant and Healthy Start, for someone pregnant who gets a qualifying benefit such as Universal Credit (docs/rules.md "Eligibility checker"). */
function pregnancyResults(): EligibilityResult[] {
  return [
    result(
      'sure-start-maternity-grant',
      msg('eligibility.name.sureStartMaternityGrant'),
      'medium',
      msg('eligibility.estimate.onePayment'),
      msg('eligibility.sureStartMaternityGrant.description'),
      msg('eligibility.sureStartMaternityGrant.claim'),
    ),
    result(
      'healthy-start',
      msg('eligibility.name.healthyStart'),
      'medium',
      msg('eligibility.estimate.weeklyOnCard'),
      msg('eligibility.healthyStart.description'),
      msg('eligibility.healthyStart.apply'),
    ),
  ];
}

/** Carer's Allowance at the year's rate, with its earnings limit (the rates table, general.carers-allowance.*). */
function carersAllowance(amounts: ResolvedRates, isPensionAge: boolean): EligibilityResult {
  const weekly = money(toPence(amounts['general.carers-allowance.weekly']));
  const limit = money(toPence(amounts['general.carers-allowance.earnings-limit']));
  // Over State Pension age it is usually not paid beside a State Pension, but adds the carer addition; below it, Universal Credit's carer element.
  return result(
    'carers-allowance',
    msg('eligibility.name.carersAllowance'),
    'medium',
    msg('eligibility.estimate.amountPerWeek', { amount: weekly }),
    msg(isPensionAge ? 'eligibility.carersAllowance.descriptionPensionAge' : 'eligibility.carersAllowance.description', { limit }),
    msg('eligibility.carersAllowance.claim'),
  );
}

/**
 * Attendance Allowance at the year's two weekly rates (the rates table, general.attendance-allowance.*),
 * for someone over State Pension age with a disability; in Scotland, Pension Age Disability Payment
 * at the same rates (the rates table).
 */
function attendanceAllowance(amounts: ResolvedRates, isScotland: boolean): EligibilityResult {
  const rates = { lower: money(toPence(amounts['general.attendance-allowance.lower'])), higher: money(toPence(amounts['general.attendance-allowance.higher'])) };
  if (isScotland)
    return result(
      'attendance-allowance',
      msg('eligibility.name.pensionAgeDisabilityPayment'),
      'medium',
      msg('eligibility.estimate.lowerOrHigherPerWeek', rates),
      msg('eligibility.pensionAgeDisabilityPayment.description', rates),
      msg('eligibility.scotland.apply', { phone: SOCIAL_SECURITY_SCOTLAND.number, address: 'https://www.mygov.scot/pension-age-disability-payment' }),
    );
  return result(
    'attendance-allowance',
    msg('eligibility.name.attendanceAllowance'),
    'medium',
    msg('eligibility.estimate.lowerOrHigherPerWeek', rates),
    msg('eligibility.attendanceAllowance.description', rates),
    msg('eligibility.attendanceAllowance.claim'),
  );
}
