/**
 * Tab 4, Admin Users (docs/product.md §2, §5, §7 "Load admins"; §11: the
 * email field grants admin to an existing account; accounts are created with
 * npm run admin:create). Granting admin asks for your own password again, and
 * "Your sessions" lists where this account is signed in, with a way to end the
 * others (server/routes/admin/sessions.ts).
 */
import { useState, type FormEvent } from 'react';
import { toast } from '~/stores/toasts';
import { EmailField, PasswordField } from '../AccountFields';
import type { AdminSession, AdminUserAdded, AdminUsersResponse } from '~/lib/api-types';
import { api, ApiError, endOtherSessions, endSession, listSessions } from '../api';
import { useResource, type Resource } from '../useResource';
import { formatDateTime } from '../settings-meta';
import { LoadState, Section } from './parts';
import TableHead from '../TableHead';
import TwoStepSection from './TwoStepSection';

export default function AdminsTab({ admins }: { admins: Resource<AdminUsersResponse> }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!email.trim()) {
      toast({ title: 'Email required', description: 'Please enter an email address', variant: 'destructive' });
      document.getElementById('add-admin-email')?.focus();
      return;
    }
    if (!password) {
      setPasswordError('Enter your password to confirm');
      document.getElementById('add-admin-password')?.focus();
      return;
    }
    setBusy(true);
    setPasswordError(undefined);
    try {
      const { admin } = await api<AdminUserAdded>('/api/admin/admins', { method: 'POST', body: { email: email.trim(), password } });
      admins.update((d) => ({ admins: [admin, ...d.admins] }));
      setEmail('');
      toast({ title: 'Admin added', description: `${admin.email} is now an admin` });
    } catch (err) {
      if (err instanceof ApiError && err.fields.password) {
        setPasswordError(err.fields.password);
        document.getElementById('add-admin-password')?.focus();
      }
      toast({ title: 'Error adding admin user', description: err instanceof Error ? err.message : 'Unknown error', variant: 'destructive' });
    } finally {
      setPassword('');
      setBusy(false);
    }
  };

  return (
    <div>
      <h2 className="sr-only">Admin Users</h2>
      <Section id="add-admin-title" title="Add an admin">
        <form noValidate onSubmit={add} className="space-y-4">
          <EmailField id="add-admin-email" label="Email address of an existing account" value={email} onChange={setEmail} />
          <PasswordField
            id="add-admin-password"
            label="Your password"
            hint="Granting admin rights lets that person change everything here, so we ask for your password again."
            value={password}
            onChange={setPassword}
            error={passwordError}
          />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Adding...' : 'Add admin'}
          </button>
        </form>
        <div className="mt-4 rounded-md bg-slate-50 p-4 text-sm text-slate-800">
          <p className="font-semibold">To add an admin who has no account yet</p>
          <ol className="mt-2 list-decimal space-y-1 pl-5">
            <li>
              On the server, in the site's folder, run <code className="rounded bg-white px-1 py-0.5 font-mono">npm run admin:create -- --email you@example.org</code> with their
              email address.
            </li>
            <li>
              Type their password when asked (it is not shown). It must be at least 12 characters and hard to guess (three or four unrelated words work well); if it is not, the
              command says why. This creates the account, or updates its password, and makes it an admin.
            </li>
            <li>They can then sign in here. To grant admin to an account that already exists, use the field above.</li>
          </ol>
        </div>
      </Section>

      <Section id="admins-list-title" title="Admins">
        <LoadState status={admins.data ? 'ready' : admins.status} onRetry={admins.reload} />
        {admins.data && admins.data.admins.length === 0 && <p className="text-slate-700">No admin users found</p>}
        {admins.data && admins.data.admins.length > 0 && (
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby="admins-table-caption">
            <table className="w-full border-collapse text-left text-sm">
              <caption id="admins-table-caption" className="sr-only">
                Admin users ({admins.data.admins.length})
              </caption>
              <TableHead columns={['User ID', 'Email', 'Role', 'Added']} />
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
      afterEnding(ended === 1 ? 'Ended 1 other session.' : `Ended ${ended} other sessions.`);
    } catch (err) {
      toast({ title: 'Could not end the other sessions', description: err instanceof Error ? err.message : 'Unknown error', variant: 'destructive' });
    }
  };

  const endOne = async (s: AdminSession) => {
    try {
      await endSession(s.id);
      afterEnding(`Ended the session started ${formatDateTime(s.createdAt)}.`);
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) afterEnding('That session had already ended.');
      else toast({ title: 'Could not end that session', description: err instanceof Error ? err.message : 'Unknown error', variant: 'destructive' });
    }
  };

  return (
    <Section
      id="sessions-title"
      title="Your sessions"
      actions={
        others.length > 0 ? (
          <button type="button" className="btn btn-secondary" onClick={() => void endOthers()}>
            End other sessions
          </button>
        ) : undefined
      }
    >
      <p className="text-slate-800">
        Everywhere this account is signed in. If you see one you do not recognise, end it and ask for your password to be changed with npm run admin:create. An account can have at
        most 5 sessions; signing in again ends the oldest.
      </p>
      <p id="sessions-status" tabIndex={-1} role="status" className="mt-2 font-semibold text-slate-900 focus:outline-none">
        {status}
      </p>
      <LoadState status={sessions.data ? 'ready' : sessions.status} onRetry={sessions.reload} />
      {sessions.data && (
        <ul className="mt-2 divide-y divide-slate-200" aria-labelledby="sessions-title">
          {sessions.data.sessions.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-semibold text-slate-900">{s.current ? 'This browser (the session you are using)' : 'Another session'}</p>
                <p className="text-sm text-slate-700">
                  Signed in {formatDateTime(s.createdAt)}; last active {formatDateTime(s.lastUsedAt)}
                </p>
              </div>
              {!s.current && (
                <button type="button" className="btn btn-secondary" onClick={() => void endOne(s)} aria-label={`End the session started ${formatDateTime(s.createdAt)}`}>
                  End session
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
