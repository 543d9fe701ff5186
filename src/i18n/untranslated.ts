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

/** A page's visible text: no scripts, styles or tags, entities read, spaces collapsed. */
export function pageText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');
}

/** The catalogue's plain English messages found in `text`, each said whether its Welsh is written. */
export function englishShown(text: string, english: ComponentsJSON, translation: ComponentsJSON): EnglishShown[] {
  const shown: EnglishShown[] = [];
  for (const [part, messages] of Object.entries(english)) {
    for (const [key, message] of Object.entries(messages)) {
      // Plain sentences only, long enough not to turn up inside other words by chance.
      if (typeof message !== 'string' || /[{<]/.test(message) || message.length < 12) continue;
      if (!text.includes(message)) continue;
      const other = translation[part]?.[key];
      shown.push({ part, key, english: message, translated: typeof other === 'string' && other !== message });
    }
  }
  return shown;
}
