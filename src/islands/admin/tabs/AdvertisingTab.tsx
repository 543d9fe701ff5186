/**
 * Tab 7, Advertising (docs/product.md §2): publisher ID, master switch, and the four
 * slots with their sizes (§9). Slots reserve their size on the page.
 */
import type { SaveSetting, SettingValues } from '../settings-meta';
import Toggle from '../Toggle';
import TextSetting from '../TextSetting';
import { Section } from './parts';

export default function AdvertisingTab({ settings, save }: { settings: SettingValues; save: SaveSetting }) {
  return (
    <div>
      <h2 className="sr-only">Advertising</h2>
      <Section id="ads-network-title" title="Ad network">
        <TextSetting idPrefix="ads" settingKey="google_adsense_id" settings={settings} save={save} maxLength={40} />
        <Toggle idPrefix="ads" settingKey="ad_serving_enabled" settings={settings} save={save} label="Master ad switch" />
      </Section>
      <Section id="ads-slots-title" title="Ad slots">
        <div className="divide-y divide-slate-200">
          <Toggle idPrefix="ads" settingKey="header_banner_enabled" settings={settings} save={save} />
          <Toggle idPrefix="ads" settingKey="sidebar_ads_enabled" settings={settings} save={save} />
          <Toggle idPrefix="ads" settingKey="mobile_banner_enabled" settings={settings} save={save} />
          <Toggle idPrefix="ads" settingKey="in_content_ads_enabled" settings={settings} save={save} />
        </div>
        <p className="mt-3 text-sm text-slate-700">
          Ads show only when the master switch is on and the publisher ID is set. The header and mobile banners sit below the site header; the sidebar and in-content slots sit on
          guide and situation pages, never inside a calculator. With GDPR consent on (Settings tab), they load only after a visitor accepts cookies; with it off, Google’s own
          consent message must ask instead.
        </p>
      </Section>
    </div>
  );
}
