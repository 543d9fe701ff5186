/**
 * What every input tab of the Universal Credit calculator shares: the props a tab takes and how
 * a field sets its one answer in the form.
 */
import type { RatesTable } from '~/calc/rates';
import type { UniversalCreditInput } from '~/calc/universal-credit';
import type { UcForm, UcQuestions } from './state';

/** Apply a change to the latest form state. */
export type UpdateForm = (change: (form: UcForm) => UcForm) => void;

/** What each tab takes. */
export interface TabProps {
  form: UcForm;
  update: UpdateForm;
  rates: RatesTable;
  /** The questions these answers open (state.ts `ucQuestionsShown`, the rule the printout lists too). */
  shown: UcQuestions;
}

/** A part of the input a tab's fields write to. */
export type Section = Exclude<keyof UniversalCreditInput, 'taxYear'>;

/** Set one field of one section of the input. */
export type SetField = <S extends Section, K extends keyof UniversalCreditInput[S]>(section: S, key: K, value: UniversalCreditInput[S][K]) => void;

/** The `set` of a tab's fields, writing through `update`. */
export function fieldSetter(update: UpdateForm): SetField {
  return (section, key, value) => update((f) => ({ ...f, input: { ...f.input, [section]: { ...f.input[section], [key]: value } } }));
}
