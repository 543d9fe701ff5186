/**
 * Bringing a result into view after Calculate, so the figure is seen first and nothing
 * covers it: focus goes to the result's heading (read out by screen readers) and the page
 * scrolls so the heading sits below the sticky header, below any strip that sticks under it
 * (marked `data-covers-top`, such as the PIP calculator's progress strip on phones, and the strip
 * of notices below the header: Toaster.tsx). A notice drawn after this pushes the page down, so it
 * never covers the result either.
 */

/**
 * The lowest point that the sticky header and the strips marked `data-covers-top` cover once they
 * have stuck: each one's `top` plus its height (a strip not yet stuck is measured where it will stick).
 */
function coveredTop(): number {
  let bottom = 0;
  for (const el of document.querySelectorAll<HTMLElement>('header, [data-covers-top]')) {
    const style = getComputedStyle(el);
    if (style.position !== 'sticky' && style.position !== 'fixed') continue;
    const height = el.getBoundingClientRect().height;
    if (height === 0) continue;
    bottom = Math.max(bottom, (Number.parseFloat(style.top) || 0) + height);
  }
  return bottom;
}

/** Room kept above the result, below what covers the top. */
const GAP_PX = 16;

/** Focus `target` without the browser's own jump, then scroll it to just below what covers the top. */
export function revealResult(target: HTMLElement | null | undefined): void {
  if (!target) return;
  target.focus({ preventScroll: true });
  const room = coveredTop() + GAP_PX;
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
