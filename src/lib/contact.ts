/**
 * The contact form (docs/product.md §2 "Contact", §5, §8), shared by the page, its
 * JavaScript enhancement and the server: subjects, messages, the validation
 * rules, and the form's markup. The server answers a plain form post with the
 * same markup the enhancement draws, so the page looks and behaves the same with
 * or without JavaScript (docs/product.md §11; docs/style.md habit 9, the GOV.UK pattern).
 *
 * The words are the catalogue's (src/i18n/en/contact.ts). No dependencies but src/lib/html.ts
 * and the catalogue: this module ships to the browser on /contact.
 */

import { escapeHtml, sentenceHtml } from './html';
import { formatNumber } from '../i18n/format';
import { contactErrorMessages, contactFormMessages, contactStatusMessages, contactSubjectMessages } from '../i18n/en/contact';

/** The five subject values, in the form's order (docs/product.md §3 contact_submissions.subject). */
export const CONTACT_SUBJECT_VALUES = ['general', 'calculator', 'benefits', 'technical', 'feedback'] as const;

/** One of the five subject values. */
export type ContactSubject = (typeof CONTACT_SUBJECT_VALUES)[number];

/** Subject values and their labels, in the page's language (src/i18n/en/contact.ts). */
export function contactSubjects(): { value: ContactSubject; label: string }[] {
  const labels = contactSubjectMessages.get();
  return CONTACT_SUBJECT_VALUES.map((value) => ({ value, label: labels[value] }));
}

/** The fields of a contact message, in form order. */
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
/** A field name. */
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** A valid message, trimmed. */
export interface ContactMessage {
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
}

/** Limits matching the CHECK constraints of contact_submissions (server/db/migrations/001_initial.sql). */
export const CONTACT_LIMITS = { name: 200, email: 320, message: 10_000 } as const;

/**
 * Texts read from the catalogue each time they are used, so they are in the page's language:
 * `texts.key` is `read(key)` (src/i18n/en/contact.ts holds the words).
 */
function catalogueTexts<K extends string>(keys: readonly K[], read: (key: K) => string): Readonly<Record<K, string>> {
  const texts = {} as Record<K, string>;
  for (const key of keys) Object.defineProperty(texts, key, { get: () => read(key), enumerable: true });
  return texts;
}

/** Error texts by the field and in the summary (docs/product.md §5, §8; GOV.UK wording). */
export const CONTACT_ERRORS = catalogueTexts(['nameMissing', 'nameTooLong', 'email', 'subject', 'messageMissing', 'messageTooLong'] as const, (key) => {
  const t = contactErrorMessages.get();
  if (key === 'nameTooLong') return t.nameTooLong({ max: formatNumber(CONTACT_LIMITS.name) });
  if (key === 'messageTooLong') return t.messageTooLong({ max: formatNumber(CONTACT_LIMITS.message) });
  return t[key];
});

/** Toast and panel texts (docs/product.md §8), and the button's. */
export const CONTACT_TEXT = catalogueTexts(
  [
    'sendLabel',
    'sendingLabel',
    'successTitle',
    'successBody',
    'failureTitle',
    'failureBody',
    'offlineBody',
    'summaryTitle',
    'successNext',
    'successUrgent',
    'tooLarge',
    'messageHint',
  ] as const,
  (key) => {
    if (key === 'sendLabel') return contactFormMessages.get().send;
    if (key === 'sendingLabel') return contactFormMessages.get().sending;
    if (key === 'messageHint') return contactFormMessages.get().messageHint({ max: formatNumber(CONTACT_LIMITS.message) });
    if (key === 'tooLarge') return contactStatusMessages.get().tooLarge({ max: formatNumber(CONTACT_LIMITS.message) });
    return contactStatusMessages.get()[key];
  },
);

/**
 * The character counter's words (GOV.UK character count): "You have 9,950
 * characters remaining", "You have 1 character too many".
 */
export function characterCountText(length: number, limit: number = CONTACT_LIMITS.message): string {
  const left = limit - length;
  const n = Math.abs(left);
  const t = contactFormMessages.get();
  return (left >= 0 ? t.remaining : t.tooMany)({ number: formatNumber(n) })(n);
}

/** Field ids on the page, for labels and the error summary's links. */
export const CONTACT_FIELD_IDS: Record<ContactField, string> = {
  name: 'contact-name',
  email: 'contact-email',
  subject: 'contact-subject',
  message: 'contact-message',
};

/** Per-field error messages. */
export type ContactErrors = Partial<Record<ContactField, string>>;

/** Outcome of validation: the cleaned message, or one message per wrong field. */
export type ContactValidation = { ok: true; value: ContactMessage } | { ok: false; errors: ContactErrors };

/**
 * A plain email address: the local part is letters (any script), digits and
 * . _ + - ' (no leading, trailing or doubled dot); the domain is dot-separated
 * labels of letters, digits and inner hyphens, ending in a name of two or more
 * letters (or its xn-- form). Real addresses people type fit; what does not is refused, in
 * particular ? & = % # / and spaces, which would let an address like
 * reply?bcc=someone%40example.org&body=… turn an admin's reply link into
 * something else.
 */
const EMAIL_PATTERN = /^[\p{L}\p{N}_+'-]+(\.[\p{L}\p{N}_+'-]+)*@([\p{L}\p{N}]([\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+(\p{L}{2,}|xn--[a-z0-9-]+)$/iu;

/** True for a plain email address (see EMAIL_PATTERN), at most 320 characters. */
export function isPlainEmail(value: string): boolean {
  return value.length <= CONTACT_LIMITS.email && EMAIL_PATTERN.test(value);
}

/**
 * A mailto: link for a stored address, each part percent-encoded, so even an
 * address stored before the check above cannot add a header (bcc, body…) to
 * the reply. Null when the address is not a plain one.
 */
export function mailtoHref(email: string): string | null {
  if (!isPlainEmail(email)) return null;
  const at = email.lastIndexOf('@');
  return `mailto:${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`;
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
const LINE_BREAKS_AND_TABS = /[\t\n\r]+/g;
/**
 * Bidirectional formatting characters (Unicode Standard Annex #9: the marks U+061C, U+200E
 * and U+200F, the embeddings and overrides U+202A to U+202E, the isolates U+2066 to U+2069).
 * They are invisible and reorder how the text around them reads (CVE-2021-42574,
 * "Trojan Source"): "Refund \u202Edaolnwod\u202C" shows as "Refund download", so they
 * are removed from everything people type that an admin reads.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The text without bidirectional formatting characters (see BIDI_CONTROLS). */
export function withoutBidiControls(value: string): string {
  return value.replace(BIDI_CONTROLS, '');
}
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * Well-formed Unicode: a lone surrogate (half of an emoji, cut by a bad client)
 * cannot be stored as UTF-8, so it becomes U+FFFD, the replacement character.
 */
export function wellFormed(value: string): string {
  return value.replace(LONE_SURROGATE, '\ufffd');
}

/**
 * What a field's text becomes before it is checked, stored or shown again:
 * well-formed Unicode, no control characters (a NUL from a hand-made post must
 * not be echoed into the page) and no bidirectional formatting characters (which
 * reorder how the text reads), Windows line endings made plain. The message
 * keeps its line breaks and tabs; the one-line fields turn them into spaces.
 */
export function cleanText(value: unknown, options: { multiline?: boolean } = {}): string {
  const cleaned = withoutBidiControls(wellFormed(text(value)).replace(/\r\n?/g, '\n').replace(CONTROL_CHARS, ''));
  return options.multiline ? cleaned : cleaned.replace(LINE_BREAKS_AND_TABS, ' ');
}

/** Every field of a submitted form, cleaned (see cleanText), for checking and for drawing the form again. */
export function cleanContactValues(input: Partial<Record<string, unknown>>): Record<ContactField, string> {
  return {
    name: cleanText(input.name),
    email: cleanText(input.email),
    subject: cleanText(input.subject),
    message: cleanText(input.message, { multiline: true }),
  };
}

/**
 * How long a message is, as the limit counts it: in characters as people see
 * them (code points, so an emoji is one), after line endings are made plain.
 * The page's character counter uses the same count.
 */
export function messageLength(message: string): number {
  return Array.from(message.replace(/\r\n?/g, '\n')).length;
}

/**
 * Check a submitted message (docs/product.md §5: subject chosen; name, email in email
 * format, and message required). Values are cleaned (cleanText) and trimmed;
 * line breaks are kept in the message only.
 */
export function validateContact(input: Partial<Record<string, unknown>>): ContactValidation {
  const clean = cleanContactValues(input);
  const name = clean.name.trim();
  const email = clean.email.trim();
  const subject = clean.subject.trim();
  const message = clean.message.trim();
  const errors: ContactErrors = {};

  if (!name) errors.name = CONTACT_ERRORS.nameMissing;
  else if (name.length > CONTACT_LIMITS.name) errors.name = CONTACT_ERRORS.nameTooLong;

  if (!isPlainEmail(email)) errors.email = CONTACT_ERRORS.email;

  if (!(CONTACT_SUBJECT_VALUES as readonly string[]).includes(subject)) errors.subject = CONTACT_ERRORS.subject;

  if (!message) errors.message = CONTACT_ERRORS.messageMissing;
  else if (messageLength(message) > CONTACT_LIMITS.message) errors.message = CONTACT_ERRORS.messageTooLong;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { name, email, subject: subject as ContactSubject, message } };
}

/** Everything the form's markup depends on. */
export interface ContactFormState {
  /** What the person typed (kept on errors; empty after success). */
  values?: Partial<Record<ContactField, string>>;
  /** Field errors, shown in the summary and by each field. */
  errors?: ContactErrors;
  /** idle, sending (button busy), sent (success panel), failed (failure panel). */
  status?: 'idle' | 'sending' | 'sent' | 'failed';
  /** The failure panel's sentence (defaults to docs/product.md). */
  failureMessage?: string;
  /** Focus the summary or panel on load (server answers; the enhancement focuses itself). */
  autofocus?: boolean;
  /** Draw the live character counter under the message (only when script runs to keep it current). */
  characterCount?: boolean;
}

const inputClass = 'mt-1 block min-h-11 w-full rounded-md border-2 bg-white px-3 py-2 text-base';

function fieldGroup(field: ContactField, label: string, control: (attrs: string, invalid: boolean) => string, state: ContactFormState, hint?: string): string {
  const id = CONTACT_FIELD_IDS[field];
  const error = state.errors?.[field];
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const attrs = `id="${id}" name="${field}"${describedBy ? ` aria-describedby="${describedBy}"` : ''}${error ? ' aria-invalid="true"' : ''}`;
  return (
    `<div class="${error ? 'border-l-4 border-danger-600 pl-4' : ''}" data-field="${field}">` +
    `<label for="${id}" class="block text-base font-semibold text-slate-900">${escapeHtml(label)}</label>` +
    (hint ? `<p id="${id}-hint" class="mt-1 text-sm text-slate-700">${escapeHtml(hint)}</p>` : '') +
    (error
      ? `<p id="${id}-error" class="mt-1 font-semibold text-danger-600"><span class="sr-only">${escapeHtml(contactFormMessages.get().errorPrefix)}</span> ${escapeHtml(error)}</p>`
      : '') +
    control(attrs, Boolean(error)) +
    `</div>`
  );
}

/**
 * The contact form's markup for `state`. Every value is escaped. Used by the
 * page at build time, by the server for a no-JavaScript post, and by the
 * enhancement after it validates or sends.
 */
export function renderContactForm(state: ContactFormState = {}): string {
  const values = state.values ?? {};
  const errors = state.errors ?? {};
  const status = state.status ?? 'idle';
  const autofocus = state.autofocus ? ' autofocus' : '';
  const errorFields = CONTACT_FIELDS.filter((f) => errors[f]);
  const border = (invalid: boolean) => (invalid ? 'border-danger-600' : 'border-slate-600');
  const t = contactFormMessages.get();
  const parts: string[] = [];

  parts.push('<form id="contact-form" method="post" action="/contact" novalidate class="card space-y-6 p-6" aria-labelledby="contact-form-title">');
  parts.push(`<h2 id="contact-form-title" class="text-xl font-bold text-slate-900">${escapeHtml(t.title)}</h2>`);

  if (errorFields.length > 0) {
    parts.push(
      `<div class="rounded-md border-4 border-danger-600 p-4 focus:outline-none" role="alert" tabindex="-1" aria-labelledby="contact-error-summary-title" data-error-summary${autofocus}>` +
        `<h3 id="contact-error-summary-title" class="text-lg font-bold text-slate-900">${escapeHtml(CONTACT_TEXT.summaryTitle)}</h3>` +
        `<ul class="mt-2 list-none space-y-1">` +
        errorFields.map((f) => `<li><a class="font-semibold text-danger-600 underline" href="#${CONTACT_FIELD_IDS[f]}">${escapeHtml(errors[f]!)}</a></li>`).join('') +
        `</ul></div>`,
    );
  } else if (status === 'sent') {
    parts.push(
      `<div class="rounded-md border-4 border-success-700 bg-success-50 p-4 focus:outline-none" role="status" tabindex="-1" aria-labelledby="contact-success-title" data-contact-success${autofocus}>` +
        `<h3 id="contact-success-title" class="text-lg font-bold text-slate-900">${escapeHtml(CONTACT_TEXT.successTitle)}</h3>` +
        `<p class="mt-1 text-slate-900">${escapeHtml(CONTACT_TEXT.successBody)}</p>` +
        `<p class="mt-2 text-slate-900">${escapeHtml(CONTACT_TEXT.successNext)}</p>` +
        `<p class="mt-2 text-slate-900"><a class="link" href="#contact-immediate-help">${escapeHtml(CONTACT_TEXT.successUrgent)}</a></p></div>`,
    );
  } else if (status === 'failed') {
    parts.push(
      `<div class="rounded-md border-4 border-danger-600 bg-danger-50 p-4 focus:outline-none" role="alert" tabindex="-1" data-contact-failure${autofocus}>` +
        `<h3 class="text-lg font-bold text-slate-900">${escapeHtml(CONTACT_TEXT.failureTitle)}</h3>` +
        `<p class="mt-1 text-slate-900">${escapeHtml(state.failureMessage ?? CONTACT_TEXT.failureBody)}</p></div>`,
    );
  }

  const v = (f: ContactField) => escapeHtml(values[f] ?? '');

  parts.push(
    fieldGroup(
      'name',
      t.name,
      (attrs, invalid) => `<input ${attrs} type="text" autocomplete="name" spellcheck="false" class="${inputClass} ${border(invalid)}" value="${v('name')}">`,
      state,
    ),
  );
  parts.push(
    fieldGroup(
      'email',
      t.email,
      (attrs, invalid) => `<input ${attrs} type="email" autocomplete="email" spellcheck="false" inputmode="email" class="${inputClass} ${border(invalid)}" value="${v('email')}">`,
      state,
      t.emailHint,
    ),
  );
  parts.push(
    fieldGroup(
      'subject',
      t.subject,
      (attrs, invalid) =>
        `<select ${attrs} class="${inputClass} ${border(invalid)}">` +
        `<option value=""${values.subject ? '' : ' selected'}>${escapeHtml(t.chooseSubject)}</option>` +
        contactSubjects()
          .map((s) => `<option value="${s.value}"${values.subject === s.value ? ' selected' : ''}>${escapeHtml(s.label)}</option>`)
          .join('') +
        `</select>`,
      state,
    ),
  );
  const count = state.characterCount ? messageLength(values.message ?? '') : 0;
  parts.push(
    fieldGroup(
      'message',
      t.message,
      (attrs, invalid) =>
        `<textarea ${attrs} rows="5" class="${inputClass} ${border(invalid)}">${v('message')}</textarea>` + (state.characterCount ? characterCountHtml(count) : ''),
      state,
      CONTACT_TEXT.messageHint,
    ),
  );

  const sending = status === 'sending';
  parts.push(
    `<div class="flex flex-wrap items-center gap-4">` +
      `<button type="submit" class="btn btn-primary disabled:cursor-wait disabled:opacity-80" data-contact-submit${sending ? ' disabled aria-busy="true"' : ''}>${escapeHtml(sending ? t.sending : t.send)}</button>` +
      `<p class="text-sm text-slate-700">${sentenceHtml(t.privacy, { privacy: (words) => `<a class="link" href="/privacy">${words}</a>` })}</p>` +
      `</div>`,
  );
  parts.push('</form>');
  return parts.join('');
}

/** Classes of the visible count: plain while within the limit, in the error colour past it. */
export function characterCountClass(length: number): string {
  return `mt-1 text-sm ${length > CONTACT_LIMITS.message ? 'font-semibold text-danger-600' : 'text-slate-700'}`;
}

/**
 * The character counter under the message (GOV.UK character count): the
 * visible count, hidden from screen readers so it is not read on every key, and
 * a polite live status that the enhancement fills when typing pauses. The limit
 * itself is always stated in the message's hint, with or without script.
 */
export function characterCountHtml(length: number): string {
  return (
    `<p class="${characterCountClass(length)}" aria-hidden="true" data-character-count>${characterCountText(length)}</p>` +
    `<p class="sr-only" aria-live="polite" data-character-count-status></p>`
  );
}

/** Markers around the form in the built page, which the server replaces on a no-JavaScript post. */
export const CONTACT_FORM_START = '<!--contact-form-->';
export const CONTACT_FORM_END = '<!--/contact-form-->';
