import { describe, expect, it } from 'vitest';
import { buildShareLinks, facebookShareUrl, hashtagList, linkedInShareUrl, sharePopupFeatures, shareText, twitterShareUrl } from './share';

const content = {
  url: 'https://example.org/universal-credit?x=1&y=2#results',
  title: 'Universal Credit Calculator',
  description: 'Work out your Universal Credit & see how it was calculated.',
  hashtags: ['UniversalCredit', '#UKBenefits', 'cost of living'],
};

const params = (href: string) => new URL(href).searchParams;

describe('share links (docs/product.md §2: url, text, hashtags, title, summary)', () => {
  it('Twitter intent carries url, text and hashtags', () => {
    const href = twitterShareUrl(content);
    expect(href.startsWith('https://twitter.com/intent/tweet?')).toBe(true);
    const p = params(href);
    expect(p.get('url')).toBe(content.url);
    expect(p.get('text')).toBe('Universal Credit Calculator – Work out your Universal Credit & see how it was calculated.');
    expect(p.get('hashtags')).toBe('UniversalCredit,UKBenefits,costofliving');
  });

  it('Twitter intent leaves hashtags out when there are none', () => {
    expect(params(twitterShareUrl({ ...content, hashtags: [] })).has('hashtags')).toBe(false);
  });

  it('Facebook sharer carries the url as u and the text as quote', () => {
    const href = facebookShareUrl(content);
    expect(href.startsWith('https://www.facebook.com/sharer/sharer.php?')).toBe(true);
    const p = params(href);
    expect(p.get('u')).toBe(content.url);
    expect(p.get('quote')).toBe(shareText(content));
  });

  it('LinkedIn carries url, title and summary', () => {
    const href = linkedInShareUrl(content);
    expect(href.startsWith('https://www.linkedin.com/shareArticle?')).toBe(true);
    const p = params(href);
    expect(p.get('mini')).toBe('true');
    expect(p.get('url')).toBe(content.url);
    expect(p.get('title')).toBe(content.title);
    expect(p.get('summary')).toBe(content.description);
  });

  it('LinkedIn leaves summary out without a description; text is then the title', () => {
    expect(params(linkedInShareUrl({ url: content.url, title: 'T' })).has('summary')).toBe(false);
    expect(shareText({ title: ' T ', description: '  ' })).toBe('T');
  });

  it('encodes every parameter (no raw &, # or spaces leak into the address)', () => {
    for (const href of Object.values(buildShareLinks(content))) {
      const query = href.slice(href.indexOf('?') + 1);
      expect(query).not.toMatch(/[ #]/);
      expect(query.split('&').every((pair: string) => /^[a-z]+=/.test(pair))).toBe(true);
    }
  });

  it('cleans hashtags: no #, spaces or punctuation, keeps letters of any script and digits', () => {
    expect(hashtagList(['#a b', 'c-d', '', '##', 'Café2025'])).toBe('ab,cd,Café2025');
    expect(hashtagList()).toBe('');
  });

  it('popups are 600 by 400, centred on the window', () => {
    expect(sharePopupFeatures(100, 50, 1200, 800)).toBe('width=600,height=400,left=400,top=250,scrollbars=yes,resizable=yes');
    expect(sharePopupFeatures(0, 0, 300, 200)).toMatch(/^width=600,height=400,left=0,top=0,/);
  });
});
