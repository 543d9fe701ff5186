/**
 * Settings and rates reaching the public site in a real browser, on a private
 * server: the analytics consent banner (analytics only after consent, whatever the
 * GDPR consent setting: PECR regulation 6) runs under the CSP, the Cookie settings
 * link changes the choice later, the ad slots land in their places with their
 * size reserved, and an edited rate changes
 * what a calculator shows (docs/rules.md "Tax years", through GET /api/rates).
 */
import { test, expect, expectNoAxeViolations, PAGE_ONLY, PHONE, PHONE_SCAN, openIsland, finishChecker } from './fixtures';
import type { APIRequestContext } from '@playwright/test';
import { createAccount, PASSWORD, startPrivateServer, uniqueEmail } from './server-helpers';
import { currentTaxYear } from '../../src/calc/rates';

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
      const res = await request.patch(`${server.baseURL}/api/admin/rates/${currentTaxYear()}/${id}`, { data: { amount }, headers });
      expect(res.status(), id).toBe(200);
    },
  };
}

/** Answer Google's script addresses with an empty script, and count the requests. */
async function stubGoogle(page: import('@playwright/test').Page) {
  const gtag: string[] = [];
  const adsense: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    gtag.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  await page.route('https://pagead2.googlesyndication.com/**', (route) => {
    adsense.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  return { gtag, adsense };
}

test('with GDPR consent off, analytics still waits for consent; Cookie settings in the footer changes the choice', async ({ page }) => {
  const api = await adminApi(page.request);
  await api.setting('google_analytics_id', 'G-TEST12345');
  await api.setting('analytics_tracking_enabled', 'true');
  await api.setting('gdpr_consent_enabled', 'false');
  const { gtag } = await stubGoogle(page);

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`${server.baseURL}/`);
    await expect(page.getByRole('region', { name: 'Cookie choices' })).toBeVisible();
    await expectNoAxeViolations(page, PAGE_ONLY);
  }
  await page.waitForLoadState('networkidle');
  expect(gtag).toEqual([]);

  const banner = page.getByRole('region', { name: 'Cookie choices' });
  await expect(banner).toContainText('analytics cookies');
  await banner.getByRole('button', { name: 'Reject cookies' }).click();
  await expect(banner).toContainText('You have rejected these cookies');
  await expect(banner.getByText(/You have rejected these cookies/)).toBeFocused();
  await expectNoAxeViolations(page, PAGE_ONLY);
  await banner.getByRole('button', { name: 'Hide this message' }).click();
  await expect(banner).toBeHidden();
  await expect(page.getByRole('main')).toBeFocused();

  await page.goto(`${server.baseURL}/help`);
  await expect(page.getByRole('region', { name: 'Cookie choices' })).toBeHidden();
  expect(gtag).toEqual([]);

  // Change of mind, later, from any page's footer.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' }).click();
  await expect(page).toHaveURL(/\/cookies#cookie-settings$/);
  const status = page.locator('[data-site-cookie-settings]').getByRole('status');
  await expect(status).toHaveText('You have rejected these cookies.');
  await expectNoAxeViolations(page, PAGE_ONLY);
  // The settings panel on a phone too (the page around it is the /cookies page, scanned at both widths).
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page, { include: '[data-site-cookie-settings]', ...PHONE_SCAN });
  await page.locator('[data-site-cookie-settings]').getByRole('button', { name: 'Accept cookies' }).click();
  await expect(status).toHaveText('You have accepted these cookies.');
  await expect.poll(() => gtag.length).toBe(1);
  expect(gtag[0]).toContain('id=G-TEST12345');

  // And back: rejecting switches Google Analytics off and deletes its cookies.
  await page.context().addCookies([{ name: '_ga', value: 'GA1.1.1.1', url: server.baseURL }]);
  await page.locator('[data-site-cookie-settings]').getByRole('button', { name: 'Reject cookies' }).click();
  await expect(status).toHaveText('You have rejected these cookies.');
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('_ga');
  expect(await page.evaluate(() => (window as unknown as Record<string, unknown>)['ga-disable-G-TEST12345'])).toBe(true);
});

test('analytics waits for consent; the choice is remembered; no CSP violations', async ({ page }) => {
  const api = await adminApi(page.request);
  await api.setting('google_analytics_id', 'G-TEST12345');
  await api.setting('analytics_tracking_enabled', 'true');
  await api.setting('gdpr_consent_enabled', 'true');

  const violations: string[] = [];
  const { gtag } = await stubGoogle(page);
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
  });

  await page.goto(`${server.baseURL}/`);
  const banner = page.getByRole('region', { name: 'Cookie choices' });
  await expect(banner).toBeVisible();
  await expectNoAxeViolations(page, PAGE_ONLY);
  expect(gtag).toEqual([]);
  await banner.getByRole('button', { name: 'Accept cookies' }).click();
  await expect(banner).toContainText('You have accepted these cookies');
  await expect.poll(() => gtag.length).toBe(1);
  expect(gtag[0]).toContain('id=G-TEST12345');

  await page.goto(`${server.baseURL}/contact`);
  await expect(page.getByRole('region', { name: 'Cookie choices' })).toBeHidden();
  await expect.poll(() => gtag.length).toBe(2);
  expect(violations).toEqual([]);

  await api.setting('analytics_tracking_enabled', 'false');
  await page.goto(`${server.baseURL}/`);
  expect(await page.content()).not.toContain('data-site-analytics');
  await page.goto(`${server.baseURL}/cookies`);
  await expect(page.getByText('Analytics and advertising are switched off on this site at the moment')).toBeVisible();
});

test('ad slots: sidebar and in-content on guide pages, with their size reserved, never in a calculator; each slot only when switched on', async ({ page }) => {
  const api = await adminApi(page.request);
  await api.setting('google_adsense_id', 'ca-pub-1234567890123456');
  await api.setting('ad_serving_enabled', 'true');
  await api.setting('sidebar_ads_enabled', 'true');
  await api.setting('in_content_ads_enabled', 'true');
  await api.setting('gdpr_consent_enabled', 'true');
  const { adsense } = await stubGoogle(page);
  const sidebar = page.getByRole('complementary', { name: 'Advertisement (sidebar)' });
  const inContent = page.getByRole('complementary', { name: 'Advertisement (in page)' });
  const box = async (aside: typeof sidebar) => (await aside.locator('ins').boundingBox())!;

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${server.baseURL}/guides/universal-credit`);
  await expect(sidebar).toBeVisible();
  expect(await box(sidebar)).toMatchObject({ width: 300, height: 250 });
  await expect(inContent).toBeVisible();
  expect((await box(inContent)).height).toBe(250);
  // Between two sections of the article: an h2 comes right after it.
  expect(await inContent.evaluate((el) => el.parentElement?.tagName + ' ' + el.nextElementSibling?.tagName)).toBe('ARTICLE H2');
  // Beside the contents list, which it never overlaps.
  const contents = (await page.getByRole('navigation', { name: 'Contents' }).boundingBox())!;
  expect((await box(sidebar)).y).toBeGreaterThan(contents.y + contents.height);
  expect(adsense).toEqual([]); // GDPR consent on: nothing loads before a choice
  await expectNoAxeViolations(page, PAGE_ONLY);
  await page.getByRole('region', { name: 'Cookie choices' }).getByRole('button', { name: 'Accept cookies' }).click();
  await expect.poll(() => adsense.length).toBe(1);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.baseURL}/scenarios/carers`);
  await expect(sidebar).toBeHidden(); // no sidebar on a phone
  await expect(inContent).toBeVisible();
  await expectNoAxeViolations(page, PAGE_ONLY);

  // Calculator pages carry no sidebar or in-content slot at all.
  for (const path of ['/universal-credit', '/pip', '/benefits-checker']) {
    await page.goto(`${server.baseURL}${path}`);
    await expect(page.locator('.site-ad--sidebar, .site-ad--in-content')).toHaveCount(0);
  }

  await api.setting('sidebar_ads_enabled', 'false');
  await page.goto(`${server.baseURL}/guides/universal-credit`);
  await expect(inContent).toHaveCount(1);
  await expect(sidebar).toHaveCount(0);
  await api.setting('google_adsense_id', '');
  await page.goto(`${server.baseURL}/guides/universal-credit`);
  await expect(inContent).toHaveCount(0);
  await api.setting('ad_serving_enabled', 'false');
});

test('usage: one anonymous start on the first answer changed, one result; none for prefilled answers', async ({ page }) => {
  const api = await adminApi(page.request);
  await api.setting('analytics_tracking_enabled', 'true');
  await api.setting('google_analytics_id', '');
  const events: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/usage') && r.method() === 'POST') events.push(r.postDataJSON());
  });
  // The home page's quick check prefills step 1: that is not the visitor using the checker yet.
  await openIsland(page, `${server.baseURL}/benefits-checker?age=25-39&employment=unemployed&children=1&housing=rent-private`);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.waitForLoadState('networkidle');
  expect(events).toEqual([]);

  await finishChecker(page, async () => {
    await expect.poll(() => events).toEqual([{ calculator_type: 'benefits-checker', is_mobile: false, completed: false }]);
  });
  await expect(page.getByRole('heading', { name: 'Your results' })).toBeVisible();
  await expect.poll(() => events.length).toBe(2);
  expect(events[1]).toEqual({ calculator_type: 'benefits-checker', is_mobile: false, completed: true });
  await api.setting('analytics_tracking_enabled', 'false');
});

test("an edited rate changes a calculator's figures", async ({ page }) => {
  const api = await adminApi(page.request);
  await api.rate('pip.daily-living.standard', 70.25);

  await page.goto(`${server.baseURL}/pip`);
  // Astro removes `ssr` from an island once it has hydrated; before that a click does nothing.
  await expect(page.locator('astro-island[component-url*="PipCalculator"]')).not.toHaveAttribute('ssr', { timeout: 30_000 });
  await page.getByRole('tab', { name: 'Results' }).click();
  await page.getByRole('button', { name: 'Calculate PIP Award' }).click();
  const dailyLiving = page.getByRole('table', { name: /Weekly rates this estimate uses/ }).getByRole('row', { name: /Daily living/ });
  await expect(dailyLiving).toContainText('£70.25');
});
