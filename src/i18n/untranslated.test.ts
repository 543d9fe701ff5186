import { describe, expect, it } from 'vitest';
import { englishShown, pageText } from './untranslated';

const english = {
  'shared.toast': { close: 'Close notification' },
  'site.common': { skipToMain: 'Skip to main content', pageTitle: '{title} | {site}' },
};
const welsh = { 'shared.toast': { close: "Cau'r hysbysiad" } };

describe('the English a Welsh page still shows', () => {
  it('lists a sentence of a part not written in Welsh yet, as not translated', () => {
    const text = pageText('<a href="#main">Skip to main content</a><p>Cau&#39;r hysbysiad</p>');
    expect(englishShown(text, english, welsh)).toEqual([{ part: 'site.common', key: 'skipToMain', english: 'Skip to main content', translated: false }]);
  });

  it('flags the English of a message whose Welsh is written: the page should show the Welsh (the wrong case)', () => {
    const text = pageText('<button>Close notification</button><script>var a = "Skip to main content"</script>');
    expect(englishShown(text, english, welsh)).toEqual([{ part: 'shared.toast', key: 'close', english: 'Close notification', translated: true }]);
  });

  it('leaves out what is marked English on purpose, and finds a short name only as an element’s whole text', () => {
    const names = { 'site.nav': { universalCredit: 'Universal Credit' } };
    const cited = pageText('<p>Rheoliadau <span lang="en-GB">Universal Credit Regulations 2013</span></p><div lang="en-GB"><p>Skip to main content</p></div>');
    expect(englishShown(cited, { ...english, ...names }, welsh)).toEqual([]);
    expect(englishShown(pageText('<p>Canllaw Universal Credit yma</p>'), names, {})).toEqual([]);
    const glossed = { 'uc.engine': { lcw: 'limited capability for work' } };
    expect(
      englishShown(pageText('<dt>Gallu cyfyngedig i weithio (limited capability for work, LCW)</dt>'), glossed, { 'uc.engine': { lcw: 'gallu cyfyngedig i weithio' } }),
    ).toEqual([]);
    expect(englishShown(pageText('<a href="/cy/universal-credit">Universal Credit</a>'), names, { 'site.nav': { universalCredit: 'Credyd Cynhwysol' } })).toEqual([
      { part: 'site.nav', key: 'universalCredit', english: 'Universal Credit', translated: true },
    ]);
  });
});
