/**
 * The compact share control (docs/product.md §2 "Share control, compact or full variant"): a row
 * of icon links no page uses today, so it is checked here as drawn; the full variant is driven
 * in a browser on a guide (tests/e2e/content-pages.spec.ts) and on every calculator's results.
 */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import ShareControl from './ShareControl';

const url = 'https://example.org/universal-credit';
const html = renderToStaticMarkup(
  <ShareControl variant="compact" url={url} title="Universal Credit Calculator" description="Work out your Universal Credit." hashtags={['UniversalCredit', 'UKBenefits']} />,
);
/** Each link or button of the row: its attributes and the words a screen reader hears. */
const controls = [...html.matchAll(/<(a|button)([^>]*)>([\s\S]*?)<\/\1>/g)].map(([, tag, attributes, inner]) => ({
  tag,
  href: /href="([^"]*)"/.exec(attributes!)?.[1]?.replaceAll('&amp;', '&'),
  attributes: attributes!,
  name: inner!
    .replace(/<svg[\s\S]*?<\/svg>/g, '')
    .replace(/<[^>]+>/g, '')
    .trim(),
}));

describe('ShareControl, compact', () => {
  it('is a list called Share: three services, then Copy link, each named for a screen reader', () => {
    expect(html).toMatch(/^<ul aria-label="Share"/);
    expect(controls.map((c) => `${c.tag}: ${c.name}`)).toEqual([
      'a: Share on Facebook (opens in a new window)',
      'a: Share on X (Twitter) (opens in a new window)',
      'a: Share on LinkedIn (opens in a new window)',
      'button: Copy link',
    ]);
  });

  it('links open in a new window, without handing it this page, and carry url, text, hashtags, title and summary', () => {
    const links = controls.filter((c) => c.tag === 'a');
    for (const link of links) {
      expect(link.attributes).toContain('target="_blank"');
      expect(link.attributes).toContain('rel="noopener noreferrer"');
    }
    const [facebook, twitter, linkedin] = links.map((l) => new URL(l.href!));
    expect(facebook!.searchParams.get('u')).toBe(url);
    expect(Object.fromEntries(twitter!.searchParams)).toEqual({
      url,
      text: 'Universal Credit Calculator – Work out your Universal Credit.',
      hashtags: 'UniversalCredit,UKBenefits',
    });
    expect([linkedin!.searchParams.get('url'), linkedin!.searchParams.get('title'), linkedin!.searchParams.get('summary')]).toEqual([
      url,
      'Universal Credit Calculator',
      'Work out your Universal Credit.',
    ]);
  });

  it('every control is a 44 px square target (size-11), the project’s touch-target size', () => {
    for (const control of controls) expect(control.attributes, control.name).toMatch(/class="[^"]*\bsize-11\b/);
  });
});
