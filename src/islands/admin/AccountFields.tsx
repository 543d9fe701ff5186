/**
 * The two account fields the admin page asks for, on the sign-in form and on the Admin Users
 * tab: an email address, and the signed-in admin's own password.
 */
import TextField, { type TextFieldProps } from '~/islands/shared/fields/TextField';

type AccountFieldProps = Omit<TextFieldProps, 'type' | 'spellCheck'>;

/** An email address (never spell-checked). */
export function EmailField(props: AccountFieldProps) {
  return <TextField {...props} type="email" spellCheck={false} />;
}

/** The signed-in admin's current password, which the browser's password manager may fill in. */
export function PasswordField(props: Omit<AccountFieldProps, 'autoComplete'>) {
  return <TextField {...props} type="password" autoComplete="current-password" />;
}
