/**
 * The Property tab (docs/product.md §2-§3): postcode with Lookup and the rates found (or, when the
 * postcode is not found, a field for the area's weekly LHA rate with a link to the official
 * lookup), property type, bedrooms, weekly rent and charges, tenancy type, what the rent includes
 * (with the weekly part for fuel when fuel is included, docs/rules.md HB 6), disability adaptations, and the temporary and supported housing flags the engine reads.
 */
import { MoneyField, type MoneyFieldProps } from '~/islands/shared/NumberField';
import { PLAUSIBLE_MAXIMUMS } from '~/islands/shared/number';
import RadioGroup from '~/islands/shared/RadioGroup';
import HomeFields from '~/islands/shared/HomeFields';
import CheckboxField from '~/islands/shared/CheckboxField';
import CheckboxGroup, { type CheckboxChoice } from '~/islands/shared/CheckboxGroup';
import PostcodeField from '~/islands/shared/PostcodeField';
import { INPUT_LIMITS, LHA_CATEGORIES, type LhaCategory } from '~/calc/rates';
import type { HousingBenefitInput } from '~/calc/housing-benefit';
import { formatLongDate } from '~/lib/format';
import { PROPERTY_TYPES, withFuelCharge, withProperty, withTypedLhaRate } from './state';
import type { LookupOutcome } from './useLhaLookup';
import { formatMoneyWithPence, toPence } from '~/calc/money';

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

/** The weekly charges, in the order asked; each field writes the answer named by `key`. */
const CHARGE_FIELDS: ReadonlyArray<Omit<MoneyFieldProps, 'value' | 'onChange'> & { key: 'actualRent' | 'serviceCharges' | 'waterCharges' }> = [
  {
    key: 'actualRent',
    id: 'hb-rent',
    label: 'Your rent',
    plausibleMax: PLAUSIBLE_MAXIMUMS.rentWeekly,
    plausiblePeriod: 'weekly',
    hint: 'Per week, without service or water charges. If you pay monthly, multiply by 12 and divide by 52.',
  },
  {
    key: 'serviceCharges',
    id: 'hb-service-charges',
    label: 'Service charges',
    hint: 'Per week, for things like cleaning shared areas or a lift. Not heating, hot water, lighting or meals: Housing Benefit does not cover those.',
  },
  {
    key: 'waterCharges',
    id: 'hb-water-charges',
    label: 'Water charges',
    hint: 'Per week, if they are included in your rent. Housing Benefit does not cover them, so they are left out of your eligible rent.',
  },
];

/** A tickbox answering one yes-or-no property question: the answer it writes (`key`), its id, label and hint. */
interface PropertyTick extends Omit<CheckboxChoice, 'checked' | 'onChange'> {
  key: { [K in keyof Property]-?: Property[K] extends boolean ? K : never }[keyof Property];
}

/** What the rent may include besides the home: each part Housing Benefit does not cover. */
const RENT_INCLUDES: readonly PropertyTick[] = [
  {
    key: 'councilTaxIncluded',
    id: 'hb-council-tax-included',
    label: 'Council tax is included in your rent',
    hint: 'Council tax is not part of the rent Housing Benefit covers. Take it off the rent you entered above and claim Council Tax Support from your council instead.',
  },
  {
    key: 'heatingIncluded',
    id: 'hb-heating-included',
    label: 'Heating, hot water, lighting or cooking fuel is included in your rent',
    hint: 'Housing Benefit does not pay for fuel, so your council takes what you pay for it off your rent.',
  },
];

/** Adaptations for a disability (they change neither the bedrooms allowed nor the estimate). */
const ADAPTATIONS: PropertyTick = {
  key: 'hasDisabilityAdaptations',
  id: 'hb-adaptations',
  label: 'Your home has been adapted for a disability',
  hint: 'For example a stair lift, ramp or wet room. It does not change the bedrooms you are allowed or this estimate; your council decides whether to help with a shortfall through a Discretionary Housing Payment and takes it into account.',
};

/** The housing in which someone under State Pension age can still make a new claim. */
const SPECIAL_HOUSING: readonly PropertyTick[] = [
  { key: 'isTemporaryAccommodation', id: 'hb-temporary', label: 'You live in temporary accommodation arranged by the council' },
  { key: 'isSupportedAccommodation', id: 'hb-supported', label: 'You live in supported housing (care, support or supervision is provided)' },
];

export interface PropertyTabProps {
  input: HousingBenefitInput;
  onChange: (update: (input: HousingBenefitInput) => HousingBenefitInput) => void;
  onPostcodeChange: (postcode: string) => void;
  onLookup: () => void;
  isLooking: boolean;
  outcome: LookupOutcome;
  /** The official LHA rate lookup (Valuation Office Agency). */
  lhaLookupUrl: string;
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

export default function PropertyTab({ input, onChange, onPostcodeChange, onLookup, isLooking, outcome, lhaLookupUrl }: PropertyTabProps) {
  const pr = input.propertyDetails;
  const isPrivate = pr.tenancyType === 'private';
  const offersTypedRate = isPrivate && (outcome.kind === 'not-found' || outcome.kind === 'invalid' || outcome.kind === 'failed' || (pr.lhaRateWeekly ?? 0) > 0);
  const error = outcomeError(outcome);
  const set = (patch: Partial<Property>) => onChange((i) => withProperty(i, patch));
  const answer = <K extends keyof Property>(key: K, value: Property[K]) => set({ [key]: value } as Pick<Property, K>);
  const tick = ({ key, ...choice }: PropertyTick) => ({ ...choice, checked: pr[key], onChange: (on: boolean) => answer(key, on) });
  const lookUp = () => {
    if (!isLooking) onLookup();
  };

  return (
    <div className="space-y-6">
      <PostcodeField
        id="hb-postcode"
        label="Postcode of the home you rent"
        hint="We use it to find your Local Housing Allowance (LHA) rates, which limit the rent a private landlord’s tenant can get help with. It stays on this device."
        error={error}
        value={pr.postcode}
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
        <LookupResult outcome={outcome} />
      </PostcodeField>

      {offersTypedRate && (
        <MoneyField
          id="hb-lha-rate"
          label="Your weekly Local Housing Allowance rate (if you know it)"
          hint={
            <>
              Find it on the Valuation Office Agency’s{' '}
              <a href={lhaLookupUrl} className="link" target="_blank" rel="noopener noreferrer">
                Local Housing Allowance rates lookup (opens in a new tab)
              </a>
              . Use the rate for the number of bedrooms you need, or the shared accommodation rate if you are single, under 35 and have no children. Leave it at 0 and your rent
              will not be capped, so the estimate may be too high.
            </>
          }
          suffix="a week"
          value={pr.lhaRateWeekly ?? 0}
          onChange={(rate) => onChange((i) => withTypedLhaRate(i, rate))}
        />
      )}

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

      <HomeFields
        idPrefix="hb"
        types={PROPERTY_TYPES}
        typeLabels={PROPERTY_TYPE_LABELS}
        propertyType={pr.propertyType}
        bedrooms={pr.bedrooms}
        bedroomsHint="Count every room that could be used as a bedroom."
        bedroomsMin={LIMITS.bedroomsMin}
        bedroomsMax={LIMITS.bedroomsMax}
        onChange={set}
      />

      {CHARGE_FIELDS.map(({ key, ...field }) => (
        <MoneyField key={key} {...field} suffix="a week" value={pr[key]} onChange={(amount) => answer(key, amount)} />
      ))}

      <CheckboxGroup legend="What your rent includes" choices={RENT_INCLUDES.map(tick)} />

      {pr.heatingIncluded && (
        <MoneyField
          id="hb-fuel-charge"
          label="How much of your rent is for heating, hot water, lighting or cooking? (optional)"
          hint="Per week, as your landlord or tenancy agreement says. If you do not know, leave it at 0: your council will take off a standard weekly amount instead, which this estimate does not include."
          suffix="a week"
          value={pr.fuelChargeWeekly ?? 0}
          onChange={(fuel) => onChange((i) => withFuelCharge(i, fuel))}
        />
      )}

      <CheckboxField {...tick(ADAPTATIONS)} />

      <CheckboxGroup
        legend="Your housing"
        hint="If you are under State Pension age, you can make a new claim for Housing Benefit only if you live in one of these."
        choices={SPECIAL_HOUSING.map(tick)}
      />
    </div>
  );
}

/** What the lookup found: the area and its weekly rates, or what went wrong. */
function LookupResult({ outcome }: { outcome: LookupOutcome }) {
  if (outcome.kind === 'not-found') {
    return (
      <p className="mt-2 text-slate-700">
        We do not hold published LHA rates for {outcome.postcode}. You can type your area’s weekly rate below; without it your rent will not be capped.
      </p>
    );
  }
  if (outcome.kind === 'failed') {
    return <p className="mt-2 text-slate-700">The lookup did not work. Check your connection and try again, or type your area’s weekly rate below.</p>;
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
            <th scope="col" className="border-b-2 border-slate-300 py-1 pr-2 font-semibold">
              Home size
            </th>
            <th scope="col" className="border-b-2 border-slate-300 py-1 text-right font-semibold">
              Per week
            </th>
          </tr>
        </thead>
        <tbody>
          {LHA_CATEGORIES.map((category) => (
            <tr key={category}>
              <th scope="row" className="border-b border-slate-200 py-1 pr-2 font-normal">
                {CATEGORY_LABELS[category]}
              </th>
              <td className="border-b border-slate-200 py-1 text-right tabular-nums">{formatMoneyWithPence(toPence(area.rates[category] ?? 0))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-sm text-slate-700">
        The rates set for April 2024, kept the same since{area.effectiveDate ? ` (used here from ${formatLongDate(area.effectiveDate)})` : ''}. Source:{' '}
        {area.sources?.[0] ?? 'the rates table'}.
      </p>
    </div>
  );
}
