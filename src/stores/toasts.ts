/**
 * The product's own notifications ("toasts", docs/product.md §8 messages, §9: one at a time, in a
 * strip below the sticky header that pushes the page down rather than covering it, auto-close
 * after 4000 ms). Any island calls `toast()`;
 * the one mounted `<Toaster />` (src/islands/shared/dialogs/Toaster.tsx) shows and announces
 * them and runs the auto-close timers (which pause while hovered or focused).
 */
import { atom } from 'nanostores';

/** 'destructive' is for errors ('Save failed', 'Import failed'): red, and announced assertively. */
export type ToastVariant = 'default' | 'destructive';

/** What `toast()` takes. Texts exactly as docs/product.md §8. */
export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

/** A toast on screen. */
export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
}

/**
 * One notice at a time: a newer one replaces the one showing (docs/product.md §9). Two stacked
 * ('LHA Rates Found' then 'Calculation Complete') hid about 190 px of a phone's screen.
 * Each is still put in the live region as it comes, so each is announced.
 */
export const TOAST_LIMIT = 1;
/** Each toast closes itself after this long, not counting time hovered or focused (docs/product.md §9). */
export const TOAST_DURATION_MS = 4000;

/** Visible toasts, oldest first. */
export const $toasts = atom<readonly Toast[]>([]);

let counter = 0;

/**
 * Show a toast and return its id. A toast identical to one already showing
 * replaces it (moved to the newest place, announced again), so pressing a button
 * twice never stacks two copies.
 */
export function toast({ title, description, variant = 'default' }: ToastOptions): string {
  const id = `toast-${++counter}`;
  const next: Toast = { id, title, variant, ...(description ? { description } : {}) };
  const others = $toasts.get().filter((t) => !(t.title === title && t.description === next.description && t.variant === variant));
  $toasts.set([...others, next].slice(-TOAST_LIMIT));
  return id;
}

/** Close one toast (the close button, Escape, or its timer). Unknown ids are ignored. */
export function dismissToast(id: string): void {
  const list = $toasts.get();
  if (list.some((t) => t.id === id)) $toasts.set(list.filter((t) => t.id !== id));
}

/** Close every toast. */
export function clearToasts(): void {
  if ($toasts.get().length) $toasts.set([]);
}

/**
 * Where the toaster draws while a modal dialog is open. Content outside a modal
 * <dialog> is inert and hidden from screen readers, so a toast raised from inside
 * the save dialog would be neither seen (it sits under the backdrop) nor heard.
 * `<Dialog>` registers its element here while open; the toaster portals into the
 * newest one. Returns the function that unregisters it.
 */
export const $toastHosts = atom<readonly HTMLElement[]>([]);

/** Register an open modal dialog as the place to draw toasts (see `$toastHosts`). */
export function pushToastHost(element: HTMLElement): () => void {
  $toastHosts.set([...$toastHosts.get().filter((e) => e !== element), element]);
  return () => $toastHosts.set($toastHosts.get().filter((e) => e !== element));
}
