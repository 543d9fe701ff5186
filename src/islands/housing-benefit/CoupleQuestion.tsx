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
import type { HousingBenefitInput } from '~/calc/housing-benefit';
import { withPersonal } from './state';

/** The choice of no one, beside each other person's number. */
const NO_ONE = 'none';

/**
 * The person at `index` lives as a couple with the person at `other` (indexes in the list), or with
 * no one (null): each names the other by their number on the form, and anyone either of them was
 * named with before is named with no one (docs/rules.md HB 5 and 7).
 */
export function withCouple(input: HousingBenefitInput, index: number, other: number | null): HousingBenefitInput {
  const members = input.personalDetails.household;
  const pair = other === null ? [index] : [index, other];
  const formerly = pair.flatMap((i) => {
    const n = members[i]?.coupleWith;
    return n === undefined ? [] : [n - 1];
  });
  const household = members.map((m, i) => {
    const { coupleWith: _old, ...rest } = m;
    if (i === index) return other === null ? rest : { ...rest, coupleWith: other + 1 };
    if (i === other) return { ...rest, coupleWith: index + 1 };
    return formerly.includes(i) || (m.coupleWith !== undefined && pair.includes(m.coupleWith - 1)) ? rest : m;
  });
  return withPersonal(input, { household });
}

export interface CoupleQuestionProps {
  /** Their row's id (PersonList), the start of the field's id. */
  id: string;
  /** Their place in the list (0-based); their number on the form is one more. */
  index: number;
  /** The number of the person they live with as a couple, if any. */
  value: number | undefined;
  /** The numbers of the others they could live with as a couple. */
  choices: readonly number[];
  /** The change to the answers (`withCouple`), kept here so the page's first load does not carry it. */
  onChange: (update: (input: HousingBenefitInput) => HousingBenefitInput) => void;
}

export default function CoupleQuestion({ id, index, value, choices, onChange }: CoupleQuestionProps) {
  const t = useStore(hbCoupleMessages);
  const n = index + 1;
  const chosen = value !== undefined && choices.includes(value) ? String(value) : NO_ONE;
  return (
    <SelectField
      id={`${id}-couple`}
      label={<Rich text={t.label} parts={{ n, sr: (words: ReactNode) => <span className="sr-only">{words}</span> }} />}
      hint={t.hint}
      value={chosen}
      options={[{ value: NO_ONE, label: t.no }, ...choices.map((other) => ({ value: String(other), label: t.with({ n: other }) }))]}
      onChange={(picked) => onChange((input) => withCouple(input, index, picked === NO_ONE ? null : Number(picked) - 1))}
    />
  );
}
