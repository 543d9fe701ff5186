/**
 * Tab 4, Admin Users (docs/product.md §2, §5, §7 "Load admins"; §11: the
 * email field grants admin to an existing account; accounts are created with
 * npm run admin:create). Granting admin asks for your own password again, and
 * "Your sessions" lists where this account is signed in, with a way to end the
 * others (server/routes/admin/sessions.ts).
 */
import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { toast } from '~/stores/toasts';
import { adminCommonMessages, adminPasswordConfirmMessages, adminTabMessages, adminUsersMessages } from '~/i18n/en/admin';
import { Rich } from '~/i18n/Rich';
import { EmailField, PasswordConfirm } from '../AccountFields';
import type { AdminSession, AdminUserAdded, AdminUsersResponse } from '~/lib/api-types';
import { api, ApiError, endOtherSessions, endSession, listSessions } from '../api';
import { useResource, type Resource } from '../useResource';
import { formatDateTime } from '../settings-meta';
import { LoadState, Section } from './parts';
import TableHead from '../TableHead';
import TwoStepSection from './TwoStepSection';

export default function AdminsTab({ admins }: { admins: Resource<AdminUsersResponse> }) {
  const t = useStore(adminUsersMessages);
  const tabs = useStore(adminTabMessages);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!email.trim()) {
      toast({ title: t.emailRequired, description: t.enterEmail, variant: 'destructive' });
      document.getElementById('add-admin-email')?.focus();
      return;
    }
    if (!password) {
      setPasswordError(adminPasswordConfirmMessages.get().missing);
      document.getElementById('add-admin-password')?.focus();
      return;
    }
    setBusy(true);
    setPasswordError(undefined);
    try {
      const { admin } = await api<AdminUserAdded>('/api/admin/admins', { method: 'POST', body: { email: email.trim(), password } });
      admins.update((d) => ({ admins: [admin, ...d.admins] }));
      setEmail('');
      toast({ title: t.added, description: t.addedText({ email: admin.email }) });
    } catch (err) {
      if (err instanceof ApiError && err.fields.password) {
        setPasswordError(err.fields.password);
        document.getElementById('add-admin-password')?.focus();
      }
      toast({ title: t.addError, description: err instanceof Error ? err.message : adminCommonMessages.get().unknownError, variant: 'destructive' });
    } finally {
      setPassword('');
      setBusy(false);
    }
  };

  return (
    <div>
      <h2 className="sr-only">{tabs.admins}</h2>
      <Section id="add-admin-title" title={t.addAnAdmin}>
        <form noValidate onSubmit={add} className="space-y-4">
          <EmailField id="add-admin-email" label={t.emailLabel} value={email} onChange={setEmail} />
          <PasswordConfirm id="add-admin-password" reason="grantAdmin" value={password} onChange={setPassword} error={passwordError} />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t.adding : t.addAdmin}
          </button>
        </form>
        <div className="mt-4 rounded-md bg-slate-50 p-4 text-sm text-slate-800">
          <p className="font-semibold">{t.noAccountTitle}</p>
          <ol className="mt-2 list-decimal space-y-1 pl-5">
            <li>
              <Rich text={t.noAccountRun} parts={{ code: (words) => <code className="rounded bg-white px-1 py-0.5 font-mono">{words}</code> }} />
            </li>
            <li>{t.noAccountPassword}</li>
            <li>{t.noAccountThen}</li>
          </ol>
        </div>
      </Section>

      <Section id="admins-list-title" title={t.admins}>
        <LoadState status={admins.data ? 'ready' : admins.status} onRetry={admins.reload} />
        {admins.data && admins.data.admins.length === 0 && <p className="text-slate-700">{t.none}</p>}
        {admins.data && admins.data.admins.length > 0 && (
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby="admins-table-caption">
            <table className="w-full border-collapse text-left text-sm">
              <caption id="admins-table-caption" className="sr-only">
                {t.caption({ count: admins.data.admins.length })}
              </caption>
              <TableHead columns={[t.userId, t.email, t.role, t.addedColumn]} />
              <tbody>
                {admins.data.admins.map((a) => (
                  <tr key={a.id} className="border-t border-slate-200">
                    <td className="px-3 py-2 font-mono text-xs break-all">{a.user_id}</td>
                    <td className="px-3 py-2 break-all">{a.email}</td>
                    <td className="px-3 py-2">{a.role}</td>
                    <td className="whitespace-nowrap px-3 py-2">{formatDateTime(a.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>

      <TwoStepSection />

      <YourSessions />
    </div>
  );
}

/** Where this account is signed in, with a way to end the other sessions. */
function YourSessions() {
  const t = useStore(adminUsersMessages);
  const sessions = useResource(listSessions, 'sessions');
  const [status, setStatus] = useState('');
  const others = sessions.data?.sessions.filter((s) => !s.current) ?? [];

  const afterEnding = (message: string) => {
    setStatus(message);
    sessions.reload();
    // Focus stays in the section when the button pressed disappears.
    requestAnimationFrame(() => document.getElementById('sessions-status')?.focus());
  };

  const endOthers = async () => {
    try {
      const { ended } = await endOtherSessions();
      afterEnding(t.endedOthers(ended));
    } catch (err) {
      toast({ title: t.couldNotEndOthers, description: err instanceof Error ? err.message : adminCommonMessages.get().unknownError, variant: 'destructive' });
    }
  };

  const endOne = async (s: AdminSession) => {
    try {
      await endSession(s.id);
      afterEnding(t.endedOne({ time: formatDateTime(s.createdAt) }));
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) afterEnding(t.alreadyEnded);
      else toast({ title: t.couldNotEndOne, description: err instanceof Error ? err.message : adminCommonMessages.get().unknownError, variant: 'destructive' });
    }
  };

  return (
    <Section
      id="sessions-title"
      title={t.yourSessions}
      actions={
        others.length > 0 ? (
          <button type="button" className="btn btn-secondary" onClick={() => void endOthers()}>
            {t.endOthers}
          </button>
        ) : undefined
      }
    >
      <p className="text-slate-800">{t.sessionsIntro}</p>
      <p id="sessions-status" tabIndex={-1} role="status" className="mt-2 font-semibold text-slate-900 focus:outline-none">
        {status}
      </p>
      <LoadState status={sessions.data ? 'ready' : sessions.status} onRetry={sessions.reload} />
      {sessions.data && (
        <ul className="mt-2 divide-y divide-slate-200" aria-labelledby="sessions-title">
          {sessions.data.sessions.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-semibold text-slate-900">{s.current ? t.thisBrowser : t.anotherSession}</p>
                <p className="text-sm text-slate-700">{t.signedInLastActive({ created: formatDateTime(s.createdAt), used: formatDateTime(s.lastUsedAt) })}</p>
              </div>
              {!s.current && (
                <button type="button" className="btn btn-secondary" onClick={() => void endOne(s)} aria-label={t.endSessionLabel({ time: formatDateTime(s.createdAt) })}>
                  {t.endSession}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
