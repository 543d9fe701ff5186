/**
 * A labelled text input of the admin page, GOV.UK style (docs/style.md habit 9): an
 * optional hint, the error with its hidden "Error:" prefix, the red bar, and
 * aria-describedby tying them to the input. The sign-in form's email and
 * password and the Add an admin password are each one of these.
 */
import type { ReactNode } from 'react';
import { FieldError, controlClass, describedBy, fieldGroupClass } from '~/islands/shared/field-parts';

export interface TextFieldProps {
  id: string;
  label: ReactNode;
  /** Text under the label. */
  hint?: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  type: 'email' | 'password' | 'text';
  name?: string;
  autoComplete: string;
  spellCheck?: boolean;
  /** Width classes of the input. */
  inputClass: string;
}

export default function TextField({ id, label, hint, error, value, onChange, type, name, autoComplete, spellCheck, inputClass }: TextFieldProps) {
  return (
    <div className={fieldGroupClass(error)}>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={id}>{error}</FieldError>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        spellCheck={spellCheck}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={controlClass(error, inputClass)}
      />
    </div>
  );
}
