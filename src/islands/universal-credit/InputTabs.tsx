/**
 * The four input tabs of the Universal Credit calculator (spec 000 §2): Personal, Income,
 * Housing, Health & Care, with the spec 000 §3 fields and the §5 limits. Every panel stays
 * mounted (the shared Tabs' default), so what was typed survives switching tabs.
 *
 * Number fields hold what is typed and hand the parent a value already in range on every
 * keystroke (src/islands/shared/NumberField.tsx), so the form state is always a valid input.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import Tabs from '~/islands/shared/Tabs';
import NumberField, { MoneyField } from '~/islands/shared/NumberField';
import { PLAUSIBLE_MAXIMUMS } from '~/islands/shared/number';
import SelectField from '~/islands/shared/SelectField';
import CheckboxField from '~/islands/shared/CheckboxField';
import RadioGroup from '~/islands/shared/RadioGroup';
import { INPUT_LIMITS, resolveRates, type RatesTable } from '~/calc/rates';
import type { UniversalCreditInput } from '~/calc/universal-credit';
import { formatMoney } from '~/calc/money';
import { HOUSING_TYPES, LOCATIONS, addChild, carerEntries, isCarer, removeChild, type UcForm } from './form';

/** Tab ids, in order. */
export const TAB_IDS = ['personal', 'income', 'housing', 'health'] as const;
export type TabIdValue = (typeof TAB_IDS)[number];

/** Prefix of the tab and panel ids (`uc-tab-personal`, `uc-panel-personal`). */
export const TABS_PREFIX = 'uc';

export interface InputTabsProps {
  form: UcForm;
  /** Apply a change to the latest form state. */
  update: (change: (form: UcForm) => UcForm) => void;
  rates: RatesTable;
  selectedTab: string;
  onSelectTab: (id: string) => void;
}

const { ageMin, ageMax, childAgeMin, childAgeMax } = INPUT_LIMITS.universalCredit;

type Section = keyof UniversalCreditInput;

export default function InputTabs({ form, update, rates, selectedTab, onSelectTab }: InputTabsProps) {
  /** Set one field of one section of the input. */
  const set = <S extends Section, K extends keyof UniversalCreditInput[S]>(section: S, key: K, value: UniversalCreditInput[S][K]) =>
    update((f) => ({ ...f, input: { ...f.input, [section]: { ...f.input[section], [key]: value } } }));

  const { personalDetails: personal, incomeDetails: income, housingDetails: housing, healthAndCare: health } = form.input;
  const isCouple = personal.relationshipStatus === 'couple';
  const a = resolveRates(rates);
  const maxChildren = a['universal-credit.child-element.max-children'];
  const carerHours = a['universal-credit.carer-element.min-hours'];

  const personalTab = (
    <div className="space-y-6">
      <NumberField
        id="uc-age"
        label="Your age"
        hint={`In years, from ${ageMin} to ${ageMax}.`}
        suffix="years"
        min={ageMin}
        max={ageMax}
        fallback={ageMin}
        widthClass="w-24"
        value={personal.age}
        onChange={(age) => set('personalDetails', 'age', age)}
      />
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
      <SelectField
        id="uc-location"
        label="Where do you live?"
        value={personal.location}
        options={LOCATIONS}
        onChange={(location) => set('personalDetails', 'location', location)}
      />
      <Children form={form} update={update} maxChildren={maxChildren} />
    </div>
  );

  const incomeTab = (
    <div className="space-y-6">
      <MoneyField
        id="uc-earnings"
        label="Your monthly earnings after tax"
        hint="Take-home pay from work each month. Enter 0 if you do not work."
        plausibleMax={PLAUSIBLE_MAXIMUMS.earningsMonthly}
        value={income.earnedIncome}
        onChange={(v) => set('incomeDetails', 'earnedIncome', v)}
      />
      {isCouple && (
        <MoneyField
          id="uc-partner-earnings"
          label="Your partner's monthly earnings after tax"
          value={income.partnerEarnedIncome}
          onChange={(v) => set('incomeDetails', 'partnerEarnedIncome', v)}
        />
      )}
      <MoneyField
        id="uc-savings"
        label="Savings and investments"
        hint={`The total${isCouple ? ' you and your partner have' : ' you have'}. Above ${formatMoney(a['universal-credit.capital.lower-limit'])} reduces Universal Credit; over ${formatMoney(a['universal-credit.capital.upper-limit'])} usually means none.`}
        value={income.savings}
        onChange={(v) => set('incomeDetails', 'savings', v)}
      />
      <MoneyField
        id="uc-pension"
        label="Monthly pension income"
        hint="A private or workplace pension paid to you each month. It reduces Universal Credit pound for pound."
        value={income.pension}
        onChange={(v) => set('incomeDetails', 'pension', v)}
      />
    </div>
  );

  const housingTab = (
    <div className="space-y-6">
      <RadioGroup
        id="uc-housing"
        legend="What is your housing situation?"
        hint="Universal Credit helps with rent. It does not pay mortgages."
        value={housing.housingType}
        options={HOUSING_TYPES}
        onChange={(v) => set('housingDetails', 'housingType', v)}
      />
      {housing.housingType === 'rent' && (
        <>
          <MoneyField id="uc-rent" label="Monthly rent" plausibleMax={PLAUSIBLE_MAXIMUMS.rentMonthly} value={housing.monthlyRent} onChange={(v) => set('housingDetails', 'monthlyRent', v)} />
          <MoneyField
            id="uc-service-charges"
            label="Monthly service charges"
            hint="For example cleaning or lighting of shared areas. Not water, heating or energy bills."
            value={housing.serviceCharges}
            onChange={(v) => set('housingDetails', 'serviceCharges', v)}
          />
        </>
      )}
    </div>
  );

  const healthTab = (
    <div className="space-y-5">
      <p className="text-slate-700">
        Tick what a Work Capability Assessment has found, or what you expect it to find.{' '}
        <a href="/guides/lcw-lcwra" className="link">
          What LCW and LCWRA mean
        </a>
      </p>
      <CheckboxField
        id="uc-lcw"
        label="I have limited capability for work (LCW)"
        hint="Your health limits the work you can do."
        checked={health.hasLimitedCapabilityWork}
        onChange={(v) => set('healthAndCare', 'hasLimitedCapabilityWork', v)}
      />
      <CheckboxField
        id="uc-lcwra"
        label="I have limited capability for work and work-related activity (LCWRA)"
        hint="You cannot work or prepare for work. You get this element instead of LCW, never both."
        checked={health.hasLimitedCapabilityWorkRelated}
        onChange={(v) => set('healthAndCare', 'hasLimitedCapabilityWorkRelated', v)}
      />
      <CheckboxField
        id="uc-carer"
        label={`I care for someone for ${carerHours} hours a week or more`}
        hint="Someone who is disabled or has a long-term health condition. You may get the carer element."
        checked={isCarer(form.input, rates)}
        onChange={(v) => set('healthAndCare', 'isCarerFor', carerEntries(v, rates))}
      />
    </div>
  );

  return (
    <Tabs
      label="Your details"
      idPrefix={TABS_PREFIX}
      selectedId={selectedTab}
      onSelect={onSelectTab}
      tabs={[
        { id: 'personal', label: 'Personal', content: personalTab },
        { id: 'income', label: 'Income', content: incomeTab },
        { id: 'housing', label: 'Housing', content: housingTab },
        { id: 'health', label: 'Health & Care', content: healthTab },
      ]}
    />
  );
}

/** The children list: add and remove, each with an age and a disability tickbox. */
function Children({ form, update, maxChildren }: { form: UcForm; update: InputTabsProps['update']; maxChildren: number }) {
  const children = form.input.personalDetails.children;
  const addButton = useRef<HTMLButtonElement>(null);
  // After adding, the new child's age field takes focus; after removing, the Add button does.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const id = focusNext.current;
    if (!id) return;
    focusNext.current = null;
    (id === 'add' ? addButton.current : document.getElementById(id))?.focus();
  }, [form.childKeys]);

  return (
    <fieldset aria-describedby="uc-children-hint">
      <legend className="font-semibold text-slate-900">Children</legend>
      <p id="uc-children-hint" className="mt-1 text-slate-600">
        Children and young people under 20 you are responsible for. The child element is paid for the first {maxChildren} children only.
      </p>
      {children.length > 0 && (
        <ol className="mt-3 space-y-3">
          {children.map((child, index) => {
            const key = form.childKeys[index] ?? index;
            const n = index + 1;
            return (
              <li key={key} className="rounded-md border border-slate-300 p-4">
                <p className="font-semibold text-slate-900" aria-hidden="true">
                  Child {n}
                </p>
                <div className="mt-2 flex flex-wrap items-end gap-x-6 gap-y-2">
                  <NumberField
                    id={`uc-child-${key}-age`}
                    label={<ChildLabel text="Age" n={n} />}
                    suffix="years"
                    min={childAgeMin}
                    max={childAgeMax}
                    fallback={childAgeMin}
                    widthClass="w-20"
                    value={child.age}
                    onChange={(age) =>
                      update((f) => ({
                        ...f,
                        input: {
                          ...f.input,
                          personalDetails: { ...f.input.personalDetails, children: f.input.personalDetails.children.map((c, i) => (i === index ? { ...c, age } : c)) },
                        },
                      }))
                    }
                  />
                  <CheckboxField
                    id={`uc-child-${key}-disability`}
                    label={<ChildLabel text="Has a disability" n={n} />}
                    checked={child.hasDisability}
                    onChange={(hasDisability) =>
                      update((f) => ({
                        ...f,
                        input: {
                          ...f.input,
                          personalDetails: { ...f.input.personalDetails, children: f.input.personalDetails.children.map((c, i) => (i === index ? { ...c, hasDisability } : c)) },
                        },
                      }))
                    }
                  />
                  <button
                    type="button"
                    className="btn btn-secondary ml-auto"
                    onClick={() => {
                      focusNext.current = 'add';
                      update((f) => removeChild(f, index));
                    }}
                  >
                    Remove<span className="sr-only"> child {n}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <button
        ref={addButton}
        type="button"
        className="btn btn-secondary mt-3"
        onClick={() => {
          focusNext.current = `uc-child-${form.nextKey}-age`;
          update(addChild);
        }}
      >
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
          <path d="M8 2v12M2 8h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        Add a child
      </button>
    </fieldset>
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
