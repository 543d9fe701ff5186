/**
 * The server in a real browser: the admin JavaScript loads only on /admin. (The 404 page, at three
 * addresses, is in foundation.spec.ts; that the CSP lets every page's own scripts run, with no violation, is
 * checked on every built page in foundation.spec.ts.)
 */
import { test, expect, loadedResources } from './fixtures';
import { ADMIN_LOAD_MS } from './server-helpers';

test("the admin page's JavaScript loads only on /admin", async ({ page }) => {
  for (const path of ['/', '/contact', '/guides/universal-credit']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const scripts = await loadedResources(page, 'script');
    expect(
      scripts.filter((s) => /AdminApp/.test(s)),
      path,
    ).toEqual([]);
    expect(await page.content()).not.toContain('AdminApp');
  }
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible({ timeout: ADMIN_LOAD_MS });
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  expect(scripts.some((s) => /AdminApp/.test(s))).toBe(true);
});
