/**
 * Contact messages for admins (docs/product.md §7 "Load messages", "Mark read").
 *
 *   GET   /api/admin/messages[?cursor=…] → 200 { messages, total, unread, nextCursor }   (created_at descending)
 *                                  | 422 (a cursor this list did not give)
 *   PATCH /api/admin/messages/:id  { is_read: true } → 200 { message } | 404 | 422
 *
 * The list comes a page of 50 at a time: `nextCursor` names where the next page starts
 * (null after the last), so no number of messages makes one answer too big, and the server
 * holds one page in memory, whatever the table holds. Marking read is one-way
 * (docs/product.md §4).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AdminEnv, Deps } from '../../context.ts';
import { jsonBody, pathId } from '../../http.ts';
import { withoutBidiControls } from '../../../src/lib/contact.ts';
import { committedWrite } from '../../db/write.ts';
import type { AdminMessageSaved, AdminMessagesResponse, ContactSubmission } from '../../../src/lib/api-types.ts';
import { serverAdminMessages } from '../../../src/i18n/en/server.ts';

const t = serverAdminMessages.get();

/** A contact_submissions row as stored: is_read is 0 or 1. */
type MessageRow = Omit<ContactSubmission, 'is_read'> & { is_read: number };

/**
 * A row as the admin page gets it. Text is cleaned when it arrives (src/lib/contact.ts
 * cleanText); messages stored before bidirectional controls were removed lose them here.
 */
const toJson = (m: MessageRow): ContactSubmission => ({
  ...m,
  name: withoutBidiControls(m.name),
  email: withoutBidiControls(m.email),
  subject: withoutBidiControls(m.subject),
  message: withoutBidiControls(m.message),
  is_read: m.is_read === 1,
});

const MarkReadSchema = z.object({ is_read: z.literal(true, { errorMap: () => ({ message: t.isReadTrue }) }) }).strict();

/** Messages in one page of the list. */
export const MESSAGES_PAGE_SIZE = 50;

/** A cursor: the created_at and id of the last message of the page before, e.g. "2025-06-02T10:00:00.000Z_42". */
const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([1-9]\d{0,14})$/;
const cursorOf = (m: { created_at: string; id: number }) => `${m.created_at}_${m.id}`;

export function adminMessagesRoutes(deps: Deps) {
  const columns = 'id, name, email, subject, message, created_at, is_read, language';
  // One more than a page, to know whether another follows.
  const first = deps.db.prepare<[number], MessageRow>(`SELECT ${columns} FROM contact_submissions ORDER BY created_at DESC, id DESC LIMIT ?`);
  // A range of the created_at index from the cursor on (row-value comparison), not a scan from the newest.
  const after = deps.db.prepare<[string, number, number], MessageRow>(
    `SELECT ${columns} FROM contact_submissions WHERE (created_at, id) < (?, ?) ORDER BY created_at DESC, id DESC LIMIT ?`,
  );
  const counts = deps.db.prepare<[], { total: number; unread: number }>(
    'SELECT (SELECT count(*) FROM contact_submissions) AS total, (SELECT count(*) FROM contact_submissions WHERE is_read = 0) AS unread',
  );
  const markReadStatement = deps.db.prepare<[number], MessageRow>(
    'UPDATE contact_submissions SET is_read = 1 WHERE id = ? RETURNING id, name, email, subject, message, created_at, is_read, language',
  );
  // A failed commit throws (db/write.ts); the root error handler answers 503.
  const markRead = committedWrite(deps.db, (id: number) => markReadStatement.get(id));
  return new Hono<AdminEnv>()
    .get('/', (c) => {
      const cursor = c.req.query('cursor');
      let rows: MessageRow[];
      if (cursor === undefined || cursor === '') rows = first.all(MESSAGES_PAGE_SIZE + 1);
      else {
        const match = CURSOR.exec(cursor);
        if (!match) return c.json({ error: t.noMessagesPage }, 422);
        rows = after.all(match[1]!, Number(match[2]), MESSAGES_PAGE_SIZE + 1);
      }
      const page = rows.slice(0, MESSAGES_PAGE_SIZE);
      const more = rows.length > MESSAGES_PAGE_SIZE;
      const { total, unread } = counts.get()!;
      return c.json({ messages: page.map(toJson), total, unread, nextCursor: more ? cursorOf(page[page.length - 1]!) : null } satisfies AdminMessagesResponse);
    })
    .patch('/:id', jsonBody(MarkReadSchema), (c) => {
      const id = pathId(c.req.param('id'));
      if (id === null) return c.json({ error: t.noMessage }, 404);
      const row = markRead(id);
      if (!row) return c.json({ error: t.noMessage }, 404);
      return c.json({ message: toJson(row) } satisfies AdminMessageSaved);
    });
}
