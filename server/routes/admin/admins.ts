/**
 * Admin users (spec 002 §7 "Load admins"; DECISIONS.md §5: the tab's email field
 * grants admin to an existing account; accounts are made with npm run admin:create).
 *
 *   GET  /api/admin/admins  → 200 { admins: [{ id, user_id, role, created_at, email }] } (created_at descending)
 *   POST /api/admin/admins  { email } → 201 { admin } | 404 no such account | 409 already admin | 422
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AdminEnv, Deps } from '../../context.ts';
import { jsonBody } from '../../http.ts';

interface AdminRow {
  id: number;
  user_id: string;
  role: string;
  created_at: string;
  email: string;
}

const AddAdminSchema = z
  .object({
    email: z
      .string({ required_error: 'Please enter an email address', invalid_type_error: 'Please enter an email address' })
      .trim()
      .min(1, 'Please enter an email address')
      .max(320, 'Email address must be 320 characters or fewer'),
  })
  .strict();

export function adminUsersRoutes(deps: Deps) {
  const select = `SELECT a.id, a.user_id, a.role, a.created_at, u.email FROM admin_users a JOIN users u ON u.id = a.user_id`;
  const all = deps.db.prepare<[], AdminRow>(`${select} ORDER BY a.created_at DESC, a.id DESC`);
  const one = deps.db.prepare<[string], AdminRow>(`${select} WHERE a.user_id = ?`);
  const userByEmail = deps.db.prepare<[string], { id: string }>('SELECT id FROM users WHERE email = ? COLLATE NOCASE');
  const insert = deps.db.prepare("INSERT INTO admin_users (user_id, role, created_at) VALUES (?, 'admin', ?)");

  return new Hono<AdminEnv>()
    .get('/', (c) => c.json({ admins: all.all() }))
    .post('/', jsonBody(AddAdminSchema), (c) => {
      const { email } = c.req.valid('json');
      const user = userByEmail.get(email);
      if (!user) {
        return c.json(
          { error: `No account uses ${email}. Create it first with npm run admin:create -- --email ${email}`, fields: { email: 'No account uses this email address' } },
          404,
        );
      }
      if (one.get(user.id)) return c.json({ error: 'That account is already an admin.', fields: { email: 'That account is already an admin' } }, 409);
      insert.run(user.id, deps.now().toISOString());
      deps.logger.info('admin added', { user: user.id, by: c.get('user').id });
      return c.json({ admin: one.get(user.id) }, 201);
    });
}
