/**
 * Personal Independence Payment self-assessment (docs/product.md §3, §4, §8 and §9; docs/rules.md "PIP").
 *
 * Points per component are the sum of the chosen descriptors; 8 to 11 gives the standard rate,
 * 12 or more the enhanced rate (PIP Regulations 2013 regs 5 and 6). The activities, their descriptors
 * in plain English and their points are Schedule 1 to the Regulations, in pip-schedule.ts.
 */

import { INPUT_DEFAULTS, INPUT_LIMITS, ratesFor, resolveRates, tableYear } from './rates';
import type { CoreRateId, RatesTable, ResolvedRates, TaxYear } from './rates';
import { convertPence, periodFactors, toPence, toPounds } from './money';
import { money, msg, type Message } from './message';
import { clampNumber } from './number';
import { isTrue, merged, objectOf, orDefault, type CalculationLine, type DeepPartial } from './types';
import { ATTENDANCE_ALLOWANCE_LINE, DISABILITY_AND_CARERS_SERVICE_NI, PIP_CENTRE_NORTHERN_IRELAND, PIP_NEW_CLAIMS, SOCIAL_SECURITY_SCOTLAND } from './helplines';
import { DAILY_LIVING_PART, MOBILITY_PART, PIP_SCHEDULE } from './pip-schedule';
import { defaultReachedStatePensionAge, isStatePensionAgeAsked, isStatePensionAgeUnanswered } from './pension-age';
import { UK_NATIONS, type UkNation } from './nations';

/** One answer to an activity: Schedule 1 descriptor in plain English. */
export interface PipDescriptor {
  /** A letter, in order: 'a', 'b', ... (Schedule 1's lettering, except that managing therapy splits its descriptor b in two). */
  id: string;
  description: Message;
  points: number;
  examples: Message[];
  /** What the activity covers, to help choose. */
  guidance: Message;
}

/** A Schedule 1 activity (docs/product.md §3: id, name, descriptors). */
export interface PipActivity {
  id: string;
  name: Message;
  descriptors: PipDescriptor[];
}

/** How long the condition has lasted or is expected to last (docs/product.md §3). */
export type PipConditionDuration = 'less-than-3-months' | '3-9-months' | 'over-9-months';

/** none below 8 points, standard 8-11, enhanced 12+ (docs/product.md §4). */
export type PipAward = 'none' | 'standard' | 'enhanced';

/** Where the person lives (the four nations of ./nations.ts): PIP in England, Wales and Northern Ireland; Adult Disability Payment in Scotland. */
export type PipLocation = UkNation;

/** PIP input (docs/product.md §3), field names unchanged. */
export interface PipInput {
  /** The tax year whose rates are used (default: the year in force). */
  taxYear?: TaxYear;
  /** Activity id → chosen descriptor id; an activity with no choice scores 0. */
  assessment: { dailyLiving: Record<string, string>; mobility: Record<string, string> };
  personalInfo: {
    /** 16-100; not a number becomes 16. */
    age: number;
    hasDisability: boolean;
    conditionDuration: PipConditionDuration;
    conditions: string[];
    /** Where you live (default England): in Scotland new claims are for Adult Disability Payment. */
    location?: PipLocation;
    /**
     * Asked only at the age State Pension age may or may not have been reached (66, docs/rules.md PIP 5);
     * at other ages the age decides: reached from general.state-pension-age.highest (67).
     */
    reachedStatePensionAge?: boolean;
    /** PIP or Disability Living Allowance was paid at some time in the year before (default false): from State Pension age the one way to a new PIP claim (docs/rules.md PIP 5). */
    gotPipOrDlaInLastYear?: boolean;
    /** Claiming under the special rules for end of life (expected to live 12 months or less; default false): no qualifying period (docs/rules.md PIP 4). */
    isEndOfLife?: boolean;
  };
}

/** Why the points cannot give a PIP award now: State Pension age (docs/rules.md PIP 5), a condition under 3 months (PIP 4), or neither. */
export type PipClaimBar = 'state-pension-age' | 'condition-too-short' | null;

/** What someone over State Pension age can claim instead of PIP (docs/rules.md PIP 5): Attendance Allowance, which has no mobility part. */
export interface PipPensionAgeRoute {
  /** Attendance Allowance, or Pension Age Disability Payment in Scotland (paid at the same rates). */
  benefitName: Message;
  /** The year's weekly rates: lower (help by day or by night), higher (day and night, or end of life). */
  lowerWeekly: number;
  higherWeekly: number;
}

/** Weekly or monthly amounts of a PIP result. */
export interface PipAmounts {
  dailyLiving: number;
  mobility: number;
  total: number;
}

/** PIP result (docs/product.md §3) plus the working. */
export interface PipResult {
  /** The tax year whose rates were used. */
  taxYear: TaxYear;
  /** Where the person lives, as read from the input. */
  location: PipLocation;
  /** The benefit a new claim is for: Personal Independence Payment (PIP), or Adult Disability Payment in Scotland. */
  benefitName: Message;
  /** Who decides a new claim, e.g. the Department for Work and Pensions (DWP), Social Security Scotland. */
  decidedBy: Message;
  dailyLivingPoints: number;
  mobilityPoints: number;
  dailyLivingAward: PipAward;
  mobilityAward: PipAward;
  weeklyAmount: PipAmounts;
  /** Each figure is its weekly figure × 4.33 rounded to the penny (docs/product.md §9), so the parts may differ from the total by a penny. */
  monthlyAmount: PipAmounts;
  /** The docs/product.md §8 review period. */
  reviewPeriod: Message;
  /** Why the points give no award now, if so: awards none and amounts 0 while the points still show. */
  claimBar: PipClaimBar;
  /** From State Pension age with no PIP or DLA in the year before: Attendance Allowance instead (docs/rules.md PIP 5); otherwise null. */
  pensionAgeRoute: PipPensionAgeRoute | null;
  nextSteps: Message[];
  /** Eight kinds of evidence that support a claim. */
  evidenceRequirements: Message[];
  /** One weekly line per component, saying how the award was reached. */
  breakdown: CalculationLine[];
}

function buildActivities(part: number): PipActivity[] {
  return PIP_SCHEDULE.filter((a) => a.part === part).map(({ id, name, guidance, descriptors }) => ({
    id,
    name,
    descriptors: descriptors.map(({ letter, points, text, example }) => ({ id: letter, description: text, points, examples: example ? [example] : [], guidance })),
  }));
}

/** The 10 daily living activities of Schedule 1 Part 2, in the order of docs/rules.md PIP 2, with descriptors and their points. */
export const DAILY_LIVING_ACTIVITIES: readonly PipActivity[] = buildActivities(DAILY_LIVING_PART);

/** The 2 mobility activities of Schedule 1 Part 3, in the order of docs/rules.md PIP 2. */
export const MOBILITY_ACTIVITIES: readonly PipActivity[] = buildActivities(MOBILITY_PART);

/** The docs/product.md §8 review periods by condition duration. */
export const PIP_REVIEW_PERIODS: Readonly<Record<PipConditionDuration, Message>> = {
  'less-than-3-months': msg('pip.review.lessThan3Months'),
  '3-9-months': msg('pip.review.3To9Months'),
  'over-9-months': msg('pip.review.over9Months'),
};

/** The review under the special rules for end of life, whatever the duration (docs/rules.md PIP 4). */
export const PIP_END_OF_LIFE_REVIEW: Message = msg('pip.review.endOfLife');

/** The review when a new PIP claim cannot start after State Pension age (docs/rules.md PIP 5). */
export const PIP_PENSION_AGE_REVIEW: Message = msg('pip.review.pensionAge');

/** Evidence that supports a claim, written for claimants (docs/product.md §3: 8 items). */
export const PIP_EVIDENCE_REQUIREMENTS: readonly Message[] = [
  msg('pip.evidence.doctors'),
  msg('pip.evidence.medicines'),
  msg('pip.evidence.carePlan'),
  msg('pip.evidence.diary'),
  msg('pip.evidence.carerStatement'),
  msg('pip.evidence.aids'),
  msg('pip.evidence.hospital'),
  msg('pip.evidence.otherAssessments'),
];

/** The docs/product.md §3 defaults: age 25, condition expected to last 3-9 months, nothing chosen yet; England. */
export function defaultPipInput(): PipInput {
  return {
    assessment: { dailyLiving: {}, mobility: {} },
    personalInfo: { age: INPUT_DEFAULTS.pip.age, hasDisability: false, conditionDuration: '3-9-months', conditions: [], location: 'england' },
  };
}

function componentPoints(activities: readonly PipActivity[], chosen: Record<string, unknown>): number {
  let points = 0;
  for (const activity of activities) {
    const descriptorId = chosen[activity.id];
    // An unknown or missing choice scores 0 (docs/rules.md PIP 1).
    points += activity.descriptors.find((d) => d.id === descriptorId)?.points ?? 0;
  }
  return points;
}

function awardFor(points: number, amounts: ResolvedRates): PipAward {
  if (points >= amounts['pip.threshold.enhanced']) return 'enhanced';
  return points >= amounts['pip.threshold.standard'] ? 'standard' : 'none';
}

const DURATIONS = Object.keys(PIP_REVIEW_PERIODS) as PipConditionDuration[];

interface ComponentRates {
  standard: CoreRateId;
  enhanced: CoreRateId;
}

/** The line's message when a bar leaves points that reach an award unpaid. */
const BAR_WORKING: Readonly<Record<Exclude<PipClaimBar, null>, string>> = {
  'condition-too-short': 'pip.barTooShort',
  'state-pension-age': 'pip.barPensionAge',
};

/** One component's line: the award its points reach (or `award` when the law sets it), or why there is none. */
function componentLine(
  name: Message,
  points: number,
  bar: PipClaimBar,
  ids: ComponentRates,
  isAdp: boolean,
  amounts: ResolvedRates,
  award: PipAward = awardFor(points, amounts),
): CalculationLine {
  const scored = { count: points, standard: amounts['pip.threshold.standard'], enhanced: amounts['pip.threshold.enhanced'] };
  if (award === 'none') return { name, amount: 0, qualifying: false, rateId: 'pip.threshold.standard', working: msg('pip.noAward', scored) };
  const rateId = ids[award];
  const pence = toPence(amounts[rateId]);
  if (bar) return { name, amount: 0, qualifying: false, rateId, working: msg(isAdp && bar === 'condition-too-short' ? 'pip.barTooShortAdp' : BAR_WORKING[bar], scored) };
  return {
    name,
    amount: toPounds(pence),
    qualifying: true,
    rateId,
    working: msg(award === 'enhanced' ? 'pip.enhancedRate' : 'pip.standardRate', merged(scored, { amount: money(pence) })),
  };
}

/**
 * A line under the special rules for end of life: the enhanced rate whatever the points. PIP's
 * (Welfare Reform Act 2012 s 82(2)) give it to daily living only; Adult Disability Payment's, for
 * terminal illness with no time limit, give it to both components (SSI 2022/54 reg 26).
 */
function endOfLifeLine(name: Message, points: number, rateId: CoreRateId, isAdp: boolean, amounts: ResolvedRates): CalculationLine {
  const pence = toPence(amounts[rateId]);
  return { name, amount: toPounds(pence), qualifying: true, rateId, working: msg(isAdp ? 'pip.endOfLifeAdp' : 'pip.endOfLife', { count: points, amount: money(pence) }) };
}

/** The benefit, who decides it, and how to claim it, by where the person lives. */
interface ClaimRoute {
  benefitName: Message;
  decidedBy: Message;
  steps: Message[];
}

const PIP_NAME = msg('pip.pip');
const DWP = msg('pip.dwp');
const CALL_PIP_NEW_CLAIMS = msg('pip.step.callNewClaims', { phone: PIP_NEW_CLAIMS.number });
const PIP2 = msg('pip.step.pip2');
const DESCRIBE = msg('pip.step.describe');
const RECONSIDER = msg('pip.step.reconsider');

/**
 * Claim routes (the rates table (src/calc/rates/pip.ts): in Scotland new claims are for Adult Disability Payment from
 * Social Security Scotland, paid at the same rates; Northern Ireland has its own PIP Centre).
 */
const CLAIM_ROUTES: Readonly<Record<PipLocation, ClaimRoute>> = {
  england: { benefitName: PIP_NAME, decidedBy: DWP, steps: [CALL_PIP_NEW_CLAIMS, PIP2, DESCRIBE, RECONSIDER] },
  wales: { benefitName: PIP_NAME, decidedBy: DWP, steps: [CALL_PIP_NEW_CLAIMS, PIP2, DESCRIBE, RECONSIDER] },
  'northern-ireland': {
    benefitName: PIP_NAME,
    decidedBy: msg('pip.pipCentre'),
    // The Department for Communities' PIP Centre, with nidirect's page on PIP (how to claim, the forms, the assessment).
    steps: [
      msg('pip.step.callPipCentre', { phone: PIP_CENTRE_NORTHERN_IRELAND.number, address: 'https://www.nidirect.gov.uk/articles/personal-independence-payment-pip' }),
      PIP2,
      DESCRIBE,
      RECONSIDER,
    ],
  },
  scotland: {
    benefitName: msg('pip.adultDisabilityPayment'),
    decidedBy: msg('pip.socialSecurityScotland'),
    steps: [
      msg('pip.step.applyAdp', { phone: SOCIAL_SECURITY_SCOTLAND.number, address: 'https://www.mygov.scot/adult-disability-payment' }),
      msg('pip.step.supportingInformation'),
      DESCRIBE,
      msg('pip.step.redetermination'),
    ],
  },
};

/** Attendance Allowance, or Pension Age Disability Payment in Scotland (docs/rules.md PIP 5): its name and how to claim it. */
function pensionAgeRoute(location: PipLocation, amounts: ResolvedRates): PipPensionAgeRoute {
  return {
    benefitName: msg(location === 'scotland' ? 'pip.pensionAgeDisabilityPayment' : 'pip.attendanceAllowance'),
    lowerWeekly: amounts['general.attendance-allowance.lower'],
    higherWeekly: amounts['general.attendance-allowance.higher'],
  };
}

function pensionAgeSteps(route: PipPensionAgeRoute, location: PipLocation): Message[] {
  const claim =
    location === 'scotland'
      ? msg('pip.step.applyPadp', { phone: SOCIAL_SECURITY_SCOTLAND.number, address: 'https://www.mygov.scot/pension-age-disability-payment' })
      : location === 'northern-ireland'
        ? msg('pip.step.claimAaNorthernIreland', { phone: DISABILITY_AND_CARERS_SERVICE_NI.number })
        : msg('pip.step.claimAa', { address: 'https://www.gov.uk/attendance-allowance/how-to-claim', phone: ATTENDANCE_ALLOWANCE_LINE.number });
  return [msg('pip.step.noNewClaim', { benefit: route.benefitName }), claim, msg('pip.step.noMobilityPart', { benefit: route.benefitName }), msg('pip.step.endOfLifeHigherRate')];
}

function nextSteps(route: ClaimRoute, hasAward: boolean, bar: PipClaimBar, isPensionAge: boolean, isEndOfLife: boolean, location: PipLocation): Message[] {
  const steps = [...route.steps];
  if (isEndOfLife) steps.splice(1, 0, msg(location === 'scotland' ? 'pip.step.endOfLifeScotland' : 'pip.step.endOfLife'));
  if (bar === 'condition-too-short') steps.unshift(msg(location === 'scotland' ? 'pip.step.tooShortAdp' : 'pip.step.tooShort'));
  else if (!hasAward) steps.unshift(msg('pip.step.mayNotScore'));
  // Over State Pension age with PIP or DLA in the year before (PIP Regs reg 26): a claim is possible, the mobility part no higher than before.
  if (isPensionAge) steps.unshift(msg('pip.step.mobilityNoHigher'));
  return steps;
}

/**
 * Whether someone of `age` (clamped) has reached State Pension age (docs/rules.md PIP 5): the answer is read
 * only at the age it is asked (66 from 2026/27, where it depends on the date of birth; unanswered,
 * not reached); otherwise from age (src/calc/pension-age.ts: 66 in 2024/25 and 2025/26, else 67).
 */
export function pipReachedStatePensionAge(age: number, answer: unknown, amounts: ResolvedRates): boolean {
  return isStatePensionAgeAsked(age, amounts) && typeof answer === 'boolean' ? answer : defaultReachedStatePensionAge(age, amounts);
}

/**
 * Scores a PIP self-assessment. Never throws: unknown activities or descriptors score 0, a
 * missing duration counts as the default '3-9-months', age is clamped to 16-100 (docs/product.md §5).
 * `less-than-3-months` gives no award and amounts of 0, except under the special rules for end of
 * life (docs/rules.md PIP 4); so does State Pension age without PIP or DLA in the year before, and
 * the result then points to Attendance Allowance (docs/rules.md PIP 5). The points always show.
 */
export function calculatePip(input?: DeepPartial<PipInput> | PipInput | null, rates: RatesTable = ratesFor(objectOf(input).taxYear)): PipResult {
  const amounts = resolveRates(rates);
  const root = objectOf(input);
  const assessment = objectOf(root.assessment);
  const info = objectOf(root.personalInfo);
  // Age does not change the score; from State Pension age it decides whether a new claim can start (docs/rules.md PIP 5).
  const age = clampNumber(orDefault(info.age, INPUT_DEFAULTS.pip.age), { min: INPUT_LIMITS.pip.ageMin, max: INPUT_LIMITS.pip.ageMax });
  const duration = DURATIONS.find((d) => d === info.conditionDuration) ?? '3-9-months';
  const location = UK_NATIONS.find((l) => l === info.location) ?? 'england';
  const route = CLAIM_ROUTES[location];
  // Special rules for end of life: no required period condition, and the enhanced daily living rate (Welfare Reform Act 2012 s 82; PIP Regs reg 12 does not apply).
  const isEndOfLife = isTrue(info.isEndOfLife);
  const isTooShort = duration === 'less-than-3-months' && !isEndOfLife;
  const isPensionAge = pipReachedStatePensionAge(age, info.reachedStatePensionAge, amounts);
  // Welfare Reform Act 2012 s 83; PIP Regs regs 25-26: after State Pension age only with PIP or DLA in the year before.
  const isBarredByAge = isPensionAge && !isTrue(info.gotPipOrDlaInLastYear);
  const bar: PipClaimBar = isBarredByAge ? 'state-pension-age' : isTooShort ? 'condition-too-short' : null;

  const dailyLivingPoints = componentPoints(DAILY_LIVING_ACTIVITIES, objectOf(assessment.dailyLiving));
  const mobilityPoints = componentPoints(MOBILITY_ACTIVITIES, objectOf(assessment.mobility));
  const dailyLivingIds: ComponentRates = { standard: 'pip.daily-living.standard', enhanced: 'pip.daily-living.enhanced' };
  // Adult Disability Payment's special rules for terminal illness also give the enhanced mobility rate (SSI 2022/54 reg 26).
  const isAdp = location === 'scotland';
  const isMobilityEndOfLife = isEndOfLife && isAdp;
  const dailyLiving =
    isEndOfLife && !bar
      ? endOfLifeLine(msg('pip.dailyLiving'), dailyLivingPoints, 'pip.daily-living.enhanced', isAdp, amounts)
      : componentLine(msg('pip.dailyLiving'), dailyLivingPoints, bar, dailyLivingIds, isAdp, amounts);
  const mobility =
    isMobilityEndOfLife && !bar
      ? endOfLifeLine(msg('pip.mobility'), mobilityPoints, 'pip.mobility.enhanced', isAdp, amounts)
      : componentLine(msg('pip.mobility'), mobilityPoints, bar, { standard: 'pip.mobility.standard', enhanced: 'pip.mobility.enhanced' }, isAdp, amounts);
  // docs/rules.md PIP 4 and 5: a bar gives no award on either component.
  const dailyLivingAward: PipAward = bar ? 'none' : isEndOfLife ? 'enhanced' : awardFor(dailyLivingPoints, amounts);
  const mobilityAward: PipAward = bar ? 'none' : isMobilityEndOfLife ? 'enhanced' : awardFor(mobilityPoints, amounts);
  const ageRoute = isBarredByAge ? pensionAgeRoute(location, amounts) : null;
  const reviewPeriod = isBarredByAge ? PIP_PENSION_AGE_REVIEW : isEndOfLife ? PIP_END_OF_LIFE_REVIEW : PIP_REVIEW_PERIODS[duration];
  // docs/rules.md PIP 5: State Pension age left open by the age and not answered is worked out as not reached, and said.
  const ageUnanswered = isStatePensionAgeUnanswered(age, info.reachedStatePensionAge, amounts)
    ? [msg('pip.step.ageUnanswered', { age: amounts['general.state-pension-age'] })]
    : [];
  const steps = [
    ...ageUnanswered,
    ...(ageRoute ? pensionAgeSteps(ageRoute, location) : nextSteps(route, dailyLivingAward !== 'none' || mobilityAward !== 'none', bar, isPensionAge, isEndOfLife, location)),
  ];

  const factors = periodFactors(amounts);
  const dailyLivingPence = toPence(dailyLiving.amount);
  const mobilityPence = toPence(mobility.amount);
  const monthly = (pence: number): number => toPounds(convertPence(pence, 'week', 'month', factors));
  return {
    taxYear: tableYear(rates),
    location,
    benefitName: route.benefitName,
    decidedBy: route.decidedBy,
    dailyLivingPoints,
    mobilityPoints,
    dailyLivingAward,
    mobilityAward,
    weeklyAmount: { dailyLiving: dailyLiving.amount, mobility: mobility.amount, total: toPounds(dailyLivingPence + mobilityPence) },
    monthlyAmount: { dailyLiving: monthly(dailyLivingPence), mobility: monthly(mobilityPence), total: monthly(dailyLivingPence + mobilityPence) },
    reviewPeriod,
    claimBar: bar,
    pensionAgeRoute: ageRoute,
    nextSteps: steps,
    evidenceRequirements: [...PIP_EVIDENCE_REQUIREMENTS],
    breakdown: [dailyLiving, mobility],
  };
}
