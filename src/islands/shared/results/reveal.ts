/**
 * Bringing a result into view after Calculate, so the figure is seen first and nothing
 * covers it: focus goes to the result's heading (read out by screen readers) and the page
 * scrolls so the heading sits below the sticky header and, on phones, below the toasts
 * (which sit at the top there: Toaster.tsx).
 */

/** Room kept above the result on phones for one toast drawn at the top (title, text, padding). */
export const PHONE_TOAST_ROOM_PX = 136;
/** Room kept above the result on wider screens, below the sticky header. */
const GAP_PX = 16;
/** Narrower than Tailwind's `sm` breakpoint: where toasts sit at the top. */
const PHONE_QUERY = '(max-width: 639.98px)';

/** Focus `target` without the browser's own jump, then scroll it to just below what covers the top. */
export function revealResult(target: HTMLElement | null | undefined): void {
  if (!target) return;
  target.focus({ preventScroll: true });
  const phone = window.matchMedia?.(PHONE_QUERY).matches ?? false;
  const header = document.querySelector('header');
  const headerBottom = header && getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().bottom : 0;
  const room = Math.max(headerBottom + GAP_PX, phone ? PHONE_TOAST_ROOM_PX : 0);
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({ top: window.scrollY + target.getBoundingClientRect().top - room, behavior: reduce ? 'auto' : 'instant' });
}

/**
 * Select the tab that holds a field before an error-summary link focuses it (a field in a
 * hidden tab panel cannot take focus). `select` gets the tab's id as the Tabs component
 * knows it (the part after '-tab-').
 */
export function selectTabOf(fieldId: string, select: (tab: string) => void): void {
  const panel = document.getElementById(fieldId)?.closest('[role="tabpanel"]');
  const labelledBy = panel?.getAttribute('aria-labelledby');
  const id = labelledBy?.match(/-tab-(.+)$/)?.[1];
  if (id) select(id);
}
