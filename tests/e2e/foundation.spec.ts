/**
 * The site's foundation (docs/product.md §12, docs/style.md habit 10): every built page
 * answers 200 with header, footer and a title; the build hands out no localhost
 * address; the phone drawer works by keyboard;
 * the quick check builds the right query with and without JavaScript; unknown
 * paths give the 404 page; the footer redirects work; static pages ship no
 * JavaScript file; no page breaks its Content-Security-Policy or scrolls sideways at
 * 320 px; axe finds nothing on any page, on a desktop or a phone.
 */
import type { ConsoleMessage, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, noHorizontalScroll, PAGE_ONLY, PHONE, PHONE_SCAN, REPEATED_ROWS } from './fixtures';
import fs from 'node:fs';
import path from 'node:path';
import { builtRoutes, builtHtml, DIST_DIR, ISLAND_ROUTES, SPEC_ROUTES } from './site-pages';
import { REDIRECTS } from '../../src/lib/redirects';
import { PUBLIC_SITE_URL } from '../../src/lib/site';
import { currentTaxYear, taxYearInfo } from '../../src/calc/rates';
import { SERVICE_WORKER_REGISTRATION } from '../../src/lib/service-worker';

const routes = builtRoutes();

test('the build has every route of docs/product.md §12', () => {
  const missing = SPEC_ROUTES.filter((r) => !routes.includes(r));
  expect(missing).toEqual([]);
});

test('the build hands out no address on this machine: canonical and share links use the public address', () => {
  const local = /\b(localhost|127\.0\.0\.1|0\.0\.0\.0)\b/;
  const offenders: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(html|js|mjs|css|json|xml|txt|webmanifest)$/.test(entry.name)) {
        const match = local.exec(fs.readFileSync(file, 'utf8'));
        if (match) offenders.push(`${path.relative(DIST_DIR, file)}: ${match[0]}`);
      }
    }
  };
  walk(DIST_DIR);
  expect(offenders).toEqual([]);
  const home = builtHtml('/guides/universal-credit');
  expect(home).toContain(`<link rel="canonical" href="${PUBLIC_SITE_URL}/guides/universal-credit">`);
});

test('the pages that say which rules they use name the tax year in force, as the calculators default to', () => {
  const inForce = taxYearInfo(currentTaxYear()).shortLabel;
  const pages: Array<[string, string]> = [
    ['/', `using the ${inForce} rules`],
    ['/universal-credit', `Universal Credit for ${inForce}`],
    ['/housing-benefit', `It uses the ${inForce} rules and rates`],
    ['/pip', `using the ${inForce} rates`],
    ['/council-tax-support', `It uses the ${inForce} rules and rates`],
    ['/guides/universal-credit', `Amounts are the ${inForce} figures our calculators use`],
  ];
  for (const [route, words] of pages) {
    // The words may stand in the page's text or in its meta description.
    const html = builtHtml(route).replace(/\s+/g, ' ');
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(`${text} ${html}`, route).toContain(words);
  }
});

/**
 * Pages built twice with the same content (the year in force is both /rates and
 * /rates/2026-27; only the canonical link differs) are one page state: axe scans the
 * first of them. The other years' rates pages are the same template over other
 * amounts (the same rows, headings, links and table markup; only the figures and dates
 * differ), so axe scans the year in force, /rates, for all of them.
 */
const sameAs = new Map<string, string>();
{
  const seen = new Map<string, string>();
  for (const route of routes) {
    const content = builtHtml(route).replace(/<link rel="canonical"[^>]*>/, '');
    const first = seen.get(content);
    if (first) sameAs.set(route, first);
    else if (/^\/rates\/\d{4}-\d{2}$/.test(route)) sameAs.set(route, '/rates');
    else seen.set(content, route);
  }
}

test('colours do not change with the width on public pages, so the phone scan can leave out colour contrast', () => {
  // A responsive colour utility (sm:text-…, md:bg-…) outside the admin rates table would
  // give a phone colours the desktop scan never saw.
  const responsiveColour = /\b(?:max-)?(?:sm|md|lg|xl|2xl):(?:text|bg|border|ring|outline|decoration|placeholder|fill|stroke)-(?:[a-z]+-\d{2,3}|white|black)\b/;
  const offenders: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(astro|tsx|css|mdx)$/.test(entry.name) && !file.includes(`${path.sep}admin${path.sep}`)) {
        const match = responsiveColour.exec(fs.readFileSync(file, 'utf8'));
        if (match) offenders.push(`${path.relative(process.cwd(), file)}: ${match[0]}`);
      }
    }
  };
  walk(path.resolve('src'));
  walk(path.resolve('content'));
  expect(offenders).toEqual([]);
});

/**
 * The template a page is drawn from: the pages of one template share their layout and their
 * components, and differ in words, figures and tables (the guides' and scenarios' MDX, the legal
 * and other editor pages), so one page of each is scanned at 390 px as well as at 1280 px; every
 * page is still scanned at 1280 px and checked for sideways scroll at 320 px. A page drawn from
 * its own file (the home page, each calculator, the checker, the saved calculations, news,
 * contact, glossary, search, admin) is a template of its own.
 */
function templateOf(route: string): string {
  const slug = route.slice(1);
  if (/^\/(guides|scenarios)\//.test(route)) return route.split('/')[1]!;
  if (fs.existsSync(path.resolve('content', 'legal', `${slug}.mdx`))) return 'legal';
  if (fs.existsSync(path.resolve('content', 'pages', `${slug}.mdx`))) return 'pages';
  return route;
}
const phoneScanned = new Set<string>();
const scannedTemplates = new Set<string>();
for (const route of routes) {
  if (sameAs.has(route) || scannedTemplates.has(templateOf(route))) continue;
  scannedTemplates.add(templateOf(route));
  phoneScanned.add(route);
}

test('one page of each template is scanned at 390 px, and every template has one', () => {
  const templates = new Map<string, string[]>();
  for (const route of routes) if (!sameAs.has(route)) templates.set(templateOf(route), [...(templates.get(templateOf(route)) ?? []), route]);
  for (const [template, pages] of templates)
    expect(
      pages.filter((route) => phoneScanned.has(route)),
      template,
    ).toHaveLength(1);
  // The guides, the scenarios and the legal pages are each one template of several pages.
  for (const template of ['guides', 'scenarios', 'legal']) expect(templates.get(template)?.length, template).toBeGreaterThan(1);
  expect(templates.get('/pip')).toEqual(['/pip']);
});

/** A page's header and footer, with the marks of the current page taken out. */
function shellOf(route: string): string {
  const html = builtHtml(route);
  const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
  const footer = /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
  // The current link carries aria-current; its section's menu button takes the current link's colour.
  // The language switch leads to the page's own twin in the other language.
  return `${header}${footer}`
    .replace(/ aria-current="page"/g, '')
    .replace(/ text-brand-800"/g, '"')
    .replace(/<a href="[^"]*"( hreflang="[^"]*" data-language=)/g, '<a$1');
}

test("every page has the home page's header and footer but for the current link, so one scan of them holds for all (PAGE_ONLY)", () => {
  const home = shellOf('/');
  expect(home).toContain('<header');
  expect(home).toContain('<footer');
  const differ = routes.filter((route) => shellOf(route) !== home);
  expect(differ).toEqual([]);
});

/** Console messages of a refused script, style, font or connection (CSP) or a blocked feature. */
const CSP_MESSAGE = /Content Security Policy|Refused to (execute|load|apply|connect|frame)|Permissions-Policy/i;

// One visit per page holds every per-page check: status and shell, the CSP header and no
// violation of it, no sideways scroll at 320 px, and axe at 1280 px (and at 390 px for one page
// of each template). The home page's scans read the header and footer too; every other page's
// leave them out (PAGE_ONLY). The pages are visited one after another in one browser page, in a
// few tests so that the workers share them.
async function checkPage(page: Page, route: string) {
  const scan = !sameAs.has(route);
  const phone = phoneScanned.has(route);
  const violations: string[] = [];
  const onConsole = (msg: ConsoleMessage) => {
    if (CSP_MESSAGE.test(msg.text())) violations.push(msg.text());
  };
  page.on('console', onConsole);
  await page.setViewportSize(DESKTOP);
  const response = await page.goto(route);
  expect(response?.status(), route).toBe(200);
  expect(response?.headers()['content-security-policy'], route).toContain("frame-ancestors 'none'");
  await expect(page, route).toHaveTitle(/UK Benefits Calculator/);
  await expect(page.getByRole('banner'), route).toBeVisible();
  await expect(page.getByRole('contentinfo'), route).toBeVisible();
  await expect(page.getByRole('main'), route).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Skip to main content' }), route).toHaveCount(1);
  await expect(page.locator('h1'), route).toHaveCount(1);
  await expect(page.locator('footer [data-current-year]'), route).toHaveText(String(new Date().getUTCFullYear()));

  const options = { ...(route === '/rates' ? { exclude: [REPEATED_ROWS] } : {}) };
  if (route !== '/') options.exclude = [...(options.exclude ?? []), ...PAGE_ONLY.exclude];
  // A static page is the same before and after the network is quiet, so it is scanned while
  // the quiet half-second passes; a page with islands is scanned once they have loaded.
  const island = ISLAND_ROUTES.has(route);
  if (scan && !island) await expectNoAxeViolations(page, options);
  await page.waitForLoadState('networkidle');
  expect(violations, `Content-Security-Policy violations on ${route}`).toEqual([]);
  if (scan && island) await expectNoAxeViolations(page, options);
  await page.setViewportSize({ width: 320, height: 640 });
  await noHorizontalScroll(page);
  if (phone) {
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page, { ...PHONE_SCAN, ...options });
  }
  page.off('console', onConsole);
}

/** The viewport every test starts with (Desktop Chrome). */
const DESKTOP = { width: 1280, height: 720 };
const PAGE_GROUPS = 6;
for (let group = 0; group < PAGE_GROUPS; group++) {
  const pages = routes.filter((_, i) => i % PAGE_GROUPS === group);
  const described = pages.map((route) => `${route}${phoneScanned.has(route) ? ' (also 390)' : ''}`).join(', ');
  test(`each page answers 200 with header, footer, one h1 and a title, breaks no CSP rule, fits 320 px, and passes axe at 1280 px: ${described}`, async ({ page }) => {
    // axe over whole pages on a busy machine: as long as a slow test for each page.
    test.setTimeout(pages.length * 90_000);
    for (const route of pages) await checkPage(page, route);
  });
}

test('static pages send no JavaScript file: no external script or module preload, only the service worker registration and under 1 KB of inline script', () => {
  for (const route of routes.filter((r) => !ISLAND_ROUTES.has(r))) {
    const html = builtHtml(route);
    expect(html, `${route}: no external script`).not.toMatch(/<script[^>]*\ssrc=/i);
    expect(html, `${route}: no module preloads`).not.toMatch(/rel="modulepreload"/i);
    const inline = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1] ?? '');
    // Besides the service worker's registration (README "Offline"), once and a few hundred bytes at most.
    expect(
      inline.filter((s) => s === SERVICE_WORKER_REGISTRATION),
      `${route}: the service worker registration`,
    ).toHaveLength(1);
    const inlineBytes = inline.filter((s) => s !== SERVICE_WORKER_REGISTRATION).reduce((n, s) => n + Buffer.byteLength(s), 0);
    expect(inlineBytes, `${route}: inline script under 1 KB`).toBeLessThan(1024);
  }
  expect(Buffer.byteLength(SERVICE_WORKER_REGISTRATION)).toBeLessThan(200);
});

test('the home page: hero buttons, quick checker cards, news teaser and key benefits; every footer link reaches a page and the advice lines are tel: links; the desktop menus open, list the guides and calculators, and close with Escape; the quick check request carries only the chosen answers (with JavaScript)', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Universal Credit Calculator', exact: true })).toHaveAttribute('href', '/universal-credit');
  await expect(page.getByRole('link', { name: 'Quick Benefit Check' })).toBeVisible();
  const cards = [
    ['Universal Credit', '5 mins', 'Most Popular', '/universal-credit'],
    ['Housing Benefit', '3 mins', 'High Demand', '/housing-benefit'],
    ['PIP', '7 mins', 'Trending', '/pip'],
    ['Child Benefit', '2 mins', 'Family Favorite', '/benefits-checker'],
  ] as const;
  const section = page.getByRole('region', { name: 'Start with a calculator' });
  for (const [title, time, badge, href] of cards) {
    const card = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(card).toContainText(time);
    await expect(card).toContainText(badge);
    await expect(card.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', href);
  }
  await expect(page.getByRole('link', { name: 'Take Full Assessment' })).toHaveAttribute('href', '/benefits-checker');
  await expect(page.getByRole('link', { name: 'Start Your Benefits Check' })).toHaveAttribute('href', '/benefits-checker');
  await expect(page.getByText('Your information is not stored or shared.')).toBeVisible();

  const news = page.getByRole('region', { name: 'Latest benefits news' });
  await expect(news.getByRole('listitem')).toHaveCount(4);
  await expect(news.getByText('Important', { exact: true })).toHaveCount(2);
  for (const category of ['Universal Credit', 'PIP', 'Housing', 'Cost of Living']) {
    await expect(news.getByText(category, { exact: true })).toHaveCount(1);
  }
  await expect(news.getByText('7 April 2025')).toBeVisible();
  await expect(news.getByRole('link', { name: 'See all news and updates' })).toHaveAttribute('href', '/benefits-news');
  for (const name of ['Universal Credit', 'Housing Benefit', 'PIP', 'Pension Credit']) {
    await expect(page.getByRole('region', { name: 'Why use UK Benefits Calculator?' }).getByRole('link', { name, exact: true })).toBeVisible();
  }

  // The footer: every link reaches a page; the advice lines name Citizens Advice in each nation as tel: links.
  const lines = page.getByRole('contentinfo').getByRole('region', { name: 'Government and advice lines' });
  for (const [name, tel] of [
    ['England: Citizens Advice Adviceline: 0800 144 8848', 'tel:08001448848'],
    ['Wales: Citizens Advice Advicelink: 0800 702 2020', 'tel:08007022020'],
    ['Scotland: Citizens Advice Scotland: 0800 028 1456', 'tel:08000281456'],
    ['Northern Ireland: Advice NI: 0800 915 4604', 'tel:08009154604'],
    ['Universal Credit helpline: 0800 328 5644', 'tel:08003285644'],
  ] as const) {
    await expect(lines.getByRole('link', { name, exact: true })).toHaveAttribute('href', tel);
  }
  const hrefs = await page.locator('footer a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(25);
  for (const href of new Set(hrefs)) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
  }

  // The desktop menus.
  const nav = page.getByRole('navigation', { name: 'Main' }).first();
  const guides = nav.locator('summary', { hasText: 'Benefits Guide' });
  await guides.focus();
  await page.keyboard.press('Enter');
  for (const name of ['Universal Credit guide', 'LCW and LCWRA guide', 'Pension Credit guide', 'Single parents', 'Carers']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'Carers' })).toBeHidden();
  await expect(guides).toBeFocused();

  const calcs = nav.locator('summary', { hasText: 'Calculators' });
  await calcs.click();
  for (const name of ['Universal Credit', 'Housing Benefit', 'PIP', 'Council Tax Support', 'Saved Calculations']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('banner').getByRole('link', { name: 'Check Your Benefits' })).toHaveAttribute('href', '/benefits-checker');
  for (const name of ['Home', 'News & Updates', 'Help & Support', 'About']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'Saved Calculations', exact: true })).toBeHidden();

  // The quick check, last: it leaves the page.
  await page.getByLabel('Work').selectOption('unemployed');
  await page.getByLabel('Housing').selectOption('rent-council');
  const quickCheck = page.waitForRequest((r) => r.url().includes('/benefits-checker'));
  await page.getByRole('button', { name: 'Get My Benefits Estimate' }).click();
  expect(new URL((await quickCheck).url()).search).toBe('?employment=unemployed&housing=rent-council');
});

test('at 390 px the home page does not scroll sideways, and the phone drawer opens and closes by keyboard alone and holds every entry', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const menu = page.locator('details[data-drawer] > summary');
  await expect(menu).toBeVisible();
  // Tab from the skip link to the logo, the language switch, then the menu button.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.locator('header a[data-language="cy"]')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu).toBeFocused();
  await page.keyboard.press('Enter');
  const drawer = page.locator('details[data-drawer] nav');
  await expect(drawer).toBeVisible();
  for (const name of [
    'Home',
    'Universal Credit guide',
    'Carers',
    'Council Tax Support',
    'Saved Calculations',
    'News & Updates',
    'Help & Support',
    'About',
    'Check Your Benefits',
  ]) {
    await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await page.keyboard.press('Tab');
  await expect(drawer.getByRole('link', { name: 'Home' })).toBeFocused();
  // The open drawer, the one state of the header its page scans do not see (shell.spec.ts moves focus through it).
  await expectNoAxeViolations(page, { include: ['body > header', '.drawer-backdrop'] });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
  await page.keyboard.press('Space');
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(drawer).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the phone drawer opens, and the quick check still lands on the checker with only the chosen answers', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await page.locator('details[data-drawer] > summary').click();
    await expect(page.locator('details[data-drawer] nav').getByRole('link', { name: 'Carers' })).toBeVisible();

    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await page.getByLabel('Your age').selectOption('25-39');
    await page.getByLabel('Children').selectOption('1');
    await page.getByRole('button', { name: 'Get My Benefits Estimate' }).click();
    await page.waitForURL(/benefits-checker/);
    expect(new URL(page.url()).search).toBe('?age=25-39&children=1');
  });
});

test('unknown paths give the not-found page with status 404, whose link returns home', async ({ page }) => {
  for (const path of ['/no-such-page', '/guides/nothing-here', '/calculators/unknown']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Oops! Page not found');
    // The not-found page is the same page at every address: one axe scan of it is enough.
    if (path === '/no-such-page') await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page, path).toHaveURL(/\/$/);
  }
});

test(`the old addresses redirect permanently (301) to their pages: ${Object.keys(REDIRECTS).join(', ')}`, async ({ request }) => {
  for (const [from, to] of Object.entries(REDIRECTS)) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname, from).toBe(to);
    const followed = await request.get(from);
    expect(followed.status(), from).toBe(200);
  }
});
