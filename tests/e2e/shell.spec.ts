/**
 * The site's shell by keyboard and on a phone: the phone drawer keeps focus,
 * dims and holds the page behind it, and closes with Escape or a tap outside;
 * desktop menus close when focus leaves them; a focused tab panel shows its ring;
 * phone numbers and web addresses in the checker's results, news and situation
 * pages are links; the quick check with nothing chosen goes to a clean address;
 * /admin has a heading before sign-in. (No page scrolls sideways at 320 px: the
 * per-page checks in foundation.spec.ts.)
 */
import { test, expect, expectNoAxeViolations, ISLANDS, PAGE_ONLY, PHONE, openIsland, finishChecker } from './fixtures';
import type { Page } from '@playwright/test';
import { createAccount, signInAsAdmin, uniqueEmail } from './server-helpers';

const drawerButton = (page: Page) => page.locator('details[data-drawer] > summary');
const drawer = (page: Page) => page.locator('details[data-drawer] nav');
/** Wait until the browser has drawn two frames: a scroll a wheel event starts has begun by then. */
const twoFrames = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

test.describe('phone drawer', () => {
  test.use({ viewport: PHONE });

  test('Tab and Shift+Tab stay inside the open drawer; the page behind is dimmed and does not scroll; a tap on the backdrop closes it', async ({ page }) => {
    await page.goto('/guides/universal-credit');
    await drawerButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(drawer(page)).toBeVisible();

    // Every control of the drawer, then round again to the menu button: never the page behind.
    const stops = (await drawer(page).getByRole('link').count()) + 1;
    for (let i = 0; i < stops + 2; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('details[data-drawer]')), `Tab ${i + 1}`).toBe(true);
    }
    await drawerButton(page).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(drawer(page).getByRole('link', { name: 'Check Your Benefits' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(drawerButton(page)).toBeFocused();

    const backdrop = page.locator('.drawer-backdrop');
    await expect(backdrop).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.mouse.wheel(0, 800);
    await twoFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(drawerButton(page)).toBeFocused();
    await expect(backdrop).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    // The same wheel and wait scroll the page once the drawer is closed: the wait above was long enough.
    await page.mouse.wheel(0, 800);
    await twoFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    // A tap on the backdrop closes the drawer.
    await page.evaluate(() => window.scrollTo(0, 0));
    await drawerButton(page).click();
    await expect(drawer(page)).toBeVisible();
    await page.mouse.click(10, 600); // left of the drawer, over the dimmed page
    await expect(drawer(page)).toBeHidden();
  });
});

test('desktop menus close when focus leaves them; the quick check with nothing chosen goes to the checker with no stray "?"', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' }).first();
  const guides = nav.locator('details', { has: page.locator('summary', { hasText: 'Benefits Guide' }) });
  await guides.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(nav.getByRole('link', { name: 'Carers' })).toBeVisible();
  // Tab through the menu's links and on to the next menu's button.
  const links = await guides.getByRole('link').count();
  for (let i = 0; i <= links; i++) await page.keyboard.press('Tab');
  await expect(nav.locator('summary', { hasText: 'Calculators' })).toBeFocused();
  await expect(nav.getByRole('link', { name: 'Carers' })).toBeHidden();
  await expect(guides).not.toHaveAttribute('open', /.*/);
  // Shift+Tab back out of the first menu's button also leaves it closed.
  await page.keyboard.press('Enter');
  await expect(nav.getByRole('link', { name: 'Saved Calculations' })).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expect(nav.getByRole('link', { name: 'Saved Calculations' })).toBeHidden();

  const request = page.waitForRequest((r) => r.url().includes('/benefits-checker'));
  await page.getByRole('button', { name: 'Get My Benefits Estimate' }).click();
  expect(new URL((await request).url()).pathname + new URL((await request).url()).search).toBe('/benefits-checker');
  expect((await request).url()).not.toContain('?');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check which benefits you could get');
});

test('a focused tab panel shows a focus ring, even where the page asked for none', async ({ page }) => {
  const admin = uniqueEmail('shell-admin');
  createAccount(admin);
  await signInAsAdmin(page, admin);
  await page.getByRole('tab', { name: 'Dashboard' }).focus();
  await page.keyboard.press('Tab');
  const panel = page.getByRole('tabpanel', { name: 'Dashboard' });
  await expect(panel).toBeFocused();
  const ring = await panel.evaluate((el) => {
    const cs = getComputedStyle(el);
    return { style: cs.outlineStyle, width: cs.outlineWidth, colour: cs.outlineColor };
  });
  expect(ring).toEqual({ style: 'solid', width: '3px', colour: 'rgb(255, 221, 0)' });
});

test.describe('phone numbers and web addresses are links', () => {
  test('in the checker results', async ({ page }) => {
    await openIsland(page, '/benefits-checker?age=25-39&employment=unemployed&children=1&housing=rent-private');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await finishChecker(page);
    const results = page.getByRole('region', { name: 'Your results' });
    await expect(results.getByRole('link', { name: 'www.gov.uk/apply-universal-credit' })).toHaveAttribute('href', 'https://www.gov.uk/apply-universal-credit');
    await expect(results.getByRole('link', { name: '0800 144 8848' })).toHaveAttribute('href', 'tel:08001448848');
    await expectNoAxeViolations(page, ISLANDS);
  });

  test('in news articles, and on situation pages in the body and in the next steps', async ({ page }) => {
    await page.goto('/benefits-news');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: '0808 800 4444' })).toHaveAttribute('href', 'tel:08088004444');
    await expect(main.getByRole('link', { name: '0800 917 2222' })).toHaveAttribute('href', 'tel:08009172222');
    await expect(main.getByRole('link', { name: '0800 99 1234' })).toHaveAttribute('href', 'tel:0800991234');

    await page.goto('/scenarios/carers');
    await expect(main.getByRole('link', { name: '0808 808 7777' })).toHaveAttribute('href', 'tel:08088087777');
    await expect(page.getByRole('region', { name: 'Next steps' }).getByRole('link', { name: '0800 731 0297' })).toHaveAttribute('href', 'tel:08007310297');
    await page.goto('/scenarios/pensioners');
    await expect(page.getByRole('main').getByRole('link', { name: '0800 731 0160' })).toHaveAttribute('href', 'tel:08007310160');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('/admin has a main heading before anyone signs in', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin');
  });
});

test('the axe scan fails on a page with a violation, naming the rule and the element', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.id = 'planted';
    img.src = '/favicon.svg';
    document.querySelector('main')?.append(img);
  });
  // Scanned as other pages are, without the header and footer (PAGE_ONLY): what is left is still read.
  const failure = await expectNoAxeViolations(page, PAGE_ONLY).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain('image-alt (critical)');
  expect(failure).toContain('#planted');
  // A part of the page left out of the scan is not read.
  await expectNoAxeViolations(page, { exclude: ['#planted'] });
});
