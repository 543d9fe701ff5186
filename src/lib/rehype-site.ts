/**
 * Rehype plugins for everything written in Markdown and MDX (guides, situation
 * pages, news, help, legal pages), registered in astro.config.mjs:
 *
 * - `rehypeContactLinks`: phone numbers and www. addresses in running text become
 *   links (src/lib/linkify.ts). Text already inside a link, code or a heading is
 *   left alone.
 * - `rehypeTableCellSpacing`: a space between neighbouring table cells. The
 *   built HTML has none, so site search read a table's header row as one word
 *   ("ComponentStandard rateEnhanced rate"); whitespace between cells changes
 *   nothing on screen.
 */
import { linkParts } from './linkify';

/** The small part of the hast tree these plugins touch. */
interface HastText {
  type: 'text';
  value: string;
  children?: undefined;
}
interface HastElement {
  type: 'element';
  tagName: string;
  properties?: Record<string, unknown>;
  children: HastNode[];
}
interface HastOther {
  type: 'root' | 'comment' | 'doctype' | 'raw' | 'mdxJsxFlowElement' | 'mdxJsxTextElement' | string;
  /** The element name of an MDX JSX element, such as `<h2 id="…">` written in MDX. */
  name?: string | null;
  children?: HastNode[];
  value?: string;
}
type HastNode = HastText | HastElement | HastOther;

const SKIP = new Set(['a', 'code', 'pre', 'script', 'style', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'title', 'textarea', 'svg']);

function isElement(node: HastNode): node is HastElement {
  return node.type === 'element';
}

function linkText(node: HastNode): void {
  if (isElement(node) ? SKIP.has(node.tagName) : 'name' in node && node.name && SKIP.has(node.name)) return;
  if (!node.children || node.type === 'text') return;
  const out: HastNode[] = [];
  for (const child of node.children) {
    if (child.type === 'text' && typeof child.value === 'string') {
      const parts = linkParts(child.value);
      if (parts.length === 1 && !parts[0]!.href) {
        out.push(child);
        continue;
      }
      for (const part of parts) {
        if (!part.href) out.push({ type: 'text', value: part.text });
        else {
          const external = part.href.startsWith('http');
          out.push({
            type: 'element',
            tagName: 'a',
            properties: external ? { href: part.href, rel: ['noopener'] } : { href: part.href },
            children: [{ type: 'text', value: part.text }],
          });
        }
      }
    } else {
      linkText(child);
      out.push(child);
    }
  }
  node.children = out;
}

/** Phone numbers and www. addresses in text become links. */
export function rehypeContactLinks() {
  return (tree: HastNode) => linkText(tree);
}

function spaceCells(node: HastNode): void {
  if (!node.children || node.type === 'text') return;
  if (isElement(node) && node.tagName === 'tr') {
    const out: HastNode[] = [];
    for (const child of node.children) {
      if (child.type === 'text' && typeof child.value === 'string' && child.value.trim() === '') continue;
      if (out.length > 0) out.push({ type: 'text', value: ' ' });
      out.push(child);
    }
    node.children = out;
    return;
  }
  for (const child of node.children) spaceCells(child);
}

/** A space between neighbouring table cells, so search reads each cell as its own words. */
export function rehypeTableCellSpacing() {
  return (tree: HastNode) => spaceCells(tree);
}
