/**
 * One labelled tickbox with an optional hint: a 24 px box inside a 44 px target
 * (docs/style.md habit 10). Tickboxes that answer one question go in a CheckboxGroup.
 */
import type { ReactNode } from 'react';
import { describedBy, FieldError, fieldGroupClass, Hint } from './field-parts';

export interface CheckboxFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
  disabled?: boolean;
  className?: string;
}

export default function CheckboxField({ id, label, hint, error, checked, onChange, name, disabled, className = '' }: CheckboxFieldProps) {
  return (
    <div className={fieldGroupClass(error, className)}>
      <FieldError id={id}>{error}</FieldError>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          onChange={(e) => onChange(e.target.checked)}
          className="mt-2.5 size-6 shrink-0 accent-brand-700"
        />
        <div className="min-w-0">
          <label htmlFor={id} className="inline-block py-2.5 font-semibold text-slate-900">
            {label}
          </label>
          <Hint id={id}>{hint}</Hint>
        </div>
      </div>
    </div>
  );
}
