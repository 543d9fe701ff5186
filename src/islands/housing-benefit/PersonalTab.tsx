/**
 * The Personal tab (spec 001 §2-§3): age, single or couple, disability and caring
 * (DECISIONS.md §2 HB 1 and 3), student, immigration, and the people who live with you.
 */
import { useEffect, useRef } from 'react';
import NumberField from '~/islands/shared/NumberField';
import RadioGroup from '~/islands/shared/RadioGroup';
import SelectField from '~/islands/shared/SelectField';
import CheckboxField from '~/islands/shared/CheckboxField';
import { INPUT_LIMITS } from '~/calc/rates';
import type { HouseholdMember, HousingBenefitDisability, HousingBenefitInput } from '~/calc/housing-benefit';
import { addMember, DISABILITY_CHOICES, RELATIONSHIPS, removeMember, toggleIn, updateMember, withPersonal } from './state';

const LIMITS = INPUT_LIMITS.housingBenefit;

/** Plain-English labels of the premium choices; the hint names what it adds. */
const DISABILITY_LABELS: Record<HousingBenefitDisability, { label: string; hint: string }> = {
  'disability-premium': {
    label: 'You or your partner get a disability benefit, such as PIP or Disability Living Allowance, or are registered blind',
    hint: 'Adds the disability premium.',
  },
  'severe-disability-premium': {
    label: 'You get the daily living part of PIP (or the middle or highest care rate of DLA), live with no other adult, and nobody gets Carer’s Allowance for looking after you',
    hint: 'Adds the severe disability premium.',
  },
  'enhanced-disability-premium': {
    label: 'You, your partner or a child get the enhanced daily living rate of PIP or the highest care rate of DLA',
    hint: 'Adds the enhanced disability premium.',
  },
  'carer-premium': {
    label: 'You or your partner get Carer’s Allowance',
    hint: 'Adds the carer premium.',
  },
  'carer-bedroom-needed': {
    label: 'You or your partner need a carer to stay overnight, so you need an extra bedroom',
    hint: 'Allows one more bedroom.',
  },
};

const RELATIONSHIP_LABELS: Record<HouseholdMember['relationship'], string> = {
  partner: 'Partner',
  child: 'Child',
  'non-dependant': 'Non-dependant',
  other: 'Other',
};

const RELATIONSHIP_HINT =
  'A child is under 16, or under 20 and in full-time education. A non-dependant is an adult who lives with you, such as a grown-up son or daughter, a relative or a friend. Other includes a lodger or joint tenant.';

const IMMIGRATION_OPTIONS = [
  { value: 'british', label: 'British or Irish citizen' },
  { value: 'settled', label: 'Settled status or indefinite leave to remain' },
  { value: 'pre-settled', label: 'Pre-settled status' },
  { value: 'other', label: 'Other immigration status' },
];

export interface PersonalTabProps {
  input: HousingBenefitInput;
  onChange: (update: (input: HousingBenefitInput) => HousingBenefitInput) => void;
}

export default function PersonalTab({ input, onChange }: PersonalTabProps) {
  const p = input.personalDetails;
  const members = p.household;
  const addButton = useRef<HTMLButtonElement>(null);
  // After adding a person, focus their age; after removing one, the Add button.
  const focusAfter = useRef<'added' | 'removed' | null>(null);
  useEffect(() => {
    if (focusAfter.current === 'added') document.getElementById(`hb-member-${members.length - 1}-age`)?.focus();
    if (focusAfter.current === 'removed') addButton.current?.focus();
    focusAfter.current = null;
  }, [members.length]);

  return (
    <div className="space-y-6">
      <NumberField
        id="hb-age"
        label="Your age"
        suffix="years"
        min={LIMITS.ageMin}
        max={LIMITS.ageMax}
        fallback={LIMITS.ageMin}
        widthClass="w-24"
        value={p.age}
        onChange={(age) => onChange((i) => withPersonal(i, { age }))}
      />

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

      <fieldset>
        <legend className="font-semibold text-slate-900">Disability and caring</legend>
        <p id="hb-disabilities-hint" className="mt-1 text-slate-600">
          Tick all that apply. These add premiums to the amount you are allowed to live on, or allow an extra bedroom.
        </p>
        <div className="mt-1">
          {DISABILITY_CHOICES.map((choice) => (
            <CheckboxField
              key={choice}
              id={`hb-${choice}`}
              label={DISABILITY_LABELS[choice].label}
              hint={DISABILITY_LABELS[choice].hint}
              checked={p.disabilities.includes(choice)}
              onChange={(on) => onChange((i) => withPersonal(i, { disabilities: toggleIn(i.personalDetails.disabilities, choice, on) }))}
            />
          ))}
        </div>
      </fieldset>

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

      <section aria-labelledby="hb-household-heading">
        <h3 id="hb-household-heading" className="text-lg font-bold text-slate-900">
          People who live with you
        </h3>
        <p className="mt-1 text-slate-700">
          Add your children and anyone else who lives in your home. {members.length === 0 ? 'Nobody added yet.' : `${members.length} ${members.length === 1 ? 'person' : 'people'} added.`}
        </p>
        {members.length > 0 && (
          <ul className="mt-3 space-y-4">
            {members.map((m, index) => (
              <MemberCard
                key={index}
                index={index}
                member={m}
                onChange={(patch) => onChange((i) => updateMember(i, index, patch))}
                onRemove={() => {
                  focusAfter.current = 'removed';
                  onChange((i) => removeMember(i, index));
                }}
              />
            ))}
          </ul>
        )}
        <button
          ref={addButton}
          type="button"
          className="btn btn-secondary mt-4"
          onClick={() => {
            focusAfter.current = 'added';
            onChange(addMember);
          }}
        >
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
            <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
          Add a person
        </button>
      </section>
    </div>
  );
}

interface MemberCardProps {
  index: number;
  member: HouseholdMember;
  onChange: (patch: Partial<HouseholdMember>) => void;
  onRemove: () => void;
}

function MemberCard({ index, member, onChange, onRemove }: MemberCardProps) {
  const n = index + 1;
  const id = `hb-member-${index}`;
  return (
    <li className="rounded-lg border border-slate-300 p-4">
      <fieldset>
        <legend className="text-base font-bold text-slate-900">Person {n}</legend>
        <div className="mt-2 space-y-4">
          <NumberField
            id={`${id}-age`}
            label={<>Age<span className="sr-only"> of person {n}</span></>}
            suffix="years"
            min={LIMITS.memberAgeMin}
            max={LIMITS.memberAgeMax}
            fallback={LIMITS.memberAgeMin}
            widthClass="w-24"
            value={member.age}
            onChange={(age) => onChange({ age })}
          />
          <SelectField<HouseholdMember['relationship']>
            id={`${id}-relationship`}
            label={<>Relationship to you<span className="sr-only"> (person {n})</span></>}
            hint={RELATIONSHIP_HINT}
            value={member.relationship}
            options={RELATIONSHIPS.map((value) => ({ value, label: RELATIONSHIP_LABELS[value] }))}
            onChange={(relationship) => onChange({ relationship })}
          />
          <div>
            <CheckboxField
              id={`${id}-student`}
              label={<>Full-time student<span className="sr-only"> (person {n})</span></>}
              checked={member.isStudent}
              onChange={(isStudent) => onChange({ isStudent })}
            />
            <CheckboxField
              id={`${id}-disability`}
              label={<>Has a disability<span className="sr-only"> (person {n})</span></>}
              checked={member.hasDisability}
              onChange={(hasDisability) => onChange({ hasDisability })}
            />
            {member.relationship === 'non-dependant' && (
              <CheckboxField
                id={`${id}-contributes`}
                label={<>Pays towards the rent<span className="sr-only"> (person {n})</span></>}
                hint="A non-dependant aged 18 or over means a deduction from your Housing Benefit: a larger one if they pay towards the rent."
                checked={member.contributesToRent}
                onChange={(contributesToRent) => onChange({ contributesToRent })}
              />
            )}
          </div>
        </div>
      </fieldset>
      <button type="button" className="btn btn-secondary mt-3 border-danger-600 text-danger-600 hover:bg-danger-50" onClick={onRemove}>
        Remove<span className="sr-only"> person {n}</span>
      </button>
    </li>
  );
}
