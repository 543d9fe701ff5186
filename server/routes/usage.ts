/**
 * Anonymous calculator usage (docs/product.md §7, §9 "Usage events"): while analytics tracking is
 * on, a calculator page gets a token and may record, with it, one start and one result of each
 * calculator, each an event of exactly three facts. No address, no cookie, no time finer than the
 * row's own created_at; the token is not stored with the row.
 *
 *   GET  /api/usage/token → 200 { token } (no-store) | 403 { error } (tracking off) | 429 { error } + Retry-After
 *   POST /api/usage { calculator_type, is_mobile, completed }, header Usage-Token
 *        → 204 | 403 { error } (tracking off, or no good token) | 409 { error } (that event already
 *          sent with the token, or a result before its start) | 413 | 415 | 422 { error, fields }
 *        | 429 { error } + Retry-After (a budget of server/usage-budget.ts is spent)
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { Deps } from '../context.ts';
import { clientIp, jsonBody, limitBody } from '../http.ts';
import { CALCULATOR_IDS } from '../../src/lib/calculators.ts';
import { USAGE_TOKEN_HEADER } from '../../src/lib/usage-token.ts';
import { serverUsageMessages } from '../../src/i18n/en/server.ts';

const t = serverUsageMessages.get();

const UsageSchema = z
  .object({
    // Every calculator of src/lib/calculators.ts; the column itself is plain text (migration 003).
    calculator_type: z.enum(CALCULATOR_IDS, { message: t.calculatorType({ ids: CALCULATOR_IDS.join(', ') }) }),
    is_mobile: z.boolean({ message: t.isMobile }),
    completed: z.boolean({ message: t.completed }),
  })
  .strict();

const TRACKING_OFF = t.trackingOff;
const TOO_MANY = t.tooMany;

export function usageRoutes(deps: Deps) {
  const insert = deps.db.prepare('INSERT INTO calculator_usage (calculator_type, is_mobile, completed, created_at) VALUES (?, ?, ?, ?)');
  return new Hono()
    .get('/token', (c) => {
      c.header('Cache-Control', 'no-store');
      if (!deps.settings.get().analytics_tracking_enabled) return c.json({ error: TRACKING_OFF }, 403);
      const ip = clientIp(c, deps.trustProxy);
      const burst = deps.limits.usageIp.check(ip);
      if (!burst.allowed) return c.json({ error: TOO_MANY }, 429, { 'Retry-After': String(burst.retryAfterSeconds) });
      deps.limits.usageIp.hit(ip);
      const answer = deps.usage.issue(ip);
      if (!answer.ok) return c.json({ error: TOO_MANY }, 429, { 'Retry-After': String(answer.retryAfterSeconds) });
      return c.json({ token: answer.token });
    })
    .post('/', limitBody(4 * 1024), jsonBody(UsageSchema), (c) => {
      if (!deps.settings.get().analytics_tracking_enabled) return c.json({ error: TRACKING_OFF }, 403);
      const ip = clientIp(c, deps.trustProxy);
      const state = deps.limits.usageIp.check(ip);
      if (!state.allowed) return c.json({ error: TOO_MANY }, 429, { 'Retry-After': String(state.retryAfterSeconds) });
      deps.limits.usageIp.hit(ip);
      const { calculator_type, is_mobile, completed } = c.req.valid('json');
      const spent = deps.usage.spend(ip, c.req.header(USAGE_TOKEN_HEADER), calculator_type, completed);
      if (!spent.ok) {
        const headers: Record<string, string> = spent.retryAfterSeconds ? { 'Retry-After': String(spent.retryAfterSeconds) } : {};
        return c.json({ error: spent.error }, spent.status, headers);
      }
      insert.run(calculator_type, is_mobile ? 1 : 0, completed ? 1 : 0, deps.now().toISOString());
      return c.body(null, 204);
    });
}
