/**
 * Published figures wherever a figure is quoted (docs/rules.md "Tax years"): after an admin changes a
 * 2026/27 amount, /rates, the PIP calculator and the PIP guide show the new figure on the next load, and the
 * 2025/26 figure stays as it was. Then the admin tables on a phone. A private server, so the
 * edit never reaches tests running against the shared one.
 */
import { test, expect, PHONE, openIsland, onlyForBuildOfYearInForce } from './fixtures';
import { createAccount, openAdminSignedIn, startPrivateServer, uniqueEmail } from './server-helpers';

let server: Awaited<ReturnType<typeof startPrivateServer>>;
const admin = uniqueEmail('rates-admin');

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  server = await startPrivateServer();
  createAccount(admin, { dataDir: server.dataDir });
});
test.afterAll(async () => server?.stop());
// Sign-in hashes with scrypt at full cost: allow for a busy machine.
test.setTimeout(120_000);

const ID = 'pip.daily-living.standard';

test('an edited 2026/27 amount reaches /rates, the PIP calculator and the PIP guide after a reload; 2025/26 is unchanged', async ({ page }) => {
  onlyForBuildOfYearInForce();
  // Before: the built-in figures. PIP daily living, standard rate: £76.70 (2026/27), £73.90 (2025/26).
  await page.goto(`${server.baseURL}/rates?year=2026-27`);
  await expect(page.locator(`tr[id="${ID}"]`)).toContainText('£76.70 a week');

  await openAdminSignedIn(page, admin, server.baseURL);
  const res = await page.request.patch(`${server.baseURL}/api/admin/rates/2026-27/${ID}`, {
    data: { amount: '80.15' },
    headers: { Origin: server.baseURL },
  });
  expect(res.status()).toBe(200);

  await page.goto(`${server.baseURL}/rates?year=2026-27`);
  await expect(page.locator(`tr[id="${ID}"]`)).toContainText('£80.15 a week');
  await page.goto(`${server.baseURL}/rates?year=2025-26`);
  await expect(page.locator(`tr[id="${ID}"]`)).toContainText('£73.90 a week');

  // The calculator (tax year 2026/27, the year in force) uses the published amount.
  await openIsland(page, `${server.baseURL}/pip`);
  await page.getByRole('tab', { name: 'Daily Living', exact: true }).click();
  await page.getByRole('button', { name: /^\d+\. Preparing food/ }).click();
  await page.getByRole('radio', { name: /^Cannot prepare and cook food\./ }).check();
  await page.getByRole('tab', { name: 'Results', exact: true }).click();
  await page.getByRole('button', { name: 'Calculate PIP Award' }).click();
  // 8 points: the standard rate of daily living, at the edited £80.15 a week.
  const card = page.getByRole('region', { name: 'Daily living', exact: true });
  await expect(card.locator('dt', { hasText: 'Weekly' }).locator('xpath=following-sibling::dd[1]')).toHaveText('£80.15');
  const explainer = page.getByRole('region', { name: 'How the points work' });
  await expect(explainer.getByRole('row', { name: /Daily living/ })).toContainText('£80.15');

  // The PIP guide quotes the same rate through <Rate>: the published figure replaces the built one.
  await page.goto(`${server.baseURL}/guides/personal-independence-payment`);
  const guide = page.getByRole('main');
  await expect(guide.getByRole('row', { name: /^Daily living/ }).first()).toContainText('£80.15 a week');
  await expect(guide.getByRole('row', { name: /^Daily living/ }).first()).toContainText('£114.60 a week');
  // Every place the guide quotes this rate shows the published figure (Attendance Allowance's lower rate is also £76.70 in 2026/27).
  const quoted = guide.locator(`[data-rate="${ID}"]`);
  await expect(quoted.first()).toBeVisible();
  for (const text of await quoted.allTextContents()) expect(text).not.toContain('76.70');
  // The 2025/26 figure is still the built-in one.
  await page.goto(`${server.baseURL}/rates?year=2025-26`);
  await expect(page.locator(`tr[id="${ID}"]`)).toContainText('£73.90 a week');
});

test('on a phone, the rates and messages tables become cards: amounts and addresses are read whole', async ({ page }) => {
  await page.setViewportSize(PHONE);
  // A message with a long address, sent as the contact form sends it.
  const email = 'long.address.for.testing@example.org';
  const sent = await page.request.post(`${server.baseURL}/api/contact`, {
    data: { name: 'Ada', email, subject: 'general', message: 'Hello' },
    headers: { Origin: server.baseURL },
  });
  expect(sent.ok()).toBe(true);

  await openAdminSignedIn(page, admin, server.baseURL);
  await page.getByRole('tab', { name: 'Benefit Rates' }).click();
  await page.getByLabel('Tax year').selectOption('2026-27');
  await page.getByLabel('Find a rate').fill('Mobility, enhanced rate');
  const amount = page.getByRole('textbox', { name: /Mobility, enhanced rate/ });
  await expect(amount).toHaveValue('80.00');
  // The whole value fits in the field, and the field is not squeezed.
  const fit = await amount.evaluate((el: HTMLInputElement) => ({ width: el.getBoundingClientRect().width, fits: el.scrollWidth <= el.clientWidth }));
  expect(fit.fits).toBe(true);
  expect(fit.width).toBeGreaterThan(150);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await page.getByRole('tab', { name: /^Contact Forms/ }).click();
  const link = page.getByRole('link', { name: email });
  await expect(link).toBeVisible();
  // One line: the address is not broken letter by letter.
  const box = await link.evaluate((el) => ({ lines: el.getClientRects().length, height: el.getBoundingClientRect().height }));
  expect(box.lines).toBe(1);
  expect(box.height).toBeLessThan(40);
});
