/**
 * Tab 7, Advertising (docs/product.md §2): publisher ID, master switch, and the four
 * slots with their sizes (§9). Slots reserve their size on the page.
 */
import { useStore } from '@nanostores/react';
import { adminAdvertisingMessages, adminTabMessages } from '~/i18n/en/admin';
import type { SaveSetting, SettingValues } from '../settings-meta';
import Toggle from '../Toggle';
import TextSetting from '../TextSetting';
import { Section } from './parts';

export default function AdvertisingTab({ settings, save }: { settings: SettingValues; save: SaveSetting }) {
  const t = useStore(adminAdvertisingMessages);
  const tabs = useStore(adminTabMessages);
  return (
    <div>
      <h2 className="sr-only">{tabs.advertising}</h2>
      <Section id="ads-network-title" title={t.adNetwork}>
        <TextSetting idPrefix="ads" settingKey="google_adsense_id" settings={settings} save={save} maxLength={40} />
        <Toggle idPrefix="ads" settingKey="ad_serving_enabled" settings={settings} save={save} label={t.masterSwitch} />
      </Section>
      <Section id="ads-slots-title" title={t.adSlots}>
        <div className="divide-y divide-slate-200">
          <Toggle idPrefix="ads" settingKey="header_banner_enabled" settings={settings} save={save} />
          <Toggle idPrefix="ads" settingKey="sidebar_ads_enabled" settings={settings} save={save} />
          <Toggle idPrefix="ads" settingKey="mobile_banner_enabled" settings={settings} save={save} />
          <Toggle idPrefix="ads" settingKey="in_content_ads_enabled" settings={settings} save={save} />
        </div>
        <p className="mt-3 text-sm text-slate-700">{t.slotsNote}</p>
      </Section>
    </div>
  );
}
