/**
 * One toast (src/islands/shared/dialogs/Toaster.tsx draws the live regions it goes in): its title
 * and words, a real close button ("Close notification"), Escape to close the toast that holds
 * focus (focus then goes back where it came from), and a timer that pauses while the toast is
 * hovered or holds focus (WCAG 2.2.1; docs/product.md §9).
 */
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { TOAST_DURATION_MS, dismissToast, type Toast } from '~/stores/toasts';
import { sharedToastMessages } from '~/i18n/en/shared-toast';

/** After a pause, a toast stays at least this long so it can still be read. */
const MIN_REMAINING_MS = 1500;

export default function ToastItem({ toast }: { toast: Toast }) {
  const t = useStore(sharedToastMessages);
  const ref = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const remaining = useRef(TOAST_DURATION_MS);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;

  const close = () => {
    const hadFocus = !!ref.current?.contains(document.activeElement);
    dismissToast(toast.id);
    if (hadFocus) {
      const back = returnFocus.current;
      (back?.isConnected ? back : document.getElementById('main-content'))?.focus();
    }
  };

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(MIN_REMAINING_MS, remaining.current - (Date.now() - started));
    };
  }, [paused, toast.id]);

  const outside = (e: FocusEvent) => !ref.current?.contains(e.relatedTarget as Node | null);
  const onFocus = (e: FocusEvent) => {
    if (!outside(e)) return;
    returnFocus.current = e.relatedTarget instanceof HTMLElement ? e.relatedTarget : null;
    setFocused(true);
  };
  const onBlur = (e: FocusEvent) => {
    if (outside(e)) setFocused(false);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    // Cancelled so an open dialog behind the toast does not close too.
    e.preventDefault();
    e.stopPropagation();
    close();
  };

  const destructive = toast.variant === 'destructive';
  return (
    // Escape pressed on any control inside the toast closes it; the toast itself is not a control.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={ref}
      data-toast={toast.variant}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      className={`pointer-events-auto flex items-start gap-2 rounded-lg border border-l-8 p-4 pr-2 text-left shadow-lg ${
        destructive ? 'border-danger-600 bg-danger-50 text-danger-600' : 'border-brand-700 bg-white text-slate-900'
      }`}
    >
      <div className="min-w-0 flex-1">
        <p className="font-bold">{toast.title}</p>
        {toast.description && <p className={`mt-1 text-sm ${destructive ? '' : 'text-slate-700'}`}>{toast.description}</p>}
      </div>
      <button type="button" onClick={close} aria-label={t.close} className="-my-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-slate-900/10">
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
