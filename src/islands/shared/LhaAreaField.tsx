/**
 * The Local Housing Allowance of a private renter's area (docs/rules.md UC 4, HB 5): find the
 * area from a postcode in the local LHA dataset, or type the area's weekly rate, with a link to
 * the official lookup. A typed rate is used instead of the area's.
 *
 * The lookup (src/calc/lha.ts, with its postcode table) is loaded only when someone presses
 * Find, so people who never look a postcode up do not download it. Nothing leaves the browser.
 */
import { useEffect, useRef, useState } from 'react';
import NumberField from './NumberField';
import { controlClass, describedBy, FieldShell } from './field-parts';
import { LHA_AREA_LIST, type RatesTable } from '~/calc/rates';
import { VOA_LHA_LOOKUP } from '~/calc/helplines';

/** The official LHA lookup (Valuation Office Agency, England). */
export const OFFICIAL_LHA_LOOKUP = VOA_LHA_LOOKUP;

export interface LhaAreaFieldProps {
  /** Stem of the ids: `{id}-postcode`, `{id}-weekly`. */
  id: string;
  /** The area id of the LHA dataset, or '' when none was found. */
  areaId: string;
  onAreaChange: (areaId: string) => void;
  /** The weekly rate the visitor typed, or null. */
  weeklyRate: number | null;
  onWeeklyRateChange: (weekly: number | null) => void;
  /** The rates table of the calculation's year (the area's rates are read from it). */
  rates: RatesTable;
}

type Status = { kind: 'idle' } | { kind: 'looking' } | { kind: 'found'; name: string } | { kind: 'not-found'; postcode: string } | { kind: 'invalid' } | { kind: 'failed' };

export default function LhaAreaField({ id, areaId, onAreaChange, weeklyRate, onWeeklyRateChange, rates }: LhaAreaFieldProps) {
  const [postcode, setPostcode] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const areaName = LHA_AREA_LIST.find((a) => a.id === areaId)?.name;

  const find = async () => {
    const typed = postcode.trim();
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setStatus({ kind: 'looking' });
    try {
      const lha = await import('~/calc/lha');
      if (!lha.isValidUkPostcode(typed)) {
        setStatus({ kind: 'invalid' });
        return;
      }
      const area = await lha.lookupLha(typed, { rates, signal: controller.signal });
      if (controller.signal.aborted) return;
      if (area) {
        onAreaChange(area.id);
        setStatus({ kind: 'found', name: area.name });
      } else {
        onAreaChange('');
        setStatus({ kind: 'not-found', postcode: lha.normalisePostcode(typed) });
      }
    } catch (err) {
      if (controller.signal.aborted) return;
      console.error('LHA lookup failed', err);
      setStatus({ kind: 'failed' });
    }
  };

  const postcodeId = `${id}-postcode`;
  const error = status.kind === 'invalid' ? 'Enter a full postcode, like EH1 2NG' : undefined;
  const message =
    status.kind === 'looking'
      ? 'Looking up your area…'
      : status.kind === 'found'
        ? `Found: ${status.name}. We will check your rent against its Local Housing Allowance.`
        : status.kind === 'not-found'
          ? `We do not have the Local Housing Allowance for ${status.postcode} yet. Type your area's weekly rate below.`
          : status.kind === 'failed'
            ? 'The lookup could not load. Check your connection and try again, or type the weekly rate below.'
            : areaName
              ? `Your area: ${areaName}.`
              : '';

  return (
    <fieldset className="min-w-0 space-y-4" aria-describedby={`${id}-hint`}>
      <legend className="font-semibold text-slate-900">Your area's Local Housing Allowance</legend>
      <p id={`${id}-hint`} className="text-slate-600">
        Universal Credit pays private rent only up to the Local Housing Allowance for your area and the bedrooms your household is allowed. Find your area from your postcode, or
        type the weekly rate.
      </p>
      <FieldShell id={postcodeId} label="Postcode" hint="Only used on this device to find your area." error={error}>
        <div className="mt-1 flex flex-wrap gap-3">
          <input
            id={postcodeId}
            type="text"
            autoComplete="postal-code"
            spellCheck={false}
            value={postcode}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(postcodeId, true, error)}
            onChange={(e) => {
              setPostcode(e.target.value);
              if (status.kind !== 'idle') setStatus({ kind: 'idle' });
            }}
            onKeyDown={(e) => {
              // Enter looks the postcode up rather than submitting the calculator's form.
              if (e.key === 'Enter') {
                e.preventDefault();
                void find();
              }
            }}
            className={controlClass(error, 'w-40 uppercase')}
          />
          <button type="button" className="btn btn-secondary" onClick={() => void find()} disabled={status.kind === 'looking'}>
            {status.kind === 'looking' ? 'Looking up…' : 'Find my area'}
          </button>
        </div>
        <p role="status" className="mt-2 text-slate-800">
          {message}
        </p>
      </FieldShell>
      <NumberField
        id={`${id}-weekly`}
        label="Or type your area's weekly Local Housing Allowance"
        hint={
          <>
            For the number of bedrooms you are allowed. Find it on the{' '}
            <a href={OFFICIAL_LHA_LOOKUP} className="link" target="_blank" rel="noopener">
              official Local Housing Allowance lookup (opens in a new tab)
            </a>
            . Leave it empty to use the area from your postcode.
          </>
        }
        prefix="£"
        suffix="a week"
        allowEmpty
        min={0}
        step={0.01}
        widthClass="w-32"
        value={weeklyRate}
        onChange={(weekly) => onWeeklyRateChange(weekly && weekly > 0 ? weekly : null)}
      />
    </fieldset>
  );
}
