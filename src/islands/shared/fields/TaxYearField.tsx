/**
 * The tax-year choice at the top of every calculator (docs/rules.md "Tax years"): a labelled
 * select, newest year first, the year in force marked '(this year)'.
 *
 * `current` is the year in force as the page knows it: at first the year of the build
 * (so the server render and hydration agree), then today's after mounting (see
 * `useCalculatorSession`).
 */
import { useStore } from '@nanostores/react';
import type { TaxYear } from '~/calc/rates';
import { sharedTaxYearMessages } from '~/i18n/en/shared';
import SelectField from './SelectField';
import { taxYearOptions } from '../session/tax-year';

export interface TaxYearFieldProps {
  /** The select's id, e.g. 'uc-tax-year'. */
  id: string;
  value: TaxYear;
  onChange: (year: TaxYear) => void;
  /** The year in force (labelled '(this year)'). */
  current: TaxYear;
  /** A notice shown under the field, e.g. that a saved calculation opened in 2025/26. */
  notice?: string | null;
  className?: string;
}

export default function TaxYearField({ id, value, onChange, current, notice, className = '' }: TaxYearFieldProps) {
  const t = useStore(sharedTaxYearMessages);
  return (
    <div className={className}>
      <SelectField<TaxYear> id={id} label={t.label} hint={t.hint} value={value} onChange={onChange} options={taxYearOptions(current)} />
      {notice && (
        <p id={`${id}-notice`} className="mt-2 max-w-xl border-l-4 border-brand-700 bg-brand-50 p-3 text-slate-900">
          {notice}
        </p>
      )}
    </div>
  );
}
