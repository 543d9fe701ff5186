/**
 * A catalogue sentence with parts that React draws (README "Messages"): the sentence stays whole
 * in the catalogue, so a translator can move its parts, and the island gives each part.
 * - `{name}` is replaced by `parts.name` (text, a number, or an element: a figure in <strong>);
 * - `<name>words</name>` wraps the words with `parts.name`, a function of them (a link, <strong>).
 * 'Read our <privacy>privacy policy</privacy>.' with `{ privacy: (words) => <a href="/privacy">{words}</a> }`.
 */
import { Fragment, type ReactNode } from 'react';

export type RichPart = ReactNode | ((words: ReactNode) => ReactNode);

const TOKEN = /<([a-zA-Z][\w-]*)>([\s\S]*?)<\/\1>|\{([a-zA-Z][\w]*)\}/g;

/** The sentence as React nodes. A part the sentence names but `parts` lacks is an error a test sees at once. */
export function richText(text: string, parts: Readonly<Record<string, RichPart>>): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let key = 0;
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > last) out.push(text.slice(last, match.index));
    const [, tag, inner, name] = match;
    const part = parts[(tag ?? name)!];
    if (part === undefined) throw new Error(`The message "${text}" names a part "${tag ?? name}" that was not given.`);
    if (tag !== undefined) {
      const words = richText(inner!, parts);
      out.push(<Fragment key={key++}>{typeof part === 'function' ? part(words) : part}</Fragment>);
    } else {
      out.push(<Fragment key={key++}>{typeof part === 'function' ? part(null) : part}</Fragment>);
    }
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** `richText` as a component: `<Rich text={t.readPolicy} parts={{ privacy: (w) => <a href="/privacy">{w}</a> }} />`. */
export function Rich({ text, parts }: { text: string; parts: Readonly<Record<string, RichPart>> }) {
  return <>{richText(text, parts)}</>;
}

/**
 * A part that makes its words a link, the commonest part: `{ link: linkPart('/pension-credit') }`.
 * With `newTab` (an official lookup beside a half-filled form) it opens in a new tab.
 */
export function linkPart(href: string, { newTab = false }: { newTab?: boolean } = {}): (words: ReactNode) => ReactNode {
  return function Link(words: ReactNode) {
    return newTab ? (
      <a href={href} className="link" target="_blank" rel="noopener noreferrer">
        {words}
      </a>
    ) : (
      <a href={href} className="link">
        {words}
      </a>
    );
  };
}
