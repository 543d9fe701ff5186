/**
 * A labelled text input, GOV.UK style (docs/style.md habit 9): an optional hint, the error
 * with its hidden "Error:" prefix and the red bar, and aria-describedby tying them to the
 * input. Used by the admin page (sign-in email and password, the password asked again); a
 * postcode has its own field (PostcodeField), a council its search (council-tax-support/CouncilField).
 */
import type { InputHTMLAttributes } from 'react';
import { FieldShell, controlClass, describedBy, type FieldShellProps } from '~/islands/shared/fields/field-parts';

/** The label, hint and error go to FieldShell as they are. */
export interface TextFieldProps extends Omit<FieldShellProps, 'children' | 'className'> {
  value: string;
  onChange: (value: string) => void;
  type?: 'email' | 'password' | 'text';
  name?: string;
  autoComplete?: string;
  spellCheck?: boolean;
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;
  /** Width classes of the input. */
  widthClass?: string;
}

export default function TextField({
  value,
  onChange,
  type = 'text',
  name,
  autoComplete = 'off',
  spellCheck,
  inputProps,
  widthClass = 'w-full max-w-md',
  ...shell
}: TextFieldProps) {
  const { id, hint, error } = shell;
  return (
    <FieldShell {...shell}>
      <input
        {...inputProps}
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        spellCheck={spellCheck}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={controlClass(error, `mt-1 ${widthClass}`)}
      />
    </FieldShell>
  );
}
