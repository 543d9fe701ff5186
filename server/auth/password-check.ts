/**
 * A password check behind the sign-in throttle (login-throttle.ts), shared by
 * sign-in and by actions that ask for the admin's password again. The attempt is
 * counted before the hash runs; an unknown account is checked against a stand-in
 * hash of the same cost, so it takes as long as a wrong password (no account
 * enumeration). Every scrypt run here happens inside the hashing caps
 * (login-throttle.ts): one per attempt, the password check itself.
 */
import crypto from 'node:crypto';
import type { Context } from 'hono';
import type { Deps } from '../context.ts';
import { clientIp } from '../http.ts';
import { verifyPassword, type ScryptParams } from './password.ts';
import { BusyError, retryWords, type SignInParty } from './login-throttle.ts';
import { serverAuthMessages } from '../../src/i18n/en/server.ts';

/** The outcome: right, wrong, or not checked (with the answer to give). */
export type PasswordCheck = { ok: true; trusted: boolean } | { ok: false; status: 401 } | { ok: false; status: 429 | 503; error: string; retryAfterSeconds: number };

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

/**
 * Who is signing in (login-throttle.ts): the address, the account, and the browser's device
 * cookie if it is one of this account's, made for its current password (`user`: the
 * account's id and stored hash, null when there is no such account), and whether it is used
 * away from the network it last signed in from.
 */
export function signInParty(c: Context, deps: Pick<Deps, 'devices' | 'trustProxy'>, email: string, user: { id: string; password_hash: string } | null): SignInParty {
  const address = clientIp(c, deps.trustProxy);
  const device = deps.devices.trustedDevice(c, user, address);
  return { address, account: email.trim().toLowerCase(), device: device?.id ?? null, away: device?.away ?? false };
}

/** Sentences for the refusals. */
export const THROTTLE_TEXT = {
  throttled: (seconds: number) => serverAuthMessages.get().throttled({ wait: retryWords(seconds) }),
  get inProgress() {
    return serverAuthMessages.get().inProgress;
  },
  get busy() {
    return serverAuthMessages.get().busy;
  },
  siteBusy: (seconds: number) => serverAuthMessages.get().siteBusy({ wait: retryWords(seconds) }),
} as const;

/**
 * Check `password` for `party` against `storedHash` (null: no such account). When
 * `secondStep` is set a right password does not yet forget the party's failures: that
 * waits for the second factor (login-throttle.ts Attempt.passwordOnly).
 */
export async function throttledPasswordCheck(
  deps: Pick<Deps, 'loginThrottle' | 'scrypt'>,
  party: SignInParty,
  storedHash: string | null,
  password: string,
  options: { secondStep?: boolean } = {},
): Promise<PasswordCheck> {
  const attempt = deps.loginThrottle.begin(party);
  if (!attempt.ok) {
    const error =
      attempt.reason === 'throttled'
        ? THROTTLE_TEXT.throttled(attempt.retryAfterSeconds)
        : attempt.reason === 'site-busy'
          ? THROTTLE_TEXT.siteBusy(attempt.retryAfterSeconds)
          : THROTTLE_TEXT.inProgress;
    return { ok: false, status: 429, error, retryAfterSeconds: attempt.retryAfterSeconds };
  }
  try {
    const hash = storedHash ?? standInHash(deps.scrypt);
    const right = (await attempt.check(() => verifyPassword(password, hash))) && storedHash !== null;
    if (!right) attempt.fail();
    else if (options.secondStep) attempt.passwordOnly();
    else attempt.succeed();
    return right ? { ok: true, trusted: attempt.trusted } : { ok: false, status: 401 };
  } catch (err) {
    if (err instanceof BusyError) {
      // A busy answer counts against the sender like a failure, and asks for the same wait (login-throttle.ts).
      attempt.fail();
      const wait = deps.loginThrottle.waitFor(party);
      return { ok: false, status: 503, error: wait > 2 ? THROTTLE_TEXT.throttled(wait) : THROTTLE_TEXT.busy, retryAfterSeconds: Math.max(2, wait) };
    }
    throw err;
  } finally {
    attempt.cancel(); // gives the reservation back only if nothing above settled it
  }
}
