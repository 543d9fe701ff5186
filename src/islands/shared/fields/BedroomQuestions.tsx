/**
 * The bedroom questions Universal Credit and Housing Benefit share (docs/rules.md UC 4, HB 5; UC
 * Regs Sch 4 paras 10-12, HB Regs regs B13(5)-(7)): a child's sex and whether they cannot share,
 * the extra rooms for a couple who cannot share, overnight carers and a foster carer, and the
 * bedrooms a renter says they are allowed. Each form decides when to ask them (only when they can
 * change the count).
 */
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ChildSex } from '~/calc/bedrooms';
import { sharedBedroomMessages } from '~/i18n/en/shared-bedrooms';
import { INPUT_LIMITS } from '~/calc/rates';
import CheckboxField from './CheckboxField';
import NumberField from './NumberField';
import RadioGroup from './RadioGroup';
import YesNoField from './YesNoField';

/** Boy or girl, asked when it can change the bedrooms allowed. */
export function ChildSexField({ id, legend, value, onChange }: { id: string; legend: ReactNode; value: ChildSex | undefined; onChange: (sex: ChildSex) => void }) {
  const t = useStore(sharedBedroomMessages);
  return (
    <RadioGroup<ChildSex>
      id={id}
      legend={legend}
      hint={t.childSexHint}
      inline
      value={value ?? ''}
      onChange={onChange}
      options={[
        { value: 'male', label: t.boy },
        { value: 'female', label: t.girl },
      ]}
    />
  );
}

/** Whether a disabled child cannot share a bedroom. */
export function ChildCannotShareField({ id, legend, value, onChange }: { id: string; legend: ReactNode; value: boolean | undefined; onChange: (v: boolean) => void }) {
  const t = useStore(sharedBedroomMessages);
  return <YesNoField id={id} legend={legend} hint={t.childCannotShareHint} value={value} onChange={onChange} />;
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
  const t = useStore(sharedBedroomMessages);
  const benefits = t.adultBenefits;
  return (
    <>
      {isCoupleAsked && (
        <YesNoField
          id={`${prefix}-couple-cannot-share`}
          legend={t.couple}
          hint={t.coupleHint({ benefits })}
          value={answers.coupleCannotShare}
          onChange={(coupleCannotShare) => onChange({ coupleCannotShare })}
        />
      )}
      <NumberField
        id={`${prefix}-overnight-care`}
        label={t.overnightCare}
        hint={t.overnightCareHint({ benefits, careHint })}
        suffix={t.people}
        min={0}
        max={INPUT_LIMITS.bedrooms.overnightCareRoomsMax}
        widthClass="w-20"
        fallback={0}
        value={answers.overnightCareRooms ?? 0}
        onChange={(overnightCareRooms) => onChange({ overnightCareRooms })}
      />
      {isFosterAsked && (
        <YesNoField id={`${prefix}-foster`} legend={t.foster} hint={t.fosterHint} value={answers.fosterCarer} onChange={(fosterCarer) => onChange({ fosterCarer })} />
      )}
    </>
  );
}

/**
 * The bedrooms a renter says they are allowed (docs/rules.md UC 4, HB 5): a tickbox that reveals
 * the number, 1-10, used instead of the count. `value`: the number typed, undefined when not
 * ticked; `counted()`: the count from the answers, the number first shown when ticked.
 */
export function BedroomsTypedQuestion({
  prefix,
  value,
  counted,
  onChange,
}: {
  prefix: string;
  value: number | undefined;
  counted: () => number;
  onChange: (typed: number | undefined) => void;
}) {
  const t = useStore(sharedBedroomMessages);
  const { typedMin, typedMax } = INPUT_LIMITS.bedrooms;
  return (
    <>
      <CheckboxField
        id={`${prefix}-bedrooms-typed-tick`}
        label={t.typedTick}
        hint={t.typedTickHint}
        checked={value !== undefined}
        onChange={(on) => onChange(on ? Math.min(typedMax, Math.max(typedMin, counted())) : undefined)}
      />
      {value !== undefined && (
        <NumberField
          id={`${prefix}-bedrooms-typed`}
          label={t.typed}
          suffix={t.bedroomsSuffix}
          min={typedMin}
          max={typedMax}
          widthClass="w-20"
          fallback={typedMin}
          value={value}
          onChange={onChange}
        />
      )}
    </>
  );
}
