/**
 * Sign-in throttling that cannot be turned on the admin (docs/product.md §11 "Sign-in
 * throttling", with its figures; OWASP Authentication Cheat Sheet "Login Throttling" and
 * "Slow down online guessing attacks with device cookies"; NCSC password guidance).
 *
 * - A *trusted* browser, one holding a device cookie for the account (device-cookie.ts),
 *   is throttled only on its own allowance (5 failures an hour). Failures from anyone
 *   else, at its address or anywhere, never count against it, and its password checks
 *   queue in a lane of their own that is served first. Past its allowance it is
 *   treated as untrusted, as OWASP says. The allowance is kept apart for the network the
 *   cookie was last signed in from ("home") and for everywhere else ("away"), so someone
 *   with a copy of the cookie spends only the away allowance and the real admin's browser
 *   at home keeps its own.
 * - An *untrusted* browser is throttled by its address (10 free failures across
 *   accounts) and by its address and the account (3 free), with delays doubling from
 *   1 second to 15 minutes; and by the account: after 10 untrusted failures within the
 *   hour every untrusted browser is locked out of it until the oldest leaves the hour
 *   (OWASP "Account Lockout": by account, not by address, so no number of addresses
 *   adds guesses). The account's failures are kept apart, in SQLite
 *   (account-lockout.ts): never dropped to make room, and kept across restarts.
 * - Untrusted attempts across the whole site are held to a global rate (240 a minute),
 *   so the per-address lists, kept for an hour, hold at most 14,400 entries and never
 *   need to drop anything: past the rate an attempt is refused (429) before it is
 *   counted or hashed. Trusted browsers are not held by it.
 * - Every attempt is counted *before* its password is hashed (a reservation, given back
 *   when the password is right), so a burst sent at once cannot all be evaluated
 *   against a limit that only counts finished failures.
 * - Hashing is expensive (scrypt, N = 2^17: about half a second of CPU and 128 MiB
 *   each), so at most 2 run at once, and a third only for trusted browsers' checks
 *   (which never wait behind an untrusted one); untrusted checks wait in a queue of 16, where one
 *   address has at most one place and one network (an IPv4 /24, an IPv6 /64) at most 4,
 *   so no one sender can fill it. A check turned away because the queue (or its
 *   network's share) is full is answered "busy" and counts against the sender like a
 *   failure, with the same wait, so looping for "busy" answers slows the looper down as
 *   guessing does.
 *
 * The per-address and per-device lists are in memory (one process serves the site; a
 * restart forgets them, which only lets an address try sooner); the account lock-out is
 * not.
 */
import net from 'node:net';
import { createWindowLog } from './rate-limit.ts';
import { memoryAccountFailures, type AccountFailureStore } from './account-lockout.ts';
import { serverAuthMessages } from '../../src/i18n/en/server.ts';

/** A delay rule: free failures, then a delay doubling from base to max. */
export interface DelayRule {
  free: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/** The throttle's policy (see LOGIN_POLICY). */
export interface LoginPolicy {
  windowMs: number;
  pair: DelayRule;
  address: DelayRule;
  accountLockout: number;
  device: number;
  hashesPerAddress: number;
  hashes: number;
  trustedHashes: number;
  queue: number;
  queuePerNetwork: number;
  trustedQueue: number;
  untrustedPerMinute: number;
}

/** The policy, in one place (docs/product.md §9 "Admin" and §11 repeat these figures). */
export const LOGIN_POLICY: LoginPolicy = {
  /** How long a failure is remembered. */
  windowMs: 60 * 60_000,
  /** An untrusted address trying one account: free tries, then delays from 1 s doubling to 15 minutes. */
  pair: { free: 3, baseDelayMs: 1_000, maxDelayMs: 15 * 60_000 },
  /** An untrusted address, any accounts. */
  address: { free: 10, baseDelayMs: 1_000, maxDelayMs: 15 * 60_000 },
  /** Untrusted failures for one account within the window, after which untrusted browsers are locked out of it. */
  accountLockout: 10,
  /** Failures one trusted browser may make within the window before it counts as untrusted. */
  device: 5,
  /** Password checks running or waiting at once for one untrusted address, or one trusted browser. */
  hashesPerAddress: 1,
  /** Password hashes running at once in the whole server (2 cores; 128 MiB each). */
  hashes: 2,
  /** One more that only trusted browsers' checks may use, so theirs never wait behind an attacker's. */
  trustedHashes: 1,
  /** Untrusted checks waiting for a hashing slot before new ones are turned away. */
  queue: 16,
  /** Untrusted checks running or waiting at once from one network (IPv4 /24, IPv6 /64). */
  queuePerNetwork: 4,
  /** Trusted browsers' checks waiting (served before any untrusted one). */
  trustedQueue: 8,
  /**
   * Untrusted attempts taken in any one minute across the site; past it they are refused
   * before being counted. About the 2 hashing slots' pace (4 half-second checks a
   * second), and it bounds the per-address lists: 240 × 60 = 14,400 entries an hour.
   */
  untrustedPerMinute: 240,
};

/** Who is signing in: the client address, the account (lower-cased email) and a trusted device of that account, if any. */
export interface SignInParty {
  address: string;
  account: string;
  /** The device id from a valid device cookie for this account (device-cookie.ts), or null. */
  device: string | null;
  /** The device cookie is used from another network than the one it last signed in from (its "away" allowance). */
  away?: boolean;
}

/** Why an attempt may not go ahead now. */
export type Refusal =
  /** Too many recent failures, or the account is locked for untrusted browsers: wait `retryAfterSeconds`. */
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number }
  /** This address (or browser) already has a sign-in being checked. */
  | { ok: false; reason: 'in-progress'; retryAfterSeconds: number }
  /** The site has taken as many untrusted attempts this minute as it takes (nothing counted). */
  | { ok: false; reason: 'site-busy'; retryAfterSeconds: number };

/** An attempt that may go ahead: it is already counted as a failure until settled otherwise. */
export interface Attempt {
  ok: true;
  /** Whether it is throttled as a trusted browser. */
  trusted: boolean;
  /** Run the password check in a hashing slot. Rejects with BusyError when its queue is full. */
  check<T>(fn: () => Promise<T>): Promise<T>;
  /** Signed in: the reservation is given back and this party's failures for the account are forgotten. */
  succeed(): void;
  /** The password was right but a second factor is still to come: the reservation is given back, nothing forgotten. */
  passwordOnly(): void;
  /** The password was wrong, or the check was turned away as busy: the reservation stays as a failure. */
  fail(): void;
  /** Nothing was checked (an error): the reservation is given back. No-op once settled. */
  cancel(): void;
}

/** Thrown by Attempt.check when the server is already hashing and queueing as much as it will. */
export class BusyError extends Error {
  constructor() {
    super('too many sign-ins are being checked');
    this.name = 'BusyError';
  }
}

/** Milliseconds to wait after the last failure, given how many there were. */
function delayMs(failures: number, rule: DelayRule): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** (failures - rule.free));
}

/**
 * The network an address belongs to, for the queue's fair shares: an IPv4 /24 (also for
 * IPv4-mapped IPv6), an IPv6 /64, or the text itself when it is not an address.
 */
export function networkOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const v4 = mapped ? mapped[1]! : address;
  if (net.isIPv4(v4)) return v4.split('.').slice(0, 3).join('.') + '.0/24';
  if (net.isIPv6(address)) {
    const [head = '', tail = ''] = address.toLowerCase().split('::');
    const left = head ? head.split(':') : [];
    const right = tail ? tail.split(':') : [];
    const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
    return (
      groups
        .slice(0, 4)
        .map((g) => g.replace(/^0+(?=.)/, ''))
        .join(':') + '::/64'
    );
  }
  return address;
}

/** Where a check waits: the trusted lane is served first. */
export type Lane = 'trusted' | 'untrusted';

/**
 * A counting semaphore for password hashes with two bounded queues: `max` slots for
 * anyone plus `reserved` that only trusted browsers' checks may use, so a trusted check
 * never waits behind an untrusted one; trusted checks are also served first from the
 * queue. Each network holds at most `perNetwork` places (running or waiting) among the
 * untrusted.
 */
export function createHashGate(max: number, limits: { queue: number; trustedQueue: number; perNetwork: number; reserved?: number }) {
  const reserved = limits.reserved ?? 0;
  let active = 0;
  let peak = 0;
  const waiting: Record<Lane, Array<() => void>> = { trusted: [], untrusted: [] };
  const perNetwork = new Map<string, number>();
  const limitOf = (lane: Lane) => (lane === 'trusted' ? max + reserved : max);

  function release() {
    active--;
    if (waiting.trusted.length > 0 && active < max + reserved) waiting.trusted.shift()!();
    else if (waiting.untrusted.length > 0 && active < max) waiting.untrusted.shift()!();
  }

  return {
    /** Run `fn` in a hashing slot, waiting in `lane`; `network` (untrusted lane) counts towards its share. */
    async run<T>(fn: () => Promise<T>, options: { lane: Lane; network?: string } = { lane: 'untrusted' }): Promise<T> {
      const { lane, network } = options;
      const queued = waiting[lane];
      const full = active >= limitOf(lane);
      if (network !== undefined && (perNetwork.get(network) ?? 0) >= limits.perNetwork) throw new BusyError();
      if (full && queued.length >= (lane === 'trusted' ? limits.trustedQueue : limits.queue)) throw new BusyError();
      if (network !== undefined) perNetwork.set(network, (perNetwork.get(network) ?? 0) + 1);
      try {
        // Woken by release() only when a slot of this lane is free; active is counted here.
        if (full) await new Promise<void>((resolve) => queued.push(resolve));
        active++;
        peak = Math.max(peak, active);
        try {
          return await fn();
        } finally {
          release();
        }
      } finally {
        if (network !== undefined) {
          const left = (perNetwork.get(network) ?? 1) - 1;
          if (left > 0) perNetwork.set(network, left);
          else perNetwork.delete(network);
        }
      }
    },
    /** The most hashes that ever ran at once (for tests and logs). */
    get peak() {
      return peak;
    },
  };
}

/** Options for createLoginThrottle. */
export interface LoginThrottleOptions {
  /** Clock in ms, for tests. */
  now?: () => number;
  /** DISABLE_RATE_LIMITS: no failure counting (the hashing caps still apply). */
  disabled?: boolean;
  /** Where the accounts' untrusted failures are kept (app.ts: SQLite, account-lockout.ts; default: memory). */
  accountFailures?: AccountFailureStore;
  /** Policy overrides (tests). */
  policy?: Partial<LoginPolicy>;
}

/** How often expired entries are swept from the in-memory lists. */
const SWEEP_MS = 60_000;
const MINUTE_MS = 60_000;

/** The sign-in throttle; see the module comment. */
export function createLoginThrottle(options: LoginThrottleOptions = {}) {
  const policy = { ...LOGIN_POLICY, ...options.policy };
  const now = options.now ?? Date.now;
  const disabled = options.disabled ?? false;
  // No key is ever dropped to make room: the global rate bounds how many there can be.
  const byAddress = createWindowLog(policy.windowMs, Infinity);
  const byPair = createWindowLog(policy.windowMs, Infinity);
  const byDevice = createWindowLog(policy.windowMs, Infinity);
  const accounts = options.accountFailures ?? memoryAccountFailures(policy.windowMs);
  /** Times of untrusted attempts taken in the last minute, oldest first (the global rate). */
  let recent: number[] = [];
  let sweptAt = now();
  const running = new Map<string, number>();
  const gate = createHashGate(policy.hashes, {
    queue: policy.queue,
    trustedQueue: policy.trustedQueue,
    perNetwork: policy.queuePerNetwork,
    reserved: policy.trustedHashes,
  });

  const pairKey = (p: SignInParty) => `${p.address}\n${p.account}`;
  const deviceKey = (p: SignInParty) => `${p.account}\n${p.device}\n${p.away ? 'away' : 'home'}`;

  /** Forget expired entries now and then, so lists of addresses that never come back do not build up. */
  function sweep(t: number) {
    if (t - sweptAt < SWEEP_MS) return;
    sweptAt = t;
    for (const log of [byAddress, byPair, byDevice]) log.sweep(t);
  }

  /** Seconds until `list` (sorted) allows another try under `rule`, or 0. */
  function wait(list: number[], rule: DelayRule, t: number): number {
    const last = list[list.length - 1];
    if (last === undefined) return 0;
    const until = last + delayMs(list.length, rule) - t;
    return until > 0 ? Math.ceil(until / 1000) : 0;
  }

  /** Is this party a trusted browser with allowance left? */
  function isTrusted(p: SignInParty, t: number): boolean {
    return p.device !== null && (disabled || byDevice.live(deviceKey(p), t).length < policy.device);
  }

  /** Count one failure (or reservation) of this party at `t`; returns what gives it back. */
  function count(p: SignInParty, trusted: boolean, t: number): () => void {
    if (trusted) {
      byDevice.add(deviceKey(p), t);
      return () => byDevice.remove(deviceKey(p), t);
    }
    byAddress.add(p.address, t);
    byPair.add(pairKey(p), t);
    const giveBackAccount = accounts.add(p.account, t);
    return () => {
      byAddress.remove(p.address, t);
      byPair.remove(pairKey(p), t);
      giveBackAccount();
    };
  }

  /** Seconds an untrusted party must wait, or 0. */
  function untrustedWait(p: SignInParty, t: number): number {
    const seconds = Math.max(wait(byAddress.live(p.address, t), policy.address, t), wait(byPair.live(pairKey(p), t), policy.pair, t));
    if (seconds > 0) return seconds;
    const accountFailures = accounts.live(p.account, t);
    if (accountFailures.length >= policy.accountLockout) {
      // Locked for untrusted browsers until enough of the account's failures have left the window.
      const clear = accountFailures[accountFailures.length - policy.accountLockout]! + policy.windowMs - t;
      return Math.max(1, Math.ceil(clear / 1000));
    }
    return 0;
  }

  /** Seconds until the global rate takes another untrusted attempt, or 0 (then the attempt is taken). */
  function takeGlobal(t: number): number {
    let drop = 0;
    while (drop < recent.length && t - recent[drop]! >= MINUTE_MS) drop++;
    if (drop > 0) recent = recent.slice(drop);
    if (recent.length >= policy.untrustedPerMinute) return Math.max(1, Math.ceil((recent[recent.length - policy.untrustedPerMinute]! + MINUTE_MS - t) / 1000));
    recent.push(t);
    return 0;
  }

  return {
    gate,
    /** May this party try now? If so the attempt is counted at once. */
    begin(party: SignInParty): Attempt | Refusal {
      const t = now();
      sweep(t);
      const trusted = isTrusted(party, t);
      const slotKey = trusted ? `device\n${deviceKey(party)}` : `address\n${party.address}`;
      if ((running.get(slotKey) ?? 0) >= policy.hashesPerAddress) return { ok: false, reason: 'in-progress', retryAfterSeconds: 1 };
      if (!disabled && !trusted) {
        const seconds = untrustedWait(party, t);
        if (seconds > 0) return { ok: false, reason: 'throttled', retryAfterSeconds: seconds };
        const global = takeGlobal(t);
        if (global > 0) return { ok: false, reason: 'site-busy', retryAfterSeconds: global };
      }
      const giveBack = disabled ? () => {} : count(party, trusted, t);
      running.set(slotKey, (running.get(slotKey) ?? 0) + 1);

      let settled = false;
      const settle = (returned: boolean, forget: boolean) => {
        if (settled) return;
        settled = true;
        const left = (running.get(slotKey) ?? 1) - 1;
        if (left > 0) running.set(slotKey, left);
        else running.delete(slotKey);
        if (returned) giveBack();
        if (forget && !disabled) (trusted ? byDevice : byPair).clear(trusted ? deviceKey(party) : pairKey(party));
      };
      const lane: Lane = trusted ? 'trusted' : 'untrusted';
      return {
        ok: true,
        trusted,
        check: (fn) => gate.run(fn, trusted ? { lane } : { lane, network: networkOf(party.address) }),
        succeed: () => settle(true, true),
        passwordOnly: () => settle(true, false),
        fail: () => settle(false, false),
        cancel: () => settle(true, false),
      };
    },
    /** A failure after the password step (a wrong second-factor code): counted as a wrong password would be. */
    recordFailure(party: SignInParty): void {
      if (disabled) return;
      const t = now();
      count(party, isTrusted(party, t), t);
    },
    /** Signed in after a second factor: forget this party's failures for the account, as succeed() does. */
    forget(party: SignInParty): void {
      if (disabled) return;
      byPair.clear(pairKey(party));
      if (party.device !== null) byDevice.clear(deviceKey(party));
    },
    /** Seconds before this party may try again (0: now), without counting anything. */
    waitFor(party: SignInParty): number {
      if (disabled) return 0;
      const t = now();
      return isTrusted(party, t) ? 0 : untrustedWait(party, t);
    },
  };
}

/** The throttle's type. */
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/** "Try again in 40 seconds" / "in 3 minutes". */
export function retryWords(seconds: number): string {
  const t = serverAuthMessages.get();
  return seconds < 60 ? t.seconds(seconds) : t.minutes(Math.ceil(seconds / 60));
}
