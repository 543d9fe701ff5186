/**
 * Anonymous calculator usage (docs/rules.md "Tax years"): while analytics tracking is on,
 * a calculator may record one event of exactly three facts. No address, no
 * cookie, no time finer than the row's own created_at.
 *
 *   POST /api/usage { calculator_type, is_mobile, completed }
 *        → 204 | 403 { error } (tracking off) | 413 | 415 | 422 { error, fields } | 429
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { Deps } from '../context.ts';
import { clientIp, jsonBody, limitBody } from '../http.ts';
import { CALCULATOR_IDS } from '../../src/lib/calculators.ts';

const UsageSchema = z
  .object({
    // Every calculator of src/lib/calculators.ts; the column itself is plain text (migration 003).
    calculator_type: z.enum(CALCULATOR_IDS, { message: `calculator_type must be one of ${CALCULATOR_IDS.join(', ')}` }),
    is_mobile: z.boolean({ message: 'is_mobile must be true or false' }),
    completed: z.boolean({ message: 'completed must be true or false' }),
  })
  .strict();

export function usageRoutes(deps: Deps) {
  const insert = deps.db.prepare('INSERT INTO calculator_usage (calculator_type, is_mobile, completed, created_at) VALUES (?, ?, ?, ?)');
  return new Hono().post('/', limitBody(4 * 1024), jsonBody(UsageSchema), (c) => {
    if (!deps.settings.get().analytics_tracking_enabled) return c.json({ error: 'Usage tracking is switched off.' }, 403);
    const ip = clientIp(c, deps.trustProxy);
    const state = deps.limits.usageIp.check(ip);
    if (!state.allowed) return c.json({ error: 'Too many usage events. Try again later.' }, 429, { 'Retry-After': String(state.retryAfterSeconds) });
    deps.limits.usageIp.hit(ip);
    const { calculator_type, is_mobile, completed } = c.req.valid('json');
    insert.run(calculator_type, is_mobile ? 1 : 0, completed ? 1 : 0, deps.now().toISOString());
    return c.body(null, 204);
  });
}
