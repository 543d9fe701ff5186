/**
 * Taking a result away (README "The printout and the link with your answers"), proved once on
 * Housing Benefit, whose results end with the shared footer every calculator uses:
 * - the printout (print media and Chromium's PDF): no header, tabs, buttons or toasts; the answers
 *   in a table and every line of the working; axe finds nothing; no more pages than its content fills;
 * - the link with the answers: opened in a fresh browser it fills the calculator and gives the same
 *   total; changed by hand it says so, keeps what an open calculator had and leaves a new tab's
 *   calculator blank and working;
 * - neither sends an answer to the server.
 * The household and its figure are the Housing Benefit row of tests/e2e/calculators.ts, worked out by hand there.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, ISLANDS, PAGE_ONLY, openIsland } from './fixtures';
import { CALCULATORS } from './calculators';

const hb = CALCULATORS.find((c) => c.id === 'housing-benefit')!;
const FIGURE = hb.expected['2026-27'];
const results = (page: Page) => page.getByRole('region', { name: 'Your estimate' });

/** Every request the context sends, with its body: none may hold an answer or the link's fragment. */
function watchRequests(context: BrowserContext): string[] {
  const sent: string[] = [];
  context.on('request', (request) => sent.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`));
  return sent;
}
/** What the household typed (hb.fill), as it could appear in a request. */
const TYPED = ['DD1', '102.23', '#a='];

/** The pages of a PDF: its page objects. */
function pdfPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0;
}

test('the printout has no header, tabs or buttons, the answers and every line of the working, passes axe and fills no more A4 pages than it needs; the link with the answers gives the same total in a fresh browser, a changed one says so and leaves a blank calculator that works; no answer reaches the server', async ({
  page,
  context,
  browser,
}) => {
  const sent = watchRequests(context);
  await openIsland(page, hb.route, hb.island);
  await hb.fill(page);
  await hb.calculate(page);
  await expect(hb.headline(page)).toHaveText(FIGURE);
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void (window as unknown as { printed: number }).printed++;
  });
  await page.getByRole('button', { name: 'Print or save as PDF' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  // The lines of the result as the screen shows them, the share card apart.
  const lines = results(page)
    .locator('li:visible, dd:visible')
    .filter({ hasNot: page.locator('a[target="_blank"], button') });
  const onScreen = await lines.allInnerTexts();
  expect(onScreen.length).toBeGreaterThan(5);

  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('body > header')).toBeHidden();
  await expect(page.locator('body > footer')).toBeHidden();
  await expect(page.getByRole('tablist')).toBeHidden();
  await expect(page.getByRole('button')).toHaveCount(0);
  await expect(page.locator('.btn:visible')).toHaveCount(0);
  await expect(page.locator('[data-toast-area]')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Share this calculator' })).toBeHidden();
  await expect(page.getByText(/^UK Benefits Calculator: http/)).toBeVisible();
  await expect(page.getByText(/^Printed on 26 November 2026, with the rules and rates of the 2026 to 2027 tax year\.$/)).toBeVisible();
  const answers = page.getByRole('table', { name: 'Your answers' });
  await expect(answers).toBeVisible();
  for (const [question, answer] of [
    ['Your age', '30'],
    ['Postcode of the home you rent', 'DD1 1AA'],
    ['Your rent', '£100.00 a week'],
    ['Your earnings', '£102.23 a week'],
  ])
    await expect(answers.getByRole('row', { name: `${question} ${answer}`, exact: true })).toBeVisible();
  expect(await lines.allInnerTexts()).toEqual(onScreen);
  await expectNoAxeViolations(page, PAGE_ONLY);

  // A4 at 96 px an inch less the margins of src/styles/global.css (14 mm each side, 14 mm top and 16 mm bottom).
  const mm = 96 / 25.4;
  await page.setViewportSize({ width: Math.floor((210 - 28) * mm), height: 800 });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const needed = Math.ceil(height / ((297 - 30) * mm));
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  expect(pdfPages(pdf)).toBeGreaterThan(0);
  expect(pdfPages(pdf)).toBeLessThanOrEqual(needed);

  // The same result, on screen again: the link with its answers.
  await page.emulateMedia({ media: 'screen' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy a link with my answers' }).click();
  const dialog = page.getByRole('dialog', { name: 'A link with your answers' });
  await expect(dialog).toHaveAccessibleDescription(/^Anyone who has this link can see your answers\./);
  const box = dialog.getByRole('textbox', { name: 'Link with your answers' });
  await expect(box).toHaveValue(/\/housing-benefit#a=[A-Za-z0-9_-]+$/);
  const link = await box.inputValue();
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByText(/^Link copied\./)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expectNoAxeViolations(page, ISLANDS);
  // Sharing to social sites still sends the page's address only.
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  for (const share of await results(page).locator('a[target="_blank"]').all()) expect(await share.getAttribute('href')).not.toMatch(/%23|#/);

  const fresh = await browser.newContext();
  const freshSent = watchRequests(fresh);
  const other = await fresh.newPage();
  await openIsland(other, link, hb.island);
  await expect(hb.headline(other)).toHaveText(FIGURE);
  await expect(other.getByLabel('Your age')).toHaveValue('30');
  await expect(other.getByRole('status').filter({ hasText: 'Answers opened' })).toBeVisible();
  expect(new URL(other.url()).hash).toBe('');

  // One character of the answers changed: nothing can be read. Pasted into the open calculator
  // (only the fragment changes, and the page opens it afresh), what the tab had stays.
  const at = link.length - 8;
  const changed = link.slice(0, at) + (link[at] === 'A' ? 'B' : 'A') + link.slice(at + 1);
  await other.goto(changed);
  await expect(other.getByText(/^The answers in this link could not be read/)).toBeVisible();
  await expect(hb.headline(other)).toHaveText(FIGURE);
  // In a new tab it leaves a blank calculator, which works.
  const blank = await fresh.newPage();
  await openIsland(blank, changed, hb.island);
  await expect(blank.getByText(/^The answers in this link could not be read/)).toBeVisible();
  await expect(blank.getByText('No estimate yet')).toBeVisible();
  await expect(blank.getByLabel('Your age')).not.toHaveValue('30');
  await hb.fill(blank);
  await hb.calculate(blank);
  await expect(hb.headline(blank)).toHaveText(FIGURE);
  await fresh.close();

  const payload = link.slice(link.indexOf('#a=') + 3);
  for (const request of [...sent, ...freshSent]) for (const typed of [...TYPED, payload]) expect(request, 'an answer sent to the server').not.toContain(typed);
});
