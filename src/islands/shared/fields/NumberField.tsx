/**
 * Number and money inputs (docs/product.md §5 rules, applied with `number.ts`).
 *
 * - A text input with inputMode (GOV.UK: no type=number spinners, no scroll-wheel changes).
 * - What the person types stays on screen while they type ("1", then "18": never
 *   snapped to 16 half way). The parent is told a value already in range on every
 *   keystroke, so its state is always valid.
 * - On leaving the field or pressing Enter the text is replaced by the committed value
 *   (empty → fallback, held between min and max, rounded to the step).
 * - A change of `value` from outside (a reset, a loaded calculation) replaces the text.
 * - When the committed value is not what was typed (out of range, not a number, rounded),
 *   the field says so beside itself, GOV.UK style: "We changed your age to 16: enter an
 *   age from 16 to 100". The note is also reported to the calculator's `FieldNotes`, which
 *   lists it in the error summary on Calculate. It goes when the person types again. A field
 *   on a step the form has left keeps its note there, and shows it again when its step returns.
 * - With `plausibleMax`, an amount above it gets "Check this amount: is it monthly?"
 *   (monthly rent over £20,000, earnings over £100,000 a month: a weekly or yearly figure
 *   typed in a monthly box). The amount is kept: it may be right.
 */
import { useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { sharedFieldMessages, sharedNumberMessages } from '~/i18n/en/shared';
import { describedBy, FieldShell, controlClass } from './field-parts';
import { FieldNotesContext } from './field-notes';
import { clampNumber, type NumberLimits } from '~/calc/number';
import { changeNote, commitNumberInput, formatNumberInput, noteNameOf, parseNumberInput, plausibilityNote } from './number';

interface NumberFieldBase extends Omit<NumberLimits, 'fallback'> {
  /** The input's id (error summaries link to it). */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** A GOV.UK error message, shown by the field with a hidden "Error:" prefix. */
  error?: string;
  /** Shown before the input, hidden from screen readers (say it in the label), e.g. '£'. */
  prefix?: string;
  /** Shown after the input and read as part of its description, e.g. 'per month', 'years'. */
  suffix?: string;
  /** Default 'decimal' when step has decimals, else 'numeric'. */
  inputMode?: 'decimal' | 'numeric';
  /** Input width (Tailwind classes). Default 'w-32'. */
  widthClass?: string;
  name?: string;
  disabled?: boolean;
  /** Extra classes on the wrapper. */
  className?: string;
  /**
   * How notes name this answer, e.g. 'your age'. Default: made from the label when it is plain
   * text (`noteNameOf`: 'How many adults aged 21 or over live with you?' → 'the number of adults
   * aged 21 or over'), else 'this answer'.
   */
  noteName?: string;
  /** Amounts above this get "Check this amount: is it monthly?" (the amount is kept). */
  plausibleMax?: number;
  /** The period the plausibility note asks about. Default 'monthly'. */
  plausiblePeriod?: string;
}

/** The value is always a number: empty becomes `fallback` (default `min`, else 0). */
interface RequiredNumberProps extends NumberFieldBase {
  allowEmpty?: false;
  fallback?: number;
  value: number;
  onChange: (value: number) => void;
}

/** Empty stays empty (null), e.g. a partner's age that becomes unset. */
interface OptionalNumberProps extends NumberFieldBase {
  allowEmpty: true;
  value: number | null;
  onChange: (value: number | null) => void;
}

export type NumberFieldProps = RequiredNumberProps | OptionalNumberProps;

export default function NumberField(props: NumberFieldProps) {
  const { id, label, hint, error, prefix, suffix, min, max, step = 1, name, disabled, className = '', widthClass = 'w-32' } = props;
  const limits: NumberLimits = { min, max, step, fallback: props.allowEmpty ? null : props.fallback };
  const emit = props.onChange as (value: number | null) => void;
  const [text, setText] = useState(() => formatNumberInput(props.value, step));
  const t = useStore(sharedNumberMessages);
  const notes = useContext(FieldNotesContext);
  // A field shown again (its step came back) shows the change it had noted; "is it monthly?"
  // is not a change and is worked out afresh from the amount below.
  const [changed, setChanged] = useState<string | null>(() => {
    const kept = notes?.get(id) ?? null;
    return kept === plausibilityNote(Number.MAX_VALUE, props.plausibleMax, props.plausiblePeriod) ? null : kept;
  });
  const lastEmitted = useRef<number | null>(props.value);
  /** What the last commit left in the box, until the person types again. */
  const committedText = useRef<string | null>(null);
  const money = prefix === '£';
  const noteName = props.noteName ?? (typeof label === 'string' ? noteNameOf(label) : t.thisAnswer);
  const note = changed ?? plausibilityNote(props.value, props.plausibleMax, props.plausiblePeriod);

  // A value set from outside (not one this field just emitted) replaces the text and its note.
  useEffect(() => {
    if (!Object.is(props.value, lastEmitted.current)) {
      lastEmitted.current = props.value;
      setText(formatNumberInput(props.value, step));
      setChanged(null);
    }
  }, [props.value, step]);

  useEffect(() => {
    notes?.set(id, note);
  }, [notes, id, note]);
  // On screen (again, after a Suspense boundary hid it) in a layout effect; gone for good in a
  // passive one, which a hidden field keeps (field-notes.ts: a step left behind).
  useLayoutEffect(() => notes?.shown(id), [notes, id]);
  useEffect(() => () => notes?.removed(id), [notes, id]);

  const send = (value: number | null) => {
    lastEmitted.current = value;
    if (!Object.is(value, props.value)) emit(value);
  };

  const commit = () => {
    // Left again without typing (Enter, then the summary taking focus): the note stays.
    if (text === committedText.current) return;
    const value = commitNumberInput(text, limits);
    committedText.current = formatNumberInput(value, step);
    const changedNote = changeNote(text, value, limits, { name: noteName, money });
    setChanged(changedNote);
    // Told now, not after the next render: Enter may also submit a step and take the field off the page.
    notes?.set(id, changedNote ?? plausibilityNote(value, props.plausibleMax, props.plausiblePeriod));
    setText(formatNumberInput(value, step));
    send(value);
  };

  const mode = props.inputMode ?? (step % 1 === 0 ? 'numeric' : 'decimal');
  const suffixId = suffix ? `${id}-suffix` : undefined;
  const noteId = note ? `${id}-note` : undefined;
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      {note && (
        <p id={noteId} className="mt-1 border-l-4 border-accent-500 pl-2 font-semibold text-slate-900">
          {note}
        </p>
      )}
      <div className="mt-1 flex items-stretch">
        {prefix && (
          <span aria-hidden="true" className="inline-flex min-w-11 items-center justify-center rounded-l-md border-2 border-r-0 border-slate-600 bg-slate-100 px-3 font-semibold">
            {prefix}
          </span>
        )}
        <input
          id={id}
          name={name}
          type="text"
          inputMode={mode}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error, [noteId, suffixId].filter(Boolean).join(' ') || undefined)}
          onChange={(e) => {
            committedText.current = null;
            setText(e.target.value);
            setChanged(null);
            send(clampNumber(parseNumberInput(e.target.value), limits));
          }}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
          }}
          className={controlClass(error, `${widthClass} max-w-full tabular-nums ${prefix ? 'rounded-l-none' : ''}`)}
        />
        {suffix && (
          <span id={suffixId} className="ml-2 inline-flex items-center text-slate-700">
            {suffix}
          </span>
        )}
      </div>
    </FieldShell>
  );
}

/** MoneyField's props: NumberField's, with money defaults (min 0, step 0.01, empty → 0). */
export type MoneyFieldProps = Omit<RequiredNumberProps, 'prefix' | 'allowEmpty'>;

/**
 * A pounds input: '£' prefix, minimum 0, step 0.01, empty becomes 0 (docs/product.md §5).
 * The label gets a hidden ", in pounds" since the '£' is not read out.
 */
export function MoneyField({ label, min = 0, step = 0.01, fallback = 0, widthClass = 'w-40', ...rest }: MoneyFieldProps) {
  const t = useStore(sharedFieldMessages);
  return (
    <NumberField
      noteName={typeof label === 'string' ? noteNameOf(label) : undefined}
      {...rest}
      label={
        <>
          {label}
          <span className="sr-only">{t.inPounds}</span>
        </>
      }
      prefix="£"
      min={min}
      step={step}
      fallback={fallback}
      widthClass={widthClass}
    />
  );
}
