/**
 * The second factor (docs/product.md §11 "Second factor"; auth/two-factor.ts): set up from
 * the Admin Users tab, asked after the password, recovery codes once each, and required
 * of every admin once the site setting is on.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { createUser, jsonInit, makeTestApp, sessionCookieFrom, signIn, TEST_SCRYPT } from '../test-helpers.ts';
import { hashPassword } from '../auth/password.ts';
import { stepOf, totpAt } from '../auth/two-factor.ts';
import { SECOND_FACTOR_TEXT } from './auth.ts';
import { TWO_FACTOR_TEXT } from './admin/two-factor.ts';

const PASSWORD = 'correct horse battery staple';
let w: ReturnType<typeof makeTestApp>;
beforeEach(async () => {
  w = makeTestApp();
  await createUser(w.db, 'admin@example.org', PASSWORD);
});
afterEach(() => w.cleanup());

/** The code an authenticator app holding `key` (as shown, base32 in groups) shows now, or `steps` steps from now. */
const codeFor = (key: string, steps = 0) => totpAt(decodeBase32IgnorePadding(key.replace(/\s/g, '')), stepOf(w.clock.now().getTime()) + steps);

/** Cookies a response sets, as one Cookie header (cleared ones left out). */
function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

const login = (ip = '198.51.100.7', email = 'admin@example.org') => w.app.request('/api/auth/login', jsonInit('POST', { email, password: PASSWORD }, { 'X-Forwarded-For': ip }));
const sendCode = (cookie: string, code: string, ip = '198.51.100.7') =>
  w.app.request('/api/auth/second-factor', jsonInit('POST', { code }, { Cookie: cookie, 'X-Forwarded-For': ip }));

/** Set up a second factor for admin@example.org from the tab; returns the key as shown and the recovery codes. */
async function setUpFromTab(cookie: string) {
  const setup = await w.app.request('/api/admin/two-factor/setup', jsonInit('POST', { password: PASSWORD }, { Cookie: cookie }));
  expect(setup.status).toBe(200);
  const { key, keyUri } = await setup.json();
  const confirmed = await w.app.request('/api/admin/two-factor/confirm', jsonInit('POST', { code: codeFor(key) }, { Cookie: cookie }));
  expect(confirmed.status).toBe(200);
  const { recoveryCodes } = await confirmed.json();
  return { key: key as string, keyUri: keyUri as string, recoveryCodes: recoveryCodes as string[] };
}

describe('setting up from the Admin Users tab', () => {
  test('asks for the password again, shows a key and its otpauth address, and takes a code from the app before turning it on', async () => {
    const cookie = await signIn(w.app, 'admin@example.org', PASSWORD);
    const wrong = await w.app.request('/api/admin/two-factor/setup', jsonInit('POST', { password: 'not my password' }, { Cookie: cookie }));
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).error).toBe(TWO_FACTOR_TEXT.wrongPassword);

    const setup = await (await w.app.request('/api/admin/two-factor/setup', jsonInit('POST', { password: PASSWORD }, { Cookie: cookie }))).json();
    expect(setup.key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/); // 160 bits
    expect(setup.keyUri).toBe(
      `otpauth://totp/UK%20Benefits%20Calculator:admin%40example.org?issuer=UK+Benefits+Calculator&algorithm=SHA1&secret=${setup.key.replace(/ /g, '')}&period=30&digits=6`,
    );
    const bad = await w.app.request('/api/admin/two-factor/confirm', jsonInit('POST', { code: codeFor(setup.key, 5) }, { Cookie: cookie }));
    expect(bad.status).toBe(422);
    expect((await (await w.app.request('/api/admin/two-factor', { headers: { Cookie: cookie } })).json()).enabled).toBe(false);

    const confirmed = await w.app.request('/api/admin/two-factor/confirm', jsonInit('POST', { code: codeFor(setup.key) }, { Cookie: cookie }));
    expect(confirmed.status).toBe(200);
    const { recoveryCodes } = await confirmed.json();
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    expect(await (await w.app.request('/api/admin/two-factor', { headers: { Cookie: cookie } })).json()).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    // Only hashes of the recovery codes are stored.
    const stored = JSON.stringify(w.db.prepare('SELECT * FROM user_recovery_codes').all());
    for (const code of recoveryCodes) expect(stored).not.toContain(code.replace(/-/g, ''));
  });
});

describe('signing in with a second factor', () => {
  test('the password alone gives no session; the code from the app does, once', async () => {
    const { key } = await setUpFromTab(await signIn(w.app, 'admin@example.org', PASSWORD));
    const first = await login();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ secondFactor: 'code' });
    expect(sessionCookieFrom(first)).toBeNull();
    const pending = cookiesOf(first);
    expect(pending).toMatch(/^ubc_signin=[\w-]{43}$/);

    // The tab's set-up spent this step's code: the app's next one is needed (a code is never taken twice).
    expect((await sendCode(pending, codeFor(key))).status).toBe(401);
    const wrong = await sendCode(pending, '000000');
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error).toBe(SECOND_FACTOR_TEXT.wrong);
    w.clock.advance(30_000);
    const right = await sendCode(pending, codeFor(key));
    expect(right.status).toBe(200);
    expect((await right.json()).session.user.email).toBe('admin@example.org');
    expect(sessionCookieFrom(right)).not.toBeNull();
    expect(right.headers.getSetCookie().join('\n')).toMatch(/ubc_signin=;/);
    // The pending sign-in is over: the same cookie cannot be used again.
    expect(await (await sendCode(pending, codeFor(key, 1))).json()).toMatchObject({ code: 'start_again' });
  });

  test('a recovery code signs in once', async () => {
    const { recoveryCodes } = await setUpFromTab(await signIn(w.app, 'admin@example.org', PASSWORD));
    const recovery = recoveryCodes[3]!.toUpperCase().replace(/-/g, ' ');
    expect((await sendCode(cookiesOf(await login()), recovery)).status).toBe(200);
    expect((await sendCode(cookiesOf(await login()), recovery)).status).toBe(401);
    expect((await sendCode(cookiesOf(await login()), recoveryCodes[4]!)).status).toBe(200);
  });

  test('five wrong codes end the sign-in, and wrong codes count against the sender like wrong passwords', async () => {
    await setUpFromTab(await signIn(w.app, 'admin@example.org', PASSWORD));
    const pending = cookiesOf(await login('192.0.2.9'));
    const statuses: number[] = [];
    let last: unknown;
    for (let i = 0; i < 5; i++) {
      let res = await sendCode(pending, `12345${i}`, '192.0.2.9');
      if (res.status === 429) {
        // Past three free failures the throttle asks this address to wait, as after wrong passwords.
        statuses.push(429);
        w.clock.advance(Number(res.headers.get('retry-after')) * 1000);
        res = await sendCode(pending, `12345${i}`, '192.0.2.9');
      }
      statuses.push(res.status);
      last = await res.json();
    }
    expect(statuses).toEqual([401, 401, 401, 429, 401, 429, 401]);
    expect(last).toEqual({ error: SECOND_FACTOR_TEXT.startAgain, code: 'start_again' });
    // The password is delayed too.
    expect((await login('192.0.2.9')).status).toBe(429);
  });

  test('a sign-in waits five minutes for its code', async () => {
    const { key } = await setUpFromTab(await signIn(w.app, 'admin@example.org', PASSWORD));
    const pending = cookiesOf(await login());
    w.clock.advance(5 * 60_000 + 1000);
    expect(await (await sendCode(pending, codeFor(key))).json()).toEqual({ error: SECOND_FACTOR_TEXT.startAgain, code: 'start_again' });
  });
});

describe('a password change', () => {
  test('ends a sign-in waiting for its code: a valid code then starts again', async () => {
    const cookie = await signIn(w.app, 'admin@example.org', PASSWORD);
    const { key } = await setUpFromTab(cookie);
    const first = await login();
    expect(await first.json()).toEqual({ secondFactor: 'code' });
    // What admin:create does to an existing account (server/cli/admin-create.ts), from another process.
    w.db.prepare('UPDATE users SET password_hash = ? WHERE email = ?').run(await hashPassword('a different long passphrase', TEST_SCRYPT), 'admin@example.org');
    const res = await sendCode(cookiesOf(first), codeFor(key, 1));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: SECOND_FACTOR_TEXT.startAgain, code: 'start_again' });
    expect(sessionCookieFrom(res)).toBeNull();
  });
});

describe('requiring a second factor of every admin', () => {
  test('an admin without one cannot require it; once required, an admin without one sets it up at sign-in', async () => {
    await createUser(w.db, 'second@example.org', PASSWORD);
    const cookie = await signIn(w.app, 'admin@example.org', PASSWORD);
    const refused = await w.app.request('/api/admin/two-factor/required', jsonInit('PUT', { required: true }, { Cookie: cookie }));
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toBe(TWO_FACTOR_TEXT.ownFirst);
    await setUpFromTab(cookie);
    const on = await w.app.request('/api/admin/two-factor/required', jsonInit('PUT', { required: true }, { Cookie: cookie }));
    expect(await on.json()).toEqual({ enabled: true, required: true, recoveryCodesLeft: 10 });

    const first = await login('198.51.100.8', 'second@example.org');
    const body = await first.json();
    expect(body.secondFactor).toBe('setup');
    expect(body.setup.keyUri).toContain('second%40example.org');
    expect(sessionCookieFrom(first)).toBeNull();
    const wrong = await sendCode(cookiesOf(first), codeFor(body.setup.key, 3), '198.51.100.8');
    expect((await wrong.json()).error).toBe(SECOND_FACTOR_TEXT.wrongSetup);
    const done = await sendCode(cookiesOf(first), codeFor(body.setup.key), '198.51.100.8');
    expect(done.status).toBe(200);
    const signedIn = await done.json();
    expect(signedIn.recoveryCodes).toHaveLength(10);
    expect(signedIn.session.user.email).toBe('second@example.org');
    // From now on the code is asked of this admin too.
    expect(await (await login('198.51.100.8', 'second@example.org')).json()).toEqual({ secondFactor: 'code' });
  });

  test('turning the requirement off asks for the password again, as setting up does; turning it on does not', async () => {
    const cookie = await signIn(w.app, 'admin@example.org', PASSWORD);
    await setUpFromTab(cookie);
    expect((await w.app.request('/api/admin/two-factor/required', jsonInit('PUT', { required: true }, { Cookie: cookie }))).status).toBe(200);
    const required = () => w.db.prepare("SELECT setting_value AS v FROM security_settings WHERE setting_key = 'two_factor_required'").get();

    const without = await w.app.request('/api/admin/two-factor/required', jsonInit('PUT', { required: false }, { Cookie: cookie }));
    expect(without.status).toBe(422);
    expect(await without.json()).toEqual({ error: TWO_FACTOR_TEXT.passwordToTurnOff, fields: { password: TWO_FACTOR_TEXT.passwordToTurnOff } });
    const wrong = await w.app.request('/api/admin/two-factor/required', jsonInit('PUT', { required: false, password: 'not my password' }, { Cookie: cookie }));
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).error).toBe(TWO_FACTOR_TEXT.wrongPasswordTurnOff);
    expect(required()).toEqual({ v: 'true' });

    const off = await w.app.request('/api/admin/two-factor/required', jsonInit('PUT', { required: false, password: PASSWORD }, { Cookie: cookie }));
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    expect(required()).toEqual({ v: 'false' });
    // Already off: nothing is weakened, so nothing is asked.
    expect((await w.app.request('/api/admin/two-factor/required', jsonInit('PUT', { required: false }, { Cookie: cookie }))).status).toBe(200);
  });

  test('a non-admin is still refused at the password, never asked for a code', async () => {
    await createUser(w.db, 'visitor@example.org', PASSWORD, { admin: false });
    w.db.prepare("INSERT INTO security_settings (setting_key, setting_value) VALUES ('two_factor_required', 'true')").run();
    expect((await login('198.51.100.8', 'visitor@example.org')).status).toBe(403);
  });
});
