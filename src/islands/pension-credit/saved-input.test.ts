import { describe, expect, it } from 'vitest';
import { calculatePensionCredit, defaultPensionCreditPerson } from '~/calc/pension-credit';
import { readSavedPensionCreditInput, readSavedPensionCreditResult } from './saved-input';
import { defaultPensionCreditAnswers, type PensionCreditAnswers } from './state';

const full: PensionCreditAnswers = {
  taxYear: '2024-25',
  claimant: {
    ...defaultPensionCreditPerson(),
    age: 74,
    dateOfBirth: '1950-05-01',
    reachedStatePensionAgeBeforeApril2016: true,
    statePension: 169.5,
    otherPensions: 12.34,
    getsDisabilityBenefit: true,
    someoneGetsCarersAllowanceForCaringForThem: false,
  },
  partner: { ...defaultPensionCreditPerson(), age: 64, earnings: 80, getsCarersAllowance: true, isRegisteredBlind: true },
  otherAdults: 1,
  children: [{ age: 9, bornBeforeApril2017: true, disabilityRate: 'lower' }],
  savings: 12000,
  housingCostsWeekly: 7.5,
  entitledBeforeMay2019: true,
  savingsCreditSinceBeforeApril2016: false,
  home: 'long-lease',
};

describe('readSavedPensionCreditInput', () => {
  it('gives back what the form saved, after a JSON round trip', () => {
    expect(readSavedPensionCreditInput(JSON.parse(JSON.stringify(full)))).toEqual({ input: full, reset: [] });
  });

  it('missing answers take the defaults quietly (an empty file is a new calculation)', () => {
    expect(readSavedPensionCreditInput({})).toEqual({ input: defaultPensionCreditAnswers(), reset: [] });
    expect(readSavedPensionCreditInput('not an object')).toEqual({ input: defaultPensionCreditAnswers(), reset: [] });
  });

  it('wrong answers take the default and are named, in the form’s order; numbers are held in their ranges', () => {
    const { input, reset } = readSavedPensionCreditInput({
      taxYear: '1999-00',
      claimant: { age: 130, statePension: 'lots', dateOfBirth: '1 May 1950', getsDisabilityBenefit: 'yes' },
      partner: 'Pat',
      otherAdults: 99,
      children: [{ age: -3, disabilityRate: 'some' }, 'Sam'],
      savings: -50,
      housingCostsWeekly: 3.333,
      home: 'castle',
      rentWeekly: 120.456,
    });
    expect(input.claimant).toEqual({ ...defaultPensionCreditPerson(), age: 120 });
    expect(input.partner).toEqual(defaultPensionCreditPerson());
    expect(input.otherAdults).toBe(20);
    expect(input.children).toEqual([
      { age: 0, disabilityRate: 'none' },
      { age: 0, disabilityRate: 'none' },
    ]);
    expect(input.savings).toBe(0);
    expect(input.housingCostsWeekly).toBe(3.33);
    expect(input.rentWeekly).toBe(120.46);
    expect(input).not.toHaveProperty('home');
    expect(input).not.toHaveProperty('taxYear');
    expect(reset).toEqual([
      'your State Pension',
      'your date of birth',
      'whether you get a disability benefit',
      'your partner’s answers',
      'whether child 1 gets a disability benefit',
      'child 2',
      'your home',
      'the tax year',
    ]);
  });

  it('keeps the May 2019 answer only for a couple', () => {
    expect(readSavedPensionCreditInput({ partner: null, entitledBeforeMay2019: true }).input).not.toHaveProperty('entitledBeforeMay2019');
  });
});

describe('readSavedPensionCreditResult', () => {
  it('gives back what the engine gives, after a JSON round trip', () => {
    const result = JSON.parse(JSON.stringify(calculatePensionCredit(full)));
    expect(readSavedPensionCreditResult(result)).toBe(result);
  });
  it('refuses a result without its working (it is worked out again)', () => {
    const { breakdown: _, ...rest } = calculatePensionCredit(full);
    expect(readSavedPensionCreditResult(rest)).toBeNull();
    expect(readSavedPensionCreditResult(null)).toBeNull();
  });
  it('refuses a result with a message whose words are gone, so the page works it out again; keeps the words of one saved before results gave messages', () => {
    const result = calculatePensionCredit(full);
    expect(readSavedPensionCreditResult({ ...result, nextSteps: [{ messageId: 'pc.step.removed' }] })).toBeNull();
    expect(readSavedPensionCreditResult({ ...result, warnings: [{ messageId: 'pc.warning.savingsCreditClosed', values: { amount: { money: 'lots' } } }] })).toBeNull();
    const older = {
      ...result,
      nextSteps: ['Claim online: https://www.gov.uk/pension-credit/how-to-claim or call the Pension Credit claim line on 0800 99 1234'],
      passports: [{ id: 'nhs-help', name: 'Help with NHS costs', text: 'Free NHS dental treatment.', rateId: null, amount: null }],
      breakdown: {
        ...result.breakdown,
        guaranteeCredit: { name: 'Guarantee credit', amount: 0, qualifying: false, rateId: null, working: 'None: you cannot claim Pension Credit yet' },
      },
    };
    expect(readSavedPensionCreditResult(older)).toBe(older);
  });
});

describe('readSavedPensionCreditInput: the earnings and war pension answers (Sch VI para 2, Sch IV para 1)', () => {
  it('keeps them, and a saved calculation without them opens without them', () => {
    const out = readSavedPensionCreditInput({ claimant: { age: 70, earnings: 30, specialOccupationEarnings: true, warPension: 25.5 } });
    expect(out.input.claimant).toMatchObject({ earnings: 30, specialOccupationEarnings: true, warPension: 25.5 });
    expect(out.reset).toEqual([]);
    const old = readSavedPensionCreditInput({ claimant: { age: 70 } });
    expect(old.input.claimant).not.toHaveProperty('warPension');
    expect(old.input.claimant).not.toHaveProperty('specialOccupationEarnings');
  });
});
