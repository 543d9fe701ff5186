/**
 * One saved calculation in the list: its name, type, description, headline figure, the tax
 * year of its rates, when it was last changed, and Load, Edit and Delete (each named with the
 * calculation for screen readers).
 */
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { calculatorName, savedHeadline } from '~/lib/calculators';
import { savedItemMessages } from '~/i18n/en/saved';
import { Rich } from '~/i18n/Rich';
import { taxYearInfo } from '~/calc/rates';
import { savedTaxYear } from '~/islands/shared/session/tax-year';
import { formatSavedDate, type SavedCalculation } from '~/stores/saved-calculations';

export interface SavedItemProps {
  calculation: SavedCalculation;
  onLoad: (c: SavedCalculation) => void;
  onEdit: (c: SavedCalculation) => void;
  onDelete: (c: SavedCalculation) => void;
}

const hidden = (words: ReactNode) => <span className="sr-only">{words}</span>;

export default function SavedItem({ calculation: c, onLoad, onEdit, onDelete }: SavedItemProps) {
  const t = useStore(savedItemMessages);
  const date = formatSavedDate(c.updatedAt);
  const headline = savedHeadline(c.type, c.result);
  const year = savedTaxYear(c.data);
  const yearLabel = taxYearInfo(year.taxYear).label;
  const named = { hidden, name: c.name };
  return (
    <li className="card min-w-0">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 wrap-anywhere text-lg font-bold text-slate-900">{c.name}</h3>
        <span className="rounded-full bg-brand-50 px-3 py-0.5 text-sm font-semibold text-brand-800">{calculatorName(c.type)}</span>
      </div>
      {c.description && <p className="mt-1 wrap-anywhere text-slate-700">{c.description}</p>}
      <p className="mt-2 text-slate-900">
        {headline && <span className="font-bold">{headline}</span>}
        {headline && ' · '}
        {(year.legacy ? t.ratesBeforeTaxYears : year.unknownYear ? t.ratesUnknownYear : t.rates)({ year: yearLabel })}
      </p>
      {date && (
        <p className="mt-2 text-sm text-slate-600">
          <Rich text={t.updated} parts={{ date, time: (words) => <time dateTime={c.updatedAt}>{words}</time> }} />
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" onClick={() => onLoad(c)}>
          <Rich text={t.load} parts={named} />
        </button>
        <button type="button" className="btn btn-secondary" aria-haspopup="dialog" onClick={() => onEdit(c)}>
          <Rich text={t.edit} parts={named} />
        </button>
        <button type="button" className="btn border-2 border-danger-600 bg-white text-danger-600 hover:bg-danger-50" aria-haspopup="dialog" onClick={() => onDelete(c)}>
          <Rich text={t.delete} parts={named} />
        </button>
      </div>
    </li>
  );
}
