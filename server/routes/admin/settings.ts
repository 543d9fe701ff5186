/**
 * Settings for admins (spec 002 §7 "Load settings", "Save setting").
 *
 *   GET /api/admin/settings       → 200 { settings: [{ setting_key, setting_value, updated_at }] } (key ascending)
 *   PUT /api/admin/settings/:key  { value } → 200 { setting } | 404 unknown key | 422 { error, fields: { value } }
 *
 * A saved value reaches the pages at once (the store drops its cache).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AdminEnv, Deps } from '../../context.ts';
import { jsonBody, zodToApiError } from '../../http.ts';
import { isSettingKey, settingValueSchema } from '../../settings.ts';

const SettingUpdateSchema = z
  .object({
    value: z.union([z.string(), z.boolean()], { errorMap: () => ({ message: 'Value must be text, true or false' }) }),
  })
  .strict();

export function adminSettingsRoutes(deps: Deps) {
  return new Hono<AdminEnv>()
    .get('/', (c) => c.json({ settings: deps.settings.rows() }))
    .put('/:key', jsonBody(SettingUpdateSchema), (c) => {
      const key = c.req.param('key');
      if (!isSettingKey(key)) return c.json({ error: 'No setting has that name.' }, 404);
      const { value } = c.req.valid('json');
      const parsed = settingValueSchema(key).safeParse(typeof value === 'boolean' ? String(value) : value);
      if (!parsed.success) {
        const { error } = zodToApiError(parsed.error);
        return c.json({ error, fields: { value: error } }, 422);
      }
      const setting = deps.settings.set(key, parsed.data, deps.now().toISOString());
      deps.logger.info('setting updated', { key, by: c.get('user').id });
      return c.json({ setting });
    });
}
