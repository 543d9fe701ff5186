/**
 * Tab 5, Settings (docs/product.md §2): emergency banner message, analytics ID, GDPR
 * consent, maintenance mode. Each change is saved (docs/product.md §4).
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
        <p className="mt-3 max-w-3xl text-sm text-slate-700">
          Google Analytics loads only for visitors who choose Accept cookies on the cookie banner, whatever the GDPR consent switch says: its cookies are not strictly necessary, so
          UK law (the Privacy and Electronic Communications Regulations, regulation 6) needs consent first. Visitors can change their choice at any time from Cookie settings in the
          footer.
        </p>
        <Toggle idPrefix="settings" settingKey="gdpr_consent_enabled" settings={settings} save={save} />
      </Section>
    </div>
  );
}
