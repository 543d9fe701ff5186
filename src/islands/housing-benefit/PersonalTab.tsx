/**
 * The Personal tab (docs/product.md §2-§3): age and State Pension age (asked at 66), single or
 * couple, a partner's age and State Pension age, a mixed-age couple's claim date, disability and
 * caring (docs/rules.md HB 1, 3 and 7), student, immigration, and the people who live with you: a
 * child's disability, a non-dependant's income and, under 25, their benefits. What it shows is what
 * is calculated (state.ts `inputForCalculation`).
 */
import { lazy, Suspense } from 'react';
import PersonList from '~/islands/shared/fields/PersonList';
import NumberField, { MoneyField } from '~/islands/shared/fields/NumberField';
import { AgeField } from '~/islands/shared/fields/fields';
import RadioGroup from '~/islands/shared/fields/RadioGroup';
import YesNoField from '~/islands/shared/fields/YesNoField';
import SelectField from '~/islands/shared/fields/SelectField';
import labelledOptions from '~/islands/shared/fields/labelled-options';
import CheckboxField from '~/islands/shared/fields/CheckboxField';
import CheckboxGroup from '~/islands/shared/fields/CheckboxGroup';
import { INPUT_LIMITS, type ResolvedRates, type TaxYear } from '~/calc/rates';
import { isStatePensionAgeAsked } from '~/calc/pension-age';
import { nonDependantBand } from '~/calc/non-dependants';
import { defaultReachedBeforeApril2021, pensionAgeStatus } from '~/calc/housing-benefit-questions';
import type { HouseholdMember, HousingBenefitDisability, HousingBenefitInput } from '~/calc/housing-benefit';
import {
  addMember,
  DISABILITY_CHOICES,
  inputForCalculation,
  isAskedAdultCareBenefit,
  isAskedIncomeBasedBenefit,
  RELATIONSHIPS,
  removeMember,
  shownDisabilityQuestions,
  toggleIn,
  updateMember,
  withPersonal,
} from './state';
import { formatMoneyWithPence, toPence } from '~/calc/money';
import { hbBedroomQuestionsAsked } from './bedroom-questions';

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

const LIMITS = INPUT_LIMITS.housingBenefit;

/** Plain-English labels of the caring and children's choices; the hint names what it adds. */
const CHOICE_LABELS: Partial<Record<HousingBenefitDisability, { label: string; hint: string }>> = {
  'enhanced-disability-child': {
    label: 'A child gets the enhanced daily living rate of PIP or the highest care rate of DLA',
    hint: 'Adds the enhanced disability premium for a child.',
  },
  'carer-premium': {
    label: 'You or your partner get Carer’s Allowance (Carer Support Payment in Scotland)',
    hint: 'Adds the carer premium, and £20 of earnings is ignored.',
  },
  'carer-bedroom-needed': {
    label: 'You or your partner need a carer to stay overnight, so you need an extra bedroom',
    hint: 'Allows one more bedroom.',
  },
};

/** The care benefits, named as in every question that needs them (HB Regs reg 74(6); HB(SPC) Regs reg 55(6)). */
const CARE_BENEFITS =
  'Attendance Allowance (Pension Age Disability Payment in Scotland), the care part of Disability Living Allowance, or the daily living part of PIP (Adult Disability Payment in Scotland)';
const RELATIONSHIP_LABELS: Record<HouseholdMember['relationship'], string> = {
  partner: 'Partner',
  child: 'Child',
  'non-dependant': 'Non-dependant',
  other: 'Other',
};

const RELATIONSHIP_HINT =
  'Your partner is not added here: answer “Do you live with a partner?” above. A child is under 16, or under 20 and in full-time education. A non-dependant is an adult who lives with you, such as a grown-up son or daughter, a relative or a friend. Other includes a lodger or joint tenant.';

const IMMIGRATION_OPTIONS = [
  { value: 'british', label: 'British or Irish citizen' },
  { value: 'settled', label: 'Settled status or indefinite leave to remain' },
  { value: 'pre-settled', label: 'Pre-settled status' },
  { value: 'other', label: 'Other immigration status' },
];

export interface PersonalTabProps {
  input: HousingBenefitInput;
  onChange: (update: (input: HousingBenefitInput) => HousingBenefitInput) => void;
  /** The year's amounts: State Pension age, non-dependant bands. */
  amounts: ResolvedRates;
  /** The tax year chosen: the before-April-2021 answer is filled in from it until answered. */
  year: TaxYear;
}

/** Which caring and children's choices make sense for this household. */
function isOffered(choice: HousingBenefitDisability, hasChildren: boolean): boolean {
  // The overnight carers' rooms are asked as a number with the other bedroom questions (bedroom-questions.ts).
  if (choice === 'carer-bedroom-needed') return false;
  return choice !== 'enhanced-disability-child' || hasChildren;
}

/** Tick or untick a disability answer (the answers that hang on one the form hides do not count: state.ts inputForCalculation). */
function setDisability(input: HousingBenefitInput, choice: HousingBenefitDisability, on: boolean): HousingBenefitInput {
  return withPersonal(input, { disabilities: toggleIn(input.personalDetails.disabilities, choice, on) });
}

export default function PersonalTab({ input, onChange, amounts, year }: PersonalTabProps) {
  const p = input.personalDetails;
  const members = p.household;
  const isCouple = p.relationshipStatus === 'couple';
  // Hidden answers do not count (state.ts inputForCalculation), so the form reads them the same way.
  const isAsked = isStatePensionAgeAsked(p.age, amounts);
  const isPartnerAsked = isCouple && p.partnerAge !== undefined && isStatePensionAgeAsked(p.partnerAge, amounts);
  const status = pensionAgeStatus(inputForCalculation(input, amounts).personalDetails, amounts);
  const isPensionAge = status.isPensionAge;
  const before2021 = p.reachedPensionAgeBeforeApril2021 ?? defaultReachedBeforeApril2021(status.olderAge, year, amounts);
  const hasChildren = members.some((m) => m.relationship === 'child');
  const split = amounts['housing-benefit.personal-allowance.pension-split-year'];
  const shown = shownDisabilityQuestions(p, isPensionAge);
  const bedrooms = hbBedroomQuestionsAsked(input, amounts);

  return (
    <div className="space-y-6">
      <AgeField id="hb-age" label="Your age" min={LIMITS.ageMin} max={LIMITS.ageMax} value={p.age} onChange={(age) => onChange((i) => withPersonal(i, { age }))} />

      {isAsked && (
        <Suspense fallback={null}>
          <PensionAgeQuestion
            id="hb-pension-age"
            who="you"
            amounts={amounts}
            value={p.isPensionAge}
            onChange={(answer) => onChange((i) => withPersonal(i, { isPensionAge: answer }))}
          />
        </Suspense>
      )}

      <RadioGroup
        id="hb-relationship"
        legend="Do you live with a partner?"
        hint="A partner is someone you are married to, in a civil partnership with, or live with as a couple."
        inline
        value={p.relationshipStatus}
        onChange={(relationshipStatus) => onChange((i) => withPersonal(i, { relationshipStatus }))}
        options={[
          { value: 'single', label: 'No, I am single' },
          { value: 'couple', label: 'Yes, we are a couple' },
        ]}
      />

      {isCouple && (
        <NumberField
          id="hb-partner-age"
          label="Your partner’s age"
          hint="In years. Leave it empty if you are not sure: we then count your partner as the same side of State Pension age as you."
          suffix="years"
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

      {isPartnerAsked && (
        <Suspense fallback={null}>
          <PensionAgeQuestion
            id="hb-partner-pension-age"
            who="your partner"
            amounts={amounts}
            value={p.partnerIsPensionAge}
            onChange={(answer) => onChange((i) => withPersonal(i, { partnerIsPensionAge: answer }))}
          />
        </Suspense>
      )}

      {status.isMixedAge && (
        <YesNoField
          id="hb-claim-before-2019"
          legend="Did your Housing Benefit or Pension Credit claim as a couple start before 15 May 2019?"
          hint="One of you has reached State Pension age and the other has not. Since 15 May 2019 a couple like you claims Universal Credit instead, unless you have been getting Housing Benefit or Pension Credit as a couple since before then."
          value={p.claimBeforeMay2019}
          onChange={(answer) => onChange((i) => withPersonal(i, { claimBeforeMay2019: answer }))}
        />
      )}

      {isPensionAge && (
        <YesNoField
          id="hb-pension-age-before-2021"
          legend={isCouple ? `Did you or your partner reach State Pension age before April ${split}?` : `Did you reach State Pension age before April ${split}?`}
          hint={`People who reached State Pension age before 1 April ${split} get a higher allowance. We have filled this in from ${isCouple ? 'the older of your ages' : 'your age'} and the tax year: change it if it is wrong.`}
          value={before2021}
          onChange={(answer) => onChange((i) => withPersonal(i, { reachedPensionAgeBeforeApril2021: answer }))}
        />
      )}

      <YesNoField
        id="hb-no-deductions"
        legend={`Do you or your partner get ${CARE_BENEFITS}, or are either of you registered blind?`}
        hint={`Armed Forces Independence Payment counts too. If so, nothing is taken off your Housing Benefit for other adults who live with you, and £20 of earnings is ignored${isPensionAge ? '' : '; the disability premium is added'}.`}
        value={p.disabilities.includes('no-non-dependant-deductions')}
        onChange={(answer) => onChange((i) => setDisability(i, 'no-non-dependant-deductions', answer))}
      />

      {shown.otherBenefit && (
        <CheckboxField
          id="hb-disability-premium"
          label="You or your partner get another disability benefit: only the mobility part of PIP or Disability Living Allowance (Adult Disability Payment in Scotland)"
          hint={`£20 of earnings is ignored${isPensionAge ? '' : ', and the disability premium is added'}.`}
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
        legend="Caring"
        hint="Tick all that apply."
        hintId="hb-disabilities-hint"
        listClassName="mt-1"
        choices={DISABILITY_CHOICES.filter((choice) => isOffered(choice, hasChildren)).map((choice) => ({
          id: `hb-${choice}`,
          label: CHOICE_LABELS[choice]?.label ?? choice,
          hint: CHOICE_LABELS[choice]?.hint,
          checked: p.disabilities.includes(choice),
          onChange: (on: boolean) => onChange((i) => setDisability(i, choice, on)),
        }))}
      />

      <CheckboxField
        id="hb-student"
        label="You are a full-time student"
        hint="Most full-time students cannot get Housing Benefit unless they are disabled, a parent or of pension age."
        checked={p.isStudent}
        onChange={(isStudent) => onChange((i) => withPersonal(i, { isStudent }))}
      />

      <SelectField
        id="hb-immigration"
        label="Your nationality or immigration status"
        hint="Some people from abroad cannot get Housing Benefit. This estimate does not check your status."
        value={p.immigration}
        options={IMMIGRATION_OPTIONS}
        onChange={(immigration) => onChange((i) => withPersonal(i, { immigration }))}
      />

      {hasChildren && (
        <YesNoField
          id="hb-claim-before-2016"
          legend="Did your Housing Benefit claim start before 1 May 2016?"
          hint="Only claims that started before then get the family premium."
          value={p.claimBeforeMay2016}
          onChange={(answer) => onChange((i) => withPersonal(i, { claimBeforeMay2016: answer }))}
        />
      )}

      <section aria-labelledby="hb-household-heading">
        <h3 id="hb-household-heading" className="text-lg font-bold text-slate-900">
          People who live with you
        </h3>
        <p className="mt-1 text-slate-700">
          Add your children and anyone else who lives in your home.{' '}
          {members.length === 0 ? 'Nobody added yet.' : `${members.length} ${members.length === 1 ? 'person' : 'people'} added.`}
        </p>
        <PersonList
          people={members}
          idPrefix="hb-member"
          noun="Person"
          addLabel="Add a person"
          onAdd={() => onChange(addMember)}
          onRemove={(index) => onChange((i) => removeMember(i, index))}
          renderPerson={(member, { index, n, id }) => (
            <MemberFields
              n={n}
              id={id}
              member={member}
              amounts={amounts}
              asksCareBenefit={shown.adultsCareBenefit}
              isSexAsked={bedrooms.sex[index] === true}
              isCannotShareAsked={bedrooms.cannotShare[index] === true}
              onChange={(patch) => onChange((i) => updateMember(i, index, patch))}
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
  /** You get a severe disability premium benefit: each adult is asked whether they get one too or are blind. */
  asksCareBenefit: boolean;
  /** The bedroom questions for a child, when they can change the count (bedroom-questions.ts). */
  isSexAsked: boolean;
  isCannotShareAsked: boolean;
  onChange: (patch: Partial<HouseholdMember>) => void;
}

/** One person's answers; PersonList draws the fieldset, legend and Remove button around them. */
function MemberFields({ n, id, member, amounts, asksCareBenefit, isSexAsked, isCannotShareAsked, onChange }: MemberFieldsProps) {
  const income = member.grossWeeklyIncome ?? 0;
  const band = nonDependantBand(Math.round(income * 100), amounts);
  const who = <span className="sr-only"> (person {n})</span>;
  const underAge = amounts['housing-benefit.non-dependant.qualifying-benefit-under-age'];
  return (
    <>
      <AgeField
        id={`${id}-age`}
        label={
          <>
            Age<span className="sr-only"> of person {n}</span>
          </>
        }
        min={LIMITS.memberAgeMin}
        max={LIMITS.memberAgeMax}
        value={member.age}
        onChange={(age) => onChange({ age })}
      />
      <SelectField<HouseholdMember['relationship']>
        id={`${id}-relationship`}
        label={<>Relationship to you{who}</>}
        hint={RELATIONSHIP_HINT}
        value={member.relationship}
        options={labelledOptions(RELATIONSHIPS, RELATIONSHIP_LABELS)}
        onChange={(relationship) => onChange({ relationship })}
      />
      {isSexAsked && (
        <Suspense fallback={null}>
          <ChildSexField id={`${id}-sex`} legend={<>Is this child a boy or a girl?{who}</>} value={member.sex} onChange={(sex) => onChange({ sex })} />
        </Suspense>
      )}
      <div>
        <CheckboxField id={`${id}-student`} label={<>Full-time student{who}</>} checked={member.isStudent} onChange={(isStudent) => onChange({ isStudent })} />
        {member.relationship === 'child' && (
          <CheckboxField
            id={`${id}-disability`}
            label={<>Gets Disability Living Allowance or PIP, or is registered blind{who}</>}
            hint="Adds the disabled child premium."
            checked={member.hasDisability}
            onChange={(hasDisability) => onChange({ hasDisability })}
          />
        )}
        {isCannotShareAsked && (
          <Suspense fallback={null}>
            <ChildCannotShareField
              id={`${id}-cannot-share`}
              legend={<>Does this child need a bedroom of their own because of their disability?{who}</>}
              value={member.cannotShare}
              onChange={(cannotShare) => onChange({ cannotShare })}
            />
          </Suspense>
        )}
        {member.relationship === 'non-dependant' && (
          <MoneyField
            id={`${id}-income`}
            label={<>Their income before tax{who}</>}
            hint={`Per week, from work, benefits or anything else. It sets how much is taken off your Housing Benefit for them: at this income, band ${band.band}, ${formatMoneyWithPence(toPence(amounts[band.id]))} a week. Nothing is taken for someone under 18 or a full-time student.`}
            suffix="a week"
            value={income}
            onChange={(grossWeeklyIncome) => onChange({ grossWeeklyIncome })}
          />
        )}
        {asksCareBenefit && isAskedAdultCareBenefit(member, amounts) && (
          <Suspense fallback={null}>
            <AdultCareBenefit
              id={id}
              n={n}
              checked={member.getsDisabilityBenefitOrBlind ?? false}
              onChange={(getsDisabilityBenefitOrBlind) => onChange({ getsDisabilityBenefitOrBlind })}
            />
          </Suspense>
        )}
        {isAskedIncomeBasedBenefit(member, underAge) && (
          <CheckboxField
            id={`${id}-income-based`}
            label={<>Gets income support, income-based JSA, income-related ESA or Universal Credit with no earnings{who}</>}
            hint={`Nothing is taken for someone under ${underAge} who gets one of these (not ESA with a work-related activity or support component).`}
            checked={member.getsIncomeBasedBenefit ?? false}
            onChange={(getsIncomeBasedBenefit) => onChange({ getsIncomeBasedBenefit })}
          />
        )}
      </div>
    </>
  );
}
