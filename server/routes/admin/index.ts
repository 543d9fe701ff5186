/**
 * The admin API (docs/product.md §7, one route per table call), every route behind the
 * admin check (401 without a session, 403 for a non-admin) and a 64 KB body limit.
 */
import { Hono } from 'hono';
import type { AdminEnv, Deps } from '../../context.ts';
import { requireAdmin } from '../../auth/guard.ts';
import { limitBody } from '../../http.ts';
import { adminRatesRoutes } from './rates.ts';
import { adminLhaImportRoutes } from './lha-import.ts';
import { adminCouncilSchemesRoutes } from './council-schemes.ts';
import { adminSettingsRoutes } from './settings.ts';
import { adminMessagesRoutes } from './messages.ts';
import { adminUsersRoutes } from './admins.ts';
import { adminUsageRoutes } from './usage.ts';
import { adminSessionsRoutes } from './sessions.ts';
import { adminTwoFactorRoutes } from './two-factor.ts';

/** Largest admin request body (docs/product.md §9 "Admin"). */
export const ADMIN_BODY_LIMIT = 64 * 1024;

export function adminRoutes(deps: Deps) {
  const app = new Hono<AdminEnv>();
  app.use('*', async (c, next) => {
    c.header('Cache-Control', 'no-store'); // before the handler: no Response copy
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  app.use('*', limitBody(ADMIN_BODY_LIMIT));
  app.use('*', requireAdmin(deps));
  app.route('/rates/lha-import', adminLhaImportRoutes(deps));
  app.route('/rates', adminRatesRoutes(deps));
  app.route('/council-schemes', adminCouncilSchemesRoutes(deps));
  app.route('/settings', adminSettingsRoutes(deps));
  app.route('/messages', adminMessagesRoutes(deps));
  app.route('/admins', adminUsersRoutes(deps));
  app.route('/usage', adminUsageRoutes(deps));
  app.route('/sessions', adminSessionsRoutes(deps));
  app.route('/two-factor', adminTwoFactorRoutes(deps));
  return app;
}
