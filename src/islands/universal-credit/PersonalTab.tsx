/**
 * The Personal tab of the Universal Credit calculator (docs/product.md §2, §3, §5): age, single
 * or couple (and the partner's age), where the person lives (and, in England, whether in
 * Greater London, for the benefit cap), and the children with the questions the rules need.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import PersonList from '~/islands/shared/fields/PersonList';
import NumberField from '~/islands/shared/fields/NumberField';
import { AgeField } from '~/islands/shared/fields/fields';
import SelectField from '~/islands/shared/fields/SelectField';
import RadioGroup from '~/islands/shared/fields/RadioGroup';
import YesNoField from '~/islands/shared/fields/YesNoField';
import { INPUT_LIMITS, LHA_AREA_LIST, resolveRates, type RatesTable, type ResolvedRates } from '~/calc/rates';
import { isLimitExceptionAsked, isLondonAsked, isLondonLhaArea } from '~/calc/universal-credit-questions';
import type { UniversalCreditChild } from '~/calc/universal-credit';
import { LOCATIONS, addChild, isBornBeforeOpen, isStatePensionAgeOpen, removeChild, withLocation, type UcForm } from './state';
import type { InputTabsProps } from './InputTabs';
import { fieldSetter, type TabProps } from './tab-fields';
import { bedroomQuestionsAsked } from './bedroom-questions';

/** The bedroom questions load when a child's answers first need them, so the page's first load stays within its budget (README "Performance"). */
const loadBedroomQuestions = () => import('~/islands/shared/fields/BedroomQuestions');
const ChildSexField = lazy(() => loadBedroomQuestions().then((m) => ({ default: m.ChildSexField })));
const ChildCannotShareField = lazy(() => loadBedroomQuestions().then((m) => ({ default: m.ChildCannotShareField })));

const { ageMin, ageMax, childAgeMin, childAgeMax } = INPUT_LIMITS.universalCredit;

export default function PersonalTab({ form, update, rates }: TabProps) {
  const set = fieldSetter(update);
  const { personalDetails: personal, housingDetails: housing } = form.input;
  const isCouple = personal.relationshipStatus === 'couple';
  const a = resolveRates(rates);
  const childLimit = a['universal-credit.child-limit'];
  // One Greater London answer (docs/rules.md UC 15): the LHA area found decides, whatever the tenancy; asked only without one.
  const areaName = LHA_AREA_LIST.find((area) => area.id === housing.localHousingAllowanceArea)?.name;

  return (
    <div className="space-y-6">
      <AgeField
        id="uc-age"
        label="Your age"
        hint={`In years, from ${ageMin} to ${ageMax}.`}
        min={ageMin}
        max={ageMax}
        value={personal.age}
        onChange={(age) => set('personalDetails', 'age', age)}
      />
      {isStatePensionAgeOpen(personal.age, rates) && (
        <PensionAgeQuestion isPartner={false} a={a} value={personal.reachedStatePensionAge} onChange={(v) => set('personalDetails', 'reachedStatePensionAge', v)} />
      )}
      <RadioGroup
        id="uc-relationship"
        legend="Are you single or part of a couple?"
        hint="A couple means you live together, married or not."
        inline
        value={personal.relationshipStatus}
        onChange={(status) => set('personalDetails', 'relationshipStatus', status)}
        options={[
          { value: 'single', label: 'Single' },
          { value: 'couple', label: 'Couple' },
        ]}
      />
      {isCouple && (
        <NumberField
          id="uc-partner-age"
          label="Your partner's age"
          hint={`In years, from ${ageMin} to ${ageMax}. Leave it empty if you are not sure: we count ${a['universal-credit.standard-allowance.higher-rate-age']}.`}
          suffix="years"
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
      {isCouple && isStatePensionAgeOpen(personal.partnerAge, rates) && (
        <PensionAgeQuestion isPartner a={a} value={personal.partnerReachedStatePensionAge} onChange={(v) => set('personalDetails', 'partnerReachedStatePensionAge', v)} />
      )}
      <SelectField id="uc-location" label="Where do you live?" value={personal.location} options={LOCATIONS} onChange={(location) => update((f) => withLocation(f, location))} />
      {isLondonAsked(personal.location, housing.localHousingAllowanceArea) ? (
        <YesNoField
          id="uc-london"
          legend="Do you live in Greater London?"
          hint="The benefit cap is higher in Greater London."
          value={personal.livesInGreaterLondon}
          onChange={(v) => set('personalDetails', 'livesInGreaterLondon', v)}
        />
      ) : (
        personal.location === 'england' &&
        areaName && (
          <p id="uc-london-from-area" className="text-slate-700">
            {isLondonLhaArea(housing.localHousingAllowanceArea) ? 'You live in Greater London' : 'You live outside Greater London'}: we took this from your Local Housing Allowance
            area, {areaName}, on the Housing tab. The benefit cap is higher in Greater London.
          </p>
        )
      )}
      <Children form={form} update={update} childLimit={childLimit} rates={rates} />
    </div>
  );
}

/** The children list: add and remove, each with an age and the questions the rules need. */
function Children({ form, update, childLimit, rates }: { form: UcForm; update: InputTabsProps['update']; childLimit: number; rates: RatesTable }) {
  const isExceptionAsked = isLimitExceptionAsked(form.input.personalDetails.children, rates);
  const bedrooms = bedroomQuestionsAsked(form.input, rates);
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
      <legend className="font-semibold text-slate-900">Children</legend>
      <p id="uc-children-hint" className="mt-1 text-slate-600">
        Children and young people under 20 you are responsible for.{' '}
        {Number.isFinite(childLimit)
          ? `This tax year the child element is paid for children born before 6 April 2017 and for up to ${childLimit} children in all.`
          : 'This tax year the child element is paid for every child.'}
      </p>
      <PersonList
        people={form.input.personalDetails.children}
        idPrefix="uc-child"
        noun="Child"
        addLabel="Add a child"
        onAdd={() => update(addChild)}
        onRemove={(index) => update((f) => removeChild(f, index))}
        renderPerson={(child, { index, n, id }) => {
          const yesNo = (key: 'bornBeforeApril2017' | 'hasDisability' | 'limitException' | 'cannotShare') => ({
            value: child[key],
            onChange: (v: boolean) => setChild(index, { [key]: v }),
          });
          return (
            <>
              <AgeField
                id={`${id}-age`}
                label={<ChildLabel text="Age" n={n} />}
                noteName={`the age of child ${n}`}
                min={childAgeMin}
                max={childAgeMax}
                widthClass="w-20"
                value={child.age}
                onChange={(age) => setChild(index, { age })}
              />
              {bedrooms.sex[index] && (
                <Suspense fallback={null}>
                  <ChildSexField
                    id={`${id}-sex`}
                    legend={<ChildLabel text="Is this child a boy or a girl?" n={n} />}
                    value={child.sex}
                    onChange={(sex) => setChild(index, { sex })}
                  />
                </Suspense>
              )}
              {isBornBeforeOpen(child.age, rates) && (
                <YesNoField
                  id={`${id}-born`}
                  legend={<ChildLabel text="Born before 6 April 2017?" n={n} />}
                  hint="A child born before then can get a higher child element, and always counts."
                  {...yesNo('bornBeforeApril2017')}
                />
              )}
              {isExceptionAsked[index] && (
                <YesNoField
                  id={`${id}-exception`}
                  legend={
                    <ChildLabel
                      text="Is this child one of twins or triplets (not the first born), adopted, living with you under a kinship care arrangement, or born as a result of rape or coercive control?"
                      n={n}
                    />
                  }
                  hint={`Past the limit of ${childLimit} children, the child element is paid for a child in one of these cases. Kinship care includes a friends-and-family carer and the child of a child you look after. Adoption from care counts; adopting a stepchild does not.`}
                  {...yesNo('limitException')}
                />
              )}
              <YesNoField
                id={`${id}-disability`}
                legend={<ChildLabel text="Does this child get Disability Living Allowance, PIP or Child Disability Payment?" n={n} />}
                hint="Universal Credit adds a disabled child addition for them."
                {...yesNo('hasDisability')}
              />
              {child.hasDisability && (
                <RadioGroup
                  id={`${id}-rate`}
                  legend={<ChildLabel text="Which rate?" n={n} />}
                  value={child.disabilityRate ?? 'lower'}
                  onChange={(disabilityRate) => setChild(index, { disabilityRate })}
                  options={[
                    { value: 'lower', label: 'Any other rate', hint: 'The lower disabled child addition.' },
                    {
                      value: 'higher',
                      label: 'The highest care rate, or the enhanced daily living rate',
                      hint: 'Or the child is certified severely sight impaired. The higher disabled child addition.',
                    },
                  ]}
                />
              )}
              {bedrooms.cannotShare[index] && (
                <Suspense fallback={null}>
                  <ChildCannotShareField
                    id={`${id}-cannot-share`}
                    legend={<ChildLabel text="Does this child need a bedroom of their own because of their disability?" n={n} />}
                    {...yesNo('cannotShare')}
                  />
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
  const from = a['general.state-pension-age'];
  return (
    <YesNoField
      id={isPartner ? 'uc-partner-pension-age' : 'uc-pension-age'}
      legend={isPartner ? 'Has your partner reached State Pension age?' : 'Have you reached State Pension age?'}
      hint={
        <>
          State Pension age is rising from {from} to {a['general.state-pension-age.highest']}: if {isPartner ? 'your partner was' : 'you were'} born on or after 6 April 1960, it
          comes some months after the {from}th birthday.{' '}
          <a className="link" href="https://www.gov.uk/state-pension-age">
            Check State Pension age on GOV.UK
          </a>
          . Universal Credit is for people under State Pension age.
        </>
      }
      value={value}
      onChange={onChange}
    />
  );
}

/** A child field's label: the short visible text, and which child for screen readers. */
function ChildLabel({ text, n }: { text: string; n: number }): ReactNode {
  return (
    <>
      {text}
      <span className="sr-only"> (child {n})</span>
    </>
  );
}
