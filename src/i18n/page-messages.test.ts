import { computed } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { finishPage, linksInLanguage, startPage, untranslatedParts } from './page-messages';
import { languageSwitchMessages } from './en/language-switch';
import { sharedToastMessages } from './en/shared-toast';
import { i18n } from './i18n';
import { language } from './language';
import welsh from './cy/language-switch.json';

/** A part with no Welsh file, as a part not translated yet is. */
const notYetWelsh = i18n('test.page-messages', { hello: 'Hello' });

afterEach(() => {
  startPage('/');
  finishPage(startPage('/'), '');
});

describe('a page built in its language', () => {
  it('reads Welsh on a /cy/ page and English on its twin, synchronously, as an .astro file reads it', () => {
    const welshPage = startPage('/cy/pip');
    expect(languageSwitchMessages.get().notTranslated).toBe(welsh['language.switch'].notTranslated);
    finishPage(welshPage, '');
    startPage('/pip');
    expect(languageSwitchMessages.get().notTranslated).toBe('This page is only in English for now.');
    expect(language.get()).toBe('en');
  });

  it('shows English quietly for a part not written in Welsh yet, and lists it for the page', () => {
    const reading = startPage('/cy/contact');
    expect(notYetWelsh.get().hello).toBe('Hello');
    sharedToastMessages.get();
    finishPage(reading, '<html><head></head><body></body></html>');
    expect([...(untranslatedParts.get('/cy/contact') ?? [])]).toEqual(['test.page-messages']);
  });

  it("carries the Welsh of every part the page read, for its islands' first drawing", () => {
    const reading = startPage('/cy/pip');
    sharedToastMessages.get();
    const html = finishPage(reading, '<html><head></head><body><a href="/pip">x</a></body></html>');
    const json = /<script type="application\/json" id="page-messages">(.*?)<\/script>/.exec(html)?.[1];
    // Other parts may ride along: stores another test file left listening are worked out again for the page.
    expect(JSON.parse(json ?? '{}')).toMatchObject({ 'shared.toast': { close: "Cau'r hysbysiad" } });
    expect(html).toContain('<a href="/cy/pip">');
  });

  it("notes a part read through a store worked out from it (the engines' words) on every page, not only the first", () => {
    const sentence = computed(notYetWelsh, (t) => t.hello);
    for (const page of ['/cy/pip', '/cy/contact']) {
      const reading = startPage(page);
      expect(sentence.get()).toBe('Hello');
      finishPage(reading, '<html><head></head></html>');
      expect([...(untranslatedParts.get(page) ?? [])], page).toEqual(['test.page-messages']);
    }
  });

  it('leaves an English page as it was drawn', () => {
    const html = '<html><head></head><body><a href="/pip">x</a></body></html>';
    expect(finishPage(startPage('/pip'), html)).toBe(html);
  });
});

describe('links on a Welsh page', () => {
  it("lead to the pages' Welsh twins, but not files, the API, the admin panel, an island's links or the language switch", () => {
    const html = [
      '<a class="link" href="/guides/pip">',
      '<form action="/search" method="get">',
      '<a href="/">',
      '<a href="/favicon.svg">',
      '<a href="/api/contact">',
      '<a href="/admin">',
      '<a href="/cy/pip">',
      '<a href="https://www.gov.uk/pip">',
      '<a href="#main-content">',
      '<a href="/pip" hreflang="en-GB">',
      '<astro-island uid="1"><a href="/rates"></a></astro-island>',
    ].join('');
    expect(linksInLanguage(html, 'cy')).toBe(
      [
        '<a class="link" href="/cy/guides/pip">',
        '<form action="/cy/search" method="get">',
        '<a href="/cy">',
        '<a href="/favicon.svg">',
        '<a href="/api/contact">',
        '<a href="/admin">',
        '<a href="/cy/pip">',
        '<a href="https://www.gov.uk/pip">',
        '<a href="#main-content">',
        '<a href="/pip" hreflang="en-GB">',
        '<astro-island uid="1"><a href="/rates"></a></astro-island>',
      ].join(''),
    );
  });
});
