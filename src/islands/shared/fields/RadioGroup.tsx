/**
 * One question answered by radio buttons: <fieldset> with the question as <legend>
 * (GOV.UK radios). The first radio's id is `id`, the others `id-2`, `id-3`…, so an
 * error summary link to `#id` lands on the group.
 */
import type { ReactNode } from 'react';
import { describedBy, FieldError, fieldGroupClass, Hint } from './field-parts';

/** One answer. */
export interface RadioOption<V extends string = string> {
  value: V;
  label: string;
  hint?: ReactNode;
}

export interface RadioGroupProps<V extends string = string> {
  /** Id of the first radio; also the stem of the hint and error ids. */
  id: string;
  /** The radios' shared name (defaults to `id`). */
  name?: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  value: V | '';
  onChange: (value: V) => void;
  options: ReadonlyArray<RadioOption<V>>;
  /** Options side by side (for two or three short answers such as Yes / No). */
  inline?: boolean;
  className?: string;
}

export default function RadioGroup<V extends string = string>({
  id,
  name = id,
  legend,
  hint,
  error,
  value,
  onChange,
  options,
  inline = false,
  className = '',
}: RadioGroupProps<V>) {
  return (
    // min-w-0: a fieldset is otherwise as wide as its widest content (no phone overflow).
    <fieldset className={fieldGroupClass(error, `min-w-0 ${className}`)} aria-describedby={describedBy(id, hint, error)}>
      <legend className="font-semibold text-slate-900">{legend}</legend>
      <Hint id={id}>{hint}</Hint>
      <FieldError id={id}>{error}</FieldError>
      <div className={inline ? 'mt-1 flex flex-wrap gap-x-6' : 'mt-1'}>
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${index + 1}`;
          return (
            <div key={option.value} className="flex items-start gap-3">
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                aria-describedby={option.hint ? `${optionId}-hint` : undefined}
                className="mt-2.5 size-6 shrink-0 accent-brand-700"
              />
              <div>
                <label htmlFor={optionId} className="inline-block py-2.5 text-slate-900">
                  {option.label}
                </label>
                {option.hint && (
                  <div id={`${optionId}-hint`} className="-mt-1 pb-2 text-slate-600">
                    {option.hint}
                  </div>
                )}
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
