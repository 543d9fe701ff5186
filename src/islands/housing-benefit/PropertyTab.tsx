/**
 * The Property tab (spec 001 §2-§3): postcode with Lookup and the rates found, property type,
 * bedrooms, weekly rent and charges, tenancy type, and the temporary and supported housing
 * flags the engine reads.
 */
import NumberField, { MoneyField } from '~/islands/shared/NumberField';
import { PLAUSIBLE_MAXIMUMS } from '~/islands/shared/number';
import RadioGroup from '~/islands/shared/RadioGroup';
import SelectField from '~/islands/shared/SelectField';
import CheckboxField from '~/islands/shared/CheckboxField';
import { controlClass, FieldError, fieldGroupClass } from '~/islands/shared/field-parts';
import { INPUT_LIMITS, LHA_CATEGORIES, type LhaCategory } from '~/calc/rates';
import type { HousingBenefitInput } from '~/calc/housing-benefit';
import { formatLongDate, formatMoney } from '~/lib/format';
import { PROPERTY_TYPES, withProperty } from './state';
import type { LookupOutcome } from './useLhaLookup';

const LIMITS = INPUT_LIMITS.housingBenefit;

type Property = HousingBenefitInput['propertyDetails'];

const PROPERTY_TYPE_LABELS: Record<Property['propertyType'], string> = {
  house: 'House',
  flat: 'Flat',
  bedsit: 'Bedsit',
  shared: 'Shared house or flat',
  supported: 'Supported housing',
};

const CATEGORY_LABELS: Record<LhaCategory, string> = {
  'shared-room': 'Shared accommodation (a room in a shared house)',
  'one-bed': '1 bedroom',
  'two-bed': '2 bedrooms',
  'three-bed': '3 bedrooms',
  'four-bed': '4 bedrooms',
};

export interface PropertyTabProps {
  input: HousingBenefitInput;
  onChange: (update: (input: HousingBenefitInput) => HousingBenefitInput) => void;
  onPostcodeChange: (postcode: string) => void;
  onLookup: () => void;
  isLooking: boolean;
  outcome: LookupOutcome;
}

/** The message under the postcode field after a lookup that found nothing. */
function outcomeError(outcome: LookupOutcome): string | undefined {
  switch (outcome.kind) {
    case 'empty':
      return 'Enter a postcode';
    case 'invalid':
      return 'Enter a real postcode, like M1 1AE';
    default:
      return undefined;
  }
}

export default function PropertyTab({ input, onChange, onPostcodeChange, onLookup, isLooking, outcome }: PropertyTabProps) {
  const pr = input.propertyDetails;
  const error = outcomeError(outcome);
  const set = (patch: Partial<Property>) => onChange((i) => withProperty(i, patch));

  return (
    <div className="space-y-6">
      <div className={fieldGroupClass(error)}>
        <label htmlFor="hb-postcode" className="block font-semibold text-slate-900">
          Postcode of the home you rent
        </label>
        <div id="hb-postcode-hint" className="mt-1 text-slate-600">
          We use it to find your Local Housing Allowance (LHA) rates. It stays on this device. Without it we use the default rates.
        </div>
        <FieldError id="hb-postcode">{error}</FieldError>
        <div className="mt-1 flex flex-wrap items-stretch gap-2">
          <input
            id="hb-postcode"
            type="text"
            autoComplete="postal-code"
            spellCheck={false}
            maxLength={10}
            value={pr.postcode}
            aria-invalid={error ? true : undefined}
            aria-describedby={`hb-postcode-hint${error ? ' hb-postcode-error' : ''}`}
            onChange={(e) => {
              // Upper-case as typed (spec 001 §3) without moving the caret.
              const el = e.target;
              const [start, end] = [el.selectionStart, el.selectionEnd];
              el.value = el.value.toUpperCase();
              el.setSelectionRange(start, end);
              onPostcodeChange(el.value);
            }}
            onKeyDown={(e) => {
              // Enter here looks the postcode up rather than calculating.
              if (e.key === 'Enter') {
                e.preventDefault();
                if (!isLooking) onLookup();
              }
            }}
            className={controlClass(error, 'w-40 uppercase')}
          />
          {/* aria-disabled rather than disabled, so a keyboard user's focus stays on the button while it runs. */}
          <button
            type="button"
            className="btn btn-secondary aria-disabled:cursor-wait aria-disabled:opacity-70"
            aria-disabled={isLooking ? true : undefined}
            onClick={() => {
              if (!isLooking) onLookup();
            }}
          >
            {isLooking && (
              <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" className="animate-spin motion-reduce:animate-none">
                <path d="M12 3a9 9 0 109 9" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
            )}
            {isLooking ? 'Looking up…' : 'Lookup'}
            {!isLooking && <span className="sr-only"> LHA rates for this postcode</span>}
          </button>
        </div>
        <LookupResult outcome={outcome} />
      </div>

      <RadioGroup<Property['tenancyType']>
        id="hb-tenancy"
        legend="Who is your landlord?"
        value={pr.tenancyType}
        onChange={(tenancyType) => set({ tenancyType })}
        options={[
          { value: 'private', label: 'A private landlord or letting agent', hint: 'Your rent is limited to the Local Housing Allowance rate.' },
          { value: 'social', label: 'The council', hint: 'Your rent is reduced if you have more bedrooms than you need.' },
          { value: 'housing-association', label: 'A housing association', hint: 'Your rent is reduced if you have more bedrooms than you need.' },
        ]}
      />

      <SelectField<Property['propertyType']>
        id="hb-property-type"
        label="Type of home"
        value={pr.propertyType}
        options={PROPERTY_TYPES.map((value) => ({ value, label: PROPERTY_TYPE_LABELS[value] }))}
        onChange={(propertyType) => set({ propertyType })}
      />

      <NumberField
        id="hb-bedrooms"
        label="Number of bedrooms"
        hint="Count every room that could be used as a bedroom."
        min={LIMITS.bedroomsMin}
        max={LIMITS.bedroomsMax}
        fallback={LIMITS.bedroomsMin}
        widthClass="w-24"
        value={pr.bedrooms}
        onChange={(bedrooms) => set({ bedrooms })}
      />

      <MoneyField
        id="hb-rent"
        label="Your rent"
        plausibleMax={PLAUSIBLE_MAXIMUMS.rentWeekly}
        plausiblePeriod="weekly"
        hint="Per week, without service or water charges. If you pay monthly, multiply by 12 and divide by 52."
        suffix="a week"
        value={pr.actualRent}
        onChange={(actualRent) => set({ actualRent })}
      />
      <MoneyField
        id="hb-service-charges"
        label="Service charges"
        hint="Per week, for things like cleaning shared areas or a lift. Not heating, hot water, lighting or meals: Housing Benefit does not cover those."
        suffix="a week"
        value={pr.serviceCharges}
        onChange={(serviceCharges) => set({ serviceCharges })}
      />
      <MoneyField
        id="hb-water-charges"
        label="Water charges"
        hint="Per week, if they are included in your rent. Housing Benefit does not cover them, so they are left out of your eligible rent."
        suffix="a week"
        value={pr.waterCharges}
        onChange={(waterCharges) => set({ waterCharges })}
      />

      <fieldset>
        <legend className="font-semibold text-slate-900">Your housing</legend>
        <CheckboxField
          id="hb-temporary"
          label="You live in temporary accommodation arranged by the council"
          checked={pr.isTemporaryAccommodation}
          onChange={(isTemporaryAccommodation) => set({ isTemporaryAccommodation })}
        />
        <CheckboxField
          id="hb-supported"
          label="You live in supported housing (care, support or supervision is provided)"
          checked={pr.isSupportedAccommodation}
          onChange={(isSupportedAccommodation) => set({ isSupportedAccommodation })}
        />
      </fieldset>
    </div>
  );
}

/** What the lookup found: the area and its weekly rates, or what went wrong. */
function LookupResult({ outcome }: { outcome: LookupOutcome }) {
  if (outcome.kind === 'not-found') {
    return <p className="mt-2 text-slate-700">We have no LHA rates for {outcome.postcode}, so the default rates will be used.</p>;
  }
  if (outcome.kind === 'failed') {
    return <p className="mt-2 text-slate-700">The lookup did not work. Check your connection and try again, or calculate with the default rates.</p>;
  }
  if (outcome.kind !== 'found') return null;
  const { area } = outcome;
  return (
    <div className="mt-3 rounded-lg border-l-4 border-brand-700 bg-brand-50 p-4">
      <p className="font-bold text-slate-900">
        LHA rates for {area.name}
        <span className="font-normal"> ({outcome.postcode})</span>
      </p>
      <table className="mt-2 w-full border-collapse text-left text-sm">
        <caption className="sr-only">Weekly Local Housing Allowance rates for {area.name}</caption>
        <thead>
          <tr>
            <th scope="col" className="border-b-2 border-slate-300 py-1 pr-2 font-semibold">Home size</th>
            <th scope="col" className="border-b-2 border-slate-300 py-1 text-right font-semibold">Per week</th>
          </tr>
        </thead>
        <tbody>
          {LHA_CATEGORIES.map((category) => (
            <tr key={category}>
              <th scope="row" className="border-b border-slate-200 py-1 pr-2 font-normal">{CATEGORY_LABELS[category]}</th>
              <td className="border-b border-slate-200 py-1 text-right tabular-nums">{formatMoney(area.rates[category] ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {area.effectiveDate && <p className="mt-2 text-sm text-slate-700">Rates from {formatLongDate(area.effectiveDate)}.</p>}
    </div>
  );
}
