/**
 * Tab 5, Settings (spec 002 §2): emergency banner message, analytics ID, GDPR
 * consent, maintenance mode. Each change is saved (spec 002 §4).
 */
import type { SaveSetting, SettingValues } from '../settings-meta';
import Toggle from '../Toggle';
import TextSetting from '../TextSetting';
import { Section } from './parts';

export default function SettingsTab({ settings, save }: { settings: SettingValues; save: SaveSetting }) {
  return (
    <div>
      <h2 className="sr-only">Settings</h2>
      <Section id="settings-site-title" title="Site messages">
        <TextSetting idPrefix="settings" settingKey="emergency_banner_message" settings={settings} save={save} multiline maxLength={500} />
        <Toggle idPrefix="settings" settingKey="maintenance_mode" settings={settings} save={save} />
      </Section>
      <Section id="settings-privacy-title" title="Analytics and privacy">
        <TextSetting idPrefix="settings" settingKey="google_analytics_id" settings={settings} save={save} maxLength={40} />
        <Toggle idPrefix="settings" settingKey="gdpr_consent_enabled" settings={settings} save={save} />
      </Section>
    </div>
  );
}
