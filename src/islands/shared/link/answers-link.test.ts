/**
 * The link with the answers (answers-link.ts, README "The link with your answers"): every
 * calculator that can be saved gets its answers back from a link, read by its own reader with
 * nothing reset; a link of another format version, of another calculator or of any other shape
 * gives nothing.
 */
import { deflateRawSync, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { defaultCouncilTaxSupportInput } from '~/calc/council-tax-support';
import { defaultHousingBenefitInput } from '~/calc/housing-benefit';
import { defaultPensionCreditInput } from '~/calc/pension-credit';
import { defaultPipInput } from '~/calc/pip';
import { defaultUniversalCreditInput } from '~/calc/universal-credit';
import { SAVED_CALCULATOR_IDS, type SavedCalculatorId } from '~/lib/calculators';
import { publishedRatesFor } from '~/stores/rates';
import { reader as ctsReader } from '~/islands/council-tax-support/saved-input';
import { reader as hbReader } from '~/islands/housing-benefit/saved-input';
import { reader as pcReader } from '~/islands/pension-credit/saved-input';
import { reader as pipReader } from '~/islands/pip/saved-input';
import { reader as ucReader } from '~/islands/universal-credit/saved-input';
import type { SavedInputReader } from '../saved/schema';
import { decodeAnswers, encodeAnswers, LINK_PREFIX, LINK_VERSION } from './answers-link';

/** Each calculator's reader and answers other than its defaults, with their tax year (as a result's `input` holds them). */
const CALCULATORS: Record<SavedCalculatorId, { reader: SavedInputReader<object, unknown>; answers: object }> = {
  'universal-credit': (() => {
    const input = defaultUniversalCreditInput();
    input.personalDetails.relationshipStatus = 'couple';
    input.incomeDetails.earnedIncome = 1234.56;
    input.housingDetails.monthlyRent = 850;
    return { reader: ucReader, answers: { ...input, taxYear: '2026-27' } };
  })(),
  'housing-benefit': (() => {
    const input = defaultHousingBenefitInput();
    input.personalDetails.age = 44;
    input.propertyDetails.actualRent = 142.5;
    input.propertyDetails.postcode = 'SW1A 1AA';
    return { reader: hbReader, answers: { ...input, lhaArea: null, taxYear: '2025-26' } };
  })(),
  pip: (() => {
    const input = defaultPipInput();
    input.personalInfo.age = 38;
    input.personalInfo.conditions = ['Arthritis', 'Depression'];
    return { reader: pipReader, answers: { ...input, taxYear: '2026-27' } };
  })(),
  'council-tax-support': (() => {
    const input = defaultCouncilTaxSupportInput();
    input.location.annualCouncilTax = 1875;
    input.household.hasPartner = true;
    return { reader: ctsReader, answers: { ...input, taxYear: '2026-27' } };
  })(),
  'pension-credit': (() => {
    const input = defaultPensionCreditInput();
    input.savings = 12000;
    input.housingCostsWeekly = 95;
    return { reader: pcReader, answers: { ...input, taxYear: '2026-27' } };
  })(),
};

/** A fragment written by hand: `payload` as JSON, deflated and in base64url, as a link would carry it. */
function fragmentOf(payload: unknown): string {
  return LINK_PREFIX + deflateSync(Buffer.from(JSON.stringify(payload))).toString('base64url');
}

it('covers every calculator whose results can be saved', () => {
  expect(Object.keys(CALCULATORS).sort()).toEqual([...SAVED_CALCULATOR_IDS].sort());
});

describe.each(SAVED_CALCULATOR_IDS)('a link with %s answers', (id) => {
  const { reader, answers } = CALCULATORS[id];

  it('gives back the same answers, which its reader reads whole', async () => {
    const fragment = await encodeAnswers(id, answers);
    expect(fragment.startsWith('#a=')).toBe(true);
    expect(fragment.slice(3)).toMatch(/^[A-Za-z0-9_-]+$/);
    const decoded = await decodeAnswers(fragment, id);
    expect(decoded).toEqual(answers);
    const { taxYear } = answers as { taxYear: '2025-26' | '2026-27' };
    expect(reader.input(decoded, publishedRatesFor(taxYear, null))).toEqual({ input: answers, reset: [] });
  });

  it('is refused by every other calculator', async () => {
    const fragment = await encodeAnswers(id, answers);
    for (const other of SAVED_CALCULATOR_IDS.filter((o) => o !== id)) expect(await decodeAnswers(fragment, other)).toBeNull();
  });
});

describe('a link that is not one of this version', () => {
  const answers = CALCULATORS.pip.answers;

  it('reads a hand-made link of this version (the format is as documented)', async () => {
    expect(await decodeAnswers(fragmentOf({ v: LINK_VERSION, c: 'pip', a: answers }), 'pip')).toEqual(answers);
  });

  it.each([
    ['another version', { v: LINK_VERSION + 1, c: 'pip', a: answers }],
    ['no version', { c: 'pip', a: answers }],
    ['the version as text', { v: String(LINK_VERSION), c: 'pip', a: answers }],
    ['answers that are a list', { v: LINK_VERSION, c: 'pip', a: [answers] }],
    ['answers that are text', { v: LINK_VERSION, c: 'pip', a: 'age=30' }],
    ['no answers', { v: LINK_VERSION, c: 'pip' }],
    ['a list instead of the payload', [LINK_VERSION, 'pip', answers]],
    ['a number instead of the payload', 1],
  ])('is refused: %s', async (_name, payload) => {
    expect(await decodeAnswers(fragmentOf(payload), 'pip')).toBeNull();
  });

  it.each([
    ['not base64url', '#a=not*base64'],
    ['base64url that is not deflated', `#a=${Buffer.from('{"v":1}').toString('base64url')}`],
    ['deflated text that is not JSON', `#a=${deflateSync(Buffer.from('v=1&c=pip')).toString('base64url')}`],
    ['a valid payload without its checksum (raw deflate)', `#a=${deflateRawSync(Buffer.from(JSON.stringify({ v: LINK_VERSION, c: 'pip', a: answers }))).toString('base64url')}`],
    ['cut short', ''],
    ['another fragment', '#main-content'],
    ['empty', '#a='],
  ])('is refused: %s', async (_name, fragment) => {
    const cut = fragment === '' ? (await encodeAnswers('pip', answers)).slice(0, -6) : fragment;
    expect(await decodeAnswers(cut, 'pip')).toBeNull();
  });

  it('with any one character changed is refused, never read as other answers', async () => {
    const link = await encodeAnswers('pip', answers);
    const original = await decodeAnswers(link, 'pip');
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    let refused = 0;
    for (let at = LINK_PREFIX.length; at < link.length; at++) {
      const other = alphabet[(alphabet.indexOf(link[at]!) + 1) % alphabet.length];
      const read = await decodeAnswers(link.slice(0, at) + other + link.slice(at + 1), 'pip');
      // The last character's spare bits (base64url of bytes not a multiple of three) carry nothing: the same answers.
      if (read === null) refused++;
      else expect(read, `character ${at}`).toEqual(original);
    }
    expect(refused).toBeGreaterThanOrEqual(link.length - LINK_PREFIX.length - 1);
  });
});
