/**
 * Tab 6, Analytics (docs/product.md §2: "today's visitors, this week, completion rate").
 * The figures count calculators started, not visitors (a visitor may start
 * several, and nothing identifies a visitor), so the cards say so.
 */
import type { Resource } from '../useResource';
import type { UsageSummary } from '~/lib/api-types';
import type { SettingValues } from '../settings-meta';
import { LoadState, StatCard } from './parts';
import UsageNote from './UsageNote';

export default function AnalyticsTab({ usage, settings }: { usage: Resource<UsageSummary>; settings: SettingValues }) {
  const u = usage.data;
  return (
    <div>
      <h2 className="text-xl font-bold text-slate-900">Analytics</h2>
      <p className="mt-1 max-w-3xl text-slate-700">
        Anonymous counts of calculators started (a visitor's first answer) and of results, recorded only while Analytics Tracking is on
        {settings.analytics_tracking_enabled === 'true' ? ' (it is on now)' : ' (it is off now, so nothing new is recorded)'}. Nothing a visitor types is ever sent.
      </p>
      <div className="mt-4">
        <LoadState status={u ? 'ready' : usage.status} onRetry={usage.reload} />
      </div>
      {u && (
        <dl className="grid gap-4 sm:grid-cols-3">
          <StatCard label="Calculators started today" value={u.today.toLocaleString('en-GB')} detail="UK time" />
          <StatCard label="Started this week" value={u.week.toLocaleString('en-GB')} detail="In the last 7 days" />
          <StatCard
            label="Completion rate"
            value={`${u.completionRate}%`}
            detail={`${u.completed.toLocaleString('en-GB')} results from ${u.total.toLocaleString('en-GB')} started`}
          />
        </dl>
      )}
      <UsageNote />
      <button type="button" className="btn btn-secondary mt-4" onClick={usage.reload}>
        Refresh figures
      </button>
    </div>
  );
}
