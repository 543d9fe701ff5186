/**
 * Personal Independence Payment (docs/rules.md "PIP"; the official figures): the weekly rates of each
 * tax year, the points thresholds, and the points of every descriptor of Schedule 1.
 */
import { BY_YEAR, everyYear, rememberedIds, GOV_UK_RATES, perWeek, count, PIP_REGS, type RateDef, type RateSpecs } from './define';

export const PIP_RATES = {
  'pip.daily-living.standard': perWeek('Daily living, standard rate', BY_YEAR, [GOV_UK_RATES, PIP_REGS('reg 24')]),
  'pip.daily-living.enhanced': perWeek('Daily living, enhanced rate', BY_YEAR, [GOV_UK_RATES, PIP_REGS('reg 24')]),
  'pip.mobility.standard': perWeek('Mobility, standard rate', BY_YEAR, [GOV_UK_RATES, PIP_REGS('reg 24')]),
  'pip.mobility.enhanced': perWeek('Mobility, enhanced rate', BY_YEAR, [GOV_UK_RATES, PIP_REGS('reg 24')]),
  'pip.threshold.standard': count('Points for a standard rate', everyYear(8), [PIP_REGS('regs 5-6')]),
  'pip.threshold.enhanced': count('Points for an enhanced rate', everyYear(12), [PIP_REGS('regs 5-6')]),
} satisfies RateSpecs;

/** PIP descriptor points by activity id, in the order of docs/rules.md PIP 2 (docs/rules.md PIP 2; Schedule 1 to the PIP Regulations). */
export const PIP_POINTS: ReadonlyArray<readonly [activityId: string, points: readonly number[]]> = [
  ['preparing-food', [0, 2, 2, 2, 4, 8]],
  ['taking-nutrition', [0, 2, 2, 4, 6, 10]],
  ['managing-therapy', [0, 1, 1, 2, 4, 6, 8]],
  ['washing-bathing', [0, 2, 2, 2, 3, 4, 8]],
  ['managing-toilet', [0, 2, 2, 4, 6, 8]],
  ['dressing-undressing', [0, 2, 2, 2, 4, 8]],
  ['communicating-verbally', [0, 2, 4, 8, 12]],
  ['reading-understanding', [0, 2, 2, 4, 8]],
  ['engaging-others', [0, 2, 4, 8]],
  ['budgeting-decisions', [0, 2, 4, 6]],
  ['planning-journeys', [0, 4, 8, 10, 10, 12]],
  ['moving-around', [0, 4, 8, 10, 12, 12]],
];

/** Descriptor ids are letters in order: a, b, c... */
export const DESCRIPTOR_LETTERS = 'abcdefgh';
/** The first mobility activity in `PIP_POINTS`; the ones before it are daily living (Schedule 1 Parts 2 and 3). */
const PIP_MOBILITY_FROM = 'planning-journeys';

/** More activities than the law has means callers pass other strings: the remembered ids start again. */
const MAX_REMEMBERED_ACTIVITIES = 50;

/** Id of the points rate of one PIP descriptor, e.g. `pip.points.taking-nutrition.f`. */
export const pipPointsRateId = rememberedIds(
  (activityId: string, descriptorId: string) => `pip.points.${activityId}.${descriptorId}`,
  MAX_REMEMBERED_ACTIVITIES,
  DESCRIPTOR_LETTERS.length,
);

/** Every descriptor's points as a rate (law, the same every year, not editable). */
export function pipPointsRates(): Record<string, RateDef> {
  const defs: Record<string, RateDef> = {};
  let part = 'Part 2';
  let activityNo = 0;
  for (const [activityId, points] of PIP_POINTS) {
    if (activityId === PIP_MOBILITY_FROM) [part, activityNo] = ['Part 3', 0];
    activityNo += 1;
    points.forEach((p, i) => {
      const letter = DESCRIPTOR_LETTERS.charAt(i);
      defs[pipPointsRateId(activityId, letter)] = count(`PIP points: ${activityId.replace(/-/g, ' ')}, descriptor ${letter}`, everyYear(p), [
        PIP_REGS(`Schedule 1 ${part}, activity ${activityNo}`),
      ]);
    });
  }
  return defs;
}
