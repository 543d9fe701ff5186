/**
 * The notification area for `toast()` (src/stores/toasts.ts; docs/product.md §9: one at a time,
 * auto-close after 4000 ms). It is a strip in the page's flow just below the sticky header, and it
 * sticks under the header as the page scrolls: a notice pushes the page down by its height instead
 * of lying over it, so it never covers the page title, a field or a button, at 390 px or 1280 px
 * (an overlay at the top covered the title after a link was opened, and two stacked
 * covered the form). While a notice shows, the browser's scroll anchoring is off, so the page
 * moves down rather than the notice moving over it. The strip is marked `data-covers-top`, so a
 * calculator's result is brought into view below it (`revealResult` in reveal.ts).
 *
 * Put `<Toaster />` once inside each island that raises toasts. Several on one page
 * are fine: the first one mounted draws, the others render nothing, so a toast is
 * shown and announced once.
 *
 * Accessibility:
 * - Two live regions exist in the page from mounting, before any toast:
 *   role=status (polite) for ordinary toasts and role=alert (assertive) for
 *   destructive ones. Both set aria-atomic=false so a new toast is read alone.
 * - Each toast has a real close button ("Close notification"); Escape closes the
 *   toast that holds focus, and focus goes back to where it came from.
 * - The timer pauses while the toast is hovered or holds focus (WCAG 2.2.1).
 * - While a modal <dialog> from `Dialog.tsx` is open the area moves inside it:
 *   everything outside a modal dialog is inert and hidden from screen readers.
 */
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { $toastHosts, $toasts, TOAST_DURATION_MS, dismissToast, type Toast } from '~/stores/toasts';

/** Mounted toasters, in mount order; the first one draws. */
const $toasters = atom<readonly object[]>([]);

/** The strip below the sticky header where the page's toasts are drawn (src/layouts/BaseLayout.astro). */
const pageStrip = () => document.querySelector<HTMLElement>('[data-toast-strip]')!;

/** After a pause, a toast stays at least this long so it can still be read. */
const MIN_REMAINING_MS = 1500;

export default function Toaster() {
  // A token of this instance (useId can repeat across islands: each is its own React root).
  const [me] = useState<object>(() => ({}));
  const [mounted, setMounted] = useState(false);
  const toasters = useStore($toasters);
  // `ssr: 'initial'`: hydrate with no toasts, whatever another island raised meanwhile.
  const toasts = useStore($toasts, { ssr: 'initial' });
  const hosts = useStore($toastHosts, { ssr: 'initial' });

  useEffect(() => {
    $toasters.set([...$toasters.get(), me]);
    setMounted(true);
    return () => $toasters.set($toasters.get().filter((id) => id !== me));
  }, [me]);

  if (mounted && toasters[0] !== me) return null;

  const host = mounted ? hosts[hosts.length - 1] : undefined;
  // The regions are drawn once mounted (no toast comes before), in the strip below the header.
  // They stay even while a dialog hosts the toasts, so a toast raised as a dialog closes lands in
  // a live region that already exists.
  return (
    <>
      {mounted && createPortal(<ToastArea toasts={host ? [] : toasts} inStrip />, pageStrip())}
      {host && createPortal(<ToastArea toasts={toasts} />, host)}
    </>
  );
}

/**
 * The two live regions (assertive for destructive toasts, polite for the rest): in the strip below
 * the header (`inStrip`), or, inside a modal dialog, over the dialog's foot.
 */
function ToastArea({ toasts, inStrip = false }: { toasts: readonly Toast[]; inStrip?: boolean }) {
  const showing = inStrip && toasts.length > 0;
  // Sticks just below the header, measured as a toast is drawn (its height changes with the menus).
  // Its place and the scroll anchoring it turns off are in src/styles/global.css.
  useEffect(() => {
    if (showing) pageStrip().style.top = `${document.querySelector<HTMLElement>('body > header')?.offsetHeight ?? 0}px`;
  }, [showing]);
  return (
    <div
      data-toast-area=""
      className={
        inStrip
          ? 'pointer-events-none mx-auto flex max-w-3xl flex-col gap-2 px-3'
          : 'pointer-events-none fixed inset-x-3 bottom-3 z-[60] flex flex-col gap-2 sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-96'
      }
    >
      <div role="alert" aria-live="assertive" aria-atomic="false" className="flex flex-col gap-2">
        {toasts
          .filter((t) => t.variant === 'destructive')
          .map((t) => (
            <ToastItem key={t.id} toast={t} />
          ))}
      </div>
      <div role="status" aria-live="polite" aria-atomic="false" className="flex flex-col gap-2">
        {toasts
          .filter((t) => t.variant !== 'destructive')
          .map((t) => (
            <ToastItem key={t.id} toast={t} />
          ))}
      </div>
    </div>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
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
      <button
        type="button"
        onClick={close}
        aria-label="Close notification"
        className="-my-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-slate-900/10"
      >
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
