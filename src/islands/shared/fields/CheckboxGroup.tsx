/**
 * Tickboxes that answer one question, in a <fieldset> whose <legend> asks it (GOV.UK
 * checkboxes). A file of its own, so a page without a group does not load it.
 */
import type { ReactNode } from 'react';
import CheckboxField, { type CheckboxFieldProps } from './CheckboxField';

/** One tickbox of a CheckboxGroup. */
export type CheckboxChoice = Pick<CheckboxFieldProps, 'id' | 'label' | 'hint' | 'checked' | 'onChange'>;

export interface CheckboxGroupProps {
  legend: ReactNode;
  /** Under the legend ('Tick all that apply…'). */
  hint?: ReactNode;
  /** The hint's id, when something refers to it. */
  hintId?: string;
  choices: readonly CheckboxChoice[];
  /** Classes of a box around the tickboxes (spacing under the legend). */
  listClassName?: string;
}

/** Tickboxes that answer one question, in a fieldset whose legend asks it. */
export default function CheckboxGroup({ legend, hint, hintId, choices, listClassName }: CheckboxGroupProps) {
  const boxes = choices.map((choice) => <CheckboxField key={choice.id} {...choice} />);
  return (
    <fieldset>
      <legend className="font-semibold text-slate-900">{legend}</legend>
      {hint && (
        <p id={hintId} className="mt-1 text-slate-600">
          {hint}
        </p>
      )}
      {listClassName ? <div className={listClassName}>{boxes}</div> : boxes}
    </fieldset>
  );
}
