/**
 * The admin settings of docs/product.md §3: every key, its kind, its default, how a
 * value is checked, and a small read cache so a saved setting reaches every page
 * within a second without a query per request (docs/product.md §11).
 */
import { z } from 'zod';
import type { DB } from './db/index.ts';
import { committedWrite } from './db/write.ts';
import { cleanText } from '../src/lib/contact.ts';
import type { SettingKey, SettingRow, SiteSettings } from '../src/lib/api-types.ts';
import { formatNumber } from '../src/i18n/format.ts';
import { serverSettingMessages } from '../src/i18n/en/server.ts';

/** A setting is a switch ('true'/'false' text, docs/product.md §3) or a short text. */
export type SettingKind = 'boolean' | 'text' | 'id';

/** Every key of docs/product.md §3, with its kind and the default seeded on first start. */
export const SETTING_DEFINITIONS = {
  maintenance_mode: { kind: 'boolean', default: 'false' },
  analytics_tracking_enabled: { kind: 'boolean', default: 'false' },
  ad_serving_enabled: { kind: 'boolean', default: 'false' },
  emergency_banner_message: { kind: 'text', default: '' },
  google_analytics_id: { kind: 'id', default: '' },
  gdpr_consent_enabled: { kind: 'boolean', default: 'false' },
  google_adsense_id: { kind: 'id', default: '' },
  header_banner_enabled: { kind: 'boolean', default: 'false' },
  sidebar_ads_enabled: { kind: 'boolean', default: 'false' },
  mobile_banner_enabled: { kind: 'boolean', default: 'false' },
  in_content_ads_enabled: { kind: 'boolean', default: 'false' },
} as const satisfies Record<SettingKey, { kind: SettingKind; default: string }>;

/** Keys in setting_key order (docs/product.md §7 "Load settings … ordered by setting_key ascending"). */
export const SETTING_KEYS = (Object.keys(SETTING_DEFINITIONS) as SettingKey[]).sort();

/** True when `key` names a setting. */
export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTING_DEFINITIONS, key);
}

/** Longest emergency banner message we keep (a banner, not an article). */
export const BANNER_MAX_LENGTH = 500;

/**
 * How a new value for `key` is checked. IDs are limited to letters, digits and
 * hyphens so nothing typed can break out of a script URL or attribute; the
 * stricter "looks like a real ID" check (src/lib/setting-ids.ts) only decides
 * whether markup is emitted, so a half-typed ID can still be saved on every change.
 */
export function settingValueSchema(key: SettingKey) {
  const kind = SETTING_DEFINITIONS[key].kind as SettingKind;
  const t = serverSettingMessages.get();
  if (kind === 'boolean') return z.enum(['true', 'false'], { message: t.trueOrFalse });
  if (kind === 'id') {
    return z
      .string({ message: t.enterId })
      .trim()
      .max(40, t.idTooLong)
      .regex(/^[A-Za-z0-9-]*$/, t.idCharacters);
  }
  return (
    z
      .string({ message: t.enterMessage })
      .max(BANNER_MAX_LENGTH, t.messageTooLong({ max: formatNumber(BANNER_MAX_LENGTH) }))
      // Well-formed Unicode without control characters before it is stored (line breaks kept).
      .transform((v) => cleanText(v, { multiline: true }).replace(/\t/g, ' ').trim())
  );
}

/** Turn stored rows into typed settings (missing keys take their defaults). */
export function toSiteSettings(rows: Iterable<{ setting_key: string; setting_value: string }>): SiteSettings {
  const values: Record<string, string> = {};
  for (const [key, def] of Object.entries(SETTING_DEFINITIONS)) values[key] = def.default;
  for (const row of rows) if (isSettingKey(row.setting_key)) values[row.setting_key] = row.setting_value;
  const out: Record<string, string | boolean> = {};
  for (const [key, def] of Object.entries(SETTING_DEFINITIONS)) {
    out[key] = def.kind === 'boolean' ? values[key] === 'true' : (values[key] ?? '');
  }
  return out as unknown as SiteSettings;
}

/**
 * Reads settings with a short cache (at most `ttlMs` old) and writes them,
 * dropping the cache on write so this process sees its own change at once;
 * another process (the CLI, a second server) is seen within `ttlMs`.
 */
export function createSettingsStore(db: DB, options: { ttlMs?: number; now?: () => number } = {}) {
  const ttlMs = options.ttlMs ?? 1000;
  const clock = options.now ?? Date.now;
  const selectAll = db.prepare<[], SettingRow>('SELECT setting_key, setting_value, updated_at FROM admin_settings ORDER BY setting_key ASC');
  const update = db.prepare<[string, string, string], SettingRow>(
    'UPDATE admin_settings SET setting_value = ?, updated_at = ? WHERE setting_key = ? RETURNING setting_key, setting_value, updated_at',
  );
  const insert = db.prepare<[string, string, string], SettingRow>(
    'INSERT INTO admin_settings (setting_key, setting_value, updated_at) VALUES (?, ?, ?) RETURNING setting_key, setting_value, updated_at',
  );
  // One transaction per save: its COMMIT throws on a full or failing disk (db/write.ts).
  const save = committedWrite(db, (key: string, value: string, nowIso: string) => update.get(value, nowIso, key) ?? insert.get(key, value, nowIso)!);
  let cached: { at: number; settings: SiteSettings } | null = null;

  return {
    /** Every stored row, ordered by key (docs/product.md §7). */
    rows(): SettingRow[] {
      return selectAll.all();
    },
    /** Typed settings for the site, at most ttlMs old. */
    get(): SiteSettings {
      const t = clock();
      if (cached && t - cached.at < ttlMs) return cached.settings;
      cached = { at: t, settings: toSiteSettings(selectAll.all()) };
      return cached.settings;
    },
    /**
     * Save one setting (docs/product.md §7 "Save setting: UPDATE by setting_key").
     * Returns only once it is committed; throws when it could not be.
     */
    set(key: SettingKey, value: string, nowIso: string): SettingRow {
      try {
        return save(key, value, nowIso);
      } finally {
        cached = null;
      }
    },
    /** Forget the cache (tests, or after a direct write). */
    invalidate(): void {
      cached = null;
    },
  };
}

/** The settings store's type. */
export type SettingsStore = ReturnType<typeof createSettingsStore>;
