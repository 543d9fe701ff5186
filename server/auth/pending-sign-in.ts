/**
 * Sign-ins waiting for their second factor (docs/product.md §11 "Second factor"): the
 * password was right, and the browser holds a short-lived HttpOnly cookie naming this
 * record until it sends the code. In memory: one process serves the site, and a restart
 * only means typing the password again. A pending sign-in whose account's password has
 * changed since (routes/auth.ts compares the stored hash) is over.
 */
import crypto from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { SignInParty } from './login-throttle.ts';

/** How long the code may take to arrive. */
export const PENDING_SIGN_IN_SECONDS = 5 * 60;
/** Wrong codes one pending sign-in may send before the password is asked again. */
export const PENDING_SIGN_IN_TRIES = 5;
/** Most sign-ins waiting at once (the oldest are dropped). */
const MAX_PENDING = 1000;

/** One sign-in between its password and its code. */
export interface PendingSignIn {
  userId: string;
  email: string;
  party: SignInParty;
  /** The account's stored password hash at the password step: a different one at the code step ends the sign-in. */
  passwordHash: string;
  /** Set when the account has no second factor yet and must set one up (the key its app is to hold). */
  setupKey: Uint8Array | null;
  expiresAt: number;
  tries: number;
}

/** The pending sign-ins and their cookie; `now` in ms. */
export function createPendingSignIns(options: { secure: boolean; now: () => number }) {
  const name = options.secure ? '__Host-ubc_signin' : 'ubc_signin';
  const pending = new Map<string, PendingSignIn>();

  return {
    /** Remember a sign-in whose password was right, and give the browser its cookie. */
    start(c: Context, record: Omit<PendingSignIn, 'expiresAt' | 'tries'>): void {
      const token = crypto.randomBytes(32).toString('base64url');
      if (pending.size >= MAX_PENDING) pending.delete(pending.keys().next().value!);
      pending.set(token, { ...record, expiresAt: options.now() + PENDING_SIGN_IN_SECONDS * 1000, tries: 0 });
      setCookie(c, name, token, { httpOnly: true, sameSite: 'Strict', path: '/', secure: options.secure, maxAge: PENDING_SIGN_IN_SECONDS });
    },
    /** The live pending sign-in this browser's cookie names, or null. */
    find(c: Context): PendingSignIn | null {
      const token = getCookie(c, name);
      const record = token ? pending.get(token) : undefined;
      if (!token || !record) return null;
      if (record.expiresAt <= options.now()) {
        pending.delete(token);
        return null;
      }
      return record;
    },
    /** Forget this browser's pending sign-in and clear its cookie. */
    end(c: Context): void {
      const token = getCookie(c, name);
      if (token) pending.delete(token);
      deleteCookie(c, name, { path: '/', secure: options.secure, httpOnly: true, sameSite: 'Strict' });
    },
  };
}

/** The pending sign-ins' type. */
export type PendingSignIns = ReturnType<typeof createPendingSignIns>;
