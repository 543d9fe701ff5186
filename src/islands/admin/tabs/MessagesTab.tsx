/**
 * Tab 3, Contact Forms (docs/product.md §2; §4 unread → read, one way; §7 "Mark read";
 * §8 mark-read failures are only logged).
 */
import { useRef } from 'react';
import type { AdminMessageSaved, AdminMessagesResponse } from '~/lib/api-types';
import { api } from '../api';
import type { Resource } from '../useResource';
import { formatDateTime, SUBJECT_LABELS } from '../settings-meta';
import { LoadState } from './parts';
import { mailtoHref } from '~/lib/contact';
import TableHead from '../TableHead';

/**
 * The sender's address as a reply link, built with each part encoded so an
 * address can never add headers (bcc, body) to the reply; plain text when the
 * address is not a plain one (stored before the contact form checked that).
 */
function ReplyLink({ email }: { email: string }) {
  const href = mailtoHref(email);
  if (!href) return <span className="break-words">{email}</span>;
  return (
    <a className="link break-words" href={href}>
      {email}
    </a>
  );
}

export default function MessagesTab({ messages }: { messages: Resource<AdminMessagesResponse> }) {
  const statusRef = useRef<HTMLParagraphElement>(null);
  const data = messages.data;

  const markRead = async (id: number) => {
    try {
      const { message } = await api<AdminMessageSaved>(`/api/admin/messages/${id}`, { method: 'PATCH', body: { is_read: true } });
      messages.update((d) => {
        const list = d.messages.map((m) => (m.id === id ? message : m));
        return { messages: list, total: list.length, unread: list.filter((m) => !m.is_read).length };
      });
      // The button disappears with the row's unread state; keep focus in the table.
      requestAnimationFrame(() => statusRef.current?.focus());
    } catch (err) {
      console.error('mark read failed', err);
    }
  };

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-slate-900">Contact Forms</h2>
        <button type="button" className="btn btn-secondary" onClick={messages.reload}>
          Refresh messages
        </button>
      </div>
      <LoadState status={data ? 'ready' : messages.status} onRetry={messages.reload} />
      {data && (
        <>
          <p ref={statusRef} tabIndex={-1} className="mt-2 text-slate-800 focus:outline-none" aria-live="polite">
            <strong>{data.total}</strong> {data.total === 1 ? 'message' : 'messages'} in total, <strong>{data.unread}</strong> unread
          </p>
          {data.messages.length === 0 ? (
            <p className="mt-4 rounded-md bg-slate-50 p-6 text-center text-slate-700">No contact form submissions yet</p>
          ) : (
            <div className="mt-4 rounded-lg border border-slate-200 sm:overflow-x-auto max-sm:border-0" tabIndex={0} role="region" aria-labelledby="messages-caption">
              <table className="w-full border-collapse text-left text-sm max-sm:block">
                <caption id="messages-caption" className="sr-only">
                  Contact form submissions, newest first
                </caption>
                <TableHead columns={['Name', 'Email', 'Subject', 'Date', 'Status', 'Action']} cards />
                <tbody className="max-sm:block max-sm:space-y-3">
                  {data.messages.map((m) => (
                    <tr
                      key={m.id}
                      className={`border-t border-slate-200 align-top max-sm:block max-sm:rounded-lg max-sm:border max-sm:p-3 ${m.is_read ? '' : 'bg-brand-50 font-semibold'}`}
                      data-unread={m.is_read ? undefined : ''}
                    >
                      <td className="px-3 py-2 max-sm:block max-sm:px-0 max-sm:py-1 max-sm:text-base max-sm:font-bold">{m.name}</td>
                      <td className="px-3 py-2 max-sm:block max-sm:px-0 max-sm:py-1 max-sm:before:font-semibold max-sm:before:content-['Email:_']">
                        <ReplyLink email={m.email} />
                      </td>
                      <td className="px-3 py-2 max-sm:block max-sm:px-0 max-sm:py-1 max-sm:before:font-semibold max-sm:before:content-['Subject:_']">
                        {SUBJECT_LABELS[m.subject] ?? m.subject}
                        <details className="mt-1 font-normal">
                          <summary className="link inline-flex min-h-11 items-center">Show message</summary>
                          <p className="mt-1 max-w-prose whitespace-pre-wrap break-words text-slate-800">{m.message}</p>
                        </details>
                      </td>
                      <td className="whitespace-nowrap px-3 py-2 max-sm:block max-sm:px-0 max-sm:py-1 max-sm:before:font-semibold max-sm:before:content-['Sent:_']">
                        {formatDateTime(m.created_at)}
                      </td>
                      <td className="px-3 py-2 max-sm:block max-sm:px-0 max-sm:py-1 max-sm:before:font-semibold max-sm:before:content-['Status:_']">
                        <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-bold ${m.is_read ? 'bg-slate-200 text-slate-800' : 'bg-brand-700 text-white'}`}>
                          {m.is_read ? 'Read' : 'Unread'}
                        </span>
                      </td>
                      <td className="px-3 py-2 max-sm:block max-sm:px-0 max-sm:py-1">
                        {!m.is_read && (
                          <button type="button" className="btn btn-secondary px-3 py-1" onClick={() => void markRead(m.id)} aria-label={`Mark Read: message from ${m.name}`}>
                            Mark Read
                          </button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </div>
  );
}
