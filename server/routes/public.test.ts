/** The public JSON the site's pages read and write: rates, public settings, usage. */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import zlib from 'node:zlib';
import { jsonInit, makeTestApp, ORIGIN } from '../test-helpers.ts';
import { listRates } from '../../src/calc/rates.ts';
import { PUBLIC_SETTING_KEYS } from './settings.ts';

let w: ReturnType<typeof makeTestApp>;
beforeEach(() => {
  w = makeTestApp();
});
afterEach(() => w.cleanup());

const setSetting = (key: string, value: string) => w.db.prepare('UPDATE admin_settings SET setting_value = ? WHERE setting_key = ?').run(value, key);

describe('GET /api/rates', () => {
  test('every seeded rate in the agreed shape, cacheable with an ETag', async () => {
    const res = await w.app.request('/api/rates');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=60/);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(['rates', 'updatedAt']);
    expect(body.updatedAt).toBeNull();
    expect(body.rates).toHaveLength(listRates().length);
    expect(Object.keys(body.rates[0]).sort()).toEqual(['amount', 'benefit_type', 'effective_date', 'id', 'rate_name', 'region', 'updated_at']);
    expect(typeof body.rates[0].amount).toBe('number');
  });

  test('a matching If-None-Match is 304; an edit changes the ETag', async () => {
    const etag = (await w.app.request('/api/rates')).headers.get('etag')!;
    const again = await w.app.request('/api/rates', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    w.db.prepare("UPDATE benefit_rates SET amount = 1, updated_at = '2025-06-01T00:00:00.000Z' WHERE id = 'universal-credit.child-element.lower'").run();
    const changed = await w.app.request('/api/rates', { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  test('goes out gzipped to browsers that accept it (every calculator page reads it)', async () => {
    const plain = await w.app.request('/api/rates');
    const plainBytes = (await plain.arrayBuffer()).byteLength;
    const res = await w.app.request('/api/rates', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const zipped = Buffer.from(await res.arrayBuffer());
    expect(zipped.byteLength).toBeLessThan(plainBytes / 5);
    expect(JSON.parse(zlib.gunzipSync(zipped).toString('utf8')).rates).toHaveLength(listRates().length);
    // Revalidation still works on the compressed answer's (weak) ETag.
    const again = await w.app.request('/api/rates', { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
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

  test('403 while analytics tracking is off', async () => {
    const res = await w.app.request('/api/usage', jsonInit('POST', event));
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBeTruthy();
    expect(count()).toBe(0);
  });

  test('204 and one row while it is on', async () => {
    setSetting('analytics_tracking_enabled', 'true');
    const res = await w.app.request('/api/usage', jsonInit('POST', event));
    expect(res.status).toBe(204);
    expect(w.db.prepare('SELECT calculator_type, is_mobile, completed, created_at FROM calculator_usage').all()).toEqual([
      { calculator_type: 'pip', is_mobile: 1, completed: 0, created_at: '2025-06-02T10:00:00.000Z' },
    ]);
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
