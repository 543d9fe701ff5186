/**
 * The Housing tab of the Universal Credit calculator (docs/product.md §2, §3, §5): renting or
 * not; for a renter, who from, rent and service charges, then the Local Housing Allowance
 * area (private renters) or the number of bedrooms (social renters), and adults living with
 * them.
 */
import NumberField, { MoneyField, type MoneyFieldProps, type NumberFieldProps } from '~/islands/shared/fields/NumberField';
import { PLAUSIBLE_MAXIMUMS } from '~/islands/shared/fields/number';
import RadioGroup from '~/islands/shared/fields/RadioGroup';
import { lazy, Suspense } from 'react';
import { resolveRates } from '~/calc/rates';
import { HOUSING_TYPES, lhaMonthlyFromWeekly, lhaWeeklyFromMonthly } from './state';
import { fieldSetter, type TabProps } from './tab-fields';

/**
 * The Local Housing Allowance question (its lookup shared with Housing Benefit) loads with the
 * first answer (the calculator's preload) and is drawn once the person has started, so the page's first
 * load stays within the JavaScript budget (README "Performance").
 */
export const loadLhaAreaField = () => import('~/islands/shared/fields/LhaAreaField');
const LhaAreaField = lazy(loadLhaAreaField);

/** A renter's monthly payments, in the order asked; each field writes the answer named by `key`. */
const AMOUNTS: ReadonlyArray<Omit<MoneyFieldProps, 'value' | 'onChange'> & { key: 'monthlyRent' | 'serviceCharges' }> = [
  { key: 'monthlyRent', id: 'uc-rent', label: 'Monthly rent', plausibleMax: PLAUSIBLE_MAXIMUMS.rentMonthly },
  {
    key: 'serviceCharges',
    id: 'uc-service-charges',
    label: 'Monthly service charges',
    hint: 'For example cleaning or lighting of shared areas. Not water, heating or energy bills.',
  },
];

export default function HousingTab({ form, update, rates, showLha }: TabProps & { showLha: boolean }) {
  const set = fieldSetter(update);
  const housing = form.input.housingDetails;
  const a = resolveRates(rates);
  const isRenting = housing.housingType === 'rent';
  const isPrivate = housing.tenancyType !== 'social';
  /** The numbers of rooms and people, in the order asked, each writing the answer named by `key`; `asked` is false for a question that does not apply (default true). */
  const counts: ReadonlyArray<Omit<Extract<NumberFieldProps, { value: number }>, 'value' | 'onChange'> & { key: 'actualBedrooms' | 'nonDependants'; asked?: boolean }> = [
    {
      key: 'actualBedrooms',
      asked: !isPrivate,
      id: 'uc-bedrooms',
      label: 'How many bedrooms does your home have?',
      hint: 'Council and housing association tenants get less help with rent for a bedroom their household is not allowed.',
      suffix: 'bedrooms',
      fallback: 1,
    },
    {
      key: 'nonDependants',
      id: 'uc-non-dependants',
      label: `How many adults aged ${a['universal-credit.non-dependant-age']} or over live with you?`,
      hint: 'For example a grown-up son or daughter, or a parent. Do not count your partner or a lodger. Each usually means a little less help with rent.',
      suffix: 'adults',
      fallback: 0,
    },
  ];

  return (
    <div className="space-y-6">
      <RadioGroup
        id="uc-housing"
        legend="What is your housing situation?"
        hint="Universal Credit helps with rent. It does not pay mortgages."
        value={housing.housingType}
        options={HOUSING_TYPES}
        onChange={(v) => set('housingDetails', 'housingType', v)}
      />
      {isRenting && (
        <>
          <RadioGroup
            id="uc-tenancy"
            legend="Who do you rent from?"
            hint="Universal Credit works out help with rent differently for each."
            value={housing.tenancyType ?? 'private'}
            onChange={(v) => set('housingDetails', 'tenancyType', v)}
            options={[
              { value: 'private', label: 'A private landlord or letting agent' },
              { value: 'social', label: 'The council or a housing association' },
            ]}
          />
          {AMOUNTS.map(({ key, ...field }) => (
            <MoneyField key={key} {...field} value={housing[key]} onChange={(v) => set('housingDetails', key, v)} />
          ))}
          {isPrivate && showLha && (
            <Suspense fallback={<p className="text-slate-700">Loading the questions…</p>}>
              <LhaAreaField
                id="uc-lha"
                areaId={housing.localHousingAllowanceArea}
                rates={rates}
                onAreaChange={(areaId) =>
                  // A new area fills in the London question afresh (docs/rules.md UC 12).
                  update((f) => {
                    const { livesInGreaterLondon: _old, ...personalRest } = f.input.personalDetails;
                    return { ...f, input: { ...f.input, personalDetails: personalRest, housingDetails: { ...f.input.housingDetails, localHousingAllowanceArea: areaId } } };
                  })
                }
                weeklyRate={housing.lhaRateMonthly ? lhaWeeklyFromMonthly(housing.lhaRateMonthly, rates) : null}
                onWeeklyRateChange={(weekly) =>
                  update((f) => {
                    const { lhaRateMonthly: _old, ...rest } = f.input.housingDetails;
                    return { ...f, input: { ...f.input, housingDetails: weekly ? { ...rest, lhaRateMonthly: lhaMonthlyFromWeekly(weekly, rates) } : rest } };
                  })
                }
              />
            </Suspense>
          )}
          {counts.map(
            ({ key, asked = true, ...field }) =>
              asked && <NumberField key={key} {...field} min={0} max={10} widthClass="w-20" value={housing[key] ?? 0} onChange={(v) => set('housingDetails', key, v)} />,
          )}
        </>
      )}
    </div>
  );
}
