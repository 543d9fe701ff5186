/**
 * Tab 4, Admin Users (spec 002 §2, §5, §7 "Load admins"; DECISIONS.md §5: the
 * email field grants admin to an existing account; accounts are created with
 * npm run admin:create).
 */
import { useState, type FormEvent } from 'react';
import { toast } from '~/stores/toasts';
import { api, type AdminUser } from '../api';
import type { Resource } from '../useResource';
import { formatDateTime } from '../settings-meta';
import { LoadState, Section } from './parts';

export default function AdminsTab({ admins }: { admins: Resource<{ admins: AdminUser[] }> }) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!email.trim()) {
      toast({ title: 'Email required', description: 'Please enter an email address', variant: 'destructive' });
      document.getElementById('add-admin-email')?.focus();
      return;
    }
    setBusy(true);
    try {
      const { admin } = await api<{ admin: AdminUser }>('/api/admin/admins', { method: 'POST', body: { email: email.trim() } });
      admins.update((d) => ({ admins: [admin, ...d.admins] }));
      setEmail('');
      toast({ title: 'Admin added', description: `${admin.email} is now an admin` });
    } catch (err) {
      toast({ title: 'Error adding admin user', description: err instanceof Error ? err.message : 'Unknown error', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <h2 className="sr-only">Admin Users</h2>
      <Section id="add-admin-title" title="Add an admin">
        <form noValidate onSubmit={add} className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1">
            <label htmlFor="add-admin-email" className="block font-semibold text-slate-900">
              Email address of an existing account
            </label>
            <input
              id="add-admin-email"
              type="email"
              autoComplete="off"
              spellCheck={false}
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              className="mt-1 block min-h-11 w-full max-w-md rounded-md border-2 border-slate-600 bg-white px-3 py-2"
            />
          </div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Adding...' : 'Add admin'}
          </button>
        </form>
        <div className="mt-4 rounded-md bg-slate-50 p-4 text-sm text-slate-800">
          <p className="font-semibold">To add an admin who has no account yet</p>
          <ol className="mt-2 list-decimal space-y-1 pl-5">
            <li>
              On the server, in the site's folder, run <code className="rounded bg-white px-1 py-0.5 font-mono">npm run admin:create -- --email you@example.org</code> with their email address.
            </li>
            <li>Type their password when asked (it is not shown). This creates the account, or updates its password, and makes it an admin.</li>
            <li>They can then sign in here. To grant admin to an account that already exists, use the field above.</li>
          </ol>
        </div>
      </Section>

      <Section id="admins-list-title" title="Admins">
        <LoadState status={admins.data ? 'ready' : admins.status} onRetry={admins.reload} />
        {admins.data && admins.data.admins.length === 0 && <p className="text-slate-700">No admin users found</p>}
        {admins.data && admins.data.admins.length > 0 && (
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby="admins-list-title">
            <table className="w-full border-collapse text-left text-sm">
              <thead className="bg-slate-100">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">User ID</th>
                  <th scope="col" className="px-3 py-2 font-semibold">Email</th>
                  <th scope="col" className="px-3 py-2 font-semibold">Role</th>
                  <th scope="col" className="px-3 py-2 font-semibold">Added</th>
                </tr>
              </thead>
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
    </div>
  );
}
