/**
 * Page weight (README "Performance"): every page with a calculator loads at most
 * 110 KB of gzipped JavaScript up front, React included, and the React runtime is
 * one file shared by all of them, cached once. Content pages ship no JavaScript file
 * (foundation.spec.ts).
 */
import { test, expect, pageMessageBytes, pageScriptBytes } from './fixtures';

const BUDGET_BYTES = 110 * 1024;
const CALCULATOR_PAGES = ['/universal-credit', '/housing-benefit', '/pip', '/council-tax-support', '/pension-credit', '/benefits-checker'];
/** Each page in English and its Welsh twin (README "How it fits together": the language routes). */
const ROUTES = [...CALCULATOR_PAGES, ...CALCULATOR_PAGES.map((route) => `/cy${route}`)];

test('each calculator page, in English and in Welsh, loads at most 110 KB of gzipped JavaScript, with one shared React runtime', async ({ context }) => {
  test.setTimeout(150_000);
  const runtimes = new Set<string>();
  for (const route of ROUTES) {
    // A new tab each: a calculator opened again in the same tab opens what the tab remembered, its engine with it.
    const page = await context.newPage();
    await page.goto(route);
    const { total, files } = await pageScriptBytes(page);
    const paths = Object.keys(files);
    // A Welsh page also carries the Welsh of the parts it drew, as JSON data (src/i18n/page-messages.ts): not JavaScript, measured apart.
    const messages = await pageMessageBytes(page);
    console.log(
      `${route}: ${paths.length} JavaScript files, ${(total / 1024).toFixed(1)} KB gzipped with the inline scripts${messages ? `; its messages ${(messages / 1024).toFixed(1)} KB gzipped` : ''}`,
    );
    test.info().annotations.push({ type: `gzipped JavaScript ${route}`, description: `${total} B` });
    expect(paths.length, route).toBeGreaterThan(0);
    expect(total, route).toBeLessThanOrEqual(BUDGET_BYTES);
    // Astro's React client chunk: one file per page, the same file on every page.
    const runtime = paths.filter((p) => /\/client\.[^/]+\.js$/.test(p));
    expect(runtime, route).toHaveLength(1);
    runtimes.add(runtime[0]!);
    // The Local Housing Allowance lookup and its dataset wait until Lookup is pressed.
    if (/\/(housing-benefit|universal-credit)$/.test(route)) expect(paths.filter((p) => /\/lha[.-]/.test(p))).toEqual([]);
    await page.close();
  }
  expect([...runtimes]).toHaveLength(1);
});
