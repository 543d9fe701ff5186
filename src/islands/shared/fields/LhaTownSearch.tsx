/**
 * "Type your town or council" (docs/product.md §7): offered when a postcode's district is not in
 * the lookup's list. A search over the 192 official Local Housing Allowance areas of Great Britain
 * and the councils a published source places in them (src/calc/lha.ts), as the visitor types; each
 * match is a button that chooses its area. Keyboard: type, Tab to a match, Enter or Space.
 * Loaded with the lookup, only once it is offered (LhaPostcodeField).
 */
import { useId, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { sharedLhaFoundMessages } from '~/i18n/en/shared-lha-found';
import { Rich } from '~/i18n/Rich';
import { searchLhaPlaces } from './lha-lookup';
import type { LhaPlace } from '~/calc/lha';
import { controlClass } from './field-parts';

/** How many matching areas are listed at most. */
const MAX_MATCHES = 8;

export default function LhaTownSearch({ id, onChoose }: { id: string; onChoose: (place: LhaPlace) => void }) {
  const t = useStore(sharedLhaFoundMessages);
  const [text, setText] = useState('');
  const matches = useMemo(() => searchLhaPlaces(text, MAX_MATCHES), [text]);
  const listId = useId();
  const typed = text.trim().length >= 2;
  return (
    <div className="mt-4 rounded-lg border-2 border-slate-300 p-3">
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {t.town}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-slate-600">
        {t.townHint}
      </p>
      <input
        id={id}
        type="search"
        autoComplete="off"
        spellCheck={false}
        value={text}
        aria-describedby={`${id}-hint`}
        aria-controls={listId}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          // Enter chooses the only match; it never submits the calculator's form.
          if (e.key !== 'Enter') return;
          e.preventDefault();
          if (matches.length === 1 && matches[0]) onChoose(matches[0]);
        }}
        className={controlClass(undefined, 'mt-1 w-full max-w-sm')}
      />
      <p aria-live="polite" className="mt-2 text-sm text-slate-700">
        {typed ? (matches.length === 0 ? t.noMatch : t.matches(matches.length)) : ''}
      </p>
      <ul id={listId} aria-label={t.matchesLabel} className="mt-1 max-w-md space-y-1">
        {matches.map((place) => (
          <li key={`${place.areaId}|${place.council ?? ''}`}>
            <button
              type="button"
              className="min-h-11 w-full rounded-md border-2 border-slate-300 bg-white px-3 py-2 text-left text-slate-900 hover:border-brand-700 focus-visible:border-brand-700"
              onClick={() => onChoose(place)}
            >
              {place.council && place.council !== place.areaName ? (
                <Rich text={t.forCouncil} parts={{ area: place.areaName, council: place.council, muted: (words) => <span className="text-slate-600">{words}</span> }} />
              ) : (
                place.areaName
              )}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
