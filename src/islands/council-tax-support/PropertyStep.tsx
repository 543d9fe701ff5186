/** Step 1, Property & Location (docs/product.md §2-§3): where you live, your bill and your home. */
import { useStore } from '@nanostores/react';
import { ctsPropertyMessages } from '~/i18n/en/council-tax-support';
import { Rich, linkPart } from '~/i18n/Rich';
import { MoneyField } from '~/islands/shared/fields/NumberField';
import RadioGroup from '~/islands/shared/fields/RadioGroup';
import SelectField from '~/islands/shared/fields/SelectField';
import CheckboxGroup from '~/islands/shared/fields/CheckboxGroup';
import HomeFields from '~/islands/shared/fields/HomeFields';
import PostcodeField from '~/islands/shared/fields/PostcodeField';
import { COUNCIL_SCHEME_URL } from '~/calc/council-tax-support-questions';
import type { CouncilTaxSupportInput } from '~/calc/council-tax-support';
import type { UkNation } from '~/calc/nations';
import type { ResolvedRates, TaxYear } from '~/calc/rates';
import { BANDS, COUNTRIES, PROPERTY_TYPES, isRatesNation, patchLocation, type CtsQuestions } from './state';
import NorthernIrelandRates from './NorthernIrelandRates';
import CouncilField from './CouncilField';

type Input = CouncilTaxSupportInput;

export interface StepProps {
  input: Input;
  onChange: (update: (input: Input) => Input) => void;
  /** Amounts of the rates table in use, for the figures in hints. */
  amounts: ResolvedRates;
  /** The tax year in use, for the answers prefilled from it. */
  year: TaxYear;
  /** The questions these answers open (state.ts `ctsQuestionsShown`, the rule the printout lists too). */
  shown: CtsQuestions;
}

type PropertyWords = ReturnType<typeof ctsPropertyMessages.get>;

/** The types of home in the form's words (the printout writes the answer with them). */
export const propertyTypeLabels = (t: PropertyWords): Record<Input['property']['propertyType'], string> => ({ house: t.house, flat: t.flat, bungalow: t.bungalow, other: t.other });

/** About your home: each tickbox's label and hint, and the answer it writes. */
export const homeTicks = (t: PropertyWords, amounts: ResolvedRates) =>
  [
    {
      key: 'hasSinglePersonDiscount',
      id: 'cts-single-person-discount',
      label: t.singlePersonLabel,
      hint: t.singlePersonHint({ percent: amounts['council-tax-support.single-person-discount'] }),
    },
    { key: 'hasDisabilityAdaptations', id: 'cts-adaptations', label: t.adaptationsLabel, hint: t.adaptationsHint },
    { key: 'isStudentProperty', id: 'cts-student-property', label: t.studentsLabel },
  ] as const;

export default function PropertyStep({ input, onChange, amounts }: StepProps) {
  const t = useStore(ctsPropertyMessages);
  const loc = input.location;
  const setLocation = (patch: Partial<Input['location']>) => onChange((i) => ({ ...i, location: patchLocation(i.location, patch) }));
  const setProperty = (patch: Partial<Input['property']>) => onChange((i) => ({ ...i, property: { ...i.property, ...patch } }));
  return (
    <div className="space-y-6">
      <RadioGroup<UkNation>
        id="cts-country"
        legend={t.countryLegend}
        hint={t.countryHint}
        inline
        value={loc.country}
        options={COUNTRIES.map((country) => ({ value: country, label: t[country] }))}
        onChange={(country) => setLocation({ country })}
      />
      {/* Northern Ireland has no council tax: the help with rates instead of the questions (docs/rules.md "Northern Ireland" 3). */}
      {isRatesNation(input) ? <NorthernIrelandRates amounts={amounts} /> : <CouncilTaxQuestions {...{ input, setLocation, setProperty, amounts }} />}
    </div>
  );
}

/** The rest of step 1, where there is council tax: your council, the bill and your home. */
function CouncilTaxQuestions({
  input,
  setLocation,
  setProperty,
  amounts,
}: {
  input: Input;
  setLocation: (patch: Partial<Input['location']>) => void;
  setProperty: (patch: Partial<Input['property']>) => void;
  amounts: ResolvedRates;
}) {
  const t = useStore(ctsPropertyMessages);
  const propertyLabels = propertyTypeLabels(t);
  const loc = input.location;
  const pr = input.property;
  return (
    <>
      {loc.country !== 'northern-ireland' && (
        <CouncilField
          id="cts-council"
          nation={loc.country}
          name={loc.localAuthority}
          onChoose={(council) => setLocation(council ? { councilCode: council.code, localAuthority: council.name } : { councilCode: undefined, localAuthority: '' })}
        />
      )}
      <PostcodeField
        id="cts-postcode"
        label={t.postcodeLabel}
        hint={
          // The estimate has no use for it: council tax and each council's scheme are not looked up by postcode here.
          <Rich
            text={t.postcodeHint}
            parts={{
              link: linkPart(COUNCIL_SCHEME_URL, { newTab: true }),
            }}
          />
        }
        value={loc.postcode}
        onChange={(postcode) => setLocation({ postcode })}
      />
      <SelectField
        id="cts-band"
        label={t.bandLabel}
        hint={t.bandHint}
        value={loc.councilTaxBand}
        options={BANDS.map((b) => ({ value: b, label: t.band({ band: b }) }))}
        onChange={(councilTaxBand) => setLocation({ councilTaxBand })}
      />
      <MoneyField
        id="cts-annual-tax"
        label={t.billLabel}
        hint={t.billHint}
        step={0.01}
        value={loc.annualCouncilTax}
        onChange={(annualCouncilTax) => setLocation({ annualCouncilTax })}
      />
      <HomeFields idPrefix="cts" types={PROPERTY_TYPES} typeLabels={propertyLabels} propertyType={pr.propertyType} bedrooms={pr.bedrooms} bedroomsMin={0} onChange={setProperty} />
      <CheckboxGroup
        legend={t.homeLegend}
        choices={homeTicks(t, amounts).map(({ key, ...tick }) => ({ ...tick, checked: pr[key], onChange: (on: boolean) => setProperty({ [key]: on }) }))}
      />
    </>
  );
}
