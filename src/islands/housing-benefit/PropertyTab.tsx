/**
 * The Property tab (docs/product.md §2-§3): postcode with Lookup and the rates found (or, when the
 * postcode is not found, a field for the area's weekly LHA rate with a link to the official
 * lookup), property type, bedrooms, weekly rent and charges, tenancy type, what the rent includes
 * (with the weekly part for fuel when fuel is included, docs/rules.md HB 6), disability adaptations, and the temporary and supported housing flags the engine reads.
 */
import { MoneyField, type MoneyFieldProps } from '~/islands/shared/fields/NumberField';
import { PLAUSIBLE_MAXIMUMS } from '~/islands/shared/fields/number';
import RadioGroup from '~/islands/shared/fields/RadioGroup';
import HomeFields from '~/islands/shared/fields/HomeFields';
import CheckboxField from '~/islands/shared/fields/CheckboxField';
import CheckboxGroup, { type CheckboxChoice } from '~/islands/shared/fields/CheckboxGroup';
import LhaPostcodeField from '~/islands/shared/fields/LhaPostcodeField';
import type { LhaPlace } from '~/calc/lha';
import { VOA_LHA_LOOKUP } from '~/calc/helplines';
import { INPUT_LIMITS, type ResolvedRates } from '~/calc/rates';
import type { HousingBenefitInput } from '~/calc/housing-benefit';
import { PROPERTY_TYPES, toggleIn, withFuelCharge, withPersonal, withProperty, withTypedLhaRate } from './state';
import type { LhaLookup } from '~/islands/shared/fields/useLhaLookup';
import { hbBedroomQuestionsAsked, overnightCareRooms } from './bedroom-questions';
import { ExtraRoomQuestions } from '~/islands/shared/fields/BedroomQuestions';

const LIMITS = INPUT_LIMITS.housingBenefit;

type Property = HousingBenefitInput['propertyDetails'];

const PROPERTY_TYPE_LABELS: Record<Property['propertyType'], string> = {
  house: 'House',
  flat: 'Flat',
  bedsit: 'Bedsit',
  shared: 'Shared house or flat',
  supported: 'Supported housing',
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
  /** The postcode lookup (shared with the Universal Credit calculator) and what pressing it does. */
  lookup: LhaLookup;
  onLookup: () => void;
  /** Use an area chosen in "Type your town or council". */
  onChoose: (place: LhaPlace) => void;
  /** The year's amounts, for the bedroom questions (bedroom-questions.ts). */
  amounts: ResolvedRates;
}

export default function PropertyTab({ input, onChange, onPostcodeChange, lookup, onLookup, onChoose, amounts }: PropertyTabProps) {
  const pr = input.propertyDetails;
  const isPrivate = pr.tenancyType === 'private';
  const { outcome } = lookup;
  const offersTypedRate = isPrivate && (outcome.kind === 'not-found' || outcome.kind === 'invalid' || outcome.kind === 'failed' || (pr.lhaRateWeekly ?? 0) > 0);
  const set = (patch: Partial<Property>) => onChange((i) => withProperty(i, patch));
  const answer = <K extends keyof Property>(key: K, value: Property[K]) => set({ [key]: value } as Pick<Property, K>);
  const tick = ({ key, ...choice }: PropertyTick) => ({ ...choice, checked: pr[key], onChange: (on: boolean) => answer(key, on) });

  return (
    <div className="space-y-6">
      <LhaPostcodeField id="hb-postcode" postcode={pr.postcode} onPostcodeChange={onPostcodeChange} lookup={lookup} onLookup={onLookup} onChoose={onChoose} />

      {offersTypedRate && (
        <MoneyField
          id="hb-lha-rate"
          label="Your weekly Local Housing Allowance rate (if you know it)"
          hint={
            <>
              Find it on the Valuation Office Agency’s{' '}
              <a href={VOA_LHA_LOOKUP} className="link" target="_blank" rel="noopener noreferrer">
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

      <BedroomExtras input={input} onChange={onChange} amounts={amounts} />
      <CheckboxGroup legend="What your rent includes" choices={RENT_INCLUDES.map(tick)} />

      {pr.heatingIncluded && (
        <MoneyField
          id="hb-fuel-charge"
          label="How much of your rent is for heating, hot water, lighting or cooking? (optional)"
          noteName="the part of your rent for heating, hot water, lighting or cooking"
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

/** The extra rooms (docs/rules.md HB 5; HB Regs reg B13(5)-(7)), asked only when they can change the eligible rent. */
function BedroomExtras({ input, onChange, amounts }: Pick<PropertyTabProps, 'input' | 'onChange' | 'amounts'>) {
  const asked = hbBedroomQuestionsAsked(input, amounts);
  if (!asked.isExtraRoomsAsked) return null;
  const p = input.personalDetails;
  return (
    <ExtraRoomQuestions
      prefix="hb"
      answers={{ ...p, overnightCareRooms: overnightCareRooms(p) }}
      isCoupleAsked={asked.isCoupleAsked}
      isFosterAsked
      careHint="One more bedroom for each person cared for; a couple who both need care count once."
      onChange={(change) =>
        onChange((i) =>
          withPersonal(i, {
            ...change,
            // The number replaces the old "carer to stay overnight" tick.
            ...(change.overnightCareRooms !== undefined ? { disabilities: toggleIn(i.personalDetails.disabilities, 'carer-bedroom-needed', false) } : {}),
          }),
        )
      }
    />
  );
}
