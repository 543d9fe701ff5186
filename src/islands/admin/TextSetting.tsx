/**
 * A text setting saved while typing: every change is saved, but only after a
 * short pause (and at once when the field loses focus), so typing a sentence
 * sends a handful of saves, not one per key, and no change is ever lost.
 */
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { SettingKey } from '~/lib/api-types';
import { adminSettingMessages } from '~/i18n/en/admin';
import { settingMeta, type SaveSetting, type SettingValues } from './settings-meta';
import { controlClass } from '~/islands/shared/fields/field-parts';
import { SettingText } from './Toggle';

/** Pause after the last keystroke before saving. */
export const TEXT_SAVE_DELAY_MS = 800;

export interface TextSettingProps {
  settingKey: SettingKey;
  idPrefix: string;
  settings: SettingValues;
  save: SaveSetting;
  multiline?: boolean;
  maxLength?: number;
}

export default function TextSetting({ settingKey, idPrefix, settings, save, multiline = false, maxLength }: TextSettingProps) {
  const id = `${idPrefix}-${settingKey}`;
  const t = useStore(adminSettingMessages);
  const text = settingMeta(t, settingKey);
  const stored = settings[settingKey] ?? '';
  const [value, setValue] = useState(stored);
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Follow the stored value (a failed save reverts it) unless a change is waiting.
  useEffect(() => {
    if (pending.current === null) setValue(stored);
  }, [stored]);

  const flush = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const next = pending.current;
    pending.current = null;
    if (next !== null && next !== stored) void save(settingKey, next);
  };

  // Save what is waiting if the panel goes away.
  const flushRef = useRef(flush);
  flushRef.current = flush;
  useEffect(() => () => flushRef.current(), []);

  const onChange = (next: string) => {
    setValue(next);
    pending.current = next;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(flush, TEXT_SAVE_DELAY_MS);
  };

  const idRule = text.id;
  const looksWrong = Boolean(idRule && value.trim() !== '' && !idRule.pattern.test(value.trim()));
  const describedBy = [text.hint ? `${id}-hint` : '', looksWrong ? `${id}-warning` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    maxLength,
    disabled: settings[settingKey] === undefined,
    'aria-describedby': describedBy,
    onChange: (e: { currentTarget: { value: string } }) => onChange(e.currentTarget.value),
    onBlur: flush,
    className: controlClass(undefined, 'mt-1 w-full'),
  };

  return (
    <div className="py-3">
      <SettingText id={id} label={text.label} hint={text.hint} block />
      {multiline ? <textarea rows={3} {...common} /> : <input type="text" spellCheck={false} autoComplete="off" {...common} />}
      {looksWrong && idRule && (
        <p id={`${id}-warning`} className="mt-1 text-sm font-semibold text-danger-600">
          {t.idLooksWrong({ example: idRule.example })}
        </p>
      )}
    </div>
  );
}
