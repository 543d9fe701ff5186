/**
 * Contact messages (docs/product.md §2 Contact, §5, §7 "Send contact message", §8).
 *
 *   POST /api/contact  JSON { name, email, subject, message }
 *        → 201 { id } | 403 (other site) | 413 | 415 | 422 { error, fields }
 *          | 429 { error } + Retry-After (this address's limit, or the site's overall budget: db/contact-budget.ts)
 *          | 503 { error } + Retry-After (maintenance mode, or the message could not be stored)
 *   POST /contact      the same as a plain form post (application/x-www-form-urlencoded):
 *        a stored message is answered 303 → /contact?sent=1 (post/redirect/get, so a
 *        refresh never sends it twice), which shows the success panel; otherwise the
 *        contact page with the errors and what was typed (422), too many messages
 *        (429), the failure panel (503), a too-large post (413), or the maintenance page.
 *   GET  /contact?sent=1  the contact page with the success panel (where that 303 lands);
 *        any other GET /contact is the built page (routes/site.ts).
 *   POST /cy/contact, GET /cy/contact?sent=1  the same from the Welsh contact page, answered with it.
 *
 * Each message keeps the language of the page it was sent from (`language`: the JSON's, which the
 * page's script sends, or the form's address), for the admin's Messages tab.
 *
 * Both write one contact_submissions row (is_read 0), text cleaned first
 * (well-formed Unicode, no control characters: src/lib/contact.ts cleanText).
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { Deps } from '../context.ts';
import { clientIp, jsonBody, limitBody } from '../http.ts';
import type { ApiErrorBody, ContactSent } from '../../src/lib/api-types.ts';
import { sqliteCode, STORAGE_RETRY_AFTER_SECONDS } from '../db/write.ts';
import { MAINTENANCE_RETRY_AFTER_SECONDS } from '../html/site-transforms.ts';
import { contactPage } from '../html/contact-page.ts';
import { retryWords } from '../auth/login-throttle.ts';
import { messageBytes } from '../db/contact-budget.ts';
import { maintenancePage } from './maintenance.ts';
import { CONTACT_ERRORS, CONTACT_FIELDS, CONTACT_TEXT, cleanContactValues, validateContact, type ContactErrors, type ContactMessage } from '../../src/lib/contact.ts';
import { serverContactMessages } from '../../src/i18n/en/server.ts';
import { BASE_LANGUAGE, LANGUAGE_CODES, pathInLanguage, type Language } from '../../src/i18n/languages.ts';
import { inLanguage } from '../language.ts';

/**
 * Largest JSON body. A message may be 10,000 characters of any script: up to 4
 * bytes each in UTF-8, plus escapes for line breaks and quotes.
 */
export const CONTACT_BODY_LIMIT = 64 * 1024;
/**
 * Largest plain form post. A browser percent-encodes every byte of non-ASCII
 * text (3 bytes per byte), so 10,000 characters can take up to 120 KB; twice
 * that leaves room to answer an over-long message with its text kept.
 */
export const CONTACT_FORM_BODY_LIMIT = 256 * 1024;

/** Where a stored no-JavaScript message is sent (post/redirect/get). */
export const CONTACT_SENT_PATH = '/contact?sent=1';

/** The JSON answer while maintenance mode is on (the form gets the maintenance page). */
export const CONTACT_MAINTENANCE = serverContactMessages.get().maintenance;

const text = (message: string) => z.string({ required_error: message, invalid_type_error: message }).max(40_000, message);

/** The JSON shape: four strings, nothing else. The rules themselves are validateContact's (shared with the page). */
const ContactSchema = z
  .object({
    name: text(CONTACT_ERRORS.nameMissing),
    email: text(CONTACT_ERRORS.email),
    subject: text(CONTACT_ERRORS.subject),
    message: text(CONTACT_ERRORS.messageMissing),
    /** The language of the page it was sent from; English when not given. */
    language: z.enum(LANGUAGE_CODES as [Language, ...Language[]]).optional(),
  })
  .strict();

function tooMany(retryAfterSeconds: number): string {
  return serverContactMessages.get().tooMany(retryAfterSeconds);
}

/** Past the site's overall budget (db/contact-budget.ts): the message is not sent, and the form keeps it. */
export function siteFull(retryAfterSeconds: number): string {
  return serverContactMessages.get().siteFull({ wait: retryWords(retryAfterSeconds) });
}

export function contactRoutes(deps: Deps) {
  /** Store a message; resolves once it is committed (see db/contact-writer.ts). */
  const saveNow = (m: ContactMessage, language: Language) => deps.contactWriter.write({ ...m, language, createdAt: deps.now().toISOString() });

  /** Log a message that could not be stored (a full or failing disk, the writer stopped). */
  function notSaved(err: unknown) {
    deps.logger.error('contact message not saved', { code: sqliteCode(err), err });
  }

  /** Rate limit by client address; counts only messages actually stored. */
  function limitState(c: Context) {
    const ip = clientIp(c, deps.trustProxy);
    return { ip, state: deps.limits.contactIp.check(ip) };
  }

  /** While maintenance mode is on, the API takes no messages, as the form does not (before the body is read). */
  const apiMaintenance: MiddlewareHandler = async (c, next) => {
    if (deps.settings.get().maintenance_mode) {
      return c.json<ApiErrorBody>({ error: CONTACT_MAINTENANCE }, 503, { 'Retry-After': String(MAINTENANCE_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' });
    }
    await next();
  };

  /** The no-JavaScript form's routes for the contact page in `lang` (/contact, /cy/contact). */
  const formRoutes = (lang: Language) => {
    const page = pathInLanguage('/contact', lang);
    /** The page's maintenance answer (for a form post, before the body is read). */
    const pageMaintenance: MiddlewareHandler = async (c, next) => {
      const closed = maintenancePage(deps, page, c.req.header('accept-encoding'));
      if (closed) return closed;
      await next();
    };

    /** A form post too large to read: the site's contact page saying so, not a bare line of text. */
    const formBodyLimit = bodyLimit({
      maxSize: CONTACT_FORM_BODY_LIMIT,
      onError: (c) => contactPage(deps.site, { status: 'failed', failureMessage: CONTACT_TEXT.tooLarge, autofocus: true }, 413, c.req.header('accept-encoding'), undefined, lang),
    });

    return new Hono()
      .get(page, pageMaintenance, async (c, next) => {
        if (new URL(c.req.url).searchParams.get('sent') === '1')
          return contactPage(deps.site, { status: 'sent', autofocus: true }, 200, c.req.header('accept-encoding'), undefined, lang);
        await next();
      })

      .post(page, pageMaintenance, formBodyLimit, async (c) => {
        const accept = c.req.header('accept-encoding');
        const type = (c.req.header('content-type') ?? '').toLowerCase();
        let form: Record<string, unknown> = {};
        if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
          try {
            form = await c.req.parseBody();
          } catch {
            form = {};
          }
        }
        // What is drawn back into the form is the cleaned text: no NUL or other
        // control character from a hand-made post reaches the page.
        const cleaned = cleanContactValues(form);
        const values: Partial<Record<(typeof CONTACT_FIELDS)[number], string>> = {};
        for (const field of CONTACT_FIELDS) if (typeof form[field] === 'string') values[field] = cleaned[field];

        const checked = validateContact(values);
        if (!checked.ok) return contactPage(deps.site, { values, errors: checked.errors as ContactErrors, autofocus: true }, 422, accept, undefined, lang);

        const { ip, state } = limitState(c);
        if (!state.allowed) {
          return contactPage(
            deps.site,
            { values, status: 'failed', failureMessage: inLanguage(lang, () => tooMany(state.retryAfterSeconds)), autofocus: true },
            429,
            accept,
            {
              'Retry-After': String(state.retryAfterSeconds),
            },
            lang,
          );
        }
        const bytes = messageBytes(checked.value);
        const slot = deps.contactBudget.take(bytes);
        if (!slot.ok) {
          return contactPage(
            deps.site,
            { values, status: 'failed', failureMessage: inLanguage(lang, () => siteFull(slot.retryAfterSeconds)), autofocus: true },
            429,
            accept,
            {
              'Retry-After': String(slot.retryAfterSeconds),
            },
            lang,
          );
        }
        deps.limits.contactIp.hit(ip);
        try {
          await saveNow(checked.value, lang);
        } catch (err) {
          slot.giveBack();
          notSaved(err);
          return contactPage(deps.site, { values, status: 'failed', autofocus: true }, 503, accept, { 'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS) }, lang);
        }
        deps.contactBudget.stored(bytes);
        return c.redirect(pathInLanguage(CONTACT_SENT_PATH, lang), 303);
      });
  };

  return new Hono()
    .post('/api/contact', apiMaintenance, limitBody(CONTACT_BODY_LIMIT), jsonBody(ContactSchema), async (c) => {
      const { ip, state } = limitState(c);
      if (!state.allowed) return c.json<ApiErrorBody>({ error: tooMany(state.retryAfterSeconds) }, 429, { 'Retry-After': String(state.retryAfterSeconds) });
      const checked = validateContact(c.req.valid('json'));
      if (!checked.ok) {
        const fields = checked.errors as Record<string, string>;
        return c.json<ApiErrorBody>({ error: Object.values(fields)[0]!, fields }, 422);
      }
      const bytes = messageBytes(checked.value);
      const slot = deps.contactBudget.take(bytes);
      if (!slot.ok) return c.json<ApiErrorBody>({ error: siteFull(slot.retryAfterSeconds) }, 429, { 'Retry-After': String(slot.retryAfterSeconds), 'Cache-Control': 'no-store' });
      deps.limits.contactIp.hit(ip);
      let id: number;
      try {
        id = await saveNow(checked.value, c.req.valid('json').language ?? BASE_LANGUAGE);
      } catch (err) {
        slot.giveBack();
        notSaved(err);
        return c.json<ApiErrorBody>({ error: CONTACT_TEXT.failureBody }, 503, { 'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' });
      }
      deps.contactBudget.stored(bytes);
      return c.json<ContactSent>({ id }, 201, { 'Cache-Control': 'no-store' });
    })
    .route('/', formRoutes('en'))
    .route('/', formRoutes('cy'));
}
