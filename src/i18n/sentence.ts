/**
 * The grammar of a catalogue sentence with parts (README "Messages"), read in one place for
 * React (./Rich.tsx), Astro (src/lib/astro-rich.ts) and the server's HTML (src/lib/html.ts):
 * `{name}` is a part given whole; `<name>words</name>` a part made of the words between.
 * A part the sentence names but the caller lacks is an error a test or the build shows at once.
 */
const TOKEN = /<([a-zA-Z][\w-]*)>([\s\S]*?)<\/\1>|\{([a-zA-Z][\w]*)\}/g;

/** How one caller turns the sentence's pieces into its own output. */
export interface SentencePieces<T> {
  /** Words between the parts. */
  text(words: string): T;
  /** The part `name`: `words` are the tagged words as pieces, or null for a `{name}` part; `index` counts the parts. */
  part(name: string, words: T[] | null, index: number): T;
  /** Whether the caller gives the part `name`. */
  has(name: string): boolean;
}

/** The sentence as the caller's pieces, in order. */
export function fillSentence<T>(text: string, pieces: SentencePieces<T>): T[] {
  const out: T[] = [];
  let last = 0;
  let index = 0;
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > last) out.push(pieces.text(text.slice(last, match.index)));
    const [, tag, inner, name] = match;
    const key = (tag ?? name)!;
    if (!pieces.has(key)) throw new Error(`The message "${text}" names a part "${key}" that was not given.`);
    out.push(pieces.part(key, tag === undefined ? null : fillSentence(inner!, pieces), index++));
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(pieces.text(text.slice(last)));
  return out;
}
