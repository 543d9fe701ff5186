import { describe, expect, it } from 'vitest';
import { ratesFor } from '~/calc/rates';
import { QUICK_CHECK_FIELDS } from '~/lib/quick-check';
import {
  type CheckerAnswers,
  CHECKER_STEPS,
  answerLabel,
  forEligibility,
  isAnswerValue,
  listWords,
  missingAnswers,
  optionLabel,
  readCheckerAnswers,
  readCheckerQuery,
  stepPercent,
  stepQuestions,
} from './state';

describe('the three steps (docs/product.md §5 "Eligibility steps")', () => {
  it('ask age, employment, children; where you live, housing, income, savings; disability, pregnancy, caring', () => {
    expect(CHECKER_STEPS.map((s) => s.questions.map((q) => q.key))).toEqual([
      ['age', 'employmentStatus', 'hasChildren'],
      ['location', 'housingStatus', 'weeklyIncome', 'savings'],
      ['hasDisability', 'isPregnant', 'isCarer'],
    ]);
  });
  it('ask about housing tenure in its own words, which the summary repeats', () => {
    const housing = CHECKER_STEPS.flatMap((s) => s.questions).find((q) => q.key === 'housingStatus');
    expect(housing?.legend).toBe('Do you rent or own your home?');
    expect(housing?.short).toBe('whether you rent or own your home');
  });
  it('use the answer values of docs/rules.md "Common to every engine"', () => {
    const values = (key: string) =>
      CHECKER_STEPS.flatMap((s) => s.questions)
        .find((q) => q.key === key)
        ?.options.map((o) => o.value);
    expect(values('age')).toEqual(['16-24', '25-39', '40-54', '55-65', '66+']);
    expect(values('hasChildren')).toEqual(['no', '1', '2', '3+']);
    expect(values('weeklyIncome')).toEqual(['0-100', '100-200', '200-400', '400-600', '600+']);
    expect(values('savings')).toEqual(['under-6000', '6000-16000', 'over-16000']);
    expect(values('isCarer')).toEqual(['yes', 'no']);
  });
  it('label the answers in words, the engine’s option messages written when drawn', () => {
    const labels = (key: string) =>
      stepQuestions(1, { age: '66+' }, ratesFor('2026-27'))
        .concat(CHECKER_STEPS.slice(1).flatMap((s) => s.questions))
        .find((q) => q.key === key)
        ?.options.map((o) => o.label);
    expect(labels('age')).toEqual(['16 to 24', '25 to 39', '40 to 54', '55 to 65', '66 or over']);
    expect(labels('reachedStatePensionAge')).toEqual(['Yes', 'No']);
    expect(labels('employmentStatus')).toEqual(['Employed', 'Unemployed', 'Self-employed', 'Student', 'Retired', 'Unable to work']);
    expect(labels('hasChildren')).toEqual(['No children', '1 child', '2 children', '3 or more']);
    expect(labels('housingStatus')).toEqual(['Renting privately', 'Renting from the council or a housing association', 'Own my home', 'Living with family', 'Other']);
    expect(labels('weeklyIncome')).toEqual(['£0 to £100', '£100 to £200', '£200 to £400', '£400 to £600', 'Over £600']);
    expect(labels('savings')).toEqual(['Under £6,000', '£6,000 to £16,000', 'Over £16,000']);
    expect(labels('isPregnant')).toEqual(['Yes', 'No']);
  });
  it('label the home page quick check’s options with the same messages', () => {
    expect(QUICK_CHECK_FIELDS.map((f) => f.options.map(optionLabel))).toEqual([
      ['16 to 24', '25 to 39', '40 to 54', '55 to 64', '65 or over'],
      ['Employed', 'Unemployed', 'Self-employed', 'Student', 'Retired', 'Unable to work'],
      ['No children', '1 child', '2 children', '3 or more'],
      ['Renting privately', 'Renting from the council or a housing association', 'Own my home', 'Living with family', 'Other'],
    ]);
  });
});

describe('missingAnswers (Next stays disabled until every answer of the step is chosen)', () => {
  describe.each([
    { name: 'nothing answered', step: 1, answers: {}, missing: ['age', 'employmentStatus', 'hasChildren'] },
    { name: 'one answer', step: 1, answers: { age: '25-39' }, missing: ['employmentStatus', 'hasChildren'] },
    { name: 'a value that is not an option', step: 1, answers: { age: '55-64', employmentStatus: 'employed', hasChildren: 'no' }, missing: ['age'] },
    { name: 'step 2 complete', step: 2, answers: { location: 'wales', housingStatus: 'own', weeklyIncome: '600+', savings: 'over-16000' }, missing: [] },
    { name: 'step 2 without where you live', step: 2, answers: { housingStatus: 'own', weeklyIncome: '600+', savings: 'over-16000' }, missing: ['location'] },
    { name: 'step 3, answers of other steps do not count', step: 3, answers: { age: '25-39', isCarer: 'no' }, missing: ['hasDisability', 'isPregnant'] },
  ] as const)('$name', ({ step, answers, missing }) => {
    it('lists what is left', () => expect(missingAnswers(step, answers as CheckerAnswers).map((q) => q.key)).toEqual(missing));
  });
});

describe('stepPercent (docs/product.md §2 percent progress)', () => {
  it.each([
    [1, 33],
    [2, 67],
    [3, 100],
  ])('step %i of 3 is %i%%', (step, percent) => expect(stepPercent(step)).toBe(percent));
});

describe('readCheckerQuery (docs/product.md §2: optional query parameters prefill, then leave the address)', () => {
  describe.each([
    {
      name: 'all four from the home page',
      search: '?age=25-39&employment=unemployed&children=1&housing=rent-private',
      answers: { age: '25-39', employmentStatus: 'unemployed', hasChildren: '1', housingStatus: 'rent-private' },
      cleaned: '',
      found: true,
    },
    { name: "home page '55-64' → '55-65' (docs/rules.md, Eligibility checker)", search: '?age=55-64', answers: { age: '55-65' }, cleaned: '', found: true },
    { name: "home page '65+' → '66+'", search: '?age=65%2B', answers: { age: '66+' }, cleaned: '', found: true },
    { name: "children '3+' survives the encoding", search: '?children=3%2B', answers: { hasChildren: '3+' }, cleaned: '', found: true },
    {
      name: 'unknown values are ignored but still removed',
      search: '?age=99&employment=astronaut&housing=own',
      answers: { housingStatus: 'own' },
      cleaned: '',
      found: true,
    },
    { name: 'other parameters are kept', search: '?utm_source=x&age=16-24', answers: { age: '16-24' }, cleaned: '?utm_source=x', found: true },
    { name: 'no parameters', search: '', answers: {}, cleaned: '', found: false },
  ])('$name', ({ search, answers, cleaned, found }) => {
    it('reads and tidies', () => {
      expect(readCheckerQuery(search)).toEqual({ answers, cleanedSearch: cleaned, found });
    });
  });
});

describe('small helpers', () => {
  it('listWords joins in plain English', () => {
    expect(listWords([])).toBe('');
    expect(listWords(['your age'])).toBe('your age');
    expect(listWords(['your age', 'children'])).toBe('your age and children');
    expect(listWords(['a', 'b', 'c'])).toBe('a, b and c');
  });
  it('answerLabel gives the option label', () => {
    expect(answerLabel('weeklyIncome', '0-100')).toBe('£0 to £100');
    expect(answerLabel('isCarer', undefined)).toBe('Not answered');
  });
  it('isAnswerValue rejects unknown keys and values', () => {
    expect(isAnswerValue('savings', 'under-6000')).toBe(true);
    expect(isAnswerValue('savings', 'lots')).toBe(false);
  });
});

describe('State Pension age with 66 or over (docs/rules.md "Eligibility checker")', () => {
  // 2026/27: at 66 State Pension age depends on the date of birth (born from 6 April 1960 it comes
  // later), so the question follows the age; 2025/26: everyone aged 66 has reached it, so it does not.
  const y2627 = ratesFor('2026-27');
  const y2526 = ratesFor('2025-26');
  const step1 = { age: '66+', employmentStatus: 'retired', hasChildren: 'no' } as const;

  it('is asked after the age with 66+ in 2026/27, and Next waits for it', () => {
    expect(stepQuestions(1, step1, y2627).map((q) => q.key)).toEqual(['age', 'reachedStatePensionAge', 'employmentStatus', 'hasChildren']);
    expect(missingAnswers(1, step1, y2627).map((q) => q.key)).toEqual(['reachedStatePensionAge']);
    expect(missingAnswers(1, { ...step1, reachedStatePensionAge: 'no' }, y2627)).toEqual([]);
  });

  it('is not asked with another band, nor in 2025/26', () => {
    expect(stepQuestions(1, { ...step1, age: '55-65' }, y2627).map((q) => q.key)).toEqual(['age', 'employmentStatus', 'hasChildren']);
    expect(stepQuestions(1, step1, y2526).map((q) => q.key)).toEqual(['age', 'employmentStatus', 'hasChildren']);
    expect(missingAnswers(1, step1, y2526)).toEqual([]);
  });

  it('goes to the engine as true or false, and only where it is asked', () => {
    expect(forEligibility({ ...step1, reachedStatePensionAge: 'no' }, y2627)).toEqual({ ...step1, reachedStatePensionAge: false });
    expect(forEligibility({ ...step1, reachedStatePensionAge: 'yes' }, y2627)).toEqual({ ...step1, reachedStatePensionAge: true });
    expect(forEligibility({ ...step1, age: '55-65', reachedStatePensionAge: 'no' }, y2627)).toEqual({ ...step1, age: '55-65' });
    expect(forEligibility({ ...step1, reachedStatePensionAge: 'no' }, y2526)).toEqual(step1);
  });

  it('a remembered old "55-66" reads as "55-65"; the answer to the question is kept; unknown values go', () => {
    expect(readCheckerAnswers({ age: '55-66', isCarer: 'no' })).toEqual({ age: '55-65', isCarer: 'no' });
    expect(readCheckerAnswers({ age: '66+', reachedStatePensionAge: 'yes' })).toEqual({ age: '66+', reachedStatePensionAge: 'yes' });
    expect(readCheckerAnswers({ age: '70', reachedStatePensionAge: true, savings: 'lots' })).toEqual({});
    expect(readCheckerAnswers(null)).toEqual({});
    expect(answerLabel('reachedStatePensionAge', 'no')).toBe('No');
  });
});
