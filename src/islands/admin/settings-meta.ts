/**
 * How the admin page names and explains each setting (docs/product.md §2 tabs 1, 5, 7;
 * the keys of §3). The server's own list is server/settings.ts.
 */
import type { SettingKey } from '~/lib/api-types';
import { CONTACT_SUBJECTS } from '~/lib/contact';
import { ADSENSE_ID_PATTERN, ANALYTICS_ID_PATTERN } from '~/lib/setting-ids';

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

/** An ID setting: the hint names what to type and ends with the example of its shape. */
function idSetting(label: string, what: string, pattern: RegExp, example: string): SettingMeta {
  return { label, hint: `${what}, for example ${example}.`, id: { pattern, example } };
}

/** Label and hint of each setting. */
export const SETTING_TEXT: Record<SettingKey, SettingMeta> = {
  maintenance_mode: { label: 'Maintenance Mode', hint: 'Public pages show a maintenance page. This admin page stays open.' },
  analytics_tracking_enabled: {
    label: 'Analytics Tracking',
    hint: 'Records anonymous calculator use, and loads Google Analytics when an ID is set, but only for visitors who accept cookies: the law (PECR regulation 6) needs their consent first, so the cookie banner always shows while this is on.',
  },
  ad_serving_enabled: { label: 'Ad Serving', hint: 'The master switch for every ad slot.' },
  emergency_banner_message: { label: 'Emergency banner message', hint: 'Shown at the top of every page within seconds. Leave it empty for no banner.' },
  google_analytics_id: idSetting('Analytics ID', 'Your Google Analytics measurement ID', ANALYTICS_ID_PATTERN, 'G-ABC123XYZ'),
  gdpr_consent_enabled: {
    label: 'GDPR consent',
    hint: 'On: ads also wait until a visitor accepts on our cookie banner. Off: ads load at once, so your AdSense account must show Google’s own consent message to UK visitors. Google Analytics always waits for consent, whatever this says.',
  },
  google_adsense_id: idSetting('Ad network publisher ID', 'Your Google AdSense publisher ID', ADSENSE_ID_PATTERN, 'ca-pub-1234567890123456'),
  header_banner_enabled: { label: 'Header banner (728x90)', hint: 'Below the site header on wide screens.' },
  sidebar_ads_enabled: { label: 'Sidebar ads (300x250)', hint: 'Beside the content on pages that have a sidebar.' },
  mobile_banner_enabled: { label: 'Mobile banner (320x50)', hint: 'Below the site header on phones.' },
  in_content_ads_enabled: { label: 'In-content ads', hint: 'Between sections of guide pages.' },
};

/** Subject labels (docs/product.md §3), as the contact form offers them. */
export const SUBJECT_LABELS: Record<string, string> = Object.fromEntries(CONTACT_SUBJECTS.map(({ value, label }) => [value, label]));

const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' });
const DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' });
const TIME = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: 'Europe/London' });

/** '7 Apr 2025, 09:30' in UK time. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : DATE_TIME.format(d);
}

/** '1 April 2025'. */
export function formatDate(iso: string): string {
  const d = new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
  return Number.isNaN(d.getTime()) ? iso : DATE.format(d);
}

/** '14:32' in UK time. */
export function formatTime(ms: number): string {
  return TIME.format(new Date(ms));
}
