/**
 * The printout's table of answers (TakeAway.tsx `PrintedAnswers`): each answer a calculator's
 * reader reads, named as the reader names it, in the form's order, and written as a person
 * would read it (money in pounds and pence, Yes or No, a PIP statement in its words).
 */
import { describe, expect, it } from 'vitest';
import { defaultHousingBenefitInput } from '~/calc/housing-benefit';
import { defaultPipInput } from '~/calc/pip';
import { publishedRatesFor } from '~/stores/rates';
import { reader as hbReader } from '~/islands/housing-benefit/saved-input';
import { reader as pipReader } from '~/islands/pip/saved-input';
import { reader as ucReader } from '~/islands/universal-credit/saved-input';
import { defaultUniversalCreditInput } from '~/calc/universal-credit-questions';
import { listAnswers } from '../saved/schema';
import { writtenAnswer } from './TakeAway';

const RATES = publishedRatesFor('2026-27', null);

/** The rows the printout draws for `read`: [name, answer]. */
function rows(read: () => void): [string, string | null][] {
  return listAnswers(read).map((answer) => [answer.label, writtenAnswer(answer)]);
}

describe('the answers a reader reads', () => {
  it('are listed in the form’s order, money as money, ids as words', () => {
    const input = defaultHousingBenefitInput();
    input.personalDetails.age = 44;
    input.propertyDetails.postcode = 'TQ1 1AA';
    input.propertyDetails.actualRent = 142.5;
    input.propertyDetails.tenancyType = 'private';
    input.incomeDetails.earnings = 102.23;
    const read = rows(() => hbReader.input({ ...input, taxYear: '2026-27' }, RATES));
    expect(read.slice(0, 3)).toEqual([
      ['the people who live with you', 'None'],
      ['your age', '44'],
      ['whether you live with a partner', 'Single'],
    ]);
    expect(read).toContainEqual(['your postcode', 'TQ1 1AA']);
    expect(read).toContainEqual(['your rent', '£142.50']);
    expect(read).toContainEqual(['the number of bedrooms', String(input.propertyDetails.bedrooms)]);
    expect(read).toContainEqual(['whether you live in temporary housing', 'No']);
    expect(read).toContainEqual(['who your landlord is', 'Private']);
    expect(read).toContainEqual(['your earnings', '£102.23']);
    expect(read.at(-1)).toEqual(['the tax year', '2026-27']);
  });

  it('give a PIP activity’s chosen statement, and the choices the PIP form words, in their words', () => {
    const input = defaultPipInput();
    input.assessment.dailyLiving['preparing-food'] = 'f';
    input.personalInfo.conditionDuration = 'over-9-months';
    input.personalInfo.location = 'northern-ireland';
    const read = rows(() => pipReader.input(input, RATES));
    expect(read[0]).toEqual(['your answer to ‘Preparing food’', 'Cannot prepare and cook food.']);
    expect(read).toContainEqual(['how long your condition has lasted', 'More than 9 months']);
    expect(read).toContainEqual(['where you live', 'Northern Ireland']);
  });

  it('give Universal Credit’s main carer in the words of its question', () => {
    const input = defaultUniversalCreditInput();
    input.personalDetails.relationshipStatus = 'couple';
    input.incomeDetails.responsibleCarer = 'partner';
    expect(rows(() => ucReader.input(input, RATES))).toContainEqual(['which of you is the main carer of your children', 'My partner']);
    input.incomeDetails.responsibleCarer = 'claimant';
    expect(rows(() => ucReader.input(input, RATES))).toContainEqual(['which of you is the main carer of your children', 'Me']);
  });
});
