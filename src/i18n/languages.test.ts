import { describe, expect, it } from 'vitest';
import { languageOfPath, languageOfTag, pathInLanguage, pathWithoutLanguage } from './languages';

describe('the language routes', () => {
  it('reads the language of a path: /cy and /cy/… are Welsh, the rest English', () => {
    expect(languageOfPath('/cy')).toBe('cy');
    expect(languageOfPath('/cy/rates/2025-26')).toBe('cy');
    expect(languageOfPath('/')).toBe('en');
    expect(languageOfPath('/cyber')).toBe('en');
    expect(languageOfTag('cy-GB')).toBe('cy');
  });

  it('gives the same page in the other language, with its query and fragment', () => {
    expect(pathInLanguage('/', 'cy')).toBe('/cy');
    expect(pathInLanguage('/pip', 'cy')).toBe('/cy/pip');
    expect(pathInLanguage('/cy/pip', 'cy')).toBe('/cy/pip');
    expect(pathInLanguage('/cy', 'en')).toBe('/');
    expect(pathInLanguage('/cy/guides/pension-credit', 'en')).toBe('/guides/pension-credit');
    expect(pathInLanguage('/search?q=tax#top', 'cy')).toBe('/cy/search?q=tax#top');
    expect(pathWithoutLanguage('/cy/contact')).toBe('/contact');
  });
});
