/**
 * Writing text into HTML by hand: the contact form rendered without JavaScript
 * (src/lib/contact.ts) and the server's page transforms (server/html/) build markup as
 * strings, so everything they take from people or settings passes through here.
 */
import { fillSentence } from '../i18n/sentence.ts';

/** Escape text for element content and double-quoted attribute values: & < > " ' become character references. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * A catalogue sentence as HTML (README "Messages"): its words escaped, and each
 * `<name>words</name>` in it replaced by `wrap.name` of the escaped words, so the
 * sentence stays whole in the catalogue: 'Read our <privacy>privacy policy</privacy>.'
 * with `{ privacy: (words) => `<a href="/privacy">${words}</a>` }`.
 */
export function sentenceHtml(text: string, wrap: Readonly<Record<string, (words: string) => string>>): string {
  return fillSentence<string>(text, {
    text: escapeHtml,
    has: (name) => typeof wrap[name] === 'function',
    part: (name, words) => wrap[name]!((words ?? []).join('')),
  }).join('');
}
