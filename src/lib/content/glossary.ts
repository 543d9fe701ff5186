/**
 * The glossary's order and its search rule (docs/product.md §2 "Glossary": a search box
 * filters 15 terms by term or definition text, case-insensitive; empty result
 * message 'No terms found matching your search.').
 *
 * The page works without JavaScript: every term is in the HTML. A tiny inline
 * script (`glossaryFilterScript`) shows the search box and applies the same rule
 * as `matchesGlossaryQuery` to each entry's text. The unit tests check both.
 */
import { compareText } from '~/i18n/format';
import { glossaryPageMessages } from '~/i18n/en/site-pages';
import { messageExpression } from '~/lib/script-words';

/** A glossary entry as the content collection gives it (docs/product.md §3: term, definition). */
export interface GlossaryItem {
  term: string;
  definition: string;
}

/**
 * True when the query (trimmed, any case) appears in the term or the definition.
 * An empty query matches everything.
 */
export function matchesGlossaryQuery(item: GlossaryItem, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  return item.term.toLowerCase().includes(q) || item.definition.toLowerCase().includes(q);
}

/** The entries that match, in the order given. */
export function filterGlossary<T extends GlossaryItem>(items: readonly T[], query: string): T[] {
  return items.filter((item) => matchesGlossaryQuery(item, query));
}

/** A to Z by term, ignoring case, as the page's language sorts. */
export function sortGlossary<T extends GlossaryItem>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareText(a.term, b.term));
}

/** Element ids the glossary page and its inline script share. */
export const GLOSSARY_IDS = {
  /** Wrapper of the search box; hidden by CSS when scripting is off (`@media (scripting: none)`). */
  search: 'gs',
  /** The search input. */
  input: 'gq',
  /** The live region for the result count and the no-results message. */
  status: 'gn',
  /** The list; each direct child <div> holds one <dt> term and one <dd> definition. */
  list: 'gl',
} as const;

/**
 * The inline progressive-enhancement script for /glossary, with the words of the page's
 * language: on each input, it hides the entries whose term and definition both lack the
 * query (the rule of `matchesGlossaryQuery`, checked per field). Kept tiny: every
 * static page's inline scripts together stay under 1 KB
 * (tests/e2e/foundation.spec.ts) and the header already uses about 600 bytes.
 */
export function glossaryFilterScript(): string {
  const t = glossaryPageMessages.get();
  const shown = messageExpression(t.shown({ shown: '{shown}', total: '{total}' }), { shown: 'n', total: 't.length' });
  return (
    `(function(){var d=document,q=d.getElementById("${GLOSSARY_IDS.input}"),s=d.getElementById("${GLOSSARY_IDS.status}"),t=d.querySelectorAll("#${GLOSSARY_IDS.list}>div");` +
    'function f(){var v=q.value.trim().toLowerCase(),n=0;t.forEach(function(e){e.hidden=![].some.call(e.children,function(c){return~c.textContent.toLowerCase().indexOf(v)});n+=!e.hidden});' +
    `s.textContent=n?v?${shown}:"":${JSON.stringify(t.noResults)}}` +
    'q.oninput=f;f()})()'
  );
}
