/**
 * Sign-in, sessions and sign-out (docs/product.md §7, §8, §11; docs/style.md habit 12):
 * cookie attributes, idle and absolute expiry, refresh, non-admins, limits.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createUser, CROSS_SITE, deviceCookieFrom, jsonInit, makeTestApp, sessionCookieFrom, signIn, TEST_SCRYPT } from '../test-helpers.ts';
import { hashPassword } from '../auth/password.ts';
import { LOGIN_FAILED } from './auth.ts';

let w: ReturnType<typeof makeTestApp>;
const PASSWORD = 'correct horse battery staple';
beforeEach(async () => {
  w = makeTestApp();
  await createUser(w.db, 'admin@example.org', PASSWORD);
  await createUser(w.db, 'visitor@example.org', PASSWORD, { admin: false });
});
afterEach(() => w.cleanup());

const login = (body: unknown, ip = '198.51.100.7') => w.app.request('/api/auth/login', jsonInit('POST', body, { 'X-Forwarded-For': ip }));
const session = (cookie?: string) => w.app.request('/api/auth/session', { headers: cookie ? { Cookie: cookie } : {} });

describe('POST /api/auth/login', () => {
  test('an admin signs in: session cookie HttpOnly, SameSite=Lax, Path=/; the token is never in the body', async () => {
    const res = await login({ email: 'Admin@Example.org', password: PASSWORD });
    expect(res.status).toBe(200);
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('ubc_session=') && !c.startsWith('ubc_session=;'))!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/); // development/test
    const token = setCookie.split(';')[0]!.split('=')[1]!;
    expect(token).toMatch(/^[a-z2-9]{20}\.[\w-]{43}$/);
    const body = await res.json();
    expect(JSON.stringify(body)).not.toContain(token.split('.')[1]);
    expect(body.session).toMatchObject({ user: { email: 'admin@example.org' }, isAdmin: true, expiresIn: 1800 });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  test('the database keeps only a SHA-256 hash of the secret', async () => {
    const cookie = await signIn(w.app, 'admin@example.org', PASSWORD);
    const [id, secret] = cookie.split('=')[1]!.split('.');
    const row = w.db.prepare('SELECT * FROM sessions WHERE id = ?').get(id) as { secret_hash: Buffer };
    expect(row.secret_hash).toHaveLength(32);
    expect(JSON.stringify(w.db.prepare('SELECT * FROM sessions').all())).not.toContain(secret);
  });

  test('in production the cookie is Secure with the __Host- prefix', async () => {
    const prod = makeTestApp({ isProduction: true });
    try {
      await createUser(prod.db, 'admin@example.org', PASSWORD);
      const res = await prod.app.request('/api/auth/login', jsonInit('POST', { email: 'admin@example.org', password: PASSWORD }));
      const setCookie = res.headers.getSetCookie().join('\n');
      expect(setCookie).toMatch(/__Host-ubc_session=[^;]+;.*Secure/);
    } finally {
      prod.cleanup();
    }
  });

  test('a wrong password and an unknown email get the same 401 that names neither', async () => {
    const wrong = await login({ email: 'admin@example.org', password: 'wrong password here' });
    const unknown = await login({ email: 'nobody@example.org', password: PASSWORD });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const a = await wrong.json();
    const b = await unknown.json();
    expect(a).toEqual({ error: LOGIN_FAILED });
    expect(b).toEqual(a);
    expect(sessionCookieFrom(wrong)).toBeNull();
  });

  test('email and password are both required (422 naming the field)', async () => {
    const res = await login({ email: '', password: '' });
    expect(res.status).toBe(422);
    expect((await res.json()).fields).toEqual({ email: 'Enter your email address', password: 'Enter your password' });
    const extra = await login({ email: 'admin@example.org', password: PASSWORD, remember: true });
    expect(extra.status).toBe(422);
  });

  test('a non-admin is denied (403) and left signed out', async () => {
    const res = await login({ email: 'visitor@example.org', password: PASSWORD });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: "You don't have admin privileges" });
    expect(sessionCookieFrom(res)).toBeNull();
    expect(w.db.prepare('SELECT count(*) AS n FROM sessions').get()).toEqual({ n: 0 });
  });

  test('10 failures from one address in 15 minutes, then 429 with Retry-After (even with the right password)', async () => {
    for (let i = 0; i < 10; i++) expect((await login({ email: `x${i}@example.org`, password: 'nope nope nope' }, '192.0.2.1')).status).toBe(401);
    const blocked = await login({ email: 'admin@example.org', password: PASSWORD }, '192.0.2.1');
    expect(blocked.status).toBe(429);
    const retry = Number(blocked.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(15 * 60);
    // Another address can still sign in.
    expect((await login({ email: 'admin@example.org', password: PASSWORD }, '192.0.2.2')).status).toBe(200);
    w.clock.advance(15 * 60_000 + 1);
    expect((await login({ email: 'admin@example.org', password: PASSWORD }, '192.0.2.1')).status).toBe(200);
  });

  test('failures for the account from other addresses never keep the admin out of a clean address', async () => {
    // Anyone who knows the admin's email can fail ten times; the admin still gets in from their own address.
    for (let i = 0; i < 10; i++) expect((await login({ email: 'admin@example.org', password: 'guess ' + i }, '192.0.2.1')).status).not.toBe(200);
    expect((await login({ email: 'ADMIN@example.org', password: PASSWORD }, '192.0.2.200')).status).toBe(200);
  });

  test('one address guessing one account is slowed by delays that double after three tries', async () => {
    const ip = '192.0.2.7';
    for (let i = 0; i < 3; i++) expect((await login({ email: 'admin@example.org', password: `guess ${i}` }, ip)).status).toBe(401);
    const delays: number[] = [];
    for (let i = 0; i < 5; i++) {
      const blocked = await login({ email: 'admin@example.org', password: PASSWORD }, ip);
      expect(blocked.status).toBe(429);
      const wait = Number(blocked.headers.get('retry-after'));
      delays.push(wait);
      w.clock.advance(wait * 1000);
      expect((await login({ email: 'admin@example.org', password: 'still wrong' }, ip)).status).toBe(401);
    }
    expect(delays).toEqual([1, 2, 4, 8, 16]);
    // After the wait, the right password gets in, and this address's slate for the account is clean.
    const last = await login({ email: 'admin@example.org', password: PASSWORD }, ip);
    const wait = Number(last.headers.get('retry-after'));
    w.clock.advance(wait * 1000);
    expect((await login({ email: 'admin@example.org', password: PASSWORD }, ip)).status).toBe(200);
    expect((await login({ email: 'admin@example.org', password: 'typo' }, ip)).status).toBe(401);
  });

  test('a distributed attack on one account: after 10 failures untrusted browsers are locked out of it, a trusted one still signs in after a typo', async () => {
    // The admin signed in from this browser yesterday: it holds a device cookie for the account.
    const first = await login({ email: 'admin@example.org', password: PASSWORD }, '198.51.100.9');
    const device = deviceCookieFrom(first)!;
    expect(first.headers.getSetCookie().find((c) => c.startsWith('ubc_device='))).toMatch(/HttpOnly.*SameSite=Strict|SameSite=Strict.*HttpOnly/);
    w.clock.advance(24 * 60 * 60_000);

    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) statuses.push((await login({ email: 'admin@example.org', password: `guess ${i}` }, `10.${i}.0.1`)).status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(90);

    // An untrusted browser is locked out, even with the right password, until the oldest failure is an hour old.
    const untrusted = await login({ email: 'admin@example.org', password: PASSWORD }, '198.51.100.9');
    expect(untrusted.status).toBe(429);
    expect(Number(untrusted.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(Number(untrusted.headers.get('retry-after'))).toBeLessThanOrEqual(3600);

    // The trusted browser makes a typo, then signs in, from any address (here one of the attackers').
    const fromDevice = (password: string, ip: string) =>
      w.app.request('/api/auth/login', jsonInit('POST', { email: 'admin@example.org', password }, { 'X-Forwarded-For': ip, Cookie: device }));
    expect((await fromDevice('correct horse battery stapel', '10.5.0.1')).status).toBe(401);
    const signedIn = await fromDevice(PASSWORD, '10.5.0.1');
    expect(signedIn.status).toBe(200);
    expect(deviceCookieFrom(signedIn)).toMatch(new RegExp(`^${device.split('.')[0]}\\.`)); // the same device, renewed
  });

  test("someone sharing the admin's address (an office, a proxy without TRUST_PROXY) cannot keep a trusted browser out", async () => {
    const ip = '203.0.113.50';
    const device = deviceCookieFrom(await login({ email: 'admin@example.org', password: PASSWORD }, ip))!;
    const fromDevice = () => w.app.request('/api/auth/login', jsonInit('POST', { email: 'admin@example.org', password: PASSWORD }, { 'X-Forwarded-For': ip, Cookie: device }));
    // 42 guesses over two hours from the same address, each as soon as the throttle allows.
    let guesses = 0;
    for (let minute = 0; minute < 120; minute += 5) {
      for (let i = 0; i < 2 && guesses < 42; i++) {
        const res = await login({ email: i === 0 ? 'admin@example.org' : `other${guesses}@example.org`, password: `guess ${guesses}` }, ip);
        if (res.status === 401) guesses++;
      }
      expect((await fromDevice()).status, `minute ${minute}`).toBe(200);
      w.clock.advance(5 * 60_000);
    }
  });

  test('a trusted browser has its own allowance: 5 failures, then it is throttled as untrusted', async () => {
    const device = deviceCookieFrom(await login({ email: 'admin@example.org', password: PASSWORD }, '198.51.100.9'))!;
    const fromDevice = (password: string) =>
      w.app.request('/api/auth/login', jsonInit('POST', { email: 'admin@example.org', password }, { 'X-Forwarded-For': '198.51.100.9', Cookie: device }));
    for (let i = 0; i < 5; i++) expect((await fromDevice(`typo ${i}`)).status).toBe(401);
    // Now untrusted: the address's failures for the account are 0, so three more free tries, then delays.
    for (let i = 0; i < 3; i++) expect((await fromDevice(`typo ${i}`)).status).toBe(401);
    expect((await fromDevice(PASSWORD)).status).toBe(429);
  });

  test("a copy of the trusted browser's cookie, spent on wrong passwords from elsewhere, does not lock the real browser out", async () => {
    // The admin's browser signs in at home (network 198.51.100.0/24).
    const device = deviceCookieFrom(await login({ email: 'admin@example.org', password: PASSWORD }, '198.51.100.9'))!;
    const withCookie = (password: string, ip: string) =>
      w.app.request('/api/auth/login', jsonInit('POST', { email: 'admin@example.org', password }, { 'X-Forwarded-For': ip, Cookie: device }));
    // Someone with a copy tries from another network: 5 failures on the copy's away allowance...
    for (let i = 0; i < 5; i++) expect((await withCookie(`guess ${i}`, '203.0.113.5')).status).toBe(401);
    // ...then it is untrusted; with the untrusted failures of a distributed attack the account is locked for untrusted browsers.
    for (let i = 0; i < 10; i++) await login({ email: 'admin@example.org', password: `guess ${i}` }, `10.${i}.0.1`);
    expect((await withCookie(PASSWORD, '203.0.113.5')).status).toBe(429);
    // The real browser at home keeps its own allowance: a typo, then in.
    expect((await withCookie('correct horse battery stapel', '198.51.100.23')).status).toBe(401);
    expect((await withCookie(PASSWORD, '198.51.100.23')).status).toBe(200);
  });

  test('the account lock-out survives a restart (kept in SQLite)', async () => {
    for (let i = 0; i < 10; i++) expect((await login({ email: 'admin@example.org', password: `guess ${i}` }, `10.${i}.0.1`)).status).toBe(401);
    const { createApp } = await import('../app.ts');
    const restarted = createApp({ db: w.db, distDir: w.distDir, logger: w.logger, isProduction: false, now: w.clock.now, scrypt: TEST_SCRYPT, trustProxy: true });
    const res = await restarted.request('/api/auth/login', jsonInit('POST', { email: 'admin@example.org', password: PASSWORD }, { 'X-Forwarded-For': '198.51.100.9' }));
    expect(res.status).toBe(429);
  });

  test("a new password (npm run admin:create) ends the trusted browsers' allowances: the old cookie is untrusted", async () => {
    const device = deviceCookieFrom(await login({ email: 'admin@example.org', password: PASSWORD }, '198.51.100.9'))!;
    for (let i = 0; i < 10; i++) await login({ email: 'admin@example.org', password: `guess ${i}` }, `10.${i}.0.1`);
    const withCookie = (password: string) =>
      w.app.request('/api/auth/login', jsonInit('POST', { email: 'admin@example.org', password }, { 'X-Forwarded-For': '198.51.100.9', Cookie: device }));
    expect((await withCookie(PASSWORD)).status).toBe(200);
    // What admin:create does to an existing account (server/cli/admin-create.ts).
    const NEW_PASSWORD = 'a different long passphrase';
    w.db.prepare('UPDATE users SET password_hash = ? WHERE email = ?').run(await hashPassword(NEW_PASSWORD, TEST_SCRYPT), 'admin@example.org');
    // The cookie was made for the old password: the browser is untrusted, so the lock-out applies to it.
    expect((await withCookie(NEW_PASSWORD)).status).toBe(429);
  });

  test('a device cookie is trusted only for its own account, and not when forged or expired', async () => {
    await createUser(w.db, 'second@example.org', PASSWORD);
    const device = deviceCookieFrom(await login({ email: 'second@example.org', password: PASSWORD }, '198.51.100.9'))!;
    const [name, value] = device.split('=') as [string, string];
    const [nonce, issued] = value.split('.');
    for (const cookie of [device, `${name}=${nonce}.${issued}.${'A'.repeat(43)}`, `${name}=${'B'.repeat(22)}.${issued}.${value.split('.')[2]}`]) {
      // Lock the admin's account for untrusted browsers...
      for (let i = 0; i < 10; i++) await login({ email: 'admin@example.org', password: `guess ${i}` }, `10.${i}.0.1`);
      // ...then another account's cookie, or a forged one, is no help.
      const res = await w.app.request(
        '/api/auth/login',
        jsonInit('POST', { email: 'admin@example.org', password: PASSWORD }, { 'X-Forwarded-For': '198.51.100.9', Cookie: cookie }),
      );
      expect(res.status).toBe(429);
    }
    // A cookie of the right account stops being trusted 90 days after it was issued.
    const own = deviceCookieFrom(await login({ email: 'second@example.org', password: PASSWORD }, '198.51.100.10'))!;
    w.clock.advance(91 * 24 * 60 * 60_000);
    for (let i = 0; i < 10; i++) await login({ email: 'second@example.org', password: `guess ${i}` }, `10.${i}.0.1`);
    const stale = await w.app.request(
      '/api/auth/login',
      jsonInit('POST', { email: 'second@example.org', password: PASSWORD }, { 'X-Forwarded-For': '198.51.100.10', Cookie: own }),
    );
    expect(stale.status).toBe(429);
  });

  test('a burst sent at once is counted before hashing: the twentieth attempt, with the right password, gets no session', async () => {
    const ip = '192.0.2.99';
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => login({ email: 'admin@example.org', password: i === 19 ? PASSWORD : `wrong ${i}` }, ip)));
    const statuses = burst.map((r) => r.status);
    expect(statuses[0]).toBe(401);
    expect(statuses.slice(1)).toEqual(Array(19).fill(429));
    expect(burst.every((r) => sessionCookieFrom(r) === null)).toBe(true);
    expect(w.db.prepare('SELECT count(*) AS n FROM sessions').get()).toEqual({ n: 0 });
  });

  test('password hashes are capped: at most two run at once, a short queue waits, the rest are told the server is busy', async () => {
    const capped = makeTestApp({ loginPolicy: { hashes: 2, queue: 3 } });
    try {
      await createUser(capped.db, 'admin@example.org', PASSWORD);
      const burst = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          capped.app.request('/api/auth/login', jsonInit('POST', { email: `nobody${i}@example.org`, password: `wrong ${i}` }, { 'X-Forwarded-For': `203.0.${i}.1` })),
        ),
      );
      const statuses = burst.map((r) => r.status).sort();
      expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(503)]);
      const busy = burst.find((r) => r.status === 503)!;
      expect(busy.headers.get('retry-after')).toBe('2');
      expect((await busy.json()).error).toBe('Sign-in is busy just now. Try again in a few seconds.');
      // A busy answer counts as one failure of that address: it may still try, within its allowance.
      const i = burst.findIndex((r) => r.status === 503);
      const again = await capped.app.request('/api/auth/login', jsonInit('POST', { email: 'admin@example.org', password: PASSWORD }, { 'X-Forwarded-For': `203.0.${i}.1` }));
      expect(again.status).toBe(200);
    } finally {
      capped.cleanup();
    }
  });

  test('the queue is fair: one network holds at most 4 places, and a trusted browser does not wait behind them', async () => {
    const fair = makeTestApp({ loginPolicy: { hashes: 1, queue: 16 }, scrypt: { ln: 13, r: 8, p: 1 } });
    try {
      await createUser(fair.db, 'admin@example.org', PASSWORD);
      const device = deviceCookieFrom(
        await fair.app.request('/api/auth/login', jsonInit('POST', { email: 'admin@example.org', password: PASSWORD }, { 'X-Forwarded-For': '198.51.100.1' })),
      )!;
      const order: string[] = [];
      const attack = Array.from({ length: 10 }, (_, i) =>
        Promise.resolve(fair.app.request('/api/auth/login', jsonInit('POST', { email: `nobody${i}@example.org`, password: 'x' }, { 'X-Forwarded-For': `192.0.2.${i + 1}` }))).then(
          (r) => {
            order.push(`attack ${r.status}`);
            return r.status;
          },
        ),
      );
      const admin = Promise.resolve(
        fair.app.request('/api/auth/login', jsonInit('POST', { email: 'admin@example.org', password: PASSWORD }, { 'X-Forwarded-For': '192.0.2.200', Cookie: device })),
      ).then((r) => {
        order.push(`admin ${r.status}`);
        return r.status;
      });
      const statuses = await Promise.all(attack);
      expect(await admin).toBe(200);
      // 192.0.2.0/24 gets 4 places (one running, three waiting); the other six are busy.
      expect(statuses.filter((s) => s === 401)).toHaveLength(4);
      expect(statuses.filter((s) => s === 503)).toHaveLength(6);
      // The admin's check ran at once, in the slot kept for trusted browsers, beside the one running when it arrived.
      expect(order.filter((o) => !o.endsWith('503')).indexOf('admin 200')).toBeLessThan(2);
    } finally {
      fair.cleanup();
    }
  });

  test('a cross-site sign-in is refused', async () => {
    const res = await w.app.request('/api/auth/login', jsonInit('POST', { email: 'admin@example.org', password: PASSWORD }, CROSS_SITE));
    expect(res.status).toBe(403);
  });

  test('a cheaper stored hash is upgraded on sign-in', async () => {
    const stronger = makeTestApp({ scrypt: { ln: 11, r: 8, p: 1 } });
    try {
      await createUser(stronger.db, 'admin@example.org', PASSWORD);
      await signIn(stronger.app, 'admin@example.org', PASSWORD);
      const { password_hash } = stronger.db.prepare('SELECT password_hash FROM users').get() as { password_hash: string };
      expect(password_hash).toMatch(/^scrypt\$ln=11,r=8,p=1\$/);
    } finally {
      stronger.cleanup();
    }
  });
});

describe('sessions', () => {
  test('GET /api/auth/session: null without a cookie, the session with one', async () => {
    expect(await (await session()).json()).toEqual({ session: null });
    const cookie = await signIn(w.app, 'admin@example.org', PASSWORD);
    const body = await (await session(cookie)).json();
    expect(body.session).toMatchObject({ isAdmin: true, user: { email: 'admin@example.org' } });
  });

  test('a forged or tampered token is no session', async () => {
    const cookie = await signIn(w.app, 'admin@example.org', PASSWORD);
    const [name, token] = cookie.split('=') as [string, string];
    const [id, secret] = token.split('.') as [string, string];
    const flipped = secret.slice(0, -2) + (secret.endsWith('A') ? 'BB' : 'AA');
    for (const bad of [`${id}.${flipped}`, `${id}`, `${id}.`, 'garbage', `${'a'.repeat(20)}.${secret}`]) {
      expect((await (await session(`${name}=${bad}`)).json()).session, bad).toBeNull();
    }
  });

  test('30 minutes without activity ends the session; activity slides it', async () => {
    const cookie = await signIn(w.app, 'admin@example.org', PASSWORD);
    w.clock.advance(25 * 60_000);
    expect((await w.app.request('/api/admin/messages', { headers: { Cookie: cookie } })).status).toBe(200);
    w.clock.advance(25 * 60_000); // 50 minutes since sign-in, 25 since last use
    const res = await w.app.request('/api/admin/messages', { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('x-session-expires-in'))).toBe(30 * 60);
    w.clock.advance(30 * 60_000);
    const expired = await w.app.request('/api/admin/messages', { headers: { Cookie: cookie } });
    expect(expired.status).toBe(401);
    expect(w.db.prepare('SELECT count(*) AS n FROM sessions').get()).toEqual({ n: 0 });
  });

  test('no session outlives 12 hours, however active', async () => {
    const cookie = await signIn(w.app, 'admin@example.org', PASSWORD);
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      w.clock.advance(20 * 60_000);
      expect((await w.app.request('/api/admin/usage', { headers: { Cookie: cookie } })).status, `after ${minutes + 20} min`).toBe(200);
    }
    const info = (await (await session(cookie)).json()).session;
    expect(info.expiresIn).toBeLessThanOrEqual(20 * 60);
    w.clock.advance(20 * 60_000);
    expect((await w.app.request('/api/admin/usage', { headers: { Cookie: cookie } })).status).toBe(401);
  });

  test('POST /api/auth/refresh ("Stay signed in") extends the idle limit', async () => {
    const cookie = await signIn(w.app, 'admin@example.org', PASSWORD);
    w.clock.advance(29 * 60_000);
    const res = await w.app.request('/api/auth/refresh', jsonInit('POST', {}, { Cookie: cookie }));
    expect(res.status).toBe(200);
    expect((await res.json()).session.expiresIn).toBe(30 * 60);
    w.clock.advance(29 * 60_000);
    expect((await w.app.request('/api/admin/usage', { headers: { Cookie: cookie } })).status).toBe(200);
    const anonymous = await w.app.request('/api/auth/refresh', jsonInit('POST', {}));
    expect(anonymous.status).toBe(401);
  });

  test('logout ends the session on the server and clears the cookie', async () => {
    const cookie = await signIn(w.app, 'admin@example.org', PASSWORD);
    const res = await w.app.request('/api/auth/logout', jsonInit('POST', {}, { Cookie: cookie }));
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().join()).toMatch(/ubc_session=;.*Max-Age=0/);
    expect((await w.app.request('/api/admin/usage', { headers: { Cookie: cookie } })).status).toBe(401);
    expect(w.db.prepare('SELECT count(*) AS n FROM sessions').get()).toEqual({ n: 0 });
  });

  test('logout from another site is refused (CSRF)', async () => {
    const cookie = await signIn(w.app, 'admin@example.org', PASSWORD);
    const res = await w.app.request('/api/auth/logout', { method: 'POST', headers: { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' } });
    expect(res.status).toBe(403);
    expect((await w.app.request('/api/admin/usage', { headers: { Cookie: cookie } })).status).toBe(200);
  });
});
