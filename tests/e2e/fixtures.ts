/**
 * Shared helpers for end-to-end tests: `test` and `expect` from Playwright, an axe
 * scan with the WCAG tags the project holds itself to, and the phone viewport.
 */
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export { test, expect };

/** WCAG 2.0/2.1 A and AA, and 2.2 AA (issue "The site's foundation", tests). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The phone width we design for (390 px). */
export const PHONE = { width: 390, height: 844 };

/**
 * Run axe over the page (or part of it) and fail with a readable list of
 * violations: rule, impact, and the first few offending elements.
 */
export async function expectNoAxeViolations(page: Page, options: { include?: string; exclude?: string[] } = {}) {
  // Scan from the top of the page: scrolled part-way, the sticky header lies over
  // whatever passes beneath it, and axe's target-size rule then reports those
  // controls as obscured, depending only on where the last action left the scroll.
  await page.evaluate(() => window.scrollTo(0, 0));
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** Resources of a given type the page loaded (after load), e.g. every script file. */
export async function loadedResources(page: Page, initiatorType?: string): Promise<string[]> {
  return page.evaluate((type) => {
    return performance
      .getEntriesByType('resource')
      .filter((e) => !type || (e as PerformanceResourceTiming).initiatorType === type)
      .map((e) => e.name);
  }, initiatorType);
}
