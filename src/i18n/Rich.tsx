/**
 * A catalogue sentence with parts that React draws (README "Messages"): the sentence stays whole
 * in the catalogue, so a translator can move its parts, and the island gives each part.
 * - `{name}` is replaced by `parts.name` (text, a number, or an element: a figure in <strong>);
 * - `<name>words</name>` wraps the words with `parts.name`, a function of them (a link, <strong>).
 * 'Read our <privacy>privacy policy</privacy>.' with `{ privacy: (words) => <a href="/privacy">{words}</a> }`.
 */
import { Fragment, type ReactNode } from 'react';
import { fillSentence } from './sentence';

export type RichPart = ReactNode | ((words: ReactNode) => ReactNode);

/** The sentence as React nodes (./sentence.ts reads it). */
export function richText(text: string, parts: Readonly<Record<string, RichPart>>): ReactNode[] {
  return fillSentence<ReactNode>(text, {
    text: (words) => words,
    has: (name) => parts[name] !== undefined,
    part: (name, words, index) => {
      const part = parts[name];
      return <Fragment key={index}>{typeof part === 'function' ? part(words) : part}</Fragment>;
    },
  });
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
