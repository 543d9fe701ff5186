/**
 * The site in Welsh (README "How it fits together": the language routes; README "Messages"). Every
 * page has a Welsh twin under /cy/, drawn by the same page file: the sitemap lists both, each page
 * names the other with hreflang and its own address as canonical, and the header's switch leads
 * from one to the other with a calculator's answers kept. The Welsh catalogue is still being
 * written, so a Welsh page may show English; the first test lists what each shows, and fails on
 * English whose Welsh is written (src/i18n/untranslated.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { messagesToJSON, type ComponentsJSON, type Messages } from '@nanostores/i18n';
import { test, expect, expectNoAxeViolations, hydrated, PHONE, setToday, tabTo, TODAY_DDMMYYYY } from './fixtures';
import { englishShown, pageText } from '../../src/i18n/untranslated';
import { pathInLanguage } from '../../src/i18n/languages';

const I18N = path.resolve('src/i18n');

/** The English catalogue as JSON, every part of every file of src/i18n/en. */
async function englishCatalogue(): Promise<ComponentsJSON> {
  const files = fs.readdirSync(path.join(I18N, 'en')).filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts'));
  const parts: Messages[] = [];
  for (const name of files) {
    const module = (await import(path.join(I18N, 'en', name))) as Record<string, unknown>;
    parts.push(...Object.values(module).filter((v): v is Messages => typeof v === 'object' && v !== null && 'component' in v && 'get' in v));
  }
  return messagesToJSON(...parts);
}

/** The Welsh written so far, every file of src/i18n/cy. */
function welshCatalogue(): ComponentsJSON {
  const dir = path.join(I18N, 'cy');
  const files = fs.readdirSync(dir).filter((n) => n.endsWith('.json') && n !== 'glossary.json');
  return Object.assign({}, ...files.map((n) => JSON.parse(fs.readFileSync(path.join(dir, n), 'utf8')) as ComponentsJSON));
}

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

test('every page in the sitemap has its Welsh twin: 200, lang cy-GB, hreflang both ways, its own canonical; an unknown /cy/ address gets the Welsh 404; the English each Welsh page still shows is listed, none whose Welsh is written', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const english = listed.filter((p) => pathInLanguage(p, 'en') === p);
  expect(english.length).toBeGreaterThan(25);
  // Each English page and its twin, and the pages the sitemap leaves out (not indexed).
  expect(listed.sort()).toEqual([...english, ...english.map((p) => pathInLanguage(p, 'cy'))].sort());
  expect(listed).not.toContain('/admin');

  const catalogue = await englishCatalogue();
  const welsh = welshCatalogue();
  const shown: Record<string, string[]> = {};
  const wrong: string[] = [];
  for (const page of [...english, '/saved-calculations']) {
    const twin = pathInLanguage(page, 'cy');
    for (const [route, tag] of [
      [page, 'en-GB'],
      [twin, 'cy-GB'],
    ] as const) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      const html = await response.text();
      expect(attribute(html, /<html lang="([^"]+)"/), route).toBe(tag);
      expect(new URL(attribute(html, /<link rel="canonical" href="([^"]+)"/) ?? '').pathname, route).toBe(route);
      expect(new URL(attribute(html, /<link rel="alternate" hreflang="en-GB" href="([^"]+)"/) ?? '').pathname, route).toBe(page);
      expect(new URL(attribute(html, /<link rel="alternate" hreflang="cy-GB" href="([^"]+)"/) ?? '').pathname, route).toBe(twin);
      expect(new URL(attribute(html, /<link rel="alternate" hreflang="x-default" href="([^"]+)"/) ?? '').pathname, route).toBe(page);
      if (tag !== 'cy-GB') continue;
      const found = englishShown(pageText(html), catalogue, welsh);
      shown[twin] = found.map((f) => `${f.part}.${f.key}`);
      wrong.push(...found.filter((f) => f.translated).map((f) => `${twin}: ${f.part}.${f.key} "${f.english}"`));
      // Every Welsh page invites a report of a mistake in the Welsh, on the Welsh contact page.
      expect(html, twin).toContain('<a href="/cy/contact" hreflang="cy-GB" class="link">Rhowch wybod i ni</a>');
    }
  }
  const total = Object.values(shown).reduce((n, list) => n + list.length, 0);
  console.log(`English still shown on the Welsh pages: ${total} messages on ${Object.keys(shown).length} pages`);
  test.info().annotations.push({ type: 'English on Welsh pages', description: JSON.stringify(shown) });
  expect(wrong).toEqual([]);

  const missing = await request.get('/cy/no-such-page');
  expect(missing.status()).toBe(404);
  expect(attribute(await missing.text(), /<html lang="([^"]+)"/)).toBe('cy-GB');
  const missingEnglish = await request.get('/no-such-page');
  expect(attribute(await missingEnglish.text(), /<html lang="([^"]+)"/)).toBe('en-GB');
  // The admin panel is in English only.
  expect((await request.get('/cy/admin')).status()).toBe(404);
});

test('the language switch at 390 px, by keyboard alone: Universal Credit gives the same figure in Welsh, keeps the answers across the switch both ways, passes axe, and the English home page offers Welsh to a visitor who read it, without leaving the page asked for', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // A Welsh page's islands hydrate the words its HTML has (React reports a mismatch as a page error).
  const hydration: string[] = [];
  const watch = (p: typeof page) => p.on('pageerror', (error) => hydration.push(`${p.url()}: ${String(error)}`));
  watch(page);
  await page.setViewportSize(PHONE);
  await setToday(page);
  const calculate = async (p: typeof page) => {
    await tabTo(p, p.locator('#uc-age'));
    await p.keyboard.type('30');
    await p.keyboard.press('Enter');
    await expect(p.getByTestId('uc-total')).toBeVisible();
  };
  const age = page.locator('#uc-age');
  const total = page.getByTestId('uc-total');

  // Single, 30, no income or housing costs, 2026/27: the standard allowance for a single person 25 or over, £424.90 a month.
  await page.goto('/universal-credit');
  await hydrated(page, 'UniversalCreditCalculator');
  await calculate(page);
  await expect(total).toHaveText('£424.90');

  // To Welsh by the header's switch: named in Welsh, marked as Welsh; the answers and the figure come along.
  const toWelsh = page.locator('header a[data-language="cy"]');
  await expect(toWelsh.locator('span[lang="cy-GB"]')).toHaveText('Cymraeg');
  await tabTo(page, toWelsh, { reverse: true, max: 200 });
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/cy\/universal-credit$/);
  await hydrated(page, 'UniversalCreditCalculator');
  await expect(page.locator('html')).toHaveAttribute('lang', 'cy-GB');
  await expect(age).toHaveValue('30');
  await expect(total).toHaveText('£424.90');
  // A link the island draws once there is a result leads to the Welsh page too.
  const island = page.locator('astro-island[component-url*="UniversalCreditCalculator"]');
  await expect(island.locator('a[href="/cy/saved-calculations"]').first()).toBeVisible();
  await expect(island.locator('a[href="/saved-calculations"]')).toHaveCount(0);
  // A saved calculation is named in Welsh, its date day/month/year though this browser has no Welsh locale data.
  await island.getByRole('button', { name: "Cadw'r Cyfrifiad" }).click();
  await expect(page.getByRole('dialog').getByLabel('Enw')).toHaveValue(`Credyd Cynhwysol - ${TODAY_DDMMYYYY}`);
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page);

  // The same household typed afresh on the Welsh page, in a new tab (nothing remembered: the form's default age, 25), gives the same figure.
  const fresh = await context.newPage();
  watch(fresh);
  await fresh.setViewportSize(PHONE);
  await fresh.goto('/cy/universal-credit');
  await hydrated(fresh, 'UniversalCreditCalculator');
  await expect(fresh.locator('#uc-age')).toHaveValue('25');
  await calculate(fresh);
  await expect(fresh.getByTestId('uc-total')).toHaveText('£424.90');

  // Back to English from there, the answers with it.
  const toEnglish = fresh.locator('header a[data-language="en"]');
  await expect(toEnglish.locator('span[lang="en-GB"]')).toHaveText('English');
  await tabTo(fresh, toEnglish, { reverse: true, max: 200 });
  await fresh.keyboard.press('Enter');
  await fresh.waitForURL(/\/universal-credit$/);
  await hydrated(fresh, 'UniversalCreditCalculator');
  await expect(fresh.locator('html')).toHaveAttribute('lang', 'en-GB');
  await expect(fresh.locator('#uc-age')).toHaveValue('30');
  await expect(fresh.getByTestId('uc-total')).toHaveText('£424.90');

  // Welsh, read before, is remembered: the English home page offers it and stays English; a new visitor is offered nothing.
  expect(await fresh.evaluate(() => localStorage.getItem('language'))).toBe('cy');
  await fresh.goto('/');
  await expect(fresh.locator('#languageOffer')).toBeVisible();
  await expect(fresh.locator('#languageOffer a[lang="cy-GB"]')).toHaveAttribute('href', '/cy');
  expect(new URL(fresh.url()).pathname).toBe('/');
  await expect(fresh.locator('html')).toHaveAttribute('lang', 'en-GB');
  await fresh.evaluate(() => localStorage.clear());
  await fresh.reload();
  await expect(fresh.locator('#languageOffer')).toBeHidden();

  // The other calculators' Welsh pages hydrate as drawn too. The tests' Chromium has no Welsh
  // locale data (its Intl writes 'April 7, 2025' for cy-GB): Welsh dates and lists are written with
  // the site's own words (src/i18n/format.ts), so the build and the browser draw the same.
  for (const route of ['/cy/housing-benefit', '/cy/pip', '/cy/council-tax-support', '/cy/pension-credit', '/cy/benefits-checker', '/cy/saved-calculations']) {
    await fresh.goto(route);
    await hydrated(fresh);
  }
  expect(hydration).toEqual([]);
});

test('site search on /cy/search searches the Welsh pages, and /search the English ones (Pagefind indexes each <html lang> apart)', async ({ page }) => {
  for (const [route, lang] of [
    ['/cy/search?q=Universal%20Credit', 'cy'],
    ['/search?q=Universal%20Credit', 'en'],
  ] as const) {
    await page.goto(route);
    const links = page.locator('#search-results a');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length, route).toBeGreaterThan(0);
    expect(
      hrefs.filter((href) => (lang === 'cy') !== href.startsWith('/cy')),
      route,
    ).toEqual([]);
  }
});
