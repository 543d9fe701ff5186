/** A labelled text input with an optional hint (a postcode has its own field: PostcodeField). */
import type { InputHTMLAttributes } from 'react';
import { controlClass, describedBy, Hint } from '~/islands/shared/field-parts';

export interface TextFieldProps {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;
  widthClass?: string;
}

export default function TextField({ id, label, hint, value, onChange, autoComplete = 'off', inputProps, widthClass = 'w-full max-w-md' }: TextFieldProps) {
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
        onChange={(e) => onChange(e.target.value)}
        className={controlClass(undefined, `mt-1 ${widthClass}`)}
      />
    </div>
  );
}
