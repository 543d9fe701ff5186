/**
 * A date asked as day, month and year in three boxes, GOV.UK's date input (docs/style.md habit
 * 9): a fieldset whose legend is the question, a hint with an example, and an error once the
 * visitor leaves the boxes with a date that is not whole or not real. What is typed stays in the
 * boxes; the answer (`onChange`) is the 'YYYY-MM-DD' of a real date, or '' until there is one.
 */
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useStore } from '@nanostores/react';
import { sharedDateMessages } from '~/i18n/en/shared-date';
import { FieldError, controlClass, describedBy, fieldGroupClass } from './field-parts';
import { partsOfIsoDate, readDateParts, type DateParts } from './date-parts';

export interface DateFieldProps {
  /** Stem of the ids: the boxes are `id-day`, `id-month` and `id-year`. */
  id: string;
  legend: string;
  /** Words before the example, e.g. 'With it, we work out when State Pension age came.' */
  hint?: string;
  /** 'YYYY-MM-DD', or '' for none. */
  value: string;
  onChange: (iso: string) => void;
  /** The autocomplete tokens, e.g. 'bday' for a date of birth (then bday-day, bday-month, bday-year). */
  autoComplete?: 'bday';
}

/** The boxes; each box's key is also its label's message. */
const BOXES = [
  { key: 'day', width: 'w-16', maxLength: 2 },
  { key: 'month', width: 'w-16', maxLength: 2 },
  { key: 'year', width: 'w-24', maxLength: 4 },
] as const;

export default function DateField({ id, legend, hint, value, onChange, autoComplete }: DateFieldProps) {
  const t = useStore(sharedDateMessages);
  const [parts, setParts] = useState<DateParts>(() => partsOfIsoDate(value));
  const [left, setLeft] = useState(false);
  // The last answer given from these boxes: a different value comes from outside (a saved
  // calculation opened, Start again), and then the boxes show it.
  const given = useRef(value);
  useEffect(() => {
    if (value === given.current) return;
    given.current = value;
    setParts(partsOfIsoDate(value));
    setLeft(false);
  }, [value]);

  const read = readDateParts(parts);
  const error = left && read.kind === 'invalid' ? t.error({ field: legend.replace(/ \(optional\)$/, ''), problem: read.problem }) : undefined;
  const fullHint = [hint, t.example].filter(Boolean).join(' ');

  const type = (key: keyof DateParts, text: string) => {
    const next = { ...parts, [key]: text };
    setParts(next);
    const now = readDateParts(next);
    const iso = now.kind === 'valid' ? now.iso : '';
    if (iso !== given.current) {
      given.current = iso;
      onChange(iso);
    }
  };
  const leave = (e: FocusEvent<HTMLFieldSetElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setLeft(true);
  };

  return (
    <fieldset className={fieldGroupClass(error)} aria-describedby={describedBy(id, fullHint, error)} onBlur={leave}>
      <legend className="font-semibold text-slate-900">{legend}</legend>
      <div id={`${id}-hint`} className="mt-1 text-slate-600">
        {fullHint}
      </div>
      <FieldError id={id}>{error}</FieldError>
      <div className="mt-1 flex flex-wrap gap-4">
        {BOXES.map((box) => (
          <div key={box.key}>
            <label htmlFor={`${id}-${box.key}`} className="block text-slate-900">
              {t[box.key]}
            </label>
            <input
              id={`${id}-${box.key}`}
              type="text"
              inputMode="numeric"
              maxLength={box.maxLength}
              autoComplete={autoComplete ? `${autoComplete}-${box.key}` : 'off'}
              spellCheck={false}
              value={parts[box.key]}
              onChange={(e) => type(box.key, e.currentTarget.value)}
              aria-invalid={error ? true : undefined}
              className={controlClass(error, `mt-1 tabular-nums ${box.width}`)}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
