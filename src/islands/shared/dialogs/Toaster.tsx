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
import { useEffect, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { $toastHosts, $toasts, type Toast } from '~/stores/toasts';

/**
 * A toast itself (its timer, close button and focus handling) loads with the first toast or the
 * first answer typed, so a calculator page's first load carries only the live regions, which
 * exist from the start so that every toast is announced (README "Performance").
 */
type ToastItemComponent = ComponentType<{ toast: Toast }>;
let loadedItem: ToastItemComponent | null = null;
const loadToastItem = () =>
  import('./ToastItem').then((module) => {
    loadedItem = module.default;
    return module.default;
  });

/** Mounted toasters, in mount order; the first one draws. */
const $toasters = atom<readonly object[]>([]);

/** The strip below the sticky header where the page's toasts are drawn (src/layouts/BaseLayout.astro). */
const pageStrip = () => document.querySelector<HTMLElement>('[data-toast-strip]')!;

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
    // Fetched on the first answer typed, while the page is surely online: a toast can then be
    // drawn at once, even one saying the connection has gone.
    const warm = () => void loadToastItem().catch(() => {});
    addEventListener('input', warm, { capture: true, once: true });
    return () => {
      removeEventListener('input', warm, { capture: true });
      $toasters.set($toasters.get().filter((id) => id !== me));
    };
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
  // Without Suspense: React holds back revealing a suspended part on a timer, and a toast must
  // show as soon as its code is there.
  const [ToastItem, setToastItem] = useState<ToastItemComponent | null>(() => loadedItem);
  const hasToasts = toasts.length > 0;
  useEffect(() => {
    if (!hasToasts || ToastItem) return;
    let live = true;
    loadToastItem().then(
      (item) => live && setToastItem(() => item),
      (err: unknown) => console.error('The notification could not be shown', err),
    );
    return () => {
      live = false;
    };
  }, [hasToasts, ToastItem]);
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
        {ToastItem && toasts.filter((t) => t.variant === 'destructive').map((t) => <ToastItem key={t.id} toast={t} />)}
      </div>
      <div role="status" aria-live="polite" aria-atomic="false" className="flex flex-col gap-2">
        {ToastItem && toasts.filter((t) => t.variant !== 'destructive').map((t) => <ToastItem key={t.id} toast={t} />)}
      </div>
    </div>
  );
}
