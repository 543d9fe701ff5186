/**
 * Contact messages (spec 002 §2 Contact, §5, §7 "Send contact message", §8).
 *
 *   POST /api/contact  JSON { name, email, subject, message }
 *        → 201 { id } | 403 (other site) | 413 | 415 | 422 { error, fields } | 429 { error } + Retry-After
 *   POST /contact      the same as a plain form post (application/x-www-form-urlencoded),
 *        answered with the contact page: success panel (200), errors with what was
 *        typed (422), too many messages (429), or the failure panel (500).
 *
 * Both write one contact_submissions row (is_read 0).
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Deps } from '../context.ts';
import { clientIp, jsonBody, limitBody, type ApiError } from '../http.ts';

import { sqliteCode, STORAGE_RETRY_AFTER_SECONDS } from '../db/write.ts';
import { CONTACT_ERRORS, CONTACT_FIELDS, CONTACT_TEXT, validateContact, type ContactErrors, type ContactMessage } from '../../src/lib/contact.ts';

/** Largest contact request body (issue part 7). */
export const CONTACT_BODY_LIMIT = 16 * 1024;

const text = (message: string) => z.string({ required_error: message, invalid_type_error: message }).max(20_000, message);

/** The JSON shape: four strings, nothing else. The rules themselves are validateContact's (shared with the page). */
const ContactSchema = z
  .object({
    name: text(CONTACT_ERRORS.nameMissing),
    email: text(CONTACT_ERRORS.email),
    subject: text(CONTACT_ERRORS.subject),
    message: text(CONTACT_ERRORS.messageMissing),
  })
  .strict();

function tooMany(retryAfterSeconds: number): string {
  return `You have sent several messages in a short time. Please wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'} and try again.`;
}

export function contactRoutes(deps: Deps) {
  /** Store a message; resolves once it is committed (see db/contact-writer.ts). */
  const saveNow = (m: ContactMessage) => deps.contactWriter.write({ ...m, createdAt: deps.now().toISOString() });

  /** Log a message that could not be stored (a full or failing disk, the writer stopped). */
  function notSaved(err: unknown) {
    deps.logger.error('contact message not saved', { code: sqliteCode(err), err });
  }

  /** Rate limit by client address; counts only messages actually stored. */
  function limitState(c: Context) {
    const ip = clientIp(c, deps.trustProxy);
    return { ip, state: deps.limits.contactIp.check(ip) };
  }

  return new Hono()
    .post('/api/contact', limitBody(CONTACT_BODY_LIMIT), jsonBody(ContactSchema), async (c) => {
      const { ip, state } = limitState(c);
      if (!state.allowed) return c.json<ApiError>({ error: tooMany(state.retryAfterSeconds) }, 429, { 'Retry-After': String(state.retryAfterSeconds) });
      const checked = validateContact(c.req.valid('json'));
      if (!checked.ok) {
        const fields = checked.errors as Record<string, string>;
        return c.json<ApiError>({ error: Object.values(fields)[0]!, fields }, 422);
      }
      deps.limits.contactIp.hit(ip);
      let id: number;
      try {
        id = await saveNow(checked.value);
      } catch (err) {
        notSaved(err);
        return c.json<ApiError>({ error: CONTACT_TEXT.failureBody }, 503, { 'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' });
      }
      return c.json({ id }, 201, { 'Cache-Control': 'no-store' });
    })

    .post('/contact', limitBody(CONTACT_BODY_LIMIT), async (c) => {
      const accept = c.req.header('accept-encoding');
      const closed = deps.pages.maintenance('/contact', accept);
      if (closed) return closed;

      const type = (c.req.header('content-type') ?? '').toLowerCase();
      let form: Record<string, unknown> = {};
      if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
        try {
          form = await c.req.parseBody();
        } catch {
          form = {};
        }
      }
      const values: Partial<Record<(typeof CONTACT_FIELDS)[number], string>> = {};
      for (const field of CONTACT_FIELDS) {
        const v = form[field];
        if (typeof v === 'string') values[field] = v.slice(0, 20_000);
      }

      const checked = validateContact(values);
      if (!checked.ok) return deps.pages.contact({ values, errors: checked.errors as ContactErrors, autofocus: true }, 422, accept);

      const { ip, state } = limitState(c);
      if (!state.allowed) {
        return deps.pages.contact({ values, status: 'failed', failureMessage: tooMany(state.retryAfterSeconds), autofocus: true }, 429, accept, {
          'Retry-After': String(state.retryAfterSeconds),
        });
      }
      deps.limits.contactIp.hit(ip);
      try {
        await saveNow(checked.value);
      } catch (err) {
        notSaved(err);
        return deps.pages.contact({ values, status: 'failed', autofocus: true }, 503, accept, { 'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS) });
      }
      return deps.pages.contact({ status: 'sent', autofocus: true }, 200, accept);
    });
}
