import { describe, expect, it } from 'vitest';
import { rehypeContactLinks, rehypeTableCellSpacing } from './rehype-site';

/** The tree the plugins take (their own parameter type). */
type Tree = Parameters<ReturnType<typeof rehypeContactLinks>>[0];
interface TestNode {
  type: string;
  value?: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: TestNode[];
}

const text = (value: string): TestNode => ({ type: 'text', value });
const el = (tagName: string, children: TestNode[], properties: Record<string, unknown> = {}): TestNode => ({ type: 'element', tagName, properties, children });

/** A tiny serialiser, enough to read the results. */
function html(node: TestNode): string {
  if (node.type === 'text') return node.value ?? '';
  const inner = (node.children ?? []).map(html).join('');
  if (node.type !== 'element') return inner;
  const attrs = Object.entries(node.properties ?? {})
    .map(([k, v]) => ` ${k}="${Array.isArray(v) ? v.join(' ') : v}"`)
    .join('');
  return `<${node.tagName}${attrs}>${inner}</${node.tagName}>`;
}

describe('rehypeContactLinks', () => {
  it('links numbers and www. addresses in paragraphs, lists and strong text', () => {
    const tree = {
      type: 'root',
      children: [
        el('p', [text('Call Shelter on 0808 800 4444, or see www.gov.uk/housing-benefit.')]),
        el('ul', [el('li', [text('Claim line on '), el('strong', [text('0800 99 1234')]), text(', Monday to Friday.')])]),
      ],
    };
    rehypeContactLinks()(tree as unknown as Tree);
    expect(html(tree)).toBe(
      '<p>Call Shelter on <a href="tel:08088004444">0808 800 4444</a>, or see <a href="https://www.gov.uk/housing-benefit" rel="noopener">www.gov.uk/housing-benefit</a>.</p>' +
        '<ul><li>Claim line on <strong><a href="tel:0800991234">0800 99 1234</a></strong>, Monday to Friday.</li></ul>',
    );
  });

  it('leaves links, code and headings alone', () => {
    const tree = {
      type: 'root',
      children: [el('p', [el('a', [text('0800 144 8848')], { href: '/help' })]), el('p', [el('code', [text('0800 144 8848')])]), el('h2', [text('Call 0800 144 8848')])],
    };
    const before = html(tree);
    rehypeContactLinks()(tree as unknown as Tree);
    expect(html(tree)).toBe(before);
  });
});

describe('rehypeTableCellSpacing', () => {
  it('puts one space between neighbouring cells, so their text never runs together', () => {
    const row = el('tr', [text('\n'), el('th', [text('Component')]), el('th', [text('Standard rate')]), text('\n'), el('th', [text('Enhanced rate')])]);
    const tree = { type: 'root', children: [el('table', [el('thead', [row])])] };
    rehypeTableCellSpacing()(tree as unknown as Tree);
    expect(html(tree)).toBe('<table><thead><tr><th>Component</th> <th>Standard rate</th> <th>Enhanced rate</th></tr></thead></table>');
  });
});
