/**
 * Admin sign-in (docs/product.md §2 Admin, §4, §8, §11): admin:create then
 * login, a wrong password, a non-admin denied, logout, the warning before
 * the session ends with 'Stay signed in', and two-step sign-in. Runs on a private server.
 */
import { test, expect, expectNoAxeViolations, PAGE_ONLY } from './fixtures';
import { ADMIN_LOAD_MS, createAccount, PASSWORD, privateServerWithAccounts, signInAsAdmin, uniqueEmail } from './server-helpers';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { stepOf, totpAt } from '../../server/auth/two-factor';
import { TOAST_DURATION_MS } from '../../src/stores/toasts';

const admin = uniqueEmail('admin');
const visitor = uniqueEmail('visitor');
const server = privateServerWithAccounts(admin, visitor);
// Sign-in hashes with scrypt at full cost (N = 2^17) and axe runs several times: allow for a busy machine.
test.setTimeout(90_000);

test('the login card checks both fields, refuses a wrong password without saying which, and denies a non-admin', async ({ page }) => {
  // The page's clock is the test's: the toast is there while it is checked and scanned, and
  // goes when the test moves the clock on, however slowly the machine signs in.
  await page.clock.install();
  await page.goto(`${server.baseURL}/admin`);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible({ timeout: ADMIN_LOAD_MS });
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectNoAxeViolations(page, PAGE_ONLY);

  await page.getByRole('button', { name: 'Login' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary.getByRole('link', { name: 'Enter your email address' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Enter your password' })).toBeVisible();
  await expectNoAxeViolations(page, PAGE_ONLY);

  await page.getByLabel('Email').fill(admin);
  await page.getByLabel('Password').fill('not the password at all');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.getByRole('button', { name: 'Login' }).click();
  // The toast of docs/product.md §8, and the same words beside the form, announced, staying until the next try.
  const inline = page.locator('form').getByRole('alert').filter({ hasText: 'Login failed' });
  await expect(inline).toBeVisible({ timeout: 15_000 });
  await expect(inline).toContainText('The email address or password is not correct.');
  await expect(page.locator('[data-toast]').getByText('Login failed')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible({ timeout: ADMIN_LOAD_MS });
  await page.clock.runFor(TOAST_DURATION_MS);
  await expect(page.locator('[data-toast]')).toHaveCount(0);
  await expect(inline).toBeVisible();
  // axe waits on timers of its own: the clock runs again for the scan.
  await page.clock.resume();
  await expectNoAxeViolations(page, PAGE_ONLY);

  await page.getByLabel('Email').fill(visitor);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  const denied = page.locator('form').getByRole('alert').filter({ hasText: 'Access Denied' });
  await expect(denied).toBeVisible({ timeout: 15_000 });
  await expect(denied).toContainText("You don't have admin privileges");
  await expect(inline).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible({ timeout: ADMIN_LOAD_MS });
  const session = await (await page.request.get(`${server.baseURL}/api/auth/session`)).json();
  expect(session).toEqual({ session: null });
});

test('an admin signs in with an HttpOnly cookie, stays signed in across a reload, and signs out', async ({ page, context }) => {
  await page.goto(`${server.baseURL}/admin`);
  await page.getByLabel('Email').fill(admin);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Welcome to the admin panel')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeFocused();

  const cookie = (await context.cookies()).find((c) => c.name === 'ubc_session')!;
  expect(cookie.httpOnly).toBe(true);
  expect(cookie.sameSite).toBe('Lax');
  expect(cookie.path).toBe('/');
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
  expect(stored).not.toContain(cookie.value.split('.')[1]!);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible({ timeout: ADMIN_LOAD_MS });
  await expect(page.getByText('You have signed out.')).toBeVisible();
  // The old cookie no longer works anywhere.
  const res = await page.request.get(`${server.baseURL}/api/admin/usage`, { headers: { Cookie: `ubc_session=${cookie.value}` } });
  expect(res.status()).toBe(401);
});

test('two minutes before the session would end, a dialog offers to stay signed in', async ({ page }) => {
  await page.clock.install();
  // Every admin answer restarts the 30 minutes, so the clock moves on only once the dashboard
  // has had all five of its answers (src/islands/admin/AdminDashboard.tsx). Waiting for a
  // quiet network was not enough: on a busy machine the dashboard's code could still be
  // starting after half a second of quiet, and an answer that came after the jump moved the
  // end of the session past it.
  const dashboard = Promise.all(
    ['usage', 'rates', 'messages', 'admins', 'settings'].map((name) => page.waitForResponse((r) => new URL(r.url()).pathname === `/api/admin/${name}`)),
  );
  await signInAsAdmin(page, admin, PASSWORD, server.baseURL);
  await dashboard;
  await page.clock.fastForward('28:30');
  const dialog = page.getByRole('alertdialog', { name: 'You are about to be signed out' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('30 minutes without activity');
  await expectNoAxeViolations(page, PAGE_ONLY);
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh'));
  await dialog.getByRole('button', { name: 'Stay signed in' }).click();
  expect((await refreshed).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  // Later, the same warning's 'Sign out' ends the session.
  await page.waitForLoadState('networkidle');
  await page.clock.fastForward('28:30');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible({ timeout: ADMIN_LOAD_MS });
});

/** The code an authenticator app holding `key` (as the page shows it) shows `steps` 30-second steps from now. */
function appCode(key: string, steps = 0): string {
  return totpAt(decodeBase32IgnorePadding(key.replace(/\s/g, '')), stepOf(Date.now()) + steps);
}

// Last in this file: it turns two-step sign-in on for every admin of this server (and off again at the end).
test('two-step sign-in: set up on the Admin Users tab with a QR code, asked after the password, then required of every admin', async ({ page }) => {
  // Five password checks (each hashing slowly on purpose) and a dozen steps: more time than the file's other tests on a busy machine.
  test.setTimeout(180_000);
  await signInAsAdmin(page, admin, PASSWORD, server.baseURL);
  await page.getByRole('tab', { name: 'Admin Users' }).click();
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(section.getByText('Off for your account.')).toBeVisible();
  await expect(section.getByLabel('Require two-step sign-in for every admin')).toBeDisabled();
  await section.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await section.getByLabel('Your password').fill(PASSWORD);
  await section.getByRole('button', { name: 'Continue' }).click();
  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible({ timeout: 15_000 });
  const key = (await section.locator('[data-totp-key]').textContent())!;
  await expectNoAxeViolations(page, PAGE_ONLY);
  await section.getByLabel('Code from your authenticator app').fill(appCode(key));
  await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(section.locator('[data-recovery-codes] li')).toHaveCount(10);
  await expect(section.getByText('On for your account (10 recovery codes left).')).toBeVisible();

  // Signing in now asks for the code after the password.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You have signed out.')).toBeVisible();
  await page.getByLabel('Email').fill(admin);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByLabel('Code from your authenticator app')).toBeFocused({ timeout: 15_000 });
  await expectNoAxeViolations(page, PAGE_ONLY);
  await page.getByLabel('Code from your authenticator app').fill('000000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('form').getByRole('alert').filter({ hasText: 'Login failed' })).toContainText('The code is not correct.');
  // The set-up spent this step's code; the app's next one is accepted too.
  await page.getByLabel('Code from your authenticator app').fill(appCode(key, 1));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 15_000 });

  // Required of every admin: one without a second factor sets it up at sign-in.
  await page.getByRole('tab', { name: 'Admin Users' }).click();
  await section.getByLabel('Require two-step sign-in for every admin').check();
  await expect(page.getByText('Two-step sign-in updated')).toBeVisible();
  const second = uniqueEmail('second-admin');
  createAccount(second, { dataDir: server.dataDir });
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You have signed out.')).toBeVisible();
  await page.getByLabel('Email').fill(second);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Set up two-step sign-in')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secondKey = (await page.locator('[data-totp-key]').textContent())!;
  await page.getByLabel('Code from your authenticator app').fill(appCode(secondKey));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('[data-recovery-codes] li')).toHaveCount(10, { timeout: 15_000 });
  await expectNoAxeViolations(page, PAGE_ONLY);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  // Turning the requirement off asks for the password again, as setting up does.
  await page.getByRole('tab', { name: 'Admin Users' }).click();
  await section.getByLabel('Require two-step sign-in for every admin').uncheck();
  await expect(section.getByLabel('Your password')).toBeFocused();
  await section.getByRole('button', { name: 'Stop requiring two-step sign-in' }).click();
  await expect(section.getByText('Enter your password to confirm')).toBeVisible();
  await section.getByLabel('Your password').fill(PASSWORD);
  await section.getByRole('button', { name: 'Stop requiring two-step sign-in' }).click();
  await expect(page.getByText("Two-step sign-in is now each admin's choice")).toBeVisible({ timeout: 15_000 });
  await expect(section.getByLabel('Require two-step sign-in for every admin')).not.toBeChecked();
  await expect(section.getByLabel('Your password')).toHaveCount(0);
});
