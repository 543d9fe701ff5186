/**
 * The admin API (docs/product.md §7): every call behind the admin check, with its
 * ordering and effect; validation; body limit; CSRF.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createUser, CROSS_SITE, jsonInit, makeTestApp, signIn } from '../../test-helpers.ts';
import { startOfUkDay } from './usage.ts';
import fs from 'node:fs';
import path from 'node:path';
import { TAX_YEARS } from '../../../src/calc/rates.ts';
import { listRates } from '../../../src/calc/rates/catalogue.ts';
import { RATE_NOT_SAVED } from './rates.ts';
import { STORAGE_RETRY_AFTER_SECONDS } from '../../db/write.ts';

let w: ReturnType<typeof makeTestApp>;
let cookie: string;
const PASSWORD = 'correct horse battery staple';

beforeEach(async () => {
  w = makeTestApp();
  await createUser(w.db, 'admin@example.org', PASSWORD, { createdAt: '2025-01-01T00:00:00.000Z' });
  cookie = await signIn(w.app, 'admin@example.org', PASSWORD);
});
afterEach(() => w.cleanup());

const get = (path: string, c = cookie) => w.app.request(path, { headers: { Cookie: c } });
const send = (method: string, path: string, body: unknown, c = cookie) => w.app.request(path, jsonInit(method, body, { Cookie: c }));

const ROUTES: Array<[string, string, unknown?]> = [
  ['GET', '/api/admin/rates'],
  ['PATCH', '/api/admin/rates/2026-27/pip.daily-living.standard', { amount: 77 }],
  ['GET', '/api/admin/settings'],
  ['PUT', '/api/admin/settings/maintenance_mode', { value: 'true' }],
  ['GET', '/api/admin/messages'],
  ['PATCH', '/api/admin/messages/1', { is_read: true }],
  ['GET', '/api/admin/admins'],
  ['POST', '/api/admin/admins', { email: 'someone@example.org' }],
  ['GET', '/api/admin/usage'],
];

describe('the admin check', () => {
  test.each(ROUTES)('%s %s: 401 without a session', async (method, path, body) => {
    const res = method === 'GET' ? await w.app.request(path) : await w.app.request(path, jsonInit(method, body));
    expect(res.status).toBe(401);
    expect((await res.json()).error).toMatch(/Sign in/);
  });

  test.each(ROUTES)('%s %s: 403 for a signed-in account without admin rights', async (method, path, body) => {
    // A session for a non-admin can only exist if admin rights were removed after sign-in.
    const userId = await createUser(w.db, 'former@example.org', PASSWORD);
    const former = await signIn(w.app, 'former@example.org', PASSWORD);
    w.db.prepare('DELETE FROM admin_users WHERE user_id = ?').run(userId);
    const res = method === 'GET' ? await get(path, former) : await send(method, path, body, former);
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe("You don't have admin privileges");
  });

  test('admin answers are not cached and report the session time left', async () => {
    const res = await get('/api/admin/settings');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-session-expires-in')).toBe('1800');
  });

  test('a cross-site change is refused even with a valid session', async () => {
    const res = await w.app.request('/api/admin/settings/maintenance_mode', jsonInit('PUT', { value: 'true' }, { Cookie: cookie, ...CROSS_SITE }));
    expect(res.status).toBe(403);
    expect(w.db.prepare("SELECT setting_value FROM admin_settings WHERE setting_key = 'maintenance_mode'").get()).toEqual({ setting_value: 'false' });
  });

  test('bodies over 64 KB are refused with 413', async () => {
    const res = await send('PUT', '/api/admin/settings/emergency_banner_message', { value: 'x'.repeat(65 * 1024) });
    expect(res.status).toBe(413);
  });
});

describe('rates', () => {
  const PIP = 'pip.daily-living.standard';
  const stored = (id: string, year: string) => w.db.prepare('SELECT amount, updated_at FROM benefit_rates WHERE id = ? AND tax_year = ?').get(id, year);

  test('GET lists every year\'s rates by benefit type ascending, says which may be edited, "updatedAt" null until an edit', async () => {
    const { rates, updatedAt } = await (await get('/api/admin/rates')).json();
    expect(updatedAt).toBeNull();
    const types = rates.map((r: { benefit_type: string }) => r.benefit_type);
    expect(types).toEqual([...types].sort());
    expect(rates).toHaveLength(listRates().length * TAX_YEARS.length);
    const pip = rates.filter((r: { id: string }) => r.id === PIP);
    expect(pip.map((r: { tax_year: string; amount: number; editable: boolean }) => [r.tax_year, r.amount, r.editable])).toEqual([
      ['2024-25', 72.65, true],
      ['2025-26', 73.9, true],
      ['2026-27', 76.7, true],
    ]);
    expect(rates.find((r: { id: string }) => r.id === 'pip.threshold.standard').editable).toBe(false);
  });

  test("PATCH saves one year's amount and stamps updated_at; GET /api/rates shows it; other years are unchanged", async () => {
    const res = await send('PATCH', `/api/admin/rates/2026-27/${PIP}`, { amount: '77.05' });
    expect(res.status).toBe(200);
    expect((await res.json()).rate).toMatchObject({ id: PIP, tax_year: '2026-27', amount: 77.05, updated_at: '2025-06-02T10:00:00.000Z', editable: true });
    const pub = await (await w.app.request('/api/rates')).json();
    const amounts = pub.rates.filter((r: { id: string }) => r.id === PIP).map((r: { amount: number }) => r.amount);
    expect(amounts).toEqual([72.65, 73.9, 77.05]);
    expect(pub.updatedAt).toBe('2025-06-02T10:00:00.000Z');
    expect(w.logger.lines.join('\n')).toMatch(/rate updated id="pip.daily-living.standard" taxYear="2026-27" from=76.7 to=77.05/);
    // A JSON number with at most 2 decimals is accepted too.
    expect((await send('PATCH', `/api/admin/rates/2025-26/${PIP}`, { amount: 74 })).status).toBe(200);
    expect(stored(PIP, '2025-26')).toMatchObject({ amount: 74 });
  });

  test('an amount that is not pounds and pence is 422 with a sentence naming the figure; nothing changes', async () => {
    const expected = 'Enter the amount for Daily living, standard rate in pounds and pence, like 76.70';
    for (const amount of ['12,50', '£76.70', '76.705', '-1', '', 'abc', '1e2', -1, 76.705, null, true]) {
      const res = await send('PATCH', `/api/admin/rates/2026-27/${PIP}`, { amount });
      expect(res.status, JSON.stringify(amount)).toBe(422);
      const body = await res.json();
      expect(Object.keys(body.fields)).toEqual(['amount']);
      if (typeof amount === 'string' || typeof amount === 'number') expect(body.fields.amount).toBe(expected);
    }
    expect((await (await send('PATCH', `/api/admin/rates/2026-27/${PIP}`, { amount: 1e9 })).json()).error).toBe(
      'The amount for Daily living, standard rate must be 1,000,000 or less',
    );
    for (const body of [{}, { amount: 1, id: 'x' }]) expect((await send('PATCH', `/api/admin/rates/2026-27/${PIP}`, body)).status).toBe(422);
    const bad = await w.app.request(`/api/admin/rates/2026-27/${PIP}`, { ...jsonInit('PATCH', '{"amount": NaN}', { Cookie: cookie }) });
    expect(bad.status).toBe(400);
    expect(stored(PIP, '2026-27')).toEqual({ amount: 76.7, updated_at: null });
  });

  test('a figure set by law, and a figure that did not apply that year, are refused with 422', async () => {
    const law = await send('PATCH', '/api/admin/rates/2026-27/pip.threshold.standard', { amount: 9 });
    expect(law.status).toBe(422);
    expect((await law.json()).error).toBe('Points for a standard rate is set by law or arithmetic and is not edited here.');
    expect(stored('pip.threshold.standard', '2026-27')).toEqual({ amount: 8, updated_at: null });
    // An editable figure with no amount in a year (made up for the test: none of this release's is).
    w.db.prepare("UPDATE benefit_rates SET amount = NULL, built_in_amount = NULL WHERE id = ? AND tax_year = '2024-25'").run(PIP);
    expect((await send('PATCH', `/api/admin/rates/2024-25/${PIP}`, { amount: 70 })).status).toBe(422);
  });

  test('an unknown rate id or tax year is 404', async () => {
    expect((await send('PATCH', "/api/admin/rates/2026-27/nope'; DROP TABLE benefit_rates;--", { amount: 1 })).status).toBe(404);
    expect((await send('PATCH', `/api/admin/rates/2019-20/${PIP}`, { amount: 1 })).status).toBe(404);
    expect((await send('PATCH', `/api/admin/rates/${PIP}`, { amount: 1 })).status).toBe(404);
    expect((w.db.prepare('SELECT count(*) AS n FROM benefit_rates').get() as { n: number }).n).toBeGreaterThan(0);
  });

  test('a write the storage refuses answers 503 "Error updating rate" with Retry-After, is logged, and changes nothing', async () => {
    // query_only makes SQLite refuse every write with SQLITE_READONLY, one of the storage
    // failures (db/write.ts); a really full disk is in db/full-disk.test.ts.
    w.db.pragma('query_only = ON');
    const res = await send('PATCH', `/api/admin/rates/2026-27/${PIP}`, { amount: '77.05' });
    w.db.pragma('query_only = OFF');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: RATE_NOT_SAVED });
    expect(res.headers.get('retry-after')).toBe(String(STORAGE_RETRY_AFTER_SECONDS));
    expect(w.logger.lines.join('\n')).toMatch(/error rate not saved id="pip.daily-living.standard" taxYear="2026-27" code="SQLITE_READONLY"/);
    expect(stored(PIP, '2026-27')).toEqual({ amount: 76.7, updated_at: null });
  });

  test('any other error in the write is not called a storage failure: a logged, generic 500, and nothing changes', async () => {
    // A trigger that aborts the UPDATE: SQLITE_CONSTRAINT_TRIGGER, a fault in the request or the code, not the disk.
    w.db.exec("CREATE TEMP TRIGGER refuse_rate_write BEFORE UPDATE ON benefit_rates BEGIN SELECT RAISE(ABORT, 'refused by a test trigger'); END");
    const res = await send('PATCH', `/api/admin/rates/2026-27/${PIP}`, { amount: '77.05' });
    w.db.exec('DROP TRIGGER refuse_rate_write');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'Something went wrong. Please try again.' });
    expect(res.headers.get('retry-after')).toBeNull();
    const log = w.logger.lines.join('\n');
    expect(log).toMatch(/error unhandled error method="PATCH" path="\/api\/admin\/rates\/2026-27\/pip.daily-living.standard".*refused by a test trigger/);
    expect(log).not.toMatch(/rate not saved|rate updated/);
    expect(stored(PIP, '2026-27')).toEqual({ amount: 76.7, updated_at: null });
  });

  test('after an edit of a 2026/27 amount, pages quoting it show the new figure and the 2025/26 figure is unchanged', async () => {
    const span = (year: string, text: string) => `<span data-rate="${PIP}" data-rate-year="${year}">${text}</span>`;
    fs.writeFileSync(
      path.join(w.distDir, 'guides/universal-credit/index.html'),
      `<html><body><main>${span('2026-27', '£76.70 a week')} ${span('2025-26', '£73.90 a week')}</main></body></html>`,
    );
    expect(await (await w.app.request('/guides/universal-credit')).text()).toContain(span('2026-27', '£76.70 a week'));
    expect((await send('PATCH', `/api/admin/rates/2026-27/${PIP}`, { amount: '80.15' })).status).toBe(200);
    const html = await (await w.app.request('/guides/universal-credit')).text();
    expect(html).toContain(span('2026-27', '£80.15 a week'));
    expect(html).toContain(span('2025-26', '£73.90 a week'));
  });
});

describe('settings', () => {
  test('GET lists all eleven settings by key ascending', async () => {
    const { settings } = await (await get('/api/admin/settings')).json();
    const keys = settings.map((s: { setting_key: string }) => s.setting_key);
    expect(keys).toHaveLength(11);
    expect(keys).toEqual([...keys].sort());
  });

  test('the banner text loses bidirectional controls before it is stored', async () => {
    const res = await send('PUT', '/api/admin/settings/emergency_banner_message', { value: 'Lines \u202eesolc\u202c at 5pm \u2066today\u2069' });
    expect(res.status).toBe(200);
    expect((await res.json()).setting.setting_value).toBe('Lines esolc at 5pm today');
  });

  test('PUT saves a switch and a text; the pages see it at once', async () => {
    expect((await send('PUT', '/api/admin/settings/emergency_banner_message', { value: "Lines closed '; DROP TABLE x;--" })).status).toBe(200);
    expect(await (await w.app.request('/')).text()).toContain('Lines closed &#39;; DROP TABLE x;--');
    const res = await send('PUT', '/api/admin/settings/maintenance_mode', { value: true });
    expect(res.status).toBe(200);
    expect((await res.json()).setting).toMatchObject({ setting_key: 'maintenance_mode', setting_value: 'true' });
    expect((await w.app.request('/')).status).toBe(503);
  });

  test('bad values are 422 naming "value"; an unknown key is 404', async () => {
    for (const [key, value] of [
      ['maintenance_mode', 'yes'],
      ['google_analytics_id', 'G-1"><script>'],
      ['google_adsense_id', 'x'.repeat(41)],
      ['emergency_banner_message', 'x'.repeat(501)],
      ['emergency_banner_message', 12],
    ] as const) {
      const res = await send('PUT', `/api/admin/settings/${key}`, { value });
      expect(res.status, `${key}=${value}`).toBe(422);
      expect(Object.keys((await res.json()).fields)).toEqual(['value']);
    }
    expect((await send('PUT', '/api/admin/settings/secret_key', { value: 'x' })).status).toBe(404);
  });

  test('a half-typed ID can be saved (it just emits nothing yet)', async () => {
    expect((await send('PUT', '/api/admin/settings/google_analytics_id', { value: 'G-' })).status).toBe(200);
  });
});

describe('messages', () => {
  function addMessage(name: string, createdAt: string) {
    w.db.prepare("INSERT INTO contact_submissions (name, email, subject, message, created_at) VALUES (?, 'a@example.org', 'general', 'Hello', ?)").run(name, createdAt);
  }

  test('GET lists newest first with totals and unread count; PATCH marks one read', async () => {
    addMessage('Older', '2025-06-01T09:00:00.000Z');
    addMessage('Newer', '2025-06-02T09:00:00.000Z');
    let body = await (await get('/api/admin/messages')).json();
    expect(body.messages.map((m: { name: string }) => m.name)).toEqual(['Newer', 'Older']);
    expect(body).toMatchObject({ total: 2, unread: 2 });
    expect(body.messages[0].is_read).toBe(false);

    const res = await send('PATCH', '/api/admin/messages/1', { is_read: true });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toMatchObject({ id: 1, is_read: true });
    body = await (await get('/api/admin/messages')).json();
    expect(body).toMatchObject({ total: 2, unread: 1 });
  });

  test('the list comes 50 a page with a cursor: 120 messages (3 sharing a time) are 50 + 50 + 20, each once, newest first', async () => {
    // 120 messages, one a minute, except that the three newest share one time (the cursor then orders them by id).
    const insert = w.db.prepare("INSERT INTO contact_submissions (name, email, subject, message, created_at, is_read) VALUES (?, 'a@example.org', 'general', 'Hello', ?, ?)");
    for (let i = 1; i <= 120; i++) insert.run(`Message ${i}`, new Date(Date.parse('2025-06-01T00:00:00.000Z') + Math.min(i, 118) * 60_000).toISOString(), i % 4 === 0 ? 1 : 0);
    const pages: Array<{ messages: Array<{ name: string }>; total: number; unread: number; nextCursor: string | null }> = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const res = await get(`/api/admin/messages${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(res.status).toBe(200);
      const page = await res.json();
      pages.push(page);
      cursor = page.nextCursor;
    }
    expect(pages.map((p) => p.messages.length)).toEqual([50, 50, 20]);
    // 120 in all; every fourth read (30), so 90 unread, on every page.
    for (const p of pages) expect(p).toMatchObject({ total: 120, unread: 90 });
    const names = pages.flatMap((p) => p.messages.map((m) => m.name));
    // Newest first: 120, 119, 118 share a time (higher id first), then 117 down to 1.
    expect(names).toEqual(Array.from({ length: 120 }, (_, i) => `Message ${120 - i}`));
    expect(pages[2]!.nextCursor).toBeNull();
    // A cursor the list did not give is refused, with a sentence.
    const bad = await get('/api/admin/messages?cursor=1%20OR%201=1');
    expect(bad.status).toBe(422);
    expect((await bad.json()).error).toMatch(/Refresh the messages/);
  });

  test('marking unread is not possible; unknown ids are 404', async () => {
    addMessage('Only', '2025-06-01T09:00:00.000Z');
    expect((await send('PATCH', '/api/admin/messages/1', { is_read: false })).status).toBe(422);
    expect((await send('PATCH', '/api/admin/messages/99', { is_read: true })).status).toBe(404);
    expect((await send('PATCH', '/api/admin/messages/abc', { is_read: true })).status).toBe(404);
  });

  test('an id in the path is digits without a leading zero, or 404: 0x1, 1e0, 1.0 and the like never mark message 1', async () => {
    addMessage('Only', '2025-06-01T09:00:00.000Z');
    for (const id of ['0x1', '1e0', '1.0', '01', '+1', '0', '-1', '1%20', '%201', '1n', '0b1', '1_0', '１', '9007199254740993', '1'.repeat(16)]) {
      const res = await send('PATCH', `/api/admin/messages/${id}`, { is_read: true });
      expect(res.status, id).toBe(404);
    }
    expect(w.db.prepare('SELECT is_read FROM contact_submissions WHERE id = 1').get()).toEqual({ is_read: 0 });
    expect((await send('PATCH', '/api/admin/messages/1', { is_read: true })).status).toBe(200);
  });

  test('bidirectional controls are never shown to the admin, in messages stored before they were removed too', async () => {
    w.db
      .prepare("INSERT INTO contact_submissions (name, email, subject, message, created_at) VALUES (?, 'jo@example.org', 'general', ?, '2025-06-01T09:00:00.000Z')")
      .run('Jo \u202eredrow\u202c', 'Pay \u2067now\u2069 please');
    const { messages } = await (await get('/api/admin/messages')).json();
    expect(messages[0]).toMatchObject({ name: 'Jo redrow', message: 'Pay now please' });
  });
});

describe('admins', () => {
  test('GET lists admins newest first with their email', async () => {
    const id = await createUser(w.db, 'second@example.org', PASSWORD, { createdAt: '2025-03-01T00:00:00.000Z' });
    const { admins } = await (await get('/api/admin/admins')).json();
    expect(admins.map((a: { email: string }) => a.email)).toEqual(['second@example.org', 'admin@example.org']);
    expect(admins[0]).toMatchObject({ user_id: id, role: 'admin' });
  });

  test('POST grants admin to an existing account', async () => {
    const id = await createUser(w.db, 'helper@example.org', PASSWORD, { admin: false });
    const res = await send('POST', '/api/admin/admins', { email: 'HELPER@example.org', password: PASSWORD });
    expect(res.status).toBe(201);
    expect((await res.json()).admin).toMatchObject({ user_id: id, email: 'helper@example.org', role: 'admin', created_at: '2025-06-02T10:00:00.000Z' });
    expect((await send('POST', '/api/admin/admins', { email: 'helper@example.org', password: PASSWORD })).status).toBe(409);
  });

  test('POST with an unknown email is 404 naming admin:create; a blank one is 422', async () => {
    const res = await send('POST', '/api/admin/admins', { email: 'nobody@example.org', password: PASSWORD });
    expect(res.status).toBe(404);
    expect((await res.json()).error).toContain('npm run admin:create -- --email nobody@example.org');
    const blank = await send('POST', '/api/admin/admins', { email: '   ', password: PASSWORD });
    expect(blank.status).toBe(422);
    expect((await blank.json()).fields).toEqual({ email: 'Please enter an email address' });
  });
});

describe('usage', () => {
  function use(createdAt: string, type: string, mobile: boolean, completed: boolean) {
    w.db.prepare('INSERT INTO calculator_usage (created_at, calculator_type, is_mobile, completed) VALUES (?, ?, ?, ?)').run(createdAt, type, mobile ? 1 : 0, completed ? 1 : 0);
  }

  test('counts starts today (UK day), in the last 7 days and on mobile; completion rate is results ÷ starts; top 5 by starts', async () => {
    w.clock.set('2025-06-02T10:00:00.000Z'); // 11:00 in London (BST)
    use('2025-06-01T23:30:00.000Z', 'pip', true, false); // 00:30 on 2 June in London: today
    use('2025-06-01T23:35:00.000Z', 'pip', true, true); // its result
    use('2025-06-02T09:00:00.000Z', 'pip', false, false); // today, no result
    use('2025-06-01T22:30:00.000Z', 'universal-credit', true, false); // 23:30 on 1 June in London
    use('2025-05-27T09:00:00.000Z', 'housing-benefit', false, false); // within 7 days
    use('2025-05-27T09:05:00.000Z', 'housing-benefit', false, true);
    use('2025-05-20T09:00:00.000Z', 'council-tax-support', false, false); // older
    use('2025-05-20T09:00:00.000Z', 'benefits-checker', false, false);
    use('2025-05-20T09:01:00.000Z', 'benefits-checker', false, true);
    use('2025-05-20T09:00:00.000Z', 'benefits-checker', false, false);
    const body = await (await get('/api/admin/usage')).json();
    // 7 starts (2 today, 4 in the last 7 days, 2 on mobile), 3 results: 3 ÷ 7 = 42.9%, rounded to 43.
    expect(body).toMatchObject({ total: 7, today: 2, week: 4, mobile: 2, completed: 3, completionRate: 43 });
    expect(body.popular).toEqual([
      { calculator_type: 'benefits-checker', count: 2 },
      { calculator_type: 'pip', count: 2 },
      { calculator_type: 'council-tax-support', count: 1 },
      { calculator_type: 'housing-benefit', count: 1 },
      { calculator_type: 'universal-credit', count: 1 },
    ]);
  });

  test('results without a recorded start never make the rate pass 100%', async () => {
    use('2025-06-02T09:00:00.000Z', 'pip', false, false);
    use('2025-06-02T09:01:00.000Z', 'pip', false, true);
    use('2025-06-02T09:02:00.000Z', 'pip', false, true);
    expect(await (await get('/api/admin/usage')).json()).toMatchObject({ total: 1, completed: 2, completionRate: 100 });
  });

  test('no rows: zero everywhere, completion rate 0', async () => {
    expect(await (await get('/api/admin/usage')).json()).toEqual({ total: 0, today: 0, week: 0, mobile: 0, completed: 0, completionRate: 0, popular: [] });
  });

  test('startOfUkDay follows British Summer Time', () => {
    expect(startOfUkDay(new Date('2025-06-02T10:00:00Z')).toISOString()).toBe('2025-06-01T23:00:00.000Z');
    expect(startOfUkDay(new Date('2025-01-15T10:00:00Z')).toISOString()).toBe('2025-01-15T00:00:00.000Z');
    expect(startOfUkDay(new Date('2025-03-30T12:00:00Z')).toISOString()).toBe('2025-03-30T00:00:00.000Z'); // clocks go forward at 01:00
    expect(startOfUkDay(new Date('2025-10-26T12:00:00Z')).toISOString()).toBe('2025-10-25T23:00:00.000Z'); // back at 02:00 BST
    expect(startOfUkDay(new Date('2025-06-01T23:30:00Z')).toISOString()).toBe('2025-06-01T23:00:00.000Z');
  });
});
