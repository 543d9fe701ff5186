/** POST /api/contact and the no-JavaScript POST /contact (docs/product.md §2, §5, §7, §8). */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { jsonInit, makeTestApp, ORIGIN } from '../test-helpers.ts';
import { CONTACT_ERRORS } from '../../src/lib/contact.ts';
import { siteFull } from './contact.ts';
import { CONTACT_BUDGET, messageBytes } from '../db/contact-budget.ts';

let w: ReturnType<typeof makeTestApp>;
beforeEach(() => {
  w = makeTestApp();
});
afterEach(() => w.cleanup());

const valid = { name: 'Sam Carer', email: 'sam@example.org', subject: 'calculator', message: 'How is the carer element worked out?' };
const rows = () => w.db.prepare('SELECT name, email, subject, message, is_read FROM contact_submissions ORDER BY id').all();
const ip = (n: number) => ({ 'X-Forwarded-For': `203.0.113.${n}` });

describe('the overall budget and retention (docs/product.md §9 "Contact")', () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    w.app.request('/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, 'Accept-Encoding': 'identity', ...headers },
      body,
    });
  const form = (v: Record<string, string>) => new URLSearchParams(v).toString();

  test('the stated figures: 20 messages a minute and 10 MB a day from all addresses, the newest 100 MB kept', () => {
    expect(CONTACT_BUDGET).toEqual({ messagesPerMinute: 20, bytesPerDay: 10_000_000, keptBytes: 100_000_000 });
    // 'Sam Carer' 9 + 'sam@example.org' 15 + 'calculator' 10 + 36 characters = 70 bytes; '£' is 2 bytes in UTF-8.
    expect(messageBytes(valid)).toBe(70);
    expect(messageBytes({ ...valid, message: '£' })).toBe(36);
  });

  test('from many addresses, the 21st message in a minute is refused with 429 and Retry-After, and kept in the no-JavaScript form', async () => {
    for (let i = 1; i <= 20; i++) expect((await w.app.request('/api/contact', jsonInit('POST', valid, ip(i)))).status).toBe(201);
    w.clock.advance(15_000);
    const refused = await w.app.request('/api/contact', jsonInit('POST', valid, ip(21)));
    expect(refused.status).toBe(429);
    // The first of the 20 leaves the minute 60 − 15 = 45 s from now.
    expect(refused.headers.get('retry-after')).toBe('45');
    expect(await refused.json()).toEqual({ error: siteFull(45) });
    expect(siteFull(45)).toBe(
      'We are getting more messages than we can take just now, so yours has not been sent. What you typed is still in the form: please try again in 45 seconds.',
    );
    const page = await post(form({ ...valid, message: 'Please keep this text' }), ip(22));
    expect(page.status).toBe(429);
    expect(page.headers.get('retry-after')).toBe('45');
    const html = await page.text();
    expect(html).toContain('What you typed is still in the form');
    expect(html).toContain('Please keep this text');
    expect(rows()).toHaveLength(20);
    w.clock.advance(45_000);
    expect((await w.app.request('/api/contact', jsonInit('POST', valid, ip(23)))).status).toBe(201);
  });

  test("bytes a day: past the budget a message waits until the day's oldest make room; the budget survives a restart", async () => {
    const small = makeTestApp({ contactBudget: { bytesPerDay: 200 } });
    try {
      const send = (app = small.app, n = 1) => app.request('/api/contact', jsonInit('POST', valid, ip(n)));
      // 70 bytes each: 70 + 70 = 140 fit in 200; a third (210) does not.
      expect((await send(small.app, 1)).status).toBe(201);
      small.clock.advance(60 * 60_000);
      expect((await send(small.app, 2)).status).toBe(201);
      small.clock.advance(60 * 60_000);
      const refused = await send(small.app, 3);
      expect(refused.status).toBe(429);
      // The first message leaves the day 24 h after it came: 24 − 2 = 22 hours from now.
      expect(refused.headers.get('retry-after')).toBe(String(22 * 60 * 60));
      // A restart reads the day's messages back from the table.
      const { createApp } = await import('../app.ts');
      const restarted = createApp({
        db: small.db,
        distDir: small.distDir,
        logger: small.logger,
        isProduction: false,
        now: small.clock.now,
        trustProxy: true,
        contactBudget: { bytesPerDay: 200 },
      });
      expect((await send(restarted, 4)).status).toBe(429);
      small.clock.advance(22 * 60 * 60_000);
      expect((await send(restarted, 5)).status).toBe(201);
    } finally {
      small.cleanup();
    }
  });

  test('retention: past the kept bytes the oldest messages are deleted first', async () => {
    // Room for three 70-byte messages (210 of 250).
    const small = makeTestApp({ contactBudget: { keptBytes: 250 } });
    try {
      for (let i = 1; i <= 5; i++) {
        expect((await small.app.request('/api/contact', jsonInit('POST', { ...valid, name: `Sender ${i}` }, ip(i)))).status).toBe(201);
        small.clock.advance(1_000);
      }
      // 'Sender N' is 8 characters, one fewer than 'Sam Carer': 69 bytes each; three (207) fit in 250, four (276) do not.
      expect(small.db.prepare('SELECT name FROM contact_submissions ORDER BY id').all()).toEqual([{ name: 'Sender 3' }, { name: 'Sender 4' }, { name: 'Sender 5' }]);
      expect(small.logger.lines.some((l) => l.includes('oldest contact messages deleted'))).toBe(true);
    } finally {
      small.cleanup();
    }
  });
});

describe('POST /api/contact', () => {
  test('stores a valid message (trimmed, unread) and answers 201 with its id', async () => {
    const res = await w.app.request('/api/contact', jsonInit('POST', { ...valid, name: '  Sam Carer  ' }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: 1 });
    expect(rows()).toEqual([{ ...valid, is_read: 0 }]);
  });

  test('SQL-looking and HTML-looking input is stored verbatim', async () => {
    const nasty = {
      name: "Robert'); DROP TABLE contact_submissions;--",
      email: "o'brien@example.org",
      subject: 'feedback',
      message: '<script>alert("x")</script>\n1 OR 1=1; -- \u00a3 £ emoji 🙂',
    };
    const res = await w.app.request('/api/contact', jsonInit('POST', nasty));
    expect(res.status).toBe(201);
    expect(rows()).toEqual([{ ...nasty, is_read: 0 }]);
  });

  test('every missing field is named, with the GOV.UK wording of docs/product.md §8; nothing is stored', async () => {
    const res = await w.app.request('/api/contact', jsonInit('POST', { name: ' ', email: 'not-an-email', subject: '', message: '' }));
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.fields).toEqual({
      name: CONTACT_ERRORS.nameMissing,
      email: CONTACT_ERRORS.email,
      subject: 'Subject Required - Please select a subject for your message.',
      message: CONTACT_ERRORS.messageMissing,
    });
    expect(body.error).toBe(CONTACT_ERRORS.nameMissing);
    expect(rows()).toEqual([]);
  });

  test('an unknown subject, a missing key, a wrong type and an extra key are 422 with the field named', async () => {
    const cases: Array<[unknown, string]> = [
      [{ ...valid, subject: 'complaints' }, 'subject'],
      [{ name: valid.name, email: valid.email, subject: valid.subject }, 'message'],
      [{ ...valid, name: 42 }, 'name'],
      [{ ...valid, admin: true }, 'admin'],
      [{ ...valid, name: 'x'.repeat(201) }, 'name'],
      [{ ...valid, message: 'x'.repeat(10_001) }, 'message'],
    ];
    for (const [body, field] of cases) {
      const res = await w.app.request('/api/contact', jsonInit('POST', body));
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(Object.keys((await res.json()).fields)).toContain(field);
    }
    expect(rows()).toEqual([]);
  });

  test('malformed JSON is 400; a body without a JSON Content-Type is 415', async () => {
    const bad = await w.app.request('/api/contact', jsonInit('POST', '{"name": "A",'));
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/JSON/);
    const form = await w.app.request('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: ORIGIN },
      body: JSON.stringify(valid),
    });
    expect(form.status).toBe(415);
    expect(rows()).toEqual([]);
  });

  test('a body over 64 KB is refused with 413; 10,000 characters of any script fit', async () => {
    const res = await w.app.request('/api/contact', jsonInit('POST', { ...valid, message: 'x'.repeat(65 * 1024) }));
    expect(res.status).toBe(413);
    expect((await res.json()).error).toMatch(/too large/);
    const wide = '\u{1F642}'.repeat(10_000); // 4 bytes each in UTF-8; one character each as people count them
    expect((await w.app.request('/api/contact', jsonInit('POST', { ...valid, message: wide }))).status).toBe(201);
    expect((await w.app.request('/api/contact', jsonInit('POST', { ...valid, message: wide + '!' }))).status).toBe(422);
  });

  test('text is stored as well-formed Unicode, without control characters; line breaks and tabs kept in the message', async () => {
    const res = await w.app.request('/api/contact', jsonInit('POST', { ...valid, name: 'Sam\u0000 \ud83d Carer', message: 'Line one\r\n\tLine two\u0007 \udc00end\u0000' }));
    expect(res.status).toBe(201);
    expect(rows()).toEqual([{ ...valid, name: 'Sam \ufffd Carer', message: 'Line one\n\tLine two \ufffdend', is_read: 0 }]);
    // SQLite holds valid UTF-8: it reads back byte for byte.
    const { ok } = w.db.prepare('SELECT message = CAST(CAST(message AS BLOB) AS TEXT) AS ok FROM contact_submissions').get() as { ok: number };
    expect(ok).toBe(1);
  });

  test('bidirectional controls are removed from the name and the message before storing (the subject is one of a list)', async () => {
    const res = await w.app.request('/api/contact', jsonInit('POST', { ...valid, name: 'Sam \u202eerac\u202c', message: 'Please \u2067call\u2069 me \u200fback' }));
    expect(res.status).toBe(201);
    expect(rows()).toEqual([{ ...valid, name: 'Sam erac', message: 'Please call me back', is_read: 0 }]);
  });

  test('only plain email addresses: one that would add a bcc to a reply link is refused', async () => {
    for (const email of [
      'reply?bcc=attacker%40evil.example&body=hello@example.org',
      'a&b@example.org',
      'jo bloggs@example.org',
      'jo@example',
      'jo@exa mple.org',
      'mailto:jo@example.org',
      'jo@example.org?subject=x',
    ]) {
      const res = await w.app.request('/api/contact', jsonInit('POST', { ...valid, email }));
      expect(res.status, email).toBe(422);
      expect((await res.json()).fields, email).toEqual({ email: CONTACT_ERRORS.email });
    }
    for (const email of ["o'brien@example.org", 'jo.bloggs+benefits@mail.example.co.uk', 'siân@enghraifft.cymru', 'a_b-c@xn--80ak6aa92e.com']) {
      expect((await w.app.request('/api/contact', jsonInit('POST', { ...valid, email }))).status, email).toBe(201);
    }
  });

  test('during maintenance it answers 503 like the form, and stores nothing', async () => {
    w.db.prepare("UPDATE admin_settings SET setting_value = 'true' WHERE setting_key = 'maintenance_mode'").run();
    const res = await w.app.request('/api/contact', jsonInit('POST', valid));
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('600');
    expect((await res.json()).error).toMatch(/maintenance/);
    expect(rows()).toEqual([]);
  });

  test('refused without a same-origin signal (CSRF), accepted with Origin alone', async () => {
    const none = await w.app.request('/api/contact', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(valid) });
    expect(none.status).toBe(403);
    const sameSite = await w.app.request('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-site', Origin: 'https://sub.localhost' },
      body: JSON.stringify(valid),
    });
    expect(sameSite.status).toBe(403);
    const otherOrigin = await w.app.request('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: JSON.stringify(valid),
    });
    expect(otherOrigin.status).toBe(403);
    const nullOrigin = await w.app.request('/api/contact', { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: 'null' }, body: JSON.stringify(valid) });
    expect(nullOrigin.status).toBe(403);
    const originOnly = await w.app.request('/api/contact', { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: ORIGIN }, body: JSON.stringify(valid) });
    expect(originOnly.status).toBe(201);
    expect(rows()).toHaveLength(1);
  });

  test('at most 5 messages a minute from one address, then 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i++) expect((await w.app.request('/api/contact', jsonInit('POST', valid, ip(1)))).status).toBe(201);
    const limited = await w.app.request('/api/contact', jsonInit('POST', valid, ip(1)));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).error).toMatch(/wait/);
    // Another address is not affected; the first recovers after a minute.
    expect((await w.app.request('/api/contact', jsonInit('POST', valid, ip(2)))).status).toBe(201);
    w.clock.advance(60_001);
    expect((await w.app.request('/api/contact', jsonInit('POST', valid, ip(1)))).status).toBe(201);
    expect(rows()).toHaveLength(7);
  });

  test('limits can be switched off (DISABLE_RATE_LIMITS)', async () => {
    const free = makeTestApp({ disableRateLimits: true });
    try {
      for (let i = 0; i < 8; i++) expect((await free.app.request('/api/contact', jsonInit('POST', valid, ip(1)))).status).toBe(201);
    } finally {
      free.cleanup();
    }
  });
});

describe('POST /contact (no JavaScript)', () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    w.app.request('/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, 'Accept-Encoding': 'identity', ...headers },
      body,
    });
  const form = (v: Record<string, string>) => new URLSearchParams(v).toString();

  test('a valid post stores the row and redirects (303) to the success panel, so a refresh cannot send it twice', async () => {
    const res = await post(form(valid));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/contact?sent=1');
    expect(rows()).toEqual([{ ...valid, is_read: 0 }]);
    const page = await w.app.request('/contact?sent=1', { headers: { 'Accept-Encoding': 'identity' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toMatch(/role="status" tabindex="-1" aria-labelledby="contact-success-title" data-contact-success autofocus/);
    expect(html).toContain('You do not need to send your message again.');
    expect(html).toContain('Message Sent Successfully');
    expect(html).toContain('Thank you for your message. We&#39;ll get back to you within 24 hours.');
    expect(html).toContain('<h1>Contact Us</h1>');
    expect(html).not.toContain('Sam Carer');
    expect(rows()).toEqual([{ ...valid, is_read: 0 }]);
  });

  test('errors come back in the GOV.UK pattern, with what was typed kept and escaped', async () => {
    const res = await post(form({ name: '<b>Sam</b> "Q"', email: 'sam@', subject: '', message: 'Hello & bye' }));
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('<title>Error: Contact Us');
    expect(html).toContain('There is a problem');
    expect(html).toMatch(/data-error-summary autofocus/);
    expect(html).toContain('href="#contact-email"');
    expect(html).toContain('href="#contact-subject"');
    expect(html).not.toContain('href="#contact-name"');
    expect(html).toContain('<span class="sr-only">Error:</span> Enter an email address in the correct format, like name@example.com');
    expect(html).toContain('Subject Required - Please select a subject for your message.');
    expect(html).toContain('value="&#60;b&#62;Sam&#60;/b&#62; &#34;Q&#34;"');
    expect(html).toContain('value="sam@"');
    expect(html).toContain('>Hello &#38; bye</textarea>');
    expect(html).toContain('aria-invalid="true"');
    expect(html).not.toContain('<b>Sam</b>');
    expect(rows()).toEqual([]);
  });

  test('the chosen subject is kept selected', async () => {
    const html = await (await post(form({ ...valid, name: '' }))).text();
    expect(html).toContain('<option value="calculator" selected>Calculator question</option>');
  });

  test('a cross-site form post is refused', async () => {
    const res = await post(form(valid), { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' });
    expect(res.status).toBe(403);
    expect(rows()).toEqual([]);
  });

  test('too many posts answer 429 with the failure panel and the text kept', async () => {
    for (let i = 0; i < 5; i++) expect((await post(form(valid), ip(9))).status).toBe(303);
    const res = await post(form(valid), ip(9));
    expect(res.status).toBe(429);
    const html = await res.text();
    expect(html).toContain('Error Sending Message');
    expect(html).toContain('How is the carer element worked out?');
  });

  test('a message over 10,000 characters comes back with its error and the whole text kept; 10,000 accented ones fit', async () => {
    const long = 'Ŵ'.repeat(10_001);
    const res = await post(form({ ...valid, message: long }));
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('Message must be 10,000 characters or fewer');
    expect(html).toContain(`>${long}</textarea>`);
    expect((await post(form({ ...valid, message: long.slice(1) }))).status).toBe(303);
  });

  test('a post too large to read gets the contact page saying so (413), not a bare line of text', async () => {
    const res = await post(form({ ...valid, message: 'x'.repeat(300 * 1024) }));
    expect(res.status).toBe(413);
    const html = await res.text();
    expect(html).toContain('<h1>Contact Us</h1>');
    expect(html).toContain('Error Sending Message');
    expect(html).toContain('A message can be up to 10,000 characters.');
    expect(rows()).toEqual([]);
  });

  test('control characters are never echoed into the page; the message keeps its line breaks', async () => {
    const res = await post(form({ name: 'Sam\u0000Carer\u001b[31m', email: 'bad\u0000', subject: 'general', message: 'One\r\nTwo\u0000\u0008' }));
    expect(res.status).toBe(422);
    const html = await res.text();
    // eslint-disable-next-line no-control-regex
    expect(html).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
    expect(html).toContain('value="SamCarer[31m"');
    expect(html).toContain('>One\nTwo</textarea>');
  });

  test('during maintenance a post gets the maintenance page and stores nothing', async () => {
    w.db.prepare("UPDATE admin_settings SET setting_value = 'true' WHERE setting_key = 'maintenance_mode'").run();
    const res = await post(form(valid));
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('Sorry, the site is down for maintenance');
    expect((await w.app.request('/contact?sent=1')).status).toBe(503);
    expect(rows()).toEqual([]);
  });
});
