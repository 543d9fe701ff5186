/**
 * Shared helpers for end-to-end tests: `test` and `expect` from Playwright, an axe
 * scan with the WCAG tags the project holds itself to, the phone viewport, moving
 * focus by keyboard, opt-in screenshots and the JavaScript a page loads.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import axe from 'axe-core';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUILT_YEAR, DIST_DIR } from './site-pages';

export { test, expect };

/** WCAG 2.0/2.1 A and AA, and 2.2 AA (docs/style.md habit 10). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The second scan of a page or state, at the other width (usually the phone's), leaves out
 * colour contrast, the slowest rule by far: the public pages' colours do not change with
 * the width (no responsive colour class outside the admin rates table, which only darkens
 * on a phone; foundation.spec.ts holds that), so the first scan has already checked every
 * colour pair.
 */
export const PHONE_SCAN = { disableRules: ['color-contrast'] };

/**
 * A scan of what a calculator changed: its islands (the calculator and the toasts) and an
 * open dialog. The page around them is the page as loaded, which foundation.spec.ts scans
 * (each calculator page at 1280 and 390 px), so a scan of a later state need not read the
 * header, guide text and footer again.
 */
export const ISLANDS = { islands: true };

/**
 * A page's own content: everything but the site's header and footer. They are the same on every
 * page but for which link is marked current (foundation.spec.ts holds that), so foundation.spec.ts
 * scans them whole, with the home page, at 1280 and 390 px, and every other scan of a page leaves
 * them out.
 */
export const PAGE_ONLY = { exclude: ['body > header', 'body > footer'] };

/**
 * Rows after the third of a long table (the /rates tables, the admin rates list): each is the
 * same markup and classes as the rows before it with other words and figures, so axe reads
 * the first three of every table and leaves the rest, which would cost it most of its time.
 */
export const REPEATED_ROWS = 'tbody tr:nth-child(n+4)';

/** The phone width we design for (390 px). */
export const PHONE = { width: 390, height: 844 };

/**
 * Run axe over the page (or part of it) and fail with a readable list of
 * violations: rule, impact, and the first few offending elements.
 *
 * axe-core runs in the page itself (`axe.run`), put there once per document and reused by
 * every later scan of it. `AxeBuilder` (@axe-core/playwright), used before, injected axe
 * again on every scan and finished each run in a second, blank page where it injected axe
 * once more: a scan of a calculator's island took about 1.3 s that way against 0.37 s this
 * way, and the scans were two-fifths of the end-to-end tests' time (README, "Testing").
 * What `AxeBuilder` adds over `axe.run` is the scanning of frames, and the site has none;
 * the scan checks that, so a frame added one day fails here instead of going unscanned.
 */
export async function expectNoAxeViolations(page: Page, options: { include?: string | string[]; exclude?: string[]; disableRules?: string[]; islands?: boolean } = {}) {
  // Scan from the top of the page: scrolled part-way, the sticky header lies over
  // whatever passes beneath it, and axe's target-size rule then reports those
  // controls as obscured, depending only on where the last action left the scroll.
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(page.frames(), `a frame on ${page.url()}, which this scan would not read`).toHaveLength(1);
  const include = [options.include ?? []].flat();
  if (options.islands) {
    // The islands (calculator, toasts) and any open dialog, which is placed at the end of <body>.
    include.push('astro-island');
    if ((await page.locator('body > dialog[open]').count()) > 0) include.push('body > dialog[open]');
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const context = { include: include.length > 0 ? include : ['html'], exclude: options.exclude ?? [] };
  const runOptions: axe.RunOptions = {
    runOnly: { type: 'tag', values: AXE_TAGS },
    resultTypes: ['violations'],
    iframes: false,
    rules: Object.fromEntries((options.disableRules ?? []).map((id) => [id, { enabled: false }])),
  };
  const violations = await page.evaluate(
    async ([context, runOptions]) => {
      const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(context as axe.ElementContext, runOptions);
      return violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
    },
    [context, runOptions] as const,
  );
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.targets.join('\n    ')}`);
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

/**
 * The day the browser lives on in tests that open an island: 26 November 2026, in the 2026/27 tax
 * year, whose figures the tests work out by hand. Set with Playwright's clock (time runs on from
 * it), so the tests pass whatever the machine's date: the calculators take the year in force from
 * the browser's clock once they have mounted (docs/rules.md "Tax years").
 */
export const TODAY = new Date('2026-11-26T12:00:00Z');
/** The tax year in force on TODAY. */
export const YEAR_IN_FORCE = '2026-27';
/**
 * For a test of pre-rendered pages whose figures are worked out by hand for YEAR_IN_FORCE: run it
 * only against a build of that year. A build made on another day quotes its own year's figures
 * (from 6 April 2026 to 5 April 2027, and later while no newer year is in the rates table, it is
 * YEAR_IN_FORCE); the calculators, which follow the browser's clock, are tested whatever the build.
 */
export function onlyForBuildOfYearInForce() {
  test.skip(BUILT_YEAR !== YEAR_IN_FORCE, `figures worked out by hand for ${YEAR_IN_FORCE}; this build quotes ${BUILT_YEAR}`);
}

/** TODAY as a default saved-calculation name writes it (dd/mm/yyyy). */
export const TODAY_DDMMYYYY = '26/11/2026';

/**
 * Set the browser's date to TODAY for this test's pages (and later navigations). Playwright's
 * clock also stands in for `performance`, so a test reading resource timings or User Timing
 * measures leaves it out and chooses the tax year itself.
 */
export async function setToday(page: Page) {
  await page.clock.install({ time: TODAY });
}

/**
 * Wait until the page's island has hydrated: Astro drops the `ssr` attribute of an
 * <astro-island> once its component has rendered in the browser. `island` is part of the
 * component's file name (UniversalCreditCalculator); without it, every island on the page.
 */
export async function hydrated(page: Page, island?: string) {
  if (island) await page.locator(`astro-island[component-url*="${island}"]:not([ssr])`).waitFor({ state: 'attached' });
  else await expect(page.locator('astro-island')).not.toHaveAttribute('ssr', /.*/);
  // A calculator has also opened what was waiting or remembered, in its year (CalculatorFrame).
  await expect(page.locator('[data-calculator-pending]')).toHaveCount(0);
}

/** Open a page with an island (a calculator, the checker) on TODAY and wait until it has hydrated. */
export async function openIsland(page: Page, url: string, island?: string) {
  await setToday(page);
  await page.goto(url);
  await hydrated(page, island);
}

/**
 * Visible controls in <main> matching `selector` that are less than 44 px high (the
 * project's touch-target size, docs/style.md), as "text (height px)" for a readable failure.
 * A fixed element (a sticky bar) counts as visible.
 */
export async function smallTargets(page: Page, selector: string): Promise<string[]> {
  return page.locator('main').evaluate((main, sel) => {
    return [...main.querySelectorAll<HTMLElement>(sel)]
      .filter((el) => el.offsetParent !== null || getComputedStyle(el).position === 'fixed')
      .map((el) => ({ text: (el.innerText || el.getAttribute('aria-label') || el.tagName).trim().slice(0, 60), height: el.getBoundingClientRect().height }))
      .filter((t) => t.height < 44)
      .map((t) => `${t.text} (${t.height}px)`);
  }, selector);
}

/** A saved calculation as the saved-calculations store keeps it; `more` gives its id, dates, result and description. */
export function savedEntry(type: string, name: string, data: unknown, more: Record<string, unknown> = {}) {
  return { id: 'calc_1_aaaaaaaaa', name, type, data, result: {}, createdAt: '', updatedAt: '', ...more };
}

/**
 * Hand a saved calculation (an object, or raw text) to the next calculator page opened, as Load on
 * /saved-calculations does. Written on a page without a calculator: a calculator page still
 * opening would take it first.
 */
export async function handOver(page: Page, entry: unknown) {
  await page.goto('/rates');
  await page.evaluate((text) => sessionStorage.setItem('loadCalculation', text), typeof entry === 'string' ? entry : JSON.stringify(entry));
}

/** On the benefits checker, choose the answer `label` of the question `group`. */
export const chooseAnswer = (page: Page, group: string, label: string) => page.getByRole('group', { name: group }).getByRole('radio', { name: label, exact: true }).check();

/**
 * The benefits checker's income step (in England, no savings to speak of, income £0 to £100) and its last step
 * (no disability, pregnancy or caring), then Get My Results; `afterFirst` runs after the first answer.
 */
export async function finishChecker(page: Page, afterFirst?: () => Promise<void>) {
  await chooseAnswer(page, 'How much do you have in savings?', 'Under £6,000');
  await afterFirst?.();
  await chooseAnswer(page, 'What is your household income a week?', '£0 to £100');
  await chooseAnswer(page, 'Where do you live?', 'England');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await chooseAnswer(page, 'Do you have a disability or a long-term health condition?', 'No');
  await chooseAnswer(page, 'Are you or your partner pregnant?', 'No');
  await chooseAnswer(page, 'Do you look after someone who is ill, disabled or older?', 'No');
  await page.getByRole('button', { name: 'Get My Results' }).click();
}

/** Type `typed` into a field and leave it: it then shows `shown` (the limits of docs/product.md §5). */
export async function expectLeftAs(field: Locator, typed: string, shown: string) {
  await field.fill(typed);
  await field.blur();
  await expect(field).toHaveValue(shown);
}

/** Press Tab (or Shift+Tab) until `target` has focus; fail if it is not reached in `max` presses. */
export async function tabTo(page: Page, target: Locator, { reverse = false, max = 80 } = {}) {
  await target.waitFor();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(reverse ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Could not reach ${target} with the keyboard`);
}

/**
 * Screenshots are pictures to look at by eye, not checks: they are written only when
 * SCREENSHOTS=1, into E2E_SCREENS_DIR (default test-results/screens).
 */
export const SCREENSHOTS = process.env.SCREENSHOTS === '1';
const SCREENS_DIR = process.env.E2E_SCREENS_DIR ?? 'test-results/screens';

/**
 * With SCREENSHOTS=1, a full-page screenshot from the top, transitions finished
 * (SCREENS_DIR/NAME.png); with `slices`, the same page again in slices of that height
 * a person can read (NAME-1.png, NAME-2.png…). Otherwise nothing.
 */
export async function screenshot(page: Page, name: string, { slices }: { slices?: number } = {}) {
  if (!SCREENSHOTS) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`), fullPage: true, animations: 'disabled' });
  if (!slices) return;
  const [width, height] = await page.evaluate(() => [document.documentElement.clientWidth, document.documentElement.scrollHeight]);
  for (let y = 0, n = 1; y < height; y += slices, n++) {
    await page.screenshot({
      path: path.join(SCREENS_DIR, `${name}-${n}.png`),
      fullPage: true,
      animations: 'disabled',
      clip: { x: 0, y, width, height: Math.min(slices, height - y) },
    });
  }
}

/**
 * JavaScript a page loads up front, once the network is quiet: each script file from the
 * build (gzip -9) and the inline scripts together (gzip -9), in bytes.
 */
export async function pageScriptBytes(page: Page): Promise<{ total: number; files: Record<string, number> }> {
  await page.waitForLoadState('networkidle');
  const paths = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.endsWith('.js')),
  );
  const files: Record<string, number> = {};
  for (const p of new Set(paths)) files[p] = gzipSync(fs.readFileSync(path.join(DIST_DIR, p)), { level: 9 }).length;
  // JavaScript only: a page's messages in another language are JSON data (pageMessageBytes).
  const inline = await page.evaluate(() => Array.from(document.querySelectorAll('script:not([src]):not([type="application/json"])'), (s) => s.textContent ?? '').join('\n'));
  const inlineBytes = gzipSync(Buffer.from(inline), { level: 9 }).length;
  return { total: Object.values(files).reduce((a, b) => a + b, 0) + inlineBytes, files };
}

/** The gzipped size of the messages a page in another language carries as JSON (src/i18n/page-messages.ts), 0 for none. */
export async function pageMessageBytes(page: Page): Promise<number> {
  const json = await page.evaluate(() => document.getElementById('page-messages')?.textContent ?? '');
  return json ? gzipSync(Buffer.from(json), { level: 9 }).length : 0;
}

/** The page does not scroll sideways: nothing is wider than the viewport. */
export async function noHorizontalScroll(page: Page) {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scrollWidth, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(clientWidth!);
}
