/**
 * A calculator's tax year (DECISIONS.md §1). The first render uses `buildYear`, the year
 * in force when the page was built, so the server render and hydration agree even when
 * the build ran in another tax year; after mounting the year switches to today's unless
 * the visitor (or a restored calculation) already chose one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { currentTaxYear, isTaxYear, type TaxYear } from '~/calc/rates';

export interface TaxYearState {
  /** The year the calculator works in. */
  taxYear: TaxYear;
  /** The year in force today (after mounting; the build's year before). */
  current: TaxYear;
  /** Choose a year (the field, or a restored calculation). */
  choose: (year: TaxYear) => void;
  /** Back to the year in force (Start again). */
  reset: () => void;
}

export default function useTaxYear(buildYear?: TaxYear): TaxYearState {
  const initial = isTaxYear(buildYear) ? buildYear : currentTaxYear();
  const [current, setCurrent] = useState<TaxYear>(initial);
  const [taxYear, setTaxYear] = useState<TaxYear>(initial);
  const chosen = useRef(false);

  useEffect(() => {
    const today = currentTaxYear();
    setCurrent(today);
    if (!chosen.current) setTaxYear(today);
  }, []);

  const choose = useCallback((year: TaxYear) => {
    chosen.current = true;
    setTaxYear(year);
  }, []);
  const reset = useCallback(() => {
    chosen.current = false;
    setTaxYear(currentTaxYear());
  }, []);
  return { taxYear, current, choose, reset };
}
