/**
 * The Pension Credit printout lists exactly the questions the tabs show for the answers a result
 * was worked out from (state.ts `pcQuestionsShown`), in the tabs' words and order: what changes
 * the figures (Carer's Allowance, someone paid to care, registered blind, State Pension age) is
 * there, and nothing the form never asked (a partner's questions for a single person, an other
 * adult's income from work when nobody else lives there).
 */
import { describe, expect, it } from 'vitest';
import { defaultPensionCreditPerson } from '~/calc/pension-credit';
import { ratesFor, resolveRates } from '~/calc/rates';
import type { Printout } from '~/islands/shared/link/printed-rows';
import { withTaxYear } from '~/islands/shared/session/tax-year';
import { printedAnswers } from './printed-answers';
import { defaultPensionCreditAnswers, forCalculation, pcQuestionsShown, type PensionCreditAnswers } from './state';

const YEAR = '2026-27';
const RATES = ratesFor(YEAR);
const a = resolveRates(RATES);

/** The printout of a result worked out from `answers`, as Calculate takes them. */
function printed(answers: PensionCreditAnswers): Printout {
  return printedAnswers(withTaxYear(forCalculation(answers, YEAR, a), YEAR), RATES, {} as never);
}

/** Every row as [heading, question, answer]. */
const rows = (printout: Printout) => printout.groups.flatMap((g) => g.rows.map((r) => [g.heading, r.question, r.answer]));

const DISABILITY = 'Do you get Attendance Allowance, the daily living part of PIP, or the middle or highest care rate of Disability Living Allowance?';
const PARTNER_DISABILITY = 'Does your partner get Attendance Allowance, the daily living part of PIP, or the middle or highest care rate of Disability Living Allowance?';
const WAR = 'You get a war disablement pension, a war widow’s or widower’s pension, or a guaranteed income payment from the Armed Forces Compensation Scheme';
const PARTNER_WAR = 'Your partner gets a war disablement pension, a war widow’s or widower’s pension, or a guaranteed income payment from the Armed Forces Compensation Scheme';
const SPECIAL = 'You earn some of it as a part-time firefighter, part-time lifeboat crew, an auxiliary coastguard or in the reserve forces';

describe('the Pension Credit printout', () => {
  it('a single person of 70: Carer’s Allowance and the carer paid to look after them are there, no partner’s question and no other adult’s income', () => {
    const answers: PensionCreditAnswers = {
      ...defaultPensionCreditAnswers(),
      claimant: {
        ...defaultPensionCreditPerson(),
        age: 70,
        statePension: 230.25,
        getsDisabilityBenefit: true,
        someoneGetsCarersAllowanceForCaringForThem: true,
        getsCarersAllowance: true,
      },
      children: [{ age: 9, disabilityRate: 'none' }],
      home: 'own',
      housingCostsWeekly: 10,
      // Typed before the other adults were taken back to none: never asked now.
      otherAdultsWorkIncome: [300],
    };
    expect(rows(printed(answers))).toEqual([
      [null, 'Where do you live?', 'England'],
      [null, 'Do you live with a partner?', 'No, I am single'],
      [null, 'Your age', '70'],
      [null, 'Your date of birth (optional)', 'Not given'],
      // At 70 in 2026/27 State Pension age is certain (it is asked only at 66) and the 2016 question is not asked (72 to 75).
      [null, DISABILITY, 'Yes'],
      [null, 'Does someone get Carer’s Allowance for looking after you?', 'Yes'],
      [null, 'Do you get Carer’s Allowance?', 'Yes, I am paid it'],
      [null, 'How many other adults aged 18 or over live with you?', '0'],
      // A child of 9 in 2026/27 may have been born before 6 April 2017 (certain from 10: 2026 − 2016).
      ['Child 1', 'Age', '9'],
      ['Child 1', 'Born before 6 April 2017?', 'No'],
      ['Child 1', 'Gets a disability benefit', 'No'],
      [null, 'Your State Pension', '£230.25 a week'],
      [null, 'Your other pensions', '£0.00 a week'],
      [null, 'Your earnings from work', '£0.00 a week'],
      [null, WAR, 'No'],
      [null, 'Your other benefits', '£0.00 a week'],
      [null, 'Your savings and investments', '£0.00'],
      [null, 'Your home', 'I own it'],
      [null, 'Ground rent and service charges', '£10.00 a week'],
    ]);
  });

  it('a couple of 66 on each side of State Pension age: both State Pension age answers, registered blind for each, the May 2019 question, the other adult’s income', () => {
    const answers: PensionCreditAnswers = {
      ...defaultPensionCreditAnswers(),
      claimant: { ...defaultPensionCreditPerson(), age: 66, reachedStatePensionAge: true, earnings: 50, specialOccupationEarnings: true },
      partner: { ...defaultPensionCreditPerson(), age: 66, reachedStatePensionAge: false, isRegisteredBlind: true, warPension: 20 },
      entitledBeforeMay2019: true,
      otherAdults: 1,
      home: 'own',
      housingCostsWeekly: 5,
      otherAdultsWorkIncome: [120],
    };
    expect(rows(printed(answers))).toEqual([
      [null, 'Where do you live?', 'England'],
      [null, 'Do you live with a partner?', 'Yes, we are a couple'],
      [null, 'Your age', '66'],
      [null, 'Your date of birth (optional)', 'Not given'],
      [null, 'Have you reached State Pension age?', 'Yes'],
      [null, DISABILITY, 'No'],
      [null, 'Are you registered blind (severely sight impaired)?', 'No'],
      [null, 'Do you get Carer’s Allowance?', 'No'],
      [null, 'Your partner’s age', '66'],
      [null, 'Your partner’s date of birth (optional)', 'Not given'],
      [null, 'Has your partner reached State Pension age?', 'No'],
      [null, PARTNER_DISABILITY, 'No'],
      [null, 'Is your partner registered blind (severely sight impaired)?', 'Yes'],
      [null, 'Does your partner get Carer’s Allowance?', 'No'],
      [null, 'Were you (or your partner) getting Pension Credit or Housing Benefit before 15 May 2019?', 'Yes'],
      [null, 'How many other adults aged 18 or over live with you?', '1'],
      [null, 'Your State Pension', '£0.00 a week'],
      [null, 'Your other pensions', '£0.00 a week'],
      [null, 'Your earnings from work', '£50.00 a week'],
      [null, SPECIAL, 'Yes'],
      [null, WAR, 'No'],
      [null, 'Your other benefits', '£0.00 a week'],
      [null, 'Your partner’s State Pension', '£0.00 a week'],
      [null, 'Your partner’s other pensions', '£0.00 a week'],
      [null, 'Your partner’s earnings from work', '£0.00 a week'],
      [null, PARTNER_WAR, 'Yes'],
      [null, 'Your partner’s war pension', '£20.00 a week'],
      [null, 'Your partner’s other benefits', '£0.00 a week'],
      [null, 'Your savings and investments together', '£0.00'],
      [null, 'Your home', 'I own it'],
      [null, 'Ground rent and service charges', '£5.00 a week'],
      [null, 'The other adult’s income from work', '£120.00 a week'],
    ]);
  });

  it('a date of birth is written out, and the answers as calculated open the same questions as the form’s', () => {
    const answers: PensionCreditAnswers = { ...defaultPensionCreditAnswers(), claimant: { ...defaultPensionCreditPerson(), age: 66, dateOfBirth: '1960-07-30' } };
    expect(rows(printed(answers)).slice(2, 4)).toEqual([
      [null, 'Your age', '66'],
      [null, 'Your date of birth (optional)', '30 July 1960'],
    ]);
    // The date of birth settles State Pension age: no question.
    expect(pcQuestionsShown(forCalculation(answers, YEAR, a), YEAR, a)).toEqual(pcQuestionsShown(answers, YEAR, a));
    expect(pcQuestionsShown(answers, YEAR, a).claimant.statePensionAge).toBe(false);
  });
});
