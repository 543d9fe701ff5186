/**
 * No saved calculation can break a calculator: whatever JSON an edited or damaged file
 * holds as a saved calculation, each calculator's loader (its validating reader, the tax
 * year, the reset notice and the engine on what was read) returns without throwing; and each
 * reader reads its own answer back unchanged, with nothing reset.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calculateUniversalCredit } from '~/calc/universal-credit';
import { calculateHousingBenefit } from '~/calc/housing-benefit';
import { calculateCouncilTaxSupport } from '~/calc/council-tax-support';
import { calculatePip } from '~/calc/pip';
import { resolveRates } from '~/calc/rates';
import { savedHeadline } from '~/lib/calculators';
import { publishedRatesFor } from '~/stores/rates';
import { readSavedUniversalCreditInput, readSavedUniversalCreditResult } from '~/islands/universal-credit/saved-input';
import { readSavedHousingBenefitInput, readSavedHousingBenefitResult, resetNotice as hbResetNotice } from '~/islands/housing-benefit/saved-input';
import { readSavedCouncilTaxSupportInput, readSavedCouncilTaxSupportResult } from '~/islands/council-tax-support/saved-input';
import { readSavedPipInput, readSavedPipResult } from '~/islands/pip/saved-input';
import { resetFields, resetNotice } from './saved-input';
import { savedTaxYear, withTaxYear } from './tax-year';

/** What each calculator does with a saved calculation's data and result on loading. */
const LOADERS = {
  'universal-credit': (data: unknown, result: unknown) => {
    const { taxYear } = savedTaxYear(data);
    const { input: read, reset } = readSavedUniversalCreditInput(data);
    const input = withTaxYear(read, taxYear);
    if (reset.length > 0 || !readSavedUniversalCreditResult(result)) calculateUniversalCredit(input, publishedRatesFor(taxYear, null));
    return resetNotice(resetFields(data, input));
  },
  'housing-benefit': (data: unknown, result: unknown) => {
    const { taxYear } = savedTaxYear(data);
    const { input, reset } = readSavedHousingBenefitInput(data);
    if (reset.length > 0 || !readSavedHousingBenefitResult(result)) calculateHousingBenefit(withTaxYear(input, taxYear), publishedRatesFor(taxYear, null));
    return hbResetNotice(reset);
  },
  'council-tax-support': (data: unknown, result: unknown) => {
    const { taxYear } = savedTaxYear(data);
    const rates = publishedRatesFor(taxYear, null);
    const { input, reset } = readSavedCouncilTaxSupportInput(data, resolveRates(rates)['council-tax-support.capital.upper-limit']);
    if (reset.length > 0 || !readSavedCouncilTaxSupportResult(result)) calculateCouncilTaxSupport(withTaxYear(input, taxYear), rates);
    return resetNotice(resetFields(data, input));
  },
  pip: (data: unknown, result: unknown) => {
    const { taxYear } = savedTaxYear(data);
    const { input: read, reset } = readSavedPipInput(data);
    const input = withTaxYear(read, taxYear);
    if (reset.length > 0 || !readSavedPipResult(result)) calculatePip(input, publishedRatesFor(taxYear, null));
    return resetNotice(resetFields(data, input));
  },
} as const;

/** Random JSON, and random JSON shaped like a calculator's input (so the readers go deep). */
const json = fc.jsonValue({ maxDepth: 4 });
const shaped = fc.record(
  {
    taxYear: fc.oneof(fc.constantFrom('2024-25', '2025-26', '2026-27', '1999-00'), json),
    personalDetails: fc.oneof(json, fc.record({ age: json, relationshipStatus: json, children: fc.array(json, { maxLength: 4 }) }, { requiredKeys: [] })),
    incomeDetails: json,
    housingDetails: json,
    healthAndCare: json,
    personalInfo: json,
    assessment: fc.oneof(json, fc.record({ dailyLiving: json, mobility: json }, { requiredKeys: [] })),
    propertyDetails: json,
    household: json,
    property: json,
    income: json,
    claimant: json,
  },
  { requiredKeys: [] },
);

/** Each calculator's reader of saved answers (the Council Tax Support one with the 2025/26 capital limit). */
const READERS = {
  'universal-credit': readSavedUniversalCreditInput,
  'housing-benefit': readSavedHousingBenefitInput,
  'council-tax-support': (data: unknown) => readSavedCouncilTaxSupportInput(data, resolveRates(publishedRatesFor('2025-26', null))['council-tax-support.capital.upper-limit']),
  pip: readSavedPipInput,
} as const;

describe.each(Object.entries(READERS))('the %s reader', (_type, read) => {
  it('reads what it gave back, after a JSON round trip, unchanged and with nothing reset', () => {
    fc.assert(
      fc.property(fc.oneof(json, shaped), (data) => {
        const { input, reset } = read(data);
        expect(reset.every((label) => typeof label === 'string' && label !== '')).toBe(true);
        expect(read(JSON.parse(JSON.stringify(input)))).toEqual({ input, reset: [] });
      }),
      { numRuns: 200 },
    );
  });
});

describe.each(Object.entries(LOADERS))('loading a saved %s calculation', (type, load) => {
  it('never throws on random JSON as data and result', () => {
    fc.assert(
      fc.property(fc.oneof(json, shaped), json, (data, result) => {
        expect(() => load(data, result)).not.toThrow();
        expect(() => savedHeadline(type, result)).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });
});
