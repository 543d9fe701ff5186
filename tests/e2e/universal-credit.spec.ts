/**
 * /universal-credit end to end (spec 000 §2 "Universal Credit calculator", §3, §4, §5, §8, §9;
 * DECISIONS.md §1, §2), real Chromium against the production build and the real server.
 *
 * Every expected figure is worked out by hand from spec 000 §9 and DECISIONS.md §2 (the
 * arithmetic is in the comments), never by calling the engine, so a wrong engine or a wrong
 * screen fails here. Fields are found by their labels and results by the names of their lists,
 * as a person (or a screen reader) finds them.
 */
import { test, expect, expectNoAxeViolations, PHONE } from './fixtures';
import type { Locator, Page } from '@playwright/test';

// ---- Helpers -----------------------------------------------------------------------------

/** Open the page and wait until the island has hydrated (Astro drops `ssr` when it has). */
async function open(page: Page) {
  await page.goto('/universal-credit');
  await page.locator('astro-island[component-url*="UniversalCreditCalculator"]:not([ssr])').waitFor({ state: 'attached' });
}

/** A household as a person would describe it; anything left out keeps the page's default. */
interface Household {
  age?: number;
  couple?: { partnerAge?: number; partnerEarnings?: number };
  children?: Array<{ age: number; disabled?: boolean }>;
  location?: string;
  earnings?: number;
  savings?: number;
  pension?: number;
  housing?: 'I rent' | 'I have a mortgage' | 'I live with family' | 'I own my home outright';
  rent?: number;
  serviceCharges?: number;
  lcw?: boolean;
  lcwra?: boolean;
  carer?: boolean;
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/** Fill the form with the mouse and keyboard as a sighted person would. */
async function fill(page: Page, h: Household) {
  await tab(page, 'Personal').click();
  if (h.age !== undefined) await page.getByLabel('Your age').fill(String(h.age));
  if (h.couple) {
    await page.getByLabel('Couple', { exact: true }).check();
    if (h.couple.partnerAge !== undefined) await page.getByLabel("Your partner's age").fill(String(h.couple.partnerAge));
  }
  if (h.location) await page.getByLabel('Where do you live?').selectOption({ label: h.location });
  for (const [i, child] of (h.children ?? []).entries()) {
    await page.getByRole('button', { name: 'Add a child' }).click();
    await page.getByLabel(`Age (child ${i + 1})`).fill(String(child.age));
    if (child.disabled) await page.getByLabel(`Has a disability (child ${i + 1})`).check();
  }
  await tab(page, 'Income').click();
  if (h.earnings !== undefined) await page.getByLabel('Your monthly earnings after tax').fill(String(h.earnings));
  if (h.couple?.partnerEarnings !== undefined) await page.getByLabel("Your partner's monthly earnings after tax").fill(String(h.couple.partnerEarnings));
  if (h.savings !== undefined) await page.getByLabel('Savings and investments').fill(String(h.savings));
  if (h.pension !== undefined) await page.getByLabel('Monthly pension income').fill(String(h.pension));
  await tab(page, 'Housing').click();
  if (h.housing) await page.getByLabel(h.housing, { exact: true }).check();
  if (h.rent !== undefined) await page.getByLabel('Monthly rent').fill(String(h.rent));
  if (h.serviceCharges !== undefined) await page.getByLabel('Monthly service charges').fill(String(h.serviceCharges));
  await tab(page, 'Health & Care').click();
  if (h.lcw) await page.getByLabel('I have limited capability for work (LCW)').check();
  if (h.lcwra) await page.getByLabel('I have limited capability for work and work-related activity (LCWRA)').check();
  if (h.carer) await page.getByLabel('I care for someone for 35 hours a week or more').check();
}

const calculateButton = (page: Page) => page.getByRole('button', { name: 'Calculate Universal Credit' });
const total = (page: Page) => page.getByTestId('uc-total');
const list = (page: Page, name: string) => page.getByRole('list', { name, exact: true });
/** The line called `name` in the list called `listName`. */
const line = (page: Page, listName: string, name: string): Locator =>
  list(page, listName)
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });
const toasts = (page: Page) => page.locator('[data-toast]');

/** What a household should show, every figure worked out by hand. */
interface Expected {
  total: string;
  /** Elements included: name → amount. */
  included: Record<string, string>;
  /** Elements shown as not included (always £0.00, 'not paid'). */
  notIncluded: string[];
  maximum: string;
  workAllowance: string;
  taper: string;
  /** Shown only when they apply. */
  pension?: string;
  savings?: string;
  cap: { limit: string; reduction?: string };
  takeHome: string;
  totalIncome: string;
  warnings: string[];
}

async function expectResult(page: Page, e: Expected) {
  await expect(total(page)).toHaveText(e.total);
  const included = list(page, 'Elements included').getByRole('listitem');
  await expect(included).toHaveCount(Object.keys(e.included).length + 1); // + 'Maximum amount'
  for (const [name, amount] of Object.entries(e.included)) await expect(line(page, 'Elements included', name)).toContainText(amount);
  await expect(line(page, 'Elements included', 'Maximum amount')).toContainText(e.maximum);
  if (e.notIncluded.length === 0) await expect(list(page, 'Not included')).toHaveCount(0);
  else await expect(list(page, 'Not included').getByRole('listitem')).toHaveCount(e.notIncluded.length);
  for (const name of e.notIncluded) await expect(line(page, 'Not included', name)).toContainText('£0.00 (not paid)');

  await expect(line(page, 'Taken off', 'Work allowance')).toContainText(e.workAllowance);
  await expect(line(page, 'Taken off', 'Earnings taper')).toContainText(`minus ${e.taper}`);
  if (e.pension) await expect(line(page, 'Taken off', 'Pension income')).toContainText(`minus ${e.pension}`);
  else await expect(line(page, 'Taken off', 'Pension income')).toHaveCount(0);
  if (e.savings) await expect(line(page, 'Taken off', 'Savings')).toContainText(e.savings);
  else await expect(line(page, 'Taken off', 'Savings')).toHaveCount(0);
  const cap = line(page, 'Taken off', 'Benefit cap');
  await expect(cap).toContainText(`Limit ${e.cap.limit}`);
  if (e.cap.reduction) await expect(cap).toContainText(`minus ${e.cap.reduction}`);
  else await expect(cap).not.toContainText('minus');
  await expect(line(page, 'Taken off', 'Estimated Universal Credit')).toContainText(e.total);

  await expect(line(page, 'Your money each month', 'Take-home after the taper')).toContainText(e.takeHome);
  await expect(line(page, 'Your money each month', 'Total income')).toContainText(e.totalIncome);

  const notes = page.getByRole('heading', { name: 'Please note' });
  if (e.warnings.length === 0) await expect(notes).toHaveCount(0);
  for (const w of e.warnings) await expect(page.getByText(w)).toBeVisible();
}

const NOT_LCW_ETC = ['LCW element', 'LCWRA element', 'Carer element'];

// The machine is shared and slow at times: filling a whole household takes a while.
test.describe.configure({ timeout: 90_000 });

// ---- Households, every figure by hand -----------------------------------------------------

const HOUSEHOLDS: Array<{ name: string; household: Household; expected: Expected }> = [
  {
    // Single under 25: standard allowance 311.68 (spec 000 §9). No housing element (rent 0),
    // so the work allowance is the 'without housing' 1,116. No earnings: taper 0.
    // Cap for a single person without children is 1,229; 311.68 is within it.
    name: 'single under 25, no income',
    household: { age: 22 },
    expected: {
      total: '£311.68',
      included: { 'Standard allowance': '£311.68' },
      notIncluded: ['Child element', 'Housing element', ...NOT_LCW_ETC],
      maximum: '£311.68',
      workAllowance: '£1,116.00',
      taper: '£0.00',
      cap: { limit: '£1,229.00' },
      takeHome: '£0.00',
      totalIncome: '£311.68',
      warnings: [],
    },
  },
  {
    // Couple, 30 and 28: 617.60. Two children: 2 × 333.33 = 666.66. Rent 650 + service
    // charges 50 = housing 700. Maximum 617.60 + 666.66 + 700 = 1,984.26.
    // Work allowance with housing 673; taper 0.55 × (1,200 − 673) = 0.55 × 527 = 289.85.
    // Earnings 1,200 ≥ 846, so no cap (limit 1,835 for a couple). 1,984.26 − 289.85 = 1,694.41.
    // Take-home 1,200 − 289.85 = 910.15; total income 1,200 + 1,694.41 = 2,894.41.
    name: 'couple with two children renting, earning £1,200',
    household: { age: 30, couple: { partnerAge: 28 }, children: [{ age: 5 }, { age: 8 }], earnings: 1200, rent: 650, serviceCharges: 50 },
    expected: {
      total: '£1,694.41',
      included: { 'Standard allowance': '£617.60', 'Child element': '£666.66', 'Housing element': '£700.00' },
      notIncluded: NOT_LCW_ETC,
      maximum: '£1,984.26',
      workAllowance: '£673.00',
      taper: '£289.85',
      cap: { limit: '£1,835.00' },
      takeHome: '£910.15',
      totalIncome: '£2,894.41',
      warnings: [],
    },
  },
  {
    // Single parent, 35: 393.45. Three children: the first two 2 × 333.33 = 666.66, the third
    // £0 and not qualifying (two-child limit). Rent 500: housing 500. 393.45 + 666.66 + 500 =
    // 1,560.11. Work allowance 673; no earnings, taper 0. Single with children: cap 1,835;
    // 1,560.11 is within it.
    name: 'single parent with three children',
    household: { age: 35, children: [{ age: 2 }, { age: 6, disabled: true }, { age: 10 }], rent: 500 },
    expected: {
      total: '£1,560.11',
      included: { 'Standard allowance': '£393.45', 'Child element': '£666.66', 'Housing element': '£500.00' },
      notIncluded: ['Child element, child 3', ...NOT_LCW_ETC],
      maximum: '£1,560.11',
      workAllowance: '£673.00',
      taper: '£0.00',
      cap: { limit: '£1,835.00' },
      takeHome: '£0.00',
      totalIncome: '£1,560.11',
      warnings: [],
    },
  },
  {
    // Single, 40, both LCW and LCWRA ticked: only LCWRA 416.19 (never both). Rent 900.
    // 393.45 + 900 + 416.19 = 1,709.64: above the 1,229 single cap, but LCWRA exempts from it.
    // Work allowance 673; no earnings.
    name: 'LCWRA, benefit cap exempt',
    household: { age: 40, rent: 900, lcw: true, lcwra: true },
    expected: {
      total: '£1,709.64',
      included: { 'Standard allowance': '£393.45', 'Housing element': '£900.00', 'LCWRA element': '£416.19' },
      notIncluded: ['Child element', 'LCW element', 'Carer element'],
      maximum: '£1,709.64',
      workAllowance: '£673.00',
      taper: '£0.00',
      cap: { limit: '£1,229.00' },
      takeHome: '£0.00',
      totalIncome: '£1,709.64',
      warnings: [],
    },
  },
  {
    // Single, 30, living with family: 393.45, work allowance 1,116. Savings 6,500: 500 above
    // 6,000 is 2 full bands of 250, so 2 × 4.35 = 8.70 off. 393.45 − 8.70 = 384.75.
    name: 'savings of £6,500',
    household: { age: 30, savings: 6500, housing: 'I live with family' },
    expected: {
      total: '£384.75',
      included: { 'Standard allowance': '£393.45' },
      notIncluded: ['Child element', 'Housing element', ...NOT_LCW_ETC],
      maximum: '£393.45',
      workAllowance: '£1,116.00',
      taper: '£0.00',
      savings: 'minus £8.70',
      cap: { limit: '£1,229.00' },
      takeHome: '£0.00',
      totalIncome: '£384.75',
      warnings: ['Universal Credit is reduced by £8.70 per month.'],
    },
  },
  {
    // Savings 16,500 are over 16,000: no award at all, with the warning.
    name: 'savings of £16,500',
    household: { age: 30, savings: 16500, housing: 'I live with family' },
    expected: {
      total: '£0.00',
      included: { 'Standard allowance': '£393.45' },
      notIncluded: ['Child element', 'Housing element', ...NOT_LCW_ETC],
      maximum: '£393.45',
      workAllowance: '£1,116.00',
      taper: '£0.00',
      savings: 'No award',
      cap: { limit: '£1,229.00' },
      takeHome: '£0.00',
      totalIncome: '£0.00',
      warnings: ['not eligible for Universal Credit.'],
    },
  },
  {
    // Single, 30, no children, rent 1,500: 393.45 + 1,500 = 1,893.45. No earnings, so no
    // exemption: cut to the 1,229 cap, a reduction of 1,893.45 − 1,229 = 664.45.
    name: 'benefit cap: single, high rent',
    household: { age: 30, rent: 1500 },
    expected: {
      total: '£1,229.00',
      included: { 'Standard allowance': '£393.45', 'Housing element': '£1,500.00' },
      notIncluded: ['Child element', ...NOT_LCW_ETC],
      maximum: '£1,893.45',
      workAllowance: '£673.00',
      taper: '£0.00',
      cap: { limit: '£1,229.00', reduction: '£664.45' },
      takeHome: '£0.00',
      totalIncome: '£1,229.00',
      warnings: ['Benefit cap applies: the amount is reduced by £664.45 per month.'],
    },
  },
  {
    // Couple both under 25 (22 and 23): 489.23. Caring 35+ hours: carer element 198.31.
    // Mortgage: no housing element, work allowance 1,116. Earnings 1,500 + partner's 300 =
    // 1,800; taper 0.55 × (1,800 − 1,116) = 0.55 × 684 = 376.20.
    // 489.23 + 198.31 = 687.54; 687.54 − 376.20 = 311.34. Take-home 1,800 − 376.20 = 1,423.80;
    // total income 1,800 + 311.34 = 2,111.34.
    name: 'young couple, carer, both working, mortgage',
    household: { age: 22, couple: { partnerAge: 23, partnerEarnings: 300 }, earnings: 1500, housing: 'I have a mortgage', carer: true },
    expected: {
      total: '£311.34',
      included: { 'Standard allowance': '£489.23', 'Carer element': '£198.31' },
      notIncluded: ['Child element', 'Housing element', 'LCW element', 'LCWRA element'],
      maximum: '£687.54',
      workAllowance: '£1,116.00',
      taper: '£376.20',
      cap: { limit: '£1,835.00' },
      takeHome: '£1,423.80',
      totalIncome: '£2,111.34',
      warnings: [],
    },
  },
  {
    // Single, 60, owns outright, LCW: 393.45 + 156.11 = 549.56. Pension 100 comes off pound
    // for pound: 449.56. Work allowance 1,116 (no housing element).
    name: 'LCW with pension income',
    household: { age: 60, pension: 100, housing: 'I own my home outright', lcw: true },
    expected: {
      total: '£449.56',
      included: { 'Standard allowance': '£393.45', 'LCW element': '£156.11' },
      notIncluded: ['Child element', 'Housing element', 'LCWRA element', 'Carer element'],
      maximum: '£549.56',
      workAllowance: '£1,116.00',
      taper: '£0.00',
      pension: '£100.00',
      cap: { limit: '£1,229.00' },
      takeHome: '£0.00',
      totalIncome: '£449.56',
      warnings: [],
    },
  },
];

test.describe('Universal Credit calculator: figures', () => {
  for (const { name, household, expected } of HOUSEHOLDS) {
    test(`${name} → ${expected.total}`, async ({ page }) => {
      await open(page);
      await fill(page, household);
      await calculateButton(page).click();
      // The 'Calculation Complete' toast, in the spec's words with the amount to 2 decimals
      // (checked first: it closes itself after 4 seconds).
      await expect(toasts(page).filter({ hasText: 'Calculation Complete' })).toContainText(`Your estimated Universal Credit: ${expected.total} per month`);
      await expectResult(page, expected);
    });
  }

  test('the spec 000 §5 limits: ages 16-100 (empty is 16, partner empty is unset), child 0-19, money at least 0', async ({ page }) => {
    await open(page);
    const age = page.getByLabel('Your age');
    await age.fill('');
    await age.blur();
    await expect(age).toHaveValue('16');
    await age.fill('150');
    await age.blur();
    await expect(age).toHaveValue('100');

    await page.getByLabel('Couple', { exact: true }).check();
    const partnerAge = page.getByLabel("Your partner's age");
    await partnerAge.fill('');
    await partnerAge.blur();
    await expect(partnerAge).toHaveValue('');

    await page.getByRole('button', { name: 'Add a child' }).click();
    const childAge = page.getByLabel('Age (child 1)');
    await expect(childAge).toBeFocused();
    await expect(childAge).toHaveValue('0');
    await childAge.fill('25');
    await childAge.blur();
    await expect(childAge).toHaveValue('19');
    await childAge.fill('');
    await childAge.blur();
    await expect(childAge).toHaveValue('0');

    await tab(page, 'Income').click();
    const earnings = page.getByLabel('Your monthly earnings after tax');
    await earnings.fill('-50');
    await earnings.blur();
    await expect(earnings).toHaveValue('0');
    await earnings.fill('12.345');
    await earnings.blur();
    await expect(earnings).toHaveValue('12.35');
    await earnings.fill('');
    await earnings.blur();
    await expect(earnings).toHaveValue('0');

    // Age 100 and an unknown partner age (counted as 25): couple rate 617.60, plus one child
    // 333.33 = 950.93; rent 0 so no housing element. Earnings 0.
    await calculateButton(page).click();
    await expect(total(page)).toHaveText('£950.93');
    await expect(line(page, 'Elements included', 'Standard allowance')).toContainText('£617.60');
  });

  test('partner fields only for a couple, rent fields only when renting; removing a child', async ({ page }) => {
    await open(page);
    await expect(page.getByLabel("Your partner's age")).toHaveCount(0);
    await page.getByLabel('Couple', { exact: true }).check();
    await expect(page.getByLabel("Your partner's age")).toBeVisible();
    await tab(page, 'Income').click();
    await expect(page.getByLabel("Your partner's monthly earnings after tax")).toBeVisible();
    await tab(page, 'Personal').click();
    await page.getByLabel('Single', { exact: true }).check();
    await expect(page.getByLabel("Your partner's age")).toHaveCount(0);

    await tab(page, 'Housing').click();
    await expect(page.getByLabel('I rent', { exact: true })).toBeChecked(); // the default (spec 000 §3)
    await expect(page.getByLabel('Monthly rent')).toBeVisible();
    await page.getByLabel('I live with family', { exact: true }).check();
    await expect(page.getByLabel('Monthly rent')).toHaveCount(0);
    await expect(page.getByLabel('Monthly service charges')).toHaveCount(0);

    await tab(page, 'Personal').click();
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Add a child' }).click();
    await page.getByLabel('Age (child 1)').fill('3');
    await page.getByLabel('Age (child 2)').fill('7');
    await page.getByLabel('Age (child 3)').fill('12');
    await page.getByRole('button', { name: 'Remove child 2' }).click();
    await expect(page.getByRole('button', { name: 'Add a child' })).toBeFocused();
    await expect(page.getByLabel('Age (child 1)')).toHaveValue('3');
    await expect(page.getByLabel('Age (child 2)')).toHaveValue('12');
    await expect(page.getByLabel('Age (child 3)')).toHaveCount(0);
  });

  test('before a result: the prompt, no Save button; Saved Calculations link; the rules, rates and privacy line', async ({ page }) => {
    await open(page);
    await expect(page.getByRole('heading', { name: 'No estimate yet' })).toBeVisible();
    await expect(page.getByText('Fill in your details in the four tabs')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Calculation' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Saved Calculations', exact: true })).toHaveAttribute('href', '/saved-calculations');
    await expect(page.getByText('The calculator uses the 2025/26 rules and rates')).toContainText('nothing you type leaves your device');
    await expect(page.getByRole('link', { name: 'see the rates we use' })).toHaveAttribute('href', '/rates');
    await tab(page, 'Health & Care').click();
    await expect(page.getByRole('link', { name: 'What LCW and LCWRA mean' })).toHaveAttribute('href', '/guides/lcw-lcwra');
    await calculateButton(page).click();
    await expect(page.getByRole('button', { name: 'Save Calculation' })).toBeVisible();
  });
});

// ---- Results side --------------------------------------------------------------------------

const FAMILY = HOUSEHOLDS[1]!.household;

test.describe('Universal Credit calculator: results side', () => {
  test('next steps, share card and the announced total', async ({ page }) => {
    await open(page);
    await fill(page, FAMILY);
    await calculateButton(page).click();
    await expect(total(page)).toHaveText('£1,694.41');
    // The results' own live region says the new total (after a short pause, so a slider drag is read once).
    await expect(page.locator('#uc-results-heading ~ [role="status"]')).toHaveText(
      'Estimated Universal Credit: £1,694.41 a month, with your earnings at £1,200.00 a month.',
    );
    await expect(page.getByRole('heading', { name: 'Next steps' })).toBeVisible();
    await expect(page.getByRole('link', { name: /www\.gov\.uk\/apply-universal-credit/ })).toHaveAttribute('href', /^https:\/\/www\.gov\.uk\/apply-universal-credit/);

    const share = page.getByRole('region', { name: 'Share this calculator' });
    const twitter = new URL((await share.getByRole('link', { name: /Share on X/ }).getAttribute('href'))!);
    expect(twitter.searchParams.get('hashtags')).toBe('UniversalCredit,BenefitsCalculator,UKBenefits');
    expect(twitter.searchParams.get('url')).toMatch(/\/universal-credit$/);
    // Nothing typed or worked out goes into the share text.
    expect(twitter.searchParams.get('text')).not.toContain('1,694');
  });

  test('a £0 result gives the next steps for no award', async ({ page }) => {
    await open(page);
    await fill(page, { savings: 20000 });
    await calculateButton(page).click();
    await expect(total(page)).toHaveText('£0.00');
    await expect(page.getByRole('link', { name: /www\.gov\.uk\/apply-universal-credit/ })).toHaveCount(0);
  });

  test('the earnings slider and its number field move together, recalculate, and Calculate resets them', async ({ page }) => {
    await open(page);
    await fill(page, FAMILY);
    await calculateButton(page).click();
    const slider = page.getByRole('slider', { name: 'Slide to change earnings' });
    const amount = page.getByLabel('Or type an amount');
    // Starts at the earnings used (1,200); range 0-3,000 in steps of 50 (spec 000 §9).
    await expect(slider).toHaveValue('1200');
    await expect(slider).toHaveAttribute('min', '0');
    await expect(slider).toHaveAttribute('max', '3000');
    await expect(slider).toHaveAttribute('step', '50');
    await expect(amount).toHaveValue('1200');

    // One step right: 1,250. Taper 0.55 × (1,250 − 673) = 317.35; 1,984.26 − 317.35 = 1,666.91.
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveValue('1250');
    await expect(amount).toHaveValue('1250');
    await expect(total(page)).toHaveText('£1,666.91');
    await expect(line(page, 'Taken off', 'Earnings taper')).toContainText('£317.35');

    // Typing moves the slider: 2,000. Taper 0.55 × 1,327 = 729.85; 1,984.26 − 729.85 = 1,254.41.
    await amount.fill('2000');
    await expect(slider).toHaveValue('2000');
    await expect(total(page)).toHaveText('£1,254.41');

    // Down to £500: within the work allowance, but under £846 so the couple cap of 1,835 cuts
    // 1,984.26 by 149.26.
    await amount.fill('500');
    await expect(total(page)).toHaveText('£1,835.00');
    await expect(line(page, 'Taken off', 'Benefit cap')).toContainText('minus £149.26');

    // The form still holds 1,200, and Calculate goes back to it.
    await tab(page, 'Income').click();
    await expect(page.getByLabel('Your monthly earnings after tax')).toHaveValue('1200');
    await calculateButton(page).click();
    await expect(slider).toHaveValue('1200');
    await expect(amount).toHaveValue('1200');
    await expect(total(page)).toHaveText('£1,694.41');
  });

  test('the chart: three lines, the current point, labelled axes and a text alternative', async ({ page }) => {
    await open(page);
    await fill(page, FAMILY);
    await calculateButton(page).click();
    const figure = page.locator('figure').filter({ has: page.locator('svg') });
    await expect(figure.locator('polyline')).toHaveCount(3);
    await expect(figure.locator('circle')).toHaveCount(2);
    const chart = figure.locator('svg').first();
    await expect(chart).toContainText('Your monthly earnings');
    await expect(chart).toContainText('£ a month');
    await expect(chart).toContainText('£3,000');
    // The summary in words: at £1,200 total income 2,894.41 of which 1,694.41 is UC; the taper
    // is 55p in the pound above 673, i.e. £55 of each extra £100.
    const caption = figure.locator('figcaption');
    await expect(caption).toContainText('At £1,200 earnings you keep £2,894.41 in total, of which £1,694.41 is Universal Credit.');
    await expect(caption).toContainText('each extra £100 earned above £673 reduces it by £55');
    await expect(caption).toContainText('The benefit cap limits Universal Credit until earnings reach £846 a month.');
    // Still paid at 3,000: 1,984.26 − 0.55 × 2,327 = 704.41.
    await expect(caption).toContainText('Universal Credit is still paid at £3,000 of earnings.');
    const table = figure.getByRole('table', { name: /Universal Credit and total income/ });
    await expect(table.getByRole('row')).toHaveCount(8); // header + £0, £500 … £3,000
    await expect(table.getByRole('row', { name: /^£3,000/ })).toContainText('£704.41');
    await expect(table.getByRole('row', { name: /^£3,000/ })).toContainText('£3,704.41');

    await page.getByLabel('Or type an amount').fill('1000');
    // 1,000 ≥ 846: no cap; taper 0.55 × 327 = 179.85; UC 1,804.41; total 2,804.41.
    await expect(caption).toContainText('At £1,000 earnings you keep £2,804.41 in total, of which £1,804.41 is Universal Credit.');
  });

  test('published rates (GET /api/rates) change the result; without them the built-in table is used silently', async ({ page }) => {
    await page.route('**/api/rates', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ rates: [{ id: 'universal-credit.standard-allowance.single-under-25', amount: 320.5 }], updatedAt: '2026-04-06T09:00:00Z' }),
      }),
    );
    await open(page);
    await fill(page, { age: 22 });
    await calculateButton(page).click();
    await expect(total(page)).toHaveText('£320.50');

    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.unroute('**/api/rates');
    await page.route('**/api/rates', (route) => route.abort());
    await open(page);
    await fill(page, { age: 22 });
    await calculateButton(page).click();
    await expect(total(page)).toHaveText('£311.68');
    await expect(page.getByRole('alert')).not.toContainText('Error');
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  });

  test('one anonymous usage event per Calculate, only while analytics tracking is on', async ({ page }) => {
    const events: unknown[] = [];
    await page.route('**/api/usage', async (route) => {
      events.push(route.request().postDataJSON());
      await route.fulfill({ status: 204 });
    });
    // Off (the server's default): nothing is sent.
    await open(page);
    await calculateButton(page).click();
    await expect(total(page)).toBeVisible();
    await page.waitForTimeout(300);
    expect(events).toEqual([]);

    await page.route('**/api/settings/public', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ analytics_tracking_enabled: true }) }));
    await open(page);
    await calculateButton(page).click();
    await expect.poll(() => events.length).toBe(1);
    await page.getByRole('slider', { name: 'Slide to change earnings' }).focus();
    await page.keyboard.press('ArrowRight'); // the slider is not a Calculate
    await calculateButton(page).click();
    await expect.poll(() => events.length).toBe(2);
    expect(events).toEqual([
      { calculator_type: 'universal-credit', is_mobile: false, completed: true },
      { calculator_type: 'universal-credit', is_mobile: false, completed: true },
    ]);
  });

  test('hydrates without errors and the pre-rendered page matches the first render', async ({ page, request }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await open(page);
    await page.getByLabel('Your age').fill('40');
    await expect(page.getByLabel('Your age')).toHaveValue('40');
    expect(errors).toEqual([]);
    const html = await (await request.get('/universal-credit')).text();
    expect(html).toContain('Calculate Universal Credit');
    expect(html).toContain('No estimate yet');
    expect(html).toContain('role="tablist"');
  });
});
