/**
 * Contact messages for admins (docs/product.md §7 "Load messages", "Mark read").
 *
 *   GET   /api/admin/messages      → 200 { messages, total, unread }   (created_at descending)
 *   PATCH /api/admin/messages/:id  { is_read: true } → 200 { message } | 404 | 422
 *
 * Marking read is one-way (docs/product.md §4).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AdminEnv, Deps } from '../../context.ts';
import { jsonBody, pathId } from '../../http.ts';
import { withoutBidiControls } from '../../../src/lib/contact.ts';
import { committedWrite } from '../../db/write.ts';
import type { AdminMessageSaved, AdminMessagesResponse, ContactSubmission } from '../../../src/lib/api-types.ts';

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

const MarkReadSchema = z.object({ is_read: z.literal(true, { errorMap: () => ({ message: 'is_read can only be set to true' }) }) }).strict();

export function adminMessagesRoutes(deps: Deps) {
  const all = deps.db.prepare<[], MessageRow>('SELECT id, name, email, subject, message, created_at, is_read FROM contact_submissions ORDER BY created_at DESC, id DESC');
  const markReadStatement = deps.db.prepare<[number], MessageRow>(
    'UPDATE contact_submissions SET is_read = 1 WHERE id = ? RETURNING id, name, email, subject, message, created_at, is_read',
  );
  // A failed commit throws (db/write.ts); the root error handler answers 503.
  const markRead = committedWrite(deps.db, (id: number) => markReadStatement.get(id));
  return new Hono<AdminEnv>()
    .get('/', (c) => {
      const messages = all.all().map(toJson);
      return c.json({ messages, total: messages.length, unread: messages.filter((m) => !m.is_read).length } satisfies AdminMessagesResponse);
    })
    .patch('/:id', jsonBody(MarkReadSchema), (c) => {
      const id = pathId(c.req.param('id'));
      if (id === null) return c.json({ error: 'No message has that id.' }, 404);
      const row = markRead(id);
      if (!row) return c.json({ error: 'No message has that id.' }, 404);
      return c.json({ message: toJson(row) } satisfies AdminMessageSaved);
    });
}
