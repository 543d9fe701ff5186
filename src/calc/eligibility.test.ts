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
import { checkEligibilityWithRanges, engineEstimate, moneyBand, withEngineRanges } from './eligibility-ranges';
import { isMessage, money, msg } from './message';
import { ratesFor } from './rates';

describe('checkEligibility: rule cases', () => {
  describe.each(ELIGIBILITY_CASES)('$name', ({ answers, expected, checks, taxYear }) => {
    it(`finds ${expected.join(', ')} (${checks})`, () => {
      expect(checkEligibility(answers, ratesFor(taxYear)).map((r) => r.id)).toEqual(expected);
    });
  });
});

describe('checkEligibilityWithRanges: the ranges worked out by hand (docs/rules.md "Eligibility checker", "The ranges")', () => {
  describe.each(ELIGIBILITY_CASES.filter((c) => c.estimates))('$name', ({ answers, expected, estimates, taxYear }) => {
    it('gives each estimate worked out by hand', () => {
      const found = checkEligibilityWithRanges(answers, ratesFor(taxYear));
      expect(found.map((r) => r.id)).toEqual(expected);
      for (const [id, estimate] of Object.entries(estimates ?? {})) expect(found.find((r) => r.id === id)?.estimatedAmount, id).toEqual(estimate);
    });
  });
});

describe('checkEligibility: amounts and texts', () => {
  const answers = {
    age: '55-65',
    employmentStatus: 'unemployed',
    hasChildren: '2',
    housingStatus: 'rent-private',
    hasDisability: 'yes',
    weeklyIncome: '0-100',
    savings: 'under-6000',
    isPregnant: 'no',
    isCarer: 'no',
  } as const;
  const all = checkEligibility(answers);
  const byId = Object.fromEntries(all.map((r) => [r.id, r]));

  it('gives PIP and Child Benefit from their rates, and leaves the engines\' figures to the results ("Varies")', () => {
    // 2026/27: PIP mobility standard £30.30 to both enhanced £114.60 + £80.00 = £194.60; Child Benefit for 2: £27.05 + £17.90 = £44.95.
    const y = ratesFor('2026-27');
    const found = Object.fromEntries(checkEligibility({ ...answers, hasDisability: 'yes' }, y).map((r) => [r.id, r]));
    expect(found.pip).toMatchObject({
      confidence: 'medium',
      estimatedAmount: msg('eligibility.estimate.perWeekRange', { low: money(3030), high: money(19460) }),
      calculatorLink: '/pip',
    });
    expect(found['child-benefit']).toMatchObject({ confidence: 'high', estimatedAmount: msg('eligibility.estimate.amountPerWeek', { amount: money(4495) }) });
    expect(checkEligibility({ hasChildren: '1' }, y)[0]?.estimatedAmount).toEqual(msg('eligibility.estimate.amountPerWeek', { amount: money(2705) }));
    // 2024/25 (GOV.UK benefit and pension rates): PIP £28.70 to £108.55 + £75.75 = £184.30; Child Benefit £25.60 + £16.95 = £42.55.
    expect(checkEligibility({ hasDisability: 'yes', age: '25-39' }, ratesFor('2024-25'))[0]?.estimatedAmount).toEqual(
      msg('eligibility.estimate.perWeekRange', { low: money(2870), high: money(18430) }),
    );
    expect(checkEligibility({ hasChildren: '2' }, ratesFor('2024-25'))[0]?.estimatedAmount).toEqual(msg('eligibility.estimate.amountPerWeek', { amount: money(4255) }));
    for (const id of ['universal-credit', 'council-tax-support'] as const) expect(found[id]?.estimatedAmount).toEqual(msg('eligibility.estimate.varies'));
  });

  it('gives the confidence and calculator of docs/rules.md "Eligibility checker"', () => {
    expect(byId['universal-credit']).toMatchObject({ name: msg('eligibility.name.universalCredit'), eligible: true, confidence: 'high', calculatorLink: '/universal-credit' });
    expect(byId['housing-benefit']).toBeUndefined();
    expect(checkEligibility({ age: '66+', housingStatus: 'rent-private' })[0]).toMatchObject({
      id: 'housing-benefit',
      name: msg('eligibility.name.housingBenefit'),
      confidence: 'medium',
      calculatorLink: '/housing-benefit',
    });
    expect(byId.pip).toMatchObject({ name: msg('eligibility.name.pip'), confidence: 'medium', calculatorLink: '/pip' });
    expect(byId['child-benefit']).toMatchObject({ confidence: 'high' });
    expect(byId['council-tax-support']).toMatchObject({ confidence: 'high', calculatorLink: '/council-tax-support' });
    expect(checkEligibility({ age: '66+' })[0]).toMatchObject({ id: 'pension-credit', confidence: 'medium', calculatorLink: '/pension-credit' });
  });

  it('sends a working-age renter to the housing element of Universal Credit, naming supported and temporary accommodation', () => {
    const uc = byId['universal-credit'];
    expect(uc?.description).toEqual(msg('eligibility.universalCredit.descriptionRenting'));
    expect(uc?.nextSteps).toEqual([msg('eligibility.universalCredit.apply'), msg('eligibility.universalCredit.supportedHousing')]);
    const owner = checkEligibility({ age: '25-39', employmentStatus: 'unemployed', savings: 'under-6000', housingStatus: 'own' })[0];
    expect(owner?.description).toEqual(msg('eligibility.universalCredit.description'));
    expect(owner?.nextSteps).toEqual([msg('eligibility.universalCredit.apply')]);
  });

  it('tells the 16-24 range that Universal Credit starts at 18, with the cases at 16 and 17', () => {
    expect(checkEligibility({ age: '16-24', employmentStatus: 'unemployed', savings: 'under-6000' })[0]?.description).toEqual(
      msg('eligibility.universalCredit.descriptionYoung', { age: 18 }),
    );
    expect(checkEligibility({ age: '16-24', employmentStatus: 'unemployed', savings: 'under-6000', housingStatus: 'rent-private' })[0]?.description).toEqual(
      msg('eligibility.universalCredit.descriptionRentingYoung', { age: 18 }),
    );
  });

  it("gives Carer's Allowance the year's rate and earnings limit (2026/27: £86.45, £204; 2024/25: £81.90, £151)", () => {
    const carer = checkEligibility({ isCarer: 'yes' }, ratesFor('2026-27'))[0];
    expect(carer).toMatchObject({
      id: 'carers-allowance',
      estimatedAmount: msg('eligibility.estimate.amountPerWeek', { amount: money(8645) }),
      description: msg('eligibility.carersAllowance.description', { limit: money(20400) }),
    });
    const earlier = checkEligibility({ isCarer: 'yes' }, ratesFor('2024-25'))[0];
    expect(earlier).toMatchObject({
      estimatedAmount: msg('eligibility.estimate.amountPerWeek', { amount: money(8190) }),
      description: msg('eligibility.carersAllowance.description', { limit: money(15100) }),
    });
    expect(checkEligibility({ age: '66+', isCarer: 'yes' }, ratesFor('2024-25'))[0]?.description).toEqual(
      msg('eligibility.carersAllowance.descriptionPensionAge', { limit: money(15100) }),
    );
  });

  it('gives a disabled pensioner Attendance Allowance at the year’s two rates, with its GOV.UK page', () => {
    // Attendance Allowance lower / higher (GOV.UK benefit and pension rates): 2026/27 £76.70 / £114.60; 2024/25 £72.65 / £108.55.
    const aa = checkEligibility({ age: '66+', hasDisability: 'yes' }).find((r) => r.id === 'attendance-allowance');
    const rates = { lower: money(7670), higher: money(11460) };
    expect(aa).toMatchObject({
      estimatedAmount: msg('eligibility.estimate.lowerOrHigherPerWeek', rates),
      description: msg('eligibility.attendanceAllowance.description', rates),
      nextSteps: [msg('eligibility.attendanceAllowance.claim')],
    });
    const older = checkEligibility({ age: '66+', hasDisability: 'yes' }, ratesFor('2024-25')).find((r) => r.id === 'attendance-allowance');
    expect(older?.estimatedAmount).toEqual(msg('eligibility.estimate.lowerOrHigherPerWeek', { lower: money(7265), higher: money(10855) }));
  });

  it('gives every result a description and next steps; none links nowhere', () => {
    for (const result of all) {
      expect(isMessage(result.description)).toBe(true);
      expect(result.nextSteps.length).toBeGreaterThan(0);
    }
    expect(byId['child-benefit']).not.toHaveProperty('calculatorLink');
    expect(checkEligibility({})[0]).toMatchObject({
      id: 'none',
      name: msg('eligibility.name.none'),
      eligible: false,
      estimatedAmount: msg('eligibility.estimate.amount', { amount: money(0) }),
      nextSteps: [msg('eligibility.none.adviceLine', { phone: '0800 144 8848' })],
    });
  });

  it.each([undefined, null, 'x', { age: 7 }, { age: 'old' }])('never throws (%j)', (answers) => {
    expect(checkEligibility(answers as never)[0]?.id).toBe('none');
  });
});

describe('the ranges: bands, what is assumed, and ranges the checker does not show', () => {
  const y = ratesFor('2026-27');

  it('reads the ends of the income and savings answers, an open one with no top', () => {
    expect(['0-100', '600+', 'under-6000', '6000-16000', 'over-16000', 'x', undefined].map(moneyBand)).toEqual([
      { low: 0, high: 10000 },
      { low: 60001, high: Infinity },
      { low: 0, high: 600000 },
      { low: 600000, high: 1600000 },
      { low: 1600001, high: Infinity },
      null,
      null,
    ]);
  });

  it('a single person aged 40-54 earning £200-400 a week: Universal Credit up to £190.30 a month, which the screening does not show (income not low)', () => {
    const single = { age: '40-54', employmentStatus: 'employed', hasChildren: 'no', housingStatus: 'own', weeklyIncome: '200-400', savings: 'under-6000' } as const;
    // No work allowance without a child or limited capability for work (UC Regs reg 22(1)(b)); 55% of earnings comes off (reg 22(1)(a)).
    // £200 a week = £200 × 52 ÷ 12 = £866.67 a month; 55% = £476.67. Single 25+: £424.90 − £476.67 < 0, nothing;
    // a couple 25+: £666.97 − £476.67 = £190.30; at £400 a week (£1,733.33, 55% = £953.33) nothing for either.
    expect(engineEstimate('universal-credit', single, y)).toEqual({
      estimatedAmount: msg('eligibility.estimate.perMonthUpTo', { high: money(19030) }),
      estimateBasis: [msg('eligibility.basis.earnings'), msg('eligibility.basis.universalCredit')],
    });
    expect(checkEligibility(single, y).map((r) => r.id)).toEqual(['none']);
    expect(engineEstimate('child-benefit', single, y)).toBeNull();
  });

  it('says what each range assumed: both ends, single and a couple, how the income counted, the children, and what the checker does not ask', () => {
    const renter = checkEligibilityWithRanges(
      { age: '25-39', employmentStatus: 'unemployed', hasChildren: '2', housingStatus: 'rent-private', weeklyIncome: '0-100', savings: 'under-6000', hasDisability: 'no' },
      y,
    );
    const basis = Object.fromEntries(renter.map((r) => [r.id, r.estimateBasis]));
    expect(basis['universal-credit']).toEqual([msg('eligibility.basis.otherIncome'), msg('eligibility.basis.children'), msg('eligibility.basis.universalCreditRenting')]);
    expect(basis['council-tax-support']).toEqual([msg('eligibility.basis.otherIncome'), msg('eligibility.basis.councilTaxSupport')]);
    expect(basis['child-benefit']).toBeUndefined();
    expect(basis.pip).toBeUndefined();
  });

  it('never drops Universal Credit or Council Tax Support for savings of £6,000 to £16,000, even where income leaves little', () => {
    // Single, no children, owner, unemployed, £0-100 a week: at £16,000 tariff income £174 a month (40 × £4.35) comes off,
    // so the least is nothing (£424.90 − £433.33 − £174 < 0); a couple at £0 income and £6,000: £666.97.
    const saver = { age: '25-39', employmentStatus: 'unemployed', hasChildren: 'no', housingStatus: 'own', weeklyIncome: '0-100', savings: '6000-16000' } as const;
    const found = checkEligibilityWithRanges(saver, y);
    expect(found.map((r) => r.id)).toEqual(['universal-credit', 'council-tax-support']);
    expect(found[0]?.estimatedAmount).toEqual(msg('eligibility.estimate.perMonthUpTo', { high: money(66697) }));
  });

  it('leaves a result as it is without the answers a range needs', () => {
    const screened = checkEligibility({ age: '66+', housingStatus: 'rent-private' }, y);
    expect(withEngineRanges(screened, { age: '66+', housingStatus: 'rent-private' }, y)).toEqual(screened);
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
    // Each label is a message of the checker's options (src/i18n/en/benefits-checker.ts; state.test.ts writes them).
    for (const option of [
      ...AGE_OPTIONS,
      ...QUICK_CHECK_AGE_OPTIONS,
      ...EMPLOYMENT_OPTIONS,
      ...CHILDREN_OPTIONS,
      ...HOUSING_OPTIONS,
      ...WEEKLY_INCOME_OPTIONS,
      ...SAVINGS_OPTIONS,
      ...YES_NO_OPTIONS,
    ]) {
      expect(option.label.messageId).toMatch(/^checkerOption\./);
    }
    expect(QUICK_CHECK_AGE_OPTIONS.map((o) => o.label.messageId)).toEqual([
      'checkerOption.age.16-24',
      'checkerOption.age.25-39',
      'checkerOption.age.40-54',
      'checkerOption.quickAge.55-64',
      'checkerOption.quickAge.65+',
    ]);
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
  const ids = (answers: Parameters<typeof checkEligibility>[0], rates = y2627) => checkEligibility(answers, rates).map((r) => r.id);

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
    expect(AGE_OPTIONS.map((o) => o.label.messageId)).toEqual([
      'checkerOption.age.16-24',
      'checkerOption.age.25-39',
      'checkerOption.age.40-54',
      'checkerOption.age.55-65',
      'checkerOption.age.66+',
    ]);
  });

  it('66+ who has reached it, or has not answered: pension age, never Universal Credit or PIP (Attendance Allowance instead), always Pension Credit', () => {
    for (const reachedStatePensionAge of [true, undefined]) {
      const found = ids({
        ...MEANS,
        age: '66+',
        housingStatus: 'rent-council',
        hasDisability: 'yes',
        ...(reachedStatePensionAge === undefined ? {} : { reachedStatePensionAge }),
      });
      expect(found).toEqual(['housing-benefit', 'attendance-allowance', 'council-tax-support', 'pension-credit']);
    }
  });

  it('66+ who has not reached it (2026/27): working age, so Universal Credit and PIP, and Pension Credit from State Pension age', () => {
    const found = checkEligibility({ ...MEANS, age: '66+', reachedStatePensionAge: false, housingStatus: 'rent-council', hasDisability: 'yes' }, y2627);
    expect(found.map((r) => r.id)).toEqual(['universal-credit', 'pip', 'council-tax-support', 'pension-credit']);
    // State Pension age by the 67th birthday at the latest (born 6 March 1961 on: 67); a claim 4 months before (reg 4E).
    expect(found.at(-1)?.description).toEqual(msg('eligibility.pensionCredit.descriptionNotYet', { age: 67, count: 4 }));
    expect(checkEligibility({ ...MEANS, age: '66+', housingStatus: 'own' }, y2627).at(-1)?.description).toEqual(msg('eligibility.pensionCredit.description'));
  });

  it('a "No" where the year does not ask (2025/26: everyone aged 66 has reached it) changes nothing', () => {
    expect(ids({ ...MEANS, age: '66+', reachedStatePensionAge: false, housingStatus: 'own' }, ratesFor('2025-26'))).toEqual(['council-tax-support', 'pension-credit']);
  });
});

describe('where you live names the benefit and where to claim it (docs/rules.md "Scotland", "Northern Ireland")', () => {
  const answers = {
    age: '25-39',
    employmentStatus: 'unemployed',
    hasChildren: 'no',
    housingStatus: 'own',
    weeklyIncome: '0-100',
    savings: 'under-6000',
    hasDisability: 'yes',
    isPregnant: 'no',
    isCarer: 'yes',
  } as const;
  const found = (location: 'england' | 'scotland' | 'northern-ireland', id: string) => checkEligibility({ ...answers, location }, ratesFor('2026-27')).find((r) => r.id === id);

  it('in Scotland: Adult Disability Payment and Carer Support Payment, from Social Security Scotland', () => {
    expect(found('scotland', 'pip')?.name).toEqual(msg('eligibility.name.adultDisabilityPayment'));
    expect(found('scotland', 'pip')?.nextSteps).toEqual([
      msg('eligibility.scotland.apply', { phone: '0800 182 2222', address: 'https://www.mygov.scot/adult-disability-payment' }),
    ]);
    // 2026/27: the Scottish Carer Supplement of £11.70 a week is named with Carer Support Payment.
    expect(found('scotland', 'carers-allowance')?.name).toEqual(msg('eligibility.name.carerSupportPayment'));
    expect(found('scotland', 'carers-allowance')?.description).toEqual(msg('eligibility.carerSupportPayment.descriptionSupplement', { supplement: money(1170) }));
  });

  it('in Northern Ireland: PIP from the PIP Centre; in England, the new claims line', () => {
    expect(found('northern-ireland', 'pip')?.nextSteps).toEqual([msg('eligibility.pip.callNorthernIreland', { phone: '0800 012 1573' })]);
    expect(found('england', 'pip')?.nextSteps).toEqual([msg('eligibility.pip.call', { phone: '0800 917 2222' })]);
    expect(found('england', 'carers-allowance')?.name).toEqual(msg('eligibility.name.carersAllowance'));
  });
});
