/**
 * Settings and rates reaching the public site in a real browser, on a private
 * server: the analytics consent banner (DECISIONS.md §5: analytics only after
 * consent when GDPR consent is on) runs under the CSP, and an edited rate changes
 * what a calculator shows (DECISIONS.md §1, through GET /api/rates).
 */
import { test, expect, expectNoAxeViolations } from './fixtures';
import type { APIRequestContext } from '@playwright/test';
import { createAccount, PASSWORD, startPrivateServer, uniqueEmail } from './server-helpers';

let server: Awaited<ReturnType<typeof startPrivateServer>>;
const admin = uniqueEmail('settings-admin');

test.describe.configure({ mode: 'serial' });
test.setTimeout(90_000);
test.beforeAll(async () => {
  server = await startPrivateServer();
  createAccount(admin, { dataDir: server.dataDir });
});
test.afterAll(async () => server?.stop());

/** Sign in through the API (same cookie jar as the page) and return a helper that saves settings. */
async function adminApi(request: APIRequestContext) {
  const headers = { Origin: server.baseURL };
  const login = await request.post(`${server.baseURL}/api/auth/login`, { data: { email: admin, password: PASSWORD }, headers });
  expect(login.status()).toBe(200);
  return {
    setting: async (key: string, value: string) => {
      const res = await request.put(`${server.baseURL}/api/admin/settings/${key}`, { data: { value }, headers });
      expect(res.status(), key).toBe(200);
    },
    rate: async (id: string, amount: number) => {
      const res = await request.patch(`${server.baseURL}/api/admin/rates/${id}`, { data: { amount }, headers });
      expect(res.status(), id).toBe(200);
    },
  };
}

test('analytics waits for consent; the choice is remembered; no CSP violations', async ({ page }) => {
  const api = await adminApi(page.request);
  await api.setting('google_analytics_id', 'G-TEST12345');
  await api.setting('analytics_tracking_enabled', 'true');
  await api.setting('gdpr_consent_enabled', 'true');

  const gtag: string[] = [];
  const violations: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    gtag.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
  });

  await page.goto(`${server.baseURL}/`);
  const banner = page.getByRole('region', { name: 'Cookie choices' });
  await expect(banner).toBeVisible();
  await expectNoAxeViolations(page);
  expect(gtag).toEqual([]);
  await banner.getByRole('button', { name: 'Accept cookies' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => gtag.length).toBe(1);
  expect(gtag[0]).toContain('id=G-TEST12345');

  await page.goto(`${server.baseURL}/contact`);
  await expect(page.getByRole('region', { name: 'Cookie choices' })).toBeHidden();
  await expect.poll(() => gtag.length).toBe(2);
  expect(violations).toEqual([]);

  await api.setting('analytics_tracking_enabled', 'false');
  await page.goto(`${server.baseURL}/`);
  expect(await page.content()).not.toContain('data-site-analytics');
});

test("an edited rate changes a calculator's figures", async ({ page }) => {
  const probe = await page.request.get(`${server.baseURL}/pip`);
  test.skip(probe.status() === 404, 'the PIP calculator is not built yet');
  const api = await adminApi(page.request);
  await api.rate('pip.daily-living.standard', 70.25);

  await page.goto(`${server.baseURL}/pip`);
  // Astro removes `ssr` from an island once it has hydrated; before that a click does nothing.
  await expect(page.locator('astro-island[component-url*="PipCalculator"]')).not.toHaveAttribute('ssr', { timeout: 30_000 });
  await page.getByRole('tab', { name: 'Results' }).click();
  await page.getByRole('button', { name: 'Calculate PIP Award' }).click();
  const dailyLiving = page.getByRole('table', { name: /Weekly rates this calculator uses/ }).getByRole('row', { name: /Daily living/ });
  await expect(dailyLiving).toContainText('£70.25');
});
