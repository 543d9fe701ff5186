/**
 * "Where do you live?" (docs/rules.md "Where you live"): the four nations as a select, England first,
 * the one question every calculator that asks it draws (Universal Credit, Housing Benefit, Pension
 * Credit, PIP), with the one list of nations (src/calc/nations.ts) and their one set of names. The
 * printouts write the answer with `nationOptions`, so screen and paper say the same.
 */
import { useStore } from '@nanostores/react';
import { UK_NATIONS, type UkNation } from '~/calc/nations';
import { sharedNationMessages } from '~/i18n/en/shared-nations';
import SelectField from './SelectField';

/** The nations with their names, in the order the select offers them. */
export function nationOptions(): { value: UkNation; label: string }[] {
  const t = sharedNationMessages.get();
  return UK_NATIONS.map((value) => ({ value, label: t[value] }));
}

export interface NationFieldProps {
  id: string;
  value: UkNation | undefined;
  onChange: (nation: UkNation) => void;
  /** A calculator's own hint (PIP's, about Adult Disability Payment); default: the payments of their own Scotland and Northern Ireland show beside the result. */
  hint?: string;
}

export default function NationField({ id, value, onChange, hint }: NationFieldProps) {
  const t = useStore(sharedNationMessages);
  return <SelectField id={id} label={t.legend} hint={hint ?? t.hint} value={value ?? 'england'} options={nationOptions()} onChange={onChange} />;
}
