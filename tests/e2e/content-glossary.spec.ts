/**
 * /glossary (docs/product.md §2 "Glossary"): 15 terms, readable without JavaScript; with
 * JavaScript a search box filters by term or definition, case-insensitive, and
 * says 'No terms found matching your search.' when nothing matches.
 */
import { test, expect, expectNoAxeViolations, PAGE_ONLY, onlyForBuildOfYearInForce } from './fixtures';

const TERMS = 15;

test.describe('glossary filter', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/glossary');
  });

  const entries = (page: import('@playwright/test').Page) => page.locator('#gl > div');
  const visibleTerms = async (page: import('@playwright/test').Page) =>
    entries(page).evaluateAll((els) => els.filter((e) => !(e as HTMLElement).hidden).map((e) => e.querySelector('dt')?.textContent ?? ''));

  test('shows all 15 terms and an empty search box', async ({ page }) => {
    await expect(entries(page)).toHaveCount(TERMS);
    await expect(page.getByRole('searchbox', { name: 'Search the glossary' })).toBeVisible();
    expect(await visibleTerms(page)).toHaveLength(TERMS);
  });

  test('term match', async ({ page }) => {
    await page.getByRole('searchbox', { name: 'Search the glossary' }).fill('taper');
    await expect.poll(() => visibleTerms(page)).toEqual(['Taper rate']);
    await expect(page.getByRole('status')).toHaveText(`1 of ${TERMS} shown`);
  });

  test('definition match', async ({ page }) => {
    // 'tribunal' is only in the definition of mandatory reconsideration.
    await page.getByRole('searchbox', { name: 'Search the glossary' }).fill('tribunal');
    await expect.poll(() => visibleTerms(page)).toEqual(['Mandatory reconsideration']);
  });

  test('case-insensitive', async ({ page }) => {
    const box = page.getByRole('searchbox', { name: 'Search the glossary' });
    await box.fill('BENEFIT CAP');
    const upper = await visibleTerms(page);
    await box.fill('benefit cap');
    await expect.poll(() => visibleTerms(page)).toEqual(upper);
    expect(upper).toContain('Benefit cap');
  });

  test('no results shows the exact message, and clearing brings every term back', async ({ page }) => {
    const box = page.getByRole('searchbox', { name: 'Search the glossary' });
    await box.fill('zzzz');
    await expect(page.getByRole('status')).toHaveText('No terms found matching your search.');
    expect(await visibleTerms(page)).toEqual([]);
    await expectNoAxeViolations(page, PAGE_ONLY);
    await box.fill('');
    await expect.poll(() => visibleTerms(page)).toHaveLength(TERMS);
    await expect(page.getByRole('status')).toHaveText('');
  });
});

test.describe('glossary without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('lists every term and definition and hides the search box that cannot work', async ({ page }) => {
    await page.goto('/glossary');
    await expect(page.locator('#gl dt')).toHaveCount(TERMS);
    await expect(page.locator('#gl dd')).toHaveCount(TERMS);
    for (const dt of await page.locator('#gl dt').all()) await expect(dt).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveCount(0);
  });
});

test.describe('glossary figures', () => {
  test.beforeEach(() => onlyForBuildOfYearInForce());
  test('quote the rates table for the tax year in force, marked up for published amounts', async ({ page }) => {
    await page.goto('/glossary');
    // 2026/27 (the rates table (src/calc/rates/)): LCWRA £429.80 protected, £217.26 other new awards; work allowance £427 / £710.
    const lcwra = page.locator('#gl > div').filter({ has: page.getByText('Limited capability for work and work-related activity (LCWRA)', { exact: true }) });
    await expect(lcwra.locator('dd')).toContainText(
      'It is £429.80 a month if you had LCWRA or reported your condition before 6 April 2026, and £217.26 a month for most new awards since.',
    );
    await expect(lcwra.locator('span[data-rate="universal-credit.lcwra-element.protected"][data-rate-year="2026-27"]')).toHaveText('£429.80 a month');
    const workAllowance = page.locator('#gl > div').filter({ has: page.getByText('Work allowance', { exact: true }) });
    await expect(workAllowance.locator('dd')).toContainText('It is £427 a month if you get help with housing costs, or £710 a month if you do not.');
    await expect(page.locator('#gl')).not.toContainText('{rate:');
  });

  test('search finds a figure as shown', async ({ page }) => {
    await page.goto('/glossary');
    await page.getByRole('searchbox', { name: 'Search the glossary' }).fill('£881');
    await expect
      .poll(() => page.locator('#gl > div').evaluateAll((els) => els.filter((e) => !(e as HTMLElement).hidden).map((e) => e.querySelector('dt')?.textContent ?? '')))
      .toEqual(['Benefit cap']);
  });
});
