/** Step 1, Property & Location (docs/product.md §2-§3): where you live, your bill and your home. */
import { MoneyField } from '~/islands/shared/fields/NumberField';
import RadioGroup from '~/islands/shared/fields/RadioGroup';
import SelectField from '~/islands/shared/fields/SelectField';
import CheckboxGroup from '~/islands/shared/fields/CheckboxGroup';
import HomeFields from '~/islands/shared/fields/HomeFields';
import PostcodeField from '~/islands/shared/fields/PostcodeField';
import { COUNCIL_SCHEME_URL } from '~/calc/council-tax-support-questions';
import type { CouncilTaxCountry, CouncilTaxSupportInput } from '~/calc/council-tax-support';
import type { ResolvedRates, TaxYear } from '~/calc/rates';
import TextField from '~/islands/shared/fields/TextField';
import { BANDS, PROPERTY_TYPES } from './state';

type Input = CouncilTaxSupportInput;

const COUNTRY_OPTIONS: ReadonlyArray<{ value: CouncilTaxCountry; label: string }> = [
  { value: 'england', label: 'England' },
  { value: 'scotland', label: 'Scotland' },
  { value: 'wales', label: 'Wales' },
];

const PROPERTY_LABELS: Record<Input['property']['propertyType'], string> = { house: 'House', flat: 'Flat', bungalow: 'Bungalow', other: 'Other' };

export interface StepProps {
  input: Input;
  onChange: (update: (input: Input) => Input) => void;
  /** Amounts of the rates table in use, for the figures in hints. */
  amounts: ResolvedRates;
  /** The tax year in use, for the answers prefilled from it. */
  year: TaxYear;
}

export default function PropertyStep({ input, onChange, amounts }: StepProps) {
  const loc = input.location;
  const pr = input.property;
  const setLocation = (patch: Partial<Input['location']>) => onChange((i) => ({ ...i, location: { ...i.location, ...patch } }));
  const setProperty = (patch: Partial<Input['property']>) => onChange((i) => ({ ...i, property: { ...i.property, ...patch } }));
  return (
    <div className="space-y-6">
      <RadioGroup<CouncilTaxCountry>
        id="cts-country"
        legend="Where do you live?"
        hint="Northern Ireland has rates instead of council tax, so it is not covered."
        inline
        value={loc.country}
        options={COUNTRY_OPTIONS}
        onChange={(country) => setLocation({ country })}
      />
      <TextField
        id="cts-council"
        label="Your council (optional)"
        hint="For example Leeds City Council. We only use it in your next steps."
        autoComplete="off"
        value={loc.localAuthority}
        onChange={(localAuthority) => setLocation({ localAuthority })}
      />
      <PostcodeField
        id="cts-postcode"
        label="Postcode (optional)"
        hint={
          // The estimate has no use for it: council tax and each council's scheme are not looked up by postcode here.
          <>
            This estimate does not use it: we do not find your council or its scheme from your postcode. GOV.UK’s{' '}
            <a href={COUNCIL_SCHEME_URL} className="link" target="_blank" rel="noopener noreferrer">
              Apply for Council Tax Reduction page (opens in a new tab)
            </a>{' '}
            finds your council from it. It stays on this device.
          </>
        }
        value={loc.postcode}
        onChange={(postcode) => setLocation({ postcode })}
      />
      <SelectField
        id="cts-band"
        label="Council tax band"
        hint="It is on your council tax bill."
        value={loc.councilTaxBand}
        options={BANDS.map((b) => ({ value: b, label: `Band ${b}` }))}
        onChange={(councilTaxBand) => setLocation({ councilTaxBand })}
      />
      <MoneyField
        id="cts-annual-tax"
        label="Your council tax for the year"
        hint="The full yearly amount on your bill, before any discount or support, pounds and pence."
        step={0.01}
        value={loc.annualCouncilTax}
        onChange={(annualCouncilTax) => setLocation({ annualCouncilTax })}
      />
      <HomeFields idPrefix="cts" types={PROPERTY_TYPES} typeLabels={PROPERTY_LABELS} propertyType={pr.propertyType} bedrooms={pr.bedrooms} bedroomsMin={0} onChange={setProperty} />
      <CheckboxGroup
        legend="About your home"
        choices={[
          {
            id: 'cts-single-person-discount',
            label: 'You get the single person discount',
            hint: `A ${amounts['council-tax-support.single-person-discount']}% discount when you are the only adult living in your home.`,
            checked: pr.hasSinglePersonDiscount,
            onChange: (hasSinglePersonDiscount) => setProperty({ hasSinglePersonDiscount }),
          },
          {
            id: 'cts-adaptations',
            label: 'Your home has been adapted for a disabled person',
            hint: 'For example an extra bathroom or room for a wheelchair.',
            checked: pr.hasDisabilityAdaptations,
            onChange: (hasDisabilityAdaptations) => setProperty({ hasDisabilityAdaptations }),
          },
          {
            id: 'cts-student-property',
            label: 'Everyone who lives in your home is a full-time student',
            checked: pr.isStudentProperty,
            onChange: (isStudentProperty) => setProperty({ isStudentProperty }),
          },
        ]}
      />
    </div>
  );
}
