/**
 * Tab 6, Analytics (docs/product.md §2: "today's visitors, this week, completion rate").
 * The figures count calculators started, not visitors (a visitor may start
 * several, and nothing identifies a visitor), so the cards say so.
 */
import { useStore } from '@nanostores/react';
import type { Resource } from '../useResource';
import type { UsageSummary } from '~/lib/api-types';
import type { SettingValues } from '../settings-meta';
import { LoadState, StatCard } from './parts';
import UsageNote from './UsageNote';
import { adminAnalyticsMessages, adminCommonMessages, adminTabMessages } from '~/i18n/en/admin';
import { formatNumber } from '~/i18n/format';

export default function AnalyticsTab({ usage, settings }: { usage: Resource<UsageSummary>; settings: SettingValues }) {
  const t = useStore(adminAnalyticsMessages);
  const tabs = useStore(adminTabMessages);
  const common = useStore(adminCommonMessages);
  const u = usage.data;
  return (
    <div>
      <h2 className="text-xl font-bold text-slate-900">{tabs.analytics}</h2>
      <p className="mt-1 max-w-3xl text-slate-700">{settings.analytics_tracking_enabled === 'true' ? t.introOn : t.introOff}</p>
      <div className="mt-4">
        <LoadState status={u ? 'ready' : usage.status} onRetry={usage.reload} />
      </div>
      {u && (
        <dl className="grid gap-4 sm:grid-cols-3">
          <StatCard label={t.startedToday} value={formatNumber(u.today)} detail={t.ukTime} />
          <StatCard label={t.startedThisWeek} value={formatNumber(u.week)} detail={t.lastSevenDays} />
          <StatCard
            label={t.completionRate}
            value={common.percent({ percent: formatNumber(u.completionRate) })}
            detail={t.completionRateDetail({ completed: formatNumber(u.completed), total: formatNumber(u.total) })}
          />
        </dl>
      )}
      <UsageNote />
      <button type="button" className="btn btn-secondary mt-4" onClick={usage.reload}>
        {common.refreshFigures}
      </button>
    </div>
  );
}
