/**
 * Web addresses and UK phone numbers inside a sentence, as parts to draw as links: the next
 * steps of the calculators are plain sentences (the engines stay free of markup), and the
 * islands turn 'call 0800 917 2222' into a tel: link and 'https://www.gov.uk/…' into a link.
 */

/** One piece of a sentence: plain text, or a link with the text to show and where it goes. */
export type TextPart = { text: string; href?: undefined } | { text: string; href: string };

// A web address up to a space (trailing punctuation is left out below), or a UK number written
// in groups: 0800 917 2222, 0800 99 1234, 0800 012 1573.
const PATTERN = /(https?:\/\/[^\s]+)|(\b0\d{3}(?: \d{2,4}){2}\b)/g;
const TRAILING = /[.,;:)]+$/;

/** The sentence split into text and links, in order; joining every `text` gives the sentence back. */
export function textParts(sentence: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of sentence.matchAll(PATTERN)) {
    const [found, url] = match;
    const start = match.index ?? 0;
    const text = url ? found.replace(TRAILING, '') : found;
    if (start > last) parts.push({ text: sentence.slice(last, start) });
    parts.push({ text, href: url ? text : `tel:${text.replace(/\s+/g, '')}` });
    last = start + text.length;
  }
  if (last < sentence.length) parts.push({ text: sentence.slice(last) });
  return parts;
}
