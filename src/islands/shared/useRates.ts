/**
 * The rates table for a calculator island: the built-in table at first (so the
 * server render and hydration agree), then the admin-published one once
 * `GET /api/rates` answers (DECISIONS.md §1). Pass the result to the engine:
 * `calculateUniversalCredit(input, useRates())`.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { RatesTable } from '~/calc/rates';
import { $rates, loadPublishedRates } from '~/stores/rates';

export default function useRates(): RatesTable {
  useEffect(() => {
    void loadPublishedRates();
  }, []);
  return useStore($rates, { ssr: 'initial' });
}
