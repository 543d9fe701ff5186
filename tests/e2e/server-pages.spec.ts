/**
 * The server in a real browser: the admin JavaScript loads only on /admin, and the
 * 404 page. (That the CSP lets every page's own scripts run, with no violation, is
 * checked on every built page in foundation.spec.ts.)
 */
import { test, expect, loadedResources } from './fixtures';

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
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  expect(scripts.some((s) => /AdminApp/.test(s))).toBe(true);
});

test('an unknown page answers 404 with the not-found page', async ({ page }) => {
  const res = await page.goto('/this-page-does-not-exist');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
});
