import { describe, expect, it } from 'vitest';
import { calculatePip, DAILY_LIVING_ACTIVITIES, defaultPipInput, MOBILITY_ACTIVITIES, PIP_EVIDENCE_REQUIREMENTS } from './pip';
import { PIP_CASES } from './pip.cases';
import { ratesFor, TAX_YEARS } from './rates';
import { money, msg, type Message } from './message';

/** Points per activity, in order: docs/product.md §3, with docs/rules.md PIP 2 for the four restored activities. */
const EXPECTED_POINTS: Record<string, number[]> = {
  'preparing-food': [0, 2, 2, 2, 4, 8],
  'taking-nutrition': [0, 2, 2, 4, 6, 10],
  'managing-therapy': [0, 1, 1, 2, 4, 6, 8],
  'washing-bathing': [0, 2, 2, 2, 3, 4, 8],
  'managing-toilet': [0, 2, 2, 4, 6, 8],
  'dressing-undressing': [0, 2, 2, 2, 4, 8],
  'communicating-verbally': [0, 2, 4, 8, 12],
  'reading-understanding': [0, 2, 2, 4, 8],
  'engaging-others': [0, 2, 4, 8],
  'budgeting-decisions': [0, 2, 4, 6],
  'planning-journeys': [0, 4, 8, 10, 10, 12],
  'moving-around': [0, 4, 8, 10, 12, 12],
};

describe('calculatePip: rule cases', () => {
  it('has at least 8 cases in each tax year, and gives every case a tax year', () => {
    for (const year of TAX_YEARS) expect(PIP_CASES.filter((c) => c.input.taxYear === year.id).length, year.id).toBeGreaterThanOrEqual(8);
    expect(PIP_CASES.filter((c) => !c.input.taxYear).map((c) => c.name)).toEqual([]);
  });

  it('covers every threshold edge in each tax year', () => {
    for (const { id: year } of TAX_YEARS) {
      const names = PIP_CASES.filter((c) => c.input.taxYear === year).map((c) => c.name);
      for (const edge of ['daily living 7', 'daily living 8', 'daily living 11', 'daily living 12', 'mobility 4', 'mobility 8', 'mobility 10', 'mobility 12']) {
        expect(
          names.some((n) => n.includes(`${year}: ${edge} points`)),
          `${year} ${edge}`,
        ).toBe(true);
      }
    }
  });

  describe.each(PIP_CASES)('$name', ({ input, expected, checks }) => {
    it(`matches the hand-worked figures (${checks})`, () => {
      expect(calculatePip(input)).toMatchObject(expected);
    });
  });
});

describe('PIP activities', () => {
  it('lists the activities in the order of docs/rules.md PIP 2 with the points of docs/rules.md "Common to every engine"', () => {
    expect(DAILY_LIVING_ACTIVITIES.map((a) => a.id)).toEqual(Object.keys(EXPECTED_POINTS).slice(0, 10));
    expect(MOBILITY_ACTIVITIES.map((a) => a.id)).toEqual(['planning-journeys', 'moving-around']);
    for (const activity of [...DAILY_LIVING_ACTIVITIES, ...MOBILITY_ACTIVITIES]) {
      expect(
        activity.descriptors.map((d) => d.points),
        activity.id,
      ).toEqual(EXPECTED_POINTS[activity.id]);
    }
  });

  it('gives every activity its name, and every descriptor an id, a description, guidance and a list of examples, as messages of the schedule', () => {
    for (const activity of [...DAILY_LIVING_ACTIVITIES, ...MOBILITY_ACTIVITIES]) {
      expect(activity.name).toEqual(msg(`pipSchedule.${activity.id}`));
      activity.descriptors.forEach((d, i) => {
        expect(d.id).toBe('abcdefgh'[i]);
        expect(d.description).toEqual(msg(`pipSchedule.${activity.id}.${d.id}`));
        expect(d.guidance).toEqual(msg(`pipSchedule.${activity.id}.guidance`));
        expect(d.examples.every((e) => e.messageId === `pipSchedule.${activity.id}.${d.id}.example`)).toBe(true);
      });
    }
  });
});

/** The messages of a list as one text, to look for an id ('"pip.step.pip2"') or a phone number in. */
const said = (messages: readonly Message[]): string => JSON.stringify(messages);

describe('calculatePip: result', () => {
  const result = calculatePip({ taxYear: '2026-27', assessment: { dailyLiving: { 'preparing-food': 'f' } } });

  it('names the claim line and form PIP2 in the next steps', () => {
    const steps = said(result.nextSteps);
    expect(steps).toContain('0800 917 2222');
    expect(steps).toContain('"pip.step.pip2"');
  });

  it('lists 8 evidence requirements', () => {
    expect(result.evidenceRequirements).toHaveLength(8);
    expect(result.evidenceRequirements).toEqual([...PIP_EVIDENCE_REQUIREMENTS]);
  });

  it('explains each component', () => {
    expect(result.breakdown[0]).toEqual({
      name: msg('pip.dailyLiving'),
      amount: 76.7,
      qualifying: true,
      rateId: 'pip.daily-living.standard',
      working: msg('pip.standardRate', { count: 8, standard: 8, enhanced: 12, amount: money(7670) }),
    });
    expect(result.breakdown[1]).toMatchObject({ amount: 0, qualifying: false, rateId: 'pip.threshold.standard' });
  });

  it('in Scotland names Adult Disability Payment, Social Security Scotland and its line; in Northern Ireland the PIP Centre', () => {
    const scotland = said(calculatePip({ personalInfo: { location: 'scotland' } }).nextSteps);
    expect(scotland).toContain('"pip.step.applyAdp"');
    expect(scotland).toContain('"pip.step.redetermination"');
    expect(scotland).toContain('0800 182 2222');
    expect(scotland).not.toContain('0800 917 2222');
    const ni = said(calculatePip({ personalInfo: { location: 'northern-ireland' } }).nextSteps);
    expect(ni).toContain('0800 012 1573');
    expect(ni).not.toContain('0800 917 2222');
    expect(said(calculatePip({ personalInfo: { location: 'wales' } }).nextSteps)).toContain('0800 917 2222');
  });

  it('carries the tax year of the rates it used', () => {
    expect(calculatePip({ taxYear: '2024-25' }).taxYear).toBe('2024-25');
    expect(calculatePip({}, ratesFor('2025-26')).taxYear).toBe('2025-26');
  });

  it('points to Attendance Allowance from State Pension age, with the claim line of each nation, and never to the PIP line', () => {
    expect(calculatePip({ personalInfo: { age: 70 } }).nextSteps[0]).toEqual(msg('pip.step.noNewClaim', { benefit: msg('pip.attendanceAllowance') }));
    expect(said(calculatePip({ personalInfo: { age: 30 } }).nextSteps)).not.toContain('pip.attendanceAllowance');
    const england = said(calculatePip({ personalInfo: { age: 70 } }).nextSteps);
    expect(england).toContain('0800 731 0122');
    expect(england).not.toContain('0800 917 2222');
    expect(said(calculatePip({ personalInfo: { age: 70, location: 'northern-ireland' } }).nextSteps)).toContain('0800 587 0912');
    const scotland = said(calculatePip({ personalInfo: { age: 70, location: 'scotland' } }).nextSteps);
    expect(scotland).toContain('"pip.step.applyPadp"');
    expect(scotland).toContain('0800 182 2222');
    // With PIP or DLA in the last year the PIP claim route stands, with the mobility limit of PIP Regs reg 26.
    const again = calculatePip({ personalInfo: { age: 70, gotPipOrDlaInLastYear: true } }).nextSteps;
    expect(again[0]).toEqual(msg('pip.step.mobilityNoHigher'));
    expect(said(again)).toContain('0800 917 2222');
  });

  it('under the special rules for end of life names form SR1 (BASRiS in Scotland)', () => {
    expect(said(calculatePip({ personalInfo: { isEndOfLife: true } }).nextSteps)).toContain('"pip.step.endOfLife"');
    expect(said(calculatePip({ personalInfo: { isEndOfLife: true, location: 'scotland' } }).nextSteps)).toContain('"pip.step.endOfLifeScotland"');
    expect(said(calculatePip({}).nextSteps)).not.toContain('"pip.step.endOfLife"');
  });

  it('gives the defaults of docs/product.md §3', () => {
    expect(defaultPipInput()).toEqual({
      assessment: { dailyLiving: {}, mobility: {} },
      personalInfo: { age: 25, hasDisability: false, conditionDuration: '3-9-months', conditions: [], location: 'england' },
    });
  });

  it.each([undefined, null, 'x', { assessment: 'x' }, { assessment: { dailyLiving: null, mobility: [1, 2] } }])('never throws (%j)', (input) => {
    expect(calculatePip(input as never).weeklyAmount.total).toBe(0);
  });
});

describe('State Pension age on the PIP page', () => {
  it('reaches it where the other calculators do, without a date of birth', async () => {
    const { defaultReachedStatePensionAge } = await import('./pension-age');
    const { pipReachedStatePensionAge } = await import('./pip');
    const { resolveRates } = await import('./rates');
    for (const { id } of TAX_YEARS) {
      const a = resolveRates(ratesFor(id));
      for (let age = 60; age <= 70; age++) {
        expect(pipReachedStatePensionAge(age, undefined, a), `${id} ${age}`).toBe(defaultReachedStatePensionAge(age, a));
      }
    }
  });
});
