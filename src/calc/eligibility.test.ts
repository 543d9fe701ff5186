import { describe, expect, it } from 'vitest';
import {
  AGE_OPTIONS,
  checkEligibility,
  isCheckerStatePensionAgeAsked,
  CHILDREN_OPTIONS,
  EMPLOYMENT_OPTIONS,
  HOUSING_OPTIONS,
  mapQuickCheckAge,
  QUICK_CHECK_AGE_OPTIONS,
  SAVINGS_OPTIONS,
  WEEKLY_INCOME_OPTIONS,
  YES_NO_OPTIONS,
} from './eligibility';
import { ELIGIBILITY_CASES } from './eligibility.cases';
import { ratesFor } from './rates';

describe('checkEligibility: rule cases', () => {
  describe.each(ELIGIBILITY_CASES)('$name', ({ answers, expected, checks }) => {
    it(`finds ${expected.join(', ')} (${checks})`, () => {
      expect(checkEligibility(answers).map((r) => r.name)).toEqual(expected);
    });
  });
});

describe('checkEligibility: amounts and texts', () => {
  const all = checkEligibility({
    age: '55-65',
    employmentStatus: 'unemployed',
    hasChildren: '2',
    housingStatus: 'rent-private',
    hasDisability: 'yes',
    weeklyIncome: '0-100',
    savings: 'under-6000',
    isPregnant: 'no',
    isCarer: 'no',
  });
  const byName = Object.fromEntries(all.map((r) => [r.name, r]));

  it('gives the estimates of docs/rules.md "Eligibility checker" and confidence', () => {
    expect(byName['Universal Credit']).toMatchObject({ eligible: true, confidence: 'high', estimatedAmount: '£400-800 per month', calculatorLink: '/universal-credit' });
    expect(byName['Housing Benefit']).toBeUndefined();
    expect(checkEligibility({ age: '66+', housingStatus: 'rent-private' })[0]).toMatchObject({
      name: 'Housing Benefit',
      confidence: 'medium',
      estimatedAmount: '£300-600 per month',
      calculatorLink: '/housing-benefit',
    });
    expect(byName['Personal Independence Payment (PIP)']).toMatchObject({ confidence: 'medium', estimatedAmount: '£100-700 per month', calculatorLink: '/pip' });
    expect(byName['Child Benefit']).toMatchObject({ confidence: 'high', estimatedAmount: '£25-100 per week' });
    expect(byName['Council Tax Support']).toMatchObject({ confidence: 'high', estimatedAmount: '25-100% discount', calculatorLink: '/council-tax-support' });
    expect(checkEligibility({ age: '66+' })[0]).toMatchObject({ name: 'Pension Credit', confidence: 'medium', estimatedAmount: 'Varies', calculatorLink: '/pension-credit' });
  });

  it('sends a working-age renter to the housing element of Universal Credit, naming supported and temporary accommodation', () => {
    const uc = byName['Universal Credit'];
    expect(uc?.description).toContain('your rent (its housing element)');
    expect(uc?.nextSteps.join(' ')).toContain('supported or temporary accommodation, claim Housing Benefit');
    const owner = checkEligibility({ age: '25-39', employmentStatus: 'unemployed', savings: 'under-6000', housingStatus: 'own' })[0];
    expect(owner?.nextSteps).toEqual(['Apply at www.gov.uk/apply-universal-credit']);
  });

  it('tells the 16-24 range that Universal Credit starts at 18, with the cases at 16 and 17', () => {
    expect(checkEligibility({ age: '16-24', employmentStatus: 'unemployed', savings: 'under-6000' })[0]?.description).toContain('From 18; at 16 or 17 only in some cases');
    expect(byName['Universal Credit']?.description).not.toContain('16 or 17');
  });

  it("gives Carer's Allowance the year's rate and earnings limit (2026/27: £86.45, £204; 2024/25: £81.90, £151)", () => {
    const carer = checkEligibility({ isCarer: 'yes' }, ratesFor('2026-27'))[0];
    expect(carer).toMatchObject({ name: "Carer's Allowance", estimatedAmount: '£86.45 per week' });
    expect(carer?.description).toContain('earn £204 a week or less');
    const earlier = checkEligibility({ isCarer: 'yes' }, ratesFor('2024-25'))[0];
    expect(earlier).toMatchObject({ estimatedAmount: '£81.90 per week' });
    expect(earlier?.description).toContain('earn £151 a week or less');
  });

  it('gives a disabled pensioner Attendance Allowance at the year’s two rates, with its GOV.UK page', () => {
    // Attendance Allowance lower / higher (GOV.UK benefit and pension rates): 2026/27 £76.70 / £114.60; 2024/25 £72.65 / £108.55.
    const aa = checkEligibility({ age: '66+', hasDisability: 'yes' }).find((r) => r.name === 'Attendance Allowance');
    expect(aa).toMatchObject({ estimatedAmount: '£76.70 or £114.60 per week', nextSteps: ['Claim at www.gov.uk/attendance-allowance'] });
    expect(aa?.description).toContain('Pension Age Disability Payment');
    const older = checkEligibility({ age: '66+', hasDisability: 'yes' }, ratesFor('2024-25')).find((r) => r.name === 'Attendance Allowance');
    expect(older?.estimatedAmount).toBe('£72.65 or £108.55 per week');
  });

  it('gives UC without children £250-400', () => {
    expect(checkEligibility({ age: '25-39', employmentStatus: 'unemployed', savings: 'under-6000', hasChildren: 'no' })[0]?.estimatedAmount).toBe('£250-400 per month');
  });

  it('gives every result a description and next steps; none links nowhere', () => {
    for (const result of all) {
      expect(result.description.length).toBeGreaterThan(0);
      expect(result.nextSteps.length).toBeGreaterThan(0);
    }
    expect(byName['Child Benefit']).not.toHaveProperty('calculatorLink');
    expect(checkEligibility({})[0]).toMatchObject({ name: 'No benefits identified', eligible: false });
  });

  it.each([undefined, null, 'x', { age: 7 }, { age: 'old' }])('never throws (%j)', (answers) => {
    expect(checkEligibility(answers as never)[0]?.name).toBe('No benefits identified');
  });
});

describe('answer options', () => {
  it('lists the values of docs/rules.md "Common to every engine" with labels', () => {
    expect(AGE_OPTIONS.map((o) => o.value)).toEqual(['16-24', '25-39', '40-54', '55-65', '66+']);
    expect(QUICK_CHECK_AGE_OPTIONS.map((o) => o.value)).toEqual(['16-24', '25-39', '40-54', '55-64', '65+']);
    expect(EMPLOYMENT_OPTIONS.map((o) => o.value)).toEqual(['employed', 'unemployed', 'self-employed', 'student', 'retired', 'unable-to-work']);
    expect(CHILDREN_OPTIONS.map((o) => o.value)).toEqual(['no', '1', '2', '3+']);
    expect(HOUSING_OPTIONS.map((o) => o.value)).toEqual(['rent-private', 'rent-council', 'own', 'living-with-family', 'other']);
    expect(WEEKLY_INCOME_OPTIONS.map((o) => o.value)).toEqual(['0-100', '100-200', '200-400', '400-600', '600+']);
    expect(SAVINGS_OPTIONS.map((o) => o.value)).toEqual(['under-6000', '6000-16000', 'over-16000']);
    expect(YES_NO_OPTIONS.map((o) => o.value)).toEqual(['yes', 'no']);
    for (const option of [
      ...AGE_OPTIONS,
      ...QUICK_CHECK_AGE_OPTIONS,
      ...EMPLOYMENT_OPTIONS,
      ...CHILDREN_OPTIONS,
      ...HOUSING_OPTIONS,
      ...WEEKLY_INCOME_OPTIONS,
      ...SAVINGS_OPTIONS,
    ]) {
      expect(option.label.length).toBeGreaterThan(0);
    }
  });

  it.each([
    ['55-64', '55-65'],
    ['65+', '66+'],
    ['16-24', '16-24'],
    ['25-39', '25-39'],
    ['40-54', '40-54'],
    ['55-65', '55-65'],
    // The checker's old overlapping band, saved or remembered, reads as the band it meant below 66.
    ['55-66', '55-65'],
    ['66+', '66+'],
    ['70', undefined],
    ['', undefined],
    [null, undefined],
  ])('maps the quick check age %j to %j', (quick, checker) => {
    expect(mapQuickCheckAge(quick)).toBe(checker);
  });
});

describe('66 or over and State Pension age (docs/rules.md "Eligibility checker")', () => {
  // 2026/27: someone aged 66 may have been born from 6 April 1960, when State Pension age comes
  // after the 66th birthday, so with 66+ the checker asks; 2024/25 and 2025/26: everyone aged 66
  // was born before 6 April 1960 and has reached it, so it does not.
  const y2627 = ratesFor('2026-27');
  const MEANS = { employmentStatus: 'retired', hasChildren: 'no', weeklyIncome: '0-100', savings: 'under-6000', isPregnant: 'no', isCarer: 'no' } as const;
  const names = (answers: Parameters<typeof checkEligibility>[0], rates = y2627) => checkEligibility(answers, rates).map((r) => r.name);

  it('asks with 66+ only where the year leaves 66 open, never with another band', () => {
    expect(['2024-25', '2025-26', '2026-27'].map((year) => isCheckerStatePensionAgeAsked('66+', ratesFor(year as never)))).toEqual([false, false, true]);
    expect(['16-24', '25-39', '40-54', '55-65', '55-66', undefined].map((band) => isCheckerStatePensionAgeAsked(band, y2627))).toEqual([false, false, false, false, false, false]);
  });

  it('the bands do not overlap: each age from 16 to 100 is in exactly one', () => {
    const bands = AGE_OPTIONS.map((o) => {
      const [from, to] = o.value.split(/[-+]/).map(Number);
      return [from ?? NaN, o.value.endsWith('+') ? Infinity : (to ?? NaN)] as const;
    });
    for (let age = 16; age <= 100; age += 1) expect(bands.filter(([from, to]) => age >= from && age <= to)).toHaveLength(1);
    expect(AGE_OPTIONS.map((o) => o.label)).toEqual(['16 to 24', '25 to 39', '40 to 54', '55 to 65', '66 or over']);
  });

  it('66+ who has reached it, or has not answered: pension age, never Universal Credit or PIP (Attendance Allowance instead), always Pension Credit', () => {
    for (const reachedStatePensionAge of [true, undefined]) {
      const found = names({
        ...MEANS,
        age: '66+',
        housingStatus: 'rent-council',
        hasDisability: 'yes',
        ...(reachedStatePensionAge === undefined ? {} : { reachedStatePensionAge }),
      });
      expect(found).toEqual(['Housing Benefit', 'Attendance Allowance', 'Council Tax Support', 'Pension Credit']);
    }
  });

  it('66+ who has not reached it (2026/27): working age, so Universal Credit and PIP, and Pension Credit from State Pension age', () => {
    const found = checkEligibility({ ...MEANS, age: '66+', reachedStatePensionAge: false, housingStatus: 'rent-council', hasDisability: 'yes' }, y2627);
    expect(found.map((r) => r.name)).toEqual(['Universal Credit', 'Personal Independence Payment (PIP)', 'Council Tax Support', 'Pension Credit']);
    // State Pension age by the 67th birthday at the latest (born 6 March 1961 on: 67); a claim 4 months before (reg 4E).
    expect(found.at(-1)?.description).toContain('Yours comes by your 67th birthday at the latest, and you can claim up to 4 months before it.');
  });

  it('a "No" where the year does not ask (2025/26: everyone aged 66 has reached it) changes nothing', () => {
    expect(names({ ...MEANS, age: '66+', reachedStatePensionAge: false, housingStatus: 'own' }, ratesFor('2025-26'))).toEqual(['Council Tax Support', 'Pension Credit']);
  });
});
