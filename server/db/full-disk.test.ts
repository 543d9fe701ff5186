/**
 * A full disk: every write either commits or fails, and a failure is answered
 * as one (503 with docs/product.md plain messages, logged), never as "saved". The
 * database lives on a real 2 MB tmpfs that is then filled, so the COMMIT fails
 * as it does in production (see test-disk.ts for why max_page_count is not enough).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { canMountTmpfs, mountTmpfs, skippedWithoutTmpfs, type SmallDisk } from '../test-disk.ts';
import { createUser, jsonInit, makeTestApp, ORIGIN, signIn } from '../test-helpers.ts';
import { threadedContactWriter } from './contact-writer.ts';
import { CONTACT_TEXT } from '../../src/lib/contact.ts';
import { SETTING_NOT_SAVED } from '../routes/admin/settings.ts';
import { RATE_NOT_SAVED } from '../routes/admin/rates.ts';
import { STORAGE_FAILED } from '../errors.ts';

skippedWithoutTmpfs('a full disk');

describe.skipIf(!canMountTmpfs)('a full disk (needs permission to mount a tmpfs)', () => {
  let disk: SmallDisk;
  let w: ReturnType<typeof makeTestApp>;
  let cookie: string;
  beforeAll(() => {
    disk = mountTmpfs(2048)!;
  });
  afterAll(() => disk?.unmount());
  beforeEach(async () => {
    w = makeTestApp({ dbDir: disk.dir, disableRateLimits: true });
    await createUser(w.db, 'admin@example.org', 'correct horse battery staple');
    cookie = await signIn(w.app, 'admin@example.org', 'correct horse battery staple');
    w.db.prepare("INSERT INTO contact_submissions (name, email, subject, message) VALUES ('Before', 'b@example.org', 'general', 'Sent before the disk filled')").run();
    // An empty WAL, so the next commit has to grow a file; then no free byte is left.
    w.db.pragma('wal_checkpoint(TRUNCATE)');
    disk.fill();
  });
  afterEach(() => {
    disk.free();
    w.cleanup();
    for (const f of ['test.sqlite', 'test.sqlite-wal', 'test.sqlite-shm']) fs.rmSync(path.join(disk.dir, f), { force: true });
  });

  const valid = { name: 'Full Disk', email: 'full@example.org', subject: 'technical', message: 'Is this message stored?' };
  const contactRows = () => (w.db.prepare('SELECT count(*) AS n FROM contact_submissions').get() as { n: number }).n;

  test('POST /api/contact answers 503 "Error Sending Message" for every message, and rows equal 2xx answers', async () => {
    let ok = 0;
    for (let i = 0; i < 5; i++) {
      const res = await w.app.request('/api/contact', jsonInit('POST', { ...valid, name: `Full Disk ${i}` }));
      if (res.status < 300) ok++;
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: CONTACT_TEXT.failureBody });
      expect(res.headers.get('retry-after')).toBeTruthy();
    }
    expect(w.logger.lines.filter((l) => l.includes('contact message not saved') && l.includes('SQLITE_FULL'))).toHaveLength(5);
    disk.free();
    expect(contactRows() - 1).toBe(ok);
    // Space again: the next message is stored.
    expect((await w.app.request('/api/contact', jsonInit('POST', valid))).status).toBe(201);
    expect(contactRows()).toBe(2);
  });

  test('the no-JavaScript form answers the failure panel (503) with the text kept, and stores nothing', async () => {
    const res = await w.app.request('/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN },
      body: new URLSearchParams(valid).toString(),
    });
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).toContain(CONTACT_TEXT.failureTitle);
    expect(html).not.toContain(CONTACT_TEXT.successTitle);
    expect(html).toContain('Is this message stored?');
    disk.free();
    expect(contactRows()).toBe(1);
  });

  test('the contact writer thread rejects a write it could not commit', async () => {
    const writer = threadedContactWriter(w.dbFile);
    try {
      await expect(writer.write({ ...valid, createdAt: new Date(0).toISOString() })).rejects.toMatchObject({ code: expect.stringMatching(/^SQLITE_(FULL|IOERR)/) });
    } finally {
      await writer.close();
    }
    disk.free();
    expect(contactRows()).toBe(1);
  });

  test('settings edits answer 503 "Error updating setting" and store nothing; mark-read answers 503', async () => {
    const put = (key: string, value: string) => w.app.request(`/api/admin/settings/${key}`, jsonInit('PUT', { value }, { Cookie: cookie }));
    let ok = 0;
    for (const [key, value] of [
      ['maintenance_mode', 'true'],
      ['emergency_banner_message', 'Our phone lines are closed today.'],
    ] as const) {
      const res = await put(key, value);
      if (res.status < 300) ok++;
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: SETTING_NOT_SAVED });
    }
    expect(w.logger.lines.filter((l) => l.includes('setting not saved'))).toHaveLength(2);
    const read = await w.app.request('/api/admin/messages/1', jsonInit('PATCH', { is_read: true }, { Cookie: cookie }));
    expect(read.status).toBe(503);
    expect(await read.json()).toEqual({ error: STORAGE_FAILED });

    disk.free();
    expect(ok).toBe(0);
    const stored = w.db
      .prepare("SELECT setting_key, setting_value FROM admin_settings WHERE setting_key IN ('maintenance_mode', 'emergency_banner_message') ORDER BY setting_key")
      .all();
    expect(stored).toEqual([
      { setting_key: 'emergency_banner_message', setting_value: '' },
      { setting_key: 'maintenance_mode', setting_value: 'false' },
    ]);
    expect(w.db.prepare('SELECT is_read FROM contact_submissions WHERE id = 1').get()).toEqual({ is_read: 0 });
    // The public site is still open (maintenance mode never reached the disk).
    expect((await w.app.request('/')).status).toBe(200);
    expect((await put('maintenance_mode', 'true')).status).toBe(200);
  });

  test('admin reads work on a full disk: the last-use write is skipped, never the read', async () => {
    // Past the one-minute touch interval, so every read below would write last_used.
    w.clock.advance(5 * 60_000);
    for (const path of ['/api/admin/messages', '/api/admin/settings', '/api/admin/sessions', '/api/auth/session']) {
      const res = await w.app.request(path, { headers: { Cookie: cookie } });
      expect(res.status, path).toBe(200);
    }
    const messages = await (await w.app.request('/api/admin/messages', { headers: { Cookie: cookie } })).json();
    expect(messages.total).toBe(1);
    disk.free();
    // The idle limit did not move (nothing was written), so the session ends 30 minutes after sign-in.
    w.clock.advance(25 * 60_000 + 1000);
    expect((await w.app.request('/api/admin/messages', { headers: { Cookie: cookie } })).status).toBe(401);
  });

  test('sign-out on a full disk clears the cookie, and the same cookie is refused afterwards', async () => {
    const res = await w.app.request('/api/auth/logout', jsonInit('POST', {}, { Cookie: cookie }));
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().join('\n')).toMatch(/ubc_session=;.*Max-Age=0/);
    expect(w.logger.lines.some((l) => l.includes('sign-out not yet written'))).toBe(true);
    // The row is still on the full disk, but the session is over.
    expect(w.db.prepare('SELECT count(*) AS n FROM sessions').get()).toEqual({ n: 1 });
    expect((await w.app.request('/api/admin/messages', { headers: { Cookie: cookie } })).status).toBe(401);
    expect(await (await w.app.request('/api/auth/session', { headers: { Cookie: cookie } })).json()).toEqual({ session: null });
    // Space again: the next sight of the cookie deletes the row.
    disk.free();
    expect((await w.app.request('/api/admin/settings', { headers: { Cookie: cookie } })).status).toBe(401);
    expect(w.db.prepare('SELECT count(*) AS n FROM sessions').get()).toEqual({ n: 0 });
  });

  test('rate edits answer 503 "Error updating rate" with Retry-After, and changed rows equal 2xx answers', async () => {
    const rateRows = () =>
      w.db.prepare('SELECT id, tax_year, amount, updated_at FROM benefit_rates WHERE updated_at IS NOT NULL OR amount <> built_in_amount ORDER BY id, tax_year').all();
    expect(rateRows()).toEqual([]);
    const edits = [
      ['2026-27', 'pip.daily-living.standard', '77.05'],
      ['2026-27', 'pip.daily-living.enhanced', '115.00'],
      ['2025-26', 'pip.daily-living.standard', '74.00'],
      ['2026-27', 'pip.daily-living.standard', '78.10'],
    ] as const;
    let ok = 0;
    for (const [year, id, amount] of edits) {
      const res = await w.app.request(`/api/admin/rates/${year}/${id}`, jsonInit('PATCH', { amount }, { Cookie: cookie }));
      if (res.status < 300) ok++;
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: RATE_NOT_SAVED });
      expect(res.headers.get('retry-after')).toBeTruthy();
    }
    expect(w.logger.lines.filter((l) => l.includes('rate not saved') && /SQLITE_(FULL|IOERR)/.test(l))).toHaveLength(edits.length);

    disk.free();
    expect(rateRows()).toHaveLength(ok);
    // Space again: the next edit is stored, and it is the only changed row.
    expect((await w.app.request('/api/admin/rates/2026-27/pip.daily-living.standard', jsonInit('PATCH', { amount: '77.05' }, { Cookie: cookie }))).status).toBe(200);
    expect(rateRows()).toEqual([{ id: 'pip.daily-living.standard', tax_year: '2026-27', amount: 77.05, updated_at: '2025-06-02T10:00:00.000Z' }]);
  });
});
