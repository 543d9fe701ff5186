/**
 * The Universal Credit printout lists exactly the questions the four tabs show for the answers a
 * result was worked out from (state.ts `ucQuestionsShown`), in the tabs' words and order, and the
 * bedrooms the estimate allowed: never the saved `bedroomsNeeded`, which no question asks.
 */
import { describe, expect, it } from 'vitest';
import { calculateUniversalCredit, defaultUniversalCreditInput, type UniversalCreditInput } from '~/calc/universal-credit';
import { ratesFor } from '~/calc/rates';
import type { Printout } from '~/islands/shared/link/printed-rows';
import { withTaxYear } from '~/islands/shared/session/tax-year';
import { printedAnswers } from './printed-answers';
import { inputForCalculation } from './state';

const YEAR = '2026-27';
const RATES = ratesFor(YEAR);

/** The printout of a result worked out from `answers`, as Calculate takes them. */
function printed(answers: UniversalCreditInput): Printout {
  const input = withTaxYear(inputForCalculation(answers, RATES), YEAR);
  return printedAnswers(input, RATES, calculateUniversalCredit(input, RATES));
}

/** Every row as [heading, question, answer]. */
const rows = (printout: Printout) => printout.groups.flatMap((g) => g.rows.map((r) => [g.heading, r.question, r.answer]));

describe('the Universal Credit printout', () => {
  it('a couple renting privately with a boy of 12 and a girl of 11: the bedrooms the estimate used, not the saved 1', () => {
    const answers = defaultUniversalCreditInput();
    answers.personalDetails = {
      ...answers.personalDetails,
      age: 30,
      relationshipStatus: 'couple',
      partnerAge: 31,
      livesInGreaterLondon: false,
      children: [
        { age: 12, hasDisability: false, sex: 'male' },
        { age: 11, hasDisability: false, sex: 'female' },
      ],
    };
    answers.incomeDetails = {
      ...answers.incomeDetails,
      earnedIncome: 1200,
      selfEmployed: false,
      partnerSelfEmployed: false,
      getsCarersAllowance: false,
      partnerGetsCarersAllowance: false,
      getsChildBenefit: true,
      getsGuardiansAllowance: false,
    };
    // The default the form never asks: 1 bedroom "needed".
    expect(answers.housingDetails.bedroomsNeeded).toBe(1);
    answers.housingDetails = { ...answers.housingDetails, housingType: 'rent', tenancyType: 'private', monthlyRent: 1000 };
    answers.healthAndCare = { ...answers.healthAndCare, getsDisabilityBenefit: false };
    const printout = printed(answers);
    expect(rows(printout)).toEqual([
      [null, 'Your age', '30'],
      [null, 'Are you single or part of a couple?', 'Couple'],
      [null, "Your partner's age", '31'],
      [null, 'Where do you live?', 'England'],
      // No Local Housing Allowance area found, so the form asks (docs/rules.md UC 15).
      [null, 'Do you live in Greater London?', 'No'],
      ['Child 1', 'Age', '12'],
      // A boy and a girl share only while both are under 10 (UC Regs Sch 4 para 10), so the form asks.
      ['Child 1', 'Is this child a boy or a girl?', 'Boy'],
      ['Child 1', 'Does this child get Disability Living Allowance, PIP or Child Disability Payment?', 'No'],
      ['Child 2', 'Age', '11'],
      ['Child 2', 'Is this child a boy or a girl?', 'Girl'],
      ['Child 2', 'Does this child get Disability Living Allowance, PIP or Child Disability Payment?', 'No'],
      [null, 'Your monthly earnings after tax', '£1,200.00'],
      [null, "Your partner's monthly earnings after tax", '£0.00'],
      [null, 'Childcare costs a month', '£0.00'],
      [null, 'Savings and investments', '£0.00'],
      [null, 'Monthly pension income', '£0.00'],
      [null, 'Other benefits that count as income, a month', '£0.00'],
      [null, 'Are you self-employed?', 'No'],
      [null, 'Is your partner self-employed?', 'No'],
      [null, 'Do you get Carer’s Allowance?', 'No'],
      [null, 'Does your partner get Carer’s Allowance?', 'No'],
      [null, 'Do you get Child Benefit for your children?', 'Yes'],
      [null, 'Do you or your partner get Guardian’s Allowance?', 'No'],
      [null, 'What is your housing situation?', 'I rent'],
      [null, 'Who do you rent from?', 'A private landlord or letting agent'],
      [null, 'Monthly rent', '£1,000.00'],
      [null, 'Monthly service charges', '£0.00'],
      ["Your area's Local Housing Allowance", 'Postcode of the home you rent', 'Not given'],
      ["Your area's Local Housing Allowance", "Or type your area's weekly Local Housing Allowance", 'Not given'],
      [null, 'Do you and your partner need separate bedrooms because of a disability?', 'No'],
      [null, 'How many people in your home need a carer who lives elsewhere to stay overnight?', '0'],
      [null, 'Are you an approved foster carer, or has a child been placed with you for adoption?', 'No'],
      [null, 'I know how many bedrooms I am allowed', 'No'],
      [null, 'You or your partner have limited capability for work (LCW)', 'No'],
      [null, 'You or your partner have limited capability for work and work-related activity (LCWRA)', 'No'],
      [null, 'I care for someone for 35 hours a week or more', 'No'],
      [null, 'My partner cares for someone for 35 hours a week or more', 'No'],
      [null, 'Does anyone in your home get PIP, DLA, Adult Disability Payment, Attendance Allowance or Pension Age Disability Payment?', 'No'],
    ]);
    // The couple's room, one for the boy of 12 and one for the girl of 11 (Sch 4 paras 9-10): 1 + 1 + 1 = 3.
    expect(printout.worked).toEqual([{ question: 'Bedrooms allowed for your household', answer: '3' }]);
    expect(JSON.stringify(printout)).not.toMatch(/bedrooms you need/i);
  });

  it('a renter who typed 2 bedrooms allowed: the tick, the number, and the worked-out line says it is the number typed (docs/rules.md UC 4)', () => {
    const answers = defaultUniversalCreditInput();
    answers.personalDetails = { ...answers.personalDetails, age: 40, children: [{ age: 12, hasDisability: false, sex: 'male' }] };
    answers.housingDetails = { ...answers.housingDetails, housingType: 'rent', tenancyType: 'social', monthlyRent: 700, actualBedrooms: 3, bedroomsTyped: 3 };
    const printout = printed(answers);
    const housingRows = rows(printout).filter(([, q]) => /bedrooms/i.test(String(q)));
    expect(housingRows).toEqual([
      [null, 'How many bedrooms does your home have?', '3'],
      [null, 'I know how many bedrooms I am allowed', 'Yes'],
      [null, 'Bedrooms you are allowed', '3'],
    ]);
    expect(printout.worked).toEqual([{ question: 'Bedrooms allowed for your household', answer: '3, the number you typed' }]);
    // Not renting: neither the question nor the number (the form does not ask it).
    const owner = printed({ ...answers, housingDetails: { ...answers.housingDetails, housingType: 'own-outright' } });
    expect(JSON.stringify(owner)).not.toMatch(/I am allowed|you are allowed/);
  });

  it('a single person: no partner’s question, and no bedrooms line when the home is not rented', () => {
    const answers = defaultUniversalCreditInput();
    answers.personalDetails = { ...answers.personalDetails, age: 40, location: 'wales' };
    answers.housingDetails = { ...answers.housingDetails, housingType: 'living-with-family' };
    answers.incomeDetails = { ...answers.incomeDetails, selfEmployed: true, selfEmployedStartUp: false, expectedHoursPerWeek: 20 };
    const printout = printed(answers);
    const questions = rows(printout).map(([, question]) => question);
    expect(questions.filter((q) => /partner/i.test(q ?? ''))).toEqual([]);
    expect(rows(printout)).toContainEqual([null, 'Is your business in its first 12 months on Universal Credit (a start-up period)?', 'No']);
    expect(rows(printout)).toContainEqual([null, 'Hours a week you are expected to work', '20']);
    expect(rows(printout)).toContainEqual([null, 'What is your housing situation?', 'I live with family']);
    // Not renting: no landlord, rent or bedrooms.
    expect(questions).not.toContain('Who do you rent from?');
    expect(printout.worked).toEqual([]);
  });

  it('a carer in Scotland: Carer Support Payment named, and the further people asked exactly when the form asks (docs/rules.md "Scotland" 1)', () => {
    const answers = defaultUniversalCreditInput();
    answers.personalDetails = { ...answers.personalDetails, age: 40, location: 'scotland' };
    answers.housingDetails = { ...answers.housingDetails, housingType: 'living-with-family' };
    answers.incomeDetails = { ...answers.incomeDetails, getsCarersAllowance: true };
    answers.healthAndCare = { ...answers.healthAndCare, furtherPeopleCared: 2 };
    const scotland = rows(printed(answers));
    expect(scotland).toContainEqual([null, 'Do you get Carer Support Payment?', 'Yes']);
    const further = 'Besides the person your Carer Support Payment is for, how many other people do you care for at least 20 hours a week?';
    expect(scotland).toContainEqual([null, further, '2']);
    expect(JSON.stringify(scotland)).not.toMatch(/Carer’s Allowance/);
    // Asked with none: 0. In England the question is not asked, and Carer's Allowance is named.
    expect(rows(printed({ ...answers, healthAndCare: { ...answers.healthAndCare, furtherPeopleCared: 0 } }))).toContainEqual([null, further, '0']);
    const england = rows(printed({ ...answers, personalDetails: { ...answers.personalDetails, location: 'england' } }));
    expect(england).toContainEqual([null, 'Do you get Carer’s Allowance?', 'Yes']);
    expect(england.map(([, question]) => question)).not.toContain(further);
    // Not on Carer Support Payment: not asked.
    const notOnIt = rows(printed({ ...answers, incomeDetails: { ...answers.incomeDetails, getsCarersAllowance: false } }));
    expect(notOnIt.map(([, question]) => question)).not.toContain(further);
  });
});
