import { describe, expect, it } from 'vitest';
import { DEFAULT_RATES, ratesFor } from '~/calc/rates';
import { isMessage, msg } from '~/calc/message';
import { calculateUniversalCredit, defaultUniversalCreditInput, isLimitExceptionAsked, isLondonAsked, type UniversalCreditInput } from '~/calc/universal-credit';
import { withBuiltInLhaRates } from '~/calc/lha';
import {
  addChild,
  addOtherAdult,
  carers,
  isSamePersonAsked,
  isMainCarerAsked,
  isExemptRenterAsked,
  removeOtherAdult,
  withCarer,
  withOtherAdult,
  defaultForm,
  formFromInput,
  inputForCalculation,
  isCarer,
  onCarersBenefit,
  ucQuestionsShown,
  bornBeforeQuestions,
  isStatePensionAgeOpen,
  lhaMonthlyFromWeekly,
  lhaWeeklyFromMonthly,
  removeChild,
  isSharedRateExemptionAsked,
  sharedRateExemptionsTicked,
  sliderSaveNote,
  withEarnings,
  withLocation,
  withSharedRateExemptions,
} from './state';
import { sharedRateExemptionOptions } from './shared-rate-exemptions';
import { isFromBeforeTaxYears, readSavedUniversalCreditInput, readSavedUniversalCreditResult } from './saved-input';

/** A saved calculation's data as the form opens it. */
const readInput = (data: unknown) => readSavedUniversalCreditInput(data).input;
/** Whether a saved result is shown as saved. */
const isCompleteResult = (value: unknown) => readSavedUniversalCreditResult(value) !== null;

describe('form state', () => {
  it('starts at the docs/product.md §3 defaults: 25, single, no children, England, money 0, renting', () => {
    const { input } = defaultForm();
    expect(input).toEqual(defaultUniversalCreditInput());
    expect(input.personalDetails).toMatchObject({ age: 25, relationshipStatus: 'single', children: [], location: 'england' });
    expect(input.housingDetails.housingType).toBe('rent');
  });

  it('adds children at age 0 and removes the one asked for', () => {
    let form = addChild(addChild(addChild(defaultForm())));
    expect(form.input.personalDetails.children).toEqual([
      { age: 0, hasDisability: false },
      { age: 0, hasDisability: false },
      { age: 0, hasDisability: false },
    ]);
    form = {
      ...form,
      input: {
        ...form.input,
        personalDetails: {
          ...form.input.personalDetails,
          children: [
            { age: 3, hasDisability: false },
            { age: 7, hasDisability: true },
            { age: 12, hasDisability: false },
          ],
        },
      },
    };
    form = removeChild(form, 1);
    expect(form.input.personalDetails.children.map((c) => c.age)).toEqual([3, 12]);
  });

  it('holds a loaded input as it is', () => {
    const input = readInput({ personalDetails: { children: [{ age: 4 }, { age: 9 }] } });
    expect(formFromInput(input)).toEqual({ input });
  });

  it('replaces only the earnings for the slider', () => {
    const input = readInput({ incomeDetails: { earnedIncome: 800, savings: 100 } });
    const moved = withEarnings(input, 1250);
    expect(moved.incomeDetails).toMatchObject({ earnedIncome: 1250, savings: 100 });
    expect(input.incomeDetails.earnedIncome).toBe(800);
  });

  it('keeps the bedrooms typed as allowed only for a renter, as the Housing tab asks (docs/rules.md UC 4)', () => {
    const renter = readInput({ housingDetails: { housingType: 'rent', monthlyRent: 600, bedroomsTyped: 2 } });
    expect(inputForCalculation(renter, DEFAULT_RATES).housingDetails.bedroomsTyped).toBe(2);
    const owner = { ...renter, housingDetails: { ...renter.housingDetails, housingType: 'own-outright' as const } };
    expect(inputForCalculation(owner, DEFAULT_RATES).housingDetails).not.toHaveProperty('bedroomsTyped');
  });

  it('leaves out what the form hides: a single person’s partner, a non-renter’s rent', () => {
    const input = readInput({
      personalDetails: { relationshipStatus: 'couple', partnerAge: 30 },
      incomeDetails: { partnerEarnedIncome: 500 },
      housingDetails: { housingType: 'rent', monthlyRent: 600, serviceCharges: 40 },
    });
    expect(inputForCalculation(input, DEFAULT_RATES)).toEqual(input);
    const single = {
      ...input,
      personalDetails: { ...input.personalDetails, relationshipStatus: 'single' as const },
      housingDetails: { ...input.housingDetails, housingType: 'mortgage' as const },
    };
    const used = inputForCalculation(single, DEFAULT_RATES);
    expect(used.personalDetails).not.toHaveProperty('partnerAge');
    expect(used.incomeDetails.partnerEarnedIncome).toBe(0);
    expect(used.housingDetails).toMatchObject({ monthlyRent: 0, serviceCharges: 0 });
    // Same award either way: the engine ignores those fields too.
    expect(calculateUniversalCredit(used).totalMonthly).toBe(calculateUniversalCredit(single).totalMonthly);
  });

  it('leaves out answers to questions the form no longer asks', () => {
    const y2026 = ratesFor('2026-27');
    const input = readInput({
      taxYear: '2026-27',
      personalDetails: { children: [{ age: 4, bornBeforeApril2017: true, disabilityRate: 'higher' }] },
      incomeDetails: { earnedIncome: 0, childcareCostsMonthly: 300 },
      housingDetails: { housingType: 'rent', monthlyRent: 500, tenancyType: 'social', lhaRateMonthly: 700, localHousingAllowanceArea: 'lothian', nonDependants: 1 },
      healthAndCare: { hasLimitedCapabilityWork: false, lcwraProtected: true, claimBeforeApril2017: true },
    });
    const used = inputForCalculation(input, y2026);
    // Aged 4 in 2026/27 was born after April 2017 for certain; no disability, so no rate.
    expect(used.personalDetails.children).toEqual([{ age: 4, hasDisability: false }]);
    // Not working: the costs stay, so the childcare line can say that work is what is missing.
    expect(used.incomeDetails.childcareCostsMonthly).toBe(300);
    expect(calculateUniversalCredit(used, y2026).elements.find((e) => isMessage(e.name) && e.name.messageId === 'uc.childcareElement')?.working).toEqual(
      msg('uc.childcare.notWorking'),
    );
    // Without children there is no childcare element, so no costs are kept.
    const childless = inputForCalculation({ ...input, personalDetails: { ...input.personalDetails, children: [] } }, y2026);
    expect(childless.incomeDetails).not.toHaveProperty('childcareCostsMonthly');
    // A social renter has no LHA: the typed rate goes; the area found stays (it says whether this is
    // Greater London, docs/rules.md UC 15); non-dependants stay.
    // The count saved before the adults' ages opens as that many adults of 21 (the same figures).
    expect(used.housingDetails).toMatchObject({ tenancyType: 'social', localHousingAllowanceArea: 'lothian', otherAdults: [{ age: 21 }] });
    expect(used.housingDetails).not.toHaveProperty('lhaRateMonthly');
    expect(used.healthAndCare).not.toHaveProperty('lcwraProtected');
    expect(used.healthAndCare).not.toHaveProperty('claimBeforeApril2017');
    expect(used.taxYear).toBe('2026-27');
  });

  it('keeps the answers that count', () => {
    const y2026 = ratesFor('2026-27');
    const input = readInput({
      personalDetails: { children: [{ age: 9, bornBeforeApril2017: true, hasDisability: true, disabilityRate: 'higher' }] },
      incomeDetails: { earnedIncome: 900, childcareCostsMonthly: 300 },
      healthAndCare: { hasLimitedCapabilityWorkRelated: true, lcwraProtected: false },
    });
    const used = inputForCalculation(input, y2026);
    expect(used.personalDetails.children).toEqual([{ age: 9, hasDisability: true, bornBeforeApril2017: true, disabilityRate: 'higher' }]);
    expect(used.incomeDetails.childcareCostsMonthly).toBe(300);
    expect(used.healthAndCare.lcwraProtected).toBe(false);
    // In 2025/26 there is one LCWRA amount, so the question is not asked nor kept.
    expect(inputForCalculation(input, ratesFor('2025-26')).healthAndCare).not.toHaveProperty('lcwraProtected');
  });
});

describe('questions that depend on the tax year', () => {
  it('asks about a birth before 6 April 2017 only for the age that leaves it open, and only where the answer can change the award', () => {
    const ages = (...list: number[]) => list.map((age) => ({ age }));
    // The eldest's element is the higher one when born before then: asked in every year.
    expect(bornBeforeQuestions(ages(9), ratesFor('2026-27'))).toEqual([true]);
    expect(bornBeforeQuestions(ages(8), ratesFor('2026-27'))).toEqual([false]);
    expect(bornBeforeQuestions(ages(8), ratesFor('2025-26'))).toEqual([true]);
    // A younger child: only while the child limit applies to more children than it (none from 2026/27).
    expect(bornBeforeQuestions(ages(12, 9), ratesFor('2026-27'))).toEqual([false, false]);
    expect(bornBeforeQuestions(ages(12, 10, 9), ratesFor('2026-27'))).toEqual([false, false, false]);
    expect(bornBeforeQuestions(ages(12, 8), ratesFor('2025-26'))).toEqual([false, false]);
    expect(bornBeforeQuestions(ages(12, 10, 8), ratesFor('2025-26'))).toEqual([false, false, true]);
  });

  it('asks about State Pension age only at 66, between State Pension age (66) and the age everyone has reached it by (67)', () => {
    expect([undefined, 65, 66, 67, 72].map((age) => isStatePensionAgeOpen(age, ratesFor('2026-27')))).toEqual([false, false, true, false, false]);
  });

  it('keeps a State Pension age answer only at the age it is asked (docs/rules.md UC 14)', () => {
    const rates = ratesFor('2026-27');
    const input = readInput({
      taxYear: '2026-27',
      personalDetails: { age: 66, relationshipStatus: 'couple', partnerAge: 66, reachedStatePensionAge: true, partnerReachedStatePensionAge: true },
    });
    expect(inputForCalculation(input, rates).personalDetails).toMatchObject({ reachedStatePensionAge: true, partnerReachedStatePensionAge: true });
    // Both answered Yes at 66: no claim.
    expect(calculateUniversalCredit(inputForCalculation(input, rates)).reason).toBe('state-pension-age');
    // The ages changed to 30 and 72 (the questions go): the answers are not kept.
    const older = inputForCalculation({ ...input, personalDetails: { ...input.personalDetails, age: 30, partnerAge: 72 } }, rates);
    expect(older.personalDetails).not.toHaveProperty('reachedStatePensionAge');
    expect(older.personalDetails).not.toHaveProperty('partnerReachedStatePensionAge');
    // Single: the partner's answer goes with the partner's age.
    const single = inputForCalculation({ ...input, personalDetails: { ...input.personalDetails, relationshipStatus: 'single' } }, rates);
    expect(single.personalDetails).not.toHaveProperty('partnerReachedStatePensionAge');
    expect(single.personalDetails.reachedStatePensionAge).toBe(true);
  });

  it('turns a typed weekly LHA rate into a month (× 52 ÷ 12) and back', () => {
    const rates = ratesFor('2026-27');
    expect(lhaMonthlyFromWeekly(223.23, rates)).toBe(967.33);
    expect(lhaWeeklyFromMonthly(967.33, rates)).toBe(223.23);
    for (const weekly of [0.01, 92.05, 172.6, 448.77, 999.99]) expect(lhaWeeklyFromMonthly(lhaMonthlyFromWeekly(weekly, rates), rates)).toBe(weekly);
  });
});

describe('the carer questions (docs/rules.md UC 6)', () => {
  const base = defaultUniversalCreditInput();
  const withCaring = (isCarerFor: UniversalCreditInput['healthAndCare']['isCarerFor'], income = {}, couple = false): UniversalCreditInput => ({
    ...base,
    personalDetails: { ...base.personalDetails, relationshipStatus: couple ? 'couple' : 'single' },
    incomeDetails: { ...base.incomeDetails, ...income },
    healthAndCare: { ...base.healthAndCare, isCarerFor },
  });

  it('yes is an entry of the minimum hours for that person, no takes theirs away', () => {
    expect(withCarer(base, false, true, DEFAULT_RATES)).toEqual([{ hoursPerWeek: 35 }]);
    const both = withCarer(withCaring([{ hoursPerWeek: 35 }], {}, true), true, true, DEFAULT_RATES);
    expect(both).toEqual([{ hoursPerWeek: 35 }, { hoursPerWeek: 35, person: 'partner' }]);
    expect(withCarer(withCaring(both, {}, true), false, false, DEFAULT_RATES)).toEqual([{ hoursPerWeek: 35, person: 'partner' }]);
  });

  it('follows the minimum hours of the published rates', () => {
    // Hours are law, not an amount an admin publishes: a table with another figure stands in for a change in the law.
    const minHours = DEFAULT_RATES['universal-credit.carer-element.min-hours']!;
    const rates = { ...DEFAULT_RATES, [minHours.id]: { ...minHours, amount: 40 } };
    expect(withCarer(base, false, true, rates)).toEqual([{ hoursPerWeek: 40 }]);
    const input = withCaring([{ hoursPerWeek: 35 }]);
    expect(isCarer(input, DEFAULT_RATES)).toBe(true);
    expect(isCarer(input, rates)).toBe(false);
  });

  it("Carer's Allowance meets the condition: the same-person question only when both care and not both get it", () => {
    expect(carers(withCaring([], { getsCarersAllowance: true }), DEFAULT_RATES)).toEqual({ you: true, partner: false });
    expect(isSamePersonAsked(withCaring([{ hoursPerWeek: 35, person: 'partner' }], { getsCarersAllowance: true }, true), DEFAULT_RATES)).toBe(true);
    expect(isSamePersonAsked(withCaring([], { getsCarersAllowance: true, partnerGetsCarersAllowance: true }, true), DEFAULT_RATES)).toBe(false);
    expect(isSamePersonAsked(withCaring([{ hoursPerWeek: 35 }], {}, true), DEFAULT_RATES)).toBe(false);
  });

  it('gives the carer element through the engine', () => {
    const input = withCaring(withCarer(base, false, true, DEFAULT_RATES));
    const carer = calculateUniversalCredit({ ...input, taxYear: '2024-25' }).elements.find((e) => isMessage(e.name) && e.name.messageId === 'uc.carerElement');
    expect(carer).toMatchObject({ qualifying: true, amount: 198.31 });
  });
});

describe('the further people a carer in Scotland cares for (docs/rules.md "Scotland" 1)', () => {
  const y2026 = ratesFor('2026-27');
  const y2025 = ratesFor('2025-26');
  const base = defaultUniversalCreditInput();
  const carer = (location: UniversalCreditInput['personalDetails']['location'], income: Partial<UniversalCreditInput['incomeDetails']>, couple = false): UniversalCreditInput => ({
    ...base,
    personalDetails: { ...base.personalDetails, location, relationshipStatus: couple ? 'couple' : 'single' },
    incomeDetails: { ...base.incomeDetails, ...income },
    healthAndCare: { ...base.healthAndCare, furtherPeopleCared: 2 },
  });

  it('is asked only in Scotland, of someone on Carer Support Payment, in a year that pays the Carer Additional Person Payment', () => {
    const shown = (input: UniversalCreditInput, rates = y2026) => ucQuestionsShown(input, rates).furtherPeopleCared;
    expect(shown(carer('scotland', { getsCarersAllowance: true }))).toBe(true);
    expect(shown(carer('scotland', { partnerGetsCarersAllowance: true }, true))).toBe(true);
    // A single person's partner answer is not read; England, Wales and Northern Ireland have no such payment; nor had 2025/26.
    expect(shown(carer('scotland', { partnerGetsCarersAllowance: true }))).toBe(false);
    expect(shown(carer('scotland', {}))).toBe(false);
    expect(shown(carer('england', { getsCarersAllowance: true }))).toBe(false);
    expect(shown(carer('northern-ireland', { getsCarersAllowance: true }))).toBe(false);
    expect(shown(carer('scotland', { getsCarersAllowance: true }), y2025)).toBe(false);
  });

  it('names who gets Carer Support Payment', () => {
    expect(onCarersBenefit(carer('scotland', { getsCarersAllowance: true }))).toBe('you');
    expect(onCarersBenefit(carer('scotland', { partnerGetsCarersAllowance: true }, true))).toBe('partner');
    expect(onCarersBenefit(carer('scotland', { getsCarersAllowance: true, partnerGetsCarersAllowance: true }, true))).toBe('both');
    expect(onCarersBenefit(carer('scotland', { partnerGetsCarersAllowance: true }))).toBe(null);
  });

  it('keeps the answer only where it is asked; the engine reads it only then', () => {
    const asked = carer('scotland', { getsCarersAllowance: true });
    expect(inputForCalculation(asked, y2026).healthAndCare.furtherPeopleCared).toBe(2);
    expect(inputForCalculation(asked, y2025).healthAndCare).not.toHaveProperty('furtherPeopleCared');
    expect(inputForCalculation(carer('england', { getsCarersAllowance: true }), y2026).healthAndCare).not.toHaveProperty('furtherPeopleCared');
    expect(inputForCalculation({ ...asked, healthAndCare: { ...asked.healthAndCare, furtherPeopleCared: 0 } }, y2026).healthAndCare).not.toHaveProperty('furtherPeopleCared');
    // 2 × 10.40 = 20.80 a week × 52 = 1,081.60 ÷ 12 = 90.13 a month beside the award.
    const beside = calculateUniversalCredit(inputForCalculation(asked, y2026), y2026).besideAward ?? [];
    expect(beside.find((p) => p.id === 'carer-additional-person-payment')?.amount).toBe(90.13);
  });

  it('survives saving and opening; a save without it reads as none', () => {
    expect(readInput({ ...carer('scotland', { getsCarersAllowance: true }), taxYear: '2026-27' }).healthAndCare.furtherPeopleCared).toBe(2);
    expect(readInput({ healthAndCare: { furtherPeopleCared: 40 } }).healthAndCare.furtherPeopleCared).toBe(10);
    expect(readInput({ healthAndCare: {} }).healthAndCare).not.toHaveProperty('furtherPeopleCared');
    expect(readSavedUniversalCreditInput({ healthAndCare: { furtherPeopleCared: 'many' } }).reset).toEqual(['how many other people you care for']);
  });
});

describe('the other adults (docs/rules.md UC 4)', () => {
  it('adds, changes and removes an adult; a saved count gives way to the list', () => {
    const form = formFromInput({ ...defaultUniversalCreditInput(), housingDetails: { ...defaultUniversalCreditInput().housingDetails, nonDependants: 2 } });
    const added = addOtherAdult(form, 21);
    expect(added.input.housingDetails.otherAdults).toEqual([{ age: 21 }]);
    expect(added.input.housingDetails).not.toHaveProperty('nonDependants');
    const changed = withOtherAdult(addOtherAdult(added, 21), 1, { age: 19 });
    expect(changed.input.housingDetails.otherAdults).toEqual([{ age: 21 }, { age: 19 }]);
    expect(removeOtherAdult(changed, 0).input.housingDetails.otherAdults).toEqual([{ age: 19 }]);
  });

  it('keeps the exemption from the housing cost contribution only from 21, where it is asked', () => {
    const input = {
      ...defaultUniversalCreditInput(),
      housingDetails: {
        ...defaultUniversalCreditInput().housingDetails,
        otherAdults: [
          { age: 19, noContribution: true },
          { age: 30, noContribution: true },
        ],
      },
    };
    expect(inputForCalculation(input, DEFAULT_RATES).housingDetails.otherAdults).toEqual([{ age: 19 }, { age: 30, noContribution: true }]);
  });
});

describe('which of a couple is the main carer (docs/rules.md UC 16)', () => {
  const base = defaultUniversalCreditInput();
  const y2026 = ratesFor('2026-27');
  /** A couple of 30 with children of these ages, you self-employed earning 500, your partner employed earning 1,000, council rent 700. */
  const couple = (
    childAges: number[],
    income: Partial<UniversalCreditInput['incomeDetails']> = {},
    health: Partial<UniversalCreditInput['healthAndCare']> = {},
  ): UniversalCreditInput => ({
    ...base,
    taxYear: '2026-27',
    personalDetails: { ...base.personalDetails, age: 30, relationshipStatus: 'couple', partnerAge: 30, children: childAges.map((age) => ({ age, hasDisability: false })) },
    incomeDetails: { ...base.incomeDetails, earnedIncome: 500, partnerEarnedIncome: 1000, selfEmployed: true, ...income },
    housingDetails: { ...base.housingDetails, monthlyRent: 700, tenancyType: 'social' },
    healthAndCare: { ...base.healthAndCare, ...health },
  });

  it('is asked of a couple with a child under 3 only when a partner past the start-up period could have the floor', () => {
    expect(isMainCarerAsked(couple([1]), y2026)).toBe(true);
    expect(isMainCarerAsked(couple([1], { selfEmployed: false, partnerSelfEmployed: true }), y2026)).toBe(true);
    expect(isMainCarerAsked(couple([3]), y2026)).toBe(false);
    expect(isMainCarerAsked(couple([1], { selfEmployedStartUp: true }), y2026)).toBe(false);
    expect(isMainCarerAsked(couple([1], { selfEmployed: false }), y2026)).toBe(false);
    expect(isMainCarerAsked(couple([1], { getsCarersAllowance: true }), y2026)).toBe(false);
    expect(isMainCarerAsked(couple([1], {}, { hasLimitedCapabilityWork: true }), y2026)).toBe(false);
    // A single parent of a child under 3 is the responsible carer: nothing to ask.
    expect(isMainCarerAsked({ ...couple([1]), personalDetails: { ...couple([1]).personalDetails, relationshipStatus: 'single' } }, y2026)).toBe(false);
  });

  it('keeps the answer only where it is asked, and the answer changes the award', () => {
    // The cases' household: your partner the main carer of a child of 1, 496.41; unanswered, no floor, 1,080.76.
    const answered = couple([1], { responsibleCarer: 'partner' });
    expect(inputForCalculation(answered, y2026).incomeDetails.responsibleCarer).toBe('partner');
    expect(calculateUniversalCredit(inputForCalculation(answered, y2026), y2026).totalMonthly).toBe(496.41);
    expect(calculateUniversalCredit(inputForCalculation(couple([1]), y2026), y2026).totalMonthly).toBe(1080.76);
    expect(inputForCalculation(couple([4], { responsibleCarer: 'partner' }), y2026).incomeDetails).not.toHaveProperty('responsibleCarer');
  });

  it('survives saving and opening, for a couple only', () => {
    const answered = couple([1], { responsibleCarer: 'claimant' });
    expect(readInput(JSON.parse(JSON.stringify(answered))).incomeDetails.responsibleCarer).toBe('claimant');
    expect(readInput({ ...answered, personalDetails: { ...answered.personalDetails, relationshipStatus: 'single' } }).incomeDetails).not.toHaveProperty('responsibleCarer');
    expect(readSavedUniversalCreditInput({ ...answered, incomeDetails: { ...answered.incomeDetails, responsibleCarer: 'both' } }).reset).toContain(
      'which of you is the main carer of your children',
    );
  });
});

describe('no housing cost contributions for a blind or disabled renter (docs/rules.md UC 4, UC Regs Sch 4 para 15)', () => {
  const base = defaultUniversalCreditInput();
  const y2026 = ratesFor('2026-27');
  /** Single 45 (or a couple), council rent 600, 2 bedrooms, other adults of these ages. */
  const renter = (ages: number[], health: Partial<UniversalCreditInput['healthAndCare']> = {}, couple = false): UniversalCreditInput => ({
    ...base,
    taxYear: '2026-27',
    personalDetails: { ...base.personalDetails, age: 45, relationshipStatus: couple ? 'couple' : 'single', ...(couple ? { partnerAge: 45 } : {}) },
    housingDetails: { ...base.housingDetails, monthlyRent: 600, tenancyType: 'social', actualBedrooms: 2, otherAdults: ages.map((age) => ({ age })) },
    healthAndCare: { ...base.healthAndCare, ...health },
  });

  it('is asked only with rent to pay and an adult who would otherwise contribute', () => {
    expect(isExemptRenterAsked(renter([25]), y2026)).toBe(true);
    expect(isExemptRenterAsked(renter([20]), y2026)).toBe(false);
    expect(isExemptRenterAsked(renter([]), y2026)).toBe(false);
    const exemptAdult = renter([25]);
    expect(isExemptRenterAsked({ ...exemptAdult, housingDetails: { ...exemptAdult.housingDetails, otherAdults: [{ age: 25, noContribution: true }] } }, y2026)).toBe(false);
    expect(isExemptRenterAsked({ ...exemptAdult, housingDetails: { ...exemptAdult.housingDetails, housingType: 'mortgage' } }, y2026)).toBe(false);
    expect(isExemptRenterAsked({ ...exemptAdult, housingDetails: { ...exemptAdult.housingDetails, monthlyRent: 0 } }, y2026)).toBe(false);
  });

  it('keeps each answer where it is asked: yours is the shared rate’s answer too, your partner’s only for a couple', () => {
    const all = { claimantGetsDisabilityBenefit: true, partnerGetsDisabilityBenefit: true, certifiedBlind: true } as const;
    expect(inputForCalculation(renter([25], all, true), y2026).healthAndCare).toMatchObject(all);
    expect(inputForCalculation(renter([25], all), y2026).healthAndCare).not.toHaveProperty('partnerGetsDisabilityBenefit');
    const notAsked = inputForCalculation(renter([19], all, true), y2026).healthAndCare;
    expect(notAsked).not.toHaveProperty('certifiedBlind');
    expect(notAsked).not.toHaveProperty('partnerGetsDisabilityBenefit');
    // 424.90 + 600 − 96.55 = 928.35 with the contribution; 1,024.90 without it.
    expect(calculateUniversalCredit(inputForCalculation(renter([25]), y2026), y2026).totalMonthly).toBe(928.35);
    expect(calculateUniversalCredit(inputForCalculation(renter([25], { certifiedBlind: true }), y2026), y2026).totalMonthly).toBe(1024.9);
  });

  it('survive saving and opening', () => {
    const input = renter([25], { partnerGetsDisabilityBenefit: true, certifiedBlind: true }, true);
    expect(readInput(JSON.parse(JSON.stringify(input))).healthAndCare).toMatchObject({ partnerGetsDisabilityBenefit: true, certifiedBlind: true });
  });
});

describe('readSavedUniversalCreditInput (a saved calculation, docs/product.md §4)', () => {
  it('gives the defaults for nothing usable', () => {
    for (const data of [undefined, null, 'text', 42, [], {}]) expect(readInput(data)).toEqual(defaultUniversalCreditInput());
  });

  it('round-trips an input saved by this page', () => {
    const input = {
      personalDetails: { age: 41, relationshipStatus: 'couple' as const, partnerAge: 39, children: [{ age: 3, hasDisability: true }], location: 'wales' as const },
      incomeDetails: { earnedIncome: 1200.5, partnerEarnedIncome: 300, otherBenefits: ['child-benefit'], savings: 6500, pension: 25 },
      housingDetails: { housingType: 'rent' as const, monthlyRent: 650, serviceCharges: 50, localHousingAllowanceArea: '', bedroomsNeeded: 2, actualBedrooms: 2 },
      healthAndCare: { hasLimitedCapabilityWork: true, hasLimitedCapabilityWorkRelated: false, isCarerFor: [{ hoursPerWeek: 35 }], disabilityPremiums: [] },
    };
    expect(readInput(JSON.parse(JSON.stringify(input)))).toEqual(input);
  });

  it('merges a partial input over the defaults and holds numbers in the docs/product.md §5 ranges', () => {
    const input = readInput({
      personalDetails: { age: 140, relationshipStatus: 'married', partnerAge: 30, children: [{ age: 25 }, { age: -2, hasDisability: 'yes' }, 'x'], location: 'mars' },
      incomeDetails: { earnedIncome: '800', savings: -5, pension: 'lots' },
      housingDetails: { housingType: 'castle', monthlyRent: 12.345 },
      healthAndCare: { hasLimitedCapabilityWork: 'true', isCarerFor: [{ hoursPerWeek: 40 }, { hoursPerWeek: 'many' }] },
    });
    expect(input.personalDetails).toEqual({
      age: 100,
      relationshipStatus: 'single', // not 'couple', so no partner age either
      children: [
        { age: 19, hasDisability: false },
        { age: 0, hasDisability: false },
        { age: 0, hasDisability: false },
      ],
      location: 'england',
    });
    expect(input.incomeDetails).toMatchObject({ earnedIncome: 800, savings: 0, pension: 0 });
    expect(input.housingDetails).toMatchObject({ housingType: 'rent', monthlyRent: 12.35 });
    expect(input.healthAndCare).toMatchObject({ hasLimitedCapabilityWork: false, isCarerFor: [{ hoursPerWeek: 40 }] });
  });

  it('round-trips the answers added with the tax years', () => {
    const input = {
      taxYear: '2025-26' as const,
      personalDetails: {
        age: 30,
        relationshipStatus: 'single' as const,
        children: [{ age: 8, hasDisability: true, bornBeforeApril2017: false, disabilityRate: 'higher' as const }],
        location: 'england' as const,
        livesInGreaterLondon: true,
        reachedStatePensionAge: false,
      },
      incomeDetails: { earnedIncome: 500, partnerEarnedIncome: 0, otherBenefits: [], savings: 0, pension: 0, childcareCostsMonthly: 250 },
      housingDetails: {
        housingType: 'rent' as const,
        monthlyRent: 900,
        serviceCharges: 0,
        localHousingAllowanceArea: 'lothian',
        bedroomsNeeded: 1,
        actualBedrooms: 2,
        tenancyType: 'private' as const,
        lhaRateMonthly: 747.93,
        otherAdults: [{ age: 19 }, { age: 45, noContribution: true }],
      },
      healthAndCare: {
        hasLimitedCapabilityWork: false,
        hasLimitedCapabilityWorkRelated: true,
        isCarerFor: [],
        disabilityPremiums: [],
        lcwraProtected: true,
        claimBeforeApril2017: false,
        getsDisabilityBenefit: false,
      },
    };
    expect(readInput(JSON.parse(JSON.stringify(input)))).toEqual(input);
    expect(isFromBeforeTaxYears(input)).toBe(false);
  });

  it('knows a calculation saved before the tax-year questions', () => {
    expect(isFromBeforeTaxYears({ personalDetails: { age: 30 }, housingDetails: { monthlyRent: 500 } })).toBe(true);
    expect(isFromBeforeTaxYears({ taxYear: '2024-25' })).toBe(false);
    expect(isFromBeforeTaxYears({ healthAndCare: { getsDisabilityBenefit: false } })).toBe(false);
  });

  it('keeps a couple’s State Pension age answers; a single person’s partner answer goes with the partner', () => {
    const couple = { relationshipStatus: 'couple', age: 66, partnerAge: 66, reachedStatePensionAge: true, partnerReachedStatePensionAge: false };
    expect(readInput({ personalDetails: couple }).personalDetails).toMatchObject({ reachedStatePensionAge: true, partnerReachedStatePensionAge: false });
    expect(readInput({ personalDetails: { ...couple, relationshipStatus: 'single' } }).personalDetails).not.toHaveProperty('partnerReachedStatePensionAge');
    expect(readSavedUniversalCreditInput({ personalDetails: { reachedStatePensionAge: 'yes' } }).reset).toEqual(['whether you have reached State Pension age']);
  });

  it('keeps a couple’s unknown partner age unset (counted as 25 by the engine)', () => {
    expect(readInput({ personalDetails: { relationshipStatus: 'couple' } }).personalDetails).not.toHaveProperty('partnerAge');
    expect(readInput({ personalDetails: { relationshipStatus: 'couple', partnerAge: 10 } }).personalDetails.partnerAge).toBe(16);
  });
});

describe('readSavedUniversalCreditResult', () => {
  it('accepts a result of the engine, also after a JSON round trip', () => {
    const result = calculateUniversalCredit(readInput({ personalDetails: { children: [{ age: 1 }, { age: 2 }, { age: 3 }] }, incomeDetails: { savings: 17000 } }));
    expect(isCompleteResult(result)).toBe(true);
    expect(isCompleteResult(JSON.parse(JSON.stringify(result)))).toBe(true);
  });

  it('refuses partial or odd results', () => {
    const result = calculateUniversalCredit();
    expect(isCompleteResult({ totalMonthly: 512.34, elements: [] })).toBe(false);
    // A result saved before the tax years has no year or housing working: it is worked out again.
    const { taxYear: _year, housingCosts: _housing, ...older } = result;
    expect(isCompleteResult(older)).toBe(false);
    // A result saved before the State Pension age rule (docs/rules.md UC 14) is worked out again.
    const { eligible: _eligible, reason: _reason, statePensionAge: _pensionAge, ...beforePensionAge } = result;
    expect(isCompleteResult(beforePensionAge)).toBe(false);
    expect(isCompleteResult({ ...result, benefitCap: { applies: 'no' } })).toBe(false);
    expect(isCompleteResult({ ...result, deductions: undefined })).toBe(false);
    expect(isCompleteResult({ ...result, totalMonthly: '1' })).toBe(false);
    expect(isCompleteResult(null)).toBe(false);
  });
});

describe('Greater London: one answer (docs/rules.md UC 15)', () => {
  const y2025 = ratesFor('2025-26');
  // Single 30, rent 1,500 with a typed LHA of 1,600: 400.14 + 1,500 = 1,900.14, above both single caps.
  const capped = readInput({ taxYear: '2025-26', personalDetails: { age: 30 }, housingDetails: { monthlyRent: 1500, lhaRateMonthly: 1600 } });

  it('is asked in England only when no LHA area says, and is never pre-selected', () => {
    expect(capped.personalDetails.livesInGreaterLondon).toBeUndefined();
    expect(isLondonAsked('england', '')).toBe(true);
    expect(isLondonAsked('england', 'inner-south-east-london')).toBe(false);
    // A London area whose rates an admin published (not built in) says London too.
    expect(isLondonAsked('england', 'central-london')).toBe(false);
    expect(isLondonAsked('scotland', '')).toBe(false);
  });

  it('does not stay in force after the country changes', () => {
    const london = formFromInput({ ...capped, personalDetails: { ...capped.personalDetails, livesInGreaterLondon: true } });
    expect(calculateUniversalCredit(inputForCalculation(london.input, y2025)).benefitCap).toMatchObject({ isLondon: true, limit: 1413.92 });
    const moved = withLocation(london, 'scotland');
    expect(moved.input.personalDetails).not.toHaveProperty('livesInGreaterLondon');
    expect(calculateUniversalCredit(inputForCalculation(moved.input, y2025)).benefitCap).toMatchObject({ isLondon: false, limit: 1229.42 });
    // Back in England the question is asked afresh, with nothing chosen.
    expect(withLocation(moved, 'england').input.personalDetails.livesInGreaterLondon).toBeUndefined();
  });

  it('keeps a London area found by postcode when the visitor switches to a council tenancy', () => {
    const input = readInput({
      taxYear: '2025-26',
      personalDetails: { age: 30, livesInGreaterLondon: false },
      housingDetails: { monthlyRent: 1500, tenancyType: 'social', localHousingAllowanceArea: 'inner-south-east-london' },
    });
    const used = inputForCalculation(input, y2025);
    expect(used.housingDetails.localHousingAllowanceArea).toBe('inner-south-east-london');
    expect(calculateUniversalCredit(used).benefitCap).toMatchObject({ isLondon: true, limit: 1413.92 });
  });

  it('leaves out an answer the area has replaced', () => {
    const input = readInput({ personalDetails: { livesInGreaterLondon: true }, housingDetails: { localHousingAllowanceArea: 'lothian' } });
    expect(inputForCalculation(input, y2025).personalDetails).not.toHaveProperty('livesInGreaterLondon');
  });
});

describe('the shared accommodation rate exemptions (docs/rules.md UC 4)', () => {
  const y2026 = withBuiltInLhaRates(ratesFor('2026-27'));
  const single30 = readInput({ taxYear: '2026-27', personalDetails: { age: 30 }, housingDetails: { monthlyRent: 700, localHousingAllowanceArea: 'lothian' } });

  it('are asked of a single private renter under 35 with no one else in the bedroom count', () => {
    expect(isSharedRateExemptionAsked(single30, y2026)).toBe(true);
    expect(isSharedRateExemptionAsked({ ...single30, personalDetails: { ...single30.personalDetails, age: 35 } }, y2026)).toBe(false);
    expect(isSharedRateExemptionAsked({ ...single30, housingDetails: { ...single30.housingDetails, nonDependants: 1 } }, y2026)).toBe(false);
    expect(isSharedRateExemptionAsked({ ...single30, housingDetails: { ...single30.housingDetails, tenancyType: 'social' } }, y2026)).toBe(false);
  });

  it('one tickbox list writes each answer where the engine reads it, and a tick changes the rate', () => {
    const form = withSharedRateExemptions(formFromInput(single30), ['disability', 'mappa']);
    expect(form.input.healthAndCare.claimantGetsDisabilityBenefit).toBe(true);
    expect(form.input.housingDetails.sharedRateExemptions).toEqual(['mappa']);
    expect(sharedRateExemptionsTicked(form.input)).toEqual(['disability', 'mappa']);
    // Shared 473.72 a month against the 1-bedroom rate 747.93 (Lothian): rent 700.
    expect(calculateUniversalCredit(inputForCalculation(single30, y2026), y2026).housingCosts.lhaLimit).toBe(473.72);
    expect(calculateUniversalCredit(inputForCalculation(form.input, y2026), y2026).housingCosts.lhaLimit).toBe(747.93);
    const cleared = withSharedRateExemptions(form, []);
    expect(cleared.input.healthAndCare).not.toHaveProperty('claimantGetsDisabilityBenefit');
    expect(cleared.input.housingDetails).not.toHaveProperty('sharedRateExemptions');
  });

  it('leaves the ticks out where the question is not asked', () => {
    const form = withSharedRateExemptions(formFromInput({ ...single30, personalDetails: { ...single30.personalDetails, age: 40 } }), ['disability', 'mappa']);
    const used = inputForCalculation(form.input, y2026);
    expect(used.healthAndCare).not.toHaveProperty('claimantGetsDisabilityBenefit');
    expect(used.housingDetails).not.toHaveProperty('sharedRateExemptions');
  });

  it('survive saving and opening', () => {
    const form = withSharedRateExemptions(formFromInput(single30), ['disability', 'care-leaver']);
    const reopened = readInput(JSON.parse(JSON.stringify(form.input)));
    expect(sharedRateExemptionsTicked(reopened)).toEqual(['disability', 'care-leaver']);
  });

  it('offer a foster parent or adopter (para 29(9A)), who is not on the shared rate and has a bedroom for fostering (para 12(4)-(5)), kept when saved', () => {
    expect(sharedRateExemptionOptions().map((o) => o.value)).toContain('foster-parent');
    const form = withSharedRateExemptions(formFromInput(single30), ['foster-parent']);
    // 1 + 1 for fostering = 2 bedrooms: Lothian 223.23 × 52 ÷ 12 = 967.33.
    expect(calculateUniversalCredit(inputForCalculation(form.input, y2026), y2026).housingCosts.lhaLimit).toBe(967.33);
    expect(sharedRateExemptionsTicked(readInput(JSON.parse(JSON.stringify(form.input))))).toEqual(['foster-parent']);
  });
  it('offer every case of para 29 as in force, each with its sub-paragraph', () => {
    expect(sharedRateExemptionOptions().map((o) => o.law.split(':')[0])).toEqual([
      'para 29(5)',
      'para 29(2)',
      'para 29(4)',
      'para 29(6) to (8)',
      'para 29(9A)',
      'para 29(9B)',
      'para 29(9C)',
    ]);
    // Para 29(5)(aa): Child Disability Payment's care component; 29(9B)(a): abuse by a partner, former partner or relative.
    expect(sharedRateExemptionOptions()[0]?.label).toContain('Child Disability Payment');
    expect(sharedRateExemptionOptions().find((o) => o.value === 'domestic-abuse')?.label).toContain('a partner, former partner or relative');
  });
});

describe('exceptions to the child limit (docs/rules.md UC 2)', () => {
  const kids = (...ages: number[]) => ages.map((age) => ({ age, hasDisability: false }));

  it('are asked only for a child the limit leaves out, in the years with a limit', () => {
    // 2025/26: 10 was born before April 2017 (9+); 6 is the second; the twins of 2 are past the limit.
    expect(isLimitExceptionAsked(kids(10, 6, 2, 2), ratesFor('2025-26'))).toEqual([false, false, true, true]);
    expect(isLimitExceptionAsked(kids(6, 2), ratesFor('2025-26'))).toEqual([false, false]);
    expect(isLimitExceptionAsked(kids(10, 6, 2, 2), ratesFor('2026-27'))).toEqual([false, false, false, false]);
    // A child whose exception is answered Yes is still asked (the answer can be taken back).
    expect(isLimitExceptionAsked([...kids(5, 4), { age: 1, hasDisability: false, limitException: true }], ratesFor('2024-25'))).toEqual([false, false, true]);
  });

  it('keeps an exception only where it is asked', () => {
    const withException = (taxYear: '2025-26' | '2026-27') =>
      readInput({ taxYear, personalDetails: { children: [...kids(10, 6, 2), { age: 2, hasDisability: false, limitException: true }] } });
    expect(inputForCalculation(withException('2025-26'), ratesFor('2025-26')).personalDetails.children[3]).toEqual({ age: 2, hasDisability: false, limitException: true });
    expect(inputForCalculation(withException('2026-27'), ratesFor('2026-27')).personalDetails.children[3]).toEqual({ age: 2, hasDisability: false });
  });
});

describe('sliderSaveNote: saving after the earnings slider moved', () => {
  const calculated = withEarnings(defaultUniversalCreditInput(), 800);
  it('says that the slider’s earnings are saved, not the Income tab’s', () => {
    expect(sliderSaveNote(withEarnings(calculated, 1250.5), calculated)).toBe(
      'You moved the earnings slider, so this saves your estimate with earnings of £1,250.50 a month, not the £800.00 on the Income tab.',
    );
  });
  it('says nothing when the slider is back at the Income tab’s earnings', () => {
    expect(sliderSaveNote(withEarnings(calculated, 800), calculated)).toBeNull();
  });
});
