/**
 * Tab 2, Benefit Rates (spec 002 §2; §5 "edits are ignored when the entry is not
 * a number"; §7 "Save rate"; §8 messages). An amount is saved when the field is
 * left or Enter is pressed. The calculators read the saved figures from GET /api/rates.
 */
import { useMemo, useState, type KeyboardEvent } from 'react';
import { toast } from '~/stores/toasts';
import { DEFAULT_RATES } from '~/calc/rates';
import { api, type Rate } from '../api';
import type { Resource } from '../useResource';
import { formatDate, formatDateTime } from '../settings-meta';
import { LoadState } from './parts';

const UNIT_TEXT: Record<string, { prefix?: string; suffix?: string }> = {
  'gbp-per-month': { prefix: '£', suffix: 'a month' },
  'gbp-per-week': { prefix: '£', suffix: 'a week' },
  gbp: { prefix: '£' },
  percent: { suffix: '%' },
  count: {},
};

function AmountCell({ rate, onSaved }: { rate: Rate; onSaved: (rate: Rate) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const unit = UNIT_TEXT[DEFAULT_RATES[rate.id]?.unit ?? 'gbp'] ?? {};
  const inputId = `rate-${rate.id.replace(/[^a-zA-Z0-9_-]/g, '-')}`;

  const commit = async () => {
    if (draft === null) return;
    const text = draft.trim();
    const amount = Number(text);
    setDraft(null);
    // Spec 002 §5: an entry that is not a number is ignored (the stored amount stays).
    if (text === '' || !Number.isFinite(amount) || amount < 0 || amount === rate.amount) return;
    setSaving(true);
    try {
      const { rate: saved } = await api<{ rate: Rate }>(`/api/admin/rates/${encodeURIComponent(rate.id)}`, { method: 'PATCH', body: { amount } });
      onSaved(saved);
      toast({ title: 'Rate updated', description: 'Benefit rate has been updated successfully' });
    } catch (err) {
      console.error('rate update failed', err);
      toast({ title: 'Error updating rate', description: 'Please try again', variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void commit();
    } else if (e.key === 'Escape') {
      setDraft(null);
    }
  };

  return (
    <div className="flex items-center gap-1">
      {unit.prefix && <span aria-hidden="true">{unit.prefix}</span>}
      <input
        id={inputId}
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        value={draft ?? (unit.prefix ? rate.amount.toFixed(2) : String(rate.amount))}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onBlur={() => void commit()}
        onKeyDown={onKeyDown}
        aria-label={`Amount for ${rate.benefit_type}: ${rate.rate_name}${unit.prefix ? ' in pounds' : ''}${unit.suffix ? `, ${unit.suffix}` : ''}`}
        aria-busy={saving || undefined}
        className="block min-h-11 w-32 rounded-md border-2 border-slate-600 bg-white px-2 py-1 text-right tabular-nums"
      />
      {unit.suffix && (
        <span className="whitespace-nowrap text-sm text-slate-600" aria-hidden="true">
          {unit.suffix}
        </span>
      )}
    </div>
  );
}

export default function RatesTab({ rates }: { rates: Resource<{ rates: Rate[]; updatedAt: string | null }> }) {
  const [filter, setFilter] = useState('');
  const list = rates.data?.rates ?? [];
  const shown = useMemo(() => {
    const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
    if (words.length === 0) return list;
    return list.filter((r) => {
      const hay = `${r.benefit_type} ${r.rate_name} ${r.region} ${r.id}`.toLowerCase();
      return words.every((w) => hay.includes(w));
    });
  }, [list, filter]);

  const onSaved = (saved: Rate) =>
    rates.update((d) => {
      const next = d.rates.map((r) => (r.id === saved.id ? saved : r));
      const updatedAt = saved.updated_at && (!d.updatedAt || saved.updated_at > d.updatedAt) ? saved.updated_at : d.updatedAt;
      return { rates: next, updatedAt };
    });

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-xl font-bold text-slate-900">Benefit Rates</h2>
          <p className="mt-1 text-slate-700">
            Last updated: <strong>{rates.data?.updatedAt ? formatDateTime(rates.data.updatedAt) : 'Never'}</strong>
          </p>
          <p className="mt-1 max-w-3xl text-sm text-slate-700">
            Change an amount and press Enter or leave the field to save it. Calculators use the new figure within a minute.
          </p>
        </div>
        <div>
          <label htmlFor="rates-filter" className="block font-semibold text-slate-900">
            Find a rate
          </label>
          <input
            id="rates-filter"
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value)}
            className="mt-1 block min-h-11 w-72 max-w-full rounded-md border-2 border-slate-600 bg-white px-3 py-2"
          />
        </div>
      </div>

      <div className="mt-4">
        <LoadState status={rates.data ? 'ready' : rates.status} onRetry={rates.reload} />
      </div>
      {rates.data && (
        <div className="mt-2 overflow-x-auto rounded-lg border border-slate-200" tabIndex={0} role="region" aria-labelledby="rates-caption">
          <table className="w-full border-collapse text-left text-sm">
            <caption id="rates-caption" className="sr-only">
              Benefit rates ({shown.length} of {list.length} shown)
            </caption>
            <thead className="bg-slate-100">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">Benefit type</th>
                <th scope="col" className="px-3 py-2 font-semibold">Rate name</th>
                <th scope="col" className="px-3 py-2 font-semibold">Amount</th>
                <th scope="col" className="px-3 py-2 font-semibold">Region</th>
                <th scope="col" className="px-3 py-2 font-semibold">Effective date</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((rate) => (
                <tr key={rate.id} className="border-t border-slate-200 align-middle">
                  <td className="px-3 py-2">{rate.benefit_type}</td>
                  <td className="px-3 py-2">{rate.rate_name}</td>
                  <td className="px-3 py-1">
                    <AmountCell rate={rate} onSaved={onSaved} />
                  </td>
                  <td className="px-3 py-2">{rate.region}</td>
                  <td className="whitespace-nowrap px-3 py-2">{formatDate(rate.effective_date)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {shown.length === 0 && <p className="p-4 text-slate-700">No rates match “{filter}”.</p>}
        </div>
      )}
    </div>
  );
}
