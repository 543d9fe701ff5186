/**
 * Sign-in, session and sign-out (spec 002 §7 "Authentication calls", DECISIONS.md
 * §5). The session lives only in an HttpOnly cookie; answers describe it without
 * the token.
 *
 *   POST /api/auth/login    { email, password } → 200 { session } | 401 | 403 | 422 | 429
 *   GET  /api/auth/session  → 200 { session: {…} | null }
 *   POST /api/auth/refresh  → 200 { session } | 401   ("Stay signed in")
 *   POST /api/auth/logout   → 204
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { Deps } from '../context.ts';
import { clientIp, jsonBody, limitBody } from '../http.ts';
import { hashPassword, needsRehash, verifyPassword, PASSWORD_MAX_LENGTH } from '../auth/password.ts';
import { clearSessionCookie, findUser, isAdmin, readSession, sessionInfo, setSessionCookie } from '../auth/guard.ts';

const LoginSchema = z
  .object({
    email: z.string({ required_error: 'Enter your email address', invalid_type_error: 'Enter your email address' }).trim().min(1, 'Enter your email address').max(320, 'Enter your email address'),
    password: z
      .string({ required_error: 'Enter your password', invalid_type_error: 'Enter your password' })
      .min(1, 'Enter your password')
      .max(PASSWORD_MAX_LENGTH, 'Enter your password'),
  })
  .strict();

/** Never says which of the two was wrong (issue part 2). */
export const LOGIN_FAILED = 'The email address or password is not correct.';

export function authRoutes(deps: Deps) {
  // A real hash of a random password, checked when the email is unknown, so an
  // unknown address takes as long as a wrong password (no account enumeration).
  let dummyHash: Promise<string> | null = null;
  const getDummyHash = () => (dummyHash ??= hashPassword(crypto.randomUUID(), deps.scrypt));

  const findByEmail = deps.db.prepare<[string], { id: string; email: string; password_hash: string }>(
    'SELECT id, email, password_hash FROM users WHERE email = ? COLLATE NOCASE',
  );
  const updateHash = deps.db.prepare('UPDATE users SET password_hash = ? WHERE id = ?');

  return new Hono()
    .post('/login', limitBody(16 * 1024), jsonBody(LoginSchema), async (c) => {
      const { email, password } = c.req.valid('json');
      const ip = clientIp(c, deps.trustProxy);
      const account = email.toLowerCase();
      for (const state of [deps.limits.loginIp.check(ip), deps.limits.loginAccount.check(account)]) {
        if (!state.allowed) {
          const minutes = Math.ceil(state.retryAfterSeconds / 60);
          return c.json(
            { error: `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` },
            429,
            { 'Retry-After': String(state.retryAfterSeconds) },
          );
        }
      }

      const user = findByEmail.get(email);
      const ok = await verifyPassword(password, user?.password_hash ?? (await getDummyHash()));
      if (!user || !ok) {
        deps.limits.loginIp.hit(ip);
        deps.limits.loginAccount.hit(account);
        deps.logger.warn('sign-in failed', { ip });
        return c.json({ error: LOGIN_FAILED }, 401);
      }
      deps.limits.loginAccount.reset(account);

      if (needsRehash(user.password_hash, deps.scrypt)) updateHash.run(await hashPassword(password, deps.scrypt), user.id);

      // Spec 002 §4: a signed-in user without an admin record is denied and signed out.
      if (!isAdmin(deps, user.id)) {
        const existing = readSession(c, deps);
        if (existing) deps.sessions.invalidate(existing.id);
        clearSessionCookie(c, deps);
        return c.json({ error: "You don't have admin privileges", code: 'not_admin' }, 403);
      }

      const previous = readSession(c, deps);
      if (previous) deps.sessions.invalidate(previous.id); // fresh id on every sign-in (session fixation)
      const { token, session } = deps.sessions.create(user.id);
      setSessionCookie(c, deps, token);
      deps.logger.info('admin signed in', { user: user.id });
      return c.json({ session: sessionInfo(session, { id: user.id, email: user.email }, true, deps.now()) }, 200, { 'Cache-Control': 'no-store' });
    })

    .get('/session', (c) => {
      c.header('Cache-Control', 'no-store');
      const session = readSession(c, deps);
      if (!session) return c.json({ session: null });
      const user = findUser(deps, session.userId);
      if (!user) return c.json({ session: null });
      return c.json({ session: sessionInfo(session, user, isAdmin(deps, user.id), deps.now()) });
    })

    .post('/refresh', (c) => {
      c.header('Cache-Control', 'no-store');
      const session = readSession(c, deps, { forceTouch: true });
      const user = session ? findUser(deps, session.userId) : null;
      if (!session || !user) return c.json({ error: 'Your session has ended. Sign in again.' }, 401);
      return c.json({ session: sessionInfo(session, user, isAdmin(deps, user.id), deps.now()) });
    })

    .post('/logout', (c) => {
      const session = readSession(c, deps);
      if (session) deps.sessions.invalidate(session.id);
      clearSessionCookie(c, deps);
      return c.body(null, 204);
    });
}
