import { describe, expect, it } from 'vitest';
import { rich } from './astro-rich';

/** Stands in for Astro's markup: a part's function returns a tagged string here. */
const link = (words: unknown) => `<a>${(words as unknown[]).join('')}</a>`;

describe('rich: a catalogue sentence with parts, for .astro markup', () => {
  it('keeps the words between the parts, wraps the tagged words and fills the named parts', () => {
    expect(rich('Call {phone} or read our <guide>PIP guide</guide>.', { phone: '<b>0800</b>', guide: link })).toEqual([
      'Call ',
      '<b>0800</b>',
      ' or read our ',
      '<a>PIP guide</a>',
      '.',
    ]);
  });

  it('fills parts inside tagged words', () => {
    expect(rich('<guide>{benefit} guide</guide>', { guide: link, benefit: 'Housing Benefit' })).toEqual(['<a>Housing Benefit guide</a>']);
  });

  it('gives a sentence with no parts back whole', () => {
    expect(rich('Nothing to fill.', {})).toEqual(['Nothing to fill.']);
  });

  it('refuses a sentence whose part was not given', () => {
    expect(() => rich('Hello {name}', {})).toThrow(/names a part "name"/);
  });
});
