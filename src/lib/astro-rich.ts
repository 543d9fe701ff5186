/**
 * A catalogue sentence with parts, in an `.astro` file (README "Messages"): the twin of
 * src/i18n/Rich.tsx for what Astro builds, with the same grammar, so the sentence stays whole in
 * the catalogue and the page gives each part.
 * - `{name}` is replaced by `parts.name`: text, or markup (a phone number as a link);
 * - `<name>words</name>` by `parts.name(words)`, a function of the words (a link around them).
 * The pieces are returned for Astro to draw, which escapes the text. In an `.astro` file's markup:
 *
 *   {rich(t.readGuide, { guide: (words: unknown) => <a href="/guides/pip" class="link">{words}</a> })}
 */
import { fillSentence } from '../i18n/sentence.ts';

/** A part: text or markup, or a function of the tagged words that returns markup. */
export type AstroPart = unknown;

/** The sentence as pieces for Astro's markup (src/i18n/sentence.ts reads it). */
export function rich(text: string, parts: Readonly<Record<string, AstroPart>>): unknown[] {
  return fillSentence<unknown>(text, {
    text: (words) => words,
    has: (name) => parts[name] !== undefined,
    part: (name, words) => {
      const part = parts[name];
      return typeof part === 'function' ? (part as (words: unknown) => unknown)(words) : part;
    },
  });
}
