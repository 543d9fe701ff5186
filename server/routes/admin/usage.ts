/**
 * Usage figures for the Dashboard and Analytics tabs (spec 002 §2, §9), counted
 * in SQL rather than by sending every calculator_usage row to the browser.
 *
 *   GET /api/admin/usage → 200 { today, week, total, mobile, completed, completionRate, popular: [{ calculator_type, count }] }
 *
 * "Today" is the UK calendar day (Europe/London); "week" is the last 7 × 24 hours;
 * completionRate is completed ÷ all as a whole percentage; popular is the top 5.
 */
import { Hono } from 'hono';
import type { AdminEnv, Deps } from '../../context.ts';

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
    `SELECT count(*) AS total,
            coalesce(sum(created_at >= ?), 0) AS today,
            coalesce(sum(created_at >= ?), 0) AS week,
            coalesce(sum(is_mobile), 0) AS mobile,
            coalesce(sum(completed), 0) AS completed
     FROM calculator_usage`,
  );
  const popular = deps.db.prepare<[], { calculator_type: string; count: number }>(
    'SELECT calculator_type, count(*) AS count FROM calculator_usage GROUP BY calculator_type ORDER BY count DESC, calculator_type ASC LIMIT 5',
  );
  return new Hono<AdminEnv>().get('/', (c) => {
    const now = deps.now();
    const t = totals.get(startOfUkDay(now).toISOString(), new Date(now.getTime() - 7 * 24 * 3600_000).toISOString())!;
    return c.json({
      ...t,
      completionRate: t.total === 0 ? 0 : Math.round((t.completed / t.total) * 100),
      popular: popular.all(),
    });
  });
}
