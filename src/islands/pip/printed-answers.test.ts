/**
 * The PIP printout lists exactly the questions the Info tab shows for the answers (state.ts
 * `pipQuestionsShown`), in its words and order, then every activity of Schedule 1 by its name with
 * the statement chosen, under its tab's heading.
 */
import { describe, expect, it } from 'vitest';
import { defaultPipInput } from '~/calc/pip';
import { ratesFor } from '~/calc/rates';
import type { Printout } from '~/islands/shared/link/printed-rows';
import { withTaxYear } from '~/islands/shared/session/tax-year';
import { printedAnswers } from './printed-answers';

const YEAR = '2026-27';
const RATES = ratesFor(YEAR);

/** Every row as [heading, question, answer]. */
const rows = (printout: Printout) => printout.groups.flatMap((g) => g.rows.map((r) => [g.heading, r.question, r.answer]));

const DAILY = 'Daily living activities';
const MOBILITY = 'Mobility activities';

describe('the PIP printout', () => {
  it('at 66, past State Pension age: both age questions, the choices in the form’s words, every activity', () => {
    const input = defaultPipInput();
    input.personalInfo = {
      ...input.personalInfo,
      age: 66,
      reachedStatePensionAge: true,
      gotPipOrDlaInLastYear: true,
      conditionDuration: 'over-9-months',
      location: 'northern-ireland',
      conditions: ['Arthritis', 'Asthma'],
    };
    input.assessment.dailyLiving['preparing-food'] = 'f';
    input.assessment.mobility['moving-around'] = 'b';
    expect(rows(printedAnswers(withTaxYear(input, YEAR), RATES, {} as never))).toEqual([
      [null, 'Your age', '66'],
      [null, 'Have you reached State Pension age?', 'Yes'],
      [null, 'Have you been paid PIP or Disability Living Allowance (DLA) at any time in the last 12 months?', 'Yes'],
      [null, 'Where do you live?', 'Northern Ireland'],
      [null, 'How long have you had your condition?', 'More than 9 months'],
      [null, 'A doctor or nurse has said I may have 12 months or less to live', 'No'],
      [null, 'Your conditions (optional)', 'Arthritis, Asthma'],
      [null, 'I have a disability or long-term health condition', 'No'],
      [DAILY, 'Preparing food', 'Cannot prepare and cook food.'],
      [DAILY, 'Taking nutrition', 'Not answered'],
      [DAILY, 'Managing therapy or monitoring a health condition', 'Not answered'],
      [DAILY, 'Washing and bathing', 'Not answered'],
      [DAILY, 'Managing toilet needs or incontinence', 'Not answered'],
      [DAILY, 'Dressing and undressing', 'Not answered'],
      [DAILY, 'Communicating verbally', 'Not answered'],
      [DAILY, 'Reading and understanding signs, symbols and words', 'Not answered'],
      [DAILY, 'Engaging with other people face to face', 'Not answered'],
      [DAILY, 'Making budgeting decisions', 'Not answered'],
      [MOBILITY, 'Planning and following journeys', 'Not answered'],
      [MOBILITY, 'Moving around', 'Can stand and then move more than 50 but no more than 200 metres.'],
    ]);
  });

  it('under State Pension age: neither age question', () => {
    const input = defaultPipInput();
    const questions = rows(printedAnswers(withTaxYear(input, YEAR), RATES, {} as never)).map(([, q]) => q);
    expect(questions).not.toContain('Have you reached State Pension age?');
    expect(questions).not.toContain('Have you been paid PIP or Disability Living Allowance (DLA) at any time in the last 12 months?');
  });

  it('in Scotland: the terminal illness question in Adult Disability Payment’s words, as the Info tab asks it', () => {
    const input = defaultPipInput();
    input.personalInfo = { ...input.personalInfo, location: 'scotland', isEndOfLife: true };
    expect(rows(printedAnswers(withTaxYear(input, YEAR), RATES, {} as never))).toContainEqual([null, 'A doctor or nurse has said I have a terminal illness', 'Yes']);
  });
});
