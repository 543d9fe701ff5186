/** The public JSON the site's pages read and write (rates, public settings, usage), and the published figures on pages. */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import zlib from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import { createUser, jsonInit, makeTestApp, ORIGIN, signIn } from '../test-helpers.ts';
import { TAX_YEARS } from '../../src/calc/rates.ts';
import { listRates } from '../../src/calc/rates/catalogue.ts';
import { ratesStore } from '../rates.ts';
import { PUBLIC_SETTING_KEYS } from './settings.ts';

let w: ReturnType<typeof makeTestApp>;
beforeEach(() => {
  w = makeTestApp();
});
afterEach(() => w.cleanup());

const setSetting = (key: string, value: string) => w.db.prepare('UPDATE admin_settings SET setting_value = ? WHERE setting_key = ?').run(value, key);

describe('GET /api/rates', () => {
  const ROWS = listRates().length * TAX_YEARS.length;
  const find = (rates: Array<{ id: string; tax_year: string }>, id: string, year: string) => rates.find((r) => r.id === id && r.tax_year === year);

  test('every seeded rate of every tax year in the agreed shape, checked with the server before each use, with an ETag', async () => {
    const res = await w.app.request('/api/rates');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    // No max-age: a copy is never used without asking (an admin's edit reaches the next page at once).
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(['councilSchemes', 'rates', 'updatedAt']);
    expect(body.updatedAt).toBeNull();
    // No council's scheme saved by an admin yet (server/routes/admin/council-schemes.test.ts saves some).
    expect(body.councilSchemes).toEqual([]);
    expect(body.rates).toHaveLength(ROWS);
    expect(Object.keys(body.rates[0]).sort()).toEqual(['amount', 'benefit_type', 'effective_date', 'id', 'rate_name', 'region', 'tax_year', 'updated_at']);
    // PIP daily living, standard rate: £73.90 a week from 6 April 2025, £76.70 from 6 April 2026 (GOV.UK rates).
    expect(find(body.rates, 'pip.daily-living.standard', '2025-26')).toMatchObject({ amount: 73.9, effective_date: '2025-04-06' });
    expect(find(body.rates, 'pip.daily-living.standard', '2026-27')).toMatchObject({ amount: 76.7, effective_date: '2026-04-06' });
    // No Winter Fuel Payment recovery in 2024/25: published as null.
    expect(find(body.rates, 'general.winter-fuel-payment.recovery-threshold', '2024-25')).toMatchObject({ amount: null });
  });

  test('a matching If-None-Match is 304; an edit changes the ETag', async () => {
    const etag = (await w.app.request('/api/rates')).headers.get('etag')!;
    const again = await w.app.request('/api/rates', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    w.db.prepare("UPDATE benefit_rates SET amount = 1, updated_at = '2025-06-01T00:00:00.000Z' WHERE id = 'pip.daily-living.standard' AND tax_year = '2026-27'").run();
    const changed = await w.app.request('/api/rates', { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    const body = await changed.json();
    expect(find(body.rates, 'pip.daily-living.standard', '2026-27')).toMatchObject({ amount: 1 });
    expect(body.updatedAt).toBe('2025-06-01T00:00:00.000Z');
  });

  test("an admin's edit and an import reach the next request at once: new ETag, the old one no longer 304, even for the same amount again", async () => {
    await createUser(w.db, 'admin@example.org', 'correct horse battery staple');
    const cookie = await signIn(w.app, 'admin@example.org', 'correct horse battery staple');
    const get = (etag?: string) => w.app.request('/api/rates', { headers: etag ? { 'If-None-Match': etag } : {} });
    const first = await get();
    const etag0 = first.headers.get('etag')!;
    expect(etag0).toMatch(/^"v\d+-/);
    expect((await get(etag0)).status).toBe(304);
    expect((await get(etag0)).headers.get('cache-control')).toBe('public, no-cache');

    // PIP daily living, standard rate 2026/27: £76.70 (GOV.UK rates) edited to £80.00.
    const patch = (amount: string) => w.app.request('/api/admin/rates/2026-27/pip.daily-living.standard', jsonInit('PATCH', { amount }, { Cookie: cookie }));
    expect((await patch('80.00')).status).toBe(200);
    const edited = await get(etag0);
    expect(edited.status).toBe(200);
    const etag1 = edited.headers.get('etag')!;
    expect(etag1).not.toBe(etag0);
    expect(find((await edited.json()).rates, 'pip.daily-living.standard', '2026-27')).toMatchObject({ amount: 80 });
    expect((await get(etag1)).status).toBe(304);

    // The same amount saved again is still an edit: the ETag moves with the version.
    expect((await patch('80.00')).status).toBe(200);
    const again = await get(etag1);
    expect(again.status).toBe(200);
    const etag2 = again.headers.get('etag')!;
    expect(etag2).not.toBe(etag1);

    // An import: Lothian 2025/26 as built in but 4 bedrooms £501.70 → £520.00 (a change of under half).
    const text = 'BRMA,CAT A,CAT B,CAT C,CAT D,CAT E (weekly)\nLothian,109.32,172.60,223.23,316.44,520.00';
    const imported = await w.app.request(
      '/api/admin/rates/lha-import',
      jsonInit('POST', { taxYear: '2025-26', fileName: 'lha.csv', fileDate: '2024-01-23', text }, { Cookie: cookie }),
    );
    expect(imported.status).toBe(200);
    const afterImport = await get(etag2);
    expect(afterImport.status).toBe(200);
    expect(afterImport.headers.get('etag')).not.toBe(etag2);
    expect(find((await afterImport.json()).rates, 'housing-benefit.lha.lothian.four-bed', '2025-26')).toMatchObject({ amount: 520 });
  });

  test('goes out as brotli or gzip, whichever the browser accepts, each with its own ETag and 304', async () => {
    const plain = await w.app.request('/api/rates');
    const plainBytes = (await plain.arrayBuffer()).byteLength;
    const br = await w.app.request('/api/rates', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brBody.byteLength).toBeLessThan(plainBytes / 10);
    expect(JSON.parse(zlib.brotliDecompressSync(brBody).toString('utf8')).rates).toHaveLength(ROWS);
    const gz = await w.app.request('/api/rates', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const zipped = Buffer.from(await gz.arrayBuffer());
    expect(zipped.byteLength).toBeLessThan(plainBytes / 5);
    expect(JSON.parse(zlib.gunzipSync(zipped).toString('utf8')).rates).toHaveLength(ROWS);
    expect(new Set([plain.headers.get('etag'), br.headers.get('etag'), gz.headers.get('etag')]).size).toBe(3);
    const again = await w.app.request('/api/rates', { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': gz.headers.get('etag')! } });
    expect(again.status).toBe(304);
    // The gzip ETag does not validate the brotli answer.
    const other = await w.app.request('/api/rates', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': gz.headers.get('etag')! } });
    expect(other.status).toBe(200);
  });

  test('is prepared once and rebuilt only when a rate changes', () => {
    const store = ratesStore(w.db);
    const first = store.current();
    expect(store.current()).toBe(first);
    w.db.prepare('UPDATE admin_settings SET setting_value = ? WHERE setting_key = ?').run('true', 'maintenance_mode');
    expect(store.current()).toBe(first);
    w.db.prepare("UPDATE benefit_rates SET amount = 2 WHERE id = 'pip.mobility.standard' AND tax_year = '2025-26'").run();
    const next = store.current();
    expect(next).not.toBe(first);
    expect(next.amount('pip.mobility.standard', '2025-26')).toBe(2);
    expect(next.body.etag).not.toBe(first.body.etag);
  });

  test('rows of rates this release does not have are not published', async () => {
    w.db
      .prepare(
        "INSERT INTO benefit_rates (id, tax_year, benefit_type, rate_name, amount, built_in_amount, region, effective_date, updated_at) VALUES ('pip.retired', '2025-26', 'PIP', 'Old', 5, NULL, 'UK', '2025-04-06', '2025-05-01T00:00:00.000Z')",
      )
      .run();
    const body = await (await w.app.request('/api/rates')).json();
    expect(body.rates).toHaveLength(ROWS);
    expect(body.updatedAt).toBeNull();
  });
});

describe('figures on pages: <span data-rate> shows the published amount', () => {
  const page = (main: string) => `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Figures</title></head><body><main>${main}</main></body></html>`;
  const span = (id: string, year: string, text: string, extra = '') => `<span data-rate="${id}" data-rate-year="${year}"${extra}>${text}</span>`;
  const write = (rel: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(w.distDir, rel)), { recursive: true });
    fs.writeFileSync(path.join(w.distDir, rel), html);
  };

  test('each span of a page gets the amount published for its id and year, formatted as on /rates', async () => {
    write(
      'guides/figures/index.html',
      page(
        `<p>${span('pip.daily-living.standard', '2026-27', '£76.70 a week')} and ${span('pip.daily-living.standard', '2025-26', '£73.90 a week')}.</p>` +
          `<p>${span('general.winter-fuel-payment.recovery-threshold', '2024-25', '£0')}</p>` +
          `<p>${span('pip.threshold.standard', '2026-27', '8')} ${span('pip.unknown', '2026-27', 'as built')} ${span('pip.daily-living.standard', '1999-00', 'old')}</p>` +
          `<td>${span('pip.mobility.enhanced', '2026-27', '£80.00 a week', ' data-rate-format="amount" class="x"')}</td>`,
      ),
    );
    w.db.prepare("UPDATE benefit_rates SET amount = 80.25, updated_at = '2026-05-01T00:00:00.000Z' WHERE id = 'pip.daily-living.standard' AND tax_year = '2026-27'").run();
    w.db.prepare("UPDATE benefit_rates SET amount = 12 WHERE id = 'pip.threshold.standard'").run();
    const html = await (await w.app.request('/guides/figures')).text();
    expect(html).toContain(span('pip.daily-living.standard', '2026-27', '£80.25 a week'));
    expect(html).toContain(span('pip.daily-living.standard', '2025-26', '£73.90 a week'));
    expect(html).toContain(
      span('general.winter-fuel-payment.recovery-threshold', '2024-25', 'Not in force (the payment went only to people getting Pension Credit or certain other benefits)'),
    );
    // Law is not edited: a points threshold keeps its built figure whatever the table holds.
    expect(html).toContain(span('pip.threshold.standard', '2026-27', '8'));
    expect(html).toContain(span('pip.unknown', '2026-27', 'as built'));
    expect(html).toContain(span('pip.daily-living.standard', '1999-00', 'old'));
    // GOV.UK style: whole pounds without pence.
    expect(html).toContain(span('pip.mobility.enhanced', '2026-27', '£80', ' data-rate-format="amount" class="x"'));
  });

  test('an LHA rate span (the calculators load those rates apart) gets its published amount too', async () => {
    const id = 'housing-benefit.lha.lothian.shared-room';
    write('guides/lha-figures/index.html', page(`<p>${span(id, '2026-27', '£109.32 a week')}</p>`));
    w.db.prepare(`UPDATE benefit_rates SET amount = 110.5, updated_at = '2026-05-01T00:00:00.000Z' WHERE id = '${id}' AND tax_year = '2026-27'`).run();
    expect(await (await w.app.request('/guides/lha-figures')).text()).toContain(span(id, '2026-27', '£110.50 a week'));
  });

  test('a changed rate reaches the page on the next request (no stale cached page)', async () => {
    write('guides/figures/index.html', page(`<p>${span('pip.mobility.standard', '2026-27', '£30.30 a week')}</p>`));
    const first = await w.app.request('/guides/figures');
    expect(await first.text()).toContain('£30.30 a week');
    const etag = first.headers.get('etag')!;
    w.db.prepare("UPDATE benefit_rates SET amount = 31.5, updated_at = '2026-05-01T00:00:00.000Z' WHERE id = 'pip.mobility.standard' AND tax_year = '2026-27'").run();
    const second = await w.app.request('/guides/figures', { headers: { 'If-None-Match': etag } });
    expect(second.status).toBe(200);
    expect(await second.text()).toContain('£31.50 a week');
  });
});

describe('/rates?year=', () => {
  test('answers with the pre-rendered page of that year; an unknown year gets /rates', async () => {
    const write = (rel: string, h1: string) => {
      fs.mkdirSync(path.dirname(path.join(w.distDir, rel)), { recursive: true });
      fs.writeFileSync(path.join(w.distDir, rel), `<!doctype html><html lang="en-GB"><head><title>${h1}</title></head><body><main><h1>${h1}</h1></main></body></html>`);
    };
    write('rates/index.html', 'Rates this year');
    write('rates/2025-26/index.html', 'Rates 2025 to 2026');
    expect(await (await w.app.request('/rates?year=2025-26')).text()).toContain('<h1>Rates 2025 to 2026</h1>');
    expect(await (await w.app.request('/rates')).text()).toContain('<h1>Rates this year</h1>');
    for (const year of ['2031-32', 'x', '', '../admin']) {
      const res = await w.app.request(`/rates?year=${encodeURIComponent(year)}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<h1>Rates this year</h1>');
    }
  });
});

describe('GET /api/settings/public', () => {
  test('only the public keys, switches as JSON booleans', async () => {
    setSetting('maintenance_mode', 'true');
    setSetting('emergency_banner_message', 'Hello');
    const body = await (await w.app.request('/api/settings/public')).json();
    expect(Object.keys(body).sort()).toEqual([...PUBLIC_SETTING_KEYS].sort());
    expect(body).toMatchObject({ maintenance_mode: true, emergency_banner_message: 'Hello', ad_serving_enabled: false, google_analytics_id: '' });
    // A key that is not public never leaks, even if someone stores one.
    w.db.prepare("INSERT INTO admin_settings (setting_key, setting_value) VALUES ('smtp_password', 'hunter2')").run();
    expect(JSON.stringify(await (await w.app.request('/api/settings/public')).json())).not.toContain('hunter2');
  });
});

describe('POST /api/usage', () => {
  const event = { calculator_type: 'pip', is_mobile: true, completed: false };
  const count = () => (w.db.prepare('SELECT count(*) AS n FROM calculator_usage').get() as { n: number }).n;
  /** The page's token, as src/lib/usage.ts asks for it. */
  const pageToken = async (ip = '203.0.113.9') => {
    const res = await w.app.request('/api/usage/token', { headers: { 'X-Forwarded-For': ip } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    return ((await res.json()) as { token: string }).token;
  };
  const post = (body: unknown, token?: string, ip = '203.0.113.9') =>
    w.app.request('/api/usage', jsonInit('POST', body, { 'X-Forwarded-For': ip, ...(token ? { 'Usage-Token': token } : {}) }));

  test('403 while analytics tracking is off, for the token and the event', async () => {
    const tokenRes = await w.app.request('/api/usage/token');
    expect(tokenRes.status).toBe(403);
    const res = await w.app.request('/api/usage', jsonInit('POST', event));
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBeTruthy();
    expect(count()).toBe(0);
  });

  test('204 and one row while it is on, with the token the page was given', async () => {
    setSetting('analytics_tracking_enabled', 'true');
    const res = await post(event, await pageToken());
    expect(res.status).toBe(204);
    expect(w.db.prepare('SELECT calculator_type, is_mobile, completed, created_at FROM calculator_usage').all()).toEqual([
      { calculator_type: 'pip', is_mobile: 1, completed: 0, created_at: '2025-06-02T10:00:00.000Z' },
    ]);
  });

  test('no token, a made-up or altered one, or one from before a restart is 403 and counts nothing', async () => {
    setSetting('analytics_tracking_enabled', 'true');
    const good = await pageToken();
    const [issued, nonce, mac] = good.split('.');
    for (const token of [undefined, 'x', `${issued}.${nonce}.${'A'.repeat(mac!.length)}`, `${(Date.now() + 1e6).toString(36)}.${nonce}.${mac}`, `${good}.x`]) {
      const res = await post(event, token);
      expect(res.status, String(token)).toBe(403);
      expect((await res.json()).error).toBe('Usage events are counted only with the token the page was given. Reload the page.');
    }
    // Another server (a restart) signs with another key.
    const other = makeTestApp();
    try {
      other.db.prepare("UPDATE admin_settings SET setting_value = 'true' WHERE setting_key = 'analytics_tracking_enabled'").run();
      const res = await other.app.request('/api/usage', jsonInit('POST', event, { 'Usage-Token': good }));
      expect(res.status).toBe(403);
    } finally {
      other.cleanup();
    }
    expect(count()).toBe(0);
  });

  test('a token counts one start and one result per calculator, the result only after its start', async () => {
    setSetting('analytics_tracking_enabled', 'true');
    const token = await pageToken();
    const result = { ...event, completed: true };
    expect((await post(result, token)).status).toBe(409);
    expect((await post(event, token)).status).toBe(204);
    expect((await post(event, token)).status).toBe(409);
    expect((await post(result, token)).status).toBe(204);
    const again = await post(result, token);
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe('This page has already sent that usage event.');
    // Another calculator on the same page counts on its own.
    expect((await post({ ...event, calculator_type: 'universal-credit' }, token)).status).toBe(204);
    expect(count()).toBe(3);
  });

  test('strict: unknown calculator, wrong types, extra keys are 422 naming the field', async () => {
    setSetting('analytics_tracking_enabled', 'true');
    for (const [body, field] of [
      [{ ...event, calculator_type: 'esa' }, 'calculator_type'],
      [{ ...event, is_mobile: 'yes' }, 'is_mobile'],
      [{ calculator_type: 'pip', is_mobile: true }, 'completed'],
      [{ ...event, postcode: 'SW1A 1AA' }, 'postcode'],
    ] as const) {
      const res = await w.app.request('/api/usage', jsonInit('POST', body));
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys((await res.json()).fields)).toEqual([field]);
    }
    expect((await w.app.request('/api/usage', { method: 'POST', headers: { Origin: ORIGIN, 'Content-Type': 'text/plain' }, body: JSON.stringify(event) })).status).toBe(415);
    expect(count()).toBe(0);
  });

  test('refused from another site', async () => {
    setSetting('analytics_tracking_enabled', 'true');
    const res = await w.app.request('/api/usage', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' }, body: JSON.stringify(event) });
    expect(res.status).toBe(403);
  });
});
