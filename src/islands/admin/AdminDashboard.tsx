/**
 * 'Admin Dashboard' (docs/product.md §2): 'Back to Site', sign out, and the seven tabs
 * as ARIA tabs with arrow keys (src/islands/shared/fields/Tabs.tsx). Settings are held
 * here because three tabs show them; each change is saved at once (docs/product.md §4).
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { adminCommonMessages, adminDashboardMessages, adminTabMessages } from '~/i18n/en/admin';
import { Rich } from '~/i18n/Rich';
import Tabs from '~/islands/shared/fields/Tabs';
import { toast } from '~/stores/toasts';
import type { AdminMessagesResponse, AdminRatesResponse, AdminSettingSaved, AdminSettingsResponse, AdminUsersResponse, SettingKey, UsageSummary } from '~/lib/api-types';
import { api } from './api';
import { useResource } from './useResource';
import type { SaveSetting, SettingValues } from './settings-meta';
import OverviewTab from './tabs/OverviewTab';
import RatesTab from './tabs/RatesTab';
import MessagesTab from './tabs/MessagesTab';
import AdminsTab from './tabs/AdminsTab';
import SettingsTab from './tabs/SettingsTab';
import AnalyticsTab from './tabs/AnalyticsTab';
import AdvertisingTab from './tabs/AdvertisingTab';
import { LoadState } from './tabs/parts';

export interface AdminDashboardProps {
  email: string;
  onSignOut: () => void;
}

const TAB_IDS = ['dashboard', 'rates', 'messages', 'admins', 'settings', 'analytics', 'advertising'] as const;

function tabFromHash(): string {
  const hash = typeof location === 'undefined' ? '' : location.hash.slice(1);
  return (TAB_IDS as readonly string[]).includes(hash) ? hash : 'dashboard';
}

export default function AdminDashboard({ email, onSignOut }: AdminDashboardProps) {
  const t = useStore(adminDashboardMessages);
  const tabs = useStore(adminTabMessages);
  const common = useStore(adminCommonMessages);
  const [tab, setTab] = useState(tabFromHash);
  const heading = useRef<HTMLHeadingElement>(null);
  // Signing in replaced the login card: take focus to the new page's heading.
  useEffect(() => heading.current?.focus(), []);
  const usage = useResource(() => api<UsageSummary>('/api/admin/usage'), 'usage');
  const rates = useResource(() => api<AdminRatesResponse>('/api/admin/rates'), 'rates');
  const messages = useResource(() => api<AdminMessagesResponse>('/api/admin/messages'), 'messages');
  const admins = useResource(() => api<AdminUsersResponse>('/api/admin/admins'), 'admins');
  const settingsResource = useResource(() => api<AdminSettingsResponse>('/api/admin/settings'), 'settings');
  const [settings, setSettings] = useState<SettingValues>({});

  useEffect(() => {
    if (!settingsResource.data) return;
    const values: SettingValues = {};
    for (const row of settingsResource.data.settings) values[row.setting_key as SettingKey] = row.setting_value;
    setSettings(values);
  }, [settingsResource.data]);

  const save: SaveSetting = useCallback(async (key, value) => {
    let previous: string | undefined;
    setSettings((s) => {
      previous = s[key];
      return { ...s, [key]: value };
    });
    try {
      const { setting } = await api<AdminSettingSaved>(`/api/admin/settings/${key}`, { method: 'PUT', body: { value } });
      setSettings((s) => ({ ...s, [key]: setting.setting_value }));
      toast({ title: adminDashboardMessages.get().settingUpdated, description: adminDashboardMessages.get().settingUpdatedText({ key }) });
      return true;
    } catch (err) {
      console.error('setting update failed', err);
      setSettings((s) => ({ ...s, [key]: previous }));
      toast({ title: adminDashboardMessages.get().settingError, description: adminCommonMessages.get().pleaseTryAgain, variant: 'destructive' });
      return false;
    }
  }, []);

  const select = (id: string) => {
    setTab(id);
    history.replaceState(null, '', `#${id}`);
  };

  const settingsReady = settingsResource.data !== null;
  const settingsGate = (content: ReactNode) => (settingsReady ? content : <LoadState status={settingsResource.status} onRetry={settingsResource.reload} />);
  const unread = messages.data?.unread ?? 0;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold text-slate-900 focus:outline-none">
            {t.title}
          </h1>
          <p className="mt-1 text-slate-700">
            <Rich text={t.signedInAs} parts={{ email: <strong className="break-words">{email}</strong> }} />
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <a href="/" className="btn btn-secondary">
            {t.backToSite}
          </a>
          <button type="button" className="btn btn-primary" onClick={onSignOut}>
            {common.signOut}
          </button>
        </div>
      </div>

      <div className="mt-6">
        <Tabs
          label={t.sections}
          idPrefix="admin"
          selectedId={tab}
          onSelect={select}
          keepMounted={false}
          panelClassName="focus:outline-none"
          tabs={[
            { id: 'dashboard', label: tabs.dashboard, content: settingsGate(<OverviewTab usage={usage} settings={settings} save={save} />) },
            { id: 'rates', label: tabs.rates, content: <RatesTab rates={rates} /> },
            {
              id: 'messages',
              label: (
                <>
                  {tabs.messages}
                  {unread > 0 && (
                    <span className="rounded-full bg-danger-600 px-2 text-xs font-bold text-white">
                      <Rich text={t.unreadBadge} parts={{ count: unread, sr: (words) => <span className="sr-only">{words}</span> }} />
                    </span>
                  )}
                </>
              ),
              content: <MessagesTab messages={messages} />,
            },
            { id: 'admins', label: tabs.admins, content: <AdminsTab admins={admins} /> },
            { id: 'settings', label: tabs.settings, content: settingsGate(<SettingsTab settings={settings} save={save} />) },
            { id: 'analytics', label: tabs.analytics, content: <AnalyticsTab usage={usage} settings={settings} /> },
            { id: 'advertising', label: tabs.advertising, content: settingsGate(<AdvertisingTab settings={settings} save={save} />) },
          ]}
        />
      </div>
    </div>
  );
}
