/**
 * Sign-in throttling that cannot be turned on the admin (docs/product.md §11 "Sign-in
 * throttling", with its figures; OWASP Authentication Cheat Sheet "Login Throttling" and
 * "Slow down online guessing attacks with device cookies"; NCSC password guidance).
 *
 * - A *trusted* browser, one holding a device cookie for the account (device-cookie.ts),
 *   is throttled only on its own allowance (5 failures an hour). Failures from anyone
 *   else, at its address or anywhere, never count against it, and its password checks
 *   queue in a lane of their own that is served first. Past its allowance it is
 *   treated as untrusted, as OWASP says.
 * - An *untrusted* browser is throttled by its address (10 free failures across
 *   accounts) and by its address and the account (3 free), with delays doubling from
 *   1 second to 15 minutes; and by the account: after 10 untrusted failures within the
 *   hour every untrusted browser is locked out of it until the oldest leaves the hour.
 * - Every attempt is counted *before* its password is hashed (a reservation, given back
 *   when the password is right), so a burst sent at once cannot all be evaluated
 *   against a limit that only counts finished failures.
 * - Hashing is expensive (scrypt, N = 2^17: about half a second of CPU and 128 MiB
 *   each), so at most 2 run at once, and a third only for trusted browsers' checks
 *   (which never wait behind an untrusted one); untrusted checks wait in a queue of 16, where one
 *   address has at most one place and one network (an IPv4 /24, an IPv6 /64) at most 4,
 *   so no one sender can fill it. A check turned away because the queue (or its
 *   network's share) is full is answered "busy" and counts against the sender like a
 *   failure, so looping for "busy" answers slows the looper down as guessing does.
 *
 * In memory, like the other limits: one process serves the site, and a restart only
 * ever lets someone in sooner.
 */
import net from 'node:net';
import { createWindowLog } from './rate-limit.ts';

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
};

/** Who is signing in: the client address, the account (lower-cased email) and a trusted device of that account, if any. */
export interface SignInParty {
  address: string;
  account: string;
  /** The device id from a valid device cookie for this account (device-cookie.ts), or null. */
  device: string | null;
}

/** Why an attempt may not go ahead now. */
export type Refusal =
  /** Too many recent failures, or the account is locked for untrusted browsers: wait `retryAfterSeconds`. */
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number }
  /** This address (or browser) already has a sign-in being checked. */
  | { ok: false; reason: 'in-progress'; retryAfterSeconds: number };

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
  /** Most keys remembered per log. */
  maxKeys?: number;
  /** Policy overrides (tests). */
  policy?: Partial<LoginPolicy>;
}

/** The sign-in throttle; see the module comment. */
export function createLoginThrottle(options: LoginThrottleOptions = {}) {
  const policy = { ...LOGIN_POLICY, ...options.policy };
  const now = options.now ?? Date.now;
  const disabled = options.disabled ?? false;
  const maxKeys = options.maxKeys ?? 50_000;
  const byAddress = createWindowLog(policy.windowMs, maxKeys);
  const byPair = createWindowLog(policy.windowMs, maxKeys);
  const byAccount = createWindowLog(policy.windowMs, maxKeys);
  const byDevice = createWindowLog(policy.windowMs, maxKeys);
  const running = new Map<string, number>();
  const gate = createHashGate(policy.hashes, {
    queue: policy.queue,
    trustedQueue: policy.trustedQueue,
    perNetwork: policy.queuePerNetwork,
    reserved: policy.trustedHashes,
  });

  const pairKey = (p: SignInParty) => `${p.address}\n${p.account}`;
  const deviceKey = (p: SignInParty) => `${p.account}\n${p.device}`;

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

  /** The failure entries an attempt of this party adds, as [log, key] pairs. */
  function entries(p: SignInParty, trusted: boolean): Array<[ReturnType<typeof createWindowLog>, string]> {
    if (trusted) return [[byDevice, deviceKey(p)]];
    return [
      [byAddress, p.address],
      [byPair, pairKey(p)],
      [byAccount, p.account],
    ];
  }

  /** Seconds an untrusted party must wait, or 0. */
  function untrustedWait(p: SignInParty, t: number): number {
    const seconds = Math.max(wait(byAddress.live(p.address, t), policy.address, t), wait(byPair.live(pairKey(p), t), policy.pair, t));
    if (seconds > 0) return seconds;
    const accountFailures = byAccount.live(p.account, t);
    if (accountFailures.length >= policy.accountLockout) {
      // Locked for untrusted browsers until enough of the account's failures have left the window.
      const clear = accountFailures[accountFailures.length - policy.accountLockout]! + policy.windowMs - t;
      return Math.max(1, Math.ceil(clear / 1000));
    }
    return 0;
  }

  return {
    gate,
    /** May this party try now? If so the attempt is counted at once. */
    begin(party: SignInParty): Attempt | Refusal {
      const t = now();
      const trusted = isTrusted(party, t);
      const slotKey = trusted ? `device\n${deviceKey(party)}` : `address\n${party.address}`;
      if ((running.get(slotKey) ?? 0) >= policy.hashesPerAddress) return { ok: false, reason: 'in-progress', retryAfterSeconds: 1 };
      if (!disabled && !trusted) {
        const seconds = untrustedWait(party, t);
        if (seconds > 0) return { ok: false, reason: 'throttled', retryAfterSeconds: seconds };
      }
      const counted = disabled ? [] : entries(party, trusted);
      for (const [log, key] of counted) log.add(key, t);
      running.set(slotKey, (running.get(slotKey) ?? 0) + 1);

      let settled = false;
      const settle = (giveBack: boolean, forget: boolean) => {
        if (settled) return;
        settled = true;
        const left = (running.get(slotKey) ?? 1) - 1;
        if (left > 0) running.set(slotKey, left);
        else running.delete(slotKey);
        if (giveBack) for (const [log, key] of counted) log.remove(key, t);
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
      for (const [log, key] of entries(party, isTrusted(party, t))) log.add(key, t);
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
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
