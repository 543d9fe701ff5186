/**
 * The admin check in front of every /api/admin route (docs/product.md §6: an admin is a
 * signed-in user with a row in admin_users; §7 "Check admin").
 * 401 without a live session, 403 for a signed-in account without admin rights.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import type { AdminEnv, AuthUser, Deps } from '../context.ts';
import { SESSION_ABSOLUTE_SECONDS, type Session } from './session.ts';
import type { ApiErrorBody, SessionInfo } from '../../src/lib/api-types.ts';
import { serverAuthMessages } from '../../src/i18n/en/server.ts';

/** Session cookie name: the __Host- prefix (Secure, Path=/, no Domain) outside development. */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-ubc_session' : 'ubc_session';
}

/** Set the session cookie: HttpOnly, SameSite=Lax, Path=/, Secure outside development (docs/product.md §11). */
export function setSessionCookie(c: Context, deps: Pick<Deps, 'cookie'>, token: string): void {
  setCookie(c, deps.cookie.name, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: deps.cookie.secure,
    // The server ends idle sessions; the cookie only needs to outlive the 12-hour limit.
    maxAge: SESSION_ABSOLUTE_SECONDS,
  });
}

/** Remove the session cookie. */
export function clearSessionCookie(c: Context, deps: Pick<Deps, 'cookie'>): void {
  deleteCookie(c, deps.cookie.name, { path: '/', secure: deps.cookie.secure, httpOnly: true, sameSite: 'Lax' });
}

/** The session named by the request's cookie, or null. */
export function readSession(c: Context, deps: Pick<Deps, 'cookie' | 'sessions'>, options: { forceTouch?: boolean } = {}): Session | null {
  const token = getCookie(c, deps.cookie.name);
  if (!token) return null;
  const session = deps.sessions.validate(token, options);
  if (!session) clearSessionCookie(c, deps);
  return session;
}

/** The account behind a session. */
export function findUser(deps: Pick<Deps, 'db'>, userId: string): AuthUser | null {
  return deps.db.prepare<[string], AuthUser>('SELECT id, email FROM users WHERE id = ?').get(userId) ?? null;
}

/** Does this account have an admin_users row? */
export function isAdmin(deps: Pick<Deps, 'db'>, userId: string): boolean {
  return deps.db.prepare('SELECT 1 FROM admin_users WHERE user_id = ?').get(userId) !== undefined;
}

/** Session facts the browser may know (never the token). */
export function sessionInfo(session: Session, user: AuthUser, admin: boolean, now: Date): SessionInfo {
  return {
    user: { id: user.id, email: user.email },
    isAdmin: admin,
    /** When the session ends unless used again (sooner of 30 minutes idle and the 12-hour limit). */
    expiresAt: new Date(session.expiresAt * 1000).toISOString(),
    /** Seconds until expiresAt. */
    expiresIn: Math.max(0, session.expiresAt - Math.floor(now.getTime() / 1000)),
    /** The 12-hour limit, which "Stay signed in" cannot move. */
    absoluteExpiresAt: new Date(session.absoluteExpiresAt * 1000).toISOString(),
  };
}

/**
 * Header on every admin answer: seconds until the session ends. Relative, so the
 * page's warning is right even when the visitor's clock is not.
 */
export const SESSION_EXPIRES_HEADER = 'X-Session-Expires-In';

/** The answer to a request whose session has ended (or never was). */
export const SESSION_ENDED = serverAuthMessages.get().sessionEnded;

/** Middleware: require a live session of an admin; sets `session` and `user`. */
export function requireAdmin(deps: Deps): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const session = readSession(c, deps);
    const t = serverAuthMessages.get();
    if (!session) return c.json<ApiErrorBody>({ error: t.sessionEnded }, 401);
    const user = findUser(deps, session.userId);
    if (!user) {
      deps.sessions.invalidate(session.id);
      clearSessionCookie(c, deps);
      return c.json<ApiErrorBody>({ error: t.sessionEnded }, 401);
    }
    if (!isAdmin(deps, user.id)) return c.json({ error: t.notAdmin }, 403);
    c.set('session', session);
    c.set('user', user);
    c.header(SESSION_EXPIRES_HEADER, String(Math.max(0, session.expiresAt - Math.floor(deps.now().getTime() / 1000))));
    await next();
  };
}
