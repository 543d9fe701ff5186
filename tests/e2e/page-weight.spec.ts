/**
 * Page weight (README "Performance"): every page with a calculator loads at most
 * 110 KB of gzipped JavaScript up front, React included, and the React runtime is
 * one file shared by all of them, cached once. Content pages ship no JavaScript file
 * (foundation.spec.ts).
 */
import { test, expect, pageScriptBytes } from './fixtures';

const BUDGET_BYTES = 110 * 1024;
const CALCULATOR_PAGES = ['/universal-credit', '/housing-benefit', '/pip', '/council-tax-support', '/pension-credit', '/benefits-checker'];

test('each calculator page loads at most 110 KB of gzipped JavaScript, with one shared React runtime', async ({ page }) => {
  test.setTimeout(90_000);
  const runtimes = new Set<string>();
  for (const route of CALCULATOR_PAGES) {
    await page.goto(route);
    const { total, files } = await pageScriptBytes(page);
    const paths = Object.keys(files);
    console.log(`${route}: ${paths.length} JavaScript files, ${(total / 1024).toFixed(1)} KB gzipped with the inline scripts`);
    test.info().annotations.push({ type: `gzipped JavaScript ${route}`, description: `${total} B` });
    expect(paths.length, route).toBeGreaterThan(0);
    expect(total, route).toBeLessThanOrEqual(BUDGET_BYTES);
    // Astro's React client chunk: one file per page, the same file on every page.
    const runtime = paths.filter((p) => /\/client\.[^/]+\.js$/.test(p));
    expect(runtime, route).toHaveLength(1);
    runtimes.add(runtime[0]!);
    // The Local Housing Allowance lookup and its dataset wait until Lookup is pressed.
    if (route === '/housing-benefit' || route === '/universal-credit') expect(paths.filter((p) => /\/lha[.-]/.test(p))).toEqual([]);
  }
  expect([...runtimes]).toHaveLength(1);
});
