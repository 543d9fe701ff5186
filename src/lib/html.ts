/**
 * Writing text into HTML by hand: the contact form rendered without JavaScript
 * (src/lib/contact.ts) and the server's page transforms (server/html/) build markup as
 * strings, so everything they take from people or settings passes through here.
 */

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
  let html = '';
  let last = 0;
  for (const match of text.matchAll(/<([a-zA-Z][\w-]*)>([\s\S]*?)<\/\1>/g)) {
    const part = wrap[match[1]!];
    if (!part) throw new Error(`The sentence "${text}" names a part "${match[1]}" that was not given.`);
    html += escapeHtml(text.slice(last, match.index)) + part(escapeHtml(match[2]!));
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}
