/**
 * A postcode field, the same in every calculator: upper-cased as it is typed (docs/product.md §3)
 * without moving the caret, at most 10 characters, no spelling check, the browser's
 * postal-code autofill, GOV.UK hint and error.
 *
 * With `onEnter`, Enter in the field runs it (a lookup) instead of submitting the calculator's
 * form. `action` sits beside the field (a lookup button); `children` go under both, inside the
 * field's group (what the lookup found), so an error's red bar runs beside all of it.
 */
import type { ReactNode } from 'react';
import { controlClass, describedBy, FieldShell } from './field-parts';

export interface PostcodeFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  value: string;
  /** The postcode as typed, upper-cased. */
  onChange: (postcode: string) => void;
  /** What Enter in the field does instead of submitting the form. */
  onEnter?: () => void;
  /** Beside the field: a button that looks the postcode up. */
  action?: ReactNode;
  /** Under the field: what a lookup found. */
  children?: ReactNode;
}

export default function PostcodeField({ id, label, hint, error, value, onChange, onEnter, action, children }: PostcodeFieldProps) {
  const input = (
    <input
      id={id}
      type="text"
      autoComplete="postal-code"
      spellCheck={false}
      maxLength={10}
      value={value}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, hint, error)}
      onChange={(e) => {
        const el = e.target;
        const [start, end] = [el.selectionStart, el.selectionEnd];
        el.value = el.value.toUpperCase();
        el.setSelectionRange(start, end);
        onChange(el.value);
      }}
      onKeyDown={
        onEnter &&
        ((e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            onEnter();
          }
        })
      }
      className={controlClass(error, action ? 'w-40 uppercase' : 'mt-1 w-40 uppercase')}
    />
  );
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      {action ? (
        <div className="mt-1 flex flex-wrap items-stretch gap-2">
          {input}
          {action}
        </div>
      ) : (
        input
      )}
      {children}
    </FieldShell>
  );
}
