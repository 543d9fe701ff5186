/** Password hashing, the session store and the rate limiter, on their own. */
import { describe, expect, test } from 'vitest';
import Database from 'better-sqlite3';
import { hashPassword, needsRehash, parseHash, verifyPassword } from './password.ts';
import { createSessionStore, SESSION_IDLE_SECONDS } from './session.ts';
import { createRateLimiter } from './rate-limit.ts';
import { BusyError, createHashGate, createLoginThrottle, LOGIN_POLICY, networkOf } from './login-throttle.ts';
import { sqliteAccountFailures } from './account-lockout.ts';
import { memoryLogger } from '../logger.ts';
import { throttledPasswordCheck } from './password-check.ts';
import { migrate } from '../db/index.ts';

describe('passwords (scrypt)', () => {
  test('the stored form describes itself and verifies; wrong passwords fail', async () => {
    const stored = await hashPassword('correct horse battery', { ln: 10, r: 8, p: 1 });
    expect(stored).toMatch(/^scrypt\$ln=10,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await verifyPassword('correct horse battery', 'plain-text')).toBe(false);
    expect(parseHash(stored)?.params).toEqual({ ln: 10, r: 8, p: 1 });
  });

  test('two hashes of one password differ (random salt)', async () => {
    const a = await hashPassword('same password!', { ln: 10, r: 8, p: 1 });
    const b = await hashPassword('same password!', { ln: 10, r: 8, p: 1 });
    expect(a).not.toBe(b);
  });

  test('the production cost is N=2^17, r=8, p=1 and works within maxmem', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^scrypt\$ln=17,r=8,p=1\$/);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(needsRehash(stored)).toBe(false);
    expect(needsRehash(await hashPassword('x', { ln: 10, r: 8, p: 1 }))).toBe(true);
  });
});

describe('session store', () => {
  function store() {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db);
    db.prepare("INSERT INTO users (id, email, password_hash) VALUES ('u1', 'a@example.org', 'x')").run();
    let now = 1_750_000_000_000;
    const sessions = createSessionStore(db, () => now);
    return { db, sessions, advance: (s: number) => (now += s * 1000) };
  }

  test('a token validates; its id alone, or another secret, does not', () => {
    const { sessions } = store();
    const { token } = sessions.create('u1');
    expect(sessions.validate(token)?.userId).toBe('u1');
    const [id] = token.split('.');
    expect(sessions.validate(`${id}.${'A'.repeat(43)}`)).toBeNull();
    expect(sessions.validate(undefined)).toBeNull();
  });

  test('idle expiry slides with use; an expired session is deleted', () => {
    const { sessions, advance, db } = store();
    const { token } = sessions.create('u1');
    advance(SESSION_IDLE_SECONDS - 10);
    expect(sessions.validate(token)).not.toBeNull();
    advance(SESSION_IDLE_SECONDS - 10);
    expect(sessions.validate(token)).not.toBeNull();
    advance(SESSION_IDLE_SECONDS);
    expect(sessions.validate(token)).toBeNull();
    expect(db.prepare('SELECT count(*) AS n FROM sessions').get()).toEqual({ n: 0 });
  });

  test('invalidateUser ends every session of a user', () => {
    const { sessions } = store();
    const a = sessions.create('u1').token;
    const b = sessions.create('u1').token;
    sessions.invalidateUser('u1');
    expect(sessions.validate(a)).toBeNull();
    expect(sessions.validate(b)).toBeNull();
  });
});

describe('rate limiter', () => {
  test('allows `limit` events per window, then says how long to wait', () => {
    let now = 0;
    const limit = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 3; i++) {
      expect(limit.check('k').allowed).toBe(true);
      limit.hit('k');
      now += 1000;
    }
    const state = limit.check('k');
    expect(state).toEqual({ allowed: false, retryAfterSeconds: 57 });
    now = 60_001;
    expect(limit.check('k').allowed).toBe(true);
    limit.reset('k');
    expect(limit.check('k').allowed).toBe(true);
  });

  test('disabled never limits; memory stays bounded', () => {
    const off = createRateLimiter({ limit: 1, windowMs: 60_000, disabled: true });
    off.hit('k');
    off.hit('k');
    expect(off.check('k').allowed).toBe(true);
    const bounded = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 100 });
    for (let i = 0; i < 1000; i++) bounded.hit(`ip-${i}`);
    expect(bounded.check('ip-999').allowed).toBe(false);
  });
});

describe('sign-in throttle', () => {
  const party = (address: string, account = 'admin@example.org', device: string | null = null) => ({ address, account, device });

  test('busy answers count against the sender like failures: an address looping for them is slowed down', async () => {
    // One hashing slot, held for the whole test, and no queue: every other check is turned away as busy.
    const loginThrottle = createLoginThrottle({ policy: { hashes: 1, queue: 0 } });
    let release!: () => void;
    const held = loginThrottle.gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    const deps = { loginThrottle, scrypt: { ln: 10, r: 8, p: 1 } };
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const checked = await throttledPasswordCheck(deps, party('192.0.2.77', `nobody${i}@example.org`), null, 'x');
      statuses.push(checked.ok ? 200 : checked.status);
    }
    release();
    await held;
    // 10 busy answers (the address's free failures across accounts), then the address must wait.
    expect(statuses).toEqual([...Array(10).fill(503), 429, 429]);
    expect(loginThrottle.waitFor(party('192.0.2.77', 'someone@example.org'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect(loginThrottle.waitFor(party('192.0.2.78', 'someone@example.org'))).toBe(0);
  });

  test('the hash gate serves trusted checks first and gives one network at most its share', async () => {
    const gate = createHashGate(1, { queue: 10, trustedQueue: 2, perNetwork: 2 });
    const order: string[] = [];
    let release!: () => void;
    const first = gate.run(() => new Promise<void>((resolve) => (release = resolve)), { lane: 'untrusted', network: 'a' });
    const queued = [
      gate.run(async () => void order.push('a2'), { lane: 'untrusted', network: 'a' }),
      gate.run(async () => void order.push('b1'), { lane: 'untrusted', network: 'b' }),
      gate.run(async () => void order.push('trusted'), { lane: 'trusted' }),
    ];
    // Network a already has two places (one running, one waiting).
    await expect(gate.run(async () => undefined, { lane: 'untrusted', network: 'a' })).rejects.toBeInstanceOf(BusyError);
    release();
    await Promise.all([first, ...queued]);
    expect(order).toEqual(['trusted', 'a2', 'b1']);
    expect(gate.peak).toBe(1);
  });

  test('a slot kept for trusted checks: a trusted check runs at once while untrusted ones wait for the general slots', async () => {
    const gate = createHashGate(1, { queue: 10, trustedQueue: 2, perNetwork: 4, reserved: 1 });
    const order: string[] = [];
    let release!: () => void;
    const first = gate.run(() => new Promise<void>((resolve) => (release = resolve)), { lane: 'untrusted', network: 'a' });
    const untrusted = gate.run(async () => void order.push('untrusted'), { lane: 'untrusted', network: 'b' });
    await gate.run(async () => void order.push('trusted'), { lane: 'trusted' });
    expect(order).toEqual(['trusted']);
    release();
    await Promise.all([first, untrusted]);
    expect(order).toEqual(['trusted', 'untrusted']);
    expect(gate.peak).toBe(2);
  });

  /** A throttle on a fresh migrated database (the account lock-out in SQLite, as the server keeps it). */
  function sqliteThrottle(policy: Partial<typeof LOGIN_POLICY> = {}, start = 1_750_000_000_000) {
    const db = new Database(':memory:');
    migrate(db);
    let t = start;
    const now = () => t;
    const make = () => createLoginThrottle({ now, policy, accountFailures: sqliteAccountFailures(db, { windowMs: LOGIN_POLICY.windowMs, logger: memoryLogger() }) });
    return { db, make, advance: (ms: number) => (t += ms) };
  }

  test('60,000 junk keys (addresses and made-up accounts) never push out a locked account: it stays locked, across a restart too', () => {
    // The global rate is lifted here so that every junk attempt really is counted (the worst case for memory).
    const world = sqliteThrottle({ untrustedPerMinute: Infinity });
    const throttle = world.make();
    // 10 untrusted failures for the account from 10 addresses: locked (LOGIN_POLICY.accountLockout = 10).
    for (let i = 0; i < 10; i++) {
      const a = throttle.begin(party(`10.${i}.0.1`));
      expect(a.ok).toBe(true);
      if (a.ok) a.fail();
    }
    expect(throttle.begin(party('198.51.100.9'))).toMatchObject({ ok: false, reason: 'throttled' });
    // The flood of the issue: thousands of addresses, each trying made-up accounts.
    for (let i = 0; i < 60_000; i++) {
      const a = throttle.begin(party(`172.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, `nobody${i}@example.org`));
      if (a.ok) a.fail();
    }
    world.advance(60_000);
    const after = throttle.begin(party('198.51.100.9'));
    expect(after).toMatchObject({ ok: false, reason: 'throttled' });
    // About an hour after the first failures: 3,600 s − the minute just passed.
    expect(after.ok ? 0 : after.retryAfterSeconds).toBeGreaterThan(3_500);
    // A restart (a new throttle on the same database) keeps the lock-out.
    expect(world.make().begin(party('198.51.100.9'))).toMatchObject({ ok: false, reason: 'throttled' });
    // Rows older than the hour are deleted as new failures come.
    world.advance(LOGIN_POLICY.windowMs);
    const late = throttle.begin(party('198.51.100.9', 'someone@example.org'));
    if (late.ok) late.fail();
    expect(world.db.prepare('SELECT count(*) AS n FROM sign_in_account_failures').get()).toEqual({ n: 1 });
  });

  test('untrusted attempts are held to 240 a minute site-wide: past it nothing is counted or hashed; trusted browsers are not held', () => {
    const world = sqliteThrottle();
    const throttle = world.make();
    let taken = 0;
    for (let i = 0; i < LOGIN_POLICY.untrustedPerMinute; i++) {
      const a = throttle.begin(party(`10.0.${i >> 8}.${i & 255}`, `nobody${i}@example.org`));
      if (a.ok) {
        taken++;
        a.fail();
      }
    }
    expect(taken).toBe(240);
    const rows = () => (world.db.prepare('SELECT count(*) AS n FROM sign_in_account_failures').get() as { n: number }).n;
    expect(rows()).toBe(240);
    world.advance(20_000);
    // The 241st within the minute is refused until the first leaves it (60 − 20 = 40 s), and counts nothing.
    expect(throttle.begin(party('198.51.100.9'))).toEqual({ ok: false, reason: 'site-busy', retryAfterSeconds: 40 });
    expect(rows()).toBe(240);
    expect(throttle.waitFor(party('198.51.100.9'))).toBe(0);
    // A trusted browser is not held by it.
    const trusted = throttle.begin(party('198.51.100.9', 'admin@example.org', 'device-1'));
    expect(trusted).toMatchObject({ ok: true, trusted: true });
    if (trusted.ok) trusted.succeed();
    world.advance(40_000);
    expect(throttle.begin(party('198.51.100.9'))).toMatchObject({ ok: true, trusted: false });
  });

  test('a copy of a device cookie used away from its home network spends only the away allowance', () => {
    const throttle = createLoginThrottle({ now: () => 1_750_000_000_000 });
    const away = { ...party('203.0.113.5', 'admin@example.org', 'device-1'), away: true };
    const home = party('198.51.100.9', 'admin@example.org', 'device-1');
    for (let i = 0; i < 5; i++) {
      const a = throttle.begin(away);
      expect(a).toMatchObject({ ok: true, trusted: true });
      if (a.ok) a.fail();
    }
    // Past its allowance the copy is untrusted...
    const sixth = throttle.begin(away);
    expect(sixth).toMatchObject({ ok: true, trusted: false });
    if (sixth.ok) sixth.fail();
    // ...while the browser at home keeps all five.
    for (let i = 0; i < 5; i++) {
      const a = throttle.begin(home);
      expect(a).toMatchObject({ ok: true, trusted: true });
      if (a.ok) a.fail();
    }
  });

  test('networks: an IPv4 /24, an IPv6 /64, IPv4-mapped addresses as IPv4', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
    expect(networkOf('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('2001:0db8:0000:0002::9')).toBe('2001:db8:0:2::/64');
    expect(networkOf('unknown')).toBe('unknown');
  });
});
