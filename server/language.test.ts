/** The server in Welsh (README "How it fits together": the language routes): its pages for /cy/ addresses, its API errors by Accept-Language, and the language a contact message was sent in. */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { jsonInit, makeTestApp, ORIGIN } from './test-helpers.ts';
import { inLanguage, preferredLanguage } from './language.ts';
import { messageCache } from '../src/i18n/i18n.ts';

let w: ReturnType<typeof makeTestApp>;
beforeEach(() => {
  w = makeTestApp();
});
afterEach(() => w.cleanup());

const valid = { name: 'Sam Carer', email: 'sam@example.org', subject: 'calculator', message: 'How is the carer element worked out?' };
const languages = () => w.db.prepare('SELECT language FROM contact_submissions ORDER BY id').all();

describe('the language a request prefers', () => {
  test('Welsh only when Accept-Language puts it above English', () => {
    expect(preferredLanguage('cy-GB,cy;q=0.9,en;q=0.8')).toBe('cy');
    expect(preferredLanguage('cy')).toBe('cy');
    expect(preferredLanguage('en-GB,en;q=0.9,cy;q=0.8')).toBe('en');
    expect(preferredLanguage('fr-FR,cy;q=0.5')).toBe('cy');
    expect(preferredLanguage('fr-FR')).toBe('en');
    expect(preferredLanguage('cy;q=0,en')).toBe('en');
    expect(preferredLanguage(undefined)).toBe('en');
  });
});

describe('Welsh addresses', () => {
  test('an unknown /cy/ address gets the Welsh not-found page, an unknown English one the English page', async () => {
    const welsh = await w.app.request('/cy/no-such-page', { headers: { 'Accept-Encoding': 'identity' } });
    expect(welsh.status).toBe(404);
    expect(await welsh.text()).toContain('<html lang="cy-GB">');
    const english = await w.app.request('/no-such-page', { headers: { 'Accept-Encoding': 'identity' } });
    expect(english.status).toBe(404);
    expect(await english.text()).toContain('<html lang="en-GB">');
  });

  test('the Welsh contact form posts to /cy/contact, lands on its own success panel, and the message keeps its language', async () => {
    const sent = await w.app.request('/cy/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN },
      body: new URLSearchParams(valid).toString(),
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/cy/contact?sent=1');
    const panel = await w.app.request('/cy/contact?sent=1', { headers: { 'Accept-Encoding': 'identity' } });
    expect(panel.status).toBe(200);
    expect(await panel.text()).toContain('<html lang="cy-GB">');
    expect((await w.app.request('/api/contact', jsonInit('POST', { ...valid, language: 'cy' }))).status).toBe(201);
    expect((await w.app.request('/api/contact', jsonInit('POST', valid))).status).toBe(201);
    expect((await w.app.request('/api/contact', jsonInit('POST', { ...valid, language: 'fr' }))).status).toBe(422);
    expect(languages()).toEqual([{ language: 'cy' }, { language: 'cy' }, { language: 'en' }]);
  });
});

describe('API errors in Welsh', () => {
  test('answered in Welsh when Accept-Language prefers it and the sentence is written in Welsh, else in English', async () => {
    // A stand-in for src/i18n/cy/server.json, not written yet: the API's 'Not found' in Welsh.
    inLanguage('cy', () => null);
    const welsh = messageCache().cy as Record<string, Record<string, string>>;
    welsh['server.api'] = { notFound: 'Heb ei ganfod' };
    try {
      const inWelsh = await w.app.request('/api/no-such-thing', { headers: { 'Accept-Language': 'cy-GB,cy;q=0.9,en;q=0.5' } });
      expect(inWelsh.status).toBe(404);
      expect(await inWelsh.json()).toEqual({ error: 'Heb ei ganfod' });
      expect(inWelsh.headers.get('content-language')).toBe('cy-GB');
      expect(inWelsh.headers.get('vary')).toContain('Accept-Language');
      const inEnglish = await w.app.request('/api/no-such-thing', { headers: { 'Accept-Language': 'en-GB' } });
      expect(await inEnglish.json()).toEqual({ error: 'Not found' });
    } finally {
      delete welsh['server.api'];
    }
  });
});
