/**
 * A password check behind the sign-in throttle (login-throttle.ts), shared by
 * sign-in and by actions that ask for the admin's password again. The attempt is
 * counted before the hash runs; an unknown account is checked against a stand-in
 * hash of the same cost, so it takes as long as a wrong password (no account
 * enumeration). Every scrypt run here happens inside the hashing caps
 * (login-throttle.ts): one per attempt, the password check itself.
 */
import crypto from 'node:crypto';
import type { Deps } from '../context.ts';
import { verifyPassword, type ScryptParams } from './password.ts';
import { BusyError, retryWords } from './login-throttle.ts';

/** The outcome: right, wrong, or not checked (with the answer to give). */
export type PasswordCheck = { ok: true } | { ok: false; status: 401 } | { ok: false; status: 429 | 503; error: string; retryAfterSeconds: number };

/**
 * A stored-form hash at `params` whose key is random bytes, not the scrypt of any
 * password: checking a password against it costs one scrypt at that cost, like a
 * real account, and it matches none (a 2^-256 chance). Making it costs no scrypt,
 * so nothing runs outside the hashing caps.
 */
function standInHash(params: ScryptParams): string {
  const salt = crypto.randomBytes(16).toString('base64url');
  const key = crypto.randomBytes(32).toString('base64url');
  return `scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${salt}$${key}`;
}

/** Sentences for the refusals. */
export const THROTTLE_TEXT = {
  throttled: (seconds: number) => `Too many failed sign-in attempts. Try again in ${retryWords(seconds)}.`,
  inProgress: 'A sign-in from your connection is already being checked. Wait a moment and try again.',
  busy: 'Sign-in is busy just now. Try again in a few seconds.',
} as const;

/** Check `password` for `account` (lower-cased email) from `ip` against `storedHash` (null: no such account). */
export async function throttledPasswordCheck(
  deps: Pick<Deps, 'loginThrottle' | 'scrypt'>,
  ip: string,
  account: string,
  storedHash: string | null,
  password: string,
): Promise<PasswordCheck> {
  const attempt = deps.loginThrottle.begin(ip, account);
  if (!attempt.ok) {
    const error = attempt.reason === 'throttled' ? THROTTLE_TEXT.throttled(attempt.retryAfterSeconds) : THROTTLE_TEXT.inProgress;
    return { ok: false, status: 429, error, retryAfterSeconds: attempt.retryAfterSeconds };
  }
  try {
    const hash = storedHash ?? standInHash(deps.scrypt);
    const right = (await attempt.check(() => verifyPassword(password, hash))) && storedHash !== null;
    if (right) attempt.succeed();
    else attempt.fail();
    return right ? { ok: true } : { ok: false, status: 401 };
  } catch (err) {
    if (err instanceof BusyError) return { ok: false, status: 503, error: THROTTLE_TEXT.busy, retryAfterSeconds: 2 };
    throw err;
  } finally {
    attempt.cancel(); // gives the reservation back only if nothing above settled it
  }
}
