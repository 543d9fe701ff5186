/**
 * The Council Tax Support printout lists exactly the questions the four steps show for the answers
 * a result was worked out from (state.ts `ctsQuestionsShown`), in the steps' words and order: the
 * before-2021 question, Universal Credit, an adult's qualifying benefit and guarantee credit are
 * there, and nothing the form never asks (a single person's partner's age).
 */
import { describe, expect, it } from 'vitest';
import { defaultCouncilTaxSupportInput, type CouncilTaxSupportInput } from '~/calc/council-tax-support';
import { ratesFor } from '~/calc/rates';
import type { Printout } from '~/islands/shared/link/printed-rows';
import { withTaxYear } from '~/islands/shared/session/tax-year';
import { printedAnswers } from './printed-answers';

const YEAR = '2026-27';
const RATES = ratesFor(YEAR);

const printed = (input: CouncilTaxSupportInput): Printout => printedAnswers(withTaxYear(input, YEAR), RATES, {} as never);

/** Every row as [heading, question, answer]. */
const rows = (printout: Printout) => printout.groups.flatMap((g) => g.rows.map((r) => [g.heading, r.question, r.answer]));

const TICK_ALL = 'Tick all that apply to you';
const YOUR_INCOME = 'Your weekly income';

describe('the Council Tax Support printout', () => {
  it('a single pensioner of 70 on guarantee credit with a grown-up son on a qualifying benefit', () => {
    const input = defaultCouncilTaxSupportInput();
    input.location = { ...input.location, councilTaxBand: 'B', annualCouncilTax: 1500 };
    input.household = {
      ...input.household,
      claimantAge: 70,
      getsUniversalCredit: false,
      reachedPensionAgeBeforeApril2021: true,
      otherAdults: 1,
      otherAdultsDetails: [{ age: 40, relationship: 'adult-child', income: 250, isStudent: false, hasDisability: false, getsQualifyingBenefit: true }],
    };
    input.income = { ...input.income, claimantIncome: { ...input.income.claimantIncome, pensions: 200 }, householdIncome: 200, getsGuaranteeCredit: true };
    input.savings = { totalSavings: 1000, hasOver16000: false };
    input.circumstances = { ...input.circumstances, receivesDisabilityBenefits: true, getsSevereDisabilityBenefit: true };
    // The default partner's age (30) is never asked of a single person.
    expect(input.household.partnerAge).toBe(30);
    expect(rows(printed(input))).toEqual([
      [null, 'Where do you live?', 'England'],
      [null, 'Which council do you pay council tax to?', 'Not given'],
      [null, 'Postcode (optional)', 'Not given'],
      [null, 'Council tax band', 'Band B'],
      [null, 'Your council tax for the year', '£1,500.00'],
      [null, 'Type of home', 'House'],
      [null, 'Number of bedrooms', '2'],
      ['About your home', 'You get the single person discount', 'No'],
      ['About your home', 'Your home has been adapted for a disabled person', 'No'],
      ['About your home', 'Everyone who lives in your home is a full-time student', 'No'],
      [null, 'Your age', '70'],
      [null, 'You have a partner who lives with you', 'No'],
      // State Pension age reached (67 or over): whether Universal Credit keeps the working-age scheme, then the 2021 question.
      [null, 'Do you get Universal Credit?', 'No'],
      [null, 'Did you reach State Pension age before April 2021?', 'Yes'],
      [null, 'Number of dependent children', '0'],
      ['Adult 1', 'Age', '40'],
      ['Adult 1', 'Who they are', 'Grown-up son or daughter'],
      ['Adult 1', 'Their gross weekly income', '£250.00 a week'],
      ['Adult 1', 'Full-time student', 'No'],
      ['Adult 1', 'Gets Pension Credit, income support, income-based Jobseeker’s Allowance or income-related Employment and Support Allowance', 'Yes'],
      ['Adult 1', 'Gets Universal Credit and has no earnings', 'No'],
      [YOUR_INCOME, 'Earnings from a job', '£0.00 a week'],
      [YOUR_INCOME, 'Self-employed earnings', '£0.00 a week'],
      [YOUR_INCOME, 'Benefits such as Carer’s Allowance, ESA, JSA or Universal Credit', '£0.00 a week'],
      [YOUR_INCOME, 'Pensions', '£200.00 a week'],
      [YOUR_INCOME, 'Other income', '£0.00 a week'],
      [null, 'Child Benefit, PIP, DLA, Attendance Allowance, child maintenance or Housing Benefit (optional)', '£0.00 a week'],
      [null, 'Savings and investments', '£1,000.00'],
      [null, 'You get the guarantee part of Pension Credit', 'Yes'],
      [TICK_ALL, 'You get Attendance Allowance, the care part of Disability Living Allowance (DLA), or the daily living part of Personal Independence Payment (PIP)', 'Yes'],
      [TICK_ALL, 'You get Attendance Allowance, the middle or highest rate of the care part of DLA, or the daily living part of PIP', 'Yes'],
      [TICK_ALL, 'Someone gets Carer’s Allowance, or the carer element of Universal Credit, for looking after you', 'No'],
      [TICK_ALL, 'You are registered blind or severely sight impaired', 'No'],
      [TICK_ALL, 'You are a carer: you get Carer’s Allowance or the carer element of Universal Credit', 'No'],
      [TICK_ALL, 'You are a full-time student', 'No'],
      [
        'The other adults who live with you',
        'Adult 1 (aged 40) gets Attendance Allowance, the middle or highest rate of the care part of DLA, or the daily living part of PIP, or is registered blind',
        'No',
      ],
    ]);
  });

  it('a working-age couple in Scotland: the partner’s age and income, no pension-age question, Scotland’s words', () => {
    const input = defaultCouncilTaxSupportInput();
    input.location = { ...input.location, country: 'scotland' };
    input.household = { ...input.household, claimantAge: 40, hasPartner: true, partnerAge: 41, dependentChildren: 1, childrenAges: [6] };
    input.income = { ...input.income, partnerIncome: { ...input.income.partnerIncome, employment: 320.5 } };
    const printout = rows(printed(input));
    expect(printout).toContainEqual([null, 'Your partner’s age', '41']);
    expect(printout).toContainEqual(['Your children’s ages', 'Child 1', '6']);
    expect(printout).toContainEqual(['Your partner’s weekly income', 'Earnings from a job', '£320.50 a week']);
    expect(printout).toContainEqual([TICK_ALL, 'You or your partner get only the mobility part of Disability Living Allowance (DLA) or Adult Disability Payment', 'No']);
    const questions = printout.map(([, question]) => question);
    expect(questions).not.toContain('Do you or your partner get Universal Credit?');
    expect(questions).not.toContain('You get the guarantee part of Pension Credit');
    expect(questions.some((q) => /State Pension age/.test(q ?? ''))).toBe(false);
  });

  it('a single person of 40: no partner’s age or income', () => {
    const input = defaultCouncilTaxSupportInput();
    input.household = { ...input.household, claimantAge: 40 };
    const questions = rows(printed(input)).map(([heading, question]) => `${heading ?? ''} ${question ?? ''}`);
    expect(questions.filter((q) => /partner’s/.test(q))).toEqual([]);
  });

  it('prints the council chosen from the list by its name under the question', () => {
    const input = defaultCouncilTaxSupportInput();
    input.location = { ...input.location, councilCode: 'E06000065', localAuthority: 'North Yorkshire Council' };
    expect(rows(printed(input))).toContainEqual([null, 'Which council do you pay council tax to?', 'North Yorkshire Council']);
  });
});
