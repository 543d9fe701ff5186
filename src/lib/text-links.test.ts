import { describe, expect, it } from 'vitest';
import { textParts } from './text-links';

describe('textParts', () => {
  it('makes a UK phone number a tel: link', () => {
    expect(textParts('Call the PIP new claims line on 0800 917 2222')).toEqual([{ text: 'Call the PIP new claims line on ' }, { text: '0800 917 2222', href: 'tel:08009172222' }]);
    expect(textParts('call 0800 99 1234. With it')).toEqual([{ text: 'call ' }, { text: '0800 99 1234', href: 'tel:0800991234' }, { text: '. With it' }]);
  });

  it('makes a web address a link and leaves a full stop after it as text', () => {
    expect(textParts('Find your council: https://www.gov.uk/apply-council-tax-reduction.')).toEqual([
      { text: 'Find your council: ' },
      { text: 'https://www.gov.uk/apply-council-tax-reduction', href: 'https://www.gov.uk/apply-council-tax-reduction' },
      { text: '.' },
    ]);
  });

  it('finds both in one sentence and gives plain text back unchanged', () => {
    const sentence = 'Call 0800 182 2222 or apply at https://www.mygov.scot/adult-disability-payment';
    expect(textParts(sentence).map((p) => p.href)).toEqual([undefined, 'tel:08001822222', undefined, 'https://www.mygov.scot/adult-disability-payment']);
    expect(
      textParts(sentence)
        .map((p) => p.text)
        .join(''),
    ).toBe(sentence);
    expect(textParts('Have your bill ready')).toEqual([{ text: 'Have your bill ready' }]);
    expect(textParts('within 42 days or 2026')).toEqual([{ text: 'within 42 days or 2026' }]);
  });
});
