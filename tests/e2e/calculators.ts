/**
 * CALCULATORS: one row per calculator, what calculators.spec.ts needs to run the behaviours every
 * calculator shares (hydration, the usage event, save → list → load, the year choice, published
 * rates, 390 px, axe on the result and the save dialog). A new calculator is one new row.
 *
 * Each row fills one small household, and its headline for that household is worked out by hand
 * from the rates table (src/calc/rates/) for every tax year (the arithmetic is in the comments),
 * never by running the engine. The rules themselves are proved household by household in the case
 * files (src/calc/*.cases.ts); a calculator's own spec proves that each rule group's line reaches
 * the screen.
 *
 * The toasts' words live here too (TOASTS), so a change of wording is one edit.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { CALCULATORS as REGISTRY, type SavedCalculatorId } from '../../src/lib/calculators';
import { TAX_YEARS } from '../../src/calc/rates/tax-years';
import type { TaxYear } from '../../src/calc/rates/years/list';

export type TaxYearId = TaxYear;

/**
 * The tax years the calculators offer, newest first, as the year choice names them: read from the
 * year list (src/calc/rates/tax-years.ts), so a new year is offered and tested with no edit here;
 * pip.spec.ts checks the words of the choice itself.
 */
export const TAX_YEAR_LABELS: Readonly<Record<TaxYearId, string>> = Object.fromEntries([...TAX_YEARS].reverse().map((year) => [year.id, year.label])) as Record<TaxYearId, string>;

/** The toasts a calculator shows (docs/product.md §8). */
export const TOASTS = {
  /** The title of the toast after Calculate, by calculator (Council Tax Support moves to its results step instead). */
  complete: {
    'universal-credit': 'Calculation Complete',
    'housing-benefit': 'Calculation Complete',
    'council-tax-support': null,
    pip: 'Assessment Complete',
    'pension-credit': 'Calculation Complete',
  } as Record<CalculatorRow['id'], string | null>,
  saved: 'Calculation saved',
  savedText: (name: string) => `"${name}" has been saved to your calculations.`,
  loaded: 'Calculation loaded',
  loadedText: (name: string) => `"${name}" was loaded from your saved calculations.`,
} as const;

/** The toaster's polite live region, once it holds a toast. */
export const toastStatus = (page: Page) => page.locator('[role="status"]:has([data-toast])');

export interface CalculatorRow {
  /** The calculator's id, as saved calculations and usage events carry it. */
  id: SavedCalculatorId;
  /** How /saved-calculations names its type (the calculator table's name). */
  name: string;
  route: string;
  /** Part of the island's component file name (astro-island[component-url]). */
  island: string;
  /** Words the pre-rendered page holds before any script runs. */
  prerendered: string[];
  /** Fill the row's household into the empty form. */
  fill: (page: Page) => Promise<void>;
  /** Ask for the result as a visitor does, and wait for it. */
  calculate: (page: Page) => Promise<void>;
  /** The headline figure of the result. */
  headline: (page: Page) => Locator;
  /** The headline for the household in each tax year, worked out by hand. */
  expected: Record<TaxYearId, string>;
  /** A published rate (GET /api/rates) that changes the headline in the year in force, and the headline with it. */
  published: { id: string; amount: number; headline: string };
}

/** A row's id, name and page, as the calculator table (src/lib/calculators.ts) has them. */
const registered = (id: SavedCalculatorId) => ({ id, name: REGISTRY[id].name, route: REGISTRY[id].route });

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
/** The value beside a figure's label (dt/dd) in the region named `region`. */
const figure = (page: Page, region: string, term: string) =>
  page
    .getByRole('region', { name: region })
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

export const CALCULATORS: CalculatorRow[] = [
  {
    ...registered('universal-credit'),
    island: 'UniversalCreditCalculator',
    prerendered: ['Calculate Universal Credit', 'No estimate yet', 'role="tablist"'],
    // Single, 30, no income, no housing costs: the standard allowance for a single person 25 or over alone.
    fill: async (page) => {
      await page.getByLabel('Your age').fill('30');
    },
    calculate: async (page) => {
      await page.getByRole('button', { name: 'Calculate Universal Credit' }).click();
      await expect(page.getByTestId('uc-total')).toBeVisible();
    },
    headline: (page) => page.getByTestId('uc-total'),
    // Standard allowance, single 25 or over, a month: 424.90 | 400.14 | 393.45.
    expected: { '2026-27': '£424.90', '2025-26': '£400.14', '2024-25': '£393.45' },
    published: { id: 'universal-credit.standard-allowance.single-25-plus', amount: 430.5, headline: '£430.50' },
  },
  {
    ...registered('housing-benefit'),
    island: 'HousingBenefitCalculator',
    prerendered: ['Fill in your details and click Calculate'],
    // Single, 30, private rent £100 a week in Dundee (typed, looked up by Calculate), earnings £102.23 a week.
    fill: async (page) => {
      await page.getByLabel('Your age').fill('30');
      await tab(page, 'Property').click();
      await page.getByLabel('Postcode of the home you rent').fill('DD1 1AA');
      await page.getByRole('textbox', { name: /^Your rent/ }).fill('100');
      await tab(page, 'Income').click();
      await page.getByLabel('Your earnings').fill('102.23');
    },
    calculate: async (page) => {
      await page.getByRole('button', { name: 'Calculate', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Your estimate' })).toBeFocused();
    },
    headline: (page) => figure(page, 'Your estimate', 'Per week'),
    // Single under 35 without children: the Dundee and Angus shared accommodation rate, 86.30 in every year
    // (frozen); rent 100 is above it, so eligible rent 86.30. Income 102.23 − 5 single disregard = 97.23.
    // Taper 65% of the income above the single 25+ personal allowance of the year:
    // 2026/27: 97.23 − 95.55 = 1.68; × 0.65 = 1.092 → 1.09; 86.30 − 1.09 = 85.21.
    // 2025/26: 97.23 − 92.05 = 5.18; × 0.65 = 3.367 → 3.37; 86.30 − 3.37 = 82.93.
    // 2024/25: 97.23 − 90.50 = 6.73; × 0.65 = 4.3745 → 4.37; 86.30 − 4.37 = 81.93.
    expected: { '2026-27': '£85.21', '2025-26': '£82.93', '2024-25': '£81.93' },
    // Shared rate published as 90: eligible rent 90 (rent 100 above it); 90 − 1.09 = 88.91.
    published: { id: 'housing-benefit.lha.dundee-and-angus.shared-room', amount: 90, headline: '£88.91' },
  },
  {
    ...registered('council-tax-support'),
    island: 'CouncilTaxSupportCalculator',
    prerendered: ['Step 1 of 5', 'Property &amp; Location'],
    // England, a £1,825 bill (÷ 365 × 7 = £35 a week), single, 68 (pension age, reached it after April 2021), a pension of £250 a week.
    fill: async (page) => {
      await page.getByLabel('Your council tax for the year').fill('1825');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByLabel('Your age').fill('68');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByLabel('Pensions').fill('250');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
    },
    calculate: async (page) => {
      // From the results, back to step 4 where Calculate Support is.
      if ((await page.locator('#cts-step-heading').textContent()) === 'Your Results') await page.getByRole('button', { name: 'Previous', exact: true }).click();
      await page.getByRole('button', { name: 'Calculate Support', exact: true }).click();
      await expect(page.locator('#cts-step-heading')).toHaveText('Your Results');
    },
    headline: (page) => figure(page, 'Your estimated Council Tax Support', 'Weekly'),
    // Pension-age scheme: up to 100% of £35, less 20% of the pension above the year's single allowance:
    // 2026/27: 250 − 238.00 = 12.00; × 0.2 = 2.40; 35 − 2.40 = 32.60.
    // 2025/26: 250 − 227.10 = 22.90; × 0.2 = 4.58; 35 − 4.58 = 30.42.
    // 2024/25: 250 − 218.15 = 31.85; × 0.2 = 6.37; 35 − 6.37 = 28.63.
    expected: { '2026-27': '£32.60', '2025-26': '£30.42', '2024-25': '£28.63' },
    // Allowance published as 250: no income above it, so the whole £35.
    published: { id: 'general.pension-credit.guarantee.single', amount: 250, headline: '£35.00' },
  },
  {
    ...registered('pip'),
    island: 'PipCalculator',
    prerendered: ['Calculate PIP Award'],
    // Preparing food: cannot prepare and cook food, 8 points: daily living at the standard rate; no mobility points.
    fill: async (page) => {
      await tab(page, 'Daily Living').click();
      const activity = page.getByRole('button', { name: /^\d+\. Preparing food/ });
      if ((await activity.getAttribute('aria-expanded')) !== 'true') await activity.click();
      await page.getByRole('radio', { name: /^Cannot prepare and cook food\./ }).check();
    },
    calculate: async (page) => {
      await tab(page, 'Results').click();
      await page.getByRole('button', { name: 'Calculate PIP Award' }).click();
      await expect(page.getByRole('heading', { name: 'Your estimated award' })).toBeFocused();
    },
    headline: (page) => page.getByTestId('pip-total-weekly'),
    // Daily living, standard rate, a week: 76.70 | 73.90 | 72.65.
    expected: { '2026-27': '£76.70 a week', '2025-26': '£73.90 a week', '2024-25': '£72.65 a week' },
    published: { id: 'pip.daily-living.standard', amount: 80.15, headline: '£80.15 a week' },
  },
  {
    ...registered('pension-credit'),
    island: 'PensionCreditCalculator',
    prerendered: ['Fill in your details and click Calculate to see your estimated Pension Credit', 'role="tablist"'],
    // Single, 70 (State Pension age reached, after April 2016: no savings credit), a State Pension of £169.50 a week
    // (the full basic State Pension of 2024/25) and nothing else.
    fill: async (page) => {
      await page.getByLabel('Your age').fill('70');
      await tab(page, 'Money').click();
      await page.getByLabel('Your State Pension').fill('169.50');
    },
    calculate: async (page) => {
      await page.getByRole('button', { name: 'Calculate', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Your estimate' })).toBeFocused();
    },
    headline: (page) => figure(page, 'Your estimate', 'Per week'),
    // Guarantee credit = the single standard minimum guarantee of the year − £169.50:
    // 2026/27: 238.00 − 169.50 = 68.50. 2025/26: 227.10 − 169.50 = 57.60. 2024/25: 218.15 − 169.50 = 48.65 (GOV.UK's own example).
    expected: { '2026-27': '£68.50', '2025-26': '£57.60', '2024-25': '£48.65' },
    // The guarantee published as 250: 250.00 − 169.50 = 80.50.
    published: { id: 'general.pension-credit.guarantee.single', amount: 250, headline: '£80.50' },
  },
];
