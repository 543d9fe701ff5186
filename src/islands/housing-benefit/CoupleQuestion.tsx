/**
 * Whether one of the people who live with you is in a couple with another of them (docs/rules.md HB
 * 5 and 7): a couple share one bedroom (HB Regs regs B13(5)(a), 13D(3)(a)) and, both non-dependants,
 * take one deduction by their joint income (reg 74(3)-(4)). Asked of each person of 16 or over who is
 * not a child when there are two or more (bedroom-questions.ts); PersonalTab loads it with the first
 * answer, so the page's first load stays small (README "Performance").
 */
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { hbCoupleMessages } from '~/i18n/en/housing-benefit-later';
import { Rich } from '~/i18n/Rich';
import SelectField from '~/islands/shared/fields/SelectField';

/** The choice of no one, beside each other person's number. */
const NO_ONE = 'none';

export interface CoupleQuestionProps {
  /** Their row's id (PersonList), the start of the field's id. */
  id: string;
  /** Their number on the form. */
  n: number;
  /** The number of the person they live with as a couple, if any. */
  value: number | undefined;
  /** The numbers of the others they could live with as a couple. */
  choices: readonly number[];
  onChange: (other: number | null) => void;
}

export default function CoupleQuestion({ id, n, value, choices, onChange }: CoupleQuestionProps) {
  const t = useStore(hbCoupleMessages);
  const chosen = value !== undefined && choices.includes(value) ? String(value) : NO_ONE;
  return (
    <SelectField
      id={`${id}-couple`}
      label={<Rich text={t.label} parts={{ n, sr: (words: ReactNode) => <span className="sr-only">{words}</span> }} />}
      hint={t.hint}
      value={chosen}
      options={[{ value: NO_ONE, label: t.no }, ...choices.map((other) => ({ value: String(other), label: t.with({ n: other }) }))]}
      onChange={(picked) => onChange(picked === NO_ONE ? null : Number(picked))}
    />
  );
}
