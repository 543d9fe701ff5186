/**
 * A password check behind the sign-in throttle (login-throttle.ts), shared by
 * sign-in and by actions that ask for the admin's password again. The attempt is
 * counted before the hash runs; an unknown account is checked against a real
 * hash too, so it takes as long as a wrong password (no account enumeration).
 */
import type { Deps } from '../context.ts';
import { hashPassword, verifyPassword, type ScryptParams } from './password.ts';
import { BusyError, retryWords } from './login-throttle.ts';

/** The outcome: right, wrong, or not checked (with the answer to give). */
export type PasswordCheck = { ok: true } | { ok: false; status: 401 } | { ok: false; status: 429 | 503; error: string; retryAfterSeconds: number };

const dummyHashes = new Map<string, Promise<string>>();
/** A hash of a random password at `params`, made once per cost. */
function dummyHash(params: ScryptParams): Promise<string> {
  const key = `${params.ln},${params.r},${params.p}`;
  let hash = dummyHashes.get(key);
  if (!hash) dummyHashes.set(key, (hash = hashPassword(crypto.randomUUID(), params)));
  return hash;
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
    const hash = storedHash ?? (await dummyHash(deps.scrypt));
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
