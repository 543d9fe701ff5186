/**
 * Tab 1, Dashboard (docs/product.md §2): Today's Usage, Weekly Usage, Mobile Usage,
 * Completion Rate (rounded %); Quick Settings; Popular Calculators (top 5, §9).
 */
import { useStore } from '@nanostores/react';
import type { Resource } from '../useResource';
import type { UsageSummary } from '~/lib/api-types';
import { calculatorName } from '~/lib/calculators';
import type { SaveSetting, SettingValues } from '../settings-meta';
import Toggle from '../Toggle';
import { LoadState, Section, StatCard } from './parts';
import UsageNote from './UsageNote';
import { adminCommonMessages, adminOverviewMessages, adminTabMessages } from '~/i18n/en/admin';
import { formatNumber } from '~/i18n/format';
import { Rich } from '~/i18n/Rich';

export interface OverviewTabProps {
  usage: Resource<UsageSummary>;
  settings: SettingValues;
  save: SaveSetting;
}

export default function OverviewTab({ usage, settings, save }: OverviewTabProps) {
  const t = useStore(adminOverviewMessages);
  const tabs = useStore(adminTabMessages);
  const common = useStore(adminCommonMessages);
  const u = usage.data;
  const mobileShare = u && u.total > 0 ? Math.round((u.mobile / u.total) * 100) : 0;
  return (
    <div>
      <h2 className="sr-only">{tabs.dashboard}</h2>
      <LoadState status={u ? 'ready' : usage.status} onRetry={usage.reload} />
      {u && (
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard label={t.todaysUsage} value={formatNumber(u.today)} detail={t.todaysUsageDetail} />
          <StatCard label={t.weeklyUsage} value={formatNumber(u.week)} detail={t.weeklyUsageDetail} />
          <StatCard label={t.mobileUsage} value={formatNumber(u.mobile)} detail={t.mobileUsageDetail({ percent: formatNumber(mobileShare) })} />
          <StatCard label={t.completionRate} value={common.percent({ percent: formatNumber(u.completionRate) })} detail={t.completionRateDetail} />
        </dl>
      )}
      <UsageNote />

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div>
          <Section id="quick-settings-title" title={t.quickSettings}>
            <div className="divide-y divide-slate-200">
              <Toggle idPrefix="quick" settingKey="maintenance_mode" settings={settings} save={save} />
              <Toggle idPrefix="quick" settingKey="analytics_tracking_enabled" settings={settings} save={save} />
              <Toggle idPrefix="quick" settingKey="ad_serving_enabled" settings={settings} save={save} />
            </div>
          </Section>
        </div>

        <div>
          <Section
            id="popular-title"
            title={t.popular}
            actions={
              <button type="button" className="btn btn-secondary" onClick={usage.reload}>
                {common.refreshFigures}
              </button>
            }
          >
            {u && u.popular.length === 0 && <p className="text-slate-700">{t.noUse}</p>}
            {u && u.popular.length > 0 && (
              <ol className="divide-y divide-slate-200">
                {u.popular.map((p, i) => (
                  <li key={p.calculator_type} className="flex items-center justify-between gap-3 py-2">
                    <span>
                      <span className="mr-2 font-semibold text-slate-600">{i + 1}.</span>
                      {calculatorName(p.calculator_type)}
                    </span>
                    <span className="font-semibold">
                      <Rich text={t.started} parts={{ count: formatNumber(p.count), sr: (words) => <span className="sr-only">{words}</span> }} />
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </Section>
        </div>
      </div>
    </div>
  );
}
