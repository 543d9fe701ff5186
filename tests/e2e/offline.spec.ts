/**
 * Offline once visited (README "Offline"): the service worker keeps a calculator page, its
 * files and the published rates after one visit, so with no connection the page opens,
 * calculates the same total and says quietly that it is offline and which rates it uses; it
 * never answers for the admin panel; and the contact form, offline, keeps what was typed and
 * says it cannot send now; and nothing typed leaves the device. The rest of the suite blocks service
 * workers (playwright.config.ts).
 */
import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, hydrated, ISLANDS, openIsland } from './fixtures';
import { CALCULATORS } from './calculators';

test.use({ serviceWorkers: 'allow' });

/** Wait until a service worker controls the page. */
async function controlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
}

test('after one visit a calculator opens and calculates offline, says which rates it uses; /admin is not kept; the contact form keeps what was typed; nothing typed is sent', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const calc = CALCULATORS.find((c) => c.id === 'universal-credit')!;
  // Every request of the round, the worker's own included, to show that nothing typed leaves the device.
  const requests: Array<{ method: string; url: string }> = [];
  context.on('request', (request) => requests.push({ method: request.method(), url: request.url() }));
  // The published rates as an admin left them: one amount changed on 1 May 2026 (the worker's own
  // fetches pass through this route too, so it is what the worker keeps).
  await context.route('**/api/rates', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { rates: Array<{ id: string; amount: number }>; updatedAt: string | null };
    for (const rate of body.rates) if (rate.id === calc.published.id) rate.amount = calc.published.amount;
    await route.fulfill({ response, json: { ...body, updatedAt: '2026-05-01T09:00:00.000Z' } });
  });
  await openIsland(page, calc.route, calc.island);
  await controlled(page);
  // The first visit's page is now controlled; its next load reads the rates through the worker, which keeps them.
  await page.reload();
  await hydrated(page, calc.island);
  await expect(page.locator('[data-offline-note]')).toHaveCount(0);
  await calc.fill(page);
  await calc.calculate(page);
  await expect(calc.headline(page)).toHaveText(calc.published.headline);
  // Opened online while controlled: had the worker kept the admin panel, it would be kept now. The
  // server serves it under other spellings too (escapes decoded, slashes folded): none is kept.
  const origin = new URL(page.url()).origin;
  const adminSpellings = ['/admin', '/%61dmin', '//admin', '/./admin'];
  for (const spelling of adminSpellings) expect((await page.goto(`${origin}${spelling}`))!.status()).toBe(200);
  await page.goto('/contact');

  // Offline: setOffline cuts the pages' own requests, not the worker's, which are cut here.
  await context.setOffline(true);
  await context.route('**', (route) => (route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback()));
  await page.goto(calc.route);
  await hydrated(page, calc.island);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveText(
    'You are offline. This calculator still works. It uses the published rates saved on this device, last updated 1 May 2026.',
  );
  await expectNoAxeViolations(page, ISLANDS);
  await calc.fill(page);
  await calc.calculate(page);
  await expect(calc.headline(page)).toHaveText(calc.published.headline);
  // The rates came from the worker's kept copy: the network gave nothing.
  expect(await page.evaluate(() => fetch('/api/rates').then((r) => r.headers.get('X-Saved-Copy')))).toBe('1');

  // The admin panel, opened online above, was not kept: offline it is the browser's own error.
  for (const spelling of adminSpellings) {
    const admin = await context.newPage();
    await expect(admin.goto(`${origin}${spelling}`), spelling).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await admin.close();
  }

  await page.goto('/contact');
  await expect(page.locator('[data-contact-region]')).toHaveAttribute('data-enhanced', 'true');
  await page.getByLabel('Name', { exact: true }).fill('Jo Tester');
  await page.getByLabel('Email', { exact: true }).fill('jo@example.org');
  await page.getByLabel('Subject', { exact: true }).selectOption({ label: 'Calculator question' });
  await page.getByLabel('Message', { exact: true }).fill('Does the calculator work on the bus?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'Error Sending Message' });
  await expect(failure).toContainText('You are offline, so we cannot send your message now. What you typed is still here: send it when you are back online.');
  await expect(failure).toBeFocused();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Jo Tester');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Does the calculator work on the bus?');

  // Nothing typed left the device: every request was a GET of a page, a file or the rates, with
  // no query but the mark Workbox puts on the files it keeps on install.
  expect(requests.length).toBeGreaterThan(10);
  for (const { method, url } of requests) {
    expect(method, url).toBe('GET');
    const query = new URL(url).searchParams;
    query.delete('__WB_REVISION__');
    expect([...query.keys()], url).toEqual([]);
  }
});
