/**
 * Every scrypt run of a sign-in goes through the hashing caps (login-throttle.ts),
 * an unknown account's too: scrypt is watched at node:crypto, and each call is
 * held open for a while so that calls from a burst overlap for certain.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

const scrypt = vi.hoisted(() => ({ running: 0, peak: 0, calls: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  function watchedScrypt(...args: unknown[]) {
    const callback = args.pop() as (err: Error | null, key?: Buffer) => void;
    scrypt.calls++;
    scrypt.running++;
    scrypt.peak = Math.max(scrypt.peak, scrypt.running);
    (actual.scrypt as (...a: unknown[]) => void)(...args, (err: Error | null, key?: Buffer) => {
      setTimeout(() => {
        scrypt.running--;
        callback(err, key);
      }, 60);
    });
  }
  const crypto = { ...actual, scrypt: watchedScrypt };
  return { ...crypto, default: crypto };
});

const { createUser, jsonInit, makeTestApp } = await import('../test-helpers.ts');
const { LOGIN_FAILED } = await import('../routes/auth.ts');

let w: ReturnType<typeof makeTestApp>;
beforeEach(async () => {
  w = makeTestApp({ loginPolicy: { hashes: 2, queue: 16 } });
  await createUser(w.db, 'admin@example.org', 'correct horse battery staple');
  Object.assign(scrypt, { running: 0, peak: 0, calls: 0 });
});
afterEach(() => w.cleanup());

const login = (email: string, ip: string) => w.app.request('/api/auth/login', jsonInit('POST', { email, password: 'not the password' }, { 'X-Forwarded-For': ip }));

describe('sign-in hashing caps', () => {
  test('a burst at an unknown email, alongside wrong passwords for a real account: at most two scrypt runs at once, one per answered attempt', async () => {
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? login('nobody@example.org', `203.0.${i}.1`) : login('admin@example.org', `203.0.${i}.1`))));
    const statuses = burst.map((r) => r.status);
    expect(statuses).toEqual(Array(8).fill(401));
    for (const res of burst) expect(await res.json()).toEqual({ error: LOGIN_FAILED });
    expect(scrypt.peak).toBe(2);
    // 8 attempts checked, each with exactly one scrypt run (none to make a stand-in hash).
    expect(scrypt.calls).toBe(8);
    expect(scrypt.running).toBe(0);
  });

  test('an unknown email only: the cap holds, and past the queue the answer is "busy" with no scrypt run', async () => {
    // A cost no other test uses, so nothing made for an earlier test is reused.
    const capped = makeTestApp({ loginPolicy: { hashes: 1, queue: 2 }, scrypt: { ln: 9, r: 8, p: 1 } });
    try {
      const burst = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          capped.app.request('/api/auth/login', jsonInit('POST', { email: 'nobody@example.org', password: `guess ${i}` }, { 'X-Forwarded-For': `198.51.${i}.1` })),
        ),
      );
      const statuses = burst.map((r) => r.status).sort();
      // One running + two queued are checked (401); the other three are turned away (503).
      expect(statuses).toEqual([401, 401, 401, 503, 503, 503]);
      expect(scrypt.peak).toBe(1);
      expect(scrypt.calls).toBe(3);
    } finally {
      capped.cleanup();
    }
  });
});
