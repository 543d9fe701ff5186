/**
 * The Personal tab of the Universal Credit calculator (docs/product.md §2, §3, §5): age, single
 * or couple (and the partner's age), where the person lives (and, in England, whether in
 * Greater London, for the benefit cap), and the children with the questions the rules need.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { ucPersonalMessages } from '~/i18n/en/universal-credit';
import { Rich, linkPart } from '~/i18n/Rich';
import PersonList from '~/islands/shared/fields/PersonList';
import NumberField from '~/islands/shared/fields/NumberField';
import { AgeField } from '~/islands/shared/fields/fields';
import NationField from '~/islands/shared/fields/NationField';
import RadioGroup from '~/islands/shared/fields/RadioGroup';
import YesNoField from '~/islands/shared/fields/YesNoField';
import { INPUT_LIMITS, LHA_AREA_LIST, resolveRates, type ResolvedRates } from '~/calc/rates';
import { isLondonLhaArea } from '~/calc/universal-credit-questions';
import type { UniversalCreditChild } from '~/calc/universal-credit';
import { addChild, removeChild, withLocation, type UcForm, type UcQuestions } from './state';
import type { InputTabsProps } from './InputTabs';
import { fieldSetter, type TabProps } from './tab-fields';

/** The bedroom questions load when a child's answers first need them, so the page's first load stays within its budget (README "Performance"). */
const loadBedroomQuestions = () => import('~/islands/shared/fields/BedroomQuestions');
const ChildSexField = lazy(() => loadBedroomQuestions().then((m) => ({ default: m.ChildSexField })));
const ChildCannotShareField = lazy(() => loadBedroomQuestions().then((m) => ({ default: m.ChildCannotShareField })));

const { ageMin, ageMax, childAgeMin, childAgeMax } = INPUT_LIMITS.universalCredit;

type PersonalWords = ReturnType<typeof ucPersonalMessages.get>;

/** A disabled child's rate, in the form's words. */
export const disabilityRateOptions = (t: PersonalWords) =>
  [
    { value: 'lower', label: t.lowerRate, hint: t.lowerRateHint },
    { value: 'higher', label: t.higherRate, hint: t.higherRateHint },
  ] as const;

export default function PersonalTab({ form, update, rates, shown }: TabProps) {
  const t = useStore(ucPersonalMessages);
  const set = fieldSetter(update);
  const { personalDetails: personal, housingDetails: housing } = form.input;
  const a = resolveRates(rates);
  const childLimit = a['universal-credit.child-limit'];
  // One Greater London answer (docs/rules.md UC 15): the LHA area found decides, whatever the tenancy; asked only without one.
  const areaName = LHA_AREA_LIST.find((area) => area.id === housing.localHousingAllowanceArea)?.name;

  return (
    <div className="space-y-6">
      <AgeField
        id="uc-age"
        label={t.age}
        hint={t.ageHint({ min: ageMin, max: ageMax })}
        min={ageMin}
        max={ageMax}
        value={personal.age}
        onChange={(age) => set('personalDetails', 'age', age)}
      />
      {shown.statePensionAge && (
        <PensionAgeQuestion isPartner={false} a={a} value={personal.reachedStatePensionAge} onChange={(v) => set('personalDetails', 'reachedStatePensionAge', v)} />
      )}
      <RadioGroup
        id="uc-relationship"
        legend={t.relationship}
        hint={t.relationshipHint}
        inline
        value={personal.relationshipStatus}
        onChange={(status) => set('personalDetails', 'relationshipStatus', status)}
        options={[
          { value: 'single', label: t.single },
          { value: 'couple', label: t.couple },
        ]}
      />
      {shown.partnerAge && (
        <NumberField
          id="uc-partner-age"
          label={t.partnerAge}
          hint={`${t.ageHint({ min: ageMin, max: ageMax })} ${t.partnerAgeEmpty({ age: a['universal-credit.standard-allowance.higher-rate-age'] })}`}
          suffix={t.years}
          allowEmpty
          min={ageMin}
          max={ageMax}
          widthClass="w-24"
          value={personal.partnerAge ?? null}
          onChange={(partnerAge) =>
            update((f) => {
              const { partnerAge: _old, ...rest } = f.input.personalDetails;
              return { ...f, input: { ...f.input, personalDetails: partnerAge === null ? rest : { ...rest, partnerAge } } };
            })
          }
        />
      )}
      {shown.partnerStatePensionAge && (
        <PensionAgeQuestion isPartner a={a} value={personal.partnerReachedStatePensionAge} onChange={(v) => set('personalDetails', 'partnerReachedStatePensionAge', v)} />
      )}
      <NationField id="uc-location" value={personal.location} onChange={(location) => update((f) => withLocation(f, location))} />
      {shown.london ? (
        <YesNoField id="uc-london" legend={t.london} hint={t.londonCap} value={personal.livesInGreaterLondon} onChange={(v) => set('personalDetails', 'livesInGreaterLondon', v)} />
      ) : (
        personal.location === 'england' &&
        areaName && (
          <p id="uc-london-from-area" className="text-slate-700">
            {isLondonLhaArea(housing.localHousingAllowanceArea) ? t.inLondon({ area: areaName }) : t.outsideLondon({ area: areaName })} {t.londonCap}
          </p>
        )
      )}
      <Children form={form} update={update} childLimit={childLimit} shown={shown} />
    </div>
  );
}

/** The children list: add and remove, each with an age and the questions the rules need. */
function Children({ form, update, childLimit, shown }: { form: UcForm; update: InputTabsProps['update']; childLimit: number; shown: UcQuestions }) {
  const t = useStore(ucPersonalMessages);
  const setChild = (index: number, change: Partial<UniversalCreditChild>) =>
    update((f) => ({
      ...f,
      input: {
        ...f.input,
        personalDetails: { ...f.input.personalDetails, children: f.input.personalDetails.children.map((c, i) => (i === index ? { ...c, ...change } : c)) },
      },
    }));

  return (
    <fieldset aria-describedby="uc-children-hint">
      <legend className="font-semibold text-slate-900">{t.children}</legend>
      <p id="uc-children-hint" className="mt-1 text-slate-600">
        {t.childrenHint} {Number.isFinite(childLimit) ? t.childLimit({ limit: childLimit }) : t.noChildLimit}
      </p>
      <PersonList
        people={form.input.personalDetails.children}
        idPrefix="uc-child"
        noun={t.child}
        addLabel={t.addChild}
        onAdd={() => update(addChild)}
        onRemove={(index) => update((f) => removeChild(f, index))}
        renderPerson={(child, { index, n, id }) => {
          const asked = shown.children[index];
          const yesNo = (key: 'bornBeforeApril2017' | 'hasDisability' | 'limitException' | 'cannotShare') => ({
            value: child[key],
            onChange: (v: boolean) => setChild(index, { [key]: v }),
          });
          return (
            <>
              <AgeField
                id={`${id}-age`}
                label={<ChildLabel text={t.ageShort} n={n} />}
                noteName={t.childAgeNote({ n })}
                min={childAgeMin}
                max={childAgeMax}
                widthClass="w-20"
                value={child.age}
                onChange={(age) => setChild(index, { age })}
              />
              {asked?.sex && (
                <Suspense fallback={null}>
                  <ChildSexField id={`${id}-sex`} legend={<ChildLabel text={t.sex} n={n} />} value={child.sex} onChange={(sex) => setChild(index, { sex })} />
                </Suspense>
              )}
              {asked?.bornBefore2017 && (
                <YesNoField
                  id={`${id}-born`}
                  legend={<ChildLabel text={t.bornBefore} n={n} />}
                  hint={Number.isFinite(childLimit) ? t.bornBeforeHint : t.bornBeforeHintNoLimit}
                  {...yesNo('bornBeforeApril2017')}
                />
              )}
              {asked?.limitException && (
                <YesNoField id={`${id}-exception`} legend={<ChildLabel text={t.exception} n={n} />} hint={t.exceptionHint({ limit: childLimit })} {...yesNo('limitException')} />
              )}
              <YesNoField id={`${id}-disability`} legend={<ChildLabel text={t.disability} n={n} />} hint={t.disabilityHint} {...yesNo('hasDisability')} />
              {asked?.disabilityRate && (
                <RadioGroup
                  id={`${id}-rate`}
                  legend={<ChildLabel text={t.rate} n={n} />}
                  value={child.disabilityRate ?? 'lower'}
                  onChange={(disabilityRate) => setChild(index, { disabilityRate })}
                  options={disabilityRateOptions(t)}
                />
              )}
              {asked?.cannotShare && (
                <Suspense fallback={null}>
                  <ChildCannotShareField id={`${id}-cannot-share`} legend={<ChildLabel text={t.cannotShare} n={n} />} {...yesNo('cannotShare')} />
                </Suspense>
              )}
            </>
          );
        }}
      />
    </fieldset>
  );
}

/**
 * A State Pension age question, yours or your partner's, asked where the age leaves it open
 * (docs/rules.md UC 14: 66 from 2026/27, as it rises by date of birth). Nothing is pre-set:
 * unanswered, the result works it out as not reached and says so.
 */
function PensionAgeQuestion({ isPartner, a, value, onChange }: { isPartner: boolean; a: ResolvedRates; value: boolean | undefined; onChange: (v: boolean) => void }) {
  const t = useStore(ucPersonalMessages);
  const ages = { from: a['general.state-pension-age'], highest: a['general.state-pension-age.highest'] };
  return (
    <YesNoField
      id={isPartner ? 'uc-partner-pension-age' : 'uc-pension-age'}
      legend={isPartner ? t.partnerPensionAge : t.pensionAge}
      hint={
        <>
          {isPartner ? t.partnerPensionAgeRising(ages) : t.pensionAgeRising(ages)}{' '}
          <Rich
            text={t.pensionAgeCheck}
            parts={{
              gov: linkPart('https://www.gov.uk/state-pension-age'),
            }}
          />
        </>
      }
      value={value}
      onChange={onChange}
    />
  );
}

/** A child field's label: the short visible text, and which child for screen readers. */
function ChildLabel({ text, n }: { text: string; n: number }): ReactNode {
  const t = useStore(ucPersonalMessages);
  return <Rich text={t.ofChild} parts={{ label: text, n, sr: (words) => <span className="sr-only">{words}</span> }} />;
}
