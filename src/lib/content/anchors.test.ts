import { describe, expect, it } from 'vitest';
import { assertContentsAnchors, extractHeadingIds, findDuplicateIds, findMissingAnchors } from './anchors';

const body = [
  '<p>Intro</p>',
  '<h2 id="what-is-uc">What is Universal Credit?</h2><p>…</p>',
  '<h2 id="how-much">How much you could get</h2>',
  "<h3 class=\"x\" id='worked-examples'>Worked examples</h3>",
  '<h2 class="a" id=how-to-claim>How to claim</h2>',
  '<h4>No id here</h4>',
  '<div id="not-a-heading"></div>',
  '<header id="also-not-a-heading"></header>',
].join('');

describe('extractHeadingIds', () => {
  it('reads double-quoted, single-quoted and bare ids of h1 to h6, in order', () => {
    expect(extractHeadingIds(body)).toEqual(['what-is-uc', 'how-much', 'worked-examples', 'how-to-claim']);
  });
  it('ignores ids on elements that are not headings (a contents link must land on a heading)', () => {
    expect(extractHeadingIds(body)).not.toContain('not-a-heading');
    expect(extractHeadingIds(body)).not.toContain('also-not-a-heading');
  });
  it('does not mistake data-id or aria attributes for the id', () => {
    expect(extractHeadingIds('<h2 data-id="nope" aria-labelledby="x">A</h2>')).toEqual([]);
  });
});

describe('findMissingAnchors and findDuplicateIds', () => {
  it('lists anchors with no heading, in contents order', () => {
    const contents = [
      { anchor: 'how-much', label: 'How much' },
      { anchor: 'foo', label: 'Foo' },
      { anchor: 'bar', label: 'Bar' },
    ];
    expect(findMissingAnchors(contents, ['how-much'])).toEqual(['foo', 'bar']);
  });
  it('reports each repeated id once', () => {
    expect(findDuplicateIds(['a', 'b', 'a', 'a', 'c', 'b'])).toEqual(['a', 'b']);
  });
});

describe('assertContentsAnchors (fails the build on a dead contents link)', () => {
  /** Checking one file's contents list against `body`, for `expect(…).toThrow()`. */
  const checking = (file: string, contents: Array<{ anchor: string; label: string }>, layoutAnchors?: string[]) => () =>
    assertContentsAnchors(file, contents, body, layoutAnchors);

  it('passes when every entry has a heading', () => {
    expect(checking('content/guides/universal-credit.mdx', [{ anchor: 'what-is-uc', label: 'What is UC' }, { anchor: 'how-to-claim', label: 'How to claim' }])).not.toThrow();
  });

  it('names the file and the anchor in the error', () => {
    expect(checking('content/guides/x.mdx', [{ anchor: 'foo', label: 'Foo' }])).toThrow(
      'content/guides/x.mdx: contents entry "#foo" has no matching heading',
    );
  });

  it('lists the ids that do exist, to help the editor fix it', () => {
    expect(checking('content/guides/x.mdx', [{ anchor: 'how-muc', label: 'Typo' }])).toThrow(
      /Heading ids in this file: #what-is-uc, #how-much/,
    );
  });

  it('accepts anchors of headings the layout adds (the next-steps box)', () => {
    expect(checking('content/scenarios/carers.mdx', [{ anchor: 'next-steps', label: 'Next steps' }], ['next-steps'])).not.toThrow();
  });

  it('rejects a contents list that names an anchor twice', () => {
    expect(checking('content/legal/terms.mdx', [{ anchor: 'how-much', label: 'A' }, { anchor: 'how-much', label: 'B' }])).toThrow(
      'content/legal/terms.mdx: contents entry "#how-much" is listed more than once',
    );
  });

  it('rejects two headings with the same id', () => {
    const html = '<h2 id="eligibility">Eligibility</h2><h2 id="eligibility">Eligibility</h2>';
    expect(() => assertContentsAnchors('content/guides/pip.mdx', [], html)).toThrow('two headings share the id "#eligibility"');
  });
});
