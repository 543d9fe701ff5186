/**
 * Build-time check that a page's contents list only points at headings that exist.
 *
 * Guides, situation pages and legal pages list their sections in frontmatter
 * (`contents`). A renamed heading would otherwise leave a dead "On this page" link
 * that nobody notices, so the layouts render the MDX body to HTML, read the ids of
 * its headings, and call `assertContentsAnchors`, whose error fails `astro build`
 * with the file and the anchor at fault.
 *
 * Headings get their ids in two ways, and both are in the rendered HTML we read:
 * Markdown headings (`## Eligibility`) get a slug of their text from Astro, and
 * headings written as HTML in MDX (`<h2 id="what-is-uc">…</h2>`) keep the id given.
 */

/** One entry of a page's contents list, as the schemas in src/content.config.ts parse it. */
export interface ContentsEntry {
  /** The heading id the link points at, without '#'. */
  anchor: string;
  /** The link text. */
  label: string;
}

const HEADING_OPEN_TAG = /<h([1-6])\b([^>]*)>/gi;
const ID_ATTRIBUTE = /(?:^|\s)id\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/**
 * The ids of every heading (h1 to h6) in an HTML string, in document order,
 * duplicates kept so the caller can report them.
 */
export function extractHeadingIds(html: string): string[] {
  const ids: string[] = [];
  for (const match of html.matchAll(HEADING_OPEN_TAG)) {
    const attrs = match[2] ?? '';
    const id = ID_ATTRIBUTE.exec(attrs);
    const value = id?.[1] ?? id?.[2] ?? id?.[3];
    if (value) ids.push(value);
  }
  return ids;
}

/** The anchors of `contents` that match no heading id, in contents order. */
export function findMissingAnchors(contents: readonly ContentsEntry[], headingIds: Iterable<string>): string[] {
  const known = new Set(headingIds);
  return contents.map((entry) => entry.anchor).filter((anchor) => !known.has(anchor));
}

/** Heading ids used more than once (a duplicate id breaks in-page links and fails axe). */
export function findDuplicateIds(headingIds: readonly string[]): string[] {
  const seen = new Set<string>();
  const dupes = new Set<string>();
  for (const id of headingIds) {
    if (seen.has(id)) dupes.add(id);
    seen.add(id);
  }
  return [...dupes];
}

/**
 * Throws when a contents entry has no matching heading, when the contents list
 * names one anchor twice, or when two headings share an id. The message starts
 * with the content file so an editor knows where to look, e.g.
 * `content/guides/x.mdx: contents entry "#foo" has no matching heading`.
 *
 * @param file the entry's file path relative to the project (`entry.filePath`)
 * @param contents the parsed `contents` frontmatter (may be empty)
 * @param html the rendered MDX body
 * @param layoutHeadingIds ids of headings the layout itself adds around the body
 *   (such as the next-steps box), which a contents list may also point at
 */
export function assertContentsAnchors(
  file: string,
  contents: readonly ContentsEntry[],
  html: string,
  layoutHeadingIds: readonly string[] = [],
): void {
  const headingIds = [...extractHeadingIds(html), ...layoutHeadingIds];
  const problems: string[] = [];
  for (const anchor of findMissingAnchors(contents, headingIds)) {
    problems.push(`${file}: contents entry "#${anchor}" has no matching heading`);
  }
  for (const anchor of findDuplicateIds(contents.map((c) => c.anchor))) {
    problems.push(`${file}: contents entry "#${anchor}" is listed more than once`);
  }
  for (const id of findDuplicateIds(headingIds)) {
    problems.push(`${file}: two headings share the id "#${id}"`);
  }
  if (problems.length > 0) {
    const known = headingIds.length > 0 ? `Heading ids in this file: ${headingIds.map((id) => `#${id}`).join(', ')}.` : 'This file has no headings with ids.';
    throw new Error(`${problems.join('\n')}\n${known}`);
  }
}
