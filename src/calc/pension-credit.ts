/**
 * Pension Credit, weekly (docs/rules.md "Pension Credit"; the State Pension Credit Act 2002 and
 * the State Pension Credit Regulations 2002, SI 2002/1792). Monthly = weekly × 52 ÷ 12.
 *
 * Who can claim (SPCA ss 1 and 4(1A)); the appropriate minimum guarantee (reg 6 and Schedule I,
 * Schedule IIA, housing costs of Schedule II); income with its disregards and tariff income
 * (regs 15 and 17, Schedules IV to VI); guarantee credit (SPCA s 2); savings credit (SPCA s 3,
 * regs 7 and 7A) with both of its amounts. Each rule is a named function returning its lines of
 * working; the result carries everything the results panel shows.
 */

import { INPUT_DEFAULTS, INPUT_LIMITS, isTaxYear, ratesFor, resolveRates, tableYear } from './rates';
import type { CoreRateId, RatesTable, ResolvedRates, TaxYear } from './rates';
import { convertPenceThroughYear, penceIfPaid, periodFactors, moneyToPence, percentOfPence, toPence, toPounds } from './money';
import { listOfValues, moneyWithPence, msg, type Message } from './message';
import { clampNumber } from './number';
import { tariffIncome as tariffIncomeFrom } from './tariff-income';
import { nonDependantBand } from './non-dependants';
import { merged, isTrue, line, listOf, objectOf, orDefault, sumPence, type CalculationLine, type DeepPartial } from './types';
import { ADVICE_LINES, ADVICELINE, PENSION_CREDIT_LINE, SOCIAL_SECURITY_SCOTLAND, UNIVERSAL_CREDIT_HELPLINE } from './helplines';
import { paymentsBeside, UK_NATIONS, type BesidePayment, type UkNation } from './beside-award';
import {
  defaultReachedBeforeApril2016,
  defaultReachedStatePensionAge,
  hasReachedStatePensionAge,
  isStatePensionAgeUnanswered,
  reachedStatePensionAgeBeforeApril2016,
  statePensionAgeCheckDate,
} from './state-pension-age';

// The answers of a new calculation are apart from the engine (pension-credit-questions.ts).
export { defaultPensionCreditInput, defaultPensionCreditPerson } from './pension-credit-questions';

/** One partner's answers (docs/rules.md "Pension Credit" 1-3). Money is £ a week. */
export interface PensionCreditPerson {
  /** 16-120; not a number becomes the default (66). */
  age: number;
  /** 'YYYY-MM-DD', when given: State Pension age (and the 2016 question) are read from it by the Pensions Act table. */
  dateOfBirth?: string;
  /** Default: from the date of birth, else age ≥ 67 (State Pension age is rising from 66 to 67, so the form asks at 66). */
  reachedStatePensionAge?: boolean;
  /** Reached State Pension age before 6 April 2016 (savings credit, SPCA s 3(1)). Default: from the date of birth, else age ≥ the tax year's first calendar year − 1950. */
  reachedStatePensionAgeBeforeApril2016?: boolean;
  /** State Pension (basic and additional, or new), a week. */
  statePension: number;
  /** Private, workplace and personal pensions, a week. */
  otherPensions: number;
  /** Earnings from work after tax, National Insurance and half of pension contributions, a week. */
  earnings: number;
  /**
   * Some of the earnings are from work as a part-time firefighter, part-time lifeboat crew, an
   * auxiliary coastguard or a member of the reserve forces: £20 of earnings is ignored (Sch VI
   * para 2, with para 2A for other earnings beside it). Read only with earnings. Default false.
   */
  specialOccupationEarnings?: boolean;
  /**
   * A war disablement pension, war widow's or widower's pension, or Armed Forces Compensation Scheme
   * guaranteed income payment, a week, without its constant attendance, exceptionally severe
   * disablement or mobility parts (ignored in full, Sch IV paras 2-3). The first £10 is ignored
   * (Sch IV para 1). Default 0.
   */
  warPension?: number;
  /** Other benefits counted in full, e.g. contributory ESA or JSA, a week. Not Carer's Allowance (below). */
  countedBenefits: number;
  /** Gets Carer's Allowance (Carer Support Payment in Scotland): the carer addition, and the allowance counts as income at the year's rate. */
  getsCarersAllowance?: boolean;
  /** Entitled to Carer's Allowance but not paid it because the State Pension is higher: the carer addition, no allowance counted. */
  carersAllowanceUnderlyingOnly?: boolean;
  /** Gets Attendance Allowance, DLA care at the middle or highest rate, PIP or ADP daily living, or Pension Age Disability Payment. */
  getsDisabilityBenefit?: boolean;
  /** Registered blind (severely sight impaired). */
  isRegisteredBlind?: boolean;
  /** Someone is paid Carer's Allowance (or Carer Support Payment) for looking after this person. */
  someoneGetsCarersAllowanceForCaringForThem?: boolean;
}

/** A child or qualifying young person the claimant is responsible for. */
export interface PensionCreditChild {
  /** 0-19. */
  age: number;
  /** Born before 6 April 2017: the eldest such child takes the higher child amount (Sch IIA para 10). */
  bornBeforeApril2017?: boolean;
  /** DLA or PIP (or the Scottish equivalents): lower for any rate, higher for DLA highest care or PIP enhanced daily living, or registered blind. */
  disabilityRate?: 'none' | 'lower' | 'higher';
}

/** Pension Credit input. Money is £ a week. */
export interface PensionCreditInput {
  /** The tax year whose rules and rates apply; default: the year in force. */
  taxYear?: TaxYear;
  claimant: PensionCreditPerson;
  /** The partner (married, civil partner or living together), or null for a single claimant. */
  partner: PensionCreditPerson | null;
  /** Adults aged 18 or over who live with you and are not your partner (the severe disability addition's test). */
  otherAdults: number;
  children: PensionCreditChild[];
  /** Savings and capital other than the home, £. */
  savings: number;
  /** Ground rent and service charges of owners and long leaseholders, a week (never rent, never mortgage interest). */
  housingCostsWeekly: number;
  /**
   * For housing costs only (Sch II para 14): each other adult's gross weekly income when they work
   * 16 hours or more a week, else 0 (not in remunerative work: the lowest deduction). One entry per
   * other adult, in order; a missing entry counts as not in work.
   */
  otherAdultsWorkIncome?: number[];
  /**
   * A mixed-age couple's exceptions to SPCA s 4(1A): entitled to Pension Credit (or to pension-age
   * Housing Benefit) since before 15 May 2019 without a break.
   */
  entitledBeforeMay2019?: boolean;
  /**
   * A couple of whom one reached State Pension age before 6 April 2016 and the other from then:
   * one of them has had savings credit since before 6 April 2016 without a break (reg 7A, the only
   * way such a couple gets savings credit). Default false.
   */
  savingsCreditSinceBeforeApril2016?: boolean;
  /**
   * Where you live (default England): Scotland's payments beside the award and its winter payments
   * among what the award opens (docs/rules.md "Scotland" 4); Northern Ireland's offices and rates
   * (docs/rules.md "Northern Ireland").
   */
  location?: UkNation;
  /** 'YYYY-MM-DD': the day State Pension age is checked on from a date of birth. Default: today within the tax year in force, else the year's first day. */
  checkDate?: string;
}

/** Why there is no award, or null when there is one. */
export type PensionCreditReason =
  /** Single, under State Pension age. */
  | 'under-state-pension-age'
  /** A couple where neither has reached State Pension age. */
  | 'couple-under-state-pension-age'
  /** A mixed-age couple without either exception: they claim Universal Credit. */
  | 'mixed-age-couple'
  /** Income at or above what the guarantee and the savings credit allow. */
  | 'income-too-high'
  | null;

/** What Pension Credit opens (docs/rules.md "Pension Credit" 5), each with its figure for the year where it has one. */
export const PENSION_CREDIT_PASSPORT_IDS = [
  'housing-benefit',
  'council-tax-support',
  /** Northern Ireland: Housing Benefit for rates, in place of Council Tax Reduction. */
  'rates',
  'tv-licence',
  'cold-weather-payment',
  /** Scotland, in place of the Cold Weather Payment. */
  'winter-heating-payment',
  'warm-home-discount',
  'winter-fuel-payment',
  /** Scotland, in place of the Winter Fuel Payment. */
  'pension-age-winter-heating-payment',
  'nhs-help',
] as const;

/** One thing a Pension Credit award opens. */
export interface PensionCreditPassport {
  id: (typeof PENSION_CREDIT_PASSPORT_IDS)[number];
  /** Its name, e.g. Free TV licence. */
  name: Message;
  /** One plain-English sentence: what it gives and who qualifies, with its figure. */
  text: Message;
  /** The rate of its figure, or null. */
  rateId: string | null;
  /** Its figure for the year (in the rate's own unit), or null. */
  amount: number | null;
}

/** The working of a result. Every line is weekly and positive; the panel gives the sign. */
export interface PensionCreditBreakdown {
  /** Plus lines: the standard minimum guarantee, then each addition (severe disability, carer, children, disabled children, housing costs). */
  minimumGuarantee: CalculationLine[];
  /** Plus lines: each income (State Pension, other pensions, earnings, benefits, Carer's Allowance, tariff income); minus lines: disregards. */
  income: CalculationLine[];
  /** The total line: appropriate minimum guarantee − income, at least 0. */
  guaranteeCredit: CalculationLine;
  /** Qualifying income, the threshold, amount A, amount B and the savings credit, or one line saying why there is none. */
  savingsCredit: CalculationLine[];
}

/** Pension Credit result. Money is weekly unless named monthly. */
export interface PensionCreditResult {
  taxYear: TaxYear;
  /** Guarantee credit + savings credit above 0, and the household can claim. */
  eligible: boolean;
  reason: PensionCreditReason;
  appropriateMinimumGuarantee: number;
  /** Weekly income counted for guarantee credit. */
  income: number;
  guaranteeCredit: number;
  savingsCredit: number;
  weeklyAmount: number;
  /** weeklyAmount × 52 ÷ 12. */
  monthlyAmount: number;
  /** How far income is above the appropriate minimum guarantee (0 when below): "your income is £X a week above the guarantee". */
  incomeAboveGuarantee: number;
  /** When there is no award: the answers that could change it (a disability benefit, a carer, a child), as sentences. */
  whatCouldChange: Message[];
  breakdown: PensionCreditBreakdown;
  /** What the award opens: with guarantee credit, maximum Housing Benefit and Council Tax Reduction, and so on. Empty when there is no award. */
  passports: PensionCreditPassport[];
  /** How to claim and what else to do, links and phone numbers written out. */
  nextSteps: Message[];
  /** Warnings with their figures, e.g. the savings credit closed to people who reached State Pension age from April 2016 (`PC_SAVINGS_CREDIT_CLOSED`). */
  warnings: Message[];
  /** What Scotland pays beside the award (./beside-award.ts): none elsewhere, or in a result saved before. */
  besideAward?: BesidePayment[];
}

/** The id of the warning that savings credit would have paid but its dates rule it out: its `reason` value says why (the results say it as information). */
export const PC_SAVINGS_CREDIT_CLOSED = 'pc.warning.savingsCreditClosed';

const LIMITS = INPUT_LIMITS.pensionCredit;
const DEFAULTS = INPUT_DEFAULTS.pensionCredit;
/** The GOV.UK pages the next steps give. */
const HOW_TO_CLAIM = 'https://www.gov.uk/pension-credit/how-to-claim';
const STATE_PENSION_AGE_CHECK = 'https://www.gov.uk/state-pension-age';
const UNIVERSAL_CREDIT = 'https://www.gov.uk/universal-credit';
/**
 * Northern Ireland: Pension Credit is claimed from the Northern Ireland Pension Centre of the
 * Department for Communities, online, by a free phone line or by post (nidirect, "Applying for
 * Pension Credit", which gives the number); Universal Credit as nidirect says.
 */
const HOW_TO_CLAIM_NORTHERN_IRELAND = 'https://www.nidirect.gov.uk/articles/applying-pension-credit';
const UNIVERSAL_CREDIT_NORTHERN_IRELAND = 'https://www.nidirect.gov.uk/articles/how-you-make-claim-universal-credit';
/** Social Security Scotland's page on the Winter Heating Payment (mygov.scot). */
const WINTER_HEATING_PAYMENT = 'https://www.mygov.scot/winter-heating-payment';

/** One partner's facts, read once; money in pence a week. */
interface Person {
  age: number;
  hasReachedStatePensionAge: boolean;
  reachedBeforeApril2016: boolean;
  statePensionPence: number;
  otherPensionsPence: number;
  earningsPence: number;
  /** Sch VI para 2: some earnings from a part-time firefighter's, lifeboat crew's, auxiliary coastguard's or reserve forces' work. */
  hasSpecialOccupation: boolean;
  warPensionPence: number;
  countedBenefitsPence: number;
  /** Gets the carer addition: Carer's Allowance paid, or entitled but not paid (the underlying entitlement). */
  isCarer: boolean;
  /** Carer's Allowance is paid, so it counts as income. */
  isPaidCarersAllowance: boolean;
  getsDisabilityBenefit: boolean;
  isBlind: boolean;
  hasPaidCarer: boolean;
  /** A date of birth was given but does not settle one of the State Pension age questions (it depends on sex). */
  isDateOfBirthUnsettled: boolean;
  /** No date of birth that settles it, the age leaves State Pension age open, and the question was not answered (worked out as not reached). */
  isStatePensionAgeUnanswered: boolean;
}

/** The household's facts, read once. */
interface Household {
  isCouple: boolean;
  claimant: Person;
  partner: Person | null;
  otherAdults: number;
  children: { age: number; bornBeforeApril2017: boolean; disabilityRate: 'none' | 'lower' | 'higher' }[];
  savingsPence: number;
  housingCostsPence: number;
  /** Each other adult's gross weekly income from remunerative work in pence, 0 when not in work (Sch II para 14). */
  otherAdultsWorkIncomePence: number[];
  entitledBeforeMay2019: boolean;
  savingsCreditSinceBeforeApril2016: boolean;
}

/** The people of the household: the claimant, then the partner. */
function peopleOf(h: Household): Person[] {
  return h.partner ? [h.claimant, h.partner] : [h.claimant];
}

/** A date-of-birth answer when it settles the question, else the answer given, else the default. */
function settled(fromDateOfBirth: boolean | 'unknown' | null, given: unknown, byDefault: () => boolean): boolean {
  if (typeof fromDateOfBirth === 'boolean') return fromDateOfBirth;
  return typeof given === 'boolean' ? given : byDefault();
}

function readPerson(value: unknown, year: TaxYear, checkDate: () => string, amounts: ResolvedRates): Person {
  const p = objectOf(value);
  const age = clampNumber(orDefault(p.age, DEFAULTS.age), { min: LIMITS.ageMin, max: LIMITS.ageMax, fallback: DEFAULTS.age });
  // The day to check on is worked out only when there is a date of birth to check.
  const spaFromBirth = typeof p.dateOfBirth === 'string' && p.dateOfBirth !== '' ? hasReachedStatePensionAge(p.dateOfBirth, checkDate()) : null;
  const reached = settled(spaFromBirth, p.reachedStatePensionAge, () => defaultReachedStatePensionAge(age, amounts));
  const before2016FromBirth = reachedStatePensionAgeBeforeApril2016(p.dateOfBirth);
  const reachedBefore2016 = reached && settled(before2016FromBirth, p.reachedStatePensionAgeBeforeApril2016, () => defaultReachedBeforeApril2016(age, year, amounts));
  const isUnderlyingOnly = isTrue(p.carersAllowanceUnderlyingOnly);
  return {
    age,
    hasReachedStatePensionAge: reached,
    reachedBeforeApril2016: reachedBefore2016,
    statePensionPence: moneyToPence(p.statePension),
    otherPensionsPence: moneyToPence(p.otherPensions),
    earningsPence: moneyToPence(p.earnings),
    hasSpecialOccupation: isTrue(p.specialOccupationEarnings),
    warPensionPence: moneyToPence(p.warPension),
    countedBenefitsPence: moneyToPence(p.countedBenefits),
    isCarer: isUnderlyingOnly || isTrue(p.getsCarersAllowance),
    isPaidCarersAllowance: !isUnderlyingOnly && isTrue(p.getsCarersAllowance),
    getsDisabilityBenefit: isTrue(p.getsDisabilityBenefit),
    isBlind: isTrue(p.isRegisteredBlind),
    hasPaidCarer: isTrue(p.someoneGetsCarersAllowanceForCaringForThem),
    isDateOfBirthUnsettled: spaFromBirth === 'unknown' || (reached && before2016FromBirth === 'unknown'),
    isStatePensionAgeUnanswered: typeof spaFromBirth !== 'boolean' && isStatePensionAgeUnanswered(age, p.reachedStatePensionAge, amounts),
  };
}

/**
 * Whether one person of the Pension Credit answers has reached State Pension age, as this engine
 * reads it (docs/rules.md Pension Credit 1: from the date of birth, else the answer, else age ≥ 67):
 * what a hand-off to Council Tax Support carries.
 */
export function hasPersonReachedStatePensionAge(person: unknown, taxYear: TaxYear, rates: RatesTable = ratesFor(taxYear)): boolean {
  return readPerson(person, taxYear, () => statePensionAgeCheckDate(taxYear), resolveRates(rates)).hasReachedStatePensionAge;
}

function readHousehold(root: Record<string, unknown>, year: TaxYear, amounts: ResolvedRates): Household {
  let checkDay: string | undefined;
  const checkDate = () => (checkDay ??= typeof root.checkDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(root.checkDate) ? root.checkDate : statePensionAgeCheckDate(year));
  const partnerValue = root.partner;
  const partner = partnerValue !== null && typeof partnerValue === 'object' && !Array.isArray(partnerValue) ? readPerson(partnerValue, year, checkDate, amounts) : null;
  const children: Household['children'] = [];
  for (const value of listOf(root.children).slice(0, LIMITS.childrenMax)) {
    const child = objectOf(value);
    const rate = child.disabilityRate === 'lower' || child.disabilityRate === 'higher' ? child.disabilityRate : 'none';
    children.push({
      age: Math.floor(clampNumber(child.age, { min: LIMITS.childAgeMin, max: LIMITS.childAgeMax })),
      bornBeforeApril2017: isTrue(child.bornBeforeApril2017),
      disabilityRate: rate,
    });
  }
  return {
    isCouple: partner !== null,
    claimant: readPerson(root.claimant, year, checkDate, amounts),
    partner,
    otherAdults: Math.floor(clampNumber(root.otherAdults, { min: 0, max: LIMITS.otherAdultsMax })),
    children,
    savingsPence: moneyToPence(root.savings),
    housingCostsPence: moneyToPence(root.housingCostsWeekly),
    otherAdultsWorkIncomePence: listOf(root.otherAdultsWorkIncome).slice(0, LIMITS.otherAdultsMax).map(moneyToPence),
    entitledBeforeMay2019: isTrue(root.entitledBeforeMay2019),
    savingsCreditSinceBeforeApril2016: isTrue(root.savingsCreditSinceBeforeApril2016),
  };
}

/** An amount in pence, written with its pence ('£238.00'), as the working adds amounts up. */
const money = moneyWithPence;

/** 'a' or 'b' of a rate, read as pence. */
function pence(amounts: ResolvedRates, id: CoreRateId): number {
  return toPence(amounts[id]);
}

/** docs/rules.md Pension Credit 1 (SPCA ss 1(2)(b) and 4(1A)): who can claim, or why not. */
function whoCanClaim(h: Household): Exclude<PensionCreditReason, 'income-too-high'> {
  const { claimant, partner } = h;
  if (!partner) return claimant.hasReachedStatePensionAge ? null : 'under-state-pension-age';
  if (claimant.hasReachedStatePensionAge && partner.hasReachedStatePensionAge) return null;
  if (!claimant.hasReachedStatePensionAge && !partner.hasReachedStatePensionAge) return 'couple-under-state-pension-age';
  return h.entitledBeforeMay2019 ? null : 'mixed-age-couple';
}

/** docs/rules.md Pension Credit 2 (reg 6(1)): the standard minimum guarantee. */
function standardMinimumGuaranteeId(h: Household): CoreRateId {
  return h.isCouple ? 'general.pension-credit.guarantee.couple' : 'general.pension-credit.guarantee.single';
}

function standardMinimumGuarantee(h: Household, amounts: ResolvedRates): CalculationLine {
  const id = standardMinimumGuaranteeId(h);
  const amount = pence(amounts, id);
  return line(msg('pc.line.standardMinimumGuarantee'), amount, true, id, msg(h.isCouple ? 'pc.standard.couple' : 'pc.standard.single', { amount: money(amount) }));
}

/** Whether the severe disability addition is added, at which rate, and why (or why not): the id of the line's working. */
interface SevereDisabilityOutcome {
  id: CoreRateId;
  isAdded: boolean;
  why: string;
}

/**
 * docs/rules.md Pension Credit 2 (reg 6(5), Sch I para 1): the severe disability addition. Single:
 * a qualifying disability benefit, no other adult at home, no one paid Carer's Allowance for them.
 * Couple: both get one (or one does and the other is registered blind), no other adult at home;
 * the double amount when both get one and no one is paid to care for either, the single amount
 * when someone is paid to care for one of them (or for the one who gets it, when the other is blind).
 */
function severeDisabilityOutcome(h: Household): SevereDisabilityOutcome {
  const singleId: CoreRateId = 'pension-credit.severe-disability.single';
  const doubleId: CoreRateId = 'pension-credit.severe-disability.double';
  const none = (id: CoreRateId, why: string): SevereDisabilityOutcome => ({ id, isAdded: false, why });
  const add = (id: CoreRateId, why: string): SevereDisabilityOutcome => ({ id, isAdded: true, why });
  const otherAdults = 'pc.severe.otherAdults';
  const { claimant, partner } = h;
  if (!partner) {
    if (!claimant.getsDisabilityBenefit) return none(singleId, 'pc.severe.noBenefit');
    if (h.otherAdults > 0) return none(singleId, otherAdults);
    if (claimant.hasPaidCarer) return none(singleId, 'pc.severe.caredFor');
    return add(singleId, 'pc.severe.single');
  }
  if (claimant.getsDisabilityBenefit && partner.getsDisabilityBenefit) {
    if (h.otherAdults > 0) return none(doubleId, otherAdults);
    const numPaidCarers = (claimant.hasPaidCarer ? 1 : 0) + (partner.hasPaidCarer ? 1 : 0);
    if (numPaidCarers === 0) return add(doubleId, 'pc.severe.both');
    if (numPaidCarers === 1) return add(singleId, 'pc.severe.bothOneCared');
    return none(doubleId, 'pc.severe.eachCaredFor');
  }
  const getter = claimant.getsDisabilityBenefit ? claimant : partner.getsDisabilityBenefit ? partner : null;
  const other = getter === claimant ? partner : claimant;
  if (!getter) return none(doubleId, 'pc.severe.neitherBenefit');
  if (!other.isBlind) return none(singleId, 'pc.severe.bothOrBlind');
  if (h.otherAdults > 0) return none(singleId, otherAdults);
  if (getter.hasPaidCarer) return none(singleId, 'pc.severe.getterCaredFor');
  return add(singleId, 'pc.severe.oneBlind');
}

function severeDisabilityAddition(h: Household, amounts: ResolvedRates): CalculationLine {
  const { id, isAdded, why } = severeDisabilityOutcome(h);
  const amount = pence(amounts, id);
  // Added: the amount a week; not added because of the other adults: how many.
  const working = isAdded ? msg(why, { amount: money(amount) }) : why === 'pc.severe.otherAdults' ? msg(why, { count: h.otherAdults }) : msg(why);
  return line(msg('pc.line.severeDisability'), amount, isAdded, id, working);
}

/** How many of the household get the carer addition. */
function numCarersOf(h: Household): number {
  return (h.claimant.isCarer ? 1 : 0) + (h.partner?.isCarer ? 1 : 0);
}

/** docs/rules.md Pension Credit 2 (reg 6(8), Sch I para 4): the carer addition for each partner entitled to Carer's Allowance. */
function carerAddition(h: Household, amounts: ResolvedRates): CalculationLine {
  const id: CoreRateId = 'pension-credit.carer';
  const each = pence(amounts, id);
  const numCarers = numCarersOf(h);
  const working =
    numCarers === 0
      ? msg('pc.carer.none')
      : msg(numCarers === 1 ? (h.isCouple ? 'pc.carer.oneOfYou' : 'pc.carer.you') : 'pc.carer.both', { number: numCarers, amount: money(each) });
  return line(msg('pc.line.carer'), numCarers * each, numCarers > 0, id, working);
}

/** The children the additions count: one eldest born before 6 April 2017 or none, the others, the disabled ones by rate. */
interface ChildCounts {
  hasEldestBefore2017: boolean;
  numOthers: number;
  numLower: number;
  numHigher: number;
}

function childCountsOf(h: Household): ChildCounts {
  let hasEldestBefore2017 = false;
  let numLower = 0;
  let numHigher = 0;
  for (const c of h.children) {
    if (c.bornBeforeApril2017) hasEldestBefore2017 = true;
    if (c.disabilityRate === 'lower') numLower += 1;
    else if (c.disabilityRate === 'higher') numHigher += 1;
  }
  return { hasEldestBefore2017, numOthers: h.children.length - (hasEldestBefore2017 ? 1 : 0), numLower, numHigher };
}

/** The child additions and the disabled child additions, in pence. */
function childPence(c: ChildCounts, amounts: ResolvedRates): { childrenPence: number; disabledPence: number } {
  return {
    childrenPence: (c.hasEldestBefore2017 ? pence(amounts, 'pension-credit.child.eldest-before-2017') : 0) + c.numOthers * pence(amounts, 'pension-credit.child'),
    disabledPence: c.numLower * pence(amounts, 'pension-credit.disabled-child.lower') + c.numHigher * pence(amounts, 'pension-credit.disabled-child.higher'),
  };
}

/**
 * docs/rules.md Pension Credit 2 (Sch IIA paras 9 and 10): an addition for every child, with no
 * limit, the eldest born before 6 April 2017 at the higher amount; and for each disabled child.
 */
function childAdditions(h: Household, amounts: ResolvedRates): CalculationLine[] {
  const numChildren = h.children.length;
  if (numChildren === 0) return [];
  const c = childCountsOf(h);
  const childAmounts = childPence(c, amounts);
  const eldestId: CoreRateId = 'pension-credit.child.eldest-before-2017';
  const childId: CoreRateId = 'pension-credit.child';
  const eldest = { eldest: money(pence(amounts, eldestId)) };
  const others = { number: c.numOthers, amount: money(pence(amounts, childId)) };
  const working = !c.hasEldestBefore2017
    ? msg('pc.children.others', others)
    : c.numOthers > 0
      ? msg('pc.children.eldestAndOthers', { ...eldest, ...others })
      : msg('pc.children.eldest', eldest);
  const lines = [line(msg('pc.line.children', { count: numChildren }), childAmounts.childrenPence, true, c.hasEldestBefore2017 ? eldestId : childId, working)];
  if (c.numLower + c.numHigher > 0) {
    const lowerId: CoreRateId = 'pension-credit.disabled-child.lower';
    const higherId: CoreRateId = 'pension-credit.disabled-child.higher';
    const lower = { lower: c.numLower, lowerAmount: money(pence(amounts, lowerId)) };
    const higher = { higher: c.numHigher, higherAmount: money(pence(amounts, higherId)) };
    const disabled =
      c.numLower === 0
        ? msg('pc.disabledChildren.higher', higher)
        : c.numHigher === 0
          ? msg('pc.disabledChildren.lower', lower)
          : msg('pc.disabledChildren.both', { ...lower, ...higher });
    lines.push(line(msg('pc.line.disabledChildren'), childAmounts.disabledPence, true, c.numHigher > 0 ? higherId : lowerId, disabled));
  }
  return lines;
}

/**
 * docs/rules.md Pension Credit 2 (Sch II para 14): what comes off housing costs for the other
 * adults who live with you, each by the band of their gross weekly income when they work 16 hours
 * or more a week, else the lowest; none when you or your partner are registered blind or get a
 * qualifying disability benefit (para 14(6)). The Housing Benefit figures: the same amounts.
 */
function housingCostDeductions(h: Household, amounts: ResolvedRates): { pence: number; isExempt: boolean; each: Message[] } {
  if (h.otherAdults === 0) return { pence: 0, isExempt: false, each: [] };
  if (peopleOf(h).some((p) => p.isBlind || p.getsDisabilityBenefit)) return { pence: 0, isExempt: true, each: [] };
  let pence = 0;
  const each: Message[] = [];
  for (let i = 0; i < h.otherAdults; i++) {
    const income = h.otherAdultsWorkIncomePence[i] ?? 0;
    const { band, id } = nonDependantBand(income, amounts);
    const deduction = toPence(amounts[id]);
    pence += deduction;
    each.push(
      income > 0
        ? msg('pc.housing.deductionWorks', { amount: money(deduction), n: i + 1, income: money(income), band })
        : msg('pc.housing.deductionNotWorking', { amount: money(deduction), n: i + 1 }),
    );
  }
  return { pence, isExempt: false, each };
}

/** docs/rules.md Pension Credit 2 (reg 6(6)(c), Sch II): ground rent and service charges of owners and long leaseholders, less the other adults' deductions. */
function housingCosts(h: Household, amounts: ResolvedRates): CalculationLine[] {
  if (h.housingCostsPence === 0) return [];
  const costs = money(h.housingCostsPence);
  const deductions = housingCostDeductions(h, amounts);
  const pence = Math.max(0, h.housingCostsPence - deductions.pence);
  const working = deductions.isExempt
    ? msg('pc.housing.noDeduction', { amount: costs })
    : deductions.each.length === 0
      ? msg('pc.housing.costs', { amount: costs })
      : msg(pence === 0 ? 'pc.housing.lessToNothing' : 'pc.housing.less', { amount: costs, deductions: listOfValues(deductions.each), total: money(pence) });
  return [line(msg('pc.line.housingCosts'), pence, pence > 0, null, working)];
}

/** docs/rules.md Pension Credit 2: the appropriate minimum guarantee in pence, from the same rules as its lines. */
function minimumGuaranteePenceOf(h: Household, amounts: ResolvedRates): number {
  const severe = severeDisabilityOutcome(h);
  const children = childPence(childCountsOf(h), amounts);
  return (
    pence(amounts, standardMinimumGuaranteeId(h)) +
    (severe.isAdded ? pence(amounts, severe.id) : 0) +
    numCarersOf(h) * pence(amounts, 'pension-credit.carer') +
    children.childrenPence +
    children.disabledPence +
    Math.max(0, h.housingCostsPence - housingCostDeductions(h, amounts).pence)
  );
}

/** An income line: both partners' amounts of one kind, or the one person's. */
function incomeLine(h: Household, name: Message, amountOf: (p: Person) => number): CalculationLine {
  const yours = amountOf(h.claimant);
  const partners = h.partner ? amountOf(h.partner) : 0;
  const total = yours + partners;
  const working = h.partner ? msg('pc.income.couple', { yours: money(yours), partners: money(partners) }) : msg('pc.income.single', { amount: money(yours) });
  return line(name, total, total > 0, null, working);
}

/**
 * docs/rules.md Pension Credit 3 (reg 17(9), Sch VI): 20 for a lone parent, a carer, when either
 * partner gets a disability benefit or is registered blind (paras 1, 3 and 4), or when some of the
 * earnings are a part-time firefighter's, lifeboat crew's, auxiliary coastguard's or reserve
 * forces' (para 2: 20 of those earnings, and para 2A: other earnings up to 20 in all, so 20 of the
 * household's earnings); else 10 for a couple, 5 for a single person; never more than the
 * earnings, and never more than 20 when several apply (para 5).
 */
function disregardRuleOf(h: Household): { id: CoreRateId; who: Message } {
  const isLoneParent = !h.isCouple && h.children.length > 0;
  const isCarer = numCarersOf(h) > 0;
  const isDisabled = h.claimant.getsDisabilityBenefit || h.claimant.isBlind || (h.partner !== null && (h.partner.getsDisabilityBenefit || h.partner.isBlind));
  const isSpecial = peopleOf(h).some((p) => p.hasSpecialOccupation && p.earningsPence > 0);
  if (isLoneParent || isCarer || isDisabled || isSpecial)
    return {
      id: 'pension-credit.earnings-disregard.higher',
      who: msg(isLoneParent ? 'pc.disregard.who.loneParent' : isCarer ? 'pc.disregard.who.carer' : isDisabled ? 'pc.disregard.who.disabled' : 'pc.disregard.who.specialOccupation'),
    };
  return h.isCouple
    ? { id: 'pension-credit.earnings-disregard.couple', who: msg('pc.disregard.who.couple') }
    : { id: 'pension-credit.earnings-disregard.single', who: msg('pc.disregard.who.single') };
}

function earningsDisregard(h: Household, earningsPence: number, amounts: ResolvedRates): CalculationLine {
  const { id, who } = disregardRuleOf(h);
  const full = pence(amounts, id);
  const amount = Math.min(full, earningsPence);
  const name = msg('pc.line.earningsDisregard');
  if (earningsPence === 0) return line(name, 0, false, id, msg('pc.disregard.noEarnings'));
  return line(
    name,
    amount,
    true,
    id,
    amount < full ? msg('pc.disregard.ignoredUpTo', { amount: money(full), who, earned: money(earningsPence) }) : msg('pc.disregard.ignored', { amount: money(full), who }),
  );
}

/** docs/rules.md Pension Credit 3 (reg 15(6)): 1 a week for each 500, or part of 500, above 10,000; no upper limit. */
function tariffIncome(h: Household, amounts: ResolvedRates): CalculationLine {
  const lower = pence(amounts, 'pension-credit.capital.lower-limit');
  const id: CoreRateId = 'pension-credit.capital.income-per-step';
  const step = pence(amounts, 'pension-credit.capital.step');
  const perStep = pence(amounts, id);
  const tariff = tariffIncomeFrom(h.savingsPence, lower, step, perStep);
  return line(
    msg('pc.line.tariffIncome'),
    tariff.pence,
    tariff.bands > 0,
    id,
    tariff.bands > 0
      ? msg('pc.tariff.bands', { perStep: money(perStep), step: money(step), lower: money(lower), bands: tariff.bands })
      : msg('pc.tariff.none', { lower: money(lower) }),
  );
}

/** docs/rules.md Pension Credit 3 (Sch IV para 1): each partner's war pension, less the first 10 of it. */
function warPensionCountedPence(p: Person, amounts: ResolvedRates): number {
  return Math.max(0, p.warPensionPence - pence(amounts, 'pension-credit.war-pension-disregard'));
}

/** The war pensions line and the minus line of what is ignored of them, or none when nobody has one. */
function warPensionLines(h: Household, amounts: ResolvedRates): CalculationLine[] {
  const people = peopleOf(h);
  const total = people.reduce((sum, p) => sum + p.warPensionPence, 0);
  if (total === 0) return [];
  const id: CoreRateId = 'pension-credit.war-pension-disregard';
  const ignored = people.reduce((sum, p) => sum + (p.warPensionPence - warPensionCountedPence(p, amounts)), 0);
  const each = pence(amounts, id);
  const numWith = people.filter((p) => p.warPensionPence > 0).length;
  return [
    incomeLine(h, msg('pc.line.warPensions'), (p) => p.warPensionPence),
    line(
      msg('pc.line.warPensionDisregard'),
      ignored,
      true,
      id,
      ignored < each * numWith
        ? msg('pc.warPension.ignoredUpTo', { count: numWith, amount: money(each), paid: money(total) })
        : msg('pc.warPension.ignored', { count: numWith, amount: money(each) }),
    ),
  ];
}

/** How many of the household are paid Carer's Allowance, which counts in full at the year's rate. */
function numPaidCarersAllowanceOf(h: Household): number {
  return (h.claimant.isPaidCarersAllowance ? 1 : 0) + (h.partner?.isPaidCarersAllowance ? 1 : 0);
}

/** docs/rules.md Pension Credit 3: Carer's Allowance, when paid, counts in full at the year's rate. */
function carersAllowanceIncome(h: Household, amounts: ResolvedRates): CalculationLine[] {
  const numPaid = numPaidCarersAllowanceOf(h);
  if (numPaid === 0) return [];
  const id: CoreRateId = 'general.carers-allowance.weekly';
  const each = pence(amounts, id);
  return [line(msg('pc.line.carersAllowance'), numPaid * each, true, id, msg('pc.carersAllowance.counted', { number: numPaid, amount: money(each) }))];
}

/** Income for guarantee credit and amount B, and qualifying income for amount A (reg 9: less the counted benefits). */
interface IncomeTotals {
  totalPence: number;
  qualifyingPence: number;
  countedBenefitsPence: number;
}

/** docs/rules.md Pension Credit 3: the income totals, from the same rules as the lines. */
function incomeTotalsOf(h: Household, amounts: ResolvedRates): IncomeTotals {
  const both = (amountOf: (p: Person) => number) => amountOf(h.claimant) + (h.partner ? amountOf(h.partner) : 0);
  const earnings = both((p) => p.earningsPence);
  const disregard = Math.min(pence(amounts, disregardRuleOf(h).id), earnings);
  const benefits = both((p) => p.countedBenefitsPence);
  const bands = tariffIncomeFrom(h.savingsPence, pence(amounts, 'pension-credit.capital.lower-limit'), pence(amounts, 'pension-credit.capital.step'), 1).bands;
  const totalPence =
    both((p) => p.statePensionPence) +
    both((p) => p.otherPensionsPence) +
    earnings -
    disregard +
    both((p) => warPensionCountedPence(p, amounts)) +
    benefits +
    numPaidCarersAllowanceOf(h) * pence(amounts, 'general.carers-allowance.weekly') +
    bands * pence(amounts, 'pension-credit.capital.income-per-step');
  return { totalPence, qualifyingPence: totalPence - benefits, countedBenefitsPence: benefits };
}

/** The income lines (docs/rules.md Pension Credit 3) and the totals they give. */
interface Income extends IncomeTotals {
  lines: CalculationLine[];
}

function income(h: Household, amounts: ResolvedRates): Income {
  const earnings = incomeLine(h, msg('pc.line.earnings'), (p) => p.earningsPence);
  const lines = [
    incomeLine(h, msg('pc.line.statePension'), (p) => p.statePensionPence),
    incomeLine(h, msg('pc.line.otherPensions'), (p) => p.otherPensionsPence),
    earnings,
    earningsDisregard(h, toPence(earnings.amount), amounts),
    ...warPensionLines(h, amounts),
    incomeLine(h, msg('pc.line.countedBenefits'), (p) => p.countedBenefitsPence),
    ...carersAllowanceIncome(h, amounts),
    tariffIncome(h, amounts),
  ];
  return { lines, ...incomeTotalsOf(h, amounts) };
}

/** Why the dates rule savings credit out (SPCA s 3(1), reg 7A), or null when they do not. */
function savingsCreditClosed(h: Household): Message | null {
  const people = peopleOf(h);
  const numBefore = people.filter((p) => p.reachedBeforeApril2016).length;
  if (numBefore === 0) return msg(h.isCouple ? 'pc.closed.neitherBefore2016' : 'pc.closed.youFrom2016');
  if (numBefore < people.length && !h.savingsCreditSinceBeforeApril2016) return msg('pc.closed.oneFrom2016');
  return null;
}

/** Savings credit's two amounts and the result (SPCA s 3(3)-(4), reg 7), before the dates' rule. */
interface SavingsCreditAmounts {
  thresholdPence: number;
  amountAPence: number;
  amountBPence: number;
  savingsCreditPence: number;
}

function savingsCreditAmounts(h: Household, inc: IncomeTotals, minimumGuaranteePence: number, amounts: ResolvedRates): SavingsCreditAmounts {
  const thresholdPence = pence(amounts, h.isCouple ? 'pension-credit.savings-credit.threshold.couple' : 'pension-credit.savings-credit.threshold.single');
  const maxPence = pence(amounts, h.isCouple ? 'pension-credit.savings-credit.max.couple' : 'pension-credit.savings-credit.max.single');
  const amountAPence = Math.min(maxPence, percentOfPence(Math.max(0, inc.qualifyingPence - thresholdPence), amounts['pension-credit.savings-credit.amount-a-rate']));
  const amountBPence = percentOfPence(Math.max(0, inc.totalPence - minimumGuaranteePence), amounts['pension-credit.savings-credit.amount-b-rate']);
  return { thresholdPence, amountAPence, amountBPence, savingsCreditPence: Math.max(0, amountAPence - amountBPence) };
}

/** docs/rules.md Pension Credit 4: the savings credit lines, both amounts shown, or one line saying why there is none. */
function savingsCredit(
  h: Household,
  inc: Income,
  minimumGuaranteePence: number,
  canClaim: boolean,
  amounts: ResolvedRates,
): { lines: CalculationLine[]; pence: number; closedWhy: Message | null; wouldHavePence: number } {
  const maxId: CoreRateId = h.isCouple ? 'pension-credit.savings-credit.max.couple' : 'pension-credit.savings-credit.max.single';
  const credit = savingsCreditAmounts(h, inc, minimumGuaranteePence, amounts);
  const closedWhy = canClaim ? savingsCreditClosed(h) : msg('pc.closed.cannotClaim');
  if (closedWhy)
    return {
      lines: [line(msg('pc.line.savingsCredit'), 0, false, maxId, msg('pc.savings.none', { reason: closedWhy }))],
      pence: 0,
      closedWhy,
      wouldHavePence: credit.savingsCreditPence,
    };
  const rateA = amounts['pension-credit.savings-credit.amount-a-rate'];
  const rateB = amounts['pension-credit.savings-credit.amount-b-rate'];
  const max = pence(amounts, maxId);
  const aboveThreshold = Math.max(0, inc.qualifyingPence - credit.thresholdPence);
  const aboveGuarantee = Math.max(0, inc.totalPence - minimumGuaranteePence);
  const thresholdId: CoreRateId = h.isCouple ? 'pension-credit.savings-credit.threshold.couple' : 'pension-credit.savings-credit.threshold.single';
  const threshold = money(credit.thresholdPence);
  const guarantee = money(minimumGuaranteePence);
  const a = percentOfPence(aboveThreshold, rateA);
  const lines = [
    line(
      msg('pc.line.qualifyingIncome'),
      inc.qualifyingPence,
      inc.qualifyingPence > 0,
      null,
      inc.countedBenefitsPence > 0
        ? msg('pc.savings.qualifyingLess', { income: money(inc.totalPence), benefits: money(inc.countedBenefitsPence), qualifying: money(inc.qualifyingPence) })
        : msg('pc.savings.allQualifies', { amount: money(inc.qualifyingPence) }),
    ),
    line(msg('pc.line.threshold'), credit.thresholdPence, true, thresholdId, msg(h.isCouple ? 'pc.savings.thresholdCouple' : 'pc.savings.thresholdSingle', { amount: threshold })),
    line(
      msg('pc.line.amountA'),
      credit.amountAPence,
      credit.amountAPence > 0,
      'pension-credit.savings-credit.amount-a-rate',
      aboveThreshold > 0
        ? credit.amountAPence < a
          ? msg('pc.savings.amountAMax', { rate: rateA, qualifying: money(inc.qualifyingPence), threshold, amount: money(a), max: money(max) })
          : msg('pc.savings.amountA', { rate: rateA, qualifying: money(inc.qualifyingPence), threshold, amount: money(a) })
        : msg('pc.savings.notAboveThreshold', { threshold }),
    ),
    line(
      msg('pc.line.amountB'),
      credit.amountBPence,
      credit.amountBPence > 0,
      'pension-credit.savings-credit.amount-b-rate',
      aboveGuarantee > 0
        ? msg('pc.savings.amountB', { rate: rateB, income: money(inc.totalPence), guarantee, amount: money(credit.amountBPence) })
        : msg('pc.savings.notAboveGuarantee', { guarantee }),
    ),
    line(
      msg('pc.line.savingsCredit'),
      credit.savingsCreditPence,
      credit.savingsCreditPence > 0,
      maxId,
      credit.savingsCreditPence > 0
        ? msg('pc.savings.credit', { a: money(credit.amountAPence), b: money(credit.amountBPence), credit: money(credit.savingsCreditPence) })
        : msg('pc.savings.aNotMoreThanB', { a: money(credit.amountAPence), b: money(credit.amountBPence) }),
    ),
  ];
  return { lines, pence: credit.savingsCreditPence, closedWhy: null, wouldHavePence: credit.savingsCreditPence };
}

/** Everything worked out for a household, before the sentences that depend on the result. */
interface Assessment {
  reason: Exclude<PensionCreditReason, 'income-too-high'>;
  minimumGuarantee: CalculationLine[];
  minimumGuaranteePence: number;
  income: Income;
  guaranteeCreditPence: number;
  guaranteeCreditLine: CalculationLine;
  savingsCredit: ReturnType<typeof savingsCredit>;
  weeklyPence: number;
}

function assess(h: Household, amounts: ResolvedRates): Assessment {
  const reason = whoCanClaim(h);
  const canClaim = reason === null;
  const minimumGuarantee = [
    standardMinimumGuarantee(h, amounts),
    severeDisabilityAddition(h, amounts),
    carerAddition(h, amounts),
    ...childAdditions(h, amounts),
    ...housingCosts(h, amounts),
  ];
  const minimumGuaranteePence = sumPence(minimumGuarantee);
  const inc = income(h, amounts);
  const guaranteeCreditPence = canClaim ? Math.max(0, minimumGuaranteePence - inc.totalPence) : 0;
  const sums = { guarantee: money(minimumGuaranteePence), income: money(inc.totalPence) };
  const guaranteeCreditLine = line(
    msg('pc.line.guaranteeCredit'),
    guaranteeCreditPence,
    guaranteeCreditPence > 0,
    null,
    !canClaim
      ? msg('pc.guarantee.cannotClaim')
      : guaranteeCreditPence > 0
        ? msg('pc.guarantee.credit', merged(sums, { credit: money(guaranteeCreditPence) }))
        : msg('pc.guarantee.none', sums),
  );
  const sc = savingsCredit(h, inc, minimumGuaranteePence, canClaim, amounts);
  return {
    reason,
    minimumGuarantee,
    minimumGuaranteePence,
    income: inc,
    guaranteeCreditPence,
    guaranteeCreditLine,
    savingsCredit: sc,
    weeklyPence: guaranteeCreditPence + sc.pence,
  };
}

/** The weekly award in pence, worked by the same rules as `assess` without writing the working (what could change runs it again). */
function weeklyPenceOf(h: Household, amounts: ResolvedRates): number {
  if (whoCanClaim(h) !== null) return 0;
  const minimumGuaranteePence = minimumGuaranteePenceOf(h, amounts);
  const inc = incomeTotalsOf(h, amounts);
  const guaranteeCreditPence = Math.max(0, minimumGuaranteePence - inc.totalPence);
  return guaranteeCreditPence + (savingsCreditClosed(h) ? 0 : savingsCreditAmounts(h, inc, minimumGuaranteePence, amounts).savingsCreditPence);
}

/**
 * When there is no award but the household can claim: the answers that would give one, each tried
 * through the same rules (docs/rules.md Pension Credit 5), with the figure it would add.
 */
function whatCouldChange(h: Household, amounts: ResolvedRates): Message[] {
  const sentences: Message[] = [];
  const people = peopleOf(h);
  const weeklyIf = (changed: Household) => weeklyPenceOf(changed, amounts);
  if (!people.every((p) => p.getsDisabilityBenefit)) {
    const changed: Household = merged(h, {
      otherAdults: 0,
      claimant: merged(h.claimant, { getsDisabilityBenefit: true, hasPaidCarer: false }),
      partner: h.partner ? merged(h.partner, { getsDisabilityBenefit: true, hasPaidCarer: false }) : null,
    });
    if (weeklyIf(changed) > 0) {
      const id: CoreRateId = h.isCouple ? 'pension-credit.severe-disability.double' : 'pension-credit.severe-disability.single';
      sentences.push(msg(h.isCouple ? 'pc.change.severeBoth' : 'pc.change.severeYou', { amount: money(pence(amounts, id)) }));
    }
  }
  if (!people.some((p) => p.isCarer)) {
    const changed: Household = merged(h, { claimant: merged(h.claimant, { isCarer: true }) });
    if (weeklyIf(changed) > 0) sentences.push(msg('pc.change.carer', { amount: money(pence(amounts, 'pension-credit.carer')) }));
  }
  if (h.children.length === 0) {
    const changed: Household = merged(h, { children: [{ age: 0, bornBeforeApril2017: false, disabilityRate: 'none' }] });
    if (weeklyIf(changed) > 0) sentences.push(msg('pc.change.child', { amount: money(pence(amounts, 'pension-credit.child')) }));
  }
  return sentences;
}

/** A passport with no figure. */
function passport(id: PensionCreditPassport['id'], name: string, text: string): PensionCreditPassport {
  return { id, name: msg(name), text: msg(text), rateId: null, amount: null };
}

/**
 * The heating payment Pension Credit opens: in Scotland the Winter Heating Payment, once a winter
 * whatever the weather (Winter Heating Assistance (Low Income) (Scotland) Regulations 2023 reg 4(2)(a)(i),
 * reg 9), with its figure only in a year it is sourced, else where to ask; elsewhere the Cold Weather
 * Payment for each 7 days of very cold weather (Cold Weather Payments Regs 1988 reg 1A(2)(a), in
 * Northern Ireland its own regulations). Both come with any Pension Credit, guarantee or savings credit.
 */
function heatingPassport(nation: UkNation, amounts: ResolvedRates): PensionCreditPassport {
  if (nation === 'scotland') {
    const id = 'scotland.winter-heating-payment';
    const amount = penceIfPaid(amounts, id);
    return {
      id: 'winter-heating-payment',
      name: msg('pc.passport.winterHeating'),
      text:
        amount === null
          ? msg('pc.passport.winterHeatingNoAmountText', { phone: SOCIAL_SECURITY_SCOTLAND.number, address: WINTER_HEATING_PAYMENT })
          : msg('pc.passport.winterHeatingText', { amount: money(amount) }),
      rateId: id,
      amount: amount === null ? null : toPounds(amount),
    };
  }
  return {
    id: 'cold-weather-payment',
    name: msg('pc.passport.coldWeather'),
    text: msg('pc.passport.coldWeatherText', { amount: money(pence(amounts, 'general.cold-weather-payment')) }),
    rateId: 'general.cold-weather-payment',
    amount: amounts['general.cold-weather-payment'],
  };
}

/**
 * The winter payment for pensioners, in a year it went only to people getting Pension Credit or
 * certain other benefits (no `general.winter-fuel-payment.recovery-threshold`: 2024/25). Scotland
 * mirrored that winter's Winter Fuel Payment with its Pension Age Winter Heating Payment (SSI
 * 2024/351; Scottish Government, its Fairer Scotland Duty Assessment), paid by the Department for
 * Work and Pensions for it; from winter 2025/26 both go to every pensioner household. Null in other
 * years, or in Scotland when its figure is not sourced.
 */
function winterPassport(h: Household, nation: UkNation, amounts: ResolvedRates): PensionCreditPassport | null {
  if (amounts['general.winter-fuel-payment.recovery-threshold'] !== Number.POSITIVE_INFINITY) return null;
  const people = peopleOf(h);
  if (nation === 'scotland') {
    const higherAge = amounts['scotland.pension-age-winter-heating-payment.higher-age'];
    const isOlder = people.some((p) => p.age >= higherAge);
    const id = isOlder ? 'scotland.pension-age-winter-heating-payment.higher' : 'scotland.pension-age-winter-heating-payment.standard';
    const amount = penceIfPaid(amounts, id);
    if (amount === null) return null;
    return {
      id: 'pension-age-winter-heating-payment',
      name: msg('pc.passport.pensionAgeWinterHeating'),
      text: isOlder
        ? msg('pc.passport.pensionAgeWinterHeatingOlderText', { amount: money(amount), age: higherAge })
        : msg('pc.passport.pensionAgeWinterHeatingText', { amount: money(amount) }),
      rateId: id,
      amount: toPounds(amount),
    };
  }
  const isOlder = people.some((p) => p.age >= amounts['general.winter-fuel-payment.higher-age']);
  const id: CoreRateId = isOlder ? 'general.winter-fuel-payment.over-80' : 'general.winter-fuel-payment.standard';
  return {
    id: 'winter-fuel-payment',
    name: msg('pc.passport.winterFuel'),
    text: isOlder
      ? msg('pc.passport.winterFuelOlderText', { amount: money(pence(amounts, id)), age: amounts['general.winter-fuel-payment.higher-age'] })
      : msg('pc.passport.winterFuelText', { amount: money(pence(amounts, id)) }),
    rateId: id,
    amount: amounts[id],
  };
}

/**
 * docs/rules.md Pension Credit 5: what the award opens, each with its figure for the year, by where
 * the household lives (docs/rules.md "Scotland" 4, "Northern Ireland").
 */
function passports(h: Household, guaranteeCreditPence: number, nation: UkNation, amounts: ResolvedRates): PensionCreditPassport[] {
  const list: PensionCreditPassport[] = [];
  const people = peopleOf(h);
  const hasGuarantee = guaranteeCreditPence > 0;
  const isNorthernIreland = nation === 'northern-ireland';
  if (hasGuarantee) {
    // Guarantee credit passports to maximum Housing Benefit (HB(SPC) Regs reg 26 and Northern Ireland's own), and to the
    // most Council Tax Reduction; Northern Ireland has no council tax, and Housing Benefit there covers the rates too.
    list.push(
      isNorthernIreland
        ? passport('housing-benefit', 'pc.passport.housingBenefit', 'pc.passport.housingBenefitTextNorthernIreland')
        : passport('housing-benefit', 'pc.passport.housingBenefit', 'pc.passport.housingBenefitText'),
      isNorthernIreland ? passport('rates', 'pc.passport.rates', 'pc.passport.ratesText') : passport('council-tax-support', 'pc.passport.councilTax', 'pc.passport.councilTaxText'),
    );
  }
  list.push(heatingPassport(nation, amounts));
  if (hasGuarantee) {
    // The Warm Home Discount is a scheme of Great Britain (the rate's region): none in Northern Ireland.
    if (!isNorthernIreland)
      list.push({
        id: 'warm-home-discount',
        name: msg('pc.passport.warmHome'),
        text: msg('pc.passport.warmHomeText', { amount: money(pence(amounts, 'general.warm-home-discount')) }),
        rateId: 'general.warm-home-discount',
        amount: amounts['general.warm-home-discount'],
      });
    list.push(passport('nhs-help', 'pc.passport.nhs', 'pc.passport.nhsText'));
  }
  const freeAge = amounts['general.tv-licence.free-age'];
  if (people.some((p) => p.age >= freeAge)) {
    const fee = pence(amounts, 'general.tv-licence.colour');
    list.push({
      id: 'tv-licence',
      name: msg('pc.passport.tvLicence'),
      text: msg(h.isCouple ? 'pc.passport.tvLicenceOneOfYou' : 'pc.passport.tvLicenceYou', { age: freeAge, amount: money(fee) }),
      rateId: 'general.tv-licence.colour',
      amount: amounts['general.tv-licence.colour'],
    });
  }
  const winter = winterPassport(h, nation, amounts);
  if (winter) list.push(winter);
  return list;
}

/** The free advice line of a nation (src/calc/helplines.ts): Citizens Advice Scotland, Advice NI, else the Adviceline. */
function adviceLine(nation: UkNation) {
  const id = nation === 'scotland' ? 'advice-scotland' : nation === 'northern-ireland' ? 'advice-northern-ireland' : ADVICELINE.id;
  return ADVICE_LINES.find((l) => l.id === id) ?? ADVICELINE;
}

/**
 * docs/rules.md Pension Credit 5: how to claim and what else to do, links and numbers written out;
 * in Northern Ireland the Northern Ireland Pension Centre and nidirect (docs/rules.md "Northern Ireland").
 */
function nextSteps(reason: PensionCreditReason, weeklyPence: number, nation: UkNation, amounts: ResolvedRates): Message[] {
  const advance = amounts['pension-credit.advance-claim-months'];
  const isNorthernIreland = nation === 'northern-ireland';
  const howToClaim = isNorthernIreland ? HOW_TO_CLAIM_NORTHERN_IRELAND : HOW_TO_CLAIM;
  if (reason === 'mixed-age-couple')
    return [
      isNorthernIreland
        ? msg('pc.step.universalCreditNorthernIreland', { address: UNIVERSAL_CREDIT_NORTHERN_IRELAND })
        : msg('pc.step.universalCredit', { address: UNIVERSAL_CREDIT, phone: UNIVERSAL_CREDIT_HELPLINE.number }),
      msg('pc.step.bothReached', { count: advance, address: howToClaim }),
    ];
  if (reason === 'under-state-pension-age' || reason === 'couple-under-state-pension-age')
    return [msg('pc.step.claimBefore', { count: advance, address: howToClaim }), msg('pc.step.checkAge', { address: STATE_PENSION_AGE_CHECK })];
  if (weeklyPence > 0)
    return [
      isNorthernIreland ? msg('pc.step.claimNorthernIreland', { address: howToClaim }) : msg('pc.step.claimOnline', { address: HOW_TO_CLAIM, phone: PENSION_CREDIT_LINE.number }),
      // nidirect: the Northern Ireland Pension Centre can take a Housing Benefit claim (rent and rates) with Pension Credit's.
      ...(isNorthernIreland ? [msg('pc.step.housingBenefitNorthernIreland')] : []),
      msg('pc.step.backdated', { count: amounts['pension-credit.backdating-months'] }),
      msg('pc.step.advance', { count: advance }),
    ];
  return [
    msg(isNorthernIreland ? 'pc.step.adviceNorthernIreland' : 'pc.step.citizensAdvice', { phone: adviceLine(nation).number }),
    isNorthernIreland ? msg('pc.step.checkAgainNorthernIreland', { address: howToClaim }) : msg('pc.step.checkAgain', { phone: PENSION_CREDIT_LINE.number }),
  ];
}

/** A result's warnings: the closed savings credit where it would have paid, a date of birth that could not settle an answer. */
function warnings(h: Household, sc: Assessment['savingsCredit'], canClaim: boolean): Message[] {
  const list: Message[] = [];
  if (canClaim && sc.closedWhy && sc.wouldHavePence > 0) list.push(msg(PC_SAVINGS_CREDIT_CLOSED, { amount: money(sc.wouldHavePence), reason: sc.closedWhy }));
  // docs/rules.md Pension Credit 1: State Pension age left open by the age and not answered is worked out as not reached, and said.
  const open = peopleOf(h).filter((p) => p.isStatePensionAgeUnanswered);
  const first = open[0];
  if (first) {
    const who = open.length === 2 ? 'pc.warning.ageUnansweredBoth' : first === h.claimant ? 'pc.warning.ageUnansweredYou' : 'pc.warning.ageUnansweredPartner';
    list.push(msg(who, { age: first.age }));
  }
  if (peopleOf(h).some((p) => p.isDateOfBirthUnsettled)) list.push(msg('pc.warning.dateOfBirthUnsettled'));
  return list;
}

/**
 * Works out weekly and monthly Pension Credit for the input's tax year (default: the year in
 * force). Never throws: missing fields take the defaults of docs/rules.md "Pension Credit", ages
 * are clamped, negative or non-numeric money counts as 0.
 */
export function calculatePensionCredit(input?: DeepPartial<PensionCreditInput> | PensionCreditInput | null, rates?: RatesTable): PensionCreditResult {
  const root = objectOf(input);
  const table = rates ?? ratesFor(isTaxYear(root.taxYear) ? root.taxYear : undefined);
  const taxYear = rates && typeof rates === 'object' ? tableYear(rates) : isTaxYear(root.taxYear) ? root.taxYear : tableYear(table);
  const amounts = resolveRates(table);
  const h = readHousehold(root, taxYear, amounts);
  const nation = UK_NATIONS.find((n) => n === root.location) ?? 'england';
  const result = assess(h, amounts);
  const canClaim = result.reason === null;
  const weeklyPence = result.weeklyPence;
  const reason: PensionCreditReason = canClaim ? (weeklyPence > 0 ? null : 'income-too-high') : result.reason;
  // Monthly = weekly × 52 ÷ 12 (docs/rules.md "Pension Credit"), one rounding.
  const monthlyPence = convertPenceThroughYear(weeklyPence, 'week', periodFactors(amounts));
  return {
    taxYear,
    eligible: canClaim && weeklyPence > 0,
    reason,
    appropriateMinimumGuarantee: toPounds(result.minimumGuaranteePence),
    income: toPounds(result.income.totalPence),
    guaranteeCredit: toPounds(result.guaranteeCreditPence),
    savingsCredit: toPounds(result.savingsCredit.pence),
    weeklyAmount: toPounds(weeklyPence),
    monthlyAmount: toPounds(monthlyPence),
    incomeAboveGuarantee: toPounds(Math.max(0, result.income.totalPence - result.minimumGuaranteePence)),
    whatCouldChange: canClaim && weeklyPence === 0 ? whatCouldChange(h, amounts) : [],
    breakdown: {
      minimumGuarantee: result.minimumGuarantee,
      income: result.income.lines,
      guaranteeCredit: result.guaranteeCreditLine,
      savingsCredit: result.savingsCredit.lines,
    },
    passports: canClaim && weeklyPence > 0 ? passports(h, result.guaranteeCreditPence, nation, amounts) : [],
    nextSteps: nextSteps(reason, weeklyPence, nation, amounts),
    warnings: warnings(h, result.savingsCredit, canClaim),
    // docs/rules.md "Scotland" 4: Scottish Child Payment with an award, and carers' payments, beside it.
    besideAward: paymentsBeside(
      {
        nation,
        period: 'week',
        isPaid: canClaim && weeklyPence > 0,
        childAges: h.children.map((c) => c.age),
        bedroomCutPence: 0,
        capCutPence: 0,
        housingCostsPence: 0,
        carers: peopleOf(h).filter((p) => p.isPaidCarersAllowance).length,
        furtherPeopleCared: 0,
      },
      amounts,
    ),
  };
}
