/**
 * Sign-in, session and sign-out (docs/product.md §7 "Authentication calls", docs/rules.md
 * §5). The session lives only in an HttpOnly cookie; answers describe it without
 * the token.
 *
 *   POST /api/auth/login    { email, password } → 200 { session } | 200 { secondFactor: 'code' | 'setup', setup? }
 *                           | 401 | 403 | 422 | 429 (throttled) | 503 (busy)
 *   POST /api/auth/second-factor { code } → 200 { session, recoveryCodes? } | 401 (wrong code, or the sign-in
 *                           timed out: `code: 'start_again'`) | 422 | 429
 *   GET  /api/auth/session  → 200 { session: {…} | null }
 *   POST /api/auth/refresh  → 200 { session } | 401   ("Stay signed in")
 *   POST /api/auth/logout   → 204
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { Deps } from '../context.ts';
import { fieldError, jsonBody, limitBody, requiredString } from '../http.ts';
import { hashPassword, needsRehash, PASSWORD_MAX_LENGTH } from '../auth/password.ts';
import { signInParty, throttledPasswordCheck } from '../auth/password-check.ts';
import { BusyError } from '../auth/login-throttle.ts';
import type { ApiErrorBody, LoginResponse, SecondFactorResponse, SessionLookup, SessionResponse } from '../../src/lib/api-types.ts';
import { keyText, keyUri, newTotpKey } from '../auth/two-factor.ts';
import { PENDING_SIGN_IN_TRIES } from '../auth/pending-sign-in.ts';
import { THROTTLE_TEXT } from '../auth/password-check.ts';
import type { Context } from 'hono';
import type { AuthUser } from '../context.ts';
import type { SignInParty } from '../auth/login-throttle.ts';
import { clearSessionCookie, findUser, isAdmin, readSession, sessionInfo, SESSION_ENDED, setSessionCookie } from '../auth/guard.ts';
import { serverAuthMessages } from '../../src/i18n/en/server.ts';

const t = serverAuthMessages.get();

const LoginSchema = z
  .object({
    email: requiredString(t.enterEmail, { max: 320, trim: true }),
    password: requiredString(t.enterPassword, { max: PASSWORD_MAX_LENGTH }),
  })
  .strict();

const SecondFactorSchema = z.object({ code: requiredString(t.enterCode, { max: 64, trim: true }) }).strict();

/** Answers of the second step (docs/product.md §8 "Admin"). */
export const SECOND_FACTOR_TEXT = { wrong: t.wrongCode, wrongSetup: t.wrongSetupCode, startAgain: t.startAgain } as const;

/** Never says which of the two was wrong (docs/product.md §8 "Admin"). */
export const LOGIN_FAILED = t.loginFailed;

export function authRoutes(deps: Deps) {
  const findByEmail = deps.db.prepare<[string], { id: string; email: string; password_hash: string }>('SELECT id, email, password_hash FROM users WHERE email = ? COLLATE NOCASE');
  const updateHash = deps.db.prepare('UPDATE users SET password_hash = ? WHERE id = ?');
  const currentHash = deps.db.prepare<[string], { password_hash: string }>('SELECT password_hash FROM users WHERE id = ?');

  /** A new session for an admin who has proved who they are; this browser becomes trusted for the account. */
  function startSession(c: Context, user: AuthUser, party: SignInParty) {
    const previous = readSession(c, deps);
    if (previous) deps.sessions.invalidate(previous.id); // fresh id on every sign-in (session fixation)
    const { token, session } = deps.sessions.create(user.id);
    setSessionCookie(c, deps, token);
    // This browser is now trusted for this account and its password, at home on this network (auth/device-cookie.ts); renewed at each sign-in.
    const hash = currentHash.get(user.id);
    if (hash) deps.devices.issue(c, { id: user.id, password_hash: hash.password_hash }, party.device, party.address);
    deps.logger.info('admin signed in', { user: user.id });
    return sessionInfo(session, user, true, deps.now());
  }

  return (
    new Hono()
      .post('/login', limitBody(16 * 1024), jsonBody(LoginSchema), async (c) => {
        const { email, password } = c.req.valid('json');
        const user = findByEmail.get(email);
        const party = signInParty(c, deps, email, user ?? null);
        const ip = party.address;
        // A second step follows the password for an admin with a second factor, or for every admin once the site requires one.
        const secondStep = user !== undefined && isAdmin(deps, user.id) && (deps.twoFactor.isEnabled(user.id) || deps.twoFactor.required());
        // Counted before the hash runs; a trusted browser on its own allowance, others by address and account (auth/login-throttle.ts).
        const checked = await throttledPasswordCheck(deps, party, user?.password_hash ?? null, password, { secondStep });
        if (!checked.ok) {
          if (checked.status === 401) {
            deps.logger.warn('sign-in failed', { ip });
            return c.json({ error: LOGIN_FAILED }, 401);
          }
          deps.logger.warn('sign-in refused', { ip, status: checked.status });
          return c.json({ error: checked.error }, checked.status, { 'Retry-After': String(checked.retryAfterSeconds) });
        }
        if (!user) throw new Error('unreachable: a right password for no account');

        if (needsRehash(user.password_hash, deps.scrypt)) {
          // Upgrading the stored hash is another scrypt run: inside the same cap, and skipped when busy (next time).
          const upgraded = await deps.loginThrottle.gate
            .run(() => hashPassword(password, deps.scrypt), { lane: checked.trusted ? 'trusted' : 'untrusted' })
            .catch((err: unknown) => {
              if (err instanceof BusyError) return null;
              throw err;
            });
          if (upgraded) updateHash.run(upgraded, user.id);
        }

        // docs/product.md §4: a signed-in user without an admin record is denied and signed out.
        if (!isAdmin(deps, user.id)) {
          const existing = readSession(c, deps);
          if (existing) deps.sessions.invalidate(existing.id);
          clearSessionCookie(c, deps);
          return c.json({ error: t.notAdmin, code: 'not_admin' }, 403);
        }

        if (secondStep) {
          // The password was right; the session waits for the code (auth/pending-sign-in.ts).
          const setupKey = deps.twoFactor.isEnabled(user.id) ? null : newTotpKey();
          // It ends if the password changes before the code comes (npm run admin:create; docs/product.md §11).
          const passwordHash = currentHash.get(user.id)?.password_hash ?? user.password_hash;
          deps.pendingSignIns.start(c, { userId: user.id, email: user.email, party, setupKey, passwordHash });
          c.header('Cache-Control', 'no-store');
          if (!setupKey) return c.json({ secondFactor: 'code' } satisfies LoginResponse);
          return c.json({ secondFactor: 'setup', setup: { keyUri: keyUri(user.email, setupKey), key: keyText(setupKey) } } satisfies LoginResponse);
        }
        return c.json({ session: startSession(c, { id: user.id, email: user.email }, party) } satisfies SessionResponse, 200, { 'Cache-Control': 'no-store' });
      })

      .post('/second-factor', limitBody(4 * 1024), jsonBody(SecondFactorSchema), (c) => {
        c.header('Cache-Control', 'no-store');
        const pending = deps.pendingSignIns.find(c);
        // A password changed since the password step (npm run admin:create, in another process) ends the sign-in.
        if (!pending || currentHash.get(pending.userId)?.password_hash !== pending.passwordHash) {
          deps.pendingSignIns.end(c);
          return c.json({ error: SECOND_FACTOR_TEXT.startAgain, code: 'start_again' }, 401);
        }
        const wait = deps.loginThrottle.waitFor(pending.party);
        if (wait > 0) return c.json({ error: THROTTLE_TEXT.throttled(wait) }, 429, { 'Retry-After': String(wait) });
        const { code } = c.req.valid('json');
        let recoveryCodes: string[] | undefined;
        const right = pending.setupKey
          ? (recoveryCodes = deps.twoFactor.enable(pending.userId, pending.setupKey, code) ?? undefined) !== undefined
          : deps.twoFactor.verify(pending.userId, code);
        if (!right) {
          // A wrong code counts as a wrong password would (auth/login-throttle.ts), and a few end the sign-in.
          deps.loginThrottle.recordFailure(pending.party);
          deps.logger.warn('second factor failed', { ip: pending.party.address });
          if (++pending.tries >= PENDING_SIGN_IN_TRIES) {
            deps.pendingSignIns.end(c);
            return c.json({ error: SECOND_FACTOR_TEXT.startAgain, code: 'start_again' }, 401);
          }
          return c.json(fieldError('code', pending.setupKey ? SECOND_FACTOR_TEXT.wrongSetup : SECOND_FACTOR_TEXT.wrong), 401);
        }
        deps.pendingSignIns.end(c);
        deps.loginThrottle.forget(pending.party);
        if (recoveryCodes) deps.logger.info('second factor set up at sign-in', { user: pending.userId });
        const session = startSession(c, { id: pending.userId, email: pending.email }, pending.party);
        return c.json({ session, ...(recoveryCodes ? { recoveryCodes } : {}) } satisfies SecondFactorResponse);
      })

      .get('/session', (c) => {
        c.header('Cache-Control', 'no-store');
        const session = readSession(c, deps);
        if (!session) return c.json({ session: null } satisfies SessionLookup);
        const user = findUser(deps, session.userId);
        if (!user) return c.json({ session: null } satisfies SessionLookup);
        return c.json({ session: sessionInfo(session, user, isAdmin(deps, user.id), deps.now()) } satisfies SessionLookup);
      })

      .post('/refresh', (c) => {
        c.header('Cache-Control', 'no-store');
        const session = readSession(c, deps, { forceTouch: true });
        const user = session ? findUser(deps, session.userId) : null;
        if (!session || !user) return c.json<ApiErrorBody>({ error: SESSION_ENDED }, 401);
        return c.json({ session: sessionInfo(session, user, isAdmin(deps, user.id), deps.now()) } satisfies SessionResponse);
      })

      // Sign-out always signs out (docs/product.md §11): the cookie is cleared in this answer
      // whatever the database does; the session is deleted when the disk allows and refused
      // from now on either way (auth/session.ts).
      .post('/logout', (c) => {
        c.header('Cache-Control', 'no-store');
        try {
          const session = readSession(c, deps);
          if (session && !deps.sessions.invalidate(session.id)) {
            deps.logger.warn('sign-out not yet written: the session is refused until its row can be deleted', { user: session.userId });
          }
        } catch (err) {
          deps.logger.error('sign-out could not read the session', { err });
        }
        clearSessionCookie(c, deps);
        return c.body(null, 204);
      })
  );
}
