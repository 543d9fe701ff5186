/**
 * The 'Admin Login' card (docs/product.md §2 Admin; §5 "email and password required";
 * §8 login messages). Errors follow the GOV.UK pattern. The server's answer
 * comes as the toast of docs/product.md §8 and also stays beside the form, announced, until
 * the next try (a toast is gone in seconds); it never says which of the two
 * was wrong.
 */
import { useState, type FormEvent } from 'react';
import { EmailField, PasswordField } from './AccountFields';
import ErrorSummary from '~/islands/shared/fields/ErrorSummary';
import { toast } from '~/stores/toasts';
import type { SessionInfo, SessionResponse } from '~/lib/api-types';
import { api, ApiError } from './api';

export interface LoginFormProps {
  /** A sentence above the form, e.g. why the admin was signed out. */
  notice?: string | null;
  onSignedIn: (session: SessionInfo) => void;
}

export default function LoginForm({ notice, onSignedIn }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);
  /** The last sign-in's failure, shown beside the form. */
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: typeof errors = {};
    if (!email.trim()) found.email = 'Enter your email address';
    if (!password) found.password = 'Enter your password';
    setErrors(found);
    if (found.email || found.password) return;

    setBusy(true);
    setFailure(null);
    try {
      const { session } = await api<SessionResponse>('/api/auth/login', { method: 'POST', body: { email: email.trim(), password } });
      setPassword('');
      toast({ title: 'Login successful', description: 'Welcome to the admin panel' });
      onSignedIn(session);
    } catch (err) {
      setPassword('');
      const shown =
        err instanceof ApiError && err.status === 403
          ? { title: 'Access Denied', text: "You don't have admin privileges" }
          : { title: 'Login failed', text: err instanceof Error ? err.message : 'Unknown error' };
      setFailure(shown);
      toast({ title: shown.title, description: shown.text, variant: 'destructive' });
      document.getElementById('admin-password')?.focus();
    } finally {
      setBusy(false);
    }
  };

  const summary = [
    ...(errors.email ? [{ fieldId: 'admin-email', message: errors.email }] : []),
    ...(errors.password ? [{ fieldId: 'admin-password', message: errors.password }] : []),
  ];

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <section className="card p-6" aria-labelledby="admin-login-title">
        <h1 id="admin-login-title" className="text-2xl font-bold text-slate-900">
          Admin Login
        </h1>
        {notice && (
          <p role="status" className="mt-3 rounded-md border-l-4 border-brand-700 bg-brand-50 p-3 text-slate-900">
            {notice}
          </p>
        )}
        <form noValidate onSubmit={submit} className="mt-4 space-y-5">
          <ErrorSummary errors={summary} />
          <div role="alert" aria-atomic="true">
            {failure && (
              <div className="rounded-md border-l-4 border-danger-600 bg-danger-50 p-3" data-login-failure>
                <p className="font-bold text-slate-900">{failure.title}</p>
                <p className="mt-1 text-slate-900">{failure.text}</p>
              </div>
            )}
          </div>
          <EmailField id="admin-email" label="Email" name="email" autoComplete="username" value={email} onChange={setEmail} error={errors.email} widthClass="w-full" />
          <PasswordField id="admin-password" label="Password" name="password" value={password} onChange={setPassword} error={errors.password} widthClass="w-full" />
          <button type="submit" className="btn btn-primary w-full disabled:cursor-wait disabled:opacity-80" disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Signing in...' : 'Login'}
          </button>
        </form>
      </section>
    </div>
  );
}
