/**
 * The Local Housing Allowance of a private renter's area in the Universal Credit calculator
 * (docs/rules.md UC 4): find the area from a postcode (LhaPostcodeField, the lookup the Housing
 * Benefit calculator uses too), or type the area's weekly rate, with a link to the official
 * lookup. A typed rate is used instead of the area's. Nothing leaves the browser.
 */
import { useStore } from '@nanostores/react';
import { sharedLhaMessages } from '~/i18n/en/shared-lha';
import { Rich, linkPart } from '~/i18n/Rich';
import NumberField from './NumberField';
import LhaPostcodeField from './LhaPostcodeField';
import useLhaLookup from './useLhaLookup';
import { LHA_AREA_LIST, type RatesTable } from '~/calc/rates';
import { VOA_LHA_LOOKUP } from '~/calc/helplines';

export interface LhaAreaFieldProps {
  /** Stem of the ids: `{id}-postcode`, `{id}-weekly`. */
  id: string;
  /** The area id of the LHA dataset, or '' when none was found. */
  areaId: string;
  /** The postcode typed, kept with the answers so a link or a save reopens with it. */
  postcode: string;
  onPostcodeChange: (postcode: string) => void;
  onAreaChange: (areaId: string) => void;
  /** The weekly rate the visitor typed, or null. */
  weeklyRate: number | null;
  onWeeklyRateChange: (weekly: number | null) => void;
  /** The rates table of the calculation's year (the area's rates are read from it). */
  rates: RatesTable;
  /** Which rate to type, in a sentence (docs/rules.md UC 4); default: the rate for the bedrooms allowed. */
  rateToType?: string;
}

export default function LhaAreaField({ id, areaId, postcode, onPostcodeChange, onAreaChange, weeklyRate, onWeeklyRateChange, rates, rateToType }: LhaAreaFieldProps) {
  const t = useStore(sharedLhaMessages);
  const lookup = useLhaLookup();
  const find = async () => {
    // A postcode not found leaves no area behind: the typed rate, or none, is used.
    const area = await lookup.lookup(postcode, rates, (found) => onAreaChange(found.id));
    if (area === null && postcode.trim()) onAreaChange('');
  };

  return (
    <fieldset className="min-w-0 space-y-4" aria-describedby={`${id}-hint`}>
      <legend className="font-semibold text-slate-900">{t.legend}</legend>
      <p id={`${id}-hint`} className="text-slate-600">
        {t.hint}
      </p>
      <LhaPostcodeField
        id={`${id}-postcode`}
        postcode={postcode}
        onPostcodeChange={(typed) => {
          if (typed !== postcode && lookup.outcome.kind !== 'idle') lookup.reset();
          onPostcodeChange(typed);
        }}
        lookup={lookup}
        onLookup={() => void find()}
        onChoose={(place) => void lookup.choose(place, rates, (found) => onAreaChange(found.id)).then((area) => area || onAreaChange(''))}
        areaName={LHA_AREA_LIST.find((a) => a.id === areaId)?.name}
      />
      <NumberField
        id={`${id}-weekly`}
        label={t.weekly}
        hint={
          <Rich
            text={t.weeklyHint}
            parts={{
              rateToType: rateToType ?? t.rateToType,
              link: linkPart(VOA_LHA_LOOKUP, { newTab: true }),
            }}
          />
        }
        prefix="£"
        suffix={t.aWeek}
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
