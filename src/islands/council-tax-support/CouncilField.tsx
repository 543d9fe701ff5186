/**
 * "Which council do you pay council tax to?" (docs/product.md §2, step 1): a search over the
 * billing authorities of the nation chosen above it (src/calc/councils.ts), by the council's name
 * or a place it covers, as the visitor types; each match is a button that chooses it. Keyboard:
 * type, then Down arrow or Tab to a match (Up and Down move between them), Enter or Space; Enter
 * in the box chooses the only match. The number of matches is announced. Optional: nothing
 * chosen leaves the estimate as it is.
 *
 * The list loads when the box is first focused or typed in, so the page's first load carries
 * none of it (README "Performance"). The choice writes the council's code and its name (the name
 * is what the next steps and the printout show).
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { ctsPropertyMessages } from '~/i18n/en/council-tax-support';
import { Rich, linkPart } from '~/i18n/Rich';
import { COUNCIL_SCHEME_URL } from '~/calc/council-tax-support-questions';
import type { Council, CouncilNation } from '~/calc/councils';
import { controlClass } from '~/islands/shared/fields/field-parts';

/** How many matching councils are listed at most. */
const MAX_MATCHES = 8;

type CouncilsModule = typeof import('~/calc/councils');

let loading: Promise<CouncilsModule> | null = null;
/** The council list, loaded once for the page. */
function loadCouncils(): Promise<CouncilsModule> {
  loading ??= import('~/calc/councils');
  return loading;
}

export interface CouncilFieldProps {
  /** The input's id; the hint and the list grow from it. */
  id: string;
  nation: CouncilNation;
  /** The council's name now, '' when none is chosen (an older saved calculation may hold a typed name). */
  name: string;
  /** A council chosen from the list, or null for none. */
  onChoose: (council: Council | null) => void;
}

export default function CouncilField({ id, nation, name, onChoose }: CouncilFieldProps) {
  const t = useStore(ctsPropertyMessages);
  const [text, setText] = useState('');
  const [councils, setCouncils] = useState<CouncilsModule | null>(null);
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const change = useRef<HTMLButtonElement>(null);
  /** Where focus goes after a choice or a change: the new control in place of the one pressed. */
  const [focusNext, setFocusNext] = useState<'input' | 'change' | null>(null);
  useEffect(() => {
    // Once the choice has reached the answers (`name`), the control shown in its place takes focus.
    const control = focusNext === 'input' ? input.current : focusNext === 'change' ? change.current : null;
    if (!control) return;
    control.focus();
    setFocusNext(null);
  }, [focusNext, name]);

  const load = () => {
    if (!councils) void loadCouncils().then(setCouncils);
  };
  const typed = text.trim().length >= 2;
  const inNation = councils?.councilsIn(nation) ?? [];
  const found = councils && typed ? councils.searchCouncils(inNation, text, inNation.length) : [];
  const matches = found.slice(0, MAX_MATCHES);
  const choose = (council: Council | null) => {
    onChoose(council);
    setText('');
    setFocusNext(council ? 'change' : 'input');
  };
  const buttons = () => Array.from(list.current?.querySelectorAll('button') ?? []);
  const onMatchKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const all = buttons();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    if (e.key === 'ArrowUp' && at <= 0) input.current?.focus();
    else all[e.key === 'ArrowDown' ? Math.min(at + 1, all.length - 1) : at - 1]?.focus();
  };
  const onInputKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && matches.length > 0) {
      e.preventDefault();
      buttons()[0]?.focus();
    }
    // Enter chooses the only match; it never submits the calculator's form.
    if (e.key !== 'Enter') return;
    e.preventDefault();
    if (matches.length === 1 && matches[0]) choose(matches[0]);
  };
  const status = !typed
    ? ''
    : !councils
      ? t.councilLoading
      : found.length === 0
        ? t.councilNoMatch
        : found.length > matches.length
          ? t.councilMoreMatches({ count: found.length, shown: matches.length })
          : t.councilMatches(found.length);

  if (name) {
    return (
      <div className="space-y-2">
        <p id={`${id}-question`} className="font-semibold text-slate-900">
          {t.councilLabel}
        </p>
        <div role="group" aria-labelledby={`${id}-question`} className="space-y-2 rounded-lg border-2 border-slate-300 p-3">
          <p aria-live="polite" className="text-slate-900">
            <Rich text={t.councilChosen} parts={{ council: name, strong: (words) => <strong>{words}</strong> }} />
          </p>
          <p className="text-slate-700">
            <Rich text={t.councilPage} parts={{ link: linkPart(COUNCIL_SCHEME_URL, { newTab: true }) }} />
          </p>
          <button
            ref={change}
            type="button"
            className="min-h-11 rounded-md border-2 border-slate-600 bg-white px-3 py-2 text-slate-900 hover:border-brand-700 focus-visible:border-brand-700"
            onClick={() => choose(null)}
          >
            {t.councilChange}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {t.councilLabel}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-slate-600">
        {t.councilHint}
      </p>
      <input
        ref={input}
        id={id}
        type="search"
        autoComplete="off"
        spellCheck={false}
        value={text}
        aria-describedby={`${id}-hint ${id}-status`}
        aria-controls={listId}
        onFocus={load}
        onChange={(e) => {
          load();
          setText(e.target.value);
        }}
        onKeyDown={onInputKey}
        className={controlClass(undefined, 'mt-1 w-full max-w-md')}
      />
      <p id={`${id}-status`} aria-live="polite" className="mt-2 text-sm text-slate-700">
        {status}
      </p>
      <ul ref={list} id={listId} aria-label={t.councilMatchesLabel} className="mt-1 max-w-md space-y-1">
        {councils &&
          matches.map((council) => {
            const place = councils.placeMatching(council, text);
            return (
              <li key={council.code}>
                <button
                  type="button"
                  className="min-h-11 w-full rounded-md border-2 border-slate-300 bg-white px-3 py-2 text-left text-slate-900 hover:border-brand-700 focus-visible:border-brand-700"
                  onClick={() => choose(council)}
                  onKeyDown={onMatchKey}
                >
                  {place ? (
                    <Rich text={t.councilForPlace} parts={{ council: council.name, place, muted: (words) => <span className="text-slate-600">{words}</span> }} />
                  ) : (
                    council.name
                  )}
                </button>
              </li>
            );
          })}
      </ul>
    </div>
  );
}
