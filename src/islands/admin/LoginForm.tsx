/**
 * The 'Admin Login' card (docs/product.md §2 Admin; §5 "email and password required";
 * §8 login messages). Errors follow the GOV.UK pattern. The server's answer
 * comes as the toast of docs/product.md §8 and also stays beside the form, announced, until
 * the next try (a toast is gone in seconds); it never says which of the two
 * was wrong. When the account has a second factor, or the site requires one, the code
 * is asked next (docs/product.md §11 "Second factor"), and an admin who must set one up
 * scans its QR code here and is shown the recovery codes once.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { adminCommonMessages, adminLoginMessages } from '~/i18n/en/admin';
import { EmailField, PasswordField } from './AccountFields';
import ErrorSummary from '~/islands/shared/fields/ErrorSummary';
import { toast } from '~/stores/toasts';
import type { LoginResponse, SecondFactorResponse, SessionInfo, TwoFactorSetup } from '~/lib/api-types';
import { api, ApiError } from './api';
import { CodeField, KeySetup, RecoveryCodes } from './TwoFactorParts';

export interface LoginFormProps {
  /** A sentence above the form, e.g. why the admin was signed out. */
  notice?: string | null;
  onSignedIn: (session: SessionInfo) => void;
}

export default function LoginForm({ notice, onSignedIn }: LoginFormProps) {
  const t = useStore(adminLoginMessages);
  const common = useStore(adminCommonMessages);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);
  /** The last sign-in's failure, shown beside the form. */
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  /** After the password: the code asked for ('code'), or a second factor to set up first. */
  const [second, setSecond] = useState<{ kind: 'code' } | { kind: 'setup'; setup: TwoFactorSetup } | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  /** Recovery codes made at sign-in, shown before the dashboard. */
  const [codes, setCodes] = useState<{ list: string[]; session: SessionInfo } | null>(null);
  // The code box takes focus once the step that asks for it is on the page (after React has drawn
  // it: a frame timer can run first on a busy phone, and then there is nothing to focus).
  useEffect(() => {
    if (second) document.getElementById('admin-code')?.focus();
  }, [second]);

  const showFailure = (err: unknown, focusId: string) => {
    const shown =
      err instanceof ApiError && err.status === 403
        ? { title: t.accessDenied, text: t.notAdmin }
        : { title: t.loginFailed, text: err instanceof Error ? err.message : common.unknownError };
    setFailure(shown);
    toast({ title: shown.title, description: shown.text, variant: 'destructive' });
    document.getElementById(focusId)?.focus();
  };

  const signedIn = (session: SessionInfo) => {
    toast({ title: t.loginSuccessful, description: t.welcome });
    onSignedIn(session);
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!code.trim()) {
      setCodeError(t.enterCode);
      document.getElementById('admin-code')?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    setCodeError(undefined);
    try {
      const answer = await api<SecondFactorResponse>('/api/auth/second-factor', { method: 'POST', body: { code: code.trim() } });
      if (answer.recoveryCodes) setCodes({ list: answer.recoveryCodes, session: answer.session });
      else signedIn(answer.session);
    } catch (err) {
      setCode('');
      if (err instanceof ApiError && err.status === 401 && !err.fields.code) {
        // Timed out, or too many wrong codes: back to the password.
        setSecond(null);
        showFailure(err, 'admin-password');
      } else {
        showFailure(err, 'admin-code');
      }
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: typeof errors = {};
    if (!email.trim()) found.email = t.enterEmail;
    if (!password) found.password = t.enterPassword;
    setErrors(found);
    if (found.email || found.password) return;

    setBusy(true);
    setFailure(null);
    try {
      const answer = await api<LoginResponse>('/api/auth/login', { method: 'POST', body: { email: email.trim(), password } });
      setPassword('');
      if ('session' in answer) signedIn(answer.session);
      else {
        setCode('');
        setSecond(answer.secondFactor === 'code' ? { kind: 'code' } : { kind: 'setup', setup: answer.setup });
      }
    } catch (err) {
      setPassword('');
      showFailure(err, 'admin-password');
    } finally {
      setBusy(false);
    }
  };

  const summary = [
    ...(errors.email ? [{ fieldId: 'admin-email', message: errors.email }] : []),
    ...(errors.password ? [{ fieldId: 'admin-password', message: errors.password }] : []),
  ];

  const failureBox = (
    <div role="alert" aria-atomic="true">
      {failure && (
        <div className="rounded-md border-l-4 border-danger-600 bg-danger-50 p-3" data-login-failure>
          <p className="font-bold text-slate-900">{failure.title}</p>
          <p className="mt-1 text-slate-900">{failure.text}</p>
        </div>
      )}
    </div>
  );

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <section className="card p-6" aria-labelledby="admin-login-title">
        <h1 id="admin-login-title" className="text-2xl font-bold text-slate-900">
          {t.title}
        </h1>
        {notice && (
          <p role="status" className="mt-3 rounded-md border-l-4 border-brand-700 bg-brand-50 p-3 text-slate-900">
            {notice}
          </p>
        )}
        {codes && (
          <div className="mt-4 space-y-4">
            <RecoveryCodes codes={codes.list} />
            <button type="button" className="btn btn-primary w-full" onClick={() => signedIn(codes.session)}>
              {t.savedCodes}
            </button>
          </div>
        )}
        {second && !codes && (
          <form noValidate onSubmit={submitCode} className="mt-4 space-y-5" aria-label={t.twoStep}>
            <p className="font-semibold text-slate-900">{second.kind === 'setup' ? t.setUpTwoStep : t.twoStep}</p>
            {second.kind === 'setup' && (
              <>
                <p className="text-slate-800">{t.setUpIntro}</p>
                <KeySetup setup={second.setup} />
              </>
            )}
            {failureBox}
            <CodeField id="admin-code" value={code} onChange={setCode} error={codeError} recovery={second.kind === 'code'} />
            <button type="submit" className="btn btn-primary w-full disabled:cursor-wait disabled:opacity-80" disabled={busy} aria-busy={busy || undefined}>
              {busy ? common.checking : common.continue}
            </button>
          </form>
        )}
        {!second && (
          <form noValidate onSubmit={submit} className="mt-4 space-y-5">
            <ErrorSummary errors={summary} />
            {failureBox}
            <EmailField id="admin-email" label={t.email} name="email" autoComplete="username" value={email} onChange={setEmail} error={errors.email} widthClass="w-full" />
            <PasswordField id="admin-password" label={t.password} name="password" value={password} onChange={setPassword} error={errors.password} widthClass="w-full" />
            <button type="submit" className="btn btn-primary w-full disabled:cursor-wait disabled:opacity-80" disabled={busy} aria-busy={busy || undefined}>
              {busy ? t.signingIn : t.login}
            </button>
          </form>
        )}
      </section>
    </div>
  );
}
