/**
 * Site search (docs/product.md §2 "Guides and content"): a real GET form on /search,
 * Pagefind loaded only when there is a query or the person types, a plain list of
 * results with the count announced, the right first result for three searches
 * people make, content pages indexed without their furniture, the calculators
 * found by their introductions, eight results at a time with "Show more results",
 * table cells kept apart in excerpts, and the budget of 200 KB for a search.
 */
import { test, expect, expectNoAxeViolations, PAGE_ONLY } from './fixtures';

const resultLinks = (page: import('@playwright/test').Page) => page.getByRole('list', { name: 'Search results' }).getByRole('link');

test.describe('search page', () => {
  test('the header links to /search, on desktop and in the phone drawer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Search', exact: true }).first()).toHaveAttribute('href', '/search');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('details[data-drawer] > summary').click();
    await expect(page.locator('details[data-drawer] nav').getByRole('link', { name: 'Search', exact: true })).toHaveAttribute('href', '/search');
  });

  test('is a real GET form with a q field, and loads nothing until there is a query', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto('/search');
    const form = page.getByRole('search');
    await expect(form).toHaveAttribute('action', '/search');
    await expect(form).toHaveAttribute('method', 'get');
    await expect(page.getByRole('searchbox', { name: /Search guides/ })).toHaveAttribute('name', 'q');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((u) => /\/pagefind\/|\.js(\?|$)/.test(u))).toEqual([]);
    await expectNoAxeViolations(page, PAGE_ONLY);
  });

  test('typing searches as you go, announces the count and keeps the query in the address', async ({ page }) => {
    await page.goto('/search');
    await page.getByRole('searchbox', { name: /Search guides/ }).fill('pension credit');
    await expect(page.getByRole('status')).toContainText(/\d+ results? for “pension credit”/);
    await expect(resultLinks(page).first()).toBeVisible();
    await expect(page).toHaveURL(/\/search\?q=pension%20credit$/);
    await expectNoAxeViolations(page, PAGE_ONLY);
  });

  test('"Show more results" adds the next eight and moves focus to the first of them', async ({ page }) => {
    await page.goto('/search?q=universal%20credit');
    const status = page.getByRole('status');
    await expect(status).toContainText(/(\d+) results for “universal credit”, showing the first 8\./);
    const total = Number(/(\d+) results/.exec((await status.textContent()) ?? '')![1]);
    expect(total).toBeGreaterThan(8);
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('listitem')).toHaveCount(8);
    const more = page.getByRole('button', { name: 'Show more results' });
    await more.focus();
    await page.keyboard.press('Enter');
    const shown = Math.min(16, total);
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('listitem')).toHaveCount(shown);
    await expect(resultLinks(page).nth(8)).toBeFocused();
    if (shown === total) {
      await expect(status).toHaveText(`${total} results for “universal credit”.`);
      await expect(more).toBeHidden();
    } else {
      await expect(status).toContainText(`showing the first ${shown}`);
    }
    await expectNoAxeViolations(page, PAGE_ONLY);
  });

  // One page runs the searches one after another (the index, once fetched, stays in the browser's cache);
  // the transfer budget is measured apart, in a fresh browser.
  test('the right first result for three searches people make; the calculators are findable by their introductions; says when nothing matches; indexes main content only (header, footer and calculator cards are not searchable, nor the footer\'s "X (Twitter)" share link); table cells do not run together in excerpts', async ({
    page,
  }) => {
    for (const [query, first, title] of [
      ['LCWRA', '/guides/lcw-lcwra', 'LCW and LCWRA: limited capability for work in Universal Credit'],
      ['bedroom tax', '/guides/housing-benefit', 'Housing Benefit guide'],
      ['winter fuel', '/scenarios/pensioners', 'Benefits and help for pensioners'],
    ] as const) {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      await expect(page.getByRole('status'), query).toContainText(/\d+ results? for/);
      await expect(resultLinks(page).first(), query).toHaveAttribute('href', first);
      await expect(resultLinks(page).first(), query).toHaveText(title);
    }

    for (const [query, href] of [
      ['PIP calculator', '/pip'],
      ['Council Tax Support calculator', '/council-tax-support'],
      ['Universal Credit calculator', '/universal-credit'],
      ['Housing Benefit calculator', '/housing-benefit'],
      ['benefits checker', '/benefits-checker'],
    ] as const) {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      await expect(page.getByRole('status'), query).toContainText(/\d+ results? for/);
      const hrefs = await resultLinks(page).evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs.slice(0, 3), query).toContain(href);
    }

    await page.goto('/search?q=qwertyuiopzzz');
    await expect(page.getByRole('status')).toContainText('No results for “qwertyuiopzzz”');
    await expect(resultLinks(page)).toHaveCount(0);

    // 'Skip to main content' and footer crisis lines are furniture on every page.
    await page.goto('/search?q=Samaritans');
    await expect(page.getByRole('status')).toContainText(/result/);
    const samaritans = await resultLinks(page).evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(samaritans).toEqual(['/help']); // the help page itself mentions Samaritans; no other page does

    await page.goto('/search?q=Twitter');
    await expect(page.getByRole('status')).toContainText(/result/);
    const twitter = await resultLinks(page).evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(twitter.sort()).toEqual(['/accessibility', '/privacy']); // their text names the share buttons

    await page.goto('/search?q=enhanced%20rate');
    await expect(page.getByRole('status')).toContainText(/\d+ results? for/);
    const excerpts = await page.getByRole('list', { name: 'Search results' }).locator('p').allTextContents();
    expect(excerpts.join(' ')).toContain('PIP rates');
    for (const joined of ['ComponentStandard', 'rateEnhanced', 'pointsDaily', 'awardTotal']) expect(excerpts.join(' ')).not.toContain(joined);
  });

  test('a search transfers under 200 KB in total', async ({ page }) => {
    let bytes = 0;
    page.on('requestfinished', async (request) => {
      const sizes = await request.sizes();
      bytes += sizes.responseBodySize + sizes.responseHeadersSize;
    });
    await page.goto('/search?q=universal%20credit');
    await expect(resultLinks(page).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(bytes).toBeLessThan(200 * 1024);
  });
});

test.describe('search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form still submits to /search?q= and every page can be browsed', async ({ page }) => {
    await page.goto('/search');
    await page.getByRole('searchbox', { name: /Search guides/ }).fill('bedroom tax');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=bedroom\+tax$/);
    const browse = page.getByRole('region', { name: 'Browse all pages' });
    await expect(browse.locator('a[href="/guides/housing-benefit"]')).toBeVisible();
    await expect(browse.locator('a[href="/scenarios/pensioners"]')).toBeVisible();
  });
});
