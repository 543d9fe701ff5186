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
import CheckboxGroup from '~/islands/shared/fields/CheckboxGroup';
import { resolveRates, type ResolvedRates } from '~/calc/rates';
import { sharedRateFor, type UniversalCreditInput } from '~/calc/universal-credit';
import {
  HOUSING_TYPES,
  SHARED_RATE_EXEMPTION_OPTIONS,
  isSharedRateExemptionAsked,
  lhaMonthlyFromWeekly,
  lhaWeeklyFromMonthly,
  sharedRateExemptionsTicked,
  withSharedRateExemptions,
} from './state';
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
  {
    key: 'monthlyRent',
    id: 'uc-rent',
    label: 'Monthly rent',
    // UC Regs Sch 4 para 7(2): the monthly equivalent of rent paid for another period.
    hint: 'If you pay weekly, multiply by 52 and divide by 12. Every two weeks: multiply by 26 and divide by 12. Every four weeks: multiply by 13 and divide by 12.',
    plausibleMax: PLAUSIBLE_MAXIMUMS.rentMonthly,
  },
  {
    key: 'serviceCharges',
    id: 'uc-service-charges',
    label: 'Monthly service charges',
    hint: 'For example cleaning or lighting of shared areas. Not water, heating or energy bills. Paid for another period, turn it into a month as for rent.',
  },
];

/**
 * Which weekly LHA rate to type (docs/rules.md UC 4; UC Regs Sch 4 paras 27-29): the shared
 * accommodation rate only for a single renter under 35 with no one else in the bedroom count and
 * no exemption.
 */
function rateToType(input: UniversalCreditInput, a: ResolvedRates, rates: TabProps['rates']): string {
  const shared = sharedRateFor(input, rates);
  const underAge = a['general.bedrooms.shared-accommodation-age'];
  if (shared.applies) return `Type the shared accommodation rate: you are single, under ${underAge}, with no one else in your bedroom count and no exemption.`;
  if (shared.isSpecifiedRenter) return 'Type the 1-bedroom rate, not the shared accommodation rate: you are exempt from it.';
  if (input.personalDetails.age < underAge)
    return `Type the rate for the number of bedrooms you are allowed, not the shared accommodation rate: that is only for a single person under ${underAge} with no one else in their bedroom count.`;
  return 'For the number of bedrooms you are allowed.';
}

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
                postcode={housing.postcode ?? ''}
                onPostcodeChange={(typed) =>
                  update((f) => {
                    const { postcode: _old, ...rest } = f.input.housingDetails;
                    return { ...f, input: { ...f.input, housingDetails: typed ? { ...rest, postcode: typed } : rest } };
                  })
                }
                rates={rates}
                onAreaChange={(areaId) =>
                  // A new area fills in the London question afresh (docs/rules.md UC 12).
                  update((f) => {
                    const { livesInGreaterLondon: _old, ...personalRest } = f.input.personalDetails;
                    return { ...f, input: { ...f.input, personalDetails: personalRest, housingDetails: { ...f.input.housingDetails, localHousingAllowanceArea: areaId } } };
                  })
                }
                rateToType={rateToType(form.input, a, rates)}
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
          {isSharedRateExemptionAsked(form.input, rates) && <SharedRateExemptions form={form} update={update} a={a} />}
        </>
      )}
    </div>
  );
}

/**
 * The exemptions from the shared accommodation rate (UC Regs Sch 4 para 29) as one tickbox list,
 * asked of a single private renter under 35 with no one else in the bedroom count.
 */
function SharedRateExemptions({ form, update, a }: Pick<TabProps, 'form' | 'update'> & { a: ResolvedRates }) {
  const ticked = sharedRateExemptionsTicked(form.input);
  const isUnder25 = form.input.personalDetails.age < a['universal-credit.standard-allowance.higher-rate-age'];
  return (
    <CheckboxGroup
      legend="Does any of these apply to you?"
      hintId="uc-shared-exemptions-hint"
      hint={`Single people under ${a['general.bedrooms.shared-accommodation-age']} who rent privately and live with no one else in their bedroom count get the shared accommodation rate, the rent of a room in a shared house, unless one of these applies. Then it is the 1-bedroom rate. Tick all that apply.`}
      listClassName="mt-3 space-y-3"
      choices={SHARED_RATE_EXEMPTION_OPTIONS.filter((o) => !o.under25 || isUnder25).map((o) => ({
        id: `uc-shared-exemption-${o.value}`,
        label: o.label,
        checked: ticked.includes(o.value),
        onChange: (checked: boolean) =>
          update((f) => {
            const now = sharedRateExemptionsTicked(f.input).filter((t) => t !== o.value);
            return withSharedRateExemptions(f, checked ? [...now, o.value] : now);
          }),
      }))}
    />
  );
}
