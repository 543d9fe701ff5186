/**
 * The postcode → Local Housing Allowance lookup, the same in the Universal Credit and Housing
 * Benefit calculators (docs/rules.md UC 4, HB 5; docs/product.md §5, §8): the postcode of the
 * home, a Lookup button (docs/product.md §2; 'Looking up…' while it runs; Enter in the field presses it), and
 * what the lookup found: the area and its weekly rates, or what to do instead. When the postcode's
 * district is not in the lookup's list, "Type your town or council" is offered (LhaTownSearch); an
 * area whose rates are not built in is named, with the official lookup; a Northern Ireland postcode
 * is told who sets its rates. The toasts are useLhaLookup's. Each calculator puts its own field for
 * a weekly rate typed by hand below it.
 */
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { sharedLhaMessages } from '~/i18n/en/shared-lha';
import { Rich, linkPart } from '~/i18n/Rich';
import { loadLhaRates } from '~/stores/rates';
import PostcodeField from './PostcodeField';
import { offersTownSearch, type LhaLookup, type LookupOutcome } from './useLhaLookup';
import type { LhaPlace } from '~/calc/lha';
import { VOA_LHA_LOOKUP } from '~/calc/helplines';

/** The area's rates and the town search come with the lookup (README "Performance"). */
const LhaRates = lazy(() => import('./LhaRates'));
const LhaTownSearch = lazy(() => import('./LhaTownSearch'));

export interface LhaPostcodeFieldProps {
  id: string;
  postcode: string;
  onPostcodeChange: (postcode: string) => void;
  lookup: LhaLookup;
  /** Look the postcode up (the calculator says what to do with the area found). */
  onLookup: () => void;
  /** Use an area chosen in "Type your town or council" (`lookup.choose`, with what to do with the area found). */
  onChoose: (place: LhaPlace) => void;
  /** The area already chosen (opened or remembered) when no lookup has run since. */
  areaName?: string;
}

/** The message by the field after a lookup that could not start (docs/product.md §5). */
function outcomeError(outcome: LookupOutcome, t: ReturnType<typeof sharedLhaMessages.get>): string | undefined {
  if (outcome.kind === 'empty') return t.enterPostcode;
  if (outcome.kind === 'invalid') return t.enterFullPostcode;
  return undefined;
}

const hidden = (words: ReactNode) => <span className="sr-only">{words}</span>;

export default function LhaPostcodeField({ id, postcode, onPostcodeChange, lookup, onLookup, onChoose, areaName }: LhaPostcodeFieldProps) {
  const t = useStore(sharedLhaMessages);
  const { outcome, isLooking } = lookup;
  // The field is drawn (the Housing tab): the built-in LHA rates join the calculator's tables.
  useEffect(() => {
    void loadLhaRates();
  }, []);
  // An area chosen in the town search replaces the search, and the button that had focus, with its
  // rates: focus moves to them, so a keyboard user goes on from there.
  const chosen = useRef(false);
  const found = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!chosen.current || outcome.kind === 'no-figures') return;
    chosen.current = false;
    if (outcome.kind === 'found') found.current?.focus();
  }, [outcome]);
  const choose = (place: LhaPlace) => {
    chosen.current = true;
    onChoose(place);
  };
  const lookUp = () => {
    if (!isLooking) onLookup();
  };
  return (
    <PostcodeField
      id={id}
      label={t.postcode}
      hint={t.postcodeHint}
      error={outcomeError(outcome, t)}
      value={postcode}
      onChange={onPostcodeChange}
      // Enter here looks the postcode up rather than calculating.
      onEnter={lookUp}
      action={
        // aria-disabled rather than disabled, so a keyboard user's focus stays on the button while it runs.
        <button type="button" className="btn btn-secondary aria-disabled:cursor-wait aria-disabled:opacity-70" aria-disabled={isLooking ? true : undefined} onClick={lookUp}>
          {isLooking && (
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" className="animate-spin motion-reduce:animate-none">
              <path d="M12 3a9 9 0 109 9" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          )}
          {isLooking ? t.lookingUp : <Rich text={t.lookup} parts={{ hidden }} />}
        </button>
      }
    >
      {outcome.kind === 'found' ? (
        <div ref={found} tabIndex={-1} className="focus:outline-none">
          <Suspense fallback={<p className="mt-2 text-slate-700">{t.yourArea({ area: outcome.area.name })}</p>}>
            <LhaRates area={outcome.area} postcode={outcome.postcode} />
          </Suspense>
        </div>
      ) : outcome.kind === 'not-found' ? (
        <p className="mt-2 text-slate-700">{t.notFound({ postcode: outcome.postcode })}</p>
      ) : outcome.kind === 'no-figures' ? (
        <p className="mt-2 text-slate-700">
          <Rich
            text={t.noFigures}
            parts={{
              area: outcome.areaName,
              link: linkPart(VOA_LHA_LOOKUP, { newTab: true }),
            }}
          />
        </p>
      ) : outcome.kind === 'northern-ireland' ? (
        <p className="mt-2 text-slate-700">{t.northernIreland({ postcode: outcome.postcode })}</p>
      ) : outcome.kind === 'failed' ? (
        <p className="mt-2 text-slate-700">{t.failed}</p>
      ) : (
        areaName && outcome.kind === 'idle' && <p className="mt-2 text-slate-700">{t.yourArea({ area: areaName })}</p>
      )}
      {offersTownSearch(outcome) && (
        <Suspense fallback={null}>
          <LhaTownSearch id={`${id}-town`} onChoose={choose} />
        </Suspense>
      )}
    </PostcodeField>
  );
}
