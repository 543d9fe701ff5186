/**
 * Tab 5, Settings (docs/product.md §2): emergency banner message, analytics ID, GDPR
 * consent, maintenance mode. Each change is saved (docs/product.md §4).
 */
import { useStore } from '@nanostores/react';
import { adminSettingsTabMessages, adminTabMessages } from '~/i18n/en/admin';
import type { SaveSetting, SettingValues } from '../settings-meta';
import Toggle from '../Toggle';
import TextSetting from '../TextSetting';
import { Section } from './parts';

export default function SettingsTab({ settings, save }: { settings: SettingValues; save: SaveSetting }) {
  const t = useStore(adminSettingsTabMessages);
  const tabs = useStore(adminTabMessages);
  return (
    <div>
      <h2 className="sr-only">{tabs.settings}</h2>
      <Section id="settings-site-title" title={t.siteMessages}>
        <TextSetting idPrefix="settings" settingKey="emergency_banner_message" settings={settings} save={save} multiline maxLength={500} />
        <Toggle idPrefix="settings" settingKey="maintenance_mode" settings={settings} save={save} />
      </Section>
      <Section id="settings-privacy-title" title={t.analyticsPrivacy}>
        <TextSetting idPrefix="settings" settingKey="google_analytics_id" settings={settings} save={save} maxLength={40} />
        <p className="mt-3 max-w-3xl text-sm text-slate-700">{t.analyticsNote}</p>
        <Toggle idPrefix="settings" settingKey="gdpr_consent_enabled" settings={settings} save={save} />
      </Section>
    </div>
  );
}
