/** A labelled text input with an optional hint (the shared parts have number, select and tickbox fields only). */
import type { InputHTMLAttributes } from 'react';
import { controlClass, describedBy, Hint } from '~/islands/shared/field-parts';

export interface TextFieldProps {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
  /** Upper-case as typed (a postcode), keeping the caret where it was. */
  upperCase?: boolean;
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;
  widthClass?: string;
}

export default function TextField({ id, label, hint, value, onChange, autoComplete = 'off', upperCase = false, inputProps, widthClass = 'w-full max-w-md' }: TextFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      <Hint id={id}>{hint}</Hint>
      <input
        {...inputProps}
        id={id}
        type="text"
        autoComplete={autoComplete}
        value={value}
        aria-describedby={describedBy(id, hint, undefined)}
        onChange={(e) => {
          const el = e.target;
          if (upperCase) {
            const [start, end] = [el.selectionStart, el.selectionEnd];
            el.value = el.value.toUpperCase();
            el.setSelectionRange(start, end);
          }
          onChange(el.value);
        }}
        className={controlClass(undefined, `mt-1 ${widthClass} ${upperCase ? 'uppercase' : ''}`)}
      />
    </div>
  );
}
