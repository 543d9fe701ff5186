/**
 * A labelled native <select> (keyboard type-ahead and phone pickers for free), with
 * GOV.UK hint and error. Generic over the option values, so the parent keeps its
 * union type: `<SelectField<Location> ... />`.
 */
import { controlClass, describedBy, FieldShell, type FieldShellProps } from './field-parts';

/** One choice. */
export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
}

/** The label, hint, error and wrapper classes go to FieldShell as they are. */
export interface SelectFieldProps<V extends string = string> extends Omit<FieldShellProps, 'children'> {
  value: V | '';
  onChange: (value: V) => void;
  options: ReadonlyArray<SelectOption<V>>;
  /** A first, empty choice such as 'Choose…' (for questions with no default). */
  placeholder?: string;
  name?: string;
  disabled?: boolean;
}

export default function SelectField<V extends string = string>({ value, onChange, options, placeholder, name, disabled, ...shell }: SelectFieldProps<V>) {
  const { id, hint, error } = shell;
  return (
    <FieldShell {...shell}>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(e) => onChange(e.target.value as V)}
        className={controlClass(error, 'mt-1 w-full max-w-md')}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
