/**
 * The "You and your partner" tab (docs/rules.md "Pension Credit" 1-2): single or a couple; each
 * partner's age, date of birth (optional), State Pension age where it is not certain, the 2016
 * question where it can change the answer, disability and caring; the mixed-age couple's
 * question; other adults who live with you; children. The partner's questions only for a couple.
 */
import PersonList from '~/islands/shared/fields/PersonList';
import NumberField from '~/islands/shared/fields/NumberField';
import { AgeField } from '~/islands/shared/fields/fields';
import RadioGroup from '~/islands/shared/fields/RadioGroup';
import YesNoField from '~/islands/shared/fields/YesNoField';
import SelectField from '~/islands/shared/fields/SelectField';
import DateField from '~/islands/shared/fields/DateField';
import type { PensionCreditChild, PensionCreditPerson } from '~/calc/pension-credit';
import type { ResolvedRates, TaxYear } from '~/calc/rates';
import {
  addChild,
  asksBefore2016,
  asksStatePensionAge,
  before2016,
  bornBefore2017FromAge,
  carerChoice,
  CHILD_DISABILITY_RATES,
  isLeftToSex,
  isMixedAgeCouple,
  asksSavingsCreditSince2016,
  LIMITS,
  removeChild,
  shownStatePensionAge,
  updateChild,
  withCarerChoice,
  withCouple,
  withPerson,
  withPersonAnswer,
  type CarerChoice,
  type PensionCreditAnswers,
  type Who,
} from './state';

export interface YouTabProps {
  input: PensionCreditAnswers;
  onChange: (update: (input: PensionCreditAnswers) => PensionCreditAnswers) => void;
  /** The tax year the answers are worked out in (the 2016 and 2017 questions depend on it). */
  taxYear: TaxYear;
  /** The year's amounts: State Pension age. */
  amounts: ResolvedRates;
}

const CARER_OPTIONS = (you: boolean): ReadonlyArray<{ value: CarerChoice; label: string }> => [
  { value: 'no', label: 'No' },
  { value: 'paid', label: you ? 'Yes, I am paid it' : 'Yes, they are paid it' },
  {
    value: 'underlying',
    label: you ? 'I am entitled to it, but not paid it because my State Pension is higher' : 'They are entitled to it, but not paid it because their State Pension is higher',
  },
];

const CHILD_DISABILITY_LABELS: Record<NonNullable<PensionCreditChild['disabilityRate']>, string> = {
  none: 'No',
  lower: 'Yes, Disability Living Allowance or PIP at another rate',
  higher: 'Yes, the highest care rate of Disability Living Allowance or the enhanced daily living rate of PIP, or registered blind',
};

export default function YouTab({ input, onChange, taxYear, amounts }: YouTabProps) {
  const isCouple = input.partner !== null;
  const mixedAge = isMixedAgeCouple(input, taxYear, amounts);
  return (
    <div className="space-y-6">
      <RadioGroup
        id="pc-couple"
        legend="Do you live with a partner?"
        hint="A partner is someone you are married to, in a civil partnership with, or live with as a couple."
        inline
        value={isCouple ? 'couple' : 'single'}
        onChange={(answer) => onChange((i) => withCouple(i, answer === 'couple'))}
        options={[
          { value: 'single', label: 'No, I am single' },
          { value: 'couple', label: 'Yes, we are a couple' },
        ]}
      />

      <PersonFields who="claimant" person={input.claimant} input={input} isCouple={isCouple} taxYear={taxYear} amounts={amounts} onChange={onChange} />
      {input.partner && <PersonFields who="partner" person={input.partner} input={input} isCouple taxYear={taxYear} amounts={amounts} onChange={onChange} />}

      {mixedAge && (
        <YesNoField
          id="pc-before-2019"
          legend="Were you (or your partner) getting Pension Credit or Housing Benefit before 15 May 2019?"
          hint="Since 15 May 2019 a couple can make a new claim for Pension Credit only when both of you have reached State Pension age. If one of you has not, you claim Universal Credit instead, unless you have been getting Pension Credit, or Housing Benefit at State Pension age, since before 15 May 2019."
          value={input.entitledBeforeMay2019}
          onChange={(answer) => onChange((i) => ({ ...i, entitledBeforeMay2019: answer }))}
        />
      )}

      {asksSavingsCreditSince2016(input, taxYear, amounts) && (
        <YesNoField
          id="pc-savings-credit-2016"
          legend="Have you (or your partner) been getting savings credit since before 6 April 2016, without a break?"
          hint="Savings credit is the part of Pension Credit for people who saved towards their retirement. When one of a couple reached State Pension age from 6 April 2016, the couple gets it only if one of them has been getting it since before then."
          value={input.savingsCreditSinceBeforeApril2016}
          onChange={(answer) => onChange((i) => ({ ...i, savingsCreditSinceBeforeApril2016: answer }))}
        />
      )}

      <NumberField
        id="pc-other-adults"
        label="How many other adults aged 18 or over live with you?"
        hint={`Not counting ${isCouple ? 'your partner' : 'yourself'}. For example a grown-up son or daughter or another relative. It matters for the severe disability addition.`}
        min={0}
        max={LIMITS.otherAdultsMax}
        step={1}
        widthClass="w-24"
        value={input.otherAdults}
        onChange={(otherAdults) => onChange((i) => ({ ...i, otherAdults }))}
      />

      <section aria-labelledby="pc-children-heading">
        <h3 id="pc-children-heading" className="text-lg font-bold text-slate-900">
          Children you look after
        </h3>
        <p className="mt-1 text-slate-700">
          Children under 16, or under 20 and in full-time education or training, who live with you.{' '}
          {input.children.length === 0 ? 'None added yet.' : `${input.children.length} ${input.children.length === 1 ? 'child' : 'children'} added.`}
        </p>
        <PersonList
          people={input.children}
          idPrefix="pc-child"
          noun="Child"
          addLabel="Add a child"
          onAdd={() => onChange(addChild)}
          onRemove={(index) => onChange((i) => removeChild(i, index))}
          renderPerson={(child, { index, n, id }) => (
            <ChildFields n={n} id={id} child={child} taxYear={taxYear} onChange={(patch) => onChange((i) => updateChild(i, index, patch))} />
          )}
        />
      </section>
    </div>
  );
}

interface PersonFieldsProps {
  who: Who;
  person: PensionCreditPerson;
  input: PensionCreditAnswers;
  isCouple: boolean;
  taxYear: TaxYear;
  amounts: ResolvedRates;
  onChange: YouTabProps['onChange'];
}

/** One partner's questions, "you" or "your partner". */
function PersonFields({ who, person, input, isCouple, taxYear, amounts, onChange }: PersonFieldsProps) {
  const you = who === 'claimant';
  const id = (name: string) => `pc-${who}-${name}`;
  const set = (patch: Partial<PensionCreditPerson>) => onChange((i) => withPerson(i, who, patch));
  const answer = <K extends keyof PensionCreditPerson>(key: K, value: PensionCreditPerson[K] | undefined) => onChange((i) => withPersonAnswer(i, who, key, value));
  const Your = you ? 'Your' : 'Your partner’s';
  const spa = amounts['general.state-pension-age'];
  const Heading = isCouple ? 'h3' : null;

  const fields = (
    <>
      <AgeField id={id('age')} label={`${Your} age`} min={LIMITS.ageMin} max={LIMITS.ageMax} value={person.age} onChange={(age) => set({ age })} />
      <DateField
        id={id('dob')}
        legend={`${Your} date of birth (optional)`}
        hint="With it, we work out when State Pension age came (or comes) instead of asking."
        autoComplete={you ? 'bday' : undefined}
        value={person.dateOfBirth ?? ''}
        onChange={(dob) => answer('dateOfBirth', dob === '' ? undefined : dob)}
      />
      {asksStatePensionAge(person, taxYear, amounts) && (
        <YesNoField
          id={id('spa')}
          legend={you ? 'Have you reached State Pension age?' : 'Has your partner reached State Pension age?'}
          hint={
            !isLeftToSex(person, taxYear)
              ? `People born before 6 April 1960 reach State Pension age at ${spa}. People born from then reach it 1 to 11 months after their ${spa}th birthday, and people born from 6 March 1961 at ${amounts['general.state-pension-age.highest']}. Give the date of birth above, or answer this.`
              : 'State Pension age was different for men and women born before 6 December 1953. We have filled this in from the age: change it if it is wrong.'
          }
          value={shownStatePensionAge(person, taxYear, amounts)}
          onChange={(reached) => answer('reachedStatePensionAge', reached)}
        />
      )}
      {asksBefore2016(input, who, taxYear, amounts) && (
        <YesNoField
          id={id('before-2016')}
          legend={you ? 'Did you reach State Pension age before 6 April 2016?' : 'Did your partner reach State Pension age before 6 April 2016?'}
          hint="Savings credit is only for people who reached State Pension age before then (for a couple, one of you). Women born before 6 April 1953 and men born before 6 April 1951 did."
          value={before2016(person, taxYear, amounts)}
          onChange={(before) => answer('reachedStatePensionAgeBeforeApril2016', before)}
        />
      )}
      <YesNoField
        id={id('disability')}
        legend={
          you
            ? 'Do you get Attendance Allowance, the daily living part of PIP, or the middle or highest care rate of Disability Living Allowance?'
            : 'Does your partner get Attendance Allowance, the daily living part of PIP, or the middle or highest care rate of Disability Living Allowance?'
        }
        hint="In Scotland, Pension Age Disability Payment or the daily living part of Adult Disability Payment. It can add the severe disability addition."
        value={person.getsDisabilityBenefit ?? false}
        onChange={(getsDisabilityBenefit) => set({ getsDisabilityBenefit })}
      />
      {person.getsDisabilityBenefit && (
        <YesNoField
          id={id('cared-for')}
          legend={you ? 'Does someone get Carer’s Allowance for looking after you?' : 'Does someone get Carer’s Allowance for looking after your partner?'}
          hint="Or Carer Support Payment in Scotland. If so, there is no severe disability addition for this person."
          value={person.someoneGetsCarersAllowanceForCaringForThem ?? false}
          onChange={(cared) => set({ someoneGetsCarersAllowanceForCaringForThem: cared })}
        />
      )}
      {isCouple && (
        <YesNoField
          id={id('blind')}
          legend={you ? 'Are you registered blind (severely sight impaired)?' : 'Is your partner registered blind (severely sight impaired)?'}
          value={person.isRegisteredBlind ?? false}
          onChange={(isRegisteredBlind) => set({ isRegisteredBlind })}
        />
      )}
      <RadioGroup<CarerChoice>
        id={id('carer')}
        legend={you ? 'Do you get Carer’s Allowance?' : 'Does your partner get Carer’s Allowance?'}
        hint="Or Carer Support Payment in Scotland, for looking after someone for at least 35 hours a week. It adds the carer addition."
        value={carerChoice(person)}
        options={CARER_OPTIONS(you)}
        onChange={(choice) => onChange((i) => withCarerChoice(i, who, choice))}
      />
    </>
  );

  if (!Heading) return fields;
  return (
    <section aria-labelledby={id('heading')} className="space-y-6">
      <Heading id={id('heading')} className="text-lg font-bold text-slate-900">
        {you ? 'You' : 'Your partner'}
      </Heading>
      {fields}
    </section>
  );
}

interface ChildFieldsProps {
  n: number;
  id: string;
  child: PensionCreditChild;
  taxYear: TaxYear;
  onChange: (patch: Partial<PensionCreditChild>) => void;
}

/** One child's answers; PersonList draws the fieldset, legend and Remove button around them. */
function ChildFields({ n, id, child, taxYear, onChange }: ChildFieldsProps) {
  const who = <span className="sr-only"> (child {n})</span>;
  return (
    <>
      <AgeField
        id={`${id}-age`}
        label={
          <>
            Age<span className="sr-only"> of child {n}</span>
          </>
        }
        min={LIMITS.childAgeMin}
        max={LIMITS.childAgeMax}
        value={child.age}
        onChange={(age) => onChange({ age })}
      />
      {bornBefore2017FromAge(child.age, taxYear) === undefined && (
        <YesNoField
          id={`${id}-before-2017`}
          legend={<>Born before 6 April 2017?{who}</>}
          hint="The eldest child born before then gets a higher amount."
          value={child.bornBeforeApril2017 ?? false}
          onChange={(bornBeforeApril2017) => onChange({ bornBeforeApril2017 })}
        />
      )}
      <SelectField<NonNullable<PensionCreditChild['disabilityRate']>>
        id={`${id}-disability`}
        label={<>Gets a disability benefit{who}</>}
        value={child.disabilityRate ?? 'none'}
        options={CHILD_DISABILITY_RATES.map((value) => ({ value, label: CHILD_DISABILITY_LABELS[value] }))}
        onChange={(disabilityRate) => onChange({ disabilityRate })}
      />
    </>
  );
}
