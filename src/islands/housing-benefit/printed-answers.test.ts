/**
 * The Housing Benefit printout lists exactly the questions the three tabs show for the answers a
 * result was worked out from (state.ts `hbQuestionsShown`), in the tabs' words and order: the
 * before-April-2021 question and the care benefits (Attendance Allowance) are there, and nothing the
 * form never asks (whether someone pays towards the rent, a partner's questions for a single person).
 */
import { describe, expect, it } from 'vitest';
import { defaultHousingBenefitInput, type HousingBenefitInput } from '~/calc/housing-benefit';
import { ratesFor, resolveRates } from '~/calc/rates';
import type { Printout } from '~/islands/shared/link/printed-rows';
import { withTaxYear } from '~/islands/shared/session/tax-year';
import { printedAnswers } from './printed-answers';
import { inputForCalculation } from './state';

const YEAR = '2026-27';
const RATES = ratesFor(YEAR);
const a = resolveRates(RATES);

/** The printout of a result worked out from `answers`, as Calculate takes them. */
function printed(answers: HousingBenefitInput): Printout {
  return printedAnswers(withTaxYear(inputForCalculation(answers, a), YEAR), RATES, {} as never);
}

/** Every row as [heading, question, answer]. */
const rows = (printout: Printout) => printout.groups.flatMap((g) => g.rows.map((r) => [g.heading, r.question, r.answer]));

const CARE_BENEFITS =
  'Do you or your partner get Attendance Allowance (Pension Age Disability Payment in Scotland), the care part of Disability Living Allowance, or the daily living part of PIP (Adult Disability Payment in Scotland), or are either of you registered blind?';
const SEVERE =
  'You get Attendance Allowance (Pension Age Disability Payment), the middle or highest care rate of Disability Living Allowance, or the daily living part of PIP (Adult Disability Payment)';

describe('the Housing Benefit printout', () => {
  it('a single pensioner of 70 with a grown-up son: the 2021 question and Attendance Allowance, never whether he pays towards the rent', () => {
    const answers = defaultHousingBenefitInput();
    answers.personalDetails = {
      ...answers.personalDetails,
      age: 70,
      reachedPensionAgeBeforeApril2021: true,
      disabilities: ['no-non-dependant-deductions'],
      household: [{ age: 30, relationship: 'non-dependant', isStudent: false, hasDisability: false, contributesToRent: true, grossWeeklyIncome: 200 }],
    };
    answers.propertyDetails = { ...answers.propertyDetails, postcode: 'LS1 1AA', bedrooms: 2, actualRent: 150 };
    answers.incomeDetails = { ...answers.incomeDetails, pension: 180, getsGuaranteeCredit: false };
    expect(rows(printed(answers))).toEqual([
      [null, 'Your age', '70'],
      [null, 'Where do you live?', 'England'],
      [null, 'Do you live with a partner?', 'No, I am single'],
      // At State Pension age (67 or over is certain): HB(SPC) Regs, and the 2021 question.
      [null, 'Did you reach State Pension age before April 2021?', 'Yes'],
      [null, CARE_BENEFITS, 'Yes'],
      [null, SEVERE, 'No'],
      ['Caring', 'You or your partner get Carer’s Allowance (Carer Support Payment in Scotland)', 'No'],
      [null, 'You are a full-time student', 'No'],
      [null, 'Your nationality or immigration status', 'British or Irish citizen'],
      ['Person 1', 'Age', '30'],
      ['Person 1', 'Relationship to you', 'Non-dependant'],
      ['Person 1', 'Full-time student', 'No'],
      ['Person 1', 'Their income before tax', '£200.00 a week'],
      [null, 'Postcode of the home you rent', 'LS1 1AA'],
      [null, 'Who is your landlord?', 'A private landlord or letting agent'],
      [null, 'Type of home', 'Flat'],
      [null, 'Number of bedrooms', '2'],
      [null, 'Your rent', '£150.00 a week'],
      [null, 'Service charges', '£0.00 a week'],
      [null, 'Water charges', '£0.00 a week'],
      [null, 'How many people in your home need a carer who lives elsewhere to stay overnight?', '0'],
      [null, 'Are you an approved foster carer, or has a child been placed with you for adoption?', 'No'],
      [null, 'I know how many bedrooms I am allowed', 'No'],
      ['What your rent includes', 'Council tax is included in your rent', 'No'],
      ['What your rent includes', 'Heating, hot water, lighting or cooking fuel is included in your rent', 'No'],
      [null, 'Your home has been adapted for a disability', 'No'],
      ['Your housing', 'You live in temporary accommodation arranged by the council', 'No'],
      ['Your housing', 'You live in supported housing (care, support or supervision is provided)', 'No'],
      [null, 'Your earnings', '£0.00 a week'],
      [null, 'Pension income', '£180.00 a week'],
      [null, 'Other income', '£0.00 a week'],
      [null, 'Total savings and investments', '£0.00'],
      [null, 'Do you get Pension Credit (guarantee credit)?', 'No'],
      ['Benefits you get', 'Income Support', 'No'],
      ['Benefits you get', 'Income-based Jobseeker’s Allowance', 'No'],
      ['Benefits you get', 'Income-related Employment and Support Allowance', 'No'],
      ['Benefits you get', 'Universal Credit', 'No'],
    ]);
  });

  it('a working-age couple with a child: the partner’s, the child’s and the 2016 questions, no pension-age ones', () => {
    const answers = defaultHousingBenefitInput();
    answers.personalDetails = {
      ...answers.personalDetails,
      age: 40,
      relationshipStatus: 'couple',
      partnerAge: 38,
      claimBeforeMay2016: false,
      household: [{ age: 7, relationship: 'child', isStudent: false, hasDisability: true, contributesToRent: false }],
    };
    answers.propertyDetails = { ...answers.propertyDetails, tenancyType: 'social', bedrooms: 2, actualRent: 100, heatingIncluded: true, fuelChargeWeekly: 12.5 };
    answers.incomeDetails = { ...answers.incomeDetails, earnings: 300, partnerEarnings: 102.23 };
    const printout = rows(printed(answers));
    expect(printout.slice(0, 5)).toEqual([
      [null, 'Your age', '40'],
      [null, 'Where do you live?', 'England'],
      [null, 'Do you live with a partner?', 'Yes, we are a couple'],
      [null, 'Your partner’s age', '38'],
      [null, CARE_BENEFITS, 'No'],
    ]);
    expect(printout).toContainEqual([null, 'Did your Housing Benefit claim start before 1 May 2016?', 'No']);
    expect(printout).toContainEqual(['Caring', 'A child gets the enhanced daily living rate of PIP or the highest care rate of DLA', 'No']);
    expect(printout).toContainEqual(['Person 1', 'Gets Disability Living Allowance or PIP, or is registered blind', 'Yes']);
    expect(printout).toContainEqual([null, 'How much of your rent is for heating, hot water, lighting or cooking? (optional)', '£12.50 a week']);
    expect(printout).toContainEqual([null, 'Your partner’s earnings', '£102.23 a week']);
    const questions = printout.map(([, question]) => question);
    expect(questions).not.toContain('Do you get Pension Credit (guarantee credit)?');
    expect(questions.some((q) => /State Pension age/.test(q ?? ''))).toBe(false);
    // A child is asked no income; a council tenant with 2 bedrooms for a couple and a child of 7 needs no extra-room questions.
    expect(questions).not.toContain('Their income before tax');
    expect(questions).not.toContain('How many people in your home need a carer who lives elsewhere to stay overnight?');
  });

  it('the bedrooms typed as allowed: the tick, and the number only when ticked (docs/rules.md HB 5)', () => {
    const answers = defaultHousingBenefitInput();
    answers.propertyDetails = { ...answers.propertyDetails, bedroomsTyped: 2 };
    const rowsOf = (input: HousingBenefitInput) => rows(printed(input)).filter(([, q]) => /allowed/.test(String(q)));
    expect(rowsOf(answers)).toEqual([
      [null, 'I know how many bedrooms I am allowed', 'Yes'],
      [null, 'Bedrooms you are allowed', '2'],
    ]);
    expect(rowsOf(defaultHousingBenefitInput())).toEqual([[null, 'I know how many bedrooms I am allowed', 'No']]);
  });

  it('in Northern Ireland the rent-includes question is about rates, in the form’s words; elsewhere council tax', () => {
    const answers = defaultHousingBenefitInput();
    answers.personalDetails = { ...answers.personalDetails, location: 'northern-ireland' };
    answers.propertyDetails = { ...answers.propertyDetails, councilTaxIncluded: true };
    const questions = (a: HousingBenefitInput) => rows(printed(a)).map(([, question]) => question);
    expect(rows(printed(answers))).toContainEqual(['What your rent includes', 'Rates are included in your rent', 'Yes']);
    expect(questions(answers).join(' ').toLowerCase()).not.toContain('council tax');
    expect(questions(defaultHousingBenefitInput())).toContain('Council tax is included in your rent');
  });

  it('a single private renter of 23 who left care: the "young individual" cases for under 25, MAPPA not (from 25 only)', () => {
    const answers = defaultHousingBenefitInput();
    answers.personalDetails = { ...answers.personalDetails, age: 23, sharedRateExemptions: ['care-leaver'] };
    const asked = rows(printed(answers)).filter(([heading]) => heading === 'Does any of these apply to you?');
    expect(asked.map(([, question, answer]) => [question, answer])).toEqual([
      ['I was in local authority care before I was 18 (a care leaver)', 'Yes'],
      ['I have lived in hostels for homeless people for 3 months or more in all, and accepted support there to resettle', 'No'],
      [
        'Since I was 16, a partner, former partner or relative has abused or threatened me, and I have evidence from an official such as the police, a doctor or a support worker that I contacted them about it',
        'No',
      ],
      ['I have been confirmed as a victim of modern slavery (a positive conclusive grounds decision)', 'No'],
    ]);
  });

  it('a single private renter of 30: MAPPA asked, the care leaver case not (under 25 only); a couple of 30: none', () => {
    const answers = defaultHousingBenefitInput();
    answers.personalDetails = { ...answers.personalDetails, age: 30 };
    const questions = (input: HousingBenefitInput) =>
      rows(printed(input))
        .filter(([heading]) => heading === 'Does any of these apply to you?')
        .map(([, q]) => q);
    expect(questions(answers)).toContain('I am managed under multi-agency public protection arrangements (MAPPA) because of the risk of serious harm I may pose');
    expect(questions(answers)).not.toContain('I was in local authority care before I was 18 (a care leaver)');
    expect(questions({ ...answers, personalDetails: { ...answers.personalDetails, relationshipStatus: 'couple' } })).toEqual([]);
  });
});
