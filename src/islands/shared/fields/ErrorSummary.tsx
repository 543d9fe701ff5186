/**
 * GOV.UK error summary (docs/style.md habit 9): shown at the top of a form after a submit
 * that found problems. It takes focus when it appears (or its errors change) so
 * screen readers read it, and each message links to its field; following a link
 * focuses the field itself.
 *
 * If a field may sit in a hidden tab, pass `onSelectField` to show its tab first
 * (the summary focuses the field on the next frame).
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { sharedErrorSummaryMessages } from '~/i18n/en/shared-error-summary';

/** One problem: the id of the field's input, and the same message the field shows. */
export interface ErrorSummaryItem {
  fieldId: string;
  message: string;
}

export interface ErrorSummaryProps {
  errors: ReadonlyArray<ErrorSummaryItem>;
  /** Default 'There is a problem'. */
  title?: string;
  /** Called before focusing a field, e.g. to select the tab that holds it. */
  onSelectField?: (fieldId: string) => void;
  /** Said after the list, e.g. what to do next. */
  children?: ReactNode;
}

export default function ErrorSummary({ errors, title, onSelectField, children }: ErrorSummaryProps) {
  const t = useStore(sharedErrorSummaryMessages);
  const ref = useRef<HTMLDivElement>(null);
  const key = errors.map((e) => `${e.fieldId}:${e.message}`).join('|');

  useEffect(() => {
    if (key) ref.current?.focus();
  }, [key]);

  if (errors.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} className="mb-6 rounded-md border-4 border-danger-600 p-4 focus:outline-none focus-visible:outline-3">
      <div role="alert">
        <h2 className="text-xl font-bold text-slate-900">{title ?? t.title}</h2>
        <ul className="mt-2 list-none space-y-1">
          {errors.map((e) => (
            <li key={e.fieldId}>
              <a
                href={`#${e.fieldId}`}
                className="font-bold text-danger-600 underline underline-offset-2"
                onClick={(event) => {
                  event.preventDefault();
                  onSelectField?.(e.fieldId);
                  requestAnimationFrame(() => {
                    const field = document.getElementById(e.fieldId);
                    field?.scrollIntoView({ block: 'center' });
                    field?.focus();
                  });
                }}
              >
                {e.message}
              </a>
            </li>
          ))}
        </ul>
        {children}
      </div>
    </div>
  );
}

/**
 * What the summary of changed answers says after its list when Calculate was held back (useCalculation's
 * `heldBack`), as the page's language says it when this module loads. Kept for the calculators that
 * say it themselves; read `sharedErrorSummaryMessages` (src/i18n/en/shared-error-summary.ts) instead.
 */
export const HELD_BACK_TEXT = sharedErrorSummaryMessages.get().heldBack;

/**
 * The summary of the answers fields changed, above a calculator's form (docs/product.md §5), saying
 * that no estimate was worked out when Calculate was held back (useCalculation's `heldBack`).
 */
export function ChangedAnswersSummary({
  notes,
  title,
  heldBack,
  onSelectField,
}: {
  notes: ReadonlyArray<ErrorSummaryItem>;
  /** `notesTitle(notes)` (field-notes.ts): 'We changed some of your answers' only when one was changed. */
  title: string;
  heldBack: boolean;
  onSelectField?: (fieldId: string) => void;
}) {
  const t = useStore(sharedErrorSummaryMessages);
  return (
    <ErrorSummary errors={notes} title={title} onSelectField={onSelectField}>
      {heldBack && <p className="mt-2 text-slate-900">{t.heldBack}</p>}
    </ErrorSummary>
  );
}
