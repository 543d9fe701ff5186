/** The choices of a select or radio group from a list of values and what each is called. */
import type { SelectOption } from './SelectField';

/** The options of `values`, in order, each called by its label in `labels`. */
export default function labelledOptions<V extends string>(values: readonly V[], labels: Readonly<Record<V, string>>): SelectOption<V>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
