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
import type { RatesTable } from '~/calc/rates';
import { savedHeadline } from '~/lib/calculators';
import { publishedRatesFor } from '~/stores/rates';
import { reader as ucReader } from '~/islands/universal-credit/saved-input';
import { reader as hbReader } from '~/islands/housing-benefit/saved-input';
import { reader as ctsReader } from '~/islands/council-tax-support/saved-input';
import { reader as pipReader } from '~/islands/pip/saved-input';
import type { SavedInputReader } from './schema';
import { resetNotice } from './saved-input';
import { savedTaxYear, withTaxYear, type WithTaxYear } from '../session/tax-year';

/**
 * What the controller (useCalculation) does with a saved calculation's data and result on
 * loading: the year, the calculator's readers, the engine when the result is not usable, the
 * reset notice.
 */
function loader<Input extends object, Result>(reader: SavedInputReader<Input, Result>, engine: (input: WithTaxYear<Input>, rates: RatesTable) => Result) {
  return (data: unknown, result: unknown) => {
    const { taxYear } = savedTaxYear(data);
    const rates = publishedRatesFor(taxYear, null);
    const { input, reset } = reader.input(data, rates);
    if (reset.length > 0 || !reader.result(result)) engine(withTaxYear(input, taxYear), rates);
    return resetNotice(reset);
  };
}

/** What each calculator does with a saved calculation's data and result on loading. */
const LOADERS = {
  'universal-credit': loader(ucReader, calculateUniversalCredit),
  'housing-benefit': loader(hbReader, calculateHousingBenefit),
  'council-tax-support': loader(ctsReader, calculateCouncilTaxSupport),
  pip: loader(pipReader, calculatePip),
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

/** Each calculator's reader of saved answers, with the 2025/26 rates (the Council Tax Support capital limit). */
const RATES_2025 = publishedRatesFor('2025-26', null);
const READERS = {
  'universal-credit': (data: unknown) => ucReader.input(data, RATES_2025),
  'housing-benefit': (data: unknown) => hbReader.input(data, RATES_2025),
  'council-tax-support': (data: unknown) => ctsReader.input(data, RATES_2025),
  pip: (data: unknown) => pipReader.input(data, RATES_2025),
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
