/**
 * Phone numbers and web addresses written in running text become links: `tel:`
 * for numbers, so a phone dials them with one tap, and https for "www."
 * addresses. Used by the content pipeline (src/lib/rehype-site.ts), NextSteps
 * and the checker's results, so every page finds the same numbers the same way.
 */

/** One piece of a text: plain, or a link with its address. */
export type TextPart = { text: string; href?: undefined } | { text: string; href: string };

// UK numbers as people write them: 0800 144 8848, 0800 99 1234, 0303 123 1113,
// 020 7946 0958, 01632 960001, 03448 920 902 (the Northern Ireland Housing Executive's
// way), and the Samaritans' 116 123. Never part of a longer number, an amount (£1,000) or a code.
const PHONE = String.raw`(?<![\d£$.,/-])(?:0\d{3} \d{2,3} \d{3,4}|0\d{2} \d{4} \d{4}|0\d{4} \d{3} \d{3}|0\d{4} \d{5,6}|116 ?1\d{2})(?![\d])`;
// www. or http(s):// addresses, without trailing punctuation that ends the sentence.
const WEB = String.raw`\b(?:https?:\/\/|www\.)[^\s<>()"]*[^\s<>()".,;:!?']`;
const PATTERN = new RegExp(`(${PHONE})|(${WEB})`, 'g');

/** The `tel:` address of a number as written: digits only. */
export function telHref(number: string): string {
  return `tel:${number.replace(/\D/g, '')}`;
}

/** `text` split into plain parts and link parts, in order; joined, the texts give `text` back. */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(PATTERN)) {
    const [found, phone] = match;
    const at = match.index!;
    if (at > last) parts.push({ text: text.slice(last, at) });
    parts.push({ text: found, href: phone ? telHref(found) : found.startsWith('www.') ? `https://${found}` : found });
    last = at + found.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
