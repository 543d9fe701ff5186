/**
 * One saved calculation in the list: its name, type, description, headline figure, the tax
 * year of its rates, when it was last changed, and Load, Edit and Delete (each named with the
 * calculation for screen readers).
 */
import { calculatorName, savedHeadline } from '~/lib/calculators';
import { taxYearInfo } from '~/calc/rates';
import { savedTaxYear } from '~/islands/shared/session/tax-year';
import { formatSavedDate, type SavedCalculation } from '~/stores/saved-calculations';

export interface SavedItemProps {
  calculation: SavedCalculation;
  onLoad: (c: SavedCalculation) => void;
  onEdit: (c: SavedCalculation) => void;
  onDelete: (c: SavedCalculation) => void;
}

export default function SavedItem({ calculation: c, onLoad, onEdit, onDelete }: SavedItemProps) {
  const date = formatSavedDate(c.updatedAt);
  const headline = savedHeadline(c.type, c.result);
  const year = savedTaxYear(c.data);
  const named = <span className="sr-only"> {c.name}</span>;
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
        {taxYearInfo(year.taxYear).label} rates{year.legacy && ' (saved before tax years)'}
        {year.unknownYear && ' (its tax year is not one we have)'}
      </p>
      {date && (
        <p className="mt-2 text-sm text-slate-600">
          Last updated <time dateTime={c.updatedAt}>{date}</time>
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" onClick={() => onLoad(c)}>
          Load{named}
        </button>
        <button type="button" className="btn btn-secondary" aria-haspopup="dialog" onClick={() => onEdit(c)}>
          Edit{named}
        </button>
        <button type="button" className="btn border-2 border-danger-600 bg-white text-danger-600 hover:bg-danger-50" aria-haspopup="dialog" onClick={() => onDelete(c)}>
          Delete{named}
        </button>
      </div>
    </li>
  );
}
