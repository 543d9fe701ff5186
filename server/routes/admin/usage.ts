/**
 * Usage figures for the Dashboard and Analytics tabs (docs/product.md §2, §9), counted
 * in SQL rather than by sending every calculator_usage row to the browser.
 *
 *   GET /api/admin/usage → 200 { today, week, total, mobile, completed, completionRate, popular: [{ calculator_type, count }] }
 *
 * A calculator sends two kinds of row, each at most once per page load
 * (src/lib/usage.ts): `completed = 0` when a visitor starts it (first answer
 * changed) and `completed = 1` when it first gives them a result. So every count
 * of use (total, today, week, mobile, popular) counts starts, and completionRate
 * is results ÷ starts as a whole percentage (at most 100). An earlier description of this product wrote it
 * as "completed rows divided by all rows", which assumed one row per use; with a
 * start row and a result row per use, that quotient could never reach 100%.
 * "Today" is the UK calendar day (Europe/London); "week" is the last 7 × 24 hours;
 * popular is the top 5.
 */
import { Hono } from 'hono';
import type { AdminEnv, Deps } from '../../context.ts';
import type { UsageSummary } from '../../../src/lib/api-types.ts';

const LONDON = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** UK wall-clock parts of an instant. */
function londonParts(instant: number) {
  const parts = LONDON.formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** The UTC instant at which the UK calendar day containing `at` began (UK time is UTC+0 or UTC+1). */
export function startOfUkDay(at: Date): Date {
  const { year, month, day } = londonParts(at.getTime());
  const utcMidnight = Date.UTC(year, month - 1, day);
  const p = londonParts(utcMidnight);
  const offsetMs = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - utcMidnight;
  return new Date(utcMidnight - offsetMs);
}

export function adminUsageRoutes(deps: Deps) {
  const totals = deps.db.prepare<[string, string], { total: number; today: number; week: number; mobile: number; completed: number }>(
    `SELECT coalesce(sum(completed = 0), 0) AS total,
            coalesce(sum(completed = 0 AND created_at >= ?), 0) AS today,
            coalesce(sum(completed = 0 AND created_at >= ?), 0) AS week,
            coalesce(sum(completed = 0 AND is_mobile), 0) AS mobile,
            coalesce(sum(completed), 0) AS completed
     FROM calculator_usage`,
  );
  const popular = deps.db.prepare<[], { calculator_type: string; count: number }>(
    'SELECT calculator_type, count(*) AS count FROM calculator_usage WHERE completed = 0 GROUP BY calculator_type ORDER BY count DESC, calculator_type ASC LIMIT 5',
  );
  return new Hono<AdminEnv>().get('/', (c) => {
    const now = deps.now();
    const t = totals.get(startOfUkDay(now).toISOString(), new Date(now.getTime() - 7 * 24 * 3600_000).toISOString())!;
    return c.json({
      ...t,
      completionRate: t.total === 0 ? 0 : Math.min(100, Math.round((t.completed / t.total) * 100)),
      popular: popular.all(),
    } satisfies UsageSummary);
  });
}
