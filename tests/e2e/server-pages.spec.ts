/**
 * The server in a real browser: the CSP lets every page's own scripts run (no
 * violations), the admin JavaScript loads only on /admin, and the 404 page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, loadedResources } from './fixtures';
import { distDir } from './server-helpers';

/** Every page of the build under test (dist/…/index.html → /…). */
function builtPages(): string[] {
  const root = distDir();
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !entry.name.startsWith('_') && entry.name !== 'pagefind') walk(path.join(dir, entry.name));
      else if (entry.name === 'index.html') pages.push('/' + path.relative(root, dir).split(path.sep).join('/'));
    }
  };
  walk(root);
  return pages.map((p) => (p === '/' ? p : p.replace(/\/$/, ''))).sort();
}

test('no Content-Security-Policy violations on any built page', async ({ page }) => {
  test.setTimeout(180_000);
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|frame)|Permissions-Policy/i.test(msg.text())) violations.push(`${page.url()}: ${msg.text()}`);
  });
  const pages = builtPages();
  expect(pages).toContain('/contact');
  for (const p of pages) {
    const res = await page.goto(p);
    expect(res?.status(), p).toBe(200);
    expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

test("the admin page's JavaScript loads only on /admin", async ({ page }) => {
  for (const path of ['/', '/contact', '/guides/universal-credit']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const scripts = await loadedResources(page, 'script');
    expect(scripts.filter((s) => /AdminApp/.test(s)), path).toEqual([]);
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
