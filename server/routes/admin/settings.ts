/**
 * Settings for admins (docs/product.md §7 "Load settings", "Save setting").
 *
 *   GET /api/admin/settings       → 200 { settings: [{ setting_key, setting_value, updated_at }] } (key ascending)
 *   PUT /api/admin/settings/:key  { value } → 200 { setting } | 404 unknown key | 422 { error, fields: { value } }
 *                                 | 503 { error } when it could not be stored (full or failing disk)
 *
 * A saved value reaches the pages at once (the store drops its cache).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AdminEnv, Deps } from '../../context.ts';
import { fieldError, jsonBody, zodToApiError } from '../../http.ts';
import { isSettingKey, settingValueSchema } from '../../settings.ts';
import type { AdminSettingSaved, AdminSettingsResponse } from '../../../src/lib/api-types.ts';
import { isStorageFailure, sqliteCode, STORAGE_RETRY_AFTER_SECONDS } from '../../db/write.ts';
import { serverAdminMessages } from '../../../src/i18n/en/server.ts';

const t = serverAdminMessages.get();

/** The answer when a setting could not be stored (docs/product.md §8 "Setting failure"). */
export const SETTING_NOT_SAVED = t.settingNotSaved;

const SettingUpdateSchema = z
  .object({
    value: z.union([z.string(), z.boolean()], { errorMap: () => ({ message: t.settingValueType }) }),
  })
  .strict();

export function adminSettingsRoutes(deps: Deps) {
  return new Hono<AdminEnv>()
    .get('/', (c) => c.json({ settings: deps.settings.rows() } satisfies AdminSettingsResponse))
    .put('/:key', jsonBody(SettingUpdateSchema), (c) => {
      const key = c.req.param('key');
      if (!isSettingKey(key)) return c.json({ error: t.noSetting }, 404);
      const { value } = c.req.valid('json');
      const parsed = settingValueSchema(key).safeParse(typeof value === 'boolean' ? String(value) : value);
      if (!parsed.success) {
        return c.json(fieldError('value', zodToApiError(parsed.error).error), 422);
      }
      let setting;
      try {
        setting = deps.settings.set(key, parsed.data, deps.now().toISOString());
      } catch (err) {
        if (!isStorageFailure(err)) throw err;
        deps.logger.error('setting not saved', { key, code: sqliteCode(err), err });
        return c.json({ error: SETTING_NOT_SAVED }, 503, { 'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS) });
      }
      deps.logger.info('setting updated', { key, by: c.get('user').id });
      return c.json({ setting } satisfies AdminSettingSaved);
    });
}
