import { describe, expect, it } from 'vitest';
import { linkParts, telHref, type TextPart } from './linkify';

/** The parts of a text written with Markdown links: 'Call [0800 1](tel:08001).' is [{ text: 'Call ' }, { text: '0800 1', href: 'tel:08001' }, { text: '.' }]. */
function parts(markdown: string): TextPart[] {
  return markdown
    .split(/(\[[^\]]+\]\([^)]+\))/)
    .filter(Boolean)
    .map((piece) => {
      const link = /^\[([^\]]+)\]\(([^)]+)\)$/.exec(piece);
      return link ? { text: link[1] ?? '', href: link[2] ?? '' } : { text: piece };
    });
}

describe('linkParts', () => {
  it.each([
    ['Call the PIP new claims line on 0800 917 2222', '0800 917 2222', 'tel:08009172222'],
    ['Call the Pension Credit claim line on 0800 99 1234.', '0800 99 1234', 'tel:0800991234'],
    ['or on 0303 123 1113.', '0303 123 1113', 'tel:03031231113'],
    ['call Samaritans on 116 123', '116 123', 'tel:116123'],
    ['London 020 7946 0958 today', '020 7946 0958', 'tel:02079460958'],
    // As the Northern Ireland Housing Executive writes its Housing Benefit line (nihe.gov.uk).
    ['or call Housing Benefit on 03448 920 902.', '03448 920 902', 'tel:03448920902'],
    ['Apply at www.gov.uk/apply-universal-credit', 'www.gov.uk/apply-universal-credit', 'https://www.gov.uk/apply-universal-credit'],
    ['Claim from your council: www.gov.uk/housing-benefit.', 'www.gov.uk/housing-benefit', 'https://www.gov.uk/housing-benefit'],
    ['See https://www.gov.uk/pip, then call.', 'https://www.gov.uk/pip', 'https://www.gov.uk/pip'],
  ])('%s', (text, linkText, href) => {
    const parts = linkParts(text);
    expect(parts.filter((p) => p.href)).toEqual([{ text: linkText, href }]);
    expect(parts.map((p) => p.text).join('')).toBe(text);
  });

  it.each([['£72.65 a week, or £1,000 in savings'], ['From 2025 to 2026, aged 16 to 24'], ['dial 18001 first'], ['GOV.UK explains more'], ['Scores of 0 to 7 points']])(
    'leaves %s alone',
    (text) => {
      expect(linkParts(text)).toEqual([{ text }]);
    },
  );

  it('finds several in one text, keeping the words between', () => {
    expect(linkParts('Call 0808 800 4444 or 0800 144 8848, or visit www.shelter.org.uk.')).toEqual(
      parts('Call [0808 800 4444](tel:08088004444) or [0800 144 8848](tel:08001448848), or visit [www.shelter.org.uk](https://www.shelter.org.uk).'),
    );
  });

  it('telHref keeps digits only', () => {
    expect(telHref('0800 144 8848')).toBe('tel:08001448848');
  });
});

describe("linkParts on the calculators' next steps", () => {
  it('makes a UK phone number a tel: link', () => {
    expect(linkParts('Call the PIP new claims line on 0800 917 2222')).toEqual(parts('Call the PIP new claims line on [0800 917 2222](tel:08009172222)'));
    expect(linkParts('call 0800 99 1234. With it')).toEqual(parts('call [0800 99 1234](tel:0800991234). With it'));
  });

  it('makes a web address a link and leaves a full stop after it as text', () => {
    expect(linkParts('Find your council: https://www.gov.uk/apply-council-tax-reduction.')).toEqual(
      parts('Find your council: [https://www.gov.uk/apply-council-tax-reduction](https://www.gov.uk/apply-council-tax-reduction).'),
    );
  });

  it('finds both in one sentence and gives plain text back unchanged', () => {
    const sentence = 'Call 0800 182 2222 or apply at https://www.mygov.scot/adult-disability-payment';
    expect(linkParts(sentence).map((p) => p.href)).toEqual([undefined, 'tel:08001822222', undefined, 'https://www.mygov.scot/adult-disability-payment']);
    expect(
      linkParts(sentence)
        .map((p) => p.text)
        .join(''),
    ).toBe(sentence);
    expect(linkParts('Have your bill ready')).toEqual([{ text: 'Have your bill ready' }]);
    expect(linkParts('within 42 days or 2026')).toEqual([{ text: 'within 42 days or 2026' }]);
  });
});

describe('linkParts on Housing Benefit next steps', () => {
  it('links a web address and a helpline number, the number as tel: without spaces', () => {
    expect(linkParts('Check Universal Credit instead: https://www.gov.uk/universal-credit or call the helpline on 0800 328 5644')).toEqual(
      parts('Check Universal Credit instead: [https://www.gov.uk/universal-credit](https://www.gov.uk/universal-credit) or call the helpline on [0800 328 5644](tel:08003285644)'),
    );
  });
  it('leaves a sentence with nothing to link as one part', () => {
    expect(linkParts('Most full-time students cannot get Housing Benefit: check with your council')).toEqual([
      { text: 'Most full-time students cannot get Housing Benefit: check with your council' },
    ]);
  });
  it('does not take a full stop after an address into the link', () => {
    expect(linkParts('See https://lha-direct.voa.gov.uk/search.aspx.')[1]).toEqual({
      text: 'https://lha-direct.voa.gov.uk/search.aspx',
      href: 'https://lha-direct.voa.gov.uk/search.aspx',
    });
  });
});

describe('linkParts on Universal Credit next steps', () => {
  it('links a GOV.UK address and a helpline number', () => {
    expect(linkParts('Apply online at www.gov.uk/apply-universal-credit')).toEqual(
      parts('Apply online at [www.gov.uk/apply-universal-credit](https://www.gov.uk/apply-universal-credit)'),
    );
    expect(linkParts('Call the helpline on 0800 328 5644, free.')).toEqual(parts('Call the helpline on [0800 328 5644](tel:08003285644), free.'));
  });

  it('leaves a plain sentence alone', () => {
    expect(linkParts('You may not get Universal Credit')).toEqual([{ text: 'You may not get Universal Credit' }]);
  });
});
