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

/** A part: text or markup, or a function of the tagged words that returns markup. */
export type AstroPart = unknown;

const TOKEN = /<([a-zA-Z][\w-]*)>([\s\S]*?)<\/\1>|\{([a-zA-Z][\w]*)\}/g;

/** The sentence as pieces for Astro's markup. A part the sentence names but `parts` lacks is an error the build shows at once. */
export function rich(text: string, parts: Readonly<Record<string, AstroPart>>): unknown[] {
  const out: unknown[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > last) out.push(text.slice(last, match.index));
    const [, tag, inner, name] = match;
    const part = parts[(tag ?? name)!];
    if (part === undefined) throw new Error(`The message "${text}" names a part "${tag ?? name}" that was not given.`);
    const words = tag === undefined ? null : rich(inner!, parts);
    out.push(typeof part === 'function' ? (part as (words: unknown) => unknown)(words) : part);
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
