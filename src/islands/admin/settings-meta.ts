/**
 * How the admin page names and explains each setting (docs/product.md §2 tabs 1, 5, 7;
 * the keys of §3), and how it writes dates and times. The words are the catalogue's
 * (src/i18n/en/admin.ts); the server's own list is server/settings.ts.
 */
import type { SettingKey } from '~/lib/api-types';
import { contactSubjects } from '~/lib/contact';
import { ADSENSE_ID_PATTERN, ANALYTICS_ID_PATTERN } from '~/lib/setting-ids';
import { formatUkTime } from '~/i18n/format';
import type { adminSettingMessages } from '~/i18n/en/admin';

/** Stored values by key ('true'/'false' for switches). */
export type SettingValues = Partial<Record<SettingKey, string>>;

/** Saves one setting; resolves true when the server stored it. */
export type SaveSetting = (key: SettingKey, value: string) => Promise<boolean>;

/** How the admin page presents a setting: its label and hint, and for an ID the shape it must have. */
export interface SettingMeta {
  label: string;
  hint?: string;
  /** An ID's shape (the server emits markup only for IDs of it), and an example the hint and the warning show. */
  id?: { pattern: RegExp; example: string };
}

/** The admin settings' messages, as `useStore(adminSettingMessages)` gives them. */
export type SettingMessages = ReturnType<(typeof adminSettingMessages)['get']>;

/** An ID setting: the hint names what to type and ends with the example of its shape. */
function idSetting(label: string, hint: (values: { example: string }) => string, pattern: RegExp, example: string): SettingMeta {
  return { label, hint: hint({ example }), id: { pattern, example } };
}

/** Label and hint of the setting `key`, in the words of `t`. */
export function settingMeta(t: SettingMessages, key: SettingKey): SettingMeta {
  switch (key) {
    case 'maintenance_mode':
      return { label: t.maintenanceMode, hint: t.maintenanceModeHint };
    case 'analytics_tracking_enabled':
      return { label: t.analyticsTracking, hint: t.analyticsTrackingHint };
    case 'ad_serving_enabled':
      return { label: t.adServing, hint: t.adServingHint };
    case 'emergency_banner_message':
      return { label: t.bannerMessage, hint: t.bannerMessageHint };
    case 'google_analytics_id':
      return idSetting(t.analyticsId, t.analyticsIdHint, ANALYTICS_ID_PATTERN, 'G-ABC123XYZ');
    case 'gdpr_consent_enabled':
      return { label: t.gdprConsent, hint: t.gdprConsentHint };
    case 'google_adsense_id':
      return idSetting(t.adsenseId, t.adsenseIdHint, ADSENSE_ID_PATTERN, 'ca-pub-1234567890123456');
    case 'header_banner_enabled':
      return { label: t.headerBanner, hint: t.headerBannerHint };
    case 'sidebar_ads_enabled':
      return { label: t.sidebarAds, hint: t.sidebarAdsHint };
    case 'mobile_banner_enabled':
      return { label: t.mobileBanner, hint: t.mobileBannerHint };
    case 'in_content_ads_enabled':
      return { label: t.inContentAds, hint: t.inContentAdsHint };
  }
}

/** The label of a stored subject value (docs/product.md §3), as the contact form offers it, or the value itself. */
export function subjectLabel(value: string): string {
  return contactSubjects().find((s) => s.value === value)?.label ?? value;
}

/** '7 Apr 2025, 09:30' in UK time (the text as given when it is not a date). */
export function formatDateTime(iso: string): string {
  return formatUkTime(iso, 'medium') || iso;
}

/** '1 April 2025' (the text as given when it is not a date). */
export function formatDate(iso: string): string {
  return formatUkTime(iso, 'date') || iso;
}

/** '14:32' in UK time. */
export function formatTime(ms: number): string {
  return formatUkTime(ms, 'time');
}
