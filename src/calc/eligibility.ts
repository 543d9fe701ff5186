/**
 * The benefits checker (docs/product.md §2, §3 and §5; docs/rules.md "Eligibility checker").
 *
 * Rules, exactly as docs/product.md §5: age is the first number of the chosen range; "income low" is
 * the £0-100 or £100-200 band; "savings low" is under £6,000 or £6,000-£16,000. Housing Benefit
 * and Council Tax Support use the same income and savings condition as Universal Credit:
 * (unemployed or income low) and savings low.
 */

import { DEFAULT_RATES, resolveRates, type RatesTable, type ResolvedRates } from './rates';
import { formatMoney, toPence } from './money';
import { objectOf } from './types';
import { ADVICELINE, PENSION_CREDIT_LINE, PIP_NEW_CLAIMS } from './helplines';
import { isStatePensionAgeAsked } from './pension-age';

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
}

/** One benefit the checker found, or 'No benefits identified' (docs/product.md §3). */
export interface EligibilityResult {
  name: string;
  eligible: boolean;
  confidence: 'high' | 'medium';
  /** e.g. '£400-800 per month', '25-100% discount', 'Varies'. */
  estimatedAmount: string;
  description: string;
  nextSteps: string[];
  /** The calculator for a closer estimate, when there is one. */
  calculatorLink?: string;
}

/** An answer value with its plain-English label, for selects and radios. */
export interface AnswerOption<T extends string> {
  value: T;
  label: string;
}

/** Answer options from [value, label] pairs, in the order to show them. */
function answerOptions<T extends string>(pairs: ReadonlyArray<readonly [value: T, label: string]>): ReadonlyArray<AnswerOption<T>> {
  return pairs.map(([value, label]) => ({ value, label }));
}

/** Checker age ranges. */
export const AGE_OPTIONS = answerOptions<EligibilityAge>([
  ['16-24', '16 to 24'],
  ['25-39', '25 to 39'],
  ['40-54', '40 to 54'],
  ['55-65', '55 to 65'],
  ['66+', '66 or over'],
]);

/** Home quick check age ranges; `mapQuickCheckAge` turns them into checker ranges. */
export const QUICK_CHECK_AGE_OPTIONS = answerOptions<QuickCheckAge>([
  ['16-24', '16 to 24'],
  ['25-39', '25 to 39'],
  ['40-54', '40 to 54'],
  ['55-64', '55 to 64'],
  ['65+', '65 or over'],
]);

/** Employment status, shared by the checker and the home quick check. */
export const EMPLOYMENT_OPTIONS = answerOptions<EmploymentStatus>([
  ['employed', 'Employed'],
  ['unemployed', 'Unemployed'],
  ['self-employed', 'Self-employed'],
  ['student', 'Student'],
  ['retired', 'Retired'],
  ['unable-to-work', 'Unable to work'],
]);

/** Children, shared by the checker and the home quick check. */
export const CHILDREN_OPTIONS = answerOptions<ChildrenAnswer>([
  ['no', 'No children'],
  ['1', '1 child'],
  ['2', '2 children'],
  ['3+', '3 or more'],
]);

/** Housing, shared by the checker and the home quick check. */
export const HOUSING_OPTIONS = answerOptions<HousingStatus>([
  ['rent-private', 'Renting privately'],
  ['rent-council', 'Renting from the council or a housing association'],
  ['own', 'Own my home'],
  ['living-with-family', 'Living with family'],
  ['other', 'Other'],
]);

/** Household income a week. */
export const WEEKLY_INCOME_OPTIONS = answerOptions<WeeklyIncomeBand>([
  ['0-100', '£0 to £100'],
  ['100-200', '£100 to £200'],
  ['200-400', '£200 to £400'],
  ['400-600', '£400 to £600'],
  ['600+', 'Over £600'],
]);

/** Savings. */
export const SAVINGS_OPTIONS = answerOptions<SavingsBand>([
  ['under-6000', 'Under £6,000'],
  ['6000-16000', '£6,000 to £16,000'],
  ['over-16000', 'Over £16,000'],
]);

/** Yes or no, for disability, pregnancy and caring. */
export const YES_NO_OPTIONS = answerOptions<YesNo>([
  ['yes', 'Yes'],
  ['no', 'No'],
]);

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

/** The checker estimate `general.eligibility.{key}.low` and `.high`, e.g. "£400-800 per month". */
function moneyRange(amounts: ResolvedRates, key: string, per: string): string {
  const [low, high] = estimate(amounts, key);
  return `${formatMoney(toPence(low))}-${formatMoney(toPence(high)).slice(1)} per ${per}`;
}

function estimate(amounts: ResolvedRates, key: string): [low: number, high: number] {
  return [amounts[`general.eligibility.${key}.low`] ?? 0, amounts[`general.eligibility.${key}.high`] ?? 0];
}

function result(name: string, confidence: 'high' | 'medium', estimatedAmount: string, description: string, nextStep: string, calculatorLink?: string): EligibilityResult {
  const found: EligibilityResult = { name, eligible: true, confidence, estimatedAmount, description, nextSteps: [nextStep] };
  if (calculatorLink) found.calculatorLink = calculatorLink;
  return found;
}

/** Renting privately or from the council or a housing association. */
function isRenter(housingStatus: unknown): boolean {
  return housingStatus === 'rent-private' || housingStatus === 'rent-council';
}

/** The first and last age of a range: '16-24' → [16, 24], '66+' → [66, Infinity]; NaN for anything else. */
function ageRange(value: unknown): [from: number, to: number] {
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
function universalCredit(amounts: ResolvedRates, hasChildren: boolean, isRenting: boolean, startsUnderAge: boolean): EligibilityResult {
  const minAge = amounts['general.eligibility.universal-credit.min-age'];
  const help = isRenting
    ? 'Monthly help with living costs and your rent (its housing element) if you are on a low income or out of work.'
    : 'Monthly help with living costs if you are on a low income or out of work.';
  // UC Regs reg 8: at 16 or 17 only in the cases it lists.
  const young = startsUnderAge
    ? ` From ${minAge}; at 16 or 17 only in some cases, for example if you are responsible for a child, are ill or disabled and cannot work, care for a disabled person, or live without support from your parents.`
    : '';
  const found = result(
    'Universal Credit',
    'high',
    moneyRange(amounts, hasChildren ? 'universal-credit.with-children' : 'universal-credit', 'month'),
    help + young,
    'Apply at www.gov.uk/apply-universal-credit',
    '/universal-credit',
  );
  // Working-age renters claim rent through Universal Credit; Housing Benefit is only for supported or temporary accommodation (HB Regs reg 6 and the UC transitional rules).
  if (isRenting)
    found.nextSteps.push('If you live in supported or temporary accommodation, claim Housing Benefit from your council for the rent instead: www.gov.uk/housing-benefit');
  return found;
}

/**
 * The benefits the answers suggest, in the order of docs/rules.md "Eligibility checker", or the single result
 * 'No benefits identified'. Never throws: a missing or unknown answer meets no condition.
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
  const hasChildren = typeof given.hasChildren === 'string' && given.hasChildren !== 'no' && given.hasChildren !== '';
  const isRenting = isRenter(given.housingStatus);
  const isPensionAge = age >= amounts['general.state-pension-age'] && !isNotYetPensionAge;
  const isPensionerRenter = isPensionAge && isRenting;
  const results: EligibilityResult[] = [];

  // docs/rules.md "Eligibility checker": the 16-24 range can get Universal Credit (from 18).
  const minAge = amounts['general.eligibility.universal-credit.min-age'];
  if (ageTo >= minAge && (age <= amounts['general.eligibility.universal-credit.max-age'] || isNotYetPensionAge) && meetsMeansTest) {
    results.push(universalCredit(amounts, hasChildren, isRenting, age < minAge));
  }
  // Working-age renters are sent to Universal Credit's housing element; pensioners who rent claim Housing Benefit (HB(SPC) Regs).
  if (isPensionerRenter) {
    results.push(
      result(
        'Housing Benefit',
        'medium',
        moneyRange(amounts, 'housing-benefit', 'month'),
        'Help with rent from your council over State Pension age. With Pension Credit guarantee credit it is usually all your eligible rent; otherwise it depends on your income and savings.',
        'Claim from your council: www.gov.uk/housing-benefit',
        '/housing-benefit',
      ),
    );
  }
  if (given.hasDisability === 'yes' && age >= amounts['general.eligibility.pip.min-age'] && (age <= amounts['general.eligibility.pip.max-age'] || isNotYetPensionAge)) {
    results.push(
      result(
        'Personal Independence Payment (PIP)',
        'medium',
        moneyRange(amounts, 'pip', 'month'),
        'For extra costs of a long-term condition or disability, whatever your income.',
        `Call the PIP new claims line on ${PIP_NEW_CLAIMS.number}`,
        '/pip',
      ),
    );
  }
  // Over State Pension age a new claim for help with disability is Attendance Allowance, not PIP
  // (Attendance Allowance: Social Security Contributions and Benefits Act 1992 s 64; docs/rules.md PIP 5; issue 41).
  if (given.hasDisability === 'yes' && isPensionAge) results.push(attendanceAllowance(amounts));
  if (hasChildren) {
    results.push(
      result(
        'Child Benefit',
        'high',
        moneyRange(amounts, 'child-benefit', 'week'),
        'Paid for each child under 16, or under 20 in approved education or training.',
        'Claim at www.gov.uk/child-benefit',
      ),
    );
  }
  // Pregnancy with a low income (a qualifying benefit such as Universal Credit): the maternity grant and Healthy Start.
  if (given.isPregnant === 'yes' && meetsMeansTest) results.push(...pregnancyResults());
  if (given.isCarer === 'yes') results.push(carersAllowance(amounts, isPensionAge));
  if (meetsMeansTest || isPensionerRenter) {
    results.push(
      result(
        'Council Tax Support',
        meetsMeansTest ? 'high' : 'medium',
        `${estimate(amounts, 'council-tax-support').join('-')}% discount`,
        isPensionAge
          ? 'Money off your council tax bill over State Pension age: all of it with Pension Credit guarantee credit, otherwise by your income and savings.'
          : 'Money off your council tax bill if you are on a low income.',
        'Apply to your council: www.gov.uk/apply-council-tax-reduction',
        '/council-tax-support',
      ),
    );
  }
  if (isPensionAge || isNotYetPensionAge) {
    // Not yet at State Pension age at 66: it comes by the 67th birthday (Pensions Act 1995 Sch 4 para 1 table 3 and para 1(8)), and a claim can be made months before (reg 4E).
    const soon = isNotYetPensionAge
      ? ` Yours comes by your ${amounts['general.state-pension-age.highest']}th birthday at the latest, and you can claim up to ${amounts['pension-credit.advance-claim-months']} months before it.`
      : '';
    results.push(
      result(
        'Pension Credit',
        'medium',
        'Varies',
        `Tops up a low income over State Pension age, and opens the door to other help.${soon}`,
        `Call the Pension Credit claim line on ${PENSION_CREDIT_LINE.number}`,
        '/pension-credit',
      ),
    );
  }
  if (results.length > 0) return results;
  return [
    {
      name: 'No benefits identified',
      eligible: false,
      confidence: 'medium',
      estimatedAmount: '£0',
      description: 'From your answers we could not find a benefit you are likely to get, but this short check cannot cover everything.',
      nextSteps: [`Citizens Advice can check in more detail: ${ADVICELINE.number}`],
    },
  ];
}

/** Sure Start Maternity Grant and Healthy Start, for someone pregnant who gets a qualifying benefit such as Universal Credit (docs/rules.md "Eligibility checker"). */
function pregnancyResults(): EligibilityResult[] {
  return [
    result(
      'Sure Start Maternity Grant',
      'medium',
      'One payment',
      'A one-off payment towards the costs of a first baby, or of twins or more, if you get a benefit such as Universal Credit. Claim from 11 weeks before the baby is due until 6 months after. In Scotland, the Best Start Grant instead.',
      'Claim at www.gov.uk/sure-start-maternity-grant',
    ),
    result(
      'Healthy Start',
      'medium',
      'Weekly, on a card',
      'Money on a card for milk, fruit, vegetables and vitamins from the 10th week of pregnancy, if you get a benefit such as Universal Credit on a low income. In Scotland, Best Start Foods instead.',
      'Apply at www.healthystart.nhs.uk',
    ),
  ];
}

/** Carer's Allowance at the year's rate, with its earnings limit (the rates table, general.carers-allowance.*). */
function carersAllowance(amounts: ResolvedRates, isPensionAge: boolean): EligibilityResult {
  const weekly = formatMoney(toPence(amounts['general.carers-allowance.weekly']));
  const limit = formatMoney(toPence(amounts['general.carers-allowance.earnings-limit']));
  const pension = isPensionAge
    ? ' With a State Pension you are usually not paid it, but claiming can add a carer addition to Pension Credit and Housing Benefit.'
    : ' It also adds a carer element to Universal Credit.';
  return result(
    "Carer's Allowance",
    'medium',
    `${weekly} per week`,
    `If you care for someone for 35 hours a week or more who gets a disability benefit, earn ${limit} a week or less after deductions and are not in full-time education.${pension} In Scotland, Carer Support Payment instead.`,
    'Claim at www.gov.uk/carers-allowance',
  );
}

/**
 * Attendance Allowance at the year's two weekly rates (the rates table, general.attendance-allowance.*),
 * for someone over State Pension age with a disability; in Scotland, Pension Age Disability Payment
 * at the same rates (the rates table).
 */
function attendanceAllowance(amounts: ResolvedRates): EligibilityResult {
  const lower = formatMoney(toPence(amounts['general.attendance-allowance.lower']));
  const higher = formatMoney(toPence(amounts['general.attendance-allowance.higher']));
  return result(
    'Attendance Allowance',
    'medium',
    `${lower} or ${higher} per week`,
    `For extra costs if you have reached State Pension age and need help with personal care or supervision because of an illness or disability, whatever your income: ${lower} a week, or ${higher} if you need help by day and by night. In Scotland, Pension Age Disability Payment instead, at the same rates.`,
    'Claim at www.gov.uk/attendance-allowance',
  );
}
