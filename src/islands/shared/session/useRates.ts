/**
 * The rates table of a tax year for a calculator island: the built-in table at first (so the
 * server render and hydration agree), then with the admin-published amounts once
 * `GET /api/rates` answers (docs/rules.md "Tax years"). Pass the result to the engine:
 * `calculateUniversalCredit(input, useRates(input.taxYear))`.
 */
import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { currentTaxYear, isTaxYear, type RatesTable, type TaxYear } from '~/calc/rates';
import { $lhaRates, $publishedRates, loadPublishedRates, publishedRatesFor } from '~/stores/rates';

export default function useRates(taxYear?: TaxYear | null): RatesTable {
  useEffect(() => {
    void loadPublishedRates();
  }, []);
  const published = useStore($publishedRates, { ssr: 'initial' });
  // The built-in LHA rates join the table once the lookup (or an area answered) has loaded them.
  const withLha = useStore($lhaRates, { ssr: 'initial' });
  const year = isTaxYear(taxYear) ? taxYear : currentTaxYear();
  return useMemo(() => publishedRatesFor(year, published, withLha), [year, published, withLha]);
}
