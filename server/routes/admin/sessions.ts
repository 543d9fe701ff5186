/**
 * The signed-in admin's own sessions (OWASP Session Management Cheat Sheet:
 * let users see and end their active sessions).
 *
 *   GET    /api/admin/sessions             → 200 { sessions: [{ id, createdAt, lastUsedAt, expiresAt, current }] }
 *   DELETE /api/admin/sessions/:id         → 204 | 404 no such session of yours | 409 this is the current one (sign out instead)
 *   POST   /api/admin/sessions/end-others  → 200 { ended }
 *
 * `id` here is a handle (a hash of the session id), so no part of any cookie
 * token is ever sent to the page.
 */
import { Hono } from 'hono';
import crypto from 'node:crypto';
import type { AdminEnv, Deps } from '../../context.ts';
import type { Session } from '../../auth/session.ts';
import type { AdminSession, AdminSessionsResponse, SessionsEnded } from '../../../src/lib/api-types.ts';
import { serverAdminMessages } from '../../../src/i18n/en/server.ts';

/** The handle the page uses for a session. */
export function sessionHandle(sessionId: string): string {
  return crypto.createHash('sha256').update(`session-handle:${sessionId}`).digest('base64url').slice(0, 22);
}

const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

export function adminSessionsRoutes(deps: Deps) {
  const describe = (s: Session, currentId: string): AdminSession => ({
    id: sessionHandle(s.id),
    createdAt: iso(s.createdAt),
    lastUsedAt: iso(s.lastUsedAt),
    expiresAt: iso(s.expiresAt),
    current: s.id === currentId,
  });

  return new Hono<AdminEnv>()
    .get('/', (c) => {
      const current = c.get('session');
      return c.json({ sessions: deps.sessions.list(current.userId).map((s) => describe(s, current.id)) } satisfies AdminSessionsResponse);
    })
    .post('/end-others', (c) => {
      const current = c.get('session');
      const ended = deps.sessions.invalidateOthers(current.userId, current.id);
      deps.logger.info('admin ended other sessions', { user: current.userId, ended });
      return c.json({ ended } satisfies SessionsEnded);
    })
    .delete('/:id', (c) => {
      const current = c.get('session');
      const target = deps.sessions.list(current.userId).find((s) => sessionHandle(s.id) === c.req.param('id'));
      if (!target) return c.json({ error: serverAdminMessages.get().sessionAlreadyEnded }, 404);
      if (target.id === current.id) return c.json({ error: serverAdminMessages.get().currentSession }, 409);
      deps.sessions.invalidate(target.id);
      deps.logger.info('admin ended a session', { user: current.userId });
      return c.body(null, 204);
    });
}
