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
import CheckboxField from '~/islands/shared/fields/CheckboxField';
import PersonList from '~/islands/shared/fields/PersonList';
import { AgeField } from '~/islands/shared/fields/fields';
import { INPUT_LIMITS } from '~/calc/rates';
import { resolveRates, type ResolvedRates } from '~/calc/rates';
import { sharedRateFor } from '~/calc/universal-credit-questions';
import type { UniversalCreditInput } from '~/calc/universal-credit';
import {
  HOUSING_TYPES,
  addOtherAdult,
  removeOtherAdult,
  withOtherAdult,
  isSharedRateExemptionAsked,
  lhaMonthlyFromWeekly,
  lhaWeeklyFromMonthly,
  sharedRateExemptionsTicked,
  withSharedRateExemptions,
} from './state';
import { SHARED_RATE_EXEMPTION_OPTIONS } from './shared-rate-exemptions';
import { fieldSetter, type TabProps } from './tab-fields';
import { bedroomQuestionsAsked } from './bedroom-questions';
import { ExtraRoomQuestions } from '~/islands/shared/fields/BedroomQuestions';

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
  const counts: ReadonlyArray<Omit<Extract<NumberFieldProps, { value: number }>, 'value' | 'onChange'> & { key: 'actualBedrooms'; asked?: boolean }> = [
    {
      key: 'actualBedrooms',
      asked: !isPrivate,
      id: 'uc-bedrooms',
      label: 'How many bedrooms does your home have?',
      hint: 'Council and housing association tenants get less help with rent for a bedroom their household is not allowed.',
      suffix: 'bedrooms',
      fallback: 1,
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
          <OtherAdults form={form} update={update} a={a} />
          {isSharedRateExemptionAsked(form.input, rates) && <SharedRateExemptions form={form} update={update} a={a} />}
          <BedroomExtras form={form} update={update} rates={rates} />
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
        hint: `Universal Credit Regulations 2013, Schedule 4, ${o.law}`,
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

/**
 * Everyone else aged 16 or over who lives with the household, each with their age (docs/rules.md
 * UC 4): a bedroom each from 16; a housing cost contribution from 21 unless one of the exemptions
 * of UC Regs Sch 4 para 16(2) applies, asked only from that age.
 */
function OtherAdults({ form, update, a }: Pick<TabProps, 'form' | 'update'> & { a: ResolvedRates }) {
  const adults = form.input.housingDetails.otherAdults ?? [];
  const minAge = a['universal-credit.non-dependant-age'];
  // Adults from 16 (UC Regs Sch 4 para 12(1)(c)): the calculator's youngest adult age.
  const { ageMin: fromAge, ageMax } = INPUT_LIMITS.universalCredit;
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold">Other adults who live with you</legend>
      <p id="uc-other-adults-hint" className="text-slate-700">
        Anyone aged {fromAge} or over, for example a grown-up son or daughter, or a parent. Not your partner, a lodger, or a child you get Child Benefit for (add them on the
        Personal tab). Each has a bedroom; from {minAge} each usually means a little less help with rent.
      </p>
      <PersonList
        people={adults}
        idPrefix="uc-adult"
        noun="Adult"
        addLabel="Add an adult who lives with you"
        onAdd={() => update((f) => addOtherAdult(f, minAge))}
        onRemove={(index) => update((f) => removeOtherAdult(f, index))}
        renderPerson={(adult, { index, n, id }) => (
          <>
            <AgeField
              id={`${id}-age`}
              label={
                <>
                  Age<span className="sr-only"> (adult {n})</span>
                </>
              }
              noteName={`the age of adult ${n}`}
              min={fromAge}
              max={ageMax}
              widthClass="w-20"
              value={adult.age}
              onChange={(age) => update((f) => withOtherAdult(f, index, { age }))}
            />
            {adult.age >= minAge && (
              <CheckboxField
                id={`${id}-exempt`}
                label={
                  <>
                    They get Pension Credit, Attendance Allowance, Carer’s Allowance, the daily living part of PIP or Adult Disability Payment, or DLA care at the middle or highest
                    rate; or look after a child under 5; or are in prison or away on operations with the armed forces<span className="sr-only"> (adult {n})</span>
                  </>
                }
                hint="Then they make no housing cost contribution (UC Regs Sch 4 para 16)."
                checked={adult.noContribution === true}
                onChange={(v) => update((f) => withOtherAdult(f, index, { noContribution: v }))}
              />
            )}
          </>
        )}
      />
    </fieldset>
  );
}

/** The extra rooms (docs/rules.md UC 4; UC Regs Sch 4 para 12), asked only when they can change the housing element. */
function BedroomExtras({ form, update, rates }: TabProps) {
  const asked = bedroomQuestionsAsked(form.input, rates);
  if (!asked.isExtraRoomsAsked) return null;
  return (
    <ExtraRoomQuestions
      prefix="uc"
      answers={form.input.housingDetails}
      isCoupleAsked={asked.isCoupleAsked}
      isFosterAsked={asked.isFosterAsked}
      careHint="One more bedroom for each person cared for."
      onChange={(change) => update((f) => ({ ...f, input: { ...f.input, housingDetails: { ...f.input.housingDetails, ...change } } }))}
    />
  );
}
