/**
 * Writing text into HTML by hand: the contact form rendered without JavaScript
 * (src/lib/contact.ts) and the server's page transforms (server/html/) build markup as
 * strings, so everything they take from people or settings passes through here.
 */

/** Escape text for element content and double-quoted attribute values: & < > " ' become character references. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
