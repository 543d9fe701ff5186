/**
 * The four input tabs of the Universal Credit calculator (docs/product.md §2): Personal, Income,
 * Housing, Health & Care, with the docs/product.md §3 fields and the §5 limits. Every panel stays
 * mounted (the shared Tabs' default), so what was typed survives switching tabs.
 *
 * Number fields hold what is typed and hand the parent a value already in range on every
 * keystroke (src/islands/shared/NumberField.tsx), so the form state is always a valid input.
 */
import type { ReactNode } from 'react';
import Tabs from '~/islands/shared/Tabs';
import NumberField, { MoneyField } from '~/islands/shared/NumberField';
import PersonList from '~/islands/shared/PersonList';
import { PLAUSIBLE_MAXIMUMS } from '~/islands/shared/number';
import SelectField from '~/islands/shared/SelectField';
import CheckboxField from '~/islands/shared/CheckboxField';
import RadioGroup from '~/islands/shared/RadioGroup';
import LhaAreaField from '~/islands/shared/LhaAreaField';
import { INPUT_LIMITS, resolveRates, type RatesTable } from '~/calc/rates';
import { isLondonLhaArea, type UniversalCreditChild, type UniversalCreditInput } from '~/calc/universal-credit';
import { formatMoney, toPence } from '~/calc/money';
import {
  HOUSING_TYPES,
  LOCATIONS,
  addChild,
  carerEntries,
  hasLcwraProtection,
  isBornBeforeOpen,
  isCarer,
  lhaMonthlyFromWeekly,
  lhaWeeklyFromMonthly,
  removeChild,
  type UcForm,
} from './form';

/** A yes/no question's answer as the radios show it: '' until answered. */
function yesNo(value: boolean | undefined): 'yes' | 'no' | '' {
  return value === undefined ? '' : value ? 'yes' : 'no';
}
const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

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

type Section = Exclude<keyof UniversalCreditInput, 'taxYear'>;

export default function InputTabs({ form, update, rates, selectedTab, onSelectTab }: InputTabsProps) {
  /** Set one field of one section of the input. */
  const set = <S extends Section, K extends keyof UniversalCreditInput[S]>(section: S, key: K, value: UniversalCreditInput[S][K]) =>
    update((f) => ({ ...f, input: { ...f.input, [section]: { ...f.input[section], [key]: value } } }));

  const { personalDetails: personal, incomeDetails: income, housingDetails: housing, healthAndCare: health } = form.input;
  const isCouple = personal.relationshipStatus === 'couple';
  const a = resolveRates(rates);
  const childLimit = a['universal-credit.child-limit'];
  const carerHours = a['universal-credit.carer-element.min-hours'];
  const isRenting = housing.housingType === 'rent';
  const isPrivate = housing.tenancyType !== 'social';
  const hasChildren = personal.children.length > 0;
  const londonAnswer = personal.livesInGreaterLondon ?? isLondonLhaArea(housing.localHousingAllowanceArea);

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
      {personal.location === 'england' && (
        <RadioGroup
          id="uc-london"
          legend="Do you live in Greater London?"
          hint="The benefit cap is higher in Greater London. We fill this in from your area when you look it up."
          inline
          value={yesNo(londonAnswer)}
          onChange={(v) => set('personalDetails', 'livesInGreaterLondon', v === 'yes')}
          options={YES_NO}
        />
      )}
      <Children form={form} update={update} childLimit={childLimit} rates={rates} />
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
      {hasChildren && income.earnedIncome > 0 && (
        <MoneyField
          id="uc-childcare"
          label="Childcare costs a month"
          hint={`What you pay a registered childminder, nursery or club while you work. Universal Credit pays ${a['universal-credit.childcare.share']}% of it, up to a limit, if ${isCouple ? 'you and your partner both work' : 'you work'}.`}
          value={income.childcareCostsMonthly ?? 0}
          onChange={(v) => set('incomeDetails', 'childcareCostsMonthly', v)}
        />
      )}
      <MoneyField
        id="uc-savings"
        label="Savings and investments"
        hint={`The total${isCouple ? ' you and your partner have' : ' you have'}. Above ${formatMoney(toPence(a['universal-credit.capital.lower-limit']))} reduces Universal Credit; over ${formatMoney(toPence(a['universal-credit.capital.upper-limit']))} usually means none.`}
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
          <MoneyField
            id="uc-rent"
            label="Monthly rent"
            plausibleMax={PLAUSIBLE_MAXIMUMS.rentMonthly}
            value={housing.monthlyRent}
            onChange={(v) => set('housingDetails', 'monthlyRent', v)}
          />
          <MoneyField
            id="uc-service-charges"
            label="Monthly service charges"
            hint="For example cleaning or lighting of shared areas. Not water, heating or energy bills."
            value={housing.serviceCharges}
            onChange={(v) => set('housingDetails', 'serviceCharges', v)}
          />
          {isPrivate ? (
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
          ) : (
            <NumberField
              id="uc-bedrooms"
              label="How many bedrooms does your home have?"
              hint="Council and housing association tenants get less help with rent for a bedroom their household is not allowed."
              suffix="bedrooms"
              min={0}
              max={10}
              fallback={1}
              widthClass="w-20"
              value={housing.actualBedrooms}
              onChange={(v) => set('housingDetails', 'actualBedrooms', v)}
            />
          )}
          <NumberField
            id="uc-non-dependants"
            label={`How many adults aged ${a['universal-credit.non-dependant-age']} or over live with you?`}
            hint="For example a grown-up son or daughter, or a parent. Do not count your partner or a lodger. Each usually means a little less help with rent."
            suffix="adults"
            min={0}
            max={10}
            fallback={0}
            widthClass="w-20"
            value={housing.nonDependants ?? 0}
            onChange={(v) => set('housingDetails', 'nonDependants', v)}
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
      {health.hasLimitedCapabilityWork && !health.hasLimitedCapabilityWorkRelated && (
        <RadioGroup
          id="uc-claim-before-2017"
          legend="Did you claim Universal Credit before 3 April 2017?"
          hint="The LCW element is only paid on claims made before then. You still keep part of your earnings before Universal Credit goes down."
          inline
          value={yesNo(health.claimBeforeApril2017)}
          onChange={(v) => set('healthAndCare', 'claimBeforeApril2017', v === 'yes')}
          options={YES_NO}
        />
      )}
      <CheckboxField
        id="uc-lcwra"
        label="I have limited capability for work and work-related activity (LCWRA)"
        hint="You cannot work or prepare for work. You get this element instead of LCW, never both."
        checked={health.hasLimitedCapabilityWorkRelated}
        onChange={(v) => set('healthAndCare', 'hasLimitedCapabilityWorkRelated', v)}
      />
      {health.hasLimitedCapabilityWorkRelated && hasLcwraProtection(rates) && (
        <RadioGroup
          id="uc-lcwra-protected"
          legend="Did you have LCWRA, or tell the DWP about your health condition, before 6 April 2026?"
          hint="Say yes too if you meet the severe conditions criteria or are terminally ill. New awards from 6 April 2026 are paid at a lower amount."
          inline
          value={yesNo(health.lcwraProtected)}
          onChange={(v) => set('healthAndCare', 'lcwraProtected', v === 'yes')}
          options={YES_NO}
        />
      )}
      <CheckboxField
        id="uc-carer"
        label={`I care for someone for ${carerHours} hours a week or more`}
        hint="Someone who is disabled or has a long-term health condition. You may get the carer element."
        checked={isCarer(form.input, rates)}
        onChange={(v) => set('healthAndCare', 'isCarerFor', carerEntries(v, rates))}
      />
      <RadioGroup
        id="uc-disability-benefit"
        legend="Does anyone in your home get PIP, DLA, Adult Disability Payment or Attendance Allowance?"
        hint="Including your partner and children. If so, the benefit cap does not apply."
        inline
        value={yesNo(health.getsDisabilityBenefit)}
        onChange={(v) => set('healthAndCare', 'getsDisabilityBenefit', v === 'yes')}
        options={YES_NO}
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

/** The children list (the shared PersonList): add and remove, each with an age and the questions the rules need. */
function Children({ form, update, childLimit, rates }: { form: UcForm; update: InputTabsProps['update']; childLimit: number; rates: RatesTable }) {
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
        renderPerson={(child, { index, n, id }) => (
          <>
            <NumberField
              id={`${id}-age`}
              label={<ChildLabel text="Age" n={n} />}
              suffix="years"
              min={childAgeMin}
              max={childAgeMax}
              fallback={childAgeMin}
              widthClass="w-20"
              value={child.age}
              onChange={(age) => setChild(index, { age })}
            />
            {isBornBeforeOpen(child.age, rates) && (
              <RadioGroup
                id={`${id}-born`}
                legend={<ChildLabel text="Born before 6 April 2017?" n={n} />}
                hint="A child born before then can get a higher child element, and always counts."
                inline
                value={yesNo(child.bornBeforeApril2017)}
                onChange={(v) => setChild(index, { bornBeforeApril2017: v === 'yes' })}
                options={YES_NO}
              />
            )}
            <RadioGroup
              id={`${id}-disability`}
              legend={<ChildLabel text="Does this child get Disability Living Allowance, PIP or Child Disability Payment?" n={n} />}
              hint="Universal Credit adds a disabled child addition for them."
              inline
              value={child.hasDisability ? 'yes' : 'no'}
              onChange={(v) => setChild(index, { hasDisability: v === 'yes' })}
              options={YES_NO}
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
          </>
        )}
      />
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
