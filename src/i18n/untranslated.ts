/**
 * Which English sentences of the catalogue a page in another language still shows (README
 * "Messages"). Every message that is plain text (no named value, no tags) is looked for in the
 * page's text; the test of the Welsh site (tests/e2e/welsh.spec.ts) lists them for each Welsh page,
 * and fails on one whose part has a Welsh file that says it otherwise, as the page should then
 * show the Welsh.
 */
import type { ComponentsJSON } from '@nanostores/i18n';

export interface EnglishShown {
  part: string;
  key: string;
  english: string;
  /** The part has a file in the language, with other words for this message. */
  translated: boolean;
}

/** Elements with no closing tag, which never hold text. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

/** Text with its entities read. */
function decoded(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/**
 * A page's visible text in its own language, one line per text node (spaces collapsed within it):
 * no scripts, styles or tags, and nothing inside an element marked as English (`lang="en…"`: the
 * content not written in the page's language yet, a title cited as it is), which is English on
 * purpose.
 */
export function pageText(html: string): string {
  const lines: string[] = [];
  const open: boolean[] = [];
  let englishDepth = 0;
  const body = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<!--[\s\S]*?-->/g, ' ');
  for (const part of body.split(/(<[^>]+>)/)) {
    const tag = /^<(\/?)([a-zA-Z][\w-]*)([^>]*?)(\/?)>$/.exec(part);
    if (tag) {
      const [, closing, name = '', attributes = '', selfClosing] = tag;
      if (VOID.has(name.toLowerCase()) || selfClosing) continue;
      if (closing) {
        if (open.pop()) englishDepth -= 1;
      } else {
        const isEnglish = /\blang="en(-[A-Za-z]+)?"/.test(attributes);
        open.push(isEnglish);
        if (isEnglish) englishDepth += 1;
      }
      continue;
    }
    if (englishDepth > 0 || part.startsWith('<')) continue;
    const line = decoded(part).replace(/\s+/g, ' ').trim();
    if (line) lines.push(line);
  }
  return lines.join('\n');
}

/** Words of a message: a short one (a name, a label) counts only as an element's whole text, as it turns up inside other words and titles by chance. */
const SHORT_WORDS = 4;

/** The catalogue's plain English messages found in `text` (pageText's lines), each said whether its Welsh is written. */
export function englishShown(text: string, english: ComponentsJSON, translation: ComponentsJSON): EnglishShown[] {
  const lines = new Set(text.split('\n'));
  // A name in brackets after its Welsh is the English it is known by, given on purpose: "Gallu cyfyngedig i weithio (limited capability for work)".
  const joined = text.replace(/\n/g, ' ').replace(/\([^()]*\)/g, ' ');
  const shown: EnglishShown[] = [];
  for (const [part, messages] of Object.entries(english)) {
    for (const [key, message] of Object.entries(messages)) {
      // Plain sentences only, long enough not to turn up inside other words by chance.
      if (typeof message !== 'string' || /[{<]/.test(message) || message.length < 12) continue;
      const isShort = message.trim().split(/\s+/).length < SHORT_WORDS;
      if (isShort ? !lines.has(message) : !joined.includes(message)) continue;
      const other = translation[part]?.[key];
      shown.push({ part, key, english: message, translated: typeof other === 'string' && other !== message });
    }
  }
  return shown;
}
