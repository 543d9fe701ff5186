/**
 * The line at the top of every result saying which tax year's rates it used
 * (docs/rules.md "Tax years": "the result says which year it used").
 */
import { Suspense, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { sharedEmptyResultMessages, sharedTaxYearMessages } from '~/i18n/en/shared';
import type { TaxYear } from '~/calc/rates';
import { ratesYearText } from '../session/tax-year';

export default function RatesYearNote({ taxYear, className = '' }: { taxYear: TaxYear; className?: string }) {
  // Drawn again if the language's words arrive later (ratesYearText reads them).
  useStore(sharedTaxYearMessages);
  return (
    <p className={`font-semibold text-slate-800 ${className}`.trim()} data-testid="rates-year-note">
      {ratesYearText(taxYear)}
    </p>
  );
}

/**
 * The body of a results panel: before a result, what to do (`empty`); with one, the note of its
 * tax year and the results, whose code loads then ("Working out your estimate…" until it has).
 */
export function EstimateBody({ taxYear, empty, children }: { taxYear: TaxYear | undefined; empty: ReactNode; children: ReactNode }) {
  const t = useStore(sharedEmptyResultMessages);
  return (
    <div className="mt-4">
      {taxYear ? (
        <>
          <RatesYearNote taxYear={taxYear} className="mb-3" />
          <Suspense fallback={<p className="text-slate-700">{t.working}</p>}>{children}</Suspense>
        </>
      ) : (
        empty
      )}
    </div>
  );
}
