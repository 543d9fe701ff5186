/**
 * Number and money inputs (spec 000 §5 rules, applied with `number.ts`).
 *
 * - A text input with inputMode (GOV.UK: no type=number spinners, no scroll-wheel changes).
 * - What the person types stays on screen while they type ("1", then "18": never
 *   snapped to 16 half way). The parent is told a value already in range on every
 *   keystroke, so its state is always valid.
 * - On leaving the field or pressing Enter the text is replaced by the committed value
 *   (empty → fallback, held between min and max, rounded to the step).
 * - A change of `value` from outside (a reset, a loaded calculation) replaces the text.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { describedBy, FieldError, fieldGroupClass, controlClass, Hint } from './field-parts';
import { clampNumber, commitNumberInput, formatNumberInput, parseNumberInput, type NumberLimits } from './number';

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
  const lastEmitted = useRef<number | null>(props.value);

  // A value set from outside (not one this field just emitted) replaces the text.
  useEffect(() => {
    if (!Object.is(props.value, lastEmitted.current)) {
      lastEmitted.current = props.value;
      setText(formatNumberInput(props.value, step));
    }
  }, [props.value, step]);

  const send = (value: number | null) => {
    lastEmitted.current = value;
    if (!Object.is(value, props.value)) emit(value);
  };

  const commit = () => {
    const value = commitNumberInput(text, limits);
    setText(formatNumberInput(value, step));
    send(value);
  };

  const mode = props.inputMode ?? (step % 1 === 0 ? 'numeric' : 'decimal');
  const suffixId = suffix ? `${id}-suffix` : undefined;
  return (
    <div className={fieldGroupClass(error, className)}>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      <Hint id={id}>{hint}</Hint>
      <FieldError id={id}>{error}</FieldError>
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
          aria-describedby={describedBy(id, hint, error, suffixId)}
          onChange={(e) => {
            setText(e.target.value);
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
    </div>
  );
}

/** MoneyField's props: NumberField's, with money defaults (min 0, step 0.01, empty → 0). */
export type MoneyFieldProps = Omit<RequiredNumberProps, 'prefix' | 'allowEmpty'>;

/**
 * A pounds input: '£' prefix, minimum 0, step 0.01, empty becomes 0 (spec 000 §5).
 * The label gets a hidden ", in pounds" since the '£' is not read out.
 */
export function MoneyField({ label, min = 0, step = 0.01, fallback = 0, widthClass = 'w-40', ...rest }: MoneyFieldProps) {
  return (
    <NumberField
      {...rest}
      label={
        <>
          {label}
          <span className="sr-only">, in pounds</span>
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
