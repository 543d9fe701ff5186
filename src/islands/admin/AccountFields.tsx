/**
 * The account fields the admin page asks for, on the sign-in form and on the Admin Users
 * tab: an email address, the signed-in admin's own password, and that password asked again
 * before a change to who may sign in (PasswordConfirm).
 */
import { useStore } from '@nanostores/react';
import TextField, { type TextFieldProps } from '~/islands/shared/fields/TextField';
import { adminPasswordConfirmMessages } from '~/i18n/en/admin';

type AccountFieldProps = Omit<TextFieldProps, 'type' | 'spellCheck'>;

/** An email address (never spell-checked). */
export function EmailField(props: AccountFieldProps) {
  return <TextField {...props} type="email" spellCheck={false} />;
}

/** The signed-in admin's current password, which the browser's password manager may fill in. */
export function PasswordField(props: Omit<AccountFieldProps, 'autoComplete'>) {
  return <TextField {...props} type="password" autoComplete="current-password" />;
}

/** Why the password is asked again; each reason's sentence is the field's hint. */
export type PasswordConfirmReason = 'grantAdmin' | 'changeSignIn' | 'stopRequiring';

export interface PasswordConfirmProps {
  id: string;
  reason: PasswordConfirmReason;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * 'Your password', asked again before granting admin rights or changing two-step sign-in
 * (OWASP Authentication Cheat Sheet: re-authenticate before sensitive changes). Left empty,
 * the form says `adminPasswordConfirmMessages.missing`.
 */
export function PasswordConfirm({ id, reason, value, onChange, error }: PasswordConfirmProps) {
  const t = useStore(adminPasswordConfirmMessages);
  return <PasswordField id={id} label={t.label} hint={t[reason]} value={value} onChange={onChange} error={error} />;
}
