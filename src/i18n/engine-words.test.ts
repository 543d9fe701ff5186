/**
 * The engines' words, read through every rule case: each message an engine gives for a case has
 * words in the English catalogue with every value filled, and the English of each case's result is
 * the English recorded in ./engine-words/ (the words the results showed before the engines gave
 * messages, kept so a wording change is a change someone meant).
 */
import { describe, expect, it } from 'vitest';
import { checkEligibilityWithRanges } from '~/calc/eligibility-ranges';
import { ELIGIBILITY_CASES } from '~/calc/eligibility.cases';
import { calculateCase as calculateCouncilTaxSupportCase, COUNCIL_TAX_SUPPORT_CASES } from '~/calc/council-tax-support.cases';
import { calculateHousingBenefit } from '~/calc/housing-benefit';
import { HOUSING_BENEFIT_CASES } from '~/calc/housing-benefit.cases';
import { calculatePensionCredit } from '~/calc/pension-credit';
import { PENSION_CREDIT_CASES } from '~/calc/pension-credit.cases';
import { calculatePip } from '~/calc/pip';
import { PIP_CASES } from '~/calc/pip.cases';
import { calculateUniversalCredit } from '~/calc/universal-credit';
import { UNIVERSAL_CREDIT_CASES } from '~/calc/universal-credit.cases';
import { withBuiltInLhaRates } from '~/calc/built-in-lha';
import { isMessage, listOfValues, longDate, money, moneyWithPence, msg } from '~/calc/message';
import { ratesFor, resolveRates } from '~/calc/rates';
import { engineTextWriter, entriesOf, isWritable, type EngineWordsList } from './engine-words';
import { count, i18n, params } from './i18n';
import { pipEngineWords } from './en/pip-engine';
import { housingBenefitEngineWords } from './en/housing-benefit-engine';
import { pcEngineWords } from './en/pension-credit-engine';
import { eligibilityEngineWords } from './en/eligibility-engine';
import { ctsEngineWords } from './en/council-tax-support-engine';
import { universalCreditEngineWords } from './en/universal-credit-engine';
import { besideAwardEngineWords } from './en/beside-award-engine';
import { paymentsBeside } from '~/calc/beside-award';
import { BESIDE_AWARD_CASES } from '~/calc/beside-award.cases';

/** An engine: what each of its cases gives, and the parts of the catalogue it speaks from. */
interface Engine {
  file: string;
  results: () => { name: string; result: unknown }[];
  parts: EngineWordsList;
}

const ENGINES: Engine[] = [
  {
    file: 'universal-credit',
    results: () => UNIVERSAL_CREDIT_CASES.map((c) => ({ name: c.name, result: calculateUniversalCredit(c.input, withBuiltInLhaRates(ratesFor(c.input.taxYear))) })),
    parts: universalCreditEngineWords,
  },
  {
    file: 'housing-benefit',
    results: () => HOUSING_BENEFIT_CASES.map((c) => ({ name: c.name, result: calculateHousingBenefit(c.input, withBuiltInLhaRates(ratesFor(c.input.taxYear))) })),
    parts: housingBenefitEngineWords,
  },
  {
    file: 'council-tax-support',
    results: () => COUNCIL_TAX_SUPPORT_CASES.map((c) => ({ name: c.name, result: calculateCouncilTaxSupportCase(c.input) })),
    parts: ctsEngineWords,
  },
  { file: 'pension-credit', results: () => PENSION_CREDIT_CASES.map((c) => ({ name: c.name, result: calculatePensionCredit(c.input) })), parts: pcEngineWords },
  { file: 'pip', results: () => PIP_CASES.map((c) => ({ name: c.name, result: calculatePip(c.input) })), parts: pipEngineWords },
  {
    file: 'eligibility',
    results: () => ELIGIBILITY_CASES.map((c) => ({ name: c.name, result: checkEligibilityWithRanges(c.answers, ratesFor(c.taxYear)) })),
    parts: eligibilityEngineWords,
  },
  {
    file: 'beside-award',
    results: () => BESIDE_AWARD_CASES.map((c) => ({ name: c.name, result: paymentsBeside(c.input, resolveRates(ratesFor(c.input.taxYear))) })),
    parts: besideAwardEngineWords,
  },
];

/** Every text of a result by its path ('breakdown.0.working'), a message written in English. */
function textsOf(value: unknown, write: (text: string | object) => string, path = '', out: Record<string, string> = {}): Record<string, string> {
  if (typeof value === 'string') out[path] = value;
  else if (isMessage(value)) out[path] = write(value);
  else if (Array.isArray(value)) value.forEach((item, i) => textsOf(item, write, path ? `${path}.${i}` : String(i), out));
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) textsOf(item, write, path ? `${path}.${key}` : key, out);
  return out;
}

describe.each(ENGINES)('$file', ({ file, results, parts }) => {
  const write = engineTextWriter(parts, 'en');
  const texts = Object.fromEntries(results().map(({ name, result }) => [name, textsOf(result, write as (text: string | object) => string)]));

  it('writes every message of every case with every value filled', () => {
    const unfilled = Object.entries(texts).flatMap(([name, byPath]) =>
      Object.entries(byPath)
        .filter(([, text]) => /\{\w+\}|\[object |NaN|undefined/.test(text))
        .map(([path, text]) => `${name} ${path}: ${text}`),
    );
    expect(unfilled).toEqual([]);
  });

  it('writes each case in the English recorded', async () => {
    await expect(`${JSON.stringify(texts, null, 1)}\n`).toMatchFileSnapshot(`./engine-words/${file}.en.json`);
  });
});

describe('writing a message', () => {
  const part = i18n('test.engine-words', {
    'test.plain': 'No award',
    'test.amount': params('{what}: {amount} a week, from {date}'),
    'test.points': params(count({ one: '{count} point for {who}', other: '{count} points for {who}' })),
    'test.you': 'you',
    'test.list': params('Counted: {parts}.'),
  });
  const write = engineTextWriter([part], 'en');

  it('fills money, dates, numbers and messages in the language', () => {
    expect(write(msg('test.plain'))).toBe('No award');
    expect(write(msg('test.amount', { what: msg('test.plain'), amount: money(123456), date: longDate('2026-11-30') }))).toBe('No award: £1,234.56 a week, from 30 November 2026');
    expect(write(msg('test.amount', { what: 'x', amount: moneyWithPence(1600000), date: longDate('2027-04-06') }))).toBe('x: £16,000.00 a week, from 6 April 2027');
  });

  it('picks the plural form by the count', () => {
    expect(write(msg('test.points', { count: 1, who: msg('test.you') }))).toBe('1 point for you');
    expect(write(msg('test.points', { count: 12, who: msg('test.you') }))).toBe('12 points for you');
    expect(write(msg('test.points', { count: 1200, who: 'Sam' }))).toBe('1,200 points for Sam');
  });

  it('joins a list with "and", with commas, or with semicolons', () => {
    expect(write(msg('test.list', { parts: listOfValues(['a', msg('test.you'), money(500)]) }))).toBe('Counted: a, you and £5.');
    expect(write(msg('test.list', { parts: listOfValues(['a', 'b', 'c'], 'commas') }))).toBe('Counted: a, b, c.');
    expect(write(msg('test.list', { parts: listOfValues(['a, b', msg('test.you'), money(500)], 'semicolons') }))).toBe('Counted: a, b; you; £5.');
    expect(write(msg('test.list', { parts: listOfValues(['a'], 'semicolons') }))).toBe('Counted: a.');
  });

  it('returns a sentence an engine wrote itself as it is, and names a message with no words', () => {
    expect(write('Worked out before')).toBe('Worked out before');
    expect(() => write(msg('test.gone'))).toThrow('test.gone');
  });

  it('tells a result whose every message has words from one with a message since removed or a value no message holds', () => {
    const entries = entriesOf([part.get()]);
    expect(isWritable({ lines: [{ working: msg('test.amount', { what: msg('test.you'), amount: money(1), date: longDate('2026-01-01') }) }, 'text'] }, entries)).toBe(true);
    expect(isWritable({ lines: [{ working: msg('test.amount', { what: msg('test.gone') }) }] }, entries)).toBe(false);
    expect(isWritable({ steps: [msg('test.gone')] }, entries)).toBe(false);
    expect(isWritable({ steps: [{ messageId: 'test.plain', values: { n: { money: 'x' } } }] }, entries)).toBe(false);
  });
});
