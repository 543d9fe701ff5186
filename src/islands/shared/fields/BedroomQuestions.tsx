/**
 * The bedroom questions Universal Credit and Housing Benefit share (docs/rules.md UC 4, HB 5; UC
 * Regs Sch 4 paras 10-12, HB Regs regs B13(5)-(7)): a child's sex and whether they cannot share,
 * and the extra rooms for a couple who cannot share, overnight carers and a foster carer. Each
 * form decides when to ask them (only when they can change the count).
 */
import type { ReactNode } from 'react';
import type { ChildSex } from '~/calc/bedrooms';
import { INPUT_LIMITS } from '~/calc/rates';
import NumberField from './NumberField';
import RadioGroup from './RadioGroup';
import YesNoField from './YesNoField';

/** The disability benefits that can give an overnight carer's room or a couple's second room. */
const ADULT_BENEFITS =
  'the daily living part of PIP or Adult Disability Payment, Attendance Allowance or Pension Age Disability Payment, or the middle or highest care rate of Disability Living Allowance';

/** Boy or girl, asked when it can change the bedrooms allowed. */
export function ChildSexField({ id, legend, value, onChange }: { id: string; legend: ReactNode; value: ChildSex | undefined; onChange: (sex: ChildSex) => void }) {
  return (
    <RadioGroup<ChildSex>
      id={id}
      legend={legend}
      hint="Two boys or two girls under 16 are expected to share a bedroom; a boy and a girl only while both are under 10."
      inline
      value={value ?? ''}
      onChange={onChange}
      options={[
        { value: 'male', label: 'Boy' },
        { value: 'female', label: 'Girl' },
      ]}
    />
  );
}

/** Whether a disabled child cannot share a bedroom. */
export function ChildCannotShareField({ id, legend, value, onChange }: { id: string; legend: ReactNode; value: boolean | undefined; onChange: (v: boolean) => void }) {
  return (
    <YesNoField
      id={id}
      legend={legend}
      hint="Yes only if they get the middle or highest care rate of Disability Living Allowance or Child Disability Payment and cannot share a bedroom with another child because of their disability. They are then allowed a bedroom of their own."
      value={value}
      onChange={onChange}
    />
  );
}

export interface ExtraRoomAnswers {
  coupleCannotShare?: boolean;
  overnightCareRooms?: number;
  fosterCarer?: boolean;
}

/**
 * The extra rooms: the couple's question only when `isCoupleAsked`, the foster question only when
 * `isFosterAsked` (Universal Credit asks it with the shared accommodation rate's exemptions when those
 * are asked). `prefix` makes the ids (e.g. `uc` gives `uc-couple-cannot-share`).
 */
export function ExtraRoomQuestions({
  prefix,
  answers,
  isCoupleAsked,
  isFosterAsked,
  careHint,
  onChange,
}: {
  prefix: string;
  answers: ExtraRoomAnswers;
  isCoupleAsked: boolean;
  isFosterAsked: boolean;
  /** How the overnight carers' rooms are counted in this benefit. */
  careHint: string;
  onChange: (change: ExtraRoomAnswers) => void;
}) {
  return (
    <>
      {isCoupleAsked && (
        <YesNoField
          id={`${prefix}-couple-cannot-share`}
          legend="Do you and your partner need separate bedrooms because of a disability?"
          hint={`Yes only if one of you gets ${ADULT_BENEFITS}, and cannot share a bedroom with the other because of their disability. Allows one more bedroom.`}
          value={answers.coupleCannotShare}
          onChange={(coupleCannotShare) => onChange({ coupleCannotShare })}
        />
      )}
      <NumberField
        id={`${prefix}-overnight-care`}
        label="How many people in your home need a carer who lives elsewhere to stay overnight?"
        hint={`Count you, your partner, a child or another adult at home who gets ${ADULT_BENEFITS} (for a child, Child Disability Payment too) and has care from someone who does not live with you and stays the night regularly. ${careHint}`}
        suffix="people"
        min={0}
        max={INPUT_LIMITS.bedrooms.overnightCareRoomsMax}
        widthClass="w-20"
        fallback={0}
        value={answers.overnightCareRooms ?? 0}
        onChange={(overnightCareRooms) => onChange({ overnightCareRooms })}
      />
      {isFosterAsked && (
        <YesNoField
          id={`${prefix}-foster`}
          legend="Are you an approved foster carer, or has a child been placed with you for adoption?"
          hint="With no child placed now, say yes if your last placement ended, or you were approved, in the last 12 months. Allows one more bedroom."
          value={answers.fosterCarer}
          onChange={(fosterCarer) => onChange({ fosterCarer })}
        />
      )}
    </>
  );
}
