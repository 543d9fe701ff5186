/**
 * /council-tax-support end to end (docs/product.md §2-§5, §9; docs/rules.md "Council Tax Support"), against the
 * production build and the real server. Every figure is worked out by hand from docs/product.md §9
 * and docs/rules.md "Council Tax Support" (the arithmetic is in the comments) and checked on screen.
 *
 * Reminders of the rules used: weekly tax = annual (less 25% with the single person discount)
 * ÷ 365 × 7, so £1,825 a year is £35 a week; main reduction = max(0, weekly tax × max% −
 * non-dependant deductions − 20% × excess income); second adult rebate (England at pension age,
 * Scotland) used when larger; annual, by the day = the weekly reduction before rounding ÷ 7 × 365,
 * rounded once (the maximum share of the year's bill less the weekly deductions and taper ÷ 7 × 365),
 * or the whole year's tax when all of it is reduced; monthly = annual ÷ 12; what is left = the bill
 * less the reduction.
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
    // The next click waits for this step to be drawn: a click before it would be Next on the step left (as a double tap is).
    await expect(progress(page)).toHaveAttribute('aria-valuenow', String(n + 1));
  }
  await fill[4]?.();
  await button(page, 'Calculate Support').click();
  await expectStep(page, 5, 'Your Results');
}

test.describe('Council Tax Support calculator', () => {
  // Two CPU cores shared with other builds and test runs: give each flow room.
  test.describe.configure({ timeout: 90_000 });

  test('renders step 1 on the server and hydrates cleanly; every transition of the wizard and every state rule of docs/product.md §4; axe finds nothing on any step, the results, or the toast after saving', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
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
    // The empty page, as loaded, is scanned at 1280 and 390 px in foundation.spec.ts.

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
    await page.getByLabel('Their gross weekly income (adult 3)').fill('180');
    await expectNoAxeViolations(page, ISLANDS);
    await page.getByRole('button', { name: 'Remove adult 1' }).click();
    await expect(page.getByText('Other adults: 2')).toBeVisible();
    // Focus goes to the adult who took the removed one's place; what was adult 3 is now adult 2, income kept.
    await expect(page.getByLabel('Age (adult 1)')).toBeFocused();
    await expect(page.getByLabel('Their gross weekly income (adult 2)')).toHaveValue('180');
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
    await expect(page.getByText('Total household income that counts: £300.00 a week')).toBeVisible();
    // Savings: over 16,000 shows the warning; exactly 16,000 or below hides it.
    const savings = page.getByLabel('Savings and investments');
    const warning = page.getByText('You may not be eligible for Council Tax Support with savings over £16,000');
    await savings.fill('15999');
    await expect(warning).toHaveCount(0);
    await savings.fill('16001');
    await expect(warning).toBeVisible();
    await expectNoAxeViolations(page, ISLANDS);
    await page.getByRole('tab', { name: "Partner's Income" }).click();
    await expectNoAxeViolations(page, ISLANDS);
    await page.getByRole('tab', { name: 'Your Income' }).click();
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
    await expect(page.getByText('Total household income that counts: £200.00 a week')).toBeVisible();
    // The disabled partner tab.
    await expectNoAxeViolations(page, ISLANDS);

    // Step 4: Calculate Support instead of Next; it jumps to the results.
    await next(page);
    await expectStep(page, 4, 'Special Circumstances');
    await expect(button(page, 'Next')).toHaveCount(0);
    await expectNoAxeViolations(page, ISLANDS);
    await button(page, 'Calculate Support').click();
    await expectStep(page, 5, 'Your Results');
    await expect(button(page, 'Next')).toHaveCount(0);
    await expect(button(page, 'Start Over')).toBeVisible();
    // £1,200 ÷ 365 × 7 = £23.01 a week; 80% = £18.41. Earnings £200 − £5 = £195; excess £195 − £84.80 = £110.20;
    // taper 20% = £22.04, more than £18.41 → no support.
    const notEligible = page.getByText('Based on your circumstances, you may not be eligible for Council Tax Support');
    await expect(notEligible).toBeVisible();
    await expectNoAxeViolations(page, ISLANDS);

    // Previous from the results goes to step 4; Calculate again returns.
    await button(page, 'Previous').click();
    await expectStep(page, 4, 'Special Circumstances');
    await button(page, 'Calculate Support').click();
    await expectStep(page, 5, 'Your Results');

    // The save dialog open is scanned in calculators.spec.ts; here the toast after it.
    await page.getByRole('button', { name: 'Save Calculation' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
    await expect(status(page)).toContainText('Calculation saved');
    await expectNoAxeViolations(page, ISLANDS);

    // Start Over: back to step 1, the result cleared, the answers kept.
    await button(page, 'Start Over').click();
    await expectStep(page, 1, 'Property & Location');
    await expect(notEligible).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Your estimated Council Tax Support' })).toHaveCount(0);
    await next(page);
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '2');
    await next(page);
    await expect(page.getByLabel('Savings and investments')).toHaveValue('2000');
  });

  // One household end to end, then each England rule group's line on the same page: savings over the limit, a couple with
  // children and earnings, the second adult rebate at pension age. Every household's figures are cases of
  // src/calc/council-tax-support.cases.ts ('England working age 2026/27: £1,825 and no income, 80% of the bill' and the two
  // after it; 'England pension age 2026/27: an adult on Universal Credit is assessed by income for the rebate').
  test('England: 80% at most, a 20% minimum payment (single, 30, £1,825 a year, no income); then savings over £16,000 (£16,000.01): the warning, and no support; a couple with two children and earnings; at 70, the second adult rebate counts an adult on Universal Credit by income', async ({
    page,
  }) => {
    await open(page);
    await runWizard(page, {
      1: async () => {
        await expect(page.getByLabel('England')).toBeChecked();
        await page.getByLabel('Your council tax for the year').fill('1825');
      },
    });
    // Weekly tax £1,825 ÷ 365 × 7 = £35. Applicable: single 25+ £84.80; income £0 → no excess, no taper.
    // Main = 80% × £35 = £28. By the day: 80% of £1,825 = £1,460; monthly £1,460 ÷ 12 = £121.67; 80%.
    // Still to pay: £35 − £28 = £7 a week; £1,825 − £1,460 = £365 a year; £152.08 − £121.67 = £30.41 a month.
    await expect(page.getByText('You may be eligible for Council Tax Support', { exact: true })).toBeVisible();
    await expectFigures(page, ['£28.00', '£121.67', '£1,460.00', '80%'], ['£7.00', '£30.41', '£365.00']);
    await expect(line(page, 'Reduction for the year')).toContainText('80% of £1,825 = £1,460');
    await expect(line(page, 'Weekly council tax').first()).toContainText('£1,825 ÷ 365 × 7 = £35 a week');
    await expect(page.getByRole('region', { name: 'England: your council’s own scheme for working age (illustrative figures)' })).toContainText(
      'Each council in England sets its own Council Tax Support scheme for people of working age',
    );
    await expect(line(page, 'Applicable amount')).toContainText('equals £84.80');
    await expect(line(page, 'Excess income')).toContainText('£0.00');
    await expect(line(page, 'Main reduction')).toContainText('£28.00');
    const scheme = page.getByRole('region', { name: 'Your scheme' });
    await expect(scheme).toContainText('England: your council’s own scheme for working age (illustrative figures)');
    await expect(scheme.locator('dt', { hasText: 'Most it can cover' }).locator('xpath=following-sibling::dd[1]')).toHaveText('80%');
    await expect(scheme.locator('dt', { hasText: 'Minimum payment' }).locator('xpath=following-sibling::dd[1]')).toHaveText('20%');
    await expect(scheme).toContainText('Discounts applied');
    await expect(page.getByRole('region', { name: 'If you disagree with the decision' })).toContainText('Valuation Tribunal');
    await expect(page.getByRole('region', { name: 'Next steps' }).locator('ol li').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'How to apply' }).locator('li').first()).toBeVisible();

    // Savings over £16,000 (pence kept): main reduction £0; no other adults → no rebate; the whole £35 a week is left.
    await button(page, 'Previous').click();
    await button(page, 'Previous').click();
    await expectStep(page, 3, 'Income & Benefits');
    await page.getByLabel('Savings and investments').fill('16000.01');
    await expect(page.getByText('You may not be eligible for Council Tax Support with savings over £16,000')).toBeVisible();
    await next(page);
    await button(page, 'Calculate Support').click();
    await expectStep(page, 5, 'Your Results');
    await expect(page.getByText('Based on your circumstances, you may not be eligible for Council Tax Support')).toBeVisible();
    await expect(page.getByText('You may not be eligible for Council Tax Support with savings over £16,000')).toBeVisible();
    await expect(remaining(page, 'Weekly')).toHaveText('£35.00');
    const sar = page.getByRole('region', { name: 'Second adult rebate' });
    await expect(sar.locator('dt', { hasText: /^Eligible$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText('No');

    // A couple with two children and earnings: the premiums, the partner's income and the couple's disregard.
    await button(page, 'Start Over').click();
    await runWizard(page, {
      2: async () => {
        await page.getByLabel('Your age').fill('35');
        await page.getByLabel('You have a partner who lives with you').check();
        await page.getByLabel('Your partner’s age').fill('33');
        await page.getByLabel('Number of dependent children').fill('2');
        await page.getByLabel('Child 2').fill('8');
      },
      3: async () => {
        await page.getByLabel('Savings and investments').fill('0');
        await page.getByLabel('Earnings from a job').first().fill('300');
        await page.getByRole('tab', { name: "Partner's Income" }).click();
        await page.getByLabel('Earnings from a job (partner)').fill('100');
        await expect(page.getByText('Total household income that counts: £400.00 a week')).toBeVisible();
      },
    });
    // Couple £133.30 + 2 children × £70.80 + family premium £18.85 = £293.75; £400 less £10 = £390; £96.25 over; taper £19.25.
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
    await expect(support(page, 'Weekly')).toHaveText('£8.75');

    // At 70, alone but for an adult on Universal Credit with £300 a week, a pension of £500: England's rebate counts their income.
    await button(page, 'Start Over').click();
    await runWizard(page, {
      2: async () => {
        await page.getByLabel('Your age').fill('70');
        await page.getByLabel('You have a partner who lives with you').uncheck();
        await page.getByLabel('Number of dependent children').fill('0');
        await button(page, 'Add an adult').click();
        await page.getByLabel('Their gross weekly income (adult 1)').fill('300');
        await page.getByLabel('Gets Universal Credit and has no earnings (adult 1)').check();
      },
      3: async () => {
        await page.getByLabel('Earnings from a job').first().fill('0');
        await page.getByLabel('Pensions').fill('500');
      },
    });
    // £238; £262 over, taper £52.40: main £0. £276 ≤ £300 < £358: 7.5% of £35 = £2.63.
    await expect(line(page, 'Second adult rebate')).toContainText('£2.63');
    await expect(support(page, 'Weekly')).toHaveText('£2.63');
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
    await page.keyboard.type('1825');
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
    await expect(
      page.getByRole('tabpanel').getByText('Leave out Child Benefit, PIP, DLA, Attendance Allowance and Housing Benefit: they are never counted.', { exact: false }),
    ).toBeVisible();
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
    // In Scotland the question names Carer Support Payment.
    await expect(page.getByLabel('You are a carer: you get Carer’s Allowance or Carer Support Payment or the carer element of Universal Credit')).toBeChecked();
    await tabTo(page, button(page, 'Calculate Support'));
    await page.keyboard.press('Enter');
    await expectStep(page, 5, 'Your Results');
    // Scotland 2026/27: couple £150.15 + carer premium £48.15 = £198.30; partner pension £100 (no earnings, so no
    // disregard) → no excess. 100% of £35, the whole tax: the year's £1,825, the month's £152.08.
    await expectFigures(page, ['£35.00', '£152.08', '£1,825.00', '100%'], ['£0.00', '£0.00', '£0.00']);

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
});

test.describe('Council Tax Support on a phone (390 px): one verdict, the schemes, links', () => {
  test.use({ viewport: PHONE });
  test.describe.configure({ timeout: 120_000 });

  test('Northern Ireland: no council tax, so no figure and no bill asked; the help with rates and where to ask, kept on reload; England brings the questions back', async ({
    page,
  }) => {
    await open(page);
    await page.getByLabel('Northern Ireland').check();
    const help = page.getByRole('region', { name: 'Help with rates in Northern Ireland' });
    await expect(stepHeading(page)).toHaveText('Where you live');
    await expect(progress(page)).toHaveCount(0);
    for (const name of [
      'Rate Rebate, if you get Universal Credit',
      'Housing Benefit for rates, if you cannot get Universal Credit',
      'Lone Pensioner Allowance, at 70 or over and living alone',
    ])
      await expect(help.getByRole('heading', { name })).toBeVisible();
    await expect(help.getByRole('link', { name: 'Applying for Rate Rebate on nidirect (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.nidirect.gov.uk/articles/applying-rate-rebate',
    );
    await expect(help.getByRole('link', { name: '0800 915 4604' })).toHaveAttribute('href', 'tel:08009154604');
    await expect(page.getByLabel('Your council tax for the year')).toHaveCount(0);
    await expect(button(page, 'Next')).toHaveCount(0);
    await expect(page.locator(`astro-island[component-url*="${ISLAND}"]`).getByText(/council tax/i)).toHaveCount(0);
    await noHorizontalScroll(page);
    await expectNoAxeViolations(page, ISLANDS);

    // The tab remembers the answer.
    await page.reload();
    await expect(help).toBeVisible();
    await page.getByLabel('England').check();
    await expect(help).toHaveCount(0);
    await expect(page.getByLabel('Your council tax for the year')).toBeVisible();
    await expectStep(page, 1, 'Property & Location', false);
  });

  test('choosing the council by a town with the keyboard alone: the list loads when used, offers only the nation’s councils, and the name is in the next steps', async ({
    page,
  }) => {
    await open(page);
    const council = page.getByLabel('Which council do you pay council tax to?');
    const matches = page.getByRole('list', { name: 'Councils that match' }).getByRole('button');
    // Wales offers only its own councils: Harrogate is in England.
    await tabTo(page, page.getByLabel('England'));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByLabel('Wales')).toBeChecked();
    await tabTo(page, council);
    await page.keyboard.type('Harrogate');
    await expect(page.getByText('No council matches. Try the name on your council tax bill, or a bigger town near you.')).toBeVisible();
    await tabTo(page, page.getByLabel('Wales'), { reverse: true });
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByLabel('England')).toBeChecked();
    await tabTo(page, council);
    await page.keyboard.press('ControlOrMeta+A');
    // Many councils start with "North": the first 8 are listed, and the count says to type more.
    await page.keyboard.type('north');
    await expect(page.getByText(/^\d+ councils match; the first 8 are listed\. Type more of the name to find yours\.$/)).toBeVisible();
    await expect(matches).toHaveCount(8);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('harrogate');
    // Harrogate Borough Council became part of North Yorkshire Council in April 2023.
    await expect(page.getByText('1 council matches: choose yours.')).toBeVisible();
    await expect(matches).toHaveText(['North Yorkshire Council (Harrogate)']);
    await page.keyboard.press('ArrowDown');
    await expect(matches.first()).toBeFocused();
    await noHorizontalScroll(page);
    await expectNoAxeViolations(page, ISLANDS);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your council: North Yorkshire Council')).toBeVisible();
    await expect(button(page, 'Choose another council')).toBeFocused();
    await expect(page.getByRole('link', { name: 'find your council’s Council Tax Reduction page on GOV.UK (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.gov.uk/apply-council-tax-reduction',
    );
    await noHorizontalScroll(page);
    await expectNoAxeViolations(page, ISLANDS);
    // "Choose another council" empties the choice and puts the search box back, focused; Enter there takes the only match.
    await page.keyboard.press('Enter');
    await expect(council).toBeFocused();
    await expect(council).toHaveValue('');
    await page.keyboard.type('north york');
    await expect(matches).toHaveText(['North Yorkshire Council']);
    await page.keyboard.press('Enter');
    await expect(button(page, 'Choose another council')).toBeFocused();
    await tabTo(page, page.getByLabel('Your council tax for the year'));
    await page.keyboard.type('1825');
    await runWizard(page, {});
    await expect(page.getByRole('region', { name: 'Next steps' })).toContainText('Apply to North Yorkshire Council now');
    // At working age the council's own scheme is used (docs/rules.md CTS 2): no income is its Band A, 100% of £35 a week.
    await expect(page.getByRole('region', { name: 'England: North Yorkshire Council’s own scheme for working age' })).toContainText(
      'North Yorkshire Council’s scheme for 2026/27 covers up to 100% of your council tax, a share set by the band your weekly income falls in.',
    );
    await expect(page.getByRole('link', { name: /^Read North Yorkshire Council’s scheme/ })).toHaveAttribute(
      'href',
      'https://edemocracy.northyorks.gov.uk/documents/s62525/Rev%20Budget%20and%20MTFS%20-%20Appendix%20M.pdf',
    );
  });

  // Each rule group's line on one page; the households' figures are cases of src/calc/council-tax-support.cases.ts
  // ('Scotland working age 2026/27: …' and 'Wales working age 2026/27: benefits counted, Child Benefit never').
  test('Scotland: 100%, with the single person discount (single, 30, £1,825); the second adult rebate when it beats the main calculation (earnings £400, a lodger on £150); the rebate winning with savings over £16,000: one alert with the savings warning beneath it; a Welsh household: the national scheme named, Child Benefit never counted, the advice line as a link', async ({
    page,
  }) => {
    await open(page);
    await runWizard(page, {
      1: async () => {
        await page.getByLabel('Scotland').check();
        await page.getByLabel('Your council tax for the year').fill('1825');
        await page.getByLabel('You get the single person discount').check();
      },
    });
    // 25% of £1,825 = £456.25 off: £1,368.75 a year; ÷ 365 × 7 = £26.25 a week. Scotland: 100%, no income → all of it:
    // the year's £1,368.75, the month's £1,368.75 ÷ 12 = £114.06; nothing left to pay.
    await expect(support(page, 'Weekly')).toHaveText('£26.25');
    await expect(page.getByText('Nothing left to pay: the reduction covers the whole bill.')).toBeVisible();
    await expect(line(page, 'Single person discount (a year)')).toContainText('minus £456.25');
    await expect(line(page, 'Weekly council tax to pay')).toContainText('equals £26.25');
    const scheme = page.getByRole('region', { name: 'Your scheme' });
    await expect(scheme).toContainText('Scotland: the national scheme for working age');
    await expect(scheme.locator('dt', { hasText: 'Minimum payment' }).locator('xpath=following-sibling::dd[1]')).toHaveText('0%');
    await expect(scheme).toContainText('Single person discount (25%)');

    // The second adult rebate (Scotland 2026/27, £1,825 without the discount, 40, earnings £400, a lodger on £150).
    await button(page, 'Start Over').click();
    await runWizard(page, {
      1: async () => {
        await page.getByLabel('You get the single person discount').uncheck();
      },
      2: async () => {
        await page.getByLabel('Your age').fill('40');
        await button(page, 'Add an adult').click();
        await page.getByLabel('Who they are (adult 1)').selectOption('lodger');
        await page.getByLabel('Their gross weekly income (adult 1)').fill('150');
      },
      3: async () => {
        await page.getByLabel('Earnings from a job').fill('400');
      },
    });
    // Weekly tax £35. Main: income £400 − £5 disregard = £395; excess £395 − £95.55 = £299.45; taper 20% = £59.89;
    // lodger £150: Scotland's band 1, £5.55; £35 − £5.55 − £59.89 → £0. Second adult rebate: £150 < £256 → 15% × £35 = £5.25.
    // £5.25 > £0, so it is used: by the day 15% of £1,825 = £273.75; monthly £22.81; 15%. Still to pay £29.75; £1,551.25;
    // £152.08 − £22.81 = £129.27.
    await expect(page.getByText('You may be eligible for Council Tax Support', { exact: true })).toBeVisible();
    await expect(line(page, 'Income taper')).toContainText('£59.89');
    await expect(line(page, 'Non-dependant deduction: Your lodger')).toContainText('£150 a week, Scotland 2026/27 band 1: £5.55');
    await expect(line(page, 'Main reduction')).toContainText('£0.00');
    await expect(line(page, 'Second adult rebate')).toContainText('£5.25');
    await expect(line(page, 'Weekly reduction')).toContainText('The second adult rebate of £5.25 is larger than the main reduction of £0.00, so it is used');
    const sar = page.getByRole('region', { name: 'Second adult rebate' });
    const value = (term: string) => sar.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
    await expect(value('Eligible')).toHaveText('Yes');
    await expect(value('Weekly amount')).toHaveText('£5.25');
    await expect(value('Better than the main calculation')).toHaveText('Yes');

    // The rebate winning with savings over £16,000 (30, another adult on £100, no earnings).
    await button(page, 'Start Over').click();
    await runWizard(page, {
      2: async () => {
        await page.getByLabel('Your age').fill('30');
        await page.getByLabel('Who they are (adult 1)').selectOption('other');
        await page.getByLabel('Their gross weekly income (adult 1)').fill('100');
      },
      3: async () => {
        await page.getByLabel('Earnings from a job').fill('0');
        await page.getByLabel('Savings and investments').fill('16001');
      },
    });
    // Weekly tax £35. Main reduction £0 (savings over £16,000); the other adult's £100 < £256: 15% of £35 = £5.25, used.
    // By the day 15% of £1,825 = £273.75; monthly £22.81; left £29.75 a week, £1,825 − £273.75 = £1,551.25 a year,
    // £152.08 − £22.81 = £129.27 a month.
    await expect(page.getByText('You may be eligible for Council Tax Support', { exact: true })).toBeVisible();
    await expect(page.getByText('Based on your circumstances, you may not be eligible for Council Tax Support')).toHaveCount(0);
    const note = page.getByRole('region', { name: 'Please note' });
    await expect(note).toContainText('You may not be eligible for Council Tax Support with savings over £16,000.00');
    await expect(note).toContainText('The £5.25 a week shown is the second adult rebate');
    await expect(line(page, 'Weekly reduction')).toContainText('The second adult rebate of £5.25 is larger than the main reduction of £0.00');
    // The verdict comes first, the note beneath it.
    const verdict = await page.getByText('You may be eligible for Council Tax Support', { exact: true }).boundingBox();
    expect((await note.boundingBox())!.y).toBeGreaterThan(verdict!.y);
    await noHorizontalScroll(page);
    await expectNoAxeViolations(page, ISLANDS);

    // A Welsh household (single, 30, no other adult, no savings).
    await button(page, 'Start Over').click();
    await runWizard(page, {
      1: async () => {
        await page.getByLabel('Wales').check();
      },
      2: async () => {
        await page.getByRole('button', { name: 'Remove adult 1' }).click();
      },
      3: async () => {
        await page.getByLabel('Savings and investments').fill('0');
        await page.getByLabel('Benefits such as Carer’s Allowance, ESA, JSA or Universal Credit').fill('120');
        await page.getByLabel('Child Benefit, PIP, DLA, Attendance Allowance, child maintenance or Housing Benefit (optional)').fill('26.05');
      },
    });
    // Wales 2026/27, single 30: £101.85. Benefits £120: excess £18.15, taper £3.63; £35 − £3.63 = £31.37.
    // By the day £1,825 − £3.63 ÷ 7 × 365 (£189.28) = £1,635.72; ÷ 12 = £136.31; 31.37 ÷ 35 = 89.63%. Left £3.63; £189.28;
    // £152.08 − £136.31 = £15.77.
    const notice = page.getByRole('region', { name: 'Wales: the national scheme for working age' });
    await expect(notice).toContainText('Wales has one national scheme at every age');
    await expect(page.getByText(/^Worked out with /)).toHaveText(['Worked out with the 2026 to 2027 rates']);
    await expect(support(page, 'Weekly')).toHaveText('£31.37');
    await expect(line(page, 'Personal allowance')).toContainText('£101.85');
    await expect(line(page, 'Not counted as income')).toContainText('£26.05 a week of Child Benefit');
    await expect(line(page, 'Income counted')).toContainText('equals £120.00');
    await expect(line(page, 'Second adult rebate')).toContainText('Wales has no second adult rebate');
    const steps = page.getByRole('region', { name: 'Next steps' });
    await expect(steps.getByRole('link', { name: '0800 144 8848' })).toHaveAttribute('href', 'tel:08001448848');
    // A result like the others: scanned at 390 px in calculators.spec.ts, and above with the savings note.
    await noHorizontalScroll(page);
  });

  // The households' figures are cases of src/calc/council-tax-support.cases.ts ('England pension age 2026/27: a son earning
  // £577 a week, band 3, and a taper', the Guarantee Credit case after it, the severe disability premium's case and the one
  // where someone is paid Carer's Allowance to care for them).
  test('a pensioner (70, 2026/27) with a son earning £577: the national scheme, the deduction line, Guarantee Credit; the severe disability premium asked as the law asks it (80, £1,600 less the single person discount)', async ({
    page,
  }) => {
    await open(page);
    await runWizard(page, {
      1: async () => {
        await page.getByLabel('Your council tax for the year').fill('1825');
      },
      2: async () => {
        await page.getByLabel('Your age').fill('70');
        // 70 is past State Pension age: not asked; before April 2021 is prefilled No (71 or over in 2026/27).
        await expect(page.getByRole('group', { name: 'Have you reached State Pension age?' })).toHaveCount(0);
        await expect(page.getByRole('group', { name: 'Did you reach State Pension age before April 2021?' }).getByLabel('No')).toBeChecked();
        await button(page, 'Add an adult').click();
        await page.getByLabel('Who they are (adult 1)').selectOption('adult-child');
        await page.getByLabel('Their gross weekly income (adult 1)').fill('577');
      },
      3: async () => {
        await page.getByLabel('Pensions').fill('250');
        await expect(page.getByLabel('You get the guarantee part of Pension Credit')).not.toBeChecked();
        await expect(page.getByRole('link', { name: 'Find out if you can get Pension Credit' })).toHaveAttribute('href', '/pension-credit');
      },
    });
    // 2026/27 pension age, single, after April 2021: £238.00. Pension £250; excess £12; taper £2.40. Son £577: England's
    // pension-age band 3 (£485 to £604.99), £13.30. £35 − £13.30 − £2.40 = £19.30; rebate none (£577 is over £358).
    // By the day £1,825 − £15.70 ÷ 7 × 365 (£818.64) = £1,006.36; ÷ 12 = £83.86; 19.30 ÷ 35 = 55.14%. Left £15.70; £818.64;
    // £152.08 − £83.86 = £68.22.
    await expect(support(page, 'Weekly')).toHaveText('£19.30');
    await expect(line(page, 'Personal allowance')).toContainText('£238.00');
    await expect(line(page, 'Non-dependant deduction: Your adult child')).toContainText('£577 a week, England pension-age 2026/27 band 3: £13.30');
    await expect(page.getByRole('region', { name: 'England: the national scheme for pension age' })).toContainText('You have reached State Pension age');
    await expect(page.getByRole('region', { name: 'Next steps' }).getByRole('link', { name: '0800 99 1234' })).toHaveAttribute('href', 'tel:0800991234');
    // The result at pension age is the result scanned at 390 px in calculators.spec.ts (a pensioner's).
    await noHorizontalScroll(page);

    // With Guarantee Credit: income nil, the deduction still made. £35 − £13.30 = £21.70; by the day £1,825 − £13.30 ÷ 7
    // × 365 (£693.50) = £1,131.50; ÷ 12 = £94.29; 62%. Left £13.30; £693.50; £152.08 − £94.29 = £57.79.
    await button(page, 'Previous').click();
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '4');
    await button(page, 'Previous').click();
    await page.getByLabel('You get the guarantee part of Pension Credit').check();
    await next(page);
    await button(page, 'Calculate Support').click();
    await expect(support(page, 'Weekly')).toHaveText('£21.70');
    await expectWithinMaximum(page, '100%');

    // The severe disability premium (England 2026/27, 80, £1,600 less the single person discount, alone).
    const careBenefit = 'You get Attendance Allowance, the care part of Disability Living Allowance (DLA), or the daily living part of Personal Independence Payment (PIP)';
    const severe = 'You get Attendance Allowance, the middle or highest rate of the care part of DLA, or the daily living part of PIP';
    const carerForYou = 'Someone gets Carer’s Allowance, or the carer element of Universal Credit, for looking after you';
    await button(page, 'Start Over').click();
    await runWizard(page, {
      1: async () => {
        await page.getByLabel('Your council tax for the year').fill('1600');
        await page.getByLabel('You get the single person discount').check();
      },
      2: async () => {
        await page.getByLabel('Your age').fill('80');
        await page.getByRole('button', { name: 'Remove adult 1' }).click();
      },
      3: async () => {
        await page.getByLabel('Pensions').fill('341.30');
        await page.getByLabel('You get the guarantee part of Pension Credit').uncheck();
      },
      4: async () => {
        // No vague tickboxes: each question names the benefits; the follow-ups appear only once they can matter.
        await expect(page.getByLabel('You or your partner have a disability or long-term health condition')).toHaveCount(0);
        await expect(page.getByLabel('Another benefit you get already includes a disability premium')).toHaveCount(0);
        await expect(page.getByLabel(severe)).toHaveCount(0);
        // Pension age in England: no enhanced disability premium to ask, and no earnings for the mobility question.
        await expect(page.getByLabel(/highest rate of the care part of DLA, the enhanced rate/)).toHaveCount(0);
        await expect(page.getByLabel(/only the mobility part/)).toHaveCount(0);
        await page.getByLabel(careBenefit).check();
        await page.getByLabel(severe).check();
        await expect(page.getByLabel(carerForYou)).not.toBeChecked();
        await noHorizontalScroll(page);
        await expectNoAxeViolations(page, ISLANDS);
      },
    });
    // £1,600 less 25% = £1,200; ÷ 365 × 7 = £23.01. Aged 80 (before April 2021): £256.00 + severe disability premium
    // £86.05 = £342.05; pension £341.30 is within it: the whole £1,200 a year, £100 a month, nothing left.
    await expect(line(page, 'Severe disability premium')).toContainText('£86.05');
    await expect(support(page, 'Weekly')).toHaveText('£23.01');
    await expect(page.getByText('Nothing left to pay: the reduction covers the whole bill.')).toBeVisible();
    await noHorizontalScroll(page);

    // Someone paid Carer's Allowance to look after them: no premium. £256; £85.30 over, taper £17.06; £23.01 − £17.06 =
    // £5.95 a week; by the day £1,200 − £17.06 ÷ 7 × 365 (£889.56) = £310.44; ÷ 12 = £25.87; 5.95 ÷ 23.01 = 25.87%.
    // Left £17.06; £889.56; £100 − £25.87 = £74.13.
    await button(page, 'Previous').click();
    await page.getByLabel(carerForYou).check();
    await button(page, 'Calculate Support').click();
    // The working lists only the premiums paid.
    await expect(line(page, 'Severe disability premium')).toHaveCount(0);
    await expect(support(page, 'Weekly')).toHaveText('£5.95');
  });
});
