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
import { msg, type Message } from './message';
import { PIP_REGS, type Reference } from './rates/define';

/** One descriptor: its letter, its points, the statement in plain English and, for some, an example. */
export interface ScheduleDescriptor {
  /** 'a', 'b', 'c'… in order: Schedule 1's letters, except that managing therapy splits its descriptor b in two. */
  letter: string;
  points: number;
  /** In plain English: "help" for "assistance", "without help" for "unaided". */
  text: Message;
  example?: Message;
}

/** One activity of Schedule 1. */
export interface ScheduleActivity {
  /** The id answers are saved under, e.g. 'preparing-food'. */
  id: string;
  name: Message;
  /** What the activity covers, to help choose. */
  guidance: Message;
  /** The Part of Schedule 1: `DAILY_LIVING_PART` or `MOBILITY_PART`. */
  part: number;
  /** The activity's number within its Part. */
  activity: number;
  /** In letter order. */
  descriptors: readonly ScheduleDescriptor[];
}

/** The letters of the descriptors, in order (no activity has more than seven). */
const LETTERS = 'abcdefg';

/** Schedule 1 Part 2: daily living activities. */
export const DAILY_LIVING_PART = 2;
/** Schedule 1 Part 3: mobility activities. */
export const MOBILITY_PART = 3;

/** Where the schedule is published (legislation.gov.uk). */
export const PIP_SCHEDULE_SOURCE: Reference = /* @__PURE__ */ PIP_REGS('Schedule 1');

/**
 * Schedule 1 as written here: each activity's descriptors' points in letter order, and the letters
 * of the descriptors that have an example. The words of each activity and descriptor are in the
 * message catalogue (src/i18n/en/pip-schedule.ts), under 'pipSchedule.<activity>' (its name),
 * '….guidance', '….<letter>' and '….<letter>.example'.
 */
const WRITTEN: ReadonlyArray<{ id: string; part: number; activity: number; points: readonly number[]; withExample: string }> = [
  { id: 'preparing-food', part: DAILY_LIVING_PART, activity: 1, points: [0, 2, 2, 2, 4, 8], withExample: 'be' },
  { id: 'taking-nutrition', part: DAILY_LIVING_PART, activity: 2, points: [0, 2, 2, 4, 6, 10], withExample: 'b' },
  { id: 'managing-therapy', part: DAILY_LIVING_PART, activity: 3, points: [0, 1, 1, 2, 4, 6, 8], withExample: 'bg' },
  { id: 'washing-bathing', part: DAILY_LIVING_PART, activity: 4, points: [0, 2, 2, 2, 3, 4, 8], withExample: 'b' },
  { id: 'managing-toilet', part: DAILY_LIVING_PART, activity: 5, points: [0, 2, 2, 4, 6, 8], withExample: 'b' },
  { id: 'dressing-undressing', part: DAILY_LIVING_PART, activity: 6, points: [0, 2, 2, 2, 4, 8], withExample: 'b' },
  { id: 'communicating-verbally', part: DAILY_LIVING_PART, activity: 7, points: [0, 2, 4, 8, 12], withExample: 'bd' },
  { id: 'reading-understanding', part: DAILY_LIVING_PART, activity: 8, points: [0, 2, 2, 4, 8], withExample: 'bcd' },
  { id: 'engaging-others', part: DAILY_LIVING_PART, activity: 9, points: [0, 2, 4, 8], withExample: 'c' },
  { id: 'budgeting-decisions', part: DAILY_LIVING_PART, activity: 10, points: [0, 2, 4, 6], withExample: '' },
  { id: 'planning-journeys', part: MOBILITY_PART, activity: 1, points: [0, 4, 8, 10, 10, 12], withExample: '' },
  { id: 'moving-around', part: MOBILITY_PART, activity: 2, points: [0, 4, 8, 10, 12, 12], withExample: 'df' },
];

/** Every activity of Schedule 1, daily living then mobility, in the order of docs/rules.md PIP 2. */
export const PIP_SCHEDULE: readonly ScheduleActivity[] = WRITTEN.map(({ id, part, activity, points, withExample }) => {
  const words = `pipSchedule.${id}`;
  return {
    id,
    name: msg(words),
    guidance: msg(`${words}.guidance`),
    part,
    activity,
    descriptors: points.map((p, i) => {
      const letter = LETTERS.charAt(i);
      return { letter, points: p, text: msg(`${words}.${letter}`), ...(withExample.includes(letter) ? { example: msg(`${words}.${letter}.example`) } : {}) };
    }),
  };
});
