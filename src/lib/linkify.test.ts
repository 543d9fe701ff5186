import { describe, expect, it } from 'vitest';
import { linkParts, telHref } from './linkify';

describe('linkParts', () => {
  it.each([
    ['Call the PIP new claims line on 0800 917 2222', '0800 917 2222', 'tel:08009172222'],
    ['Call the Pension Credit claim line on 0800 99 1234.', '0800 99 1234', 'tel:0800991234'],
    ['or on 0303 123 1113.', '0303 123 1113', 'tel:03031231113'],
    ['call Samaritans on 116 123', '116 123', 'tel:116123'],
    ['London 020 7946 0958 today', '020 7946 0958', 'tel:02079460958'],
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
    expect(linkParts('Call 0808 800 4444 or 0800 144 8848, or visit www.shelter.org.uk.')).toEqual([
      { text: 'Call ' },
      { text: '0808 800 4444', href: 'tel:08088004444' },
      { text: ' or ' },
      { text: '0800 144 8848', href: 'tel:08001448848' },
      { text: ', or visit ' },
      { text: 'www.shelter.org.uk', href: 'https://www.shelter.org.uk' },
      { text: '.' },
    ]);
  });

  it('telHref keeps digits only', () => {
    expect(telHref('0800 144 8848')).toBe('tel:08001448848');
  });
});
