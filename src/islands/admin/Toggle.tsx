/**
 * A setting switch: a real checkbox with role="switch" (read as "on"/"off"), a
 * label, and an optional hint. Saved as soon as it changes (docs/product.md §4 "each
 * change is saved immediately").
 */
import type { SettingKey } from '~/lib/api-types';
import type { SaveSetting, SettingValues } from './settings-meta';
import { SETTING_TEXT } from './settings-meta';

export interface ToggleProps {
  settingKey: SettingKey;
  /** Makes the id unique when the same setting shows on two tabs. */
  idPrefix: string;
  settings: SettingValues;
  save: SaveSetting;
  /** Replaces the standard label. */
  label?: string;
}

export default function Toggle({ settingKey, idPrefix, settings, save, label }: ToggleProps) {
  const id = `${idPrefix}-${settingKey}`;
  const text = SETTING_TEXT[settingKey];
  const checked = settings[settingKey] === 'true';
  return (
    <div className="flex min-h-11 items-center justify-between gap-4 py-3">
      <div className="min-w-0">
        <label htmlFor={id} className="font-semibold text-slate-900">
          {label ?? text.label}
        </label>
        {text.hint && (
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {text.hint}
          </p>
        )}
      </div>
      <span className="relative inline-flex shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={settings[settingKey] === undefined}
          aria-describedby={text.hint ? `${id}-hint` : undefined}
          onChange={(e) => void save(settingKey, e.currentTarget.checked ? 'true' : 'false')}
          className="peer h-8 w-14 cursor-pointer appearance-none rounded-full border-2 border-slate-600 bg-slate-500 transition-colors checked:border-brand-700 checked:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
        />
        <span aria-hidden="true" className="pointer-events-none absolute left-1 top-1 size-6 rounded-full bg-white shadow transition-transform peer-checked:translate-x-6" />
      </span>
    </div>
  );
}
