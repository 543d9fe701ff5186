/**
 * Personal Independence Payment self-assessment (docs/product.md §3, §4, §8 and §9; docs/rules.md "PIP").
 *
 * Points per component are the sum of the chosen descriptors; 8 to 11 gives the standard rate,
 * 12 or more the enhanced rate (PIP Regulations 2013 regs 5 and 6). The descriptors are those of
 * Schedule 1 to the Regulations in plain English; their points live in the rates table.
 */

import { DEFAULT_RATES, DESCRIPTOR_LETTERS, INPUT_DEFAULTS, INPUT_LIMITS, pipPointsRateId, ratesFor, resolveRates, tableYear } from './rates';
import type { CoreRateId, RatesTable, ResolvedRates, TaxYear } from './rates';
import { convertPence, formatMoney, toPence, toPounds } from './money';
import { clampNumber } from './number';
import { objectOf, orDefault, periodFactors, type CalculationLine, type DeepPartial } from './types';
import { PIP_CENTRE_NORTHERN_IRELAND, PIP_NEW_CLAIMS, SOCIAL_SECURITY_SCOTLAND } from './helplines';

/** One answer to an activity: Schedule 1 descriptor in plain English. */
export interface PipDescriptor {
  /** A letter, in order: 'a', 'b', ... (Schedule 1's lettering, except that managing therapy splits its descriptor b in two). */
  id: string;
  description: string;
  points: number;
  examples: string[];
  /** What the activity covers, to help choose. */
  guidance: string;
}

/** A Schedule 1 activity (docs/product.md §3: id, name, descriptors). */
export interface PipActivity {
  id: string;
  name: string;
  descriptors: PipDescriptor[];
}

/** How long the condition has lasted or is expected to last (docs/product.md §3). */
export type PipConditionDuration = 'less-than-3-months' | '3-9-months' | 'over-9-months';

/** none below 8 points, standard 8-11, enhanced 12+ (docs/product.md §4). */
export type PipAward = 'none' | 'standard' | 'enhanced';

/** Where the person lives: PIP in England, Wales and Northern Ireland; Adult Disability Payment in Scotland. */
export type PipLocation = 'england' | 'wales' | 'scotland' | 'northern-ireland';

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
  };
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
  /** The benefit a new claim is for: 'Personal Independence Payment (PIP)', or 'Adult Disability Payment' in Scotland. */
  benefitName: string;
  /** Who decides a new claim, e.g. 'the Department for Work and Pensions (DWP)', 'Social Security Scotland'. */
  decidedBy: string;
  dailyLivingPoints: number;
  mobilityPoints: number;
  dailyLivingAward: PipAward;
  mobilityAward: PipAward;
  weeklyAmount: PipAmounts;
  /** Each figure is its weekly figure × 4.33 rounded to the penny (docs/product.md §9), so the parts may differ from the total by a penny. */
  monthlyAmount: PipAmounts;
  /** The docs/product.md §8 review period text. */
  reviewPeriod: string;
  nextSteps: string[];
  /** Eight kinds of evidence that support a claim. */
  evidenceRequirements: string[];
  /** One weekly line per component, saying how the award was reached. */
  breakdown: CalculationLine[];
}

type DescriptorText = readonly [description: string, example?: string];
type ActivityText = readonly [id: string, name: string, guidance: string, descriptors: readonly DescriptorText[]];

// Schedule 1 wording in plain English: "help" for "assistance", "without help" for "unaided".
const DAILY_LIVING_TEXT: readonly ActivityText[] = [
  [
    'preparing-food',
    'Preparing food',
    'Making a simple hot meal for one from fresh ingredients.',
    [
      ['Can prepare and cook a simple meal without help.'],
      ['Needs an aid or appliance to prepare or cook a simple meal.', 'Perching stool, easy-grip knife'],
      ['Cannot cook a simple meal on a cooker but can with a microwave.'],
      ['Needs prompting to prepare or cook a simple meal.'],
      ['Needs supervision or help to prepare or cook a simple meal.', 'Someone nearby in case of burns'],
      ['Cannot prepare and cook food.'],
    ],
  ],
  [
    'taking-nutrition',
    'Taking nutrition',
    'Eating and drinking, or using a feeding tube.',
    [
      ['Can eat and drink without help.'],
      ['Needs an aid or appliance, supervision, or help to cut up food.', 'Adapted cutlery'],
      ['Needs a therapeutic source, such as a feeding tube.'],
      ['Needs prompting to eat or drink.'],
      ['Needs help to manage a therapeutic source.'],
      ['Cannot get food and drink to the mouth and needs another person to do it.'],
    ],
  ],
  [
    'managing-therapy',
    'Managing therapy or monitoring a health condition',
    'Medicines, checking a condition such as blood sugar, and therapy at home.',
    [
      ['Needs no medication, therapy or monitoring, or manages them without help.'],
      ['Needs an aid or appliance to manage medication.', 'Pill organiser'],
      ['Needs supervision, prompting or help to manage medication or monitor a condition.'],
      ['Needs supervision, prompting or help with therapy up to 3.5 hours a week.'],
      ['Needs supervision, prompting or help with therapy over 3.5 and up to 7 hours a week.'],
      ['Needs supervision, prompting or help with therapy over 7 and up to 14 hours a week.'],
      ['Needs supervision, prompting or help with therapy over 14 hours a week.', 'Home dialysis'],
    ],
  ],
  [
    'washing-bathing',
    'Washing and bathing',
    'Washing, and getting in and out of an ordinary bath or shower.',
    [
      ['Can wash and bathe without help.'],
      ['Needs an aid or appliance to wash or bathe.', 'Shower seat, grab rail'],
      ['Needs supervision or prompting to wash or bathe.'],
      ['Needs help to wash hair or body below the waist.'],
      ['Needs help to get in or out of a bath or shower.'],
      ['Needs help to wash the body between shoulders and waist.'],
      ['Cannot wash and bathe at all and needs another person to wash the whole body.'],
    ],
  ],
  [
    'managing-toilet',
    'Managing toilet needs or incontinence',
    'Using the toilet, cleaning yourself, and managing incontinence.',
    [
      ['Can manage toilet needs or incontinence without help.'],
      ['Needs an aid or appliance to manage toilet needs or incontinence.', 'Commode, pads'],
      ['Needs supervision or prompting to manage toilet needs.'],
      ['Needs help to manage toilet needs.'],
      ['Needs help to manage incontinence of bladder or bowel.'],
      ['Needs help to manage incontinence of both bladder and bowel.'],
    ],
  ],
  [
    'dressing-undressing',
    'Dressing and undressing',
    'Putting on and taking off suitable clothes, including shoes and socks.',
    [
      ['Can dress and undress without help.'],
      ['Needs an aid or appliance to dress or undress.', 'Button hook, sock aid'],
      ['Needs prompting to dress, undress or choose suitable clothes, or help to choose them.'],
      ['Needs help to dress or undress the lower body.'],
      ['Needs help to dress or undress the upper body.'],
      ['Cannot dress or undress at all.'],
    ],
  ],
  [
    'communicating-verbally',
    'Communicating verbally',
    'Speaking and understanding speech in your own language.',
    [
      ['Can express and understand spoken information without help.'],
      ['Needs an aid or appliance to speak or hear.', 'Hearing aid'],
      ['Needs communication support to express or understand complex spoken information.'],
      ['Needs communication support to express or understand basic spoken information.', 'Sign language interpreter'],
      ['Cannot express or understand spoken information at all, even with communication support.'],
    ],
  ],
  [
    'reading-understanding',
    'Reading and understanding signs, symbols and words',
    'Reading in your own language. Glasses do not count as an aid.',
    [
      ['Can read and understand basic and complex written information.'],
      ['Needs an aid or appliance other than glasses or lenses to read.', 'Magnifier, screen reader'],
      ['Needs prompting to read or understand complex written information.', 'Letters and bills'],
      ['Needs prompting to read or understand basic written information.', 'Signs and labels'],
      ['Cannot read or understand signs, symbols or words at all.'],
    ],
  ],
  [
    'engaging-others',
    'Engaging with other people face to face',
    'Mixing with people face to face, including strangers.',
    [
      ['Can engage with other people without help.'],
      ['Needs prompting to engage with other people.'],
      ['Needs social support to engage with other people.', 'Someone you trust must be there'],
      ['Cannot engage with other people because of overwhelming distress or a substantial risk of harm.'],
    ],
  ],
  [
    'budgeting-decisions',
    'Making budgeting decisions',
    'Working out change (simple) and planning bills (complex).',
    [
      ['Can manage complex budgeting decisions without help.'],
      ['Needs prompting or help to make complex budgeting decisions.'],
      ['Needs prompting or help to make simple budgeting decisions.'],
      ['Cannot make any budgeting decisions at all.'],
    ],
  ],
];

const MOBILITY_TEXT: readonly ActivityText[] = [
  [
    'planning-journeys',
    'Planning and following journeys',
    'Following a route, and whether distress stops you going out.',
    [
      ['Can plan and follow the route of a journey without help.'],
      ['Needs prompting to undertake any journey, to avoid overwhelming distress.'],
      ['Cannot plan the route of a journey.'],
      ['Cannot follow an unfamiliar route without another person, an assistance dog or an orientation aid.'],
      ['Cannot undertake any journey because of overwhelming distress.'],
      ['Cannot follow a familiar route without another person, an assistance dog or an orientation aid.'],
    ],
  ],
  [
    'moving-around',
    'Moving around',
    'How far you can stand and then move, with an aid if you use one, safely and repeatedly. 50 metres is about 5 bus lengths.',
    [
      ['Can stand and then move more than 200 metres.'],
      ['Can stand and then move more than 50 but no more than 200 metres.'],
      ['Can stand and then move unaided more than 20 but no more than 50 metres.'],
      ['Can stand and then move more than 20 but no more than 50 metres only with an aid.', 'Crutches, walking frame'],
      ['Can stand and then move more than 1 but no more than 20 metres.'],
      ['Cannot stand, or cannot move more than 1 metre.', 'Using a wheelchair'],
    ],
  ],
];

function buildActivities(text: readonly ActivityText[]): PipActivity[] {
  return text.map(([id, name, guidance, descriptors]) => ({
    id,
    name,
    descriptors: descriptors.map(([description, example], i) => {
      const letter = DESCRIPTOR_LETTERS.charAt(i);
      return { id: letter, description, points: DEFAULT_RATES[pipPointsRateId(id, letter)]?.amount ?? 0, examples: example ? [example] : [], guidance };
    }),
  }));
}

/** The 10 daily living activities of Schedule 1 Part 2, in the order of docs/rules.md PIP 2, with descriptors and their points. */
export const DAILY_LIVING_ACTIVITIES: readonly PipActivity[] = buildActivities(DAILY_LIVING_TEXT);

/** The 2 mobility activities of Schedule 1 Part 3, in the order of docs/rules.md PIP 2. */
export const MOBILITY_ACTIVITIES: readonly PipActivity[] = buildActivities(MOBILITY_TEXT);

/** The docs/product.md §8 review period texts by condition duration. */
export const PIP_REVIEW_PERIODS: Readonly<Record<PipConditionDuration, string>> = {
  'less-than-3-months': 'Not eligible - condition must last at least 3 months',
  '3-9-months': '1-2 years (shorter review due to newer condition)',
  'over-9-months': '18 months to 10 years (depending on likelihood of change)',
};

/** Evidence that supports a claim, written for claimants (docs/product.md §3: 8 items). */
export const PIP_EVIDENCE_REQUIREMENTS: readonly string[] = [
  'Letters or reports from your GP, consultant or nurse',
  'A list of your medicines and treatments, and their side effects',
  'Your care plan, or letters from a social worker, occupational therapist or support worker',
  'A diary of a typical week: what you find hard, how long it takes, the help you need',
  'A statement from a carer, relative or friend about the help they give',
  'The aids and adaptations you use',
  'Hospital letters, test results or scan reports',
  'Reports from other assessments, such as for Universal Credit or ESA',
];

/** The docs/product.md §3 defaults: age 25, condition expected to last 3-9 months, nothing chosen yet; England. */
export function defaultPipInput(): PipInput {
  return {
    assessment: { dailyLiving: {}, mobility: {} },
    personalInfo: { age: INPUT_DEFAULTS.pip.age, hasDisability: false, conditionDuration: '3-9-months', conditions: [], location: 'england' },
  };
}

function componentPoints(activities: readonly PipActivity[], chosen: Record<string, unknown>, a: ResolvedRates): number {
  let points = 0;
  for (const activity of activities) {
    const descriptorId = chosen[activity.id];
    // An unknown or missing choice scores 0 (docs/rules.md PIP 1).
    if (typeof descriptorId === 'string' && descriptorId.length === 1 && DESCRIPTOR_LETTERS.includes(descriptorId)) points += a[pipPointsRateId(activity.id, descriptorId)] ?? 0;
  }
  return points;
}

function awardFor(points: number, a: ResolvedRates): PipAward {
  if (points >= a['pip.threshold.enhanced']) return 'enhanced';
  return points >= a['pip.threshold.standard'] ? 'standard' : 'none';
}

const DURATIONS = Object.keys(PIP_REVIEW_PERIODS) as PipConditionDuration[];

interface ComponentRates {
  standard: CoreRateId;
  enhanced: CoreRateId;
}

/** One component's line: the award its points reach, or why there is none. */
function componentLine(name: string, points: number, isTooShort: boolean, ids: ComponentRates, a: ResolvedRates): CalculationLine {
  const award = awardFor(points, a);
  const standard = a['pip.threshold.standard'];
  const scored = `${points} points (standard rate from ${standard}, enhanced from ${a['pip.threshold.enhanced']})`;
  if (award === 'none') return { name, amount: 0, qualifying: false, rateId: 'pip.threshold.standard', working: `${scored}: below ${standard}, so no award` };
  const rateId = ids[award];
  const pence = toPence(a[rateId]);
  if (isTooShort) return { name, amount: 0, qualifying: false, rateId, working: `${scored}, but the condition must have lasted 3 months` };
  return { name, amount: toPounds(pence), qualifying: true, rateId, working: `${scored}: ${award} rate, ${formatMoney(pence)} a week` };
}

/** The benefit, who decides it, and how to claim it, by where the person lives. */
interface ClaimRoute {
  benefitName: string;
  decidedBy: string;
  steps: string[];
}

const PIP_NAME = 'Personal Independence Payment (PIP)';
const DWP = 'the Department for Work and Pensions (DWP)';
const CALL_PIP_NEW_CLAIMS = `Call the PIP new claims line on ${PIP_NEW_CLAIMS.number}`;
const PIP2 = 'Fill in the "How your disability affects you" form (PIP2) and return it within one month with your evidence';
const DESCRIBE = 'Describe your worst days, and whether you can do each activity safely, well, repeatedly and in reasonable time';
const RECONSIDER = 'If you disagree with the decision, ask for a mandatory reconsideration within one month';

/**
 * Claim routes (the rates table (src/calc/rates/pip.ts): in Scotland new claims are for Adult Disability Payment from
 * Social Security Scotland, paid at the same rates; Northern Ireland has its own PIP Centre).
 */
const CLAIM_ROUTES: Readonly<Record<PipLocation, ClaimRoute>> = {
  england: { benefitName: PIP_NAME, decidedBy: DWP, steps: [CALL_PIP_NEW_CLAIMS, PIP2, DESCRIBE, RECONSIDER] },
  wales: { benefitName: PIP_NAME, decidedBy: DWP, steps: [CALL_PIP_NEW_CLAIMS, PIP2, DESCRIBE, RECONSIDER] },
  'northern-ireland': {
    benefitName: PIP_NAME,
    decidedBy: 'the Department for Communities (PIP Centre)',
    steps: [`Call the PIP Centre on ${PIP_CENTRE_NORTHERN_IRELAND.number} to start your claim`, PIP2, DESCRIBE, RECONSIDER],
  },
  scotland: {
    benefitName: 'Adult Disability Payment',
    decidedBy: 'Social Security Scotland',
    steps: [
      `In Scotland new claims are for Adult Disability Payment, not PIP: call Social Security Scotland on ${SOCIAL_SECURITY_SCOTLAND.number} or apply at https://www.mygov.scot/adult-disability-payment`,
      'Send supporting information with your application, such as letters from your GP or a carer’s statement',
      DESCRIBE,
      'If you disagree with the decision, ask Social Security Scotland for a redetermination within 42 days',
    ],
  },
};

const LOCATIONS = Object.keys(CLAIM_ROUTES) as PipLocation[];

function nextSteps(route: ClaimRoute, hasAward: boolean, isTooShort: boolean, isPensionAge: boolean, location: PipLocation): string[] {
  const steps = [...route.steps];
  if (isTooShort) steps.unshift('You can claim once you have had your condition for 3 months and expect it to last 9 months more');
  else if (!hasAward) steps.unshift('Your answers may not score enough for an award, but you can still claim');
  if (isPensionAge) {
    steps.unshift(
      location === 'scotland'
        ? 'From State Pension age you usually cannot start an Adult Disability Payment claim: ask about Pension Age Disability Payment'
        : `From State Pension age you usually cannot start a PIP claim: ask about Attendance Allowance`,
    );
  }
  return steps;
}

/**
 * Scores a PIP self-assessment. Never throws: unknown activities or descriptors score 0, a
 * missing duration counts as the default '3-9-months', age is clamped to 16-100 (docs/product.md §5)
 * and only changes the next steps.
 * `less-than-3-months` gives no award and amounts of 0 (docs/rules.md PIP 4).
 */
export function calculatePip(input?: DeepPartial<PipInput> | PipInput | null, rates: RatesTable = ratesFor(objectOf(input).taxYear)): PipResult {
  const a = resolveRates(rates);
  const root = objectOf(input);
  const assessment = objectOf(root.assessment);
  const info = objectOf(root.personalInfo);
  // Age does not change the score; from State Pension age a new claim is usually not possible.
  const age = clampNumber(orDefault(info.age, INPUT_DEFAULTS.pip.age), { min: INPUT_LIMITS.pip.ageMin, max: INPUT_LIMITS.pip.ageMax });
  const duration = DURATIONS.find((d) => d === info.conditionDuration) ?? '3-9-months';
  const isTooShort = duration === 'less-than-3-months';
  const location = LOCATIONS.find((l) => l === info.location) ?? 'england';
  const route = CLAIM_ROUTES[location];

  const dailyLivingPoints = componentPoints(DAILY_LIVING_ACTIVITIES, objectOf(assessment.dailyLiving), a);
  const mobilityPoints = componentPoints(MOBILITY_ACTIVITIES, objectOf(assessment.mobility), a);
  // docs/rules.md PIP 4: a condition of less than 3 months gives no award on either component.
  const dailyLivingAward = isTooShort ? 'none' : awardFor(dailyLivingPoints, a);
  const mobilityAward = isTooShort ? 'none' : awardFor(mobilityPoints, a);
  const dailyLiving = componentLine('Daily living component', dailyLivingPoints, isTooShort, { standard: 'pip.daily-living.standard', enhanced: 'pip.daily-living.enhanced' }, a);
  const mobility = componentLine('Mobility component', mobilityPoints, isTooShort, { standard: 'pip.mobility.standard', enhanced: 'pip.mobility.enhanced' }, a);

  const factors = periodFactors(a);
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
    reviewPeriod: PIP_REVIEW_PERIODS[duration],
    nextSteps: nextSteps(route, dailyLivingAward !== 'none' || mobilityAward !== 'none', isTooShort, age >= a['general.state-pension-age'], location),
    evidenceRequirements: [...PIP_EVIDENCE_REQUIREMENTS],
    breakdown: [dailyLiving, mobility],
  };
}
