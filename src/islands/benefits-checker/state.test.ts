import { describe, expect, it } from 'vitest';
import { type CheckerAnswers, CHECKER_STEPS, answerLabel, isAnswerValue, listWords, missingAnswers, readCheckerQuery, stepPercent } from './state';

describe('the three steps (docs/product.md §5 "Eligibility steps")', () => {
  it('ask age, employment, children; housing, income, savings; disability, pregnancy, caring', () => {
    expect(CHECKER_STEPS.map((s) => s.questions.map((q) => q.key))).toEqual([
      ['age', 'employmentStatus', 'hasChildren'],
      ['housingStatus', 'weeklyIncome', 'savings'],
      ['hasDisability', 'isPregnant', 'isCarer'],
    ]);
  });
  it('use the answer values of docs/rules.md "Common to every engine"', () => {
    const values = (key: string) =>
      CHECKER_STEPS.flatMap((s) => s.questions)
        .find((q) => q.key === key)
        ?.options.map((o) => o.value);
    expect(values('age')).toEqual(['16-24', '25-39', '40-54', '55-66', '66+']);
    expect(values('hasChildren')).toEqual(['no', '1', '2', '3+']);
    expect(values('weeklyIncome')).toEqual(['0-100', '100-200', '200-400', '400-600', '600+']);
    expect(values('savings')).toEqual(['under-6000', '6000-16000', 'over-16000']);
    expect(values('isCarer')).toEqual(['yes', 'no']);
  });
});

describe('missingAnswers (Next stays disabled until every answer of the step is chosen)', () => {
  describe.each([
    { name: 'nothing answered', step: 1, answers: {}, missing: ['age', 'employmentStatus', 'hasChildren'] },
    { name: 'one answer', step: 1, answers: { age: '25-39' }, missing: ['employmentStatus', 'hasChildren'] },
    { name: 'a value that is not an option', step: 1, answers: { age: '55-64', employmentStatus: 'employed', hasChildren: 'no' }, missing: ['age'] },
    { name: 'step 2 complete', step: 2, answers: { housingStatus: 'own', weeklyIncome: '600+', savings: 'over-16000' }, missing: [] },
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
    { name: "home page '55-64' → '55-66' (docs/rules.md, Common to every engine)", search: '?age=55-64', answers: { age: '55-66' }, cleaned: '', found: true },
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
