import { describe, expect, it } from 'vitest';
import { calculatePensionCredit, defaultPensionCreditPerson } from '~/calc/pension-credit';
import { ratesFor, resolveRates } from '~/calc/rates';
import {
  addChild,
  carerChoice,
  defaultPensionCreditAnswers,
  forCalculation,
  removeChild,
  updateChild,
  withCarerChoice,
  withCouple,
  withHome,
  withPerson,
  withPersonAnswer,
  type PensionCreditAnswers,
} from './state';
import { asksSavingsCreditSince2016 } from '~/calc/pension-credit-questions';

const a = resolveRates(ratesFor('2026-27'));
const person = (age: number, more = {}) => ({ ...defaultPensionCreditPerson(), age, ...more });
const single = (age: number, more = {}): PensionCreditAnswers => ({ ...defaultPensionCreditAnswers(), claimant: person(age, more) });
const couple = (age: number, partnerAge: number): PensionCreditAnswers => ({ ...single(age), partner: person(partnerAge) });

describe('the form’s changes', () => {
  it('a couple gets a partner with the engine’s defaults; going single forgets the partner and the couple’s question', () => {
    let input = withCouple(single(70), true);
    expect(input.partner).toEqual(defaultPensionCreditPerson());
    input = withPerson({ ...input, entitledBeforeMay2019: true }, 'partner', { statePension: 100 });
    expect(input.partner?.statePension).toBe(100);
    input = withCouple(input, false);
    expect(input.partner).toBeNull();
    expect(input).not.toHaveProperty('entitledBeforeMay2019');
    // No partner: a partner's change does nothing.
    expect(withPerson(input, 'partner', { age: 80 })).toBe(input);
  });

  it('Carer’s Allowance as one choice', () => {
    const paid = withCarerChoice(single(70), 'claimant', 'paid');
    expect(paid.claimant).toMatchObject({ getsCarersAllowance: true, carersAllowanceUnderlyingOnly: false });
    expect(carerChoice(paid.claimant)).toBe('paid');
    const underlying = withCarerChoice(paid, 'claimant', 'underlying');
    expect(underlying.claimant).toMatchObject({ getsCarersAllowance: false, carersAllowanceUnderlyingOnly: true });
    expect(carerChoice(withCarerChoice(underlying, 'claimant', 'no').claimant)).toBe('no');
  });

  it('adds, changes and removes children', () => {
    let input = addChild(addChild(single(70)));
    input = updateChild(input, 1, { age: 12, disabilityRate: 'higher' });
    input = removeChild(input, 0);
    expect(input.children).toEqual([{ age: 12, disabilityRate: 'higher' }]);
  });

  it('housing costs only for owners and long leaseholders, the rent only for renters', () => {
    const owner = { ...withHome(single(70), 'own'), housingCostsWeekly: 12 };
    expect(withHome(owner, 'long-lease').housingCostsWeekly).toBe(12);
    const renter = { ...withHome(owner, 'rent'), rentWeekly: 150 };
    expect(renter.housingCostsWeekly).toBe(0);
    expect(withHome(renter, 'other')).not.toHaveProperty('rentWeekly');
    expect(withHome(renter, 'rent').rentWeekly).toBe(150);
  });
});

describe('forCalculation: the answers the form shows, in the year', () => {
  it('an answer to a question no longer asked takes the default', () => {
    // Answered No at 66, then the age became 70: the answer is hidden, and 70 has reached it.
    const input = withPersonAnswer(single(70, { statePension: 100 }), 'claimant', 'reachedStatePensionAge', false);
    const shown = forCalculation(input, '2026-27', a);
    expect(shown.claimant).not.toHaveProperty('reachedStatePensionAge');
    // Single at 70, £100 a week: 238.00 − 100.00 = 138.00 guarantee credit (2026/27).
    expect(calculatePensionCredit({ ...shown, taxYear: '2026-27' }).guaranteeCredit).toBe(138);
    expect(calculatePensionCredit({ ...input, taxYear: '2026-27' }).guaranteeCredit).toBe(0);
  });

  it('keeps the answers asked; fills in a child’s birth before 2017 from the age; leaves out what a single person or a renter cannot have', () => {
    const input: PensionCreditAnswers = {
      ...single(66, { reachedStatePensionAge: true, isRegisteredBlind: true, someoneGetsCarersAllowanceForCaringForThem: true }),
      children: [{ age: 12 }, { age: 9, bornBeforeApril2017: true }, { age: 3, bornBeforeApril2017: true }],
      home: 'rent',
      housingCostsWeekly: 20,
      entitledBeforeMay2019: true,
    };
    const shown = forCalculation(input, '2026-27', a);
    expect(shown.claimant).toEqual({ ...defaultPensionCreditPerson(), reachedStatePensionAge: true });
    expect(shown.children.map((c) => c.bornBeforeApril2017)).toEqual([true, true, false]);
    expect(shown.housingCostsWeekly).toBe(0);
    expect(shown).not.toHaveProperty('entitledBeforeMay2019');
  });

  it('asks a couple about savings credit since before April 2016 only when one reached State Pension age before then and the other did not (reg 7A)', () => {
    // Without dates of birth, 2026/27: reached before 6 April 2016 at 76 or over; not at 70.
    expect(asksSavingsCreditSince2016(couple(78, 70), '2026-27', a)).toBe(true);
    expect(asksSavingsCreditSince2016(couple(78, 77), '2026-27', a)).toBe(false);
    expect(asksSavingsCreditSince2016(couple(70, 69), '2026-27', a)).toBe(false);
    expect(asksSavingsCreditSince2016(single(78), '2026-27', a)).toBe(false);
    expect(forCalculation({ ...couple(78, 70), savingsCreditSinceBeforeApril2016: true }, '2026-27', a).savingsCreditSinceBeforeApril2016).toBe(true);
    expect(forCalculation({ ...couple(78, 77), savingsCreditSinceBeforeApril2016: true }, '2026-27', a)).not.toHaveProperty('savingsCreditSinceBeforeApril2016');
  });

  it('the firefighter, lifeboat crew, coastguard or reserve forces answer counts only with earnings (Sch VI para 2)', () => {
    const without = forCalculation(single(70, { statePension: 180, specialOccupationEarnings: true }), '2026-27', a);
    expect(without.claimant).not.toHaveProperty('specialOccupationEarnings');
    const withEarnings = forCalculation(single(70, { statePension: 180, earnings: 30, specialOccupationEarnings: true }), '2026-27', a);
    expect(withEarnings.claimant.specialOccupationEarnings).toBe(true);
    // 2026/27: 180.00 + 30.00 − 20.00 = 190.00; 238.00 − 190.00 = 48.00 guarantee credit.
    expect(calculatePensionCredit({ ...withEarnings, taxYear: '2026-27' }).guaranteeCredit).toBe(48);
  });

  it('a war pension is kept as answered; the question takes it out again', () => {
    const input = withPersonAnswer(single(70, { statePension: 180 }), 'claimant', 'warPension', 50);
    expect(forCalculation(input, '2026-27', a).claimant.warPension).toBe(50);
    expect(withPersonAnswer(input, 'claimant', 'warPension', undefined).claimant).not.toHaveProperty('warPension');
  });

  it('a mixed-age couple keeps its answer about May 2019', () => {
    const input = { ...couple(70, 60), entitledBeforeMay2019: true };
    expect(forCalculation(input, '2026-27', a).entitledBeforeMay2019).toBe(true);
  });
});
