/**
 * "Where do you live?" (docs/rules.md "Where you live"): the four nations as a select, England first,
 * for the calculators that ask it with these words. The printout writes the answer with
 * `nationOptions`, so screen and paper say the same.
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

export default function NationField({ id, value, onChange }: { id: string; value: UkNation | undefined; onChange: (nation: UkNation) => void }) {
  const t = useStore(sharedNationMessages);
  return <SelectField id={id} label={t.legend} hint={t.hint} value={value ?? 'england'} options={nationOptions()} onChange={onChange} />;
}
