/**
 * A setting switch: a real checkbox with role="switch" (read as "on"/"off"), a
 * label, and an optional hint. Saved as soon as it changes (docs/product.md §4 "each
 * change is saved immediately").
 */
import { useStore } from '@nanostores/react';
import type { SettingKey } from '~/lib/api-types';
import { adminSettingMessages } from '~/i18n/en/admin';
import { settingMeta, type SaveSetting, type SettingValues } from './settings-meta';

export interface ToggleProps {
  settingKey: SettingKey;
  /** Makes the id unique when the same setting shows on two tabs. */
  idPrefix: string;
  settings: SettingValues;
  save: SaveSetting;
  /** Replaces the standard label. */
  label?: string;
}

/** SettingText's props: the control it labels, and the words of settingMeta (or a label that replaces them). */
export interface SettingTextProps {
  /** The control's id; the hint's id is `{id}-hint`, for the control's aria-describedby. */
  id: string;
  label: string;
  hint?: string;
  /** The label on a line of its own, above the control. */
  block?: boolean;
}

/** A setting's label and hint (settingMeta), as the switch and the text setting show them. */
export function SettingText({ id, label, hint, block = false }: SettingTextProps) {
  return (
    <>
      <label htmlFor={id} className={`${block ? 'block ' : ''}font-semibold text-slate-900`}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
    </>
  );
}

export default function Toggle({ settingKey, idPrefix, settings, save, label }: ToggleProps) {
  const id = `${idPrefix}-${settingKey}`;
  const text = settingMeta(useStore(adminSettingMessages), settingKey);
  const checked = settings[settingKey] === 'true';
  return (
    <div className="flex min-h-11 items-center justify-between gap-4 py-3">
      <div className="min-w-0">
        <SettingText id={id} label={label ?? text.label} hint={text.hint} />
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
