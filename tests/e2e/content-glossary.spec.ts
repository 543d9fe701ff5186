/**
 * /glossary (docs/product.md §2 "Glossary"): 15 terms, readable without JavaScript; with
 * JavaScript a search box filters by term or definition, case-insensitive, and
 * says 'No terms found matching your search.' when nothing matches. Its figures quote the rates
 * table for the year the build quotes (`describedRatesFor`, formatted as `{rate:id}` formats them).
 */
import { test, expect, expectNoAxeViolations, PAGE_ONLY, YEAR_IN_FORCE } from './fixtures';
import type { Page } from '@playwright/test';
import { BUILT_YEAR } from './site-pages';
import { describedRatesFor } from '../../src/calc/rates/catalogue';
import type { TaxYear } from '../../src/calc/rates';
import { formatRateValue } from '../../src/lib/content/rate-text';

const TERMS = 15;
const YEAR = (BUILT_YEAR ?? YEAR_IN_FORCE) as TaxYear;
/** A figure of the rates table as the glossary quotes it ('{rate:id}', src/lib/content/rate-text.ts); `bare` without its period. */
const rate = (id: string, bare = false) => formatRateValue(describedRatesFor(YEAR)[id]!, { bare });

const entries = (page: Page) => page.locator('#gl > div');
const visibleTerms = async (page: Page) => entries(page).evaluateAll((els) => els.filter((e) => !(e as HTMLElement).hidden).map((e) => e.querySelector('dt')?.textContent ?? ''));

test.describe('glossary filter', () => {
  test('shows all 15 terms and an empty search box; a term matches, a definition matches, case-insensitive; no results shows the exact message, and clearing brings every term back; the figures quote the rates table, marked up for published amounts, and search finds a figure as shown', async ({
    page,
  }) => {
    await page.goto('/glossary');
    const box = page.getByRole('searchbox', { name: 'Search the glossary' });
    await expect(entries(page)).toHaveCount(TERMS);
    await expect(box).toBeVisible();
    await expect(box).toHaveValue('');
    expect(await visibleTerms(page)).toHaveLength(TERMS);

    // The figures, as the page first shows them: LCWRA protected and new award; the work allowance with and without housing.
    const lcwra = entries(page).filter({ has: page.getByText('Limited capability for work and work-related activity (LCWRA)', { exact: true }) });
    await expect(lcwra.locator('dd')).toContainText(
      `It is ${rate('universal-credit.lcwra-element.protected')} if you had LCWRA or reported your condition before 6 April 2026, and ${rate('universal-credit.lcwra-element.new-award')} for most new awards since.`,
    );
    await expect(lcwra.locator(`span[data-rate="universal-credit.lcwra-element.protected"][data-rate-year="${YEAR}"]`)).toHaveText(
      rate('universal-credit.lcwra-element.protected'),
    );
    const workAllowance = entries(page).filter({ has: page.getByText('Work allowance', { exact: true }) });
    await expect(workAllowance.locator('dd')).toContainText(
      `It is ${rate('universal-credit.work-allowance.with-housing')} if you get help with housing costs, or ${rate('universal-credit.work-allowance.without-housing')} if you do not.`,
    );
    await expect(page.locator('#gl')).not.toContainText('{rate:');

    // A term.
    await box.fill('taper');
    await expect.poll(() => visibleTerms(page)).toEqual(['Taper rate']);
    await expect(page.getByRole('status')).toHaveText(`1 of ${TERMS} shown`);
    // A definition: 'tribunal' is only in the definition of mandatory reconsideration.
    await box.fill('tribunal');
    await expect.poll(() => visibleTerms(page)).toEqual(['Mandatory reconsideration']);
    // Case-insensitive.
    await box.fill('BENEFIT CAP');
    await expect.poll(() => visibleTerms(page)).toContain('Benefit cap');
    const upper = await visibleTerms(page);
    await box.fill('benefit cap');
    await expect.poll(() => visibleTerms(page)).toEqual(upper);
    // A figure, as shown.
    await box.fill(rate('universal-credit.benefit-cap.earnings-exemption', true));
    await expect.poll(() => visibleTerms(page)).toEqual(['Benefit cap']);
    // Nothing.
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
