/**
 * Tab 2, Benefit Rates (docs/product.md §2, §5, §7 "Save rate", §8 messages), by tax year
 * (docs/rules.md "Tax years"). The admin picks a tax year (default: the year in force) and edits that
 * year's amounts. An amount is saved when the field is left or Enter is pressed, and only when
 * it is pounds and pence (src/lib/rate-amount.ts, checked again by the server); anything else
 * gets a message by the field and is not saved. A change to under half or over double the old
 * amount asks for confirmation first. Figures set by law or arithmetic (percentages, counts,
 * limits, conversions) are shown, not edited. Below 640 px each rate is a card, so amounts are
 * never clipped on a phone.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { toast } from '~/stores/toasts';
import { TAX_YEARS, currentTaxYear, isTaxYear, ratesFor, type TaxYear } from '~/calc/rates';
import { formatMoney, toPence } from '~/calc/money';
import { isBigChange, parseRateAmount, rateAmountError } from '~/lib/rate-amount';
import { rateText } from '~/lib/rate-words';
import type { AdminRateRow, AdminRatesResponse } from '~/lib/api-types';
import { ApiError, saveRateAmount } from '../api';
import type { Resource } from '../useResource';
import { formatDate, formatDateTime } from '../settings-meta';
import { LoadState } from './parts';
import TableHead from '../TableHead';
import LhaImport from './LhaImport';
import CouncilSchemes from './CouncilSchemes';
import { controlClass } from '~/islands/shared/fields/field-parts';
import { adminCommonMessages, adminRatesMessages, adminTabMessages } from '~/i18n/en/admin';
import { Rich } from '~/i18n/Rich';

type RatesMessages = ReturnType<(typeof adminRatesMessages)['get']>;

/** The words after an amount for a rate's unit ('a month'), or undefined for a unit without them. */
function unitSuffix(t: RatesMessages, unit: string | undefined): string | undefined {
  switch (unit) {
    case 'gbp-per-month':
      return t.perMonth;
    case 'gbp-per-week':
      return t.perWeek;
    case 'gbp-per-year':
      return t.perYear;
    case 'gbp-per-hour':
      return t.perHour;
    default:
      return undefined;
  }
}

/** The built-in rate of a row (unit, words for "no figure"), or undefined for an id this release lacks. */
function builtIn(rate: AdminRateRow) {
  if (!isTaxYear(rate.tax_year)) return undefined;
  const table = ratesFor(rate.tax_year);
  return Object.hasOwn(table, rate.id) ? table[rate.id] : undefined;
}

/**
 * The amount of a row as people read it: '£424.90 a month', '55%', or its words for no figure. A row
 * this release does not have is an imported LHA rate of an area not built in: weekly.
 */
function shownAmount(t: RatesMessages, rate: AdminRateRow): string {
  const def = builtIn(rate);
  if (!def && rate.source && rate.amount !== null) return t.amountPerWeek({ amount: formatMoney(toPence(rate.amount)) });
  if (!def) return rate.amount === null ? t.none : String(rate.amount);
  return rateText({ ...def, amount: rate.amount });
}

const domId = (rate: AdminRateRow) => `rate-${rate.tax_year}-${rate.id.replace(/[^a-zA-Z0-9_-]/g, '-')}`;

function AmountField({ rate, onSaved }: { rate: AdminRateRow; onSaved: (rate: AdminRateRow) => void }) {
  const t = useStore(adminRatesMessages);
  const common = useStore(adminCommonMessages);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const suffix = unitSuffix(t, builtIn(rate)?.unit);
  const id = domId(rate);
  const old = rate.amount;

  useEffect(() => {
    if (confirming !== null) confirmRef.current?.focus();
  }, [confirming]);

  const save = async (text: string) => {
    setSaving(true);
    try {
      const { rate: saved } = await saveRateAmount(rate, text);
      setDraft(null);
      setError(null);
      setConfirming(null);
      onSaved(saved);
      toast({ title: t.rateUpdated, description: t.rateUpdatedText });
    } catch (err) {
      console.error('rate update failed', err);
      if (err instanceof ApiError && err.status === 422 && err.fields.amount) {
        setConfirming(null);
        setError(err.fields.amount);
      } else {
        toast({ title: t.rateError, description: common.pleaseTryAgain, variant: 'destructive' });
      }
    } finally {
      setSaving(false);
    }
  };

  const commit = () => {
    if (draft === null || saving || confirming !== null) return;
    const amount = parseRateAmount(draft);
    if (amount === null) {
      // docs/product.md §5: an entry that is not a number is not saved; the message says what to type.
      setError(rateAmountError(rate.rate_name, old, draft));
      return;
    }
    setError(null);
    if (amount === old) {
      setDraft(null);
      return;
    }
    if (isBigChange(old, amount)) {
      setConfirming(amount);
      return;
    }
    void save(draft);
  };

  const cancel = () => {
    setDraft(null);
    setError(null);
    setConfirming(null);
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      commit();
    } else if (e.key === 'Escape') {
      setDraft(null);
      setError(null);
    }
  };

  const label = suffix
    ? t.amountLabelUnit({ benefit: rate.benefit_type, rate: rate.rate_name, unit: suffix })
    : t.amountLabel({ benefit: rate.benefit_type, rate: rate.rate_name });
  const describedBy = [error ? `${id}-error` : '', confirming !== null ? `${id}-confirm` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      {error && (
        <p id={`${id}-error`} className="mb-1 font-bold text-danger-600">
          <Rich text={t.error} parts={{ sr: (words) => <span className="sr-only">{words}</span>, error }} />
        </p>
      )}
      <div className="flex items-center gap-1">
        <span aria-hidden="true">£</span>
        <input
          ref={inputRef}
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={draft ?? (old === null ? '' : old.toFixed(2))}
          onChange={(e) => {
            setDraft(e.currentTarget.value);
            setConfirming(null);
          }}
          onBlur={commit}
          onKeyDown={onKeyDown}
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-busy={saving || undefined}
          className={`block min-h-11 w-32 min-w-0 rounded-md border-2 bg-white px-2 py-1 text-right tabular-nums max-sm:w-full max-sm:flex-1 ${error ? 'border-danger-600' : 'border-slate-600'}`}
        />
        {suffix && (
          <span className="whitespace-nowrap text-sm text-slate-600" aria-hidden="true">
            {suffix}
          </span>
        )}
      </div>
      {confirming !== null && (
        <div className="mt-2 rounded-md border-l-4 border-accent-500 bg-slate-50 p-3" role="group" aria-labelledby={`${id}-confirm`}>
          <p id={`${id}-confirm`} className="font-semibold text-slate-900">
            {(confirming > (old ?? 0) ? t.moreThanDouble : t.lessThanHalf)({ amount: formatMoney(toPence(confirming)), current: formatMoney(toPence(old ?? 0)) })}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button ref={confirmRef} type="button" className="btn btn-primary px-3 py-1" onClick={() => void save(draft ?? String(confirming))} disabled={saving}>
              {t.saveAmount({ amount: formatMoney(toPence(confirming)) })}
            </button>
            <button type="button" className="btn btn-secondary px-3 py-1" onClick={cancel}>
              {common.cancel}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

/** The year's label for the choice: '2026 to 2027 (this year)'. */
function yearLabel(t: RatesMessages, year: TaxYear, inForce: TaxYear): string {
  const info = TAX_YEARS.find((y) => y.id === year)!;
  return year === inForce ? t.thisYear({ year: info.label }) : info.label;
}

/** A control above the table with its label over it. */
function Control({ id, label, className, children }: { id: string; label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      {children}
    </div>
  );
}

const cell = 'px-3 py-2 max-sm:block max-sm:px-0 max-sm:py-1';
const mobileLabel = 'font-semibold sm:hidden';

export default function RatesTab({ rates }: { rates: Resource<AdminRatesResponse> }) {
  const t = useStore(adminRatesMessages);
  const tabs = useStore(adminTabMessages);
  const inForce = currentTaxYear();
  const [year, setYear] = useState<TaxYear>(inForce);
  const [filter, setFilter] = useState('');
  const all = useMemo(() => rates.data?.rates ?? [], [rates.data]);
  const list = useMemo(() => all.filter((r) => r.tax_year === year), [all, year]);
  const shown = useMemo(() => {
    const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
    if (words.length === 0) return list;
    return list.filter((r) => {
      const hay = `${r.benefit_type} ${r.rate_name} ${r.region} ${r.id}`.toLowerCase();
      return words.every((w) => hay.includes(w));
    });
  }, [list, filter]);

  const onSaved = (saved: AdminRateRow) =>
    rates.update((d) => {
      const next = d.rates.map((r) => (r.id === saved.id && r.tax_year === saved.tax_year ? saved : r));
      const updatedAt = saved.updated_at && (!d.updatedAt || saved.updated_at > d.updatedAt) ? saved.updated_at : d.updatedAt;
      return { rates: next, updatedAt };
    });

  const yearText = yearLabel(t, year, inForce);
  return (
    <div>
      <div>
        <h2 className="text-xl font-bold text-slate-900">{tabs.rates}</h2>
        <p className="mt-1 text-slate-700">
          <Rich text={t.lastUpdated} parts={{ date: <strong>{rates.data?.updatedAt ? formatDateTime(rates.data.updatedAt) : t.never}</strong> }} />
        </p>
        <p className="mt-1 max-w-3xl text-sm text-slate-700">{t.intro}</p>
      </div>
      <LhaImport defaultYear={inForce} onSaved={rates.reload} />
      <CouncilSchemes />
      <div className="mt-6 flex flex-wrap items-end gap-4">
        <Control id="rates-year" label={t.taxYear}>
          <select id="rates-year" value={year} onChange={(e) => isTaxYear(e.currentTarget.value) && setYear(e.currentTarget.value)} className={controlClass(undefined, 'mt-1')}>
            {[...TAX_YEARS].reverse().map((y) => (
              <option key={y.id} value={y.id}>
                {yearLabel(t, y.id, inForce)}
              </option>
            ))}
          </select>
        </Control>
        <Control id="rates-filter" label={t.findRate} className="max-w-full">
          <input id="rates-filter" type="search" value={filter} onChange={(e) => setFilter(e.currentTarget.value)} className={controlClass(undefined, 'mt-1 w-72 max-w-full')} />
        </Control>
      </div>

      <div className="mt-4">
        <LoadState status={rates.data ? 'ready' : rates.status} onRetry={rates.reload} />
      </div>
      {rates.data && (
        <div className="mt-2 rounded-lg border border-slate-200 sm:overflow-x-auto max-sm:border-0" tabIndex={0} role="region" aria-labelledby="rates-caption">
          <table role="table" className="w-full border-collapse text-left text-sm max-sm:block">
            <caption id="rates-caption" className="sr-only">
              {t.caption({ year: yearText, shown: shown.length, total: list.length })}
            </caption>
            <TableHead columns={[t.benefitType, t.rateName, t.amount, t.region, t.effectiveDate]} cards explicitRoles />
            <tbody role="rowgroup" className="max-sm:block max-sm:space-y-3">
              {shown.map((rate) => (
                <tr role="row" key={`${rate.id}|${rate.tax_year}`} className="border-t border-slate-200 align-middle max-sm:block max-sm:rounded-lg max-sm:border max-sm:p-3">
                  <td role="cell" className={`${cell} max-sm:text-slate-700`}>
                    {rate.benefit_type}
                  </td>
                  <td role="cell" className={`${cell} max-sm:font-bold max-sm:text-slate-900`}>
                    {rate.rate_name}
                  </td>
                  <td role="cell" className="px-3 py-1 max-sm:block max-sm:px-0">
                    {rate.editable && rate.amount !== null ? (
                      <AmountField rate={rate} onSaved={onSaved} />
                    ) : (
                      <>
                        <span className={mobileLabel} aria-hidden="true">
                          {t.amountCard}{' '}
                        </span>
                        <span className="tabular-nums">{shownAmount(t, rate)}</span>
                        {rate.amount !== null && !rate.source && <span className="block text-xs text-slate-600">{t.setByLaw}</span>}
                      </>
                    )}
                    {rate.source && <span className="block text-xs text-slate-600">{t.importedFrom({ source: rate.source })}</span>}
                  </td>
                  <td role="cell" className={cell}>
                    <span className={mobileLabel} aria-hidden="true">
                      {t.regionCard}{' '}
                    </span>
                    {rate.region}
                  </td>
                  <td role="cell" className={`${cell} sm:whitespace-nowrap`}>
                    <span className={mobileLabel} aria-hidden="true">
                      {t.effectiveDateCard}{' '}
                    </span>
                    {formatDate(rate.effective_date)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {shown.length === 0 && <p className="p-4 text-slate-700">{t.noMatch({ filter })}</p>}
        </div>
      )}
    </div>
  );
}
