import { describe, expect, it } from 'vitest';
import { calculateCouncilTaxSupport, defaultCouncilTaxSupportInput, type CouncilTaxSupportInput } from '~/calc/council-tax-support';
import {
  addOtherAdult,
  householdIncomeOf,
  nextStep,
  patchLocation,
  previousStep,
  removeOtherAdult,
  setCircumstance,
  setDependentChildren,
  setHasPartner,
  setIncome,
  setTotalSavings,
  updateOtherAdult,
  wholeOrZero,
} from './state';
import { readSavedCouncilTaxSupportInput, readSavedCouncilTaxSupportResult } from './saved-input';

/** A saved calculation's data as the wizard opens it. */
const readCouncilTaxSupportInput = (value: unknown, limit: number) => readSavedCouncilTaxSupportInput(value, limit).input;

const LIMIT = 16000;

describe('wizard steps (docs/product.md §4: Next moves only from steps 0-2, Previous never goes below 0)', () => {
  it.each([
    ['Next', 0, 1, nextStep],
    ['Next', 1, 2, nextStep],
    ['Next', 2, 3, nextStep],
    ['Next', 3, 3, nextStep],
    ['Next', 4, 4, nextStep],
    ['Previous', 0, 0, previousStep],
    ['Previous', 1, 0, previousStep],
    ['Previous', 4, 3, previousStep],
  ] as const)('%s from step %i goes to %i', (_, from, to, move) => expect(move(from)).toBe(to));
});

describe('wholeOrZero (docs/product.md §5: whole numbers, falling back to 0)', () => {
  it.each([
    [12, 12],
    [12.9, 12],
    ['7', 7],
    ['', 0],
    ['abc', 0],
    [-3, 0],
    [null, 0],
    [Number.NaN, 0],
  ])('%j → %i', (value, expected) => expect(wholeOrZero(value)).toBe(expected));
});

describe('state rules of docs/product.md §4', () => {
  it('ticking the partner box creates a zeroed partner income record if none exists', () => {
    const input = defaultCouncilTaxSupportInput();
    const without = { ...input, income: { ...input.income, partnerIncome: undefined } } as unknown as CouncilTaxSupportInput;
    expect(setHasPartner(without, true).income.partnerIncome).toEqual({ employment: 0, selfEmployment: 0, benefits: 0, pensions: 0, other: 0 });
    expect(setHasPartner(without, true).household.hasPartner).toBe(true);
  });

  it('ticking the partner box keeps an existing partner income record', () => {
    let input = setHasPartner(defaultCouncilTaxSupportInput(), true);
    input = setIncome(input, 'partnerIncome', 'employment', 120);
    input = setHasPartner(setHasPartner(input, false), true);
    expect(input.income.partnerIncome.employment).toBe(120);
    expect(input.income.householdIncome).toBe(120);
  });

  it('changing the number of children resets the ages to that many 5s', () => {
    let input = setDependentChildren(defaultCouncilTaxSupportInput(), 3);
    expect(input.household.childrenAges).toEqual([5, 5, 5]);
    input = { ...input, household: { ...input.household, childrenAges: [2, 9, 14] } };
    expect(setDependentChildren(input, 2).household.childrenAges).toEqual([5, 5]);
    expect(setDependentChildren(input, 0).household.childrenAges).toEqual([]);
  });

  it('adding an adult appends a default record and increments the count; removing recomputes it', () => {
    let input = addOtherAdult(addOtherAdult(defaultCouncilTaxSupportInput()));
    expect(input.household.otherAdults).toBe(2);
    expect(input.household.otherAdultsDetails[1]).toEqual({ age: 25, relationship: 'other', income: 0, isStudent: false, hasDisability: false });
    input = updateOtherAdult(input, 0, { income: 150 });
    input = removeOtherAdult(input, 1);
    expect(input.household.otherAdults).toBe(1);
    expect(input.household.otherAdultsDetails[0]?.income).toBe(150);
  });

  it.each([
    [15999, false],
    [16000, false],
    [16000.01, true],
    [16001, true],
    [20000, true],
    [0, false],
  ])('savings of %d set hasOver16000 to %s', (savings, flag) => {
    expect(setTotalSavings(defaultCouncilTaxSupportInput(), savings, LIMIT).savings).toEqual({ totalSavings: savings, hasOver16000: flag });
  });

  it('household income adds the partner only when there is one', () => {
    let input = setIncome(defaultCouncilTaxSupportInput(), 'claimantIncome', 'employment', 100);
    input = setIncome(input, 'partnerIncome', 'pensions', 50);
    expect(input.income.householdIncome).toBe(100);
    expect(householdIncomeOf(input.income, true)).toBe(150);
  });

  it('keeps the pence of income, to the penny', () => {
    let input = setIncome(defaultCouncilTaxSupportInput(), 'claimantIncome', 'employment', 100.25);
    input = setIncome(input, 'claimantIncome', 'pensions', 0.1 + 0.2);
    expect(input.income.claimantIncome).toMatchObject({ employment: 100.25, pensions: 0.3 });
    expect(input.income.householdIncome).toBe(100.55);
  });
});

describe('readSavedCouncilTaxSupportInput', () => {
  it('gives the defaults for anything that is not an input', () => {
    for (const value of [null, 'x', [], {}]) expect(readCouncilTaxSupportInput(value, LIMIT)).toEqual(defaultCouncilTaxSupportInput());
  });
  it('keeps a complete input, and recomputes the count and the savings flag', () => {
    let input = setDependentChildren(setHasPartner(defaultCouncilTaxSupportInput(), true), 2);
    input = addOtherAdult(input);
    input = setTotalSavings(input, 16001, LIMIT);
    input = { ...input, household: { ...input.household, childrenAges: [3, 11] } };
    const saved = JSON.parse(JSON.stringify(input));
    expect(readCouncilTaxSupportInput(saved, LIMIT)).toEqual(input);
    saved.household.otherAdults = 7;
    saved.savings.hasOver16000 = false;
    expect(readCouncilTaxSupportInput(saved, LIMIT).household.otherAdults).toBe(1);
    expect(readCouncilTaxSupportInput(saved, LIMIT).savings.hasOver16000).toBe(true);
  });
  it('keeps the pence of the bill, makes ages whole and never negative', () => {
    const read = readCouncilTaxSupportInput({ location: { annualCouncilTax: '1560.8' }, household: { claimantAge: -4, dependentChildren: 2, childrenAges: [1] } }, LIMIT);
    expect(read.location.annualCouncilTax).toBe(1560.8);
    expect(read.household.claimantAge).toBe(0);
    expect(read.household.childrenAges).toEqual([5, 5]);
  });
});

describe('readSavedCouncilTaxSupportResult', () => {
  it('accepts what the engine gives, after a JSON round trip', () => {
    const result = JSON.parse(JSON.stringify(calculateCouncilTaxSupport(defaultCouncilTaxSupportInput())));
    expect(readSavedCouncilTaxSupportResult(result)).toEqual(result);
  });
  it.each([null, {}, { weeklyReduction: 3 }])('rejects %j', (value) => expect(readSavedCouncilTaxSupportResult(value)).toBeNull());
});

describe('setCircumstance (docs/rules.md CTS 3: no hidden answer counts)', () => {
  it('unticking an answer clears the follow-ups it opened, so a hidden answer adds no premium', () => {
    let input = defaultCouncilTaxSupportInput();
    for (const key of ['receivesDisabilityBenefits', 'getsSevereDisabilityBenefit', 'carerPaidForYou', 'getsEnhancedDisabilityBenefit'] as const)
      input = setCircumstance(input, key, true);
    expect(input.circumstances).toMatchObject({ receivesDisabilityBenefits: true, getsSevereDisabilityBenefit: true, carerPaidForYou: true, getsEnhancedDisabilityBenefit: true });
    const off = setCircumstance(input, 'receivesDisabilityBenefits', false);
    expect(off.circumstances.receivesDisabilityBenefits).toBe(false);
    for (const key of ['getsSevereDisabilityBenefit', 'carerPaidForYou', 'getsEnhancedDisabilityBenefit']) expect(off.circumstances).not.toHaveProperty(key);
    // Unticking your own benefit clears only whether someone is paid to look after you.
    const mine = setCircumstance(input, 'getsSevereDisabilityBenefit', false);
    expect(mine.circumstances).not.toHaveProperty('carerPaidForYou');
    expect(mine.circumstances.getsEnhancedDisabilityBenefit).toBe(true);
    // A child: the enhanced rate goes with the disabled child answer.
    const child = setCircumstance(setCircumstance(input, 'hasDisabledChild', true), 'childGetsEnhancedRate', true);
    expect(setCircumstance(child, 'hasDisabledChild', false).circumstances).not.toHaveProperty('childGetsEnhancedRate');
  });
});

describe('patchLocation: where you live and your council', () => {
  const base = defaultCouncilTaxSupportInput().location;
  const chosen = { ...base, councilCode: 'E06000065', localAuthority: 'North Yorkshire Council' };

  it('writes a council chosen and takes it out again', () => {
    expect(patchLocation(base, { councilCode: 'E06000065', localAuthority: 'North Yorkshire Council' })).toEqual(chosen);
    const cleared = patchLocation(chosen, { councilCode: undefined, localAuthority: '' });
    expect(cleared).toEqual(base);
    expect(cleared).not.toHaveProperty('councilCode');
  });

  it('drops the council, and a typed one, when another nation is chosen; keeps it when the same nation is chosen again', () => {
    const wales = patchLocation(chosen, { country: 'wales' });
    expect(wales).toEqual({ ...base, country: 'wales' });
    expect(wales).not.toHaveProperty('councilCode');
    expect(patchLocation({ ...base, localAuthority: 'Leeds' }, { country: 'scotland' }).localAuthority).toBe('');
    expect(patchLocation(chosen, { country: 'england' })).toEqual(chosen);
    expect(patchLocation(chosen, { annualCouncilTax: 1500 })).toEqual({ ...chosen, annualCouncilTax: 1500 });
  });
});
