/**
 * An admin's own sessions (see and end the others; at most five per account)
 * and the password asked again before admin rights are granted.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createUser, jsonInit, makeTestApp, signIn } from '../../test-helpers.ts';
import { SESSION_MAX_PER_USER } from '../../auth/session.ts';
import { CONFIRM_FAILED } from './admins.ts';

let w: ReturnType<typeof makeTestApp>;
const PASSWORD = 'correct horse battery staple';
beforeEach(async () => {
  w = makeTestApp();
  await createUser(w.db, 'admin@example.org', PASSWORD);
});
afterEach(() => w.cleanup());

const get = (path: string, cookie: string) => w.app.request(path, { headers: { Cookie: cookie } });
const send = (method: string, path: string, body: unknown, cookie: string) => w.app.request(path, jsonInit(method, body, { Cookie: cookie }));
const list = async (cookie: string) =>
  (await (await get('/api/admin/sessions', cookie)).json()).sessions as Array<{ id: string; current: boolean; createdAt: string; lastUsedAt: string }>;

describe('your sessions', () => {
  test('lists this account’s live sessions, marks the current one, and shows no part of any token', async () => {
    const laptop = await signIn(w.app, 'admin@example.org', PASSWORD, '198.51.100.1');
    w.clock.advance(60_000);
    const phone = await signIn(w.app, 'admin@example.org', PASSWORD, '198.51.100.2');
    await createUser(w.db, 'other@example.org', PASSWORD);
    await signIn(w.app, 'other@example.org', PASSWORD, '198.51.100.3');
    const res = await get('/api/admin/sessions', phone);
    expect(res.status).toBe(200);
    const text = await res.clone().text();
    const sessions = (await res.json()).sessions;
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ current: true, createdAt: '2025-06-02T10:01:00.000Z' });
    for (const cookie of [laptop, phone]) {
      const [id, secret] = cookie.split('=')[1]!.split('.');
      expect(text).not.toContain(id);
      expect(text).not.toContain(secret);
    }
  });

  test('"Sign out other sessions" ends every other session of this account and keeps this one', async () => {
    const a = await signIn(w.app, 'admin@example.org', PASSWORD, '198.51.100.1');
    const b = await signIn(w.app, 'admin@example.org', PASSWORD, '198.51.100.2');
    const c = await signIn(w.app, 'admin@example.org', PASSWORD, '198.51.100.3');
    const res = await send('POST', '/api/admin/sessions/end-others', {}, c);
    expect(await res.json()).toEqual({ ended: 2 });
    expect((await get('/api/admin/usage', a)).status).toBe(401);
    expect((await get('/api/admin/usage', b)).status).toBe(401);
    expect((await get('/api/admin/usage', c)).status).toBe(200);
  });

  test('one other session can be ended; the current one cannot (sign out does that); another account’s is not found', async () => {
    const a = await signIn(w.app, 'admin@example.org', PASSWORD, '198.51.100.1');
    const b = await signIn(w.app, 'admin@example.org', PASSWORD, '198.51.100.2');
    const [mine, other] = [(await list(b)).find((s) => s.current)!, (await list(b)).find((s) => !s.current)!];
    expect((await send('DELETE', `/api/admin/sessions/${mine.id}`, {}, b)).status).toBe(409);
    await createUser(w.db, 'other@example.org', PASSWORD);
    const stranger = await signIn(w.app, 'other@example.org', PASSWORD, '198.51.100.3');
    expect((await send('DELETE', `/api/admin/sessions/${other.id}`, {}, stranger)).status).toBe(404);
    expect((await send('DELETE', `/api/admin/sessions/${other.id}`, {}, b)).status).toBe(204);
    expect((await get('/api/admin/usage', a)).status).toBe(401);
    expect(await list(b)).toHaveLength(1);
  });

  test(`at most ${SESSION_MAX_PER_USER} sessions per account: signing in again ends the oldest`, async () => {
    const cookies: string[] = [];
    for (let i = 0; i < SESSION_MAX_PER_USER + 2; i++) {
      cookies.push(await signIn(w.app, 'admin@example.org', PASSWORD, `198.51.100.${i + 1}`));
      w.clock.advance(1_000);
    }
    expect(w.db.prepare('SELECT count(*) AS n FROM sessions').get()).toEqual({ n: SESSION_MAX_PER_USER });
    expect((await get('/api/admin/usage', cookies[0]!)).status).toBe(401);
    expect((await get('/api/admin/usage', cookies[1]!)).status).toBe(401);
    for (const cookie of cookies.slice(2)) expect((await get('/api/admin/usage', cookie)).status).toBe(200);
  });
});

describe('granting admin rights asks for your password again', () => {
  let cookie: string;
  beforeEach(async () => {
    cookie = await signIn(w.app, 'admin@example.org', PASSWORD);
    await createUser(w.db, 'helper@example.org', 'helper password 1234', { admin: false });
  });
  const isAdmin = () => w.db.prepare("SELECT count(*) AS n FROM admin_users a JOIN users u ON u.id = a.user_id WHERE u.email = 'helper@example.org'").get();

  test('without it: 422 naming the field; with a wrong one: 403, nothing granted, still signed in', async () => {
    const missing = await send('POST', '/api/admin/admins', { email: 'helper@example.org' }, cookie);
    expect(missing.status).toBe(422);
    expect((await missing.json()).fields).toEqual({ password: 'Enter your password to confirm' });
    const wrong = await send('POST', '/api/admin/admins', { email: 'helper@example.org', password: 'not my password' }, cookie);
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ error: CONFIRM_FAILED, fields: { password: 'Your password is not correct' } });
    expect(isAdmin()).toEqual({ n: 0 });
    expect((await get('/api/admin/usage', cookie)).status).toBe(200);
    const right = await send('POST', '/api/admin/admins', { email: 'helper@example.org', password: PASSWORD }, cookie);
    expect(right.status).toBe(201);
    expect(isAdmin()).toEqual({ n: 1 });
  });

  test('guessing it from a stolen session runs into the sign-in throttle', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await send('POST', '/api/admin/admins', { email: 'helper@example.org', password: `guess ${i}` }, cookie)).status);
    expect(statuses).toEqual([403, 403, 403, 429, 429]);
    const right = await send('POST', '/api/admin/admins', { email: 'helper@example.org', password: PASSWORD }, cookie);
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toBeTruthy();
    expect(isAdmin()).toEqual({ n: 0 });
  });
});
