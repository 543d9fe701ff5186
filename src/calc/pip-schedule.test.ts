import { describe, expect, it } from 'vitest';
import { DAILY_LIVING_PART, MOBILITY_PART, PIP_SCHEDULE, PIP_SCHEDULE_SOURCE } from './pip-schedule';

/**
 * Schedule 1 to the PIP Regulations 2013, written out by hand from docs/rules.md PIP 2: each
 * activity's Part, its number in that Part, and its descriptors' points in letter order (managing
 * therapy's b(i) and b(ii) are b and c here).
 */
const SCHEDULE_1: ReadonlyArray<readonly [id: string, part: number, activity: number, points: readonly number[]]> = [
  ['preparing-food', 2, 1, [0, 2, 2, 2, 4, 8]],
  ['taking-nutrition', 2, 2, [0, 2, 2, 4, 6, 10]],
  ['managing-therapy', 2, 3, [0, 1, 1, 2, 4, 6, 8]],
  ['washing-bathing', 2, 4, [0, 2, 2, 2, 3, 4, 8]],
  ['managing-toilet', 2, 5, [0, 2, 2, 4, 6, 8]],
  ['dressing-undressing', 2, 6, [0, 2, 2, 2, 4, 8]],
  ['communicating-verbally', 2, 7, [0, 2, 4, 8, 12]],
  ['reading-understanding', 2, 8, [0, 2, 2, 4, 8]],
  ['engaging-others', 2, 9, [0, 2, 4, 8]],
  ['budgeting-decisions', 2, 10, [0, 2, 4, 6]],
  ['planning-journeys', 3, 1, [0, 4, 8, 10, 10, 12]],
  ['moving-around', 3, 2, [0, 4, 8, 10, 12, 12]],
];

describe('PIP_SCHEDULE (Schedule 1 to the PIP Regulations 2013)', () => {
  it('daily living is Part 2 and mobility Part 3', () => {
    expect([DAILY_LIVING_PART, MOBILITY_PART]).toEqual([2, 3]);
  });

  it('holds every activity in order, with its Part, its number and the points of each descriptor', () => {
    expect(PIP_SCHEDULE.map((a) => [a.id, a.part, a.activity, a.descriptors.map((d) => d.points)])).toEqual(SCHEDULE_1);
  });

  it('letters the descriptors a, b, c… in order', () => {
    for (const activity of PIP_SCHEDULE) {
      expect(activity.descriptors.map((d) => d.letter).join(''), activity.id).toBe('abcdefg'.slice(0, activity.descriptors.length));
    }
  });

  it('cites Schedule 1 on legislation.gov.uk', () => {
    expect(PIP_SCHEDULE_SOURCE).toEqual({
      title: 'Social Security (Personal Independence Payment) Regulations 2013, Schedule 1',
      href: 'https://www.legislation.gov.uk/uksi/2013/377',
    });
  });
});
