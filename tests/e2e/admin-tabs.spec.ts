/**
 * The admin dashboard's seven tabs (docs/product.md §2 Admin, §7, §8) on a private
 * server: ARIA tabs with arrow keys, axe on every tab, a rate edit that reaches
 * GET /api/rates, an LHA table imported at 390 px that a calculator then uses, contact
 * messages marked read, admins added, settings saved.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { test, expect, expectNoAxeViolations, ISLANDS, openIsland, PHONE, REPEATED_ROWS, YEAR_IN_FORCE } from './fixtures';
import { ADMIN_LOAD_MS, PASSWORD, privateServerWithAccounts, openAdminSignedIn, uniqueEmail } from './server-helpers';
import { currentTaxYear, taxYearInfo } from '../../src/calc/rates';

const admin = uniqueEmail('tabs-admin');
const helper = uniqueEmail('helper');

test.describe.configure({ mode: 'serial' });
const server = privateServerWithAccounts(admin, helper);
// Sign-in hashes with scrypt at full cost and axe runs on every tab: allow for a busy machine.
test.setTimeout(120_000);

const TABS = ['Dashboard', 'Benefit Rates', 'Contact Forms', 'Admin Users', 'Settings', 'Analytics', 'Advertising'];

test('seven ARIA tabs, arrow keys move between them, and every tab is axe-clean', async ({ page }) => {
  await openAdminSignedIn(page, admin, server.baseURL);
  await expect(page.getByRole('link', { name: 'Back to Site' })).toHaveAttribute('href', '/');
  const tablist = page.getByRole('tablist', { name: 'Admin sections' });
  await expect(tablist.getByRole('tab')).toHaveText(TABS.map((t) => new RegExp(`^${t}`)));

  await tablist.getByRole('tab', { name: 'Dashboard' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tablist.getByRole('tab', { name: 'Benefit Rates' })).toBeFocused();
  await expect(tablist.getByRole('tab', { name: 'Benefit Rates' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(tablist.getByRole('tab', { name: 'Advertising' })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tablist.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');

  // The whole page once; then, tab by tab, what changes: the tab list and the panel.
  const scanEveryTab = async () => {
    for (const [i, name] of TABS.entries()) {
      await tablist.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
      const panel = page.getByRole('tabpanel');
      await expect(panel).toBeVisible();
      await expect(panel.getByText('Loading...')).toHaveCount(0);
      await expectNoAxeViolations(page, i === 0 ? {} : { include: ['[role="tablist"]', '[role="tabpanel"]'], exclude: [`[role="tabpanel"] ${REPEATED_ROWS}`] });
    }
  };
  await scanEveryTab();
  // And on a phone, where the tables become cards with colours of their own: every rule again, colour contrast included.
  await page.setViewportSize(PHONE);
  await scanEveryTab();
});

test('Dashboard: the usage cards and quick settings', async ({ page }) => {
  await openAdminSignedIn(page, admin, server.baseURL);
  for (const card of ["Today's Usage", 'Weekly Usage', 'Mobile Usage', 'Completion Rate']) await expect(page.getByText(card, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popular Calculators' })).toBeVisible();

  // Analytics Tracking on: usage events are accepted and counted.
  const before = await page.request.post(`${server.baseURL}/api/usage`, {
    data: { calculator_type: 'pip', is_mobile: true, completed: true },
    headers: { Origin: server.baseURL },
  });
  expect(before.status()).toBe(403);
  await page.getByRole('switch', { name: 'Analytics Tracking' }).check();
  await expect(page.getByText('analytics_tracking_enabled has been updated successfully')).toBeVisible();
  // Two page loads: each gets its token; the first sends a start and a result, the second a start (src/lib/usage.ts).
  for (const events of [[false, true], [false]]) {
    const { token } = (await (await page.request.get(`${server.baseURL}/api/usage/token`)).json()) as { token: string };
    for (const completed of events) {
      const res = await page.request.post(`${server.baseURL}/api/usage`, {
        data: { calculator_type: 'pip', is_mobile: true, completed },
        headers: { Origin: server.baseURL, 'Usage-Token': token },
      });
      expect(res.status()).toBe(204);
    }
  }
  // Without a token nothing is counted.
  const forged = await page.request.post(`${server.baseURL}/api/usage`, {
    data: { calculator_type: 'pip', is_mobile: true, completed: true },
    headers: { Origin: server.baseURL },
  });
  expect(forged.status()).toBe(403);
  await expect(page.getByText('What these counts can and cannot show')).toBeVisible();
  await page.getByRole('button', { name: 'Refresh figures' }).click();
  await expect(page.getByText("Today's Usage", { exact: true }).locator('..')).toContainText('2');
  await expect(page.getByText('Completion Rate', { exact: true }).locator('..')).toContainText('50%');
  await expect(page.getByRole('region', { name: 'Popular Calculators' }).getByRole('listitem').filter({ hasText: 'PIP' })).toContainText('2');
  // The Analytics tab says what the figure counts: calculators started, not visitors.
  await page.getByRole('tab', { name: 'Analytics' }).click();
  const started = page.getByRole('tabpanel').getByText('Calculators started today', { exact: true }).locator('..');
  await expect(started).toContainText('2');
  await expect(started).toContainText('UK time');
  await page.getByRole('tab', { name: 'Dashboard' }).click();
  await page.getByRole('switch', { name: 'Analytics Tracking' }).uncheck();
  await expect(page.getByRole('switch', { name: 'Analytics Tracking' })).not.toBeChecked();
});

test("Benefit Rates: a year's amount is edited in pounds and pence, checked, confirmed when far off, and published by GET /api/rates; an LHA table is imported and a calculator uses it", async ({
  page,
}) => {
  const id = 'pip.daily-living.standard';
  const inForce = taxYearInfo(currentTaxYear());
  await openAdminSignedIn(page, admin, server.baseURL);
  await page.getByRole('tab', { name: 'Benefit Rates' }).click();
  await expect(page.getByText('Last updated: Never')).toBeVisible();
  await expect(page.getByLabel('Tax year')).toHaveValue(inForce.id);
  await page.getByLabel('Tax year').selectOption('2026-27');
  await page.getByLabel('Find a rate').fill('daily living, standard');
  const amount = page.getByRole('textbox', { name: /Personal Independence Payment \(PIP\): Daily living, standard rate/ });
  // PIP daily living, standard rate 2026/27: £76.70 a week (GOV.UK proposed rates 2026 to 2027).
  await expect(amount).toHaveValue('76.70');

  // A comma is not a decimal point: refused with a message naming the figure, what was typed kept.
  const message = 'Enter the amount for Daily living, standard rate in pounds and pence, like 76.70';
  await amount.fill('12,50');
  await amount.press('Enter');
  await expect(page.getByText(message)).toBeVisible();
  await expect(amount).toHaveValue('12,50');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toHaveAccessibleDescription(`Error: ${message}`);
  // A blank entry is not saved either; Escape puts the amount back.
  await amount.fill('');
  await amount.blur();
  await expect(page.getByText(message)).toBeVisible();
  await amount.press('Escape');
  await expect(amount).toHaveValue('76.70');
  await expect(page.getByText(message)).toHaveCount(0);

  // Over double the old amount asks first; Cancel keeps the old amount.
  await amount.fill('200');
  await amount.press('Enter');
  await expect(page.getByText('£200 is more than double the current £76.70. Save it?')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save £200' })).toBeFocused();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(amount).toHaveValue('76.70');
  await expect(amount).toBeFocused();

  await amount.fill('77.05');
  await amount.press('Enter');
  await expect(page.getByText('Rate updated')).toBeVisible();
  await expect(page.getByText('Benefit rate has been updated successfully')).toBeVisible();
  await expect(page.getByText(/Last updated: \d/)).toBeVisible();
  await expect(amount).toHaveValue('77.05');

  const published = await (await page.request.get(`${server.baseURL}/api/rates`)).json();
  const pip = published.rates.filter((r: { id: string }) => r.id === id);
  expect(pip.map((r: { tax_year: string; amount: number }) => [r.tax_year, r.amount])).toEqual([
    ['2024-25', 72.65],
    ['2025-26', 73.9],
    ['2026-27', 77.05],
  ]);
  expect(published.updatedAt).toBeTruthy();

  // Another year shows its own figure.
  await page.getByLabel('Tax year').selectOption('2025-26');
  await expect(amount).toHaveValue('73.90');

  // Figures set by law are shown, not edited.
  await page.getByLabel('Find a rate').fill('Points for a standard rate');
  await expect(page.getByRole('row', { name: /Points for a standard rate/ })).toContainText('Set by law, not edited here');
  await expect(page.getByRole('row', { name: /Points for a standard rate/ }).getByRole('textbox')).toHaveCount(0);

  // Import LHA rates, on a phone: a small official-style table changing Lothian's shared rate for
  // the year in force and adding Cardiff (not built in), previewed and saved.
  await page.setViewportSize(PHONE);
  const table = [
    'Local Housing Allowance rates (weekly)',
    'BRMA,CAT A,CAT B,CAT C,CAT D,CAT E,Notes',
    // 4 bedrooms £501.70 → £800.00: more than £501.70 × 1.5 = £752.55, so the admin confirms it.
    'Lothian,£115.00,£172.60,£223.23,£316.44,£800.00,',
    'Cardiff,90.00,120.00,150.00,180.00,200.00,',
  ];
  // First with a decimal point slipped (Cardiff's shared rate 9000.00 for 90.00): refused, saying why.
  const slipped = table.map((line) => line.replace('Cardiff,90.00', 'Cardiff,9000.00'));
  await page.getByLabel('LHA table (CSV file)').setInputFiles({ name: '=lha-test\u202E.csv', mimeType: 'text/csv', buffer: Buffer.from(slipped.join('\n')) });
  await page.getByLabel('Year the rates are for').selectOption(YEAR_IN_FORCE);
  await page.getByRole('button', { name: 'Preview' }).click();
  // The file's name shown as it will be stored: no '=' first, no direction override.
  await expect(page.getByRole('heading', { name: /^Preview of lha-test\.csv, .* for 2026 to 2027$/ })).toBeFocused();
  await expect(page.getByText('1 line cannot be read.')).toBeVisible();
  await expect(page.getByText('Line 4 (Cardiff): £9,000.00 a week for shared accommodation is more than £2,000.00 a week, which no LHA rate is.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Save / })).toHaveCount(0);

  await page.getByLabel('LHA table (CSV file)').setInputFiles({ name: 'lha-test.csv', mimeType: 'text/csv', buffer: Buffer.from(table.join('\n')) });
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('heading', { name: /^Preview of lha-test\.csv, .* for 2026 to 2027$/ });
  await expect(preview).toBeFocused();
  await expect(page.getByText('1 area added, 1 area changed, 0 areas unchanged against the rates published now.')).toBeVisible();
  const areas = page.getByRole('list', { name: 'Areas added or changed' });
  await expect(areas.getByRole('listitem')).toHaveText([
    'Lothian (changed)Weekly: shared accommodation £115.00 (was £109.32), 4 bedrooms £800.00 (was £501.70)',
    'Cardiff (added)Weekly: shared accommodation £90.00, 1 bedroom £120.00, 2 bedrooms £150.00, 3 bedrooms £180.00, 4 bedrooms £200.00',
  ]);
  await expect(page.getByText('1 area changes by more than half.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page, { include: ['[role="tabpanel"]'], exclude: [`[role="tabpanel"] ${REPEATED_ROWS}`] });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const save = page.getByRole('button', { name: 'Save 2 areas as 2026 to 2027 rates' });
  await save.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing was saved' })).toContainText(
    "Lothian's rates change by more than half. Check the figures and tick each area to save it",
  );
  await page.getByRole('checkbox', { name: 'Save Lothian: 4 bedrooms £501.70 → £800.00' }).check();
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved as the 2026 to 2027 rates: 1 area added and 1 area changed' })).toBeFocused();
  await page.getByLabel('Tax year').selectOption(YEAR_IN_FORCE);
  await page.getByLabel('Find a rate').fill('LHA Lothian shared');
  await expect(page.getByRole('textbox', { name: /LHA Lothian: shared accommodation/ })).toHaveValue('115.00');
  await expect(page.getByRole('tabpanel')).toContainText('Imported from lha-test.csv');

  // A calculator uses the imported rates at once, without a rebuild. Single, 30, renting privately in
  // Lothian (EH1) at £800 in 2026/27: the shared rate, now £115.00, × 52 ÷ 12 = £498.33 a month
  // (5,980 ÷ 12 = 498.333…), so 424.90 + 498.33 = £923.23.
  await openIsland(page, `${server.baseURL}/universal-credit`, 'UniversalCreditCalculator');
  await page.getByLabel('Your age').fill('30');
  await page.getByRole('tab', { name: 'Housing', exact: true }).click();
  await page.getByLabel('Monthly rent').fill('800');
  await page.getByLabel('Postcode').fill('EH1 1AA');
  await page.getByRole('button', { name: /^Lookup/ }).click();
  await expect(page.getByText(/^LHA rates for /)).toBeVisible();
  await page.getByRole('button', { name: 'Calculate Universal Credit' }).click();
  await expect(page.getByTestId('uc-total')).toHaveText('£923.23');
  await expect(page.getByRole('region', { name: 'Your estimate' })).toContainText('£115 a week × 52 ÷ 12 = £498.33 a month');
  await expectNoAxeViolations(page, ISLANDS);

  // An area whose rates are not built in, imported: Cardiff, found by its name. Its shared rate
  // £90.00 × 52 ÷ 12 = £390.00 a month (4,680 ÷ 12), so 424.90 + 390.00 = £814.90.
  await page.getByLabel('Postcode').fill('CF10 1AA');
  await page.getByRole('button', { name: /^Lookup/ }).click();
  await page.getByRole('searchbox', { name: 'Type your town or council' }).fill('Cardiff');
  await page.getByRole('button', { name: 'Cardiff', exact: true }).click();
  await expect(page.getByText(/^LHA rates for Cardiff/)).toBeVisible();
  await page.getByRole('button', { name: 'Calculate Universal Credit' }).click();
  await expect(page.getByTestId('uc-total')).toHaveText('£814.90');
});

test('Contact Forms: empty, then a message sent from the site appears unread and can be marked read', async ({ page, browser }) => {
  await openAdminSignedIn(page, admin, server.baseURL);
  await page.getByRole('tab', { name: /^Contact Forms/ }).click();
  await expect(page.getByText('No contact form submissions yet')).toBeVisible();

  // A visitor without JavaScript sends a message.
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const vp = await visitor.newPage();
  await vp.goto(`${server.baseURL}/contact`);
  await vp.getByLabel('Name', { exact: true }).fill("Ada O'Brien");
  await vp.getByLabel('Email', { exact: true }).fill('ada@example.org');
  await vp.getByLabel('Subject', { exact: true }).selectOption({ label: 'Benefits advice' });
  await vp.getByLabel('Message', { exact: true }).fill('Can I get PIP while working?');
  await vp.getByRole('button', { name: 'Send Message' }).click();
  await expect(vp.getByText('Message Sent Successfully')).toBeVisible();
  await visitor.close();

  await page.getByRole('button', { name: 'Refresh messages' }).click();
  const row = page.getByRole('row').filter({ hasText: "Ada O'Brien" });
  await expect(row).toContainText('ada@example.org');
  await expect(row).toContainText('Benefits advice');
  await expect(row).toContainText('Unread');
  await expect(page.getByText(/1 message in total, 1 unread/)).toBeVisible();
  await expectNoAxeViolations(page);
  await row.getByRole('button', { name: /Mark Read/ }).click();
  await expect(row).toContainText('Read');
  await expect(row.getByRole('button', { name: /Mark Read/ })).toHaveCount(0);
  await expect(page.getByText(/1 message in total, 0 unread/)).toBeVisible();
});

test('Contact Forms: the list comes 50 at a time, and "Load more messages" adds the next page', async ({ page }) => {
  // 60 messages straight into this server's database (more than the form lets one address send in an hour).
  const db = new Database(path.join(server.dataDir, 'benefits.sqlite'));
  try {
    const insert = db.prepare("INSERT INTO contact_submissions (name, email, subject, message, created_at) VALUES (?, 'pager@example.org', 'general', 'Paging test', ?)");
    for (let i = 1; i <= 60; i++) insert.run(`Pager ${String(i).padStart(2, '0')}`, new Date(Date.parse('2030-01-01T00:00:00.000Z') + i * 60_000).toISOString());
  } finally {
    db.close();
  }
  await openAdminSignedIn(page, admin, server.baseURL);
  await page.getByRole('tab', { name: /^Contact Forms/ }).click();
  // Newest first: Pager 60 down to Pager 11 on the first page.
  await expect(page.getByRole('row').filter({ hasText: 'Pager 60' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Pager 11' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Pager 10' })).toHaveCount(0);
  await expect(page.getByText(/showing the newest 50/)).toBeVisible();
  await page.getByRole('button', { name: 'Load more messages' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Pager 10' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Pager 10', exact: true })).toBeFocused();
  await expect(page.getByRole('row').filter({ hasText: 'Pager 01' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('Admin Users: blank, unknown and existing emails', async ({ page }) => {
  await openAdminSignedIn(page, admin, server.baseURL);
  await page.getByRole('tab', { name: 'Admin Users' }).click();
  await expect(page.getByText('npm run admin:create -- --email you@example.org')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: admin })).toBeVisible();

  await page.getByRole('button', { name: 'Add admin' }).click();
  await expect(page.getByText('Email required')).toBeVisible();
  await expect(page.getByText('Please enter an email address')).toBeVisible();

  await page.getByLabel('Email address of an existing account').fill('nobody-here@example.org');
  await page.getByLabel('Your password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Add admin' }).click();
  // Adding an admin checks the password's hash first, as a sign-in does: it gets as long.
  await expect(page.getByText('Error adding admin user')).toBeVisible({ timeout: ADMIN_LOAD_MS });
  await expect(page.getByText(/No account uses nobody-here@example.org/)).toBeVisible();

  await page.getByLabel('Email address of an existing account').fill(helper);
  await page.getByLabel('Your password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Add admin' }).click();
  await expect(page.getByRole('row').filter({ hasText: helper })).toContainText('admin', { timeout: ADMIN_LOAD_MS });
});

test('Settings: the emergency banner and maintenance mode reach the site within seconds and go away', async ({ page, browser }) => {
  await openAdminSignedIn(page, admin, server.baseURL);
  await page.getByRole('tab', { name: 'Settings' }).click();
  // Beside the analytics settings: Google Analytics waits for a visitor's Accept (PECR reg 6).
  const privacy = page.getByRole('tabpanel').getByRole('region', { name: 'Analytics and privacy' });
  await expect(privacy).toContainText('Google Analytics loads only for visitors who choose Accept cookies on the cookie banner, whatever the GDPR consent switch says');
  await expect(privacy.getByRole('switch', { name: 'GDPR consent' })).toBeVisible();
  const banner = page.getByLabel('Emergency banner message');
  await banner.fill('Our phone lines are closed today <for testing>');
  await expect(page.getByText('emergency_banner_message has been updated successfully')).toBeVisible();

  // Both are drawn by the server: a visitor without JavaScript sees them too.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const ns = await noScript.newPage();
  await ns.goto(`${server.baseURL}/`);
  await expect(ns.getByRole('region', { name: 'Important notice' })).toContainText('Our phone lines are closed today <for testing>');

  const visitor = await browser.newContext();
  const vp = await visitor.newPage();
  await vp.goto(`${server.baseURL}/`);
  const region = vp.getByRole('region', { name: 'Important notice' });
  await expect(region).toContainText('Our phone lines are closed today <for testing>');
  await expectNoAxeViolations(vp);

  await page.getByRole('switch', { name: 'Maintenance Mode' }).check();
  await expect(page.getByText('maintenance_mode has been updated successfully')).toBeVisible();
  const closed = await vp.goto(`${server.baseURL}/guides/universal-credit`);
  expect(closed!.status()).toBe(503);
  expect(closed!.headers()['retry-after']).toBeTruthy();
  await expect(vp.getByRole('heading', { name: 'Sorry, the site is down for maintenance' })).toBeVisible();
  await expectNoAxeViolations(vp);
  const nsClosed = await ns.goto(`${server.baseURL}/contact`);
  expect(nsClosed!.status()).toBe(503);
  await expect(ns.getByRole('heading', { name: 'Sorry, the site is down for maintenance' })).toBeVisible();
  // The admin page and its API stay open.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('switch', { name: 'Maintenance Mode' }).uncheck();
  await expect(page.getByRole('switch', { name: 'Maintenance Mode' })).not.toBeChecked();
  await page.getByLabel('Emergency banner message').fill('');
  await expect(page.getByText('emergency_banner_message has been updated successfully').last()).toBeVisible();
  await expect
    .poll(async () => {
      const res = await vp.goto(`${server.baseURL}/`);
      return `${res!.status()} ${await vp.getByRole('region', { name: 'Important notice' }).count()}`;
    })
    .toBe('200 0');
  await visitor.close();
  await noScript.close();
});

test('Advertising: the slots appear, sized, only with the master switch and a publisher ID', async ({ page, request }) => {
  await openAdminSignedIn(page, admin, server.baseURL);
  await page.getByRole('tab', { name: 'Advertising' }).click();
  await page.getByLabel('Ad network publisher ID').fill('ca-pub-1234567890123456');
  await expect(page.getByText('google_adsense_id has been updated successfully')).toBeVisible();
  await page.getByRole('switch', { name: 'Header banner (728x90)' }).check();
  await expect(page.getByText('header_banner_enabled has been updated successfully')).toBeVisible();
  expect(await (await request.get(`${server.baseURL}/`)).text()).not.toContain('site-ad--header"');
  await page.getByRole('switch', { name: 'Master ad switch' }).check();
  await expect(page.getByText('ad_serving_enabled has been updated successfully')).toBeVisible();
  await expect.poll(async () => (await (await request.get(`${server.baseURL}/`)).text()).includes('class="site-ad site-ad--header"')).toBe(true);
  await page.getByRole('switch', { name: 'Master ad switch' }).uncheck();
  await expect(page.getByRole('switch', { name: 'Master ad switch' })).not.toBeChecked();
});
