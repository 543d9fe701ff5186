/**
 * The Housing tab of the Universal Credit calculator (docs/product.md §2, §3, §5): renting or
 * not; for a renter, who from, rent and service charges, then the Local Housing Allowance
 * area (private renters) or the number of bedrooms (social renters), and adults living with
 * them, with whether the renter or partner is blind or gets a care benefit (no housing cost
 * contributions).
 */
import { useStore } from '@nanostores/react';
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
import type { UniversalCreditHousingType, UniversalCreditInput } from '~/calc/universal-credit';
import { ucCalculatorMessages, ucPersonalMessages } from '~/i18n/en/universal-credit';
import { ucExemptionMessages, ucHousingMessages } from '~/i18n/en/universal-credit-tabs';
import { sharedRateExemptionMessages } from '~/i18n/en/shared-rate-exemptions';
import { Rich } from '~/i18n/Rich';
import {
  HOUSING_TYPES,
  addOtherAdult,
  removeOtherAdult,
  withOtherAdult,
  lhaMonthlyFromWeekly,
  lhaWeeklyFromMonthly,
  sharedRateExemptionsTicked,
  withSharedRateExemptions,
} from './state';
import { sharedRateExemptionOptions } from './shared-rate-exemptions';
import { fieldSetter, type TabProps } from './tab-fields';
import { BedroomsTypedQuestion, ExtraRoomQuestions } from '~/islands/shared/fields/BedroomQuestions';
import { isBedroomsTypedAsked, ucBedroomsCounted } from './bedrooms-typed';

/**
 * The Local Housing Allowance question (its lookup shared with Housing Benefit) loads with the
 * first answer (the calculator's preload) and is drawn once the person has started, so the page's first
 * load stays within the JavaScript budget (README "Performance").
 */
export const loadLhaAreaField = () => import('~/islands/shared/fields/LhaAreaField');
const LhaAreaField = lazy(loadLhaAreaField);

type HousingWords = ReturnType<typeof ucHousingMessages.get>;

/** The housing situations in the form's words (the printout writes the answer with them). */
export const housingTypeNames = (t: HousingWords): Record<UniversalCreditHousingType, string> => ({
  rent: t.rents,
  mortgage: t.mortgage,
  'living-with-family': t.family,
  'own-outright': t.ownsOutright,
});

/** Who a renter rents from, in the form's words. */
export const landlordOptions = (t: HousingWords) =>
  [
    { value: 'private', label: t.private },
    { value: 'social', label: t.social },
  ] as const;

/** A renter's monthly payments, in the order asked; each field writes the answer named by `key`. */
function amounts(t: HousingWords): ReadonlyArray<Omit<MoneyFieldProps, 'value' | 'onChange'> & { key: 'monthlyRent' | 'serviceCharges' }> {
  return [
    {
      key: 'monthlyRent',
      id: 'uc-rent',
      label: t.rent,
      // UC Regs Sch 4 para 7(2): the monthly equivalent of rent paid for another period.
      hint: t.rentHint,
      plausibleMax: PLAUSIBLE_MAXIMUMS.rentMonthly,
    },
    { key: 'serviceCharges', id: 'uc-service-charges', label: t.serviceCharges, hint: t.serviceChargesHint },
  ];
}

/**
 * Which weekly LHA rate to type (docs/rules.md UC 4; UC Regs Sch 4 paras 27-29): the shared
 * accommodation rate only for a single renter under 35 with no one else in the bedroom count and
 * no exemption. Undefined where the field's own words say it: the rate for the bedrooms allowed.
 */
function rateToType(t: HousingWords, input: UniversalCreditInput, a: ResolvedRates, rates: TabProps['rates']): string | undefined {
  const shared = sharedRateFor(input, rates);
  const underAge = a['general.bedrooms.shared-accommodation-age'];
  if (shared.applies) return t.sharedRate({ age: underAge });
  if (shared.isSpecifiedRenter) return t.exemptRate;
  if (input.personalDetails.age < underAge) return t.bedroomRate({ age: underAge });
  return undefined;
}

export default function HousingTab({ form, update, rates, shown, showLha }: TabProps & { showLha: boolean }) {
  const t = useStore(ucHousingMessages);
  const { loading } = useStore(ucCalculatorMessages);
  const set = fieldSetter(update);
  const housing = form.input.housingDetails;
  const a = resolveRates(rates);
  /** The numbers of rooms and people, in the order asked, each writing the answer named by `key`; `asked` is false for a question that does not apply (default true). */
  const counts: ReadonlyArray<Omit<Extract<NumberFieldProps, { value: number }>, 'value' | 'onChange'> & { key: 'actualBedrooms'; asked?: boolean }> = [
    {
      key: 'actualBedrooms',
      asked: shown.bedrooms,
      id: 'uc-bedrooms',
      label: t.bedrooms,
      hint: t.bedroomsHint,
      suffix: t.bedroomsSuffix,
      fallback: 1,
    },
  ];
  const housingTypes = housingTypeNames(t);

  return (
    <div className="space-y-6">
      <RadioGroup
        id="uc-housing"
        legend={t.situation}
        hint={t.situationHint}
        value={housing.housingType}
        options={HOUSING_TYPES.map((value) => ({ value, label: housingTypes[value] }))}
        onChange={(v) => set('housingDetails', 'housingType', v)}
      />
      {shown.renting && (
        <>
          <RadioGroup
            id="uc-tenancy"
            legend={t.landlord}
            hint={t.landlordHint}
            value={housing.tenancyType ?? 'private'}
            onChange={(v) => set('housingDetails', 'tenancyType', v)}
            options={landlordOptions(t)}
          />
          {amounts(t).map(({ key, ...field }) => (
            <MoneyField key={key} {...field} value={housing[key]} onChange={(v) => set('housingDetails', key, v)} />
          ))}
          {shown.lha && showLha && (
            <Suspense fallback={<p className="text-slate-700">{loading}</p>}>
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
                rateToType={rateToType(t, form.input, a, rates)}
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
          <OtherAdults form={form} update={update} a={a} shown={shown} />
          {shown.exemptRenter && <RenterExemptions form={form} update={update} />}
          {shown.sharedRateExemptions && <SharedRateExemptions form={form} update={update} a={a} />}
          {shown.extraRooms && (
            <ExtraRoomQuestions
              prefix="uc"
              answers={housing}
              isCoupleAsked={shown.coupleCannotShare}
              isFosterAsked={shown.fosterCarer}
              careHint={t.careHint}
              onChange={(change) => update((f) => ({ ...f, input: { ...f.input, housingDetails: { ...f.input.housingDetails, ...change } } }))}
            />
          )}
          {isBedroomsTypedAsked(form.input) && (
            <BedroomsTypedQuestion
              prefix="uc"
              value={housing.bedroomsTyped}
              counted={() => ucBedroomsCounted(form.input, rates)}
              onChange={(typed) =>
                update((f) => {
                  const { bedroomsTyped: _old, ...rest } = f.input.housingDetails;
                  return { ...f, input: { ...f.input, housingDetails: typed === undefined ? rest : { ...rest, bedroomsTyped: typed } } };
                })
              }
            />
          )}
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
  const t = useStore(ucHousingMessages);
  // The exemptions' words come from their own stores: subscribed so a new language draws them again.
  useStore(ucExemptionMessages);
  useStore(sharedRateExemptionMessages);
  const ticked = sharedRateExemptionsTicked(form.input);
  const isUnder25 = form.input.personalDetails.age < a['universal-credit.standard-allowance.higher-rate-age'];
  return (
    <CheckboxGroup
      legend={t.exemptions}
      hintId="uc-shared-exemptions-hint"
      hint={t.exemptionsHint({ age: a['general.bedrooms.shared-accommodation-age'] })}
      listClassName="mt-3 space-y-3"
      choices={sharedRateExemptionOptions()
        .filter((o) => !o.under25 || isUnder25)
        .map((o) => ({
          id: `uc-shared-exemption-${o.value}`,
          label: o.label,
          hint: t.exemptionLaw({ para: o.law }),
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

/** The answers of UC Regs Sch 4 para 15, each where the engine reads it (the first is also the shared rate's para 29(5) answer). */
type RenterExemption = 'claimantGetsDisabilityBenefit' | 'partnerGetsDisabilityBenefit' | 'certifiedBlind';

/**
 * No housing cost contributions when the renter or the renter's partner is blind or gets a care
 * benefit (UC Regs Sch 4 para 15; docs/rules.md UC 4), as one tickbox list, asked only when an adult
 * at home would otherwise contribute. The claimant's benefit is the one answer the shared
 * accommodation rate's exemptions also ask (para 29(5)), in the same words.
 */
function RenterExemptions({ form, update }: Pick<TabProps, 'form' | 'update'>) {
  const t = useStore(ucHousingMessages);
  const { disability } = useStore(ucExemptionMessages);
  const isCouple = form.input.personalDetails.relationshipStatus === 'couple';
  const health = form.input.healthAndCare;
  const choices: ReadonlyArray<{ key: RenterExemption; label: string }> = [
    { key: 'claimantGetsDisabilityBenefit', label: disability },
    ...(isCouple ? [{ key: 'partnerGetsDisabilityBenefit' as const, label: t.partnerDisability }] : []),
    { key: 'certifiedBlind', label: isCouple ? t.blindCouple : t.blind },
  ];
  return (
    <CheckboxGroup
      legend={isCouple ? t.renterExemptionsCouple : t.renterExemptions}
      hintId="uc-renter-exemptions-hint"
      hint={t.renterExemptionsHint}
      listClassName="mt-3 space-y-3"
      choices={choices.map(({ key, label }) => ({
        id: `uc-renter-exemption-${key}`,
        label,
        checked: health[key] === true,
        onChange: (checked: boolean) =>
          update((f) => {
            const { [key]: _old, ...rest } = f.input.healthAndCare;
            return { ...f, input: { ...f.input, healthAndCare: checked ? { ...rest, [key]: true } : rest } };
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
function OtherAdults({ form, update, a, shown }: Pick<TabProps, 'form' | 'update' | 'shown'> & { a: ResolvedRates }) {
  const adults = form.input.housingDetails.otherAdults ?? [];
  const minAge = a['universal-credit.non-dependant-age'];
  // Adults from 16 (UC Regs Sch 4 para 12(1)(c)): the calculator's youngest adult age.
  const { ageMin: fromAge, ageMax } = INPUT_LIMITS.universalCredit;
  const t = useStore(ucHousingMessages);
  const { ageShort } = useStore(ucPersonalMessages);
  // In Scotland Carer Support Payment replaced Carer's Allowance (docs/rules.md "Scotland" 1).
  const noContribution = form.input.personalDetails.location === 'scotland' ? t.noContributionScotland : t.noContribution;
  const ofAdult = (label: string, n: number) => <Rich text={t.ofAdult} parts={{ label, n, sr: (words) => <span className="sr-only">{words}</span> }} />;
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold">{t.otherAdults}</legend>
      <p id="uc-other-adults-hint" className="text-slate-700">
        {t.otherAdultsHint({ from: fromAge, age: minAge })}
      </p>
      <PersonList
        people={adults}
        idPrefix="uc-adult"
        noun={t.adult}
        addLabel={t.addAdult}
        onAdd={() => update((f) => addOtherAdult(f, minAge))}
        onRemove={(index) => update((f) => removeOtherAdult(f, index))}
        renderPerson={(adult, { index, n, id }) => (
          <>
            <AgeField
              id={`${id}-age`}
              label={ofAdult(ageShort, n)}
              noteName={t.adultAgeNote({ n })}
              min={fromAge}
              max={ageMax}
              widthClass="w-20"
              value={adult.age}
              onChange={(age) => update((f) => withOtherAdult(f, index, { age }))}
            />
            {shown.adultNoContribution[index] && (
              <CheckboxField
                id={`${id}-exempt`}
                label={ofAdult(noContribution, n)}
                hint={t.noContributionHint}
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
