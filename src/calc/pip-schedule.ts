/**
 * Schedule 1 to the Social Security (Personal Independence Payment) Regulations 2013 (SI 2013/377):
 * the ten daily living activities (Part 2) and the two mobility activities (Part 3), each
 * descriptor with its points and its words in plain English (docs/rules.md PIP 2).
 *
 * The points are law: the same every tax year, and not a figure an administrator may change. So
 * they sit here with the words they score, not in the yearly rates table, which every calculator
 * page loads (README "Rates by tax year"). The PIP engine scores from this table, the PIP page
 * shows it (`DAILY_LIVING_ACTIVITIES`, `MOBILITY_ACTIVITIES` in pip.ts), and /rates lists its points.
 */
import { PIP_REGS, type Reference } from './rates/define';

/** One descriptor: its letter, its points, the statement in plain English and, for some, an example. */
export interface ScheduleDescriptor {
  /** 'a', 'b', 'c'… in order: Schedule 1's letters, except that managing therapy splits its descriptor b in two. */
  letter: string;
  points: number;
  /** In plain English: "help" for "assistance", "without help" for "unaided". */
  text: string;
  example?: string;
}

/** One activity of Schedule 1. */
export interface ScheduleActivity {
  /** The id answers are saved under, e.g. 'preparing-food'. */
  id: string;
  name: string;
  /** What the activity covers, to help choose. */
  guidance: string;
  /** The Part of Schedule 1: `DAILY_LIVING_PART` or `MOBILITY_PART`. */
  part: number;
  /** The activity's number within its Part. */
  activity: number;
  /** In letter order. */
  descriptors: readonly ScheduleDescriptor[];
}

/** A descriptor as the table below writes it, its letter being its place: points, words, example. */
type WrittenDescriptor = readonly [points: number, text: string, example?: string];

/** The letters of the descriptors, in order (no activity has more than seven). */
const LETTERS = 'abcdefg';

/** Schedule 1 Part 2: daily living activities. */
export const DAILY_LIVING_PART = 2;
/** Schedule 1 Part 3: mobility activities. */
export const MOBILITY_PART = 3;

/** Where the schedule is published (legislation.gov.uk). */
export const PIP_SCHEDULE_SOURCE: Reference = /* @__PURE__ */ PIP_REGS('Schedule 1');

/** Schedule 1 as written here: each activity with its descriptors' points and words, in letter order. */
const WRITTEN: ReadonlyArray<Omit<ScheduleActivity, 'descriptors'> & { descriptors: readonly WrittenDescriptor[] }> = [
  {
    id: 'preparing-food',
    name: 'Preparing food',
    guidance: 'Making a simple hot meal for one from fresh ingredients.',
    part: DAILY_LIVING_PART,
    activity: 1,
    descriptors: [
      [0, 'Can prepare and cook a simple meal without help.'],
      [2, 'Needs an aid or appliance to prepare or cook a simple meal.', 'Perching stool, easy-grip knife'],
      [2, 'Cannot cook a simple meal on a cooker but can with a microwave.'],
      [2, 'Needs prompting to prepare or cook a simple meal.'],
      [4, 'Needs supervision or help to prepare or cook a simple meal.', 'Someone nearby in case of burns'],
      [8, 'Cannot prepare and cook food.'],
    ],
  },
  {
    id: 'taking-nutrition',
    name: 'Taking nutrition',
    guidance: 'Eating and drinking, or using a feeding tube.',
    part: DAILY_LIVING_PART,
    activity: 2,
    descriptors: [
      [0, 'Can eat and drink without help.'],
      [2, 'Needs an aid or appliance, supervision, or help to cut up food.', 'Adapted cutlery'],
      [2, 'Needs a therapeutic source, such as a feeding tube.'],
      [4, 'Needs prompting to eat or drink.'],
      [6, 'Needs help to manage a therapeutic source.'],
      [10, 'Cannot get food and drink to the mouth and needs another person to do it.'],
    ],
  },
  {
    id: 'managing-therapy',
    name: 'Managing therapy or monitoring a health condition',
    guidance: 'Medicines, checking a condition such as blood sugar, and therapy at home.',
    part: DAILY_LIVING_PART,
    activity: 3,
    // Schedule 1's descriptor b(i) is b here and b(ii) is c, so its c to f are d to g.
    descriptors: [
      [0, 'Needs no medication, therapy or monitoring, or manages them without help.'],
      [1, 'Needs an aid or appliance to manage medication.', 'Pill organiser'],
      [1, 'Needs supervision, prompting or help to manage medication or monitor a condition.'],
      [2, 'Needs supervision, prompting or help with therapy up to 3.5 hours a week.'],
      [4, 'Needs supervision, prompting or help with therapy over 3.5 and up to 7 hours a week.'],
      [6, 'Needs supervision, prompting or help with therapy over 7 and up to 14 hours a week.'],
      [8, 'Needs supervision, prompting or help with therapy over 14 hours a week.', 'Home dialysis'],
    ],
  },
  {
    id: 'washing-bathing',
    name: 'Washing and bathing',
    guidance: 'Washing, and getting in and out of an ordinary bath or shower.',
    part: DAILY_LIVING_PART,
    activity: 4,
    descriptors: [
      [0, 'Can wash and bathe without help.'],
      [2, 'Needs an aid or appliance to wash or bathe.', 'Shower seat, grab rail'],
      [2, 'Needs supervision or prompting to wash or bathe.'],
      [2, 'Needs help to wash hair or body below the waist.'],
      [3, 'Needs help to get in or out of a bath or shower.'],
      [4, 'Needs help to wash the body between shoulders and waist.'],
      [8, 'Cannot wash and bathe at all and needs another person to wash the whole body.'],
    ],
  },
  {
    id: 'managing-toilet',
    name: 'Managing toilet needs or incontinence',
    guidance: 'Using the toilet, cleaning yourself, and managing incontinence.',
    part: DAILY_LIVING_PART,
    activity: 5,
    descriptors: [
      [0, 'Can manage toilet needs or incontinence without help.'],
      [2, 'Needs an aid or appliance to manage toilet needs or incontinence.', 'Commode, pads'],
      [2, 'Needs supervision or prompting to manage toilet needs.'],
      [4, 'Needs help to manage toilet needs.'],
      [6, 'Needs help to manage incontinence of bladder or bowel.'],
      [8, 'Needs help to manage incontinence of both bladder and bowel.'],
    ],
  },
  {
    id: 'dressing-undressing',
    name: 'Dressing and undressing',
    guidance: 'Putting on and taking off suitable clothes, including shoes and socks.',
    part: DAILY_LIVING_PART,
    activity: 6,
    descriptors: [
      [0, 'Can dress and undress without help.'],
      [2, 'Needs an aid or appliance to dress or undress.', 'Button hook, sock aid'],
      [2, 'Needs prompting to dress, undress or choose suitable clothes, or help to choose them.'],
      [2, 'Needs help to dress or undress the lower body.'],
      [4, 'Needs help to dress or undress the upper body.'],
      [8, 'Cannot dress or undress at all.'],
    ],
  },
  {
    id: 'communicating-verbally',
    name: 'Communicating verbally',
    guidance: 'Speaking and understanding speech in your own language.',
    part: DAILY_LIVING_PART,
    activity: 7,
    descriptors: [
      [0, 'Can express and understand spoken information without help.'],
      [2, 'Needs an aid or appliance to speak or hear.', 'Hearing aid'],
      [4, 'Needs communication support to express or understand complex spoken information.'],
      [8, 'Needs communication support to express or understand basic spoken information.', 'Sign language interpreter'],
      [12, 'Cannot express or understand spoken information at all, even with communication support.'],
    ],
  },
  {
    id: 'reading-understanding',
    name: 'Reading and understanding signs, symbols and words',
    guidance: 'Reading in your own language. Glasses do not count as an aid.',
    part: DAILY_LIVING_PART,
    activity: 8,
    descriptors: [
      [0, 'Can read and understand basic and complex written information.'],
      [2, 'Needs an aid or appliance other than glasses or lenses to read.', 'Magnifier, screen reader'],
      [2, 'Needs prompting to read or understand complex written information.', 'Letters and bills'],
      [4, 'Needs prompting to read or understand basic written information.', 'Signs and labels'],
      [8, 'Cannot read or understand signs, symbols or words at all.'],
    ],
  },
  {
    id: 'engaging-others',
    name: 'Engaging with other people face to face',
    guidance: 'Mixing with people face to face, including strangers.',
    part: DAILY_LIVING_PART,
    activity: 9,
    descriptors: [
      [0, 'Can engage with other people without help.'],
      [2, 'Needs prompting to engage with other people.'],
      [4, 'Needs social support to engage with other people.', 'Someone you trust must be there'],
      [8, 'Cannot engage with other people because of overwhelming distress or a substantial risk of harm.'],
    ],
  },
  {
    id: 'budgeting-decisions',
    name: 'Making budgeting decisions',
    guidance: 'Working out change (simple) and planning bills (complex).',
    part: DAILY_LIVING_PART,
    activity: 10,
    descriptors: [
      [0, 'Can manage complex budgeting decisions without help.'],
      [2, 'Needs prompting or help to make complex budgeting decisions.'],
      [4, 'Needs prompting or help to make simple budgeting decisions.'],
      [6, 'Cannot make any budgeting decisions at all.'],
    ],
  },
  {
    id: 'planning-journeys',
    name: 'Planning and following journeys',
    guidance: 'Following a route, and whether distress stops you going out.',
    part: MOBILITY_PART,
    activity: 1,
    descriptors: [
      [0, 'Can plan and follow the route of a journey without help.'],
      [4, 'Needs prompting to undertake any journey, to avoid overwhelming distress.'],
      [8, 'Cannot plan the route of a journey.'],
      [10, 'Cannot follow an unfamiliar route without another person, an assistance dog or an orientation aid.'],
      [10, 'Cannot undertake any journey because of overwhelming distress.'],
      [12, 'Cannot follow a familiar route without another person, an assistance dog or an orientation aid.'],
    ],
  },
  {
    id: 'moving-around',
    name: 'Moving around',
    guidance: 'How far you can stand and then move, with an aid if you use one, safely and repeatedly. 50 metres is about 5 bus lengths.',
    part: MOBILITY_PART,
    activity: 2,
    descriptors: [
      [0, 'Can stand and then move more than 200 metres.'],
      [4, 'Can stand and then move more than 50 but no more than 200 metres.'],
      [8, 'Can stand and then move unaided more than 20 but no more than 50 metres.'],
      [10, 'Can stand and then move more than 20 but no more than 50 metres only with an aid.', 'Crutches, walking frame'],
      [12, 'Can stand and then move more than 1 but no more than 20 metres.'],
      [12, 'Cannot stand, or cannot move more than 1 metre.', 'Using a wheelchair'],
    ],
  },
];

/** Every activity of Schedule 1, daily living then mobility, in the order of docs/rules.md PIP 2. */
export const PIP_SCHEDULE: readonly ScheduleActivity[] = WRITTEN.map((activity) => ({
  ...activity,
  descriptors: activity.descriptors.map(([points, text, example], i) => ({ letter: LETTERS.charAt(i), points, text, ...(example ? { example } : {}) })),
}));
