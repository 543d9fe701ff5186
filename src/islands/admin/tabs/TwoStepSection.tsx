/**
 * "Two-step sign-in" on the Admin Users tab (docs/product.md §11 "Second factor";
 * server/routes/admin/two-factor.ts): set up a second factor for this account (the
 * password asked again, a QR code, the first code, then the recovery codes shown once),
 * and require one of every admin (turning that off asks for the password again).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { toast } from '~/stores/toasts';
import type { TwoFactorEnabled, TwoFactorSetup, TwoFactorStatus } from '~/lib/api-types';
import { adminCommonMessages, adminPasswordConfirmMessages, adminTwoStepMessages } from '~/i18n/en/admin';
import { Rich } from '~/i18n/Rich';
import { PasswordConfirm } from '../AccountFields';
import { api, ApiError } from '../api';
import { useResource } from '../useResource';
import { CodeField, KeySetup, RecoveryCodes } from '../TwoFactorParts';
import { LoadState, Section } from './parts';

const loadStatus = () => api<TwoFactorStatus>('/api/admin/two-factor');

export default function TwoStepSection() {
  const t = useStore(adminTwoStepMessages);
  const common = useStore(adminCommonMessages);
  const missingPassword = useStore(adminPasswordConfirmMessages).missing;
  const status = useResource(loadStatus, 'two-step sign-in');
  const [stage, setStage] = useState<'idle' | 'password' | 'code'>('idle');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  // Turning the requirement off: the password form shown under the switch.
  const [turningOff, setTurningOff] = useState(false);
  const [offPassword, setOffPassword] = useState('');
  const [offError, setOffError] = useState<string | undefined>();
  // The code box takes focus once React has drawn it (a frame timer can run before that).
  useEffect(() => {
    if (stage === 'code') document.getElementById('two-step-code')?.focus();
  }, [stage]);

  const fail = (err: unknown, title: string) => {
    const message = err instanceof Error ? err.message : common.unknownError;
    setError(err instanceof ApiError ? (Object.values(err.fields)[0] ?? message) : message);
    toast({ title, description: message, variant: 'destructive' });
  };

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!password) return setError(missingPassword);
    setBusy(true);
    try {
      setSetup(await api<TwoFactorSetup>('/api/admin/two-factor/setup', { method: 'POST', body: { password } }));
      setError(undefined);
      setStage('code');
    } catch (err) {
      fail(err, t.notSetUp);
    } finally {
      setPassword('');
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!code.trim()) return setError(t.enterCode);
    setBusy(true);
    try {
      const { recoveryCodes } = await api<TwoFactorEnabled>('/api/admin/two-factor/confirm', { method: 'POST', body: { code: code.trim() } });
      setCodes(recoveryCodes);
      setStage('idle');
      setSetup(null);
      setError(undefined);
      status.reload();
      toast({ title: t.setUp, description: t.setUpText });
    } catch (err) {
      fail(err, t.notSetUp);
    } finally {
      setCode('');
      setBusy(false);
    }
  };

  const require = async (required: boolean) => {
    if (!required) {
      // Turning it off weakens every admin's sign-in: the password is asked first (the form below).
      setTurningOff(true);
      setOffError(undefined);
      requestAnimationFrame(() => document.getElementById('two-step-off-password')?.focus());
      return;
    }
    // Shown at once, as the settings switches are; put back if the server refuses.
    status.update((d) => ({ ...d, required }));
    try {
      const next = await api<TwoFactorStatus>('/api/admin/two-factor/required', { method: 'PUT', body: { required } });
      status.update(() => next);
      toast({ title: t.updated, description: t.requiredText });
    } catch (err) {
      toast({ title: t.notChanged, description: err instanceof Error ? err.message : common.unknownError, variant: 'destructive' });
      status.reload();
    }
  };

  const turnOff = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!offPassword) return setOffError(missingPassword);
    setBusy(true);
    try {
      const next = await api<TwoFactorStatus>('/api/admin/two-factor/required', { method: 'PUT', body: { required: false, password: offPassword } });
      status.update(() => next);
      setTurningOff(false);
      setOffError(undefined);
      toast({ title: t.updated, description: t.choiceText });
    } catch (err) {
      const message = err instanceof Error ? err.message : common.unknownError;
      setOffError(err instanceof ApiError ? (Object.values(err.fields)[0] ?? message) : message);
      toast({ title: t.notChanged, description: message, variant: 'destructive' });
    } finally {
      setOffPassword('');
      setBusy(false);
    }
  };

  const current = status.data;
  return (
    <Section id="two-step-title" title={t.title}>
      <p className="text-slate-800">{t.intro}</p>
      <LoadState status={current ? 'ready' : status.status} onRetry={status.reload} />
      {codes && (
        <div className="mt-3">
          <RecoveryCodes codes={codes} />
        </div>
      )}
      {current && (
        <>
          <p className="mt-3 font-semibold text-slate-900" data-two-step-status>
            {current.enabled ? t.statusOn(current.recoveryCodesLeft) : t.statusOff}
          </p>
          {stage === 'idle' && (
            <button type="button" className="btn btn-secondary mt-3" onClick={() => setStage('password')}>
              {current.enabled ? t.setUpAgain : t.setUpButton}
            </button>
          )}
          {stage === 'password' && (
            <form noValidate onSubmit={start} className="mt-3 space-y-4">
              <PasswordConfirm id="two-step-password" reason="changeSignIn" value={password} onChange={setPassword} error={error} />
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {busy ? common.checking : common.continue}
              </button>
            </form>
          )}
          {stage === 'code' && setup && (
            <form noValidate onSubmit={confirm} className="mt-3 space-y-4">
              <KeySetup setup={setup} />
              <CodeField id="two-step-code" value={code} onChange={setCode} error={error} recovery={false} />
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {busy ? common.checking : t.turnOn}
              </button>
            </form>
          )}
          <div className="mt-5 flex items-start gap-3 border-t border-slate-200 pt-4">
            <input
              id="two-step-required"
              type="checkbox"
              className="mt-1 size-5"
              checked={current.required && !turningOff}
              disabled={(!current.enabled && !current.required) || turningOff}
              aria-describedby="two-step-required-hint"
              onChange={(e) => void require(e.currentTarget.checked)}
            />
            <div>
              <label htmlFor="two-step-required" className="font-semibold text-slate-900">
                {t.requireLabel}
              </label>
              <p id="two-step-required-hint" className="text-sm text-slate-600">
                {current.enabled || current.required ? t.requireHint : t.requireHintFirst}
              </p>
            </div>
          </div>
          {turningOff && (
            <form noValidate onSubmit={turnOff} className="mt-3 space-y-4">
              <PasswordConfirm id="two-step-off-password" reason="stopRequiring" value={offPassword} onChange={setOffPassword} error={offError} />
              <div className="flex flex-wrap gap-3">
                <button type="submit" className="btn btn-primary" disabled={busy}>
                  {busy ? common.checking : t.stopRequiring}
                </button>
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => {
                    setTurningOff(false);
                    setOffPassword('');
                    setOffError(undefined);
                  }}
                >
                  {common.cancel}
                </button>
              </div>
            </form>
          )}
          <p className="mt-3 text-sm text-slate-700">
            <Rich text={t.lostPhone} parts={{ code: (words) => <code className="rounded bg-slate-100 px-1 py-0.5 font-mono">{words}</code> }} />
          </p>
        </>
      )}
    </Section>
  );
}
