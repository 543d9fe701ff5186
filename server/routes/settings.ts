/**
 * The settings the public site may know (docs/product.md §11): switches as JSON
 * booleans, the banner text and the public IDs. Nothing else from admin_settings.
 *
 *   GET /api/settings/public → 200 { maintenance_mode, emergency_banner_message, … }
 */
import { Hono } from 'hono';
import type { Deps } from '../context.ts';
import type { SiteSettings } from '../../src/lib/api-types.ts';

/** The keys GET /api/settings/public returns, and only these. */
export const PUBLIC_SETTING_KEYS = [
  'maintenance_mode',
  'emergency_banner_message',
  'analytics_tracking_enabled',
  'gdpr_consent_enabled',
  'google_analytics_id',
  'ad_serving_enabled',
  'google_adsense_id',
  'header_banner_enabled',
  'sidebar_ads_enabled',
  'mobile_banner_enabled',
  'in_content_ads_enabled',
] as const satisfies ReadonlyArray<keyof SiteSettings>;

export function publicSettingsRoutes(deps: Deps) {
  return new Hono().get('/public', (c) => {
    const settings = deps.settings.get();
    const body = Object.fromEntries(PUBLIC_SETTING_KEYS.map((k) => [k, settings[k]]));
    return c.json(body, 200, { 'Cache-Control': 'no-cache' });
  });
}
