/**
 * The "You and your partner" tab (docs/rules.md "Pension Credit" 1-2): single or a couple; each
 * partner's age, date of birth (optional), State Pension age where it is not certain, the 2016
 * question where it can change the answer, disability and caring; the mixed-age couple's
 * question; other adults who live with you; children. The partner's questions only for a couple.
 */
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { pcYouMessages } from '~/i18n/en/pension-credit';
import { Rich } from '~/i18n/Rich';
import PersonList from '~/islands/shared/fields/PersonList';
import NumberField from '~/islands/shared/fields/NumberField';
import { AgeField } from '~/islands/shared/fields/fields';
import RadioGroup from '~/islands/shared/fields/RadioGroup';
import YesNoField from '~/islands/shared/fields/YesNoField';
import SelectField from '~/islands/shared/fields/SelectField';
import NationField from '~/islands/shared/fields/NationField';
import DateField from '~/islands/shared/fields/DateField';
import type { PensionCreditChild, PensionCreditPerson } from '~/calc/pension-credit';
import type { ResolvedRates, TaxYear } from '~/calc/rates';
import {
  addChild,
  carerChoice,
  CHILD_DISABILITY_RATES,
  LIMITS,
  removeChild,
  updateChild,
  withCarerChoice,
  withCouple,
  withPerson,
  withPersonAnswer,
  type CarerChoice,
  type PcPersonQuestions,
  type PcQuestions,
  type PensionCreditAnswers,
} from './state';
import { before2016, isLeftToSex, shownStatePensionAge, type Who } from '~/calc/pension-credit-questions';

export interface YouTabProps {
  input: PensionCreditAnswers;
  onChange: (update: (input: PensionCreditAnswers) => PensionCreditAnswers) => void;
  /** The tax year the answers are worked out in (the 2016 and 2017 questions depend on it). */
  taxYear: TaxYear;
  /** The year's amounts: State Pension age. */
  amounts: ResolvedRates;
  /** The questions asked for these answers (state.ts `pcQuestionsShown`). */
  shown: PcQuestions;
}

type YouMessages = ReturnType<typeof pcYouMessages.get>;

/** The Carer's Allowance choices, yours or your partner's, in the form's words (the printout writes the answer with them). */
export const carerOptions = (t: YouMessages, you: boolean): ReadonlyArray<{ value: CarerChoice; label: string }> => [
  { value: 'no', label: t.no },
  { value: 'paid', label: you ? t.carerPaid : t.partnerCarerPaid },
  { value: 'underlying', label: you ? t.carerUnderlying : t.partnerCarerUnderlying },
];

/** A child's disability rate in the form's words. */
export const childDisabilityLabels = (t: YouMessages): Record<NonNullable<PensionCreditChild['disabilityRate']>, string> => ({
  none: t.no,
  lower: t.childLower,
  higher: t.childHigher,
});

export default function YouTab({ input, onChange, taxYear, amounts, shown }: YouTabProps) {
  const t = useStore(pcYouMessages);
  const isCouple = input.partner !== null;
  return (
    <div className="space-y-6">
      <NationField id="pc-location" value={input.location} onChange={(location) => onChange((i) => ({ ...i, location }))} />

      <RadioGroup
        id="pc-couple"
        legend={t.partner}
        hint={t.partnerHint}
        inline
        value={isCouple ? 'couple' : 'single'}
        onChange={(answer) => onChange((i) => withCouple(i, answer === 'couple'))}
        options={[
          { value: 'single', label: t.single },
          { value: 'couple', label: t.couple },
        ]}
      />

      <PersonFields who="claimant" person={input.claimant} asked={shown.claimant} isCouple={isCouple} taxYear={taxYear} amounts={amounts} onChange={onChange} />
      {input.partner && shown.partner && (
        <PersonFields who="partner" person={input.partner} asked={shown.partner} isCouple taxYear={taxYear} amounts={amounts} onChange={onChange} />
      )}

      {shown.entitledBeforeMay2019 && (
        <YesNoField
          id="pc-before-2019"
          legend={t.before2019}
          hint={t.before2019Hint}
          value={input.entitledBeforeMay2019}
          onChange={(answer) => onChange((i) => ({ ...i, entitledBeforeMay2019: answer }))}
        />
      )}

      {shown.savingsCreditSince2016 && (
        <YesNoField
          id="pc-savings-credit-2016"
          legend={t.savingsCredit2016}
          hint={t.savingsCredit2016Hint}
          value={input.savingsCreditSinceBeforeApril2016}
          onChange={(answer) => onChange((i) => ({ ...i, savingsCreditSinceBeforeApril2016: answer }))}
        />
      )}

      <NumberField
        id="pc-other-adults"
        label={t.otherAdults}
        hint={`${isCouple ? t.notYourPartner : t.notYourself} ${t.otherAdultsHint}`}
        min={0}
        max={LIMITS.otherAdultsMax}
        step={1}
        widthClass="w-24"
        value={input.otherAdults}
        onChange={(otherAdults) => onChange((i) => ({ ...i, otherAdults }))}
      />

      <section aria-labelledby="pc-children-heading">
        <h3 id="pc-children-heading" className="text-lg font-bold text-slate-900">
          {t.children}
        </h3>
        <p className="mt-1 text-slate-700">
          {t.childrenHint} {input.children.length === 0 ? t.none : t.added(input.children.length)}
        </p>
        <PersonList
          people={input.children}
          idPrefix="pc-child"
          noun={t.child}
          addLabel={t.addChild}
          onAdd={() => onChange(addChild)}
          onRemove={(index) => onChange((i) => removeChild(i, index))}
          renderPerson={(child, { index, n, id }) => (
            <ChildFields
              n={n}
              id={id}
              child={child}
              asksBefore2017={shown.childBornBefore2017[index] === true}
              onChange={(patch) => onChange((i) => updateChild(i, index, patch))}
            />
          )}
        />
      </section>
    </div>
  );
}

interface PersonFieldsProps {
  who: Who;
  person: PensionCreditPerson;
  /** The questions asked of this partner beyond those always asked. */
  asked: PcPersonQuestions;
  isCouple: boolean;
  taxYear: TaxYear;
  amounts: ResolvedRates;
  onChange: YouTabProps['onChange'];
}

/** One partner's questions, "you" or "your partner". */
function PersonFields({ who, person, asked, isCouple, taxYear, amounts, onChange }: PersonFieldsProps) {
  const t = useStore(pcYouMessages);
  const you = who === 'claimant';
  const id = (name: string) => `pc-${who}-${name}`;
  const set = (patch: Partial<PensionCreditPerson>) => onChange((i) => withPerson(i, who, patch));
  const answer = <K extends keyof PensionCreditPerson>(key: K, value: PensionCreditPerson[K] | undefined) => onChange((i) => withPersonAnswer(i, who, key, value));
  const spa = amounts['general.state-pension-age'];
  const Heading = isCouple ? 'h3' : null;

  const fields = (
    <>
      <AgeField id={id('age')} label={you ? t.age : t.partnerAge} min={LIMITS.ageMin} max={LIMITS.ageMax} value={person.age} onChange={(age) => set({ age })} />
      <DateField
        id={id('dob')}
        legend={you ? t.dob : t.partnerDob}
        hint={t.dobHint}
        autoComplete={you ? 'bday' : undefined}
        value={person.dateOfBirth ?? ''}
        onChange={(dob) => answer('dateOfBirth', dob === '' ? undefined : dob)}
      />
      {asked.statePensionAge && (
        <YesNoField
          id={id('spa')}
          legend={you ? t.spa : t.partnerSpa}
          hint={!isLeftToSex(person, taxYear) ? t.spaHint({ age: spa, highest: amounts['general.state-pension-age.highest'] }) : t.spaBySex}
          value={shownStatePensionAge(person, taxYear, amounts)}
          onChange={(reached) => answer('reachedStatePensionAge', reached)}
        />
      )}
      {asked.before2016 && (
        <YesNoField
          id={id('before-2016')}
          legend={you ? t.before2016 : t.partnerBefore2016}
          hint={t.before2016Hint}
          value={before2016(person, taxYear, amounts)}
          onChange={(before) => answer('reachedStatePensionAgeBeforeApril2016', before)}
        />
      )}
      <YesNoField
        id={id('disability')}
        legend={you ? t.disability : t.partnerDisability}
        hint={t.disabilityHint}
        value={person.getsDisabilityBenefit ?? false}
        onChange={(getsDisabilityBenefit) => set({ getsDisabilityBenefit })}
      />
      {asked.caredFor && (
        <YesNoField
          id={id('cared-for')}
          legend={you ? t.caredFor : t.partnerCaredFor}
          hint={t.caredForHint}
          value={person.someoneGetsCarersAllowanceForCaringForThem ?? false}
          onChange={(cared) => set({ someoneGetsCarersAllowanceForCaringForThem: cared })}
        />
      )}
      {asked.blind && (
        <YesNoField
          id={id('blind')}
          legend={you ? t.blind : t.partnerBlind}
          value={person.isRegisteredBlind ?? false}
          onChange={(isRegisteredBlind) => set({ isRegisteredBlind })}
        />
      )}
      <RadioGroup<CarerChoice>
        id={id('carer')}
        legend={you ? t.carer : t.partnerCarer}
        hint={t.carerHint}
        value={carerChoice(person)}
        options={carerOptions(t, you)}
        onChange={(choice) => onChange((i) => withCarerChoice(i, who, choice))}
      />
    </>
  );

  if (!Heading) return fields;
  return (
    <section aria-labelledby={id('heading')} className="space-y-6">
      <Heading id={id('heading')} className="text-lg font-bold text-slate-900">
        {you ? t.you : t.yourPartner}
      </Heading>
      {fields}
    </section>
  );
}

interface ChildFieldsProps {
  n: number;
  id: string;
  child: PensionCreditChild;
  /** Whether the age leaves open a birth before 6 April 2017 (state.ts `pcQuestionsShown`). */
  asksBefore2017: boolean;
  onChange: (patch: Partial<PensionCreditChild>) => void;
}

/** One child's answers; PersonList draws the fieldset, legend and Remove button around them. */
function ChildFields({ n, id, child, asksBefore2017, onChange }: ChildFieldsProps) {
  const t = useStore(pcYouMessages);
  const sr = { n, sr: (words: ReactNode) => <span className="sr-only">{words}</span> };
  return (
    <>
      <AgeField
        id={`${id}-age`}
        label={<Rich text={t.childAge} parts={sr} />}
        min={LIMITS.childAgeMin}
        max={LIMITS.childAgeMax}
        value={child.age}
        onChange={(age) => onChange({ age })}
      />
      {asksBefore2017 && (
        <YesNoField
          id={`${id}-before-2017`}
          legend={<Rich text={t.before2017} parts={sr} />}
          hint={t.before2017Hint}
          value={child.bornBeforeApril2017 ?? false}
          onChange={(bornBeforeApril2017) => onChange({ bornBeforeApril2017 })}
        />
      )}
      <SelectField<NonNullable<PensionCreditChild['disabilityRate']>>
        id={`${id}-disability`}
        label={<Rich text={t.childDisability} parts={sr} />}
        value={child.disabilityRate ?? 'none'}
        options={CHILD_DISABILITY_RATES.map((value) => ({ value, label: childDisabilityLabels(t)[value] }))}
        onChange={(disabilityRate) => onChange({ disabilityRate })}
      />
    </>
  );
}
