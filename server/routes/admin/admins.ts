/**
 * Admin users (docs/product.md §7 "Load admins"; §11: the tab's email field
 * grants admin to an existing account; accounts are made with npm run admin:create).
 *
 *   GET  /api/admin/admins  → 200 { admins: [{ id, user_id, role, created_at, email }] } (created_at descending)
 *   POST /api/admin/admins  { email, password } → 201 { admin } | 403 wrong password | 404 no such account
 *                           | 409 already admin | 422 | 429 / 503 (sign-in throttle)
 *
 * Granting admin rights asks for the acting admin's own password again (OWASP
 * Authentication Cheat Sheet: re-authenticate before sensitive changes), so a
 * session left open or stolen cannot hand the site to someone else. The check
 * goes through the sign-in throttle like any password.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AdminEnv, Deps } from '../../context.ts';
import { fieldError, jsonBody, requiredString } from '../../http.ts';
import { PASSWORD_MAX_LENGTH } from '../../auth/password.ts';
import { signInParty, throttledPasswordCheck } from '../../auth/password-check.ts';
import type { AdminUser, AdminUserAdded, AdminUsersResponse } from '../../../src/lib/api-types.ts';
import { serverAdminMessages } from '../../../src/i18n/en/server.ts';

const t = serverAdminMessages.get();

const AddAdminSchema = z
  .object({
    email: requiredString(t.enterEmail, { max: 320, maxMessage: t.emailTooLong, trim: true }),
    password: requiredString(t.confirmPassword, { max: PASSWORD_MAX_LENGTH }),
  })
  .strict();

/** The answer to a wrong confirmation password. */
export const CONFIRM_FAILED = t.grantPasswordWrong;

export function adminUsersRoutes(deps: Deps) {
  const select = `SELECT a.id, a.user_id, a.role, a.created_at, u.email FROM admin_users a JOIN users u ON u.id = a.user_id`;
  const all = deps.db.prepare<[], AdminUser>(`${select} ORDER BY a.created_at DESC, a.id DESC`);
  const one = deps.db.prepare<[string], AdminUser>(`${select} WHERE a.user_id = ?`);
  const userByEmail = deps.db.prepare<[string], { id: string }>('SELECT id FROM users WHERE email = ? COLLATE NOCASE');
  const insert = deps.db.prepare("INSERT INTO admin_users (user_id, role, created_at) VALUES (?, 'admin', ?)");
  const ownHash = deps.db.prepare<[string], { password_hash: string }>('SELECT password_hash FROM users WHERE id = ?');

  return new Hono<AdminEnv>()
    .get('/', (c) => c.json({ admins: all.all() } satisfies AdminUsersResponse))
    .post('/', jsonBody(AddAdminSchema), async (c) => {
      const { email, password } = c.req.valid('json');
      const actor = c.get('user');
      const own = ownHash.get(actor.id);
      const checked = await throttledPasswordCheck(deps, signInParty(c, deps, actor.email, own ? { id: actor.id, ...own } : null), own?.password_hash ?? null, password);
      if (!checked.ok) {
        // 403, not 401: the session is fine, and the page signs out on a 401.
        if (checked.status === 401) {
          deps.logger.warn('admin grant refused: wrong password', { by: actor.id });
          return c.json(fieldError('password', CONFIRM_FAILED, t.passwordWrong), 403);
        }
        return c.json(fieldError('password', checked.error), checked.status, { 'Retry-After': String(checked.retryAfterSeconds) });
      }
      const user = userByEmail.get(email);
      if (!user) {
        return c.json(fieldError('email', t.noAccount({ email }), t.noAccountField), 404);
      }
      if (one.get(user.id)) return c.json(fieldError('email', t.alreadyAdmin, t.alreadyAdminField), 409);
      insert.run(user.id, deps.now().toISOString());
      deps.logger.info('admin added', { user: user.id, by: c.get('user').id });
      return c.json({ admin: one.get(user.id)! } satisfies AdminUserAdded, 201);
    });
}
