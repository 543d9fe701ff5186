/**
 * Health (GET /api/health → 200 { status: 'ok' } | 503 { status: 'error', error }).
 * It reads a little of every table and index, so a damaged file shows here and
 * not only as failing admin pages.
 */
import { Hono } from 'hono';
import type { Deps } from '../context.ts';
import { createTableCheck } from '../db/index.ts';
import { serverApiMessages } from '../../src/i18n/en/server.ts';

export function healthRoutes(deps: Pick<Deps, 'db' | 'logger'>) {
  const checkTables = createTableCheck(deps.db);
  return new Hono().get('/', (c) => {
    try {
      checkTables();
      return c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' });
    } catch (err) {
      deps.logger.error('health check failed', { err });
      return c.json({ status: 'error', error: serverApiMessages.get().databaseUnavailable }, 503, { 'Cache-Control': 'no-store' });
    }
  });
}
