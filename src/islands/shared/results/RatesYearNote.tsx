/**
 * The line at the top of every result saying which tax year's rates it used
 * (docs/rules.md "Tax years": "the result says which year it used").
 */
import type { TaxYear } from '~/calc/rates';
import { ratesYearText } from '../session/tax-year';

export default function RatesYearNote({ taxYear, className = '' }: { taxYear: TaxYear; className?: string }) {
  return (
    <p className={`font-semibold text-slate-800 ${className}`.trim()} data-testid="rates-year-note">
      {ratesYearText(taxYear)}
    </p>
  );
}
