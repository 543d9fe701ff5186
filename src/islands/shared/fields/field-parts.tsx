/**
 * The pieces every form field shares, GOV.UK style (docs/style.md habit 9): a hint under
 * the label, an error message with a hidden "Error:" prefix, a red bar beside a
 * field in error, and the ids that tie them to the control with aria-describedby.
 * `FieldShell` puts them together around one labelled control.
 */
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { sharedFieldMessages } from '~/i18n/en/shared';

/** Ids of a field's hint and error, and the aria-describedby value joining them. */
export function describedBy(id: string, hint: ReactNode | undefined, error: string | undefined, extra?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : '', extra ?? ''].filter(Boolean).join(' ');
  return ids || undefined;
}

/** The wrapper of a field: the GOV.UK red bar when in error. */
export function fieldGroupClass(error: string | undefined, extra = ''): string {
  return `${error ? 'border-l-4 border-danger-600 pl-3' : ''} ${extra}`.trim();
}

/** The classes of a text-like control (input, select, textarea), red-bordered in error. */
export function controlClass(error: string | undefined, extra = ''): string {
  return `block min-h-11 rounded-md border-2 bg-white px-3 py-2 text-base text-slate-900 ${error ? 'border-danger-600' : 'border-slate-600'} ${extra}`.trim();
}

/** Grey explanatory text under a label. */
export function Hint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <div id={`${id}-hint`} className="mt-1 text-slate-600">
      {children}
    </div>
  );
}

/** A field's error, read with an "Error:" prefix (GOV.UK error message). */
export function FieldError({ id, children }: { id: string; children?: string }) {
  const t = useStore(sharedFieldMessages);
  if (!children) return null;
  return (
    <p id={`${id}-error`} className="mt-1 font-bold text-danger-600">
      <span className="sr-only">{t.errorPrefix} </span>
      {children}
    </p>
  );
}

export interface FieldShellProps {
  /** The control's id: the label points at it; the hint and error ids grow from it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Extra classes on the wrapper. */
  className?: string;
  /** The control itself, and anything that belongs under it inside the red bar. */
  children: ReactNode;
}

/**
 * One labelled field: the label, its hint and error, then the control, in a wrapper that
 * shows the red bar when in error. The control sets its own aria-describedby (`describedBy`).
 */
export function FieldShell({ id, label, hint, error, className, children }: FieldShellProps) {
  return (
    <div className={fieldGroupClass(error, className)}>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      <Hint id={id}>{hint}</Hint>
      <FieldError id={id}>{error}</FieldError>
      {children}
    </div>
  );
}
