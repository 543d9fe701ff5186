/**
 * /council-tax-support end to end (docs/product.md §2-§5, §9; docs/rules.md "Council Tax Support"), against the
 * production build and the real server. Every figure is worked out by hand from docs/product.md §9
 * and docs/rules.md "Council Tax Support" (the arithmetic is in the comments) and checked on screen.
 *
 * Reminders of the rules used: weekly tax = annual ÷ 52 (less 25% with the single person
 * discount); main reduction = max(0, weekly tax × max% − 20% × excess income); second adult
 * rebate used when larger; annual = weekly × 52; monthly = annual ÷ 12; remaining liability
 * = weekly tax − weekly reduction, then the same conversions.
 */
import { test, expect, expectNoAxeViolations, ISLANDS, PHONE, noHorizontalScroll, tabTo, openIsland, expectLeftAs } from './fixtures';
import type { Page } from '@playwright/test';

// Each test has a fresh browser context, so storage starts empty.
const ISLAND = 'CouncilTaxSupportCalculator';
const open = (page: Page) => openIsland(page, '/council-tax-support', ISLAND);

const stepHeading = (page: Page) => page.locator('#cts-step-heading');
const progress = (page: Page) => page.getByRole('progressbar');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const next = (page: Page) => button(page, 'Next').click();
const status = (page: Page) => page.getByRole('status');

/** Expect to be on step `n` (1-5) called `title`, with focus on its heading when `focused`. */
async function expectStep(page: Page, n: number, title: string, focused = true) {
  await expect(stepHeading(page)).toHaveText(title);
  await expect(page.getByText(`Step ${n} of 5`, { exact: true })).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', String(n));
  await expect(progress(page)).toHaveAttribute('aria-valuetext', `Step ${n} of 5: ${title}`);
  await expect(
    page
      .getByRole('list', { name: 'Steps' })
      .getByRole('listitem')
      .nth(n - 1),
  ).toHaveAttribute('aria-current', 'step');
  if (focused) await expect(stepHeading(page)).toBeFocused();
}

/** The value beside a figure's label (dt/dd) inside the section named `section`. */
const figure = (page: Page, section: string, term: string) =>
  page
    .getByRole('region', { name: section })
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
const support = (page: Page, term: string) => figure(page, 'Your estimated Council Tax Support', term);
const remaining = (page: Page, term: string) => figure(page, 'What you would still pay', term);
/** Working lines whose label starts with `label`. */
const line = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'How it was worked out' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });

async function expectFigures(page: Page, reduction: [string, string, string, string], left: [string, string, string]) {
  await expect(support(page, 'Weekly')).toHaveText(reduction[0]);
  await expect(support(page, 'Monthly')).toHaveText(reduction[1]);
  await expect(support(page, 'Annual')).toHaveText(reduction[2]);
  await expect(support(page, 'Of your bill')).toHaveText(reduction[3]);
  await expect(remaining(page, 'Weekly')).toHaveText(left[0]);
  await expect(remaining(page, 'Monthly')).toHaveText(left[1]);
  await expect(remaining(page, 'Annual')).toHaveText(left[2]);
}

/** The share of the bill shown is never above the most the scheme can cover (e.g. 80% working age). */
async function expectWithinMaximum(page: Page, maximum: string) {
  const most = page.getByRole('region', { name: 'Your scheme' }).locator('dt', { hasText: 'Most it can cover' }).locator('xpath=following-sibling::dd[1]');
  await expect(most).toHaveText(maximum);
  const shown = parseFloat((await support(page, 'Of your bill').textContent()) ?? '');
  expect(shown).toBeLessThanOrEqual(parseFloat(maximum));
}

/** From step 1 to the results, filling each step with `fill[n]` first. */
async function runWizard(page: Page, fill: Partial<Record<1 | 2 | 3 | 4, () => Promise<void>>>) {
  for (const n of [1, 2, 3] as const) {
    await fill[n]?.();
    await next(page);
  }
  await fill[4]?.();
  await button(page, 'Calculate Support').click();
  await expectStep(page, 5, 'Your Results');
}

test.describe('Council Tax Support calculator', () => {
  // Two CPU cores shared with other builds and test runs: give each flow room.
  test.describe.configure({ timeout: 60_000 });

  test('renders step 1 on the server and hydrates cleanly', async ({ page, request }) => {
    const html = await (await request.get('/council-tax-support')).text();
    expect(html).toContain('Step 1 of 5');
    expect(html).toContain('Property &amp; Location');
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await open(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Council Tax Support Calculator' })).toBeVisible();
    await expectStep(page, 1, 'Property & Location', false);
    // Icons are decoration.
    for (const svg of await page.getByRole('list', { name: 'Steps' }).locator('svg').all()) await expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(errors).toEqual([]);
  });

  test('every transition of the wizard and every state rule of docs/product.md §4', async ({ page }) => {
    await open(page);
    // Step 1: Previous disabled, Next present, no Calculate Support.
    await expect(button(page, 'Previous')).toBeDisabled();
    await expect(button(page, 'Calculate Support')).toHaveCount(0);
    await expect(button(page, 'Start Over')).toHaveCount(0);
    await next(page);
    await expectStep(page, 2, 'Household Details');
    await expect(button(page, 'Previous')).toBeEnabled();
    await button(page, 'Previous').click();
    await expectStep(page, 1, 'Property & Location');
    await expect(button(page, 'Previous')).toBeDisabled();
    await next(page);

    // Step 2: the partner box, children's ages, adults and their count.
    await expect(page.getByLabel('Your partner’s age')).toHaveCount(0);
    await page.getByLabel('You have a partner who lives with you').check();
    await expect(page.getByLabel('Your partner’s age')).toBeVisible();
    const children = page.getByLabel('Number of dependent children');
    await children.fill('3');
    for (const n of [1, 2, 3]) await expect(page.getByLabel(`Child ${n}`)).toHaveValue('5');
    await page.getByLabel('Child 2').fill('9');
    await expect(page.getByLabel('Child 2')).toHaveValue('9');
    // A new number of children resets the ages to that many 5s.
    await children.fill('2');
    await expect(page.getByLabel('Child 1')).toHaveValue('5');
    await expect(page.getByLabel('Child 2')).toHaveValue('5');
    await expect(page.getByLabel('Child 3')).toHaveCount(0);
    // Whole numbers falling back to 0 (docs/product.md §5).
    await expectLeftAs(children, '', '0');
    await expect(page.getByLabel('Child 1')).toHaveCount(0);

    await expect(page.getByText('Other adults: 0')).toBeVisible();
    await button(page, 'Add an adult').click();
    await expect(page.getByLabel('Age (adult 1)')).toBeFocused();
    await expect(page.getByLabel('Age (adult 1)')).toHaveValue('25');
    await button(page, 'Add an adult').click();
    await button(page, 'Add an adult').click();
    await expect(page.getByText('Other adults: 3')).toBeVisible();
    await page.getByLabel('Their income (adult 3)').fill('180');
    await page.getByRole('button', { name: 'Remove adult 1' }).click();
    await expect(page.getByText('Other adults: 2')).toBeVisible();
    // Focus goes to the adult who took the removed one's place; what was adult 3 is now adult 2, income kept.
    await expect(page.getByLabel('Age (adult 1)')).toBeFocused();
    await expect(page.getByLabel('Their income (adult 2)')).toHaveValue('180');
    await page.getByRole('button', { name: 'Remove adult 2' }).click();
    await expect(button(page, 'Add an adult')).toBeFocused();
    await page.getByRole('button', { name: 'Remove adult 1' }).click();
    await expect(page.getByText('Other adults: 0')).toBeVisible();

    // Step 3: with a partner, the partner tab is enabled and holds a zeroed income record.
    await next(page);
    await expectStep(page, 3, 'Income & Benefits');
    await expect(page.getByRole('tab', { name: 'Your Income' })).toHaveAttribute('aria-selected', 'true');
    const partnerTab = page.getByRole('tab', { name: "Partner's Income" });
    await expect(partnerTab).toBeEnabled();
    await partnerTab.click();
    await expect(partnerTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Earnings from a job (partner)')).toHaveValue('0');
    await page.getByLabel('Earnings from a job (partner)').fill('100');
    await page.getByRole('tab', { name: 'Your Income' }).click();
    await page.getByLabel('Earnings from a job', { exact: false }).first().fill('200');
    await expect(page.getByText('Total household income: £300.00 a week')).toBeVisible();
    // Savings: over 16,000 shows the warning; exactly 16,000 or below hides it.
    const savings = page.getByLabel('Savings and investments');
    const warning = page.getByText('You may not be eligible for Council Tax Support with savings over £16,000');
    await savings.fill('15999');
    await expect(warning).toHaveCount(0);
    await savings.fill('16001');
    await expect(warning).toBeVisible();
    await savings.fill('16000');
    await expect(warning).toHaveCount(0);
    await savings.fill('2000');
    await expect(warning).toHaveCount(0);

    // Without a partner the partner tab is disabled (and the partner's income no longer counts).
    await button(page, 'Previous').click();
    await expectStep(page, 2, 'Household Details');
    await page.getByLabel('You have a partner who lives with you').uncheck();
    await next(page);
    await expect(page.getByRole('tab', { name: "Partner's Income" })).toBeDisabled();
    await expect(page.getByRole('tab', { name: 'Your Income' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Total household income: £200.00 a week')).toBeVisible();

    // Step 4: Calculate Support instead of Next; it jumps to the results.
    await next(page);
    await expectStep(page, 4, 'Special Circumstances');
    await expect(button(page, 'Next')).toHaveCount(0);
    await button(page, 'Calculate Support').click();
    await expectStep(page, 5, 'Your Results');
    await expect(button(page, 'Next')).toHaveCount(0);
    await expect(button(page, 'Start Over')).toBeVisible();
    // £1,200 ÷ 52 = £23.08 a week; 80% = £18.46. Earnings £200 − £5 = £195; excess £195 − £84.80 = £110.20;
    // taper 20% = £22.04, more than £18.46 → no support.
    const notEligible = page.getByText('Based on your circumstances, you may not be eligible for Council Tax Support');
    await expect(notEligible).toBeVisible();

    // Previous from the results goes to step 4; Calculate again returns.
    await button(page, 'Previous').click();
    await expectStep(page, 4, 'Special Circumstances');
    await button(page, 'Calculate Support').click();
    await expectStep(page, 5, 'Your Results');

    // Start Over: back to step 1, the result cleared, the answers kept.
    await button(page, 'Start Over').click();
    await expectStep(page, 1, 'Property & Location');
    await expect(notEligible).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Your estimated Council Tax Support' })).toHaveCount(0);
    await next(page);
    await next(page);
    await expect(page.getByLabel('Savings and investments')).toHaveValue('2000');
  });

  test('England: 80% at most, a 20% minimum payment (single, 30, £1,560 a year, no income)', async ({ page }) => {
    await open(page);
    await runWizard(page, {
      1: async () => {
        await expect(page.getByLabel('England')).toBeChecked();
        await page.getByLabel('Your council tax for the year').fill('1560');
      },
    });
    // Weekly tax £1,560 ÷ 52 = £30. Applicable: single 25+ £84.80; income £0 → no excess, no taper.
    // Main = 80% × £30 = £24. Annual £24 × 52 = £1,248; monthly £1,248 ÷ 12 = £104; 24 ÷ 30 = 80%.
    // Still to pay: £30 − £24 = £6 a week (the 20% minimum); £312 a year; £26 a month.
    await expect(page.getByText('You may be eligible for Council Tax Support', { exact: true })).toBeVisible();
    await expectFigures(page, ['£24.00', '£104.00', '£1,248.00', '80%'], ['£6.00', '£26.00', '£312.00']);
    await expect(line(page, 'Weekly council tax').first()).toContainText('£30.00');
    await expect(line(page, 'Applicable amount')).toContainText('equals £84.80');
    await expect(line(page, 'Excess income')).toContainText('£0.00');
    await expect(line(page, 'Main reduction')).toContainText('£24.00');
    const scheme = page.getByRole('region', { name: 'Your scheme' });
    await expect(scheme).toContainText('Council Tax Support for working age (illustrative scheme, England)');
    await expect(scheme.locator('dt', { hasText: 'Most it can cover' }).locator('xpath=following-sibling::dd[1]')).toHaveText('80%');
    await expect(scheme.locator('dt', { hasText: 'Minimum payment' }).locator('xpath=following-sibling::dd[1]')).toHaveText('20%');
    await expect(scheme).toContainText('Discounts applied');
    await expect(page.getByRole('region', { name: 'If you disagree with the decision' })).toContainText('Valuation Tribunal');
    await expect(page.getByRole('region', { name: 'Next steps' }).locator('ol li').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'How to apply' }).locator('li').first()).toBeVisible();
  });

  test('Scotland: 100%, with the single person discount (single, 30, £1,560 a year)', async ({ page }) => {
    await open(page);
    await runWizard(page, {
      1: async () => {
        await page.getByLabel('Scotland').check();
        await page.getByLabel('Your council tax for the year').fill('1560');
        await page.getByLabel('You get the single person discount').check();
      },
    });
    // Weekly tax £30, less 25% discount £7.50 = £22.50. Scotland: 100%, no minimum payment, no income → £22.50.
    // Annual £22.50 × 52 = £1,170; monthly £1,170 ÷ 12 = £97.50; 100%; nothing left to pay.
    await expectFigures(page, ['£22.50', '£97.50', '£1,170.00', '100%'], ['£0.00', '£0.00', '£0.00']);
    await expect(line(page, 'Single person discount')).toContainText('minus £7.50');
    await expect(line(page, 'Weekly council tax to pay')).toContainText('equals £22.50');
    const scheme = page.getByRole('region', { name: 'Your scheme' });
    await expect(scheme).toContainText('Council Tax Reduction (Scotland)');
    await expect(scheme.locator('dt', { hasText: 'Minimum payment' }).locator('xpath=following-sibling::dd[1]')).toHaveText('0%');
    await expect(scheme).toContainText('Single person discount (25%)');
  });

  test('a couple with two children and earnings (England, £1,820 a year)', async ({ page }) => {
    await open(page);
    await runWizard(page, {
      1: async () => {
        await page.getByLabel('Your council tax for the year').fill('1820');
      },
      2: async () => {
        await page.getByLabel('Your age').fill('35');
        await page.getByLabel('You have a partner who lives with you').check();
        await page.getByLabel('Your partner’s age').fill('33');
        await page.getByLabel('Number of dependent children').fill('2');
        await page.getByLabel('Child 2').fill('8');
      },
      3: async () => {
        await page.getByLabel('Earnings from a job').first().fill('300');
        await page.getByRole('tab', { name: "Partner's Income" }).click();
        await page.getByLabel('Earnings from a job (partner)').fill('100');
        await expect(page.getByText('Total household income: £400.00 a week')).toBeVisible();
      },
    });
    // Weekly tax £1,820 ÷ 52 = £35.
    // Applicable: couple £133.30 + 2 children × £70.80 = £141.60 + family premium £18.85 = £293.75.
    // Income £300 + £100 = £400, less the couple's earnings disregard £10 = £390.
    // Excess £390 − £293.75 = £96.25; taper 20% = £19.25. Main = 80% × £35 = £28 − £19.25 = £8.75.
    // Annual £8.75 × 52 = £455; monthly £455 ÷ 12 = £37.9166 → £37.92; 8.75 ÷ 35 = 25%.
    // Still to pay £35 − £8.75 = £26.25; annual £1,365; monthly £113.75.
    await expectFigures(page, ['£8.75', '£37.92', '£455.00', '25%'], ['£26.25', '£113.75', '£1,365.00']);
    await expect(line(page, 'Personal allowance')).toContainText('£133.30');
    await expect(line(page, 'Dependent children')).toContainText('plus £141.60');
    await expect(line(page, 'Family premium')).toContainText('plus £18.85');
    await expect(line(page, 'Applicable amount')).toContainText('equals £293.75');
    await expect(line(page, 'Partner’s income')).toContainText('plus £100.00');
    await expect(line(page, 'Earnings disregard (ignored)')).toContainText('minus £10.00');
    await expect(line(page, 'Income counted')).toContainText('equals £390.00');
    await expect(line(page, 'Excess income')).toContainText('£96.25');
    await expect(line(page, 'Income taper')).toContainText('£19.25');
    await expect(line(page, 'Main reduction')).toContainText('£8.75');
  });

  test('the second adult rebate when it beats the main calculation (England, £1,560, earnings £400, a lodger on £150)', async ({ page }) => {
    await open(page);
    await runWizard(page, {
      1: async () => {
        await page.getByLabel('Your council tax for the year').fill('1560');
      },
      2: async () => {
        await page.getByLabel('Your age').fill('40');
        await button(page, 'Add an adult').click();
        await page.getByLabel('Who they are (adult 1)').selectOption('lodger');
        await page.getByLabel('Their income (adult 1)').fill('150');
      },
      3: async () => {
        await page.getByLabel('Earnings from a job').fill('400');
      },
    });
    // Main: income £400 − £5 disregard = £395; excess £395 − £84.80 = £310.20; taper 20% = £62.04;
    // 80% × £30 = £24 − £62.04 → £0. Second adult rebate: other adults' income £150 < £200 → 25% × £30 = £7.50.
    // £7.50 > £0, so it is used: annual £390; monthly £32.50; 25%. Still to pay £22.50; £1,170; £97.50.
    await expect(page.getByText('You may be eligible for Council Tax Support', { exact: true })).toBeVisible();
    await expectFigures(page, ['£7.50', '£32.50', '£390.00', '25%'], ['£22.50', '£97.50', '£1,170.00']);
    await expect(line(page, 'Income taper')).toContainText('£62.04');
    await expect(line(page, 'Main reduction')).toContainText('£0.00');
    await expect(line(page, 'Second adult rebate')).toContainText('£7.50');
    const sar = page.getByRole('region', { name: 'Second adult rebate' });
    const value = (term: string) => sar.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
    await expect(value('Eligible')).toHaveText('Yes');
    await expect(value('Weekly amount')).toHaveText('£7.50');
    await expect(value('Better than the main calculation')).toHaveText('Yes');
  });

  test('savings over £16,000 (£16,001): the warning, and no support', async ({ page }) => {
    await open(page);
    await runWizard(page, {
      1: async () => {
        await page.getByLabel('Your council tax for the year').fill('1560');
      },
      3: async () => {
        await page.getByLabel('Savings and investments').fill('16001');
        await expect(page.getByText('You may not be eligible for Council Tax Support with savings over £16,000')).toBeVisible();
      },
    });
    // Savings over £16,000: main reduction £0 (CTR Prescribed Requirements Sch 1 para 11); no other adults → no rebate.
    // The whole £30 a week is left: £1,560 a year, £130 a month.
    await expect(page.getByText('Based on your circumstances, you may not be eligible for Council Tax Support')).toBeVisible();
    await expect(page.getByText('You may not be eligible for Council Tax Support with savings over £16,000')).toBeVisible();
    await expectFigures(page, ['£0.00', '£0.00', '£0.00', '0%'], ['£30.00', '£130.00', '£1,560.00']);
    const sar = page.getByRole('region', { name: 'Second adult rebate' });
    await expect(sar.locator('dt', { hasText: /^Eligible$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText('No');
  });

  test('keyboard alone: through every step, a tab switched with arrow keys, Calculate Support, Save, Start Over', async ({ page }) => {
    await open(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByLabel('England'));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel('Scotland')).toBeChecked();
    await tabTo(page, page.getByLabel('Your council tax for the year'));
    await page.keyboard.press('Control+A');
    await page.keyboard.type('1560');
    // Enter in a field moves to the next step.
    await page.keyboard.press('Enter');
    await expectStep(page, 2, 'Household Details');
    await tabTo(page, page.getByLabel('You have a partner who lives with you'));
    await page.keyboard.press('Space');
    await tabTo(page, button(page, 'Add an adult'));
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Age (adult 1)')).toBeFocused();
    await expect(page.getByText('Other adults: 1')).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Remove adult 1' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Other adults: 0')).toBeVisible();
    await tabTo(page, button(page, 'Next'));
    await page.keyboard.press('Enter');
    await expectStep(page, 3, 'Income & Benefits');
    await expect(page.getByRole('tabpanel').getByText('For example Universal Credit, Carer’s Allowance (Carer Support Payment in Scotland) or Child Benefit.')).toBeVisible();
    await tabTo(page, page.getByRole('tab', { name: 'Your Income' }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: "Partner's Income" })).toBeFocused();
    await expect(page.getByRole('tab', { name: "Partner's Income" })).toHaveAttribute('aria-selected', 'true');
    await tabTo(page, page.getByLabel('Pensions (partner)'));
    await page.keyboard.press('Control+A');
    await page.keyboard.type('100');
    await tabTo(page, button(page, 'Next'));
    await page.keyboard.press('Enter');
    await expectStep(page, 4, 'Special Circumstances');
    await tabTo(page, page.getByLabel('You are a carer', { exact: false }));
    await page.keyboard.press('Space');
    await expect(page.getByLabel('You are a carer: you get Carer’s Allowance (Carer Support Payment in Scotland) or the carer element of Universal Credit')).toBeChecked();
    await tabTo(page, button(page, 'Calculate Support'));
    await page.keyboard.press('Enter');
    await expectStep(page, 5, 'Your Results');
    // Couple £133.30 + carer premium £38.85 = £172.15; partner pension £100 (no earnings, so no earnings disregard)
    // less the carer disregard £20 = £80 → no excess. Scotland 100% of £30 = £30; annual £1,560; monthly £130.
    await expectFigures(page, ['£30.00', '£130.00', '£1,560.00', '100%'], ['£0.00', '£0.00', '£0.00']);

    await tabTo(page, page.getByRole('button', { name: 'Save Calculation' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Save calculation' });
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await expect(dialog.getByLabel('Name')).toHaveValue(/^Council Tax Support - \d{2}\/\d{2}\/\d{4}$/);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(status(page)).toContainText('Calculation saved');
    await tabTo(page, button(page, 'Start Over'));
    await page.keyboard.press('Enter');
    await expectStep(page, 1, 'Property & Location');
  });

  test('axe finds nothing on any step, the results, or the toast after saving', async ({ page }) => {
    test.setTimeout(150_000);
    await open(page);
    // The empty page, as loaded, is scanned at 1280 and 390 px in foundation.spec.ts.
    await next(page);
    await page.getByLabel('You have a partner who lives with you').check();
    await page.getByLabel('Number of dependent children').fill('2');
    await button(page, 'Add an adult').click();
    await expectNoAxeViolations(page, ISLANDS);
    await next(page);
    await page.getByLabel('Savings and investments').fill('20000');
    await expectNoAxeViolations(page, ISLANDS);
    await page.getByRole('tab', { name: "Partner's Income" }).click();
    await expectNoAxeViolations(page, ISLANDS);
    await button(page, 'Previous').click();
    await page.getByLabel('You have a partner who lives with you').uncheck();
    await next(page);
    // The disabled partner tab.
    await expectNoAxeViolations(page, ISLANDS);
    await next(page);
    await expectNoAxeViolations(page, ISLANDS);
    await button(page, 'Calculate Support').click();
    await expectStep(page, 5, 'Your Results');
    await expectNoAxeViolations(page, ISLANDS);
    // The save dialog open is scanned in calculators.spec.ts; here the toast after it.
    await page.getByRole('button', { name: 'Save Calculation' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
    await expect(status(page)).toContainText('Calculation saved');
    await expectNoAxeViolations(page, ISLANDS);
  });
});

test.describe('Council Tax Support on a phone (390 px): one verdict, the schemes, links', () => {
  test.use({ viewport: PHONE });
  test.describe.configure({ timeout: 90_000 });

  test('savings over £16,000 and another adult: one alert (eligible) with the savings warning beneath it', async ({ page }) => {
    await open(page);
    await runWizard(page, {
      1: async () => {
        await page.getByLabel('Your council tax for the year').fill('1560');
      },
      2: async () => {
        await button(page, 'Add an adult').click();
        await page.getByLabel('Their income (adult 1)').fill('100');
      },
      3: async () => {
        await page.getByLabel('Savings and investments').fill('16001');
      },
    });
    // Main reduction £0 (savings over £16,000); other adults' income £100 < £200: 25% of £30 = £7.50, used.
    // Annual £7.50 × 52 = £390; monthly £32.50; left £22.50 a week, £1,560 − £390 = £1,170 a year, £130 − £32.50 = £97.50 a month.
    await expect(page.getByText('You may be eligible for Council Tax Support', { exact: true })).toBeVisible();
    await expect(page.getByText('Based on your circumstances, you may not be eligible for Council Tax Support')).toHaveCount(0);
    const note = page.getByRole('region', { name: 'Please note' });
    await expect(note).toContainText('You may not be eligible for Council Tax Support with savings over £16,000.00');
    await expect(note).toContainText('The £7.50 a week shown is the second adult rebate');
    await expect(note).toContainText('Your council’s own scheme may not include it');
    await expectFigures(page, ['£7.50', '£32.50', '£390.00', '25%'], ['£22.50', '£97.50', '£1,170.00']);
    // The verdict comes first, the note beneath it.
    const verdict = await page.getByText('You may be eligible for Council Tax Support', { exact: true }).boundingBox();
    expect((await note.boundingBox())!.y).toBeGreaterThan(verdict!.y);
    await noHorizontalScroll(page);
    await expectNoAxeViolations(page, ISLANDS);
  });

  test('England working age: the council sets its own scheme, with the council search and the advice line as links', async ({ page }) => {
    await open(page);
    await runWizard(page, {});
    const notice = page.getByRole('region', { name: 'Your council sets its own scheme' });
    await expect(notice).toContainText('Each council in England sets its own Council Tax Support scheme for people of working age');
    // The year line shows once, above the result, not again in the notice.
    await expect(page.getByText(/^Worked out with /)).toHaveText(['Worked out with the 2026 to 2027 rates']);
    await expect(notice.getByRole('link', { name: 'https://www.gov.uk/apply-council-tax-reduction' })).toHaveAttribute('href', 'https://www.gov.uk/apply-council-tax-reduction');
    // £1,200 ÷ 52 = £23.08; 80% = £18.46, the scheme's most: 80%, not 79.98%. £18.46 × 52 = £959.92; £1,200 − £959.92 = £240.08;
    // £959.92 ÷ 12 = £79.99; £100 − £79.99 = £20.01.
    await expectFigures(page, ['£18.46', '£79.99', '£959.92', '80%'], ['£4.62', '£20.01', '£240.08']);
    await expectWithinMaximum(page, '80%');
    await expect(line(page, 'Left to pay for the year')).toContainText('£1,200 − £959.92 = £240.08');
    const steps = page.getByRole('region', { name: 'Next steps' });
    await expect(steps.getByRole('link', { name: '0800 144 8848' })).toHaveAttribute('href', 'tel:08001448848');
    await expect(page.getByRole('region', { name: 'Second adult rebate' })).toContainText('may not include the second adult rebate');
    await expectNoAxeViolations(page, ISLANDS);
  });

  test('pension age (70, 2026/27): the national scheme, up to 100%, the pension-age allowance', async ({ page }) => {
    await open(page);
    await runWizard(page, {
      1: async () => {
        await page.getByLabel('Your council tax for the year').fill('1560');
      },
      2: async () => {
        await page.getByLabel('Your age').fill('70');
      },
      3: async () => {
        await page.getByLabel('Pensions').fill('250');
        await expect(page.getByLabel('You get the guarantee part of Pension Credit')).not.toBeChecked();
        // The question's hint says where to find out (the Pension Credit calculator).
        await expect(page.getByRole('link', { name: 'Find out if you can get Pension Credit' })).toHaveAttribute('href', '/pension-credit');
      },
    });
    // 2026/27 pension age, single, reached pension age after April 2021: £238.00. Pension £250; excess £12; taper £2.40.
    // Up to 100% of £30: £30 − £2.40 = £27.60; × 52 = £1,435.20; ÷ 12 = £119.60; 92%. Left £2.40; £124.80; £10.40.
    await expectFigures(page, ['£27.60', '£119.60', '£1,435.20', '92%'], ['£2.40', '£10.40', '£124.80']);
    await expectWithinMaximum(page, '100%');
    await expect(line(page, 'Personal allowance')).toContainText('£238.00');
    await expect(page.getByRole('region', { name: 'The pension-age scheme' })).toContainText('You are of State Pension age');
    const scheme = page.getByRole('region', { name: 'Your scheme' });
    await expect(scheme.locator('dt', { hasText: 'Most it can cover' }).locator('xpath=following-sibling::dd[1]')).toHaveText('100%');
    await expect(page.getByRole('region', { name: 'Next steps' }).getByRole('link', { name: '0800 99 1234' })).toHaveAttribute('href', 'tel:0800991234');
    await expectNoAxeViolations(page, ISLANDS);

    // With Guarantee Credit: the whole bill.
    await button(page, 'Previous').click();
    await button(page, 'Previous').click();
    await page.getByLabel('You get the guarantee part of Pension Credit').check();
    await next(page);
    await button(page, 'Calculate Support').click();
    await expectFigures(page, ['£30.00', '£130.00', '£1,560.00', '100%'], ['£0.00', '£0.00', '£0.00']);
    await expectWithinMaximum(page, '100%');
    await expectNoAxeViolations(page, ISLANDS);
  });
});
