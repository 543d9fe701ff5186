/**
 * Tab 3, Contact Forms (docs/product.md §2; §4 unread → read, one way; §7 "Load messages",
 * 50 a page with "Load more messages", and "Mark read"; §8 mark-read failures are only logged).
 */
import { LANGUAGES, languageOfTag, tagOf } from '~/i18n/languages';
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { AdminMessageSaved, AdminMessagesResponse } from '~/lib/api-types';
import { api } from '../api';
import type { Resource } from '../useResource';
import { formatDateTime, subjectLabel } from '../settings-meta';
import { LoadState } from './parts';
import { mailtoHref } from '~/lib/contact';
import TableHead from '../TableHead';
import { adminCommonMessages, adminMessagesMessages, adminTabMessages } from '~/i18n/en/admin';
import { formatNumber } from '~/i18n/format';
import { Rich } from '~/i18n/Rich';

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

/**
 * A cell of a message's row; below 640 px the row is a card and the cell shows its label
 * (data-card-label, from the catalogue) before its value, as the table's hidden headers would say.
 */
const cardCellClass = "px-3 py-2 max-sm:block max-sm:px-0 max-sm:py-1 max-sm:before:font-semibold max-sm:before:content-[attr(data-card-label)_'_']";

export default function MessagesTab({ messages }: { messages: Resource<AdminMessagesResponse> }) {
  const t = useStore(adminMessagesMessages);
  const tabs = useStore(adminTabMessages);
  const common = useStore(adminCommonMessages);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const data = messages.data;
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);

  // The first row of a page just added: focused once React has drawn it (a frame later was
  // sometimes still before the commit).
  const focusNext = useRef<number | null>(null);
  useEffect(() => {
    const id = focusNext.current;
    const row = id === null ? null : document.getElementById(`message-${id}`);
    if (!row) return;
    focusNext.current = null;
    row.focus();
  });

  /** The next page, added below the rows shown; focus moves to its first row's name. */
  const loadMore = async () => {
    const cursor = data?.nextCursor;
    if (!cursor || loadingMore) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const next = await api<AdminMessagesResponse>(`/api/admin/messages?cursor=${encodeURIComponent(cursor)}`);
      const firstNew = next.messages[0]?.id;
      messages.update((d) => {
        const shown = new Set(d.messages.map((m) => m.id));
        return { ...next, messages: [...d.messages, ...next.messages.filter((m) => !shown.has(m.id))] };
      });
      if (firstNew !== undefined) focusNext.current = firstNew;
    } catch (err) {
      setMoreError(err instanceof Error ? err.message : adminCommonMessages.get().unknownError);
    } finally {
      setLoadingMore(false);
    }
  };

  const markRead = async (id: number) => {
    try {
      const { message } = await api<AdminMessageSaved>(`/api/admin/messages/${id}`, { method: 'PATCH', body: { is_read: true } });
      messages.update((d) => {
        const wasUnread = d.messages.some((m) => m.id === id && !m.is_read);
        const list = d.messages.map((m) => (m.id === id ? message : m));
        // Only some pages are shown: the totals are the server's, less this one.
        return { ...d, messages: list, unread: Math.max(0, d.unread - (wasUnread ? 1 : 0)) };
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
        <h2 className="text-xl font-bold text-slate-900">{tabs.messages}</h2>
        <button type="button" className="btn btn-secondary" onClick={messages.reload}>
          {t.refresh}
        </button>
      </div>
      <LoadState status={data ? 'ready' : messages.status} onRetry={messages.reload} />
      {data && (
        <>
          <p ref={statusRef} tabIndex={-1} className="mt-2 text-slate-800 focus:outline-none" aria-live="polite">
            <Rich
              text={(data.messages.length < data.total ? t.summaryShowing : t.summary)(data.total)}
              parts={{
                total: <strong>{formatNumber(data.total)}</strong>,
                unread: <strong>{formatNumber(data.unread)}</strong>,
                shown: formatNumber(data.messages.length),
              }}
            />
          </p>
          {data.messages.length === 0 ? (
            <p className="mt-4 rounded-md bg-slate-50 p-6 text-center text-slate-700">{t.none}</p>
          ) : (
            <div className="mt-4 rounded-lg border border-slate-200 sm:overflow-x-auto max-sm:border-0" tabIndex={0} role="region" aria-labelledby="messages-caption">
              <table className="w-full border-collapse text-left text-sm max-sm:block">
                <caption id="messages-caption" className="sr-only">
                  {t.caption}
                </caption>
                <TableHead columns={[t.name, t.email, t.subject, t.date, t.language, t.status, t.action]} cards />
                <tbody className="max-sm:block max-sm:space-y-3">
                  {data.messages.map((m) => (
                    <tr
                      key={m.id}
                      className={`border-t border-slate-200 align-top max-sm:block max-sm:rounded-lg max-sm:border max-sm:p-3 ${m.is_read ? '' : 'bg-brand-50 font-semibold'}`}
                      data-unread={m.is_read ? undefined : ''}
                    >
                      <td id={`message-${m.id}`} tabIndex={-1} className="px-3 py-2 max-sm:block max-sm:px-0 max-sm:py-1 max-sm:text-base max-sm:font-bold">
                        {m.name}
                      </td>
                      <td className={cardCellClass} data-card-label={t.emailCard}>
                        <ReplyLink email={m.email} />
                      </td>
                      <td className={cardCellClass} data-card-label={t.subjectCard}>
                        {subjectLabel(m.subject)}
                        <details className="mt-1 font-normal">
                          <summary className="link inline-flex min-h-11 items-center">{t.showMessage}</summary>
                          <p className="mt-1 max-w-prose whitespace-pre-wrap break-words text-slate-800">{m.message}</p>
                        </details>
                      </td>
                      <td className={`whitespace-nowrap ${cardCellClass}`} data-card-label={t.sentCard}>
                        {formatDateTime(m.created_at)}
                      </td>
                      <td className={cardCellClass} data-card-label={t.languageCard}>
                        <span lang={tagOf(languageOfTag(m.language))}>{LANGUAGES[languageOfTag(m.language)].name}</span>
                      </td>
                      <td className={cardCellClass} data-card-label={t.statusCard}>
                        <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-bold ${m.is_read ? 'bg-slate-200 text-slate-800' : 'bg-brand-700 text-white'}`}>
                          {m.is_read ? t.read : t.unread}
                        </span>
                      </td>
                      <td className="px-3 py-2 max-sm:block max-sm:px-0 max-sm:py-1">
                        {!m.is_read && (
                          <button type="button" className="btn btn-secondary px-3 py-1" onClick={() => void markRead(m.id)} aria-label={t.markReadLabel({ name: m.name })}>
                            {t.markRead}
                          </button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {data.nextCursor && (
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <button type="button" className="btn btn-secondary" onClick={() => void loadMore()} disabled={loadingMore}>
                {loadingMore ? common.loading : t.loadMore}
              </button>
              {moreError && (
                <p role="alert" className="text-red-700">
                  {t.loadMoreFailed({ error: moreError })}
                </p>
              )}
            </div>
          )}
        </>
      )}
    </div>
  );
}
