/**
 * The Property tab (docs/product.md §2-§3): postcode with Lookup and the rates found (or, when the
 * postcode is not found, a field for the area's weekly LHA rate with a link to the official
 * lookup), property type, bedrooms, weekly rent and charges, tenancy type, what the rent includes
 * (with the weekly part for fuel when fuel is included, docs/rules.md HB 6), disability adaptations, and the temporary and supported housing flags the engine reads.
 */
import { useStore } from '@nanostores/react';
import { hbMessages } from '~/i18n/en/housing-benefit';
import { hbExemptionMessages, hbPropertyMessages } from '~/i18n/en/housing-benefit-later';
import { sharedRateExemptionMessages } from '~/i18n/en/shared-rate-exemptions';
import { hbSharedRateExemptionOptions, isYoungIndividualAsked } from './shared-rate-exemptions';
import { Rich, linkPart } from '~/i18n/Rich';
import { MoneyField, type MoneyFieldProps } from '~/islands/shared/fields/NumberField';
import { PLAUSIBLE_MAXIMUMS } from '~/islands/shared/fields/number';
import RadioGroup from '~/islands/shared/fields/RadioGroup';
import HomeFields from '~/islands/shared/fields/HomeFields';
import CheckboxField from '~/islands/shared/fields/CheckboxField';
import CheckboxGroup from '~/islands/shared/fields/CheckboxGroup';
import LhaPostcodeField from '~/islands/shared/fields/LhaPostcodeField';
import type { LhaPlace } from '~/calc/lha';
import { VOA_LHA_LOOKUP } from '~/calc/helplines';
import { INPUT_LIMITS, type ResolvedRates } from '~/calc/rates';
import type { HousingBenefitInput } from '~/calc/housing-benefit';
import { PROPERTY_TYPES, toggleIn, withFuelCharge, withPersonal, withProperty, withTypedLhaRate, type HbQuestions } from './state';
import type { LhaLookup } from '~/islands/shared/fields/useLhaLookup';
import { overnightCareRooms } from './bedroom-questions';
import { BedroomsTypedQuestion, ExtraRoomQuestions } from '~/islands/shared/fields/BedroomQuestions';
import { hbBedroomsCounted } from './bedrooms-typed';

const LIMITS = INPUT_LIMITS.housingBenefit;

type Property = HousingBenefitInput['propertyDetails'];

type Words = keyof ReturnType<typeof hbPropertyMessages.get>;

/** The weekly charges, in the order asked; each field writes the answer named by `key`, with the message keys of its label and hint. */
export const CHARGE_FIELDS: ReadonlyArray<
  Omit<MoneyFieldProps, 'value' | 'onChange' | 'label' | 'hint'> & { key: 'actualRent' | 'serviceCharges' | 'waterCharges'; label: Words; hint: Words }
> = [
  { key: 'actualRent', id: 'hb-rent', label: 'rent', plausibleMax: PLAUSIBLE_MAXIMUMS.rentWeekly, plausiblePeriod: 'weekly', hint: 'rentHint' },
  { key: 'serviceCharges', id: 'hb-service-charges', label: 'service', hint: 'serviceHint' },
  { key: 'waterCharges', id: 'hb-water-charges', label: 'water', hint: 'waterHint' },
];

/** A tickbox answering one yes-or-no property question: the answer it writes (`key`), its id, and the message keys of its label and hint. */
export interface PropertyTick {
  key: { [K in keyof Property]-?: Property[K] extends boolean ? K : never }[keyof Property];
  id: string;
  label: Words;
  hint?: Words;
}

/**
 * What the rent may include besides the home: each part Housing Benefit for rent does not cover.
 * In Northern Ireland, which has domestic rates instead of council tax, the same answer is the rates.
 */
export const rentIncludes = (input: HousingBenefitInput): readonly PropertyTick[] => [
  input.personalDetails.location === 'northern-ireland'
    ? { key: 'councilTaxIncluded', id: 'hb-council-tax-included', label: 'rates', hint: 'ratesHint' }
    : { key: 'councilTaxIncluded', id: 'hb-council-tax-included', label: 'councilTax', hint: 'councilTaxHint' },
  { key: 'heatingIncluded', id: 'hb-heating-included', label: 'heating', hint: 'heatingHint' },
];

/** Adaptations for a disability (they change neither the bedrooms allowed nor the estimate). */
export const ADAPTATIONS: PropertyTick = { key: 'hasDisabilityAdaptations', id: 'hb-adaptations', label: 'adapted', hint: 'adaptedHint' };

/** The housing in which someone under State Pension age can still make a new claim. */
export const SPECIAL_HOUSING: readonly PropertyTick[] = [
  { key: 'isTemporaryAccommodation', id: 'hb-temporary', label: 'temporary' },
  { key: 'isSupportedAccommodation', id: 'hb-supported', label: 'supportedHousing' },
];

type PropertyWords = ReturnType<typeof hbPropertyMessages.get>;

/** Who the landlord is, in the form's words (the printout writes the answer with them). */
export const landlordOptions = (t: PropertyWords) =>
  [
    { value: 'private', label: t.private, hint: t.privateHint },
    { value: 'social', label: t.council, hint: t.socialHint },
    { value: 'housing-association', label: t.association, hint: t.socialHint },
  ] as const;

/** The types of home, in the form's words. */
export const propertyTypeLabels = (t: PropertyWords): Record<Property['propertyType'], string> => ({
  house: t.house,
  flat: t.flat,
  bedsit: t.bedsit,
  shared: t.shared,
  supported: t.supported,
});

export interface PropertyTabProps {
  input: HousingBenefitInput;
  onChange: (update: (input: HousingBenefitInput) => HousingBenefitInput) => void;
  onPostcodeChange: (postcode: string) => void;
  /** The postcode lookup (shared with the Universal Credit calculator) and what pressing it does. */
  lookup: LhaLookup;
  onLookup: () => void;
  /** Use an area chosen in "Type your town or council". */
  onChoose: (place: LhaPlace) => void;
  /** The questions these answers open (state.ts `hbQuestionsShown`, the rule the printout lists too). */
  shown: HbQuestions;
  /** The year's figures: the ages of the "young individual" cases. */
  amounts: ResolvedRates;
}

export default function PropertyTab({ input, onChange, onPostcodeChange, lookup, onLookup, onChoose, shown, amounts }: PropertyTabProps) {
  const t = useStore(hbPropertyMessages);
  const { aWeek } = useStore(hbMessages);
  const pr = input.propertyDetails;
  const set = (patch: Partial<Property>) => onChange((i) => withProperty(i, patch));
  const answer = <K extends keyof Property>(key: K, value: Property[K]) => set({ [key]: value } as Pick<Property, K>);
  const tick = ({ key, id, label, hint }: PropertyTick) => ({ id, label: t[label], hint: hint && t[hint], checked: pr[key], onChange: (on: boolean) => answer(key, on) });

  return (
    <div className="space-y-6">
      <LhaPostcodeField id="hb-postcode" postcode={pr.postcode} onPostcodeChange={onPostcodeChange} lookup={lookup} onLookup={onLookup} onChoose={onChoose} />

      {shown.typedLhaRate && (
        <MoneyField
          id="hb-lha-rate"
          label={t.lhaRate}
          hint={
            <Rich
              text={t.lhaRateHint}
              parts={{
                lookup: linkPart(VOA_LHA_LOOKUP, { newTab: true }),
              }}
            />
          }
          suffix={aWeek}
          value={pr.lhaRateWeekly ?? 0}
          onChange={(rate) => onChange((i) => withTypedLhaRate(i, rate))}
        />
      )}

      <RadioGroup<Property['tenancyType']>
        id="hb-tenancy"
        legend={t.landlord}
        value={pr.tenancyType}
        onChange={(tenancyType) => set({ tenancyType })}
        options={landlordOptions(t)}
      />

      <HomeFields
        idPrefix="hb"
        types={PROPERTY_TYPES}
        typeLabels={propertyTypeLabels(t)}
        propertyType={pr.propertyType}
        bedrooms={pr.bedrooms}
        bedroomsHint={t.bedroomsHint}
        bedroomsMin={LIMITS.bedroomsMin}
        bedroomsMax={LIMITS.bedroomsMax}
        onChange={set}
      />

      {CHARGE_FIELDS.map(({ key, label, hint, ...field }) => (
        <MoneyField key={key} {...field} label={t[label]} hint={t[hint]} suffix={aWeek} value={pr[key]} onChange={(amount) => answer(key, amount)} />
      ))}

      {shown.extraRooms && <BedroomExtras input={input} onChange={onChange} isCoupleAsked={shown.coupleCannotShare} />}
      <BedroomsTypedQuestion
        prefix="hb"
        value={pr.bedroomsTyped}
        counted={() => hbBedroomsCounted(input, amounts)}
        onChange={(typed) =>
          onChange((i) => {
            const { bedroomsTyped: _old, ...rest } = i.propertyDetails;
            return { ...i, propertyDetails: typed === undefined ? rest : { ...rest, bedroomsTyped: typed } };
          })
        }
      />
      {isYoungIndividualAsked(input, shown.isPensionAge, amounts) && <YoungIndividualCases input={input} onChange={onChange} amounts={amounts} />}
      <CheckboxGroup legend={t.includes} choices={rentIncludes(input).map(tick)} />

      {shown.fuelCharge && (
        <MoneyField
          id="hb-fuel-charge"
          label={t.fuel}
          noteName={t.fuelNote}
          hint={t.fuelHint}
          suffix={aWeek}
          value={pr.fuelChargeWeekly ?? 0}
          onChange={(fuel) => onChange((i) => withFuelCharge(i, fuel))}
        />
      )}

      <CheckboxField {...tick(ADAPTATIONS)} />

      <CheckboxGroup legend={t.housing} hint={t.housingHint} choices={SPECIAL_HOUSING.map(tick)} />
    </div>
  );
}

/** The extra rooms (docs/rules.md HB 5; HB Regs reg B13(5)-(7)), asked only when they can change the eligible rent. */
function BedroomExtras({ input, onChange, isCoupleAsked }: Pick<PropertyTabProps, 'input' | 'onChange'> & { isCoupleAsked: boolean }) {
  const t = useStore(hbPropertyMessages);
  const p = input.personalDetails;
  return (
    <ExtraRoomQuestions
      prefix="hb"
      answers={{ ...p, overnightCareRooms: overnightCareRooms(p) }}
      isCoupleAsked={isCoupleAsked}
      isFosterAsked
      careHint={t.careHint}
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

/**
 * The cases of HB Regs reg 2(1) "young individual" (docs/rules.md HB 5) as one tickbox list, asked of a
 * single private renter under 35 (shared-rate-exemptions.ts `isYoungIndividualAsked`), each at the ages it applies.
 */
function YoungIndividualCases({ input, onChange, amounts }: Pick<PropertyTabProps, 'input' | 'onChange' | 'amounts'>) {
  const t = useStore(hbExemptionMessages);
  // The cases' words come from their own store: subscribed so a new language draws them again.
  useStore(sharedRateExemptionMessages);
  const ticked = input.personalDetails.sharedRateExemptions ?? [];
  return (
    <CheckboxGroup
      legend={t.legend}
      hintId="hb-shared-exemptions-hint"
      hint={t.hint({ age: amounts['general.bedrooms.shared-accommodation-age'] })}
      listClassName="mt-3 space-y-3"
      choices={hbSharedRateExemptionOptions(input.personalDetails.age, amounts).map((o) => ({
        id: `hb-shared-exemption-${o.value}`,
        label: o.label,
        hint: o.law,
        checked: ticked.includes(o.value),
        onChange: (checked: boolean) =>
          onChange((i) => {
            const now = (i.personalDetails.sharedRateExemptions ?? []).filter((e) => e !== o.value);
            const next = checked ? [...now, o.value] : now;
            const { sharedRateExemptions: _old, ...personal } = i.personalDetails;
            return { ...i, personalDetails: next.length > 0 ? { ...personal, sharedRateExemptions: next } : personal };
          }),
      }))}
    />
  );
}
