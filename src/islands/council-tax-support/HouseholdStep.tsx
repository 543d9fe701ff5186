/**
 * Step 2, Household Details (docs/product.md §2-§4): your age, a partner, dependent children and
 * their ages, and other adults. The §4 rules live in state.ts: ticking the partner box makes a
 * zeroed partner income record; a new number of children resets the ages to that many 5s;
 * adding or removing an adult keeps the count.
 */
import { useStore } from '@nanostores/react';
import { ctsHouseholdMessages, ctsOtherAdultsMessages } from '~/i18n/en/council-tax-support-household';
import { Rich } from '~/i18n/Rich';
import NumberField from '~/islands/shared/fields/NumberField';
import { AgeField } from '~/islands/shared/fields/fields';
import PersonList from '~/islands/shared/fields/PersonList';
import SelectField from '~/islands/shared/fields/SelectField';
import labelledOptions from '~/islands/shared/fields/labelled-options';
import CheckboxField from '~/islands/shared/fields/CheckboxField';
import { MoneyField } from '~/islands/shared/fields/NumberField';
import type { CouncilTaxSupportInput, OtherAdultDetails } from '~/calc/council-tax-support';
import YesNoField from '~/islands/shared/fields/YesNoField';
import PensionAgeQuestion from '~/islands/shared/fields/PensionAgeQuestion';
import { INPUT_LIMITS } from '~/calc/rates';
import type { StepProps } from './PropertyStep';
import { ADULT_RELATIONSHIPS, addOtherAdult, MAX_CHILDREN, removeOtherAdult, setChildAge, setDependentChildren, setHasPartner, shownBefore2021, updateOtherAdult } from './state';

const LIMITS = INPUT_LIMITS.councilTaxSupport;

export default function HouseholdStep({ input, onChange, amounts, year, shown }: StepProps) {
  const t = useStore(ctsHouseholdMessages);
  const hh = input.household;
  const setHousehold = (patch: Partial<CouncilTaxSupportInput['household']>) => onChange((i) => ({ ...i, household: { ...i.household, ...patch } }));
  const split = amounts['housing-benefit.personal-allowance.pension-split-year'];

  return (
    <div className="space-y-6">
      <AgeField id="cts-claimant-age" label={t.ageLabel} min={LIMITS.ageMin} max={LIMITS.ageMax} value={hh.claimantAge} onChange={(claimantAge) => setHousehold({ claimantAge })} />
      {shown.statePensionAge && (
        <PensionAgeQuestion
          id="cts-pension-age"
          who="claimant"
          amounts={amounts}
          value={hh.reachedStatePensionAge}
          onChange={(reachedStatePensionAge) => setHousehold({ reachedStatePensionAge })}
        />
      )}
      <CheckboxField id="cts-has-partner" label={t.partnerLabel} hint={t.partnerHint} checked={hh.hasPartner} onChange={(on) => onChange((i) => setHasPartner(i, on))} />
      {shown.partnerAge && (
        <AgeField
          id="cts-partner-age"
          label={t.partnerAgeLabel}
          min={LIMITS.ageMin}
          max={LIMITS.ageMax}
          value={hh.partnerAge}
          onChange={(partnerAge) => setHousehold({ partnerAge })}
        />
      )}
      {shown.universalCredit && (
        <YesNoField
          id="cts-universal-credit"
          legend={hh.hasPartner ? t.universalCreditLegendCouple : t.universalCreditLegend}
          hint={t.universalCreditHint}
          value={hh.getsUniversalCredit === true}
          onChange={(getsUniversalCredit) => setHousehold({ getsUniversalCredit })}
        />
      )}
      {shown.before2021 && (
        <YesNoField
          id="cts-pension-age-before-2021"
          legend={hh.hasPartner ? t.before2021LegendCouple({ year: split }) : t.before2021Legend({ year: split })}
          hint={hh.hasPartner ? t.before2021HintCouple({ year: split }) : t.before2021Hint({ year: split })}
          value={shownBefore2021(hh, year, amounts)}
          onChange={(reachedPensionAgeBeforeApril2021) => setHousehold({ reachedPensionAgeBeforeApril2021 })}
        />
      )}

      <NumberField
        id="cts-children"
        label={t.childrenLabel}
        hint={t.childrenHint}
        min={0}
        max={MAX_CHILDREN}
        fallback={0}
        widthClass="w-24"
        value={hh.dependentChildren}
        onChange={(count) => onChange((i) => setDependentChildren(i, count))}
      />
      {hh.childrenAges.length > 0 && (
        <fieldset>
          <legend className="font-semibold text-slate-900">{t.childrenAgesLegend}</legend>
          <div className="mt-1 grid grid-cols-2 gap-4 sm:grid-cols-3">
            {hh.childrenAges.map((age, index) => (
              <AgeField
                key={index}
                id={`cts-child-${index}-age`}
                label={t.child({ n: index + 1 })}
                min={0}
                widthClass="w-20"
                value={age}
                onChange={(value) => onChange((i) => setChildAge(i, index, value))}
              />
            ))}
          </div>
        </fieldset>
      )}

      <OtherAdults input={input} onChange={onChange} />
    </div>
  );
}

/** The other adults who live with you, each with their answers, and how many there are. */
function OtherAdults({ input, onChange }: Pick<StepProps, 'input' | 'onChange'>) {
  const t = useStore(ctsOtherAdultsMessages);
  const hh = input.household;
  return (
    <section aria-labelledby="cts-adults-heading">
      <h3 id="cts-adults-heading" className="text-lg font-bold text-slate-900">
        {t.heading}
      </h3>
      <p className="mt-1 text-slate-700">{t.intro}</p>
      <p className="mt-2 font-semibold text-slate-900" aria-live="polite">
        {t.howMany({ number: hh.otherAdults })}
      </p>
      <PersonList
        people={hh.otherAdultsDetails}
        idPrefix="cts-adult"
        noun={t.noun}
        addLabel={t.add}
        onAdd={() => onChange(addOtherAdult)}
        onRemove={(index) => onChange((i) => removeOtherAdult(i, index))}
        renderPerson={(adult, { index, n, id }) => (
          <AdultFields n={n} id={id} adult={adult} country={input.location.country} onChange={(patch) => onChange((i) => updateOtherAdult(i, index, patch))} />
        )}
      />
    </section>
  );
}

interface AdultFieldsProps {
  /** Their number as people read it. */
  n: number;
  /** Their row's id (PersonList), the start of each field's id. */
  id: string;
  adult: OtherAdultDetails;
  /** Where you live: England's second adult rebate counts Universal Credit as income (SI 2012/2885 Sch 3 para 1). */
  country: CouncilTaxSupportInput['location']['country'];
  onChange: (patch: Partial<OtherAdultDetails>) => void;
}

/** Who another adult is, in the form's words (the printout writes the answer with them). */
export const adultRelationshipLabels = (t: ReturnType<typeof ctsOtherAdultsMessages.get>): Record<OtherAdultDetails['relationship'], string> => ({
  lodger: t.lodger,
  'adult-child': t.adultChild,
  relative: t.relative,
  friend: t.friend,
  other: t.other,
});

/** One adult's answers; PersonList draws the fieldset, legend and Remove button around them. */
function AdultFields({ n, id, adult, country, onChange }: AdultFieldsProps) {
  const t = useStore(ctsOtherAdultsMessages);
  const relationshipLabels = adultRelationshipLabels(t);
  // Which adult the field is for, said to screen readers only.
  const label = (text: string) => <Rich text={text} parts={{ who: (words) => <span className="sr-only">{words}</span> }} />;
  return (
    <>
      <AgeField id={`${id}-age`} label={label(t.age({ n }))} min={LIMITS.ageMin} max={LIMITS.ageMax} value={adult.age} onChange={(age) => onChange({ age })} />
      <SelectField<OtherAdultDetails['relationship']>
        id={`${id}-relationship`}
        label={label(t.relationship({ n }))}
        value={adult.relationship}
        options={labelledOptions(ADULT_RELATIONSHIPS, relationshipLabels)}
        onChange={(relationship) => onChange({ relationship })}
      />
      <MoneyField
        id={`${id}-income`}
        label={label(t.income({ n }))}
        hint={t.incomeHint}
        suffix={t.aWeek}
        step={0.01}
        value={adult.income}
        onChange={(income) => onChange({ income })}
      />
      <div>
        <CheckboxField id={`${id}-student`} label={label(t.student({ n }))} checked={adult.isStudent} onChange={(isStudent) => onChange({ isStudent })} />
        <CheckboxField
          id={`${id}-qualifying-benefit`}
          label={label(t.qualifyingBenefit({ n }))}
          hint={t.nothingTakenOff}
          checked={adult.getsQualifyingBenefit === true}
          onChange={(getsQualifyingBenefit) => onChange({ getsQualifyingBenefit })}
        />
        <CheckboxField
          id={`${id}-universal-credit`}
          label={label(t.universalCredit({ n }))}
          hint={country === 'england' ? t.universalCreditHintEngland : t.nothingTakenOff}
          checked={adult.getsUniversalCreditNoEarnings === true}
          onChange={(getsUniversalCreditNoEarnings) => onChange({ getsUniversalCreditNoEarnings })}
        />
      </div>
    </>
  );
}
