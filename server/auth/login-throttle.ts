/**
 * Sign-in throttling (OWASP Authentication Cheat Sheet, "Login Throttling";
 * NCSC password guidance: throttle rather than lock accounts out).
 *
 * - Every attempt is counted *before* its password is hashed (a reservation,
 *   given back when the password is right), so a burst sent at once cannot all
 *   be evaluated against a limit that only counts finished failures.
 * - Failures slow down an address, and an address guessing at one account even
 *   more, with delays that double after a few free tries (capped at 15 minutes).
 * - An account is never locked for everyone: past a high limit of failures from
 *   all addresses (a distributed attack), only addresses with no recent
 *   failure may still try it, so its owner signing in from their usual place
 *   gets in, while each attacking address gets at most one guess.
 * - Hashing is expensive (scrypt, N = 2^17: about half a second of CPU and
 *   128 MiB each), so one address has at most one hash running, and the whole
 *   server at most a few, with a short queue; past that the answer is "busy".
 *
 * In memory, like the other limits: one process serves the site, and a restart
 * only ever lets someone in sooner.
 */
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
  accountLimit: number;
  hashesPerAddress: number;
  hashes: number;
  queue: number;
}

/** The policy, in one place. */
export const LOGIN_POLICY: LoginPolicy = {
  /** How long a failure is remembered. */
  windowMs: 60 * 60_000,
  /** One address trying one account: free tries, then delays from 1 s doubling to 15 minutes. */
  pair: { free: 3, baseDelayMs: 1_000, maxDelayMs: 15 * 60_000 },
  /** One address, any accounts. */
  address: { free: 10, baseDelayMs: 1_000, maxDelayMs: 15 * 60_000 },
  /** Failures for one account from every address, past which only addresses without failures may try. */
  accountLimit: 100,
  /** Password hashes running at once for one address. */
  hashesPerAddress: 1,
  /** Password hashes running at once in the whole server (2 cores; 128 MiB each). */
  hashes: 2,
  /** Attempts waiting for a hash slot before new ones are turned away. */
  queue: 16,
};

/** Why an attempt may not go ahead now. */
export type Refusal =
  /** Too many recent failures: wait `retryAfterSeconds`. */
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number }
  /** This address already has a sign-in being checked. */
  | { ok: false; reason: 'in-progress'; retryAfterSeconds: number };

/** An attempt that may go ahead: it is already counted as a failure until `succeed()`. */
export interface Attempt {
  ok: true;
  /** Run the password check in a hashing slot. Rejects with BusyError when the queue is full. */
  check<T>(fn: () => Promise<T>): Promise<T>;
  /** The password was right: the reservation is given back and this address's failures for the account are forgotten. */
  succeed(): void;
  /** The password was wrong: the reservation stays as a failure. */
  fail(): void;
  /** Nothing was checked (busy, an error): the reservation is given back. No-op once settled. */
  cancel(): void;
}

/** Thrown by Attempt.check when the server is already hashing as much as it will. */
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

/** A counting semaphore with a bounded queue, for password hashes. */
export function createHashGate(max: number, maxQueued: number) {
  let active = 0;
  let peak = 0;
  const waiting: Array<() => void> = [];
  return {
    async run<T>(fn: () => Promise<T>): Promise<T> {
      if (active >= max) {
        if (waiting.length >= maxQueued) throw new BusyError();
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      active++;
      peak = Math.max(peak, active);
      try {
        return await fn();
      } finally {
        active--;
        waiting.shift()?.();
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

/** The sign-in throttle; see the module comment. Keys: the client address and the account (lower-cased email). */
export function createLoginThrottle(options: LoginThrottleOptions = {}) {
  const policy = { ...LOGIN_POLICY, ...options.policy };
  const now = options.now ?? Date.now;
  const disabled = options.disabled ?? false;
  const maxKeys = options.maxKeys ?? 50_000;
  const byAddress = createWindowLog(policy.windowMs, maxKeys);
  const byPair = createWindowLog(policy.windowMs, maxKeys);
  const byAccount = createWindowLog(policy.windowMs, maxKeys);
  const running = new Map<string, number>();
  const gate = createHashGate(policy.hashes, policy.queue);
  const pairKey = (address: string, account: string) => `${address}\n${account}`;

  /** Seconds until `list` (sorted) allows another try under `rule`, or 0. */
  function wait(list: number[], rule: DelayRule, t: number): number {
    const last = list[list.length - 1];
    if (last === undefined) return 0;
    const until = last + delayMs(list.length, rule) - t;
    return until > 0 ? Math.ceil(until / 1000) : 0;
  }

  return {
    gate,
    /** May `address` try `account` now? If so the attempt is counted at once. */
    begin(address: string, account: string): Attempt | Refusal {
      const t = now();
      const key = pairKey(address, account);
      if ((running.get(address) ?? 0) >= policy.hashesPerAddress) return { ok: false, reason: 'in-progress', retryAfterSeconds: 1 };
      if (!disabled) {
        const addressFailures = byAddress.live(address, t);
        const seconds = Math.max(wait(addressFailures, policy.address, t), wait(byPair.live(key, t), policy.pair, t));
        if (seconds > 0) return { ok: false, reason: 'throttled', retryAfterSeconds: seconds };
        const accountFailures = byAccount.live(account, t);
        if (accountFailures.length >= policy.accountLimit && addressFailures.length > 0) {
          // Under a distributed attack only a clean address may try; this one must wait until
          // either its own failures or enough of the account's have left the window.
          const ownClear = addressFailures[addressFailures.length - 1]! + policy.windowMs - t;
          const accountClear = accountFailures[accountFailures.length - policy.accountLimit]! + policy.windowMs - t;
          return { ok: false, reason: 'throttled', retryAfterSeconds: Math.max(1, Math.ceil(Math.min(ownClear, accountClear) / 1000)) };
        }
        byAddress.add(address, t);
        byPair.add(key, t);
        byAccount.add(account, t);
      }
      running.set(address, (running.get(address) ?? 0) + 1);
      let settled = false;
      const settle = (giveBack: boolean, forgetPair: boolean) => {
        if (settled) return;
        settled = true;
        const left = (running.get(address) ?? 1) - 1;
        if (left > 0) running.set(address, left);
        else running.delete(address);
        if (disabled) return;
        if (giveBack) {
          byAddress.remove(address, t);
          byPair.remove(key, t);
          byAccount.remove(account, t);
        }
        if (forgetPair) byPair.clear(key);
      };
      return {
        ok: true,
        check: (fn) => gate.run(fn),
        succeed: () => settle(true, true),
        fail: () => settle(false, false),
        cancel: () => settle(true, false),
      };
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
