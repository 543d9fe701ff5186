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
import { lazy, Suspense, useEffect, useRef } from 'react';
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
function outcomeError(outcome: LookupOutcome): string | undefined {
  if (outcome.kind === 'empty') return 'Enter a postcode';
  if (outcome.kind === 'invalid') return 'Enter a full postcode, like EH1 2NG';
  return undefined;
}

export default function LhaPostcodeField({ id, postcode, onPostcodeChange, lookup, onLookup, onChoose, areaName }: LhaPostcodeFieldProps) {
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
      label="Postcode of the home you rent"
      hint="We use it to find your Local Housing Allowance (LHA) rates, which limit the rent a private landlord’s tenant can get help with. It stays on this device."
      error={outcomeError(outcome)}
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
          {isLooking ? 'Looking up…' : 'Lookup'}
          {!isLooking && <span className="sr-only"> LHA rates for this postcode</span>}
        </button>
      }
    >
      {outcome.kind === 'found' ? (
        <div ref={found} tabIndex={-1} className="focus:outline-none">
          <Suspense fallback={<p className="mt-2 text-slate-700">Your area: {outcome.area.name}.</p>}>
            <LhaRates area={outcome.area} postcode={outcome.postcode} />
          </Suspense>
        </div>
      ) : outcome.kind === 'not-found' ? (
        <p className="mt-2 text-slate-700">
          We do not hold published LHA rates for {outcome.postcode}. You can type your area’s weekly rate below; without it your rent will not be capped.
        </p>
      ) : outcome.kind === 'no-figures' ? (
        <p className="mt-2 text-slate-700">
          Your area is {outcome.areaName}. Its Local Housing Allowance rates are not built into this calculator yet. Find them on the{' '}
          <a href={VOA_LHA_LOOKUP} className="link" target="_blank" rel="noopener">
            official LHA direct lookup (opens in a new tab)
          </a>{' '}
          and type the weekly rate below; without it your rent will not be capped.
        </p>
      ) : outcome.kind === 'northern-ireland' ? (
        <p className="mt-2 text-slate-700">
          {outcome.postcode} is in Northern Ireland, where the Northern Ireland Housing Executive sets its own Local Housing Allowance rates. Ask the Housing Executive for yours
          and type the weekly rate below.
        </p>
      ) : outcome.kind === 'failed' ? (
        <p className="mt-2 text-slate-700">The lookup did not work. Check your connection and try again, or type your area’s weekly rate below.</p>
      ) : (
        areaName && outcome.kind === 'idle' && <p className="mt-2 text-slate-700">Your area: {areaName}.</p>
      )}
      {offersTownSearch(outcome) && (
        <Suspense fallback={null}>
          <LhaTownSearch id={`${id}-town`} onChoose={choose} />
        </Suspense>
      )}
    </PostcodeField>
  );
}
