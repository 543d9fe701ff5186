/**
 * The Personal tab (docs/product.md §2-§3): age and State Pension age (asked at 66), single or
 * couple, a partner's age and State Pension age, a mixed-age couple's claim date, disability and
 * caring (docs/rules.md HB 1, 3 and 7), student, immigration, and the people who live with you: a
 * child's disability, a non-dependant's income and, under 25, their benefits. What it shows is what
 * is calculated (state.ts `inputForCalculation`).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { hbMessages, hbPersonalMessages } from '~/i18n/en/housing-benefit';
import { Rich } from '~/i18n/Rich';
import PersonList from '~/islands/shared/fields/PersonList';
import NumberField, { MoneyField } from '~/islands/shared/fields/NumberField';
import { AgeField } from '~/islands/shared/fields/fields';
import RadioGroup from '~/islands/shared/fields/RadioGroup';
import YesNoField from '~/islands/shared/fields/YesNoField';
import SelectField from '~/islands/shared/fields/SelectField';
import NationField from '~/islands/shared/fields/NationField';
import labelledOptions from '~/islands/shared/fields/labelled-options';
import CheckboxField from '~/islands/shared/fields/CheckboxField';
import CheckboxGroup from '~/islands/shared/fields/CheckboxGroup';
import { INPUT_LIMITS, type ResolvedRates, type TaxYear } from '~/calc/rates';
import { nonDependantBand } from '~/calc/non-dependants';
import type { HouseholdMember, HousingBenefitDisability, HousingBenefitInput } from '~/calc/housing-benefit';
import { addMember, RELATIONSHIPS, removeMember, shownBefore2021, toggleIn, updateMember, withPersonal, type HbMemberQuestions, type HbQuestions } from './state';
import { formatMoneyWithPence, toPence } from '~/calc/money';

/** The bedroom questions load when the household first needs them, so the page's first load stays within its budget (README "Performance"). */
const loadBedroomQuestions = () => import('~/islands/shared/fields/BedroomQuestions');
const ChildSexField = lazy(() => loadBedroomQuestions().then((m) => ({ default: m.ChildSexField })));
const ChildCannotShareField = lazy(() => loadBedroomQuestions().then((m) => ({ default: m.ChildCannotShareField })));

/**
 * The State Pension age question, asked only at 66: it loads with the first answer (the calculator's
 * preload), not with the page (README "Performance").
 */
export const loadPensionAgeQuestion = () => import('~/islands/shared/fields/PensionAgeQuestion');
const PensionAgeQuestion = lazy(loadPensionAgeQuestion);

/** The questions asked only after Yes to the care benefits: loaded with the first answer, like the State Pension age question. */
export const loadCareBenefitQuestions = () => import('./CareBenefitQuestions');
const CareBenefitQuestions = lazy(loadCareBenefitQuestions);
const AdultCareBenefit = lazy(() => loadCareBenefitQuestions().then((m) => ({ default: m.AdultCareBenefit })));

/** Whether two of the people are a couple, asked once two adults are listed: loaded with the first answer, like the questions above. */
export const loadCoupleQuestion = () => import('./CoupleQuestion');
const CoupleQuestion = lazy(loadCoupleQuestion);

const LIMITS = INPUT_LIMITS.housingBenefit;

type PersonalMessages = ReturnType<typeof hbPersonalMessages.get>;

/** Plain-English labels of the caring and children's choices offered; the hint names what it adds (the printout's too). */
export const choiceLabels = (t: PersonalMessages): Partial<Record<HousingBenefitDisability, { label: string; hint: string }>> => ({
  'enhanced-disability-child': { label: t.childEnhanced, hint: t.childEnhancedHint },
  'carer-premium': { label: t.carer, hint: t.carerHint },
});

/** A household member's relationship in the form's words. */
export const relationshipLabels = (t: PersonalMessages): Record<HouseholdMember['relationship'], string> => ({
  partner: t.isPartner,
  child: t.isChild,
  'non-dependant': t.isNonDependant,
  other: t.isOther,
});

/** The immigration choices in the form's words. */
export const immigrationOptions = (t: PersonalMessages) => [
  { value: 'british', label: t.british },
  { value: 'settled', label: t.settled },
  { value: 'pre-settled', label: t.preSettled },
  { value: 'other', label: t.otherStatus },
];

/** A household member's number, after their label, for screen readers. */
const srParts = (n: number) => ({ n, sr: (words: ReactNode) => <span className="sr-only">{words}</span> });

export interface PersonalTabProps {
  input: HousingBenefitInput;
  onChange: (update: (input: HousingBenefitInput) => HousingBenefitInput) => void;
  /** The year's amounts: State Pension age, non-dependant bands. */
  amounts: ResolvedRates;
  /** The tax year chosen: the before-April-2021 answer is filled in from it until answered. */
  year: TaxYear;
  /** The questions these answers open (state.ts `hbQuestionsShown`, the rule the printout lists too). */
  shown: HbQuestions;
}

/** Tick or untick a disability answer (the answers that hang on one the form hides do not count: state.ts inputForCalculation). */
function setDisability(input: HousingBenefitInput, choice: HousingBenefitDisability, on: boolean): HousingBenefitInput {
  return withPersonal(input, { disabilities: toggleIn(input.personalDetails.disabilities, choice, on) });
}

export default function PersonalTab({ input, onChange, amounts, year, shown: asked }: PersonalTabProps) {
  const p = input.personalDetails;
  const members = p.household;
  const isCouple = p.relationshipStatus === 'couple';
  const isPensionAge = asked.isPensionAge;
  const split = amounts['housing-benefit.personal-allowance.pension-split-year'];
  const shown = asked.disability;
  const t = useStore(hbPersonalMessages);
  const choices = choiceLabels(t);

  return (
    <div className="space-y-6">
      <AgeField id="hb-age" label={t.age} min={LIMITS.ageMin} max={LIMITS.ageMax} value={p.age} onChange={(age) => onChange((i) => withPersonal(i, { age }))} />

      {asked.statePensionAge && (
        <Suspense fallback={null}>
          <PensionAgeQuestion
            id="hb-pension-age"
            who="claimant"
            amounts={amounts}
            value={p.isPensionAge}
            onChange={(answer) => onChange((i) => withPersonal(i, { isPensionAge: answer }))}
          />
        </Suspense>
      )}

      <NationField id="hb-location" value={p.location} onChange={(location) => onChange((i) => withPersonal(i, { location }))} />

      <RadioGroup
        id="hb-relationship"
        legend={t.partner}
        hint={t.partnerHint}
        inline
        value={p.relationshipStatus}
        onChange={(relationshipStatus) => onChange((i) => withPersonal(i, { relationshipStatus }))}
        options={[
          { value: 'single', label: t.single },
          { value: 'couple', label: t.couple },
        ]}
      />

      {asked.partnerAge && (
        <NumberField
          id="hb-partner-age"
          label={t.partnerAge}
          hint={t.partnerAgeHint}
          suffix={t.years}
          allowEmpty
          min={LIMITS.ageMin}
          max={LIMITS.ageMax}
          widthClass="w-24"
          value={p.partnerAge ?? null}
          onChange={(partnerAge) =>
            onChange((i) => {
              const { partnerAge: _old, ...rest } = i.personalDetails;
              return { ...i, personalDetails: partnerAge === null ? rest : { ...rest, partnerAge } };
            })
          }
        />
      )}

      {asked.partnerStatePensionAge && (
        <Suspense fallback={null}>
          <PensionAgeQuestion
            id="hb-partner-pension-age"
            who="partner"
            amounts={amounts}
            value={p.partnerIsPensionAge}
            onChange={(answer) => onChange((i) => withPersonal(i, { partnerIsPensionAge: answer }))}
          />
        </Suspense>
      )}

      {asked.claimBeforeMay2019 && (
        <YesNoField
          id="hb-claim-before-2019"
          legend={t.before2019}
          hint={t.before2019Hint}
          value={p.claimBeforeMay2019}
          onChange={(answer) => onChange((i) => withPersonal(i, { claimBeforeMay2019: answer }))}
        />
      )}

      {asked.before2021 && (
        <YesNoField
          id="hb-pension-age-before-2021"
          legend={isCouple ? t.before2021Couple({ year: split }) : t.before2021({ year: split })}
          hint={`${t.before2021Hint({ year: split })} ${isCouple ? t.filledInCouple : t.filledIn}`}
          value={shownBefore2021(input, amounts, year)}
          onChange={(answer) => onChange((i) => withPersonal(i, { reachedPensionAgeBeforeApril2021: answer }))}
        />
      )}

      <YesNoField
        id="hb-no-deductions"
        legend={t.careBenefits}
        hint={`${t.afip} ${isPensionAge ? t.noDeductions : t.noDeductionsPremium}`}
        value={p.disabilities.includes('no-non-dependant-deductions')}
        onChange={(answer) => onChange((i) => setDisability(i, 'no-non-dependant-deductions', answer))}
      />

      {shown.otherBenefit && (
        <CheckboxField
          id="hb-disability-premium"
          label={t.otherBenefit}
          hint={isPensionAge ? t.ignored : t.ignoredPremium}
          checked={p.disabilities.includes('disability-premium')}
          onChange={(on) => onChange((i) => setDisability(i, 'disability-premium', on))}
        />
      )}

      {shown.severe && (
        <Suspense fallback={null}>
          <CareBenefitQuestions
            disabilities={p.disabilities}
            shown={shown}
            onChange={(choice, on) => onChange((i) => withPersonal(i, { disabilities: toggleIn(i.personalDetails.disabilities, choice, on) }))}
          />
        </Suspense>
      )}

      <CheckboxGroup
        legend={t.caring}
        hint={t.tickAll}
        hintId="hb-disabilities-hint"
        listClassName="mt-1"
        choices={asked.caring.map((choice) => ({
          id: `hb-${choice}`,
          label: choices[choice]?.label ?? choice,
          hint: choices[choice]?.hint,
          checked: p.disabilities.includes(choice),
          onChange: (on: boolean) => onChange((i) => setDisability(i, choice, on)),
        }))}
      />

      <CheckboxField id="hb-student" label={t.student} hint={t.studentHint} checked={p.isStudent} onChange={(isStudent) => onChange((i) => withPersonal(i, { isStudent }))} />

      <SelectField
        id="hb-immigration"
        label={t.immigration}
        hint={t.immigrationHint}
        value={p.immigration}
        options={immigrationOptions(t)}
        onChange={(immigration) => onChange((i) => withPersonal(i, { immigration }))}
      />

      {asked.claimBeforeMay2016 && (
        <YesNoField
          id="hb-claim-before-2016"
          legend={t.before2016}
          hint={t.before2016Hint}
          value={p.claimBeforeMay2016}
          onChange={(answer) => onChange((i) => withPersonal(i, { claimBeforeMay2016: answer }))}
        />
      )}

      <section aria-labelledby="hb-household-heading">
        <h3 id="hb-household-heading" className="text-lg font-bold text-slate-900">
          {t.household}
        </h3>
        <p className="mt-1 text-slate-700">
          {t.addPeople} {members.length === 0 ? t.nobody : t.added(members.length)}
        </p>
        <PersonList
          people={members}
          idPrefix="hb-member"
          noun={t.person}
          addLabel={t.addPerson}
          onAdd={() => onChange(addMember)}
          onRemove={(index) => onChange((i) => removeMember(i, index))}
          renderPerson={(member, { index, n, id }) => (
            <MemberFields
              n={n}
              id={id}
              member={member}
              amounts={amounts}
              asked={asked.members[index]}
              onChange={(patch) => onChange((i) => updateMember(i, index, patch))}
              onCouple={onChange}
            />
          )}
        />
      </section>
    </div>
  );
}

interface MemberFieldsProps {
  /** Their number as people read it. */
  n: number;
  /** Their row's id (PersonList), the start of each field's id. */
  id: string;
  member: HouseholdMember;
  amounts: ResolvedRates;
  /** The questions asked about this person beyond their age, relationship and studies (state.ts `hbQuestionsShown`). */
  asked: HbMemberQuestions | undefined;
  onChange: (patch: Partial<HouseholdMember>) => void;
  /** Changes the answers when they are said to live as a couple with someone, or with no one (CoupleQuestion.tsx). */
  onCouple: (update: (input: HousingBenefitInput) => HousingBenefitInput) => void;
}

/** One person's answers; PersonList draws the fieldset, legend and Remove button around them. */
function MemberFields({ n, id, member, amounts, asked, onChange, onCouple }: MemberFieldsProps) {
  const t = useStore(hbPersonalMessages);
  const { aWeek } = useStore(hbMessages);
  const income = member.grossWeeklyIncome ?? 0;
  const band = nonDependantBand(Math.round(income * 100), amounts);
  const sr = srParts(n);
  const underAge = amounts['housing-benefit.non-dependant.qualifying-benefit-under-age'];
  return (
    <>
      <AgeField
        id={`${id}-age`}
        label={<Rich text={t.memberAge} parts={sr} />}
        min={LIMITS.memberAgeMin}
        max={LIMITS.memberAgeMax}
        value={member.age}
        onChange={(age) => onChange({ age })}
      />
      <SelectField<HouseholdMember['relationship']>
        id={`${id}-relationship`}
        label={<Rich text={t.relationship} parts={sr} />}
        hint={t.relationshipHint}
        value={member.relationship}
        options={labelledOptions(RELATIONSHIPS, relationshipLabels(t))}
        onChange={(relationship) => onChange({ relationship })}
      />
      {asked?.couple && (
        <Suspense fallback={null}>
          <CoupleQuestion id={id} index={n - 1} value={member.coupleWith} choices={asked.couple} onChange={onCouple} />
        </Suspense>
      )}
      {asked?.sex && (
        <Suspense fallback={null}>
          <ChildSexField id={`${id}-sex`} legend={<Rich text={t.sex} parts={sr} />} value={member.sex} onChange={(sex) => onChange({ sex })} />
        </Suspense>
      )}
      <div>
        <CheckboxField id={`${id}-student`} label={<Rich text={t.memberStudent} parts={sr} />} checked={member.isStudent} onChange={(isStudent) => onChange({ isStudent })} />
        {asked?.disability && (
          <CheckboxField
            id={`${id}-disability`}
            label={<Rich text={t.childDisability} parts={sr} />}
            hint={t.childDisabilityHint}
            checked={member.hasDisability}
            onChange={(hasDisability) => onChange({ hasDisability })}
          />
        )}
        {asked?.cannotShare && (
          <Suspense fallback={null}>
            <ChildCannotShareField
              id={`${id}-cannot-share`}
              legend={<Rich text={t.cannotShare} parts={sr} />}
              value={member.cannotShare}
              onChange={(cannotShare) => onChange({ cannotShare })}
            />
          </Suspense>
        )}
        {asked?.income && (
          <MoneyField
            id={`${id}-income`}
            label={<Rich text={t.memberIncome} parts={sr} />}
            hint={t.memberIncomeHint({ band: band.band, amount: formatMoneyWithPence(toPence(amounts[band.id])) })}
            suffix={aWeek}
            value={income}
            onChange={(grossWeeklyIncome) => onChange({ grossWeeklyIncome })}
          />
        )}
        {asked?.careBenefit && (
          <Suspense fallback={null}>
            <AdultCareBenefit
              id={id}
              n={n}
              checked={member.getsDisabilityBenefitOrBlind ?? false}
              onChange={(getsDisabilityBenefitOrBlind) => onChange({ getsDisabilityBenefitOrBlind })}
            />
          </Suspense>
        )}
        {asked?.incomeBased && (
          <CheckboxField
            id={`${id}-income-based`}
            label={<Rich text={t.incomeBased} parts={sr} />}
            hint={t.incomeBasedHint({ age: underAge })}
            checked={member.getsIncomeBasedBenefit ?? false}
            onChange={(getsIncomeBasedBenefit) => onChange({ getsIncomeBasedBenefit })}
          />
        )}
      </div>
    </>
  );
}
