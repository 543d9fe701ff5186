/**
 * /pip end to end (docs/product.md §2-§5, §8, §9; docs/rules.md "PIP"), against the production
 * build and the real server. Controls are found by role and label, as people find them.
 *
 * Figures worked out by hand with the 2026/27 rates (the rates table (src/calc/rates/pip.ts); the default year; spec
 * 001 §9: monthly = weekly × 4.33, rounded to 2 places; thresholds 8 standard and 12 enhanced,
 * each component on its own):
 *   daily living standard £76.70 × 4.33 = 332.111   → £332.11
 *   daily living enhanced £114.60 × 4.33 = 496.218  → £496.22
 *   mobility standard     £30.30 × 4.33 = 131.199   → £131.20
 *   mobility enhanced     £80.00 × 4.33 = 346.40    → £346.40
 *   both standard:        £107.00 × 4.33 = 463.31   → £463.31
 *   both enhanced:        £194.60 × 4.33 = 842.618  → £842.62
 *   DL enhanced + mobility standard: £144.90 × 4.33 = 627.417 → £627.42 (the parts add to the same)
 * Mobility's descriptor points are 0,4,8,10,10,12 and 0,4,8,10,12,12, so 7 and 11 cannot
 * be scored: its boundary cases are 4 (none) / 8 (standard) and 10 (standard) / 12 (enhanced).
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, expectNoAxeViolations, ISLANDS, PHONE, screenshot, SCREENSHOTS, tabTo, openIsland, smallTargets } from './fixtures';
import type { Page } from '@playwright/test';
import { TOASTS } from './calculators';

const DIST = path.resolve(process.env.E2E_DIST_DIR ?? process.env.OUT_DIR ?? 'dist');

// Descriptor statements (Schedule 1 in plain English, src/calc/pip-schedule.ts) with their points.
const DL = {
  food4: ['Preparing food', 'Needs supervision or help to prepare or cook a simple meal.'],
  food8: ['Preparing food', 'Cannot prepare and cook food.'],
  wash3: ['Washing and bathing', 'Needs help to get in or out of a bath or shower.'],
  wash4: ['Washing and bathing', 'Needs help to wash the body between shoulders and waist.'],
  speak12: ['Communicating verbally', 'Cannot express or understand spoken information at all'],
} as const;
const MOB = {
  move4: ['Moving around', 'Can stand and then move more than 50 but no more than 200 metres.'],
  move10: ['Moving around', 'Can stand and then move more than 20 but no more than 50 metres only with an aid.'],
  move12: ['Moving around', 'Can stand and then move more than 1 but no more than 20 metres.'],
  plan4: ['Planning and following journeys', 'Needs prompting to undertake any journey'],
} as const;

const openPip = (page: Page) => openIsland(page, '/pip');

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Activities answered' });
/** The toaster's polite live region, once it holds a toast. */
const status = (page: Page) => page.locator('[role="status"]:has([data-toast])');

/** Open a tab, open the activity's accordion if closed, and choose a statement. */
async function choose(page: Page, tabName: 'Daily Living' | 'Mobility', [activity, statement]: readonly [string, string]) {
  await tab(page, tabName).click();
  const button = page.getByRole('button', { name: new RegExp(`^\\d+\\. ${activity}`) });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  const radio = page.getByRole('radio', { name: new RegExp(`^${escape(statement)}`) });
  await radio.check();
  await expect(radio).toBeChecked();
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function calculate(page: Page) {
  await tab(page, 'Results').click();
  await page.getByRole('button', { name: 'Calculate PIP Award' }).click();
  await expect(page.getByRole('heading', { name: 'Your estimated award' })).toBeFocused();
}

/** A component card's figures: points, award, weekly and monthly. */
async function expectComponent(page: Page, name: 'Daily living' | 'Mobility', points: number, award: string, weekly: string, monthly: string) {
  const card = page.getByRole('region', { name, exact: true });
  const value = (label: string) => card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(value('Points')).toHaveText(String(points));
  await expect(value('Award')).toHaveText(award);
  await expect(value('Weekly')).toHaveText(weekly);
  await expect(value('Monthly')).toHaveText(monthly);
}

async function expectTotal(page: Page, weekly: string, monthly: string) {
  await expect(page.getByTestId('pip-total-weekly')).toHaveText(`${weekly} a week`);
  await expect(page.getByTestId('pip-total-monthly')).toHaveText(`${monthly} a month`);
}

test.describe('PIP calculator', () => {
  test('four ARIA tabs, free to move between with the arrow keys, the sidebar beside them; the Info tab has the duration alert and the details; age is held to 16-100 and falls back to 16 when empty (docs/product.md §5); each activity is an accordion of radio statements showing points, guidance and examples; Enter in a field calculates, as Calculate PIP Award does, and a changed answer is summarised first', async ({
    page,
  }) => {
    await openPip(page);
    await screenshot(page, 'pip-1280-info');
    const main = await page.getByRole('tablist').boundingBox();
    const aside = await sidebar(page).boundingBox();
    expect(aside!.x, 'the sidebar beside the form').toBeGreaterThan(main!.x + main!.width - 1);
    await expect(page.getByRole('tablist', { name: 'PIP calculator sections' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Info', 'Daily Living', 'Mobility', 'Results']);
    await expect(tab(page, 'Info')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('note')).toContainText(
      'To get PIP your condition must have lasted 3 months and be expected to last at least 9 more months. If a doctor or nurse has said you may have 12 months or less to live, there is no waiting time',
    );
    await expect(page.getByLabel('Your age')).toHaveValue('25');
    await expect(page.getByRole('radio', { name: 'Between 3 and 9 months' })).toBeChecked();
    await expect(page.getByLabel('Your conditions (optional)')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'I have a disability or long-term health condition' })).not.toBeChecked();

    await tab(page, 'Info').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Daily Living')).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Daily Living' })).toBeVisible();
    await page.keyboard.press('End');
    await expect(tab(page, 'Results')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Info')).toHaveAttribute('aria-selected', 'true');
    // Jumping straight to Results is allowed: tab navigation is free (docs/product.md §2).
    await tab(page, 'Results').click();
    await expect(page.getByRole('button', { name: 'Calculate PIP Award' })).toBeVisible();

    // Age: empty falls back to 16, over 100 to 100.
    await tab(page, 'Info').click();
    const age = page.getByLabel('Your age');
    await age.fill('');
    await age.press('Enter');
    await expect(age).toHaveValue('16');
    // Enter listed the changed answer (no result until it has been seen): on to the next answer.
    await tab(page, 'Info').click();
    await age.fill('140');
    await age.press('Tab');
    await expect(age).toHaveValue('100');
    await expect(
      page.getByText('From State Pension age you usually cannot start a new PIP claim. Attendance Allowance (Pension Age Disability Payment in Scotland) may help instead.'),
    ).toBeVisible();

    // Each activity is an accordion of radio statements.
    await tab(page, 'Daily Living').click();
    const food = page.getByRole('button', { name: /^1\. Preparing food/ });
    await expect(food).toHaveAttribute('aria-expanded', 'false');
    await expect(food).toContainText('Not answered');
    await food.click();
    await expect(food).toHaveAttribute('aria-expanded', 'true');
    const group = page.getByRole('group', { name: /Preparing food: Which statement fits you best/ });
    await expect(group).toBeVisible();
    await expect(group.getByRole('radio')).toHaveCount(6);
    await expect(group).toContainText('Making a simple hot meal for one from fresh ingredients.');
    const aid = group.getByRole('radio', { name: /^Needs an aid or appliance to prepare or cook a simple meal\. 2 points$/ });
    await expect(aid).toHaveAccessibleDescription('For example: Perching stool, easy-grip knife');
    await expect(group.getByRole('radio', { name: /Cannot prepare and cook food\. 8 points$/ })).toBeVisible();
    await page.getByRole('button', { name: 'Show all activities' }).click();
    for (const n of [2, 10]) await expect(page.getByRole('button', { name: new RegExp(`^${n}\\. `) })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Hide all activities' }).click();
    await expect(food).toHaveAttribute('aria-expanded', 'false');

    // Enter in a field calculates.
    await choose(page, 'Daily Living', DL.food8);
    await tab(page, 'Info').click();
    await age.fill('30');
    await age.press('Enter');
    await expect(tab(page, 'Results')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Your estimated award' })).toBeFocused();
    // 8 daily living points: standard rate, £76.70 a week (2026/27); no mobility points.
    await expectComponent(page, 'Daily living', 8, 'Standard rate', '£76.70', '£332.11');
    await expectTotal(page, '£76.70', '£332.11');

    // An answer the field changed: the GOV.UK summary takes focus and links to the field on its tab,
    // and no result is worked out from it until it has been seen (the next Calculate).
    await tab(page, 'Info').click();
    await age.fill('');
    await age.press('Enter');
    const summary = page.getByRole('alert').filter({ hasText: 'We changed some of your answers' });
    await expect(summary).toBeVisible();
    await expect(summary).toContainText('We have not worked out your estimate yet. Check these answers, then calculate again.');
    await expect(page.locator('div:has(> [role="alert"])').filter({ hasText: 'We changed some of your answers' })).toBeFocused();
    await expect(tab(page, 'Info')).toHaveAttribute('aria-selected', 'true');
    await summary.getByRole('link', { name: 'We changed your age to 16: enter an age from 16 to 100' }).click();
    await expect(tab(page, 'Info')).toHaveAttribute('aria-selected', 'true');
    await expect(age).toBeFocused();
    await expect(age).toHaveValue('16');
    await age.press('Enter');
    await expect(tab(page, 'Results')).toHaveAttribute('aria-selected', 'true');
    await expect(summary).not.toContainText('We have not worked out your estimate yet');
    if (!SCREENSHOTS) return;
    await choose(page, 'Daily Living', DL.speak12);
    await choose(page, 'Mobility', MOB.move10);
    await screenshot(page, 'pip-1280-mobility');
    await calculate(page);
    await screenshot(page, 'pip-1280-results');
  });

  // Each rule group's line on screen, on one page: the awards at each threshold, the condition's
  // duration and its review text, where you live and its phone lines, the explainer and the next
  // steps. The figures of every edge in every year are proved in src/calc/pip.cases.ts.
  test('results: the explainer with the rates, numbered next steps, the evidence checklist and sharing; England, Northern Ireland and Scotland name their lines; 8 points each give standard, 12 enhanced; the durations give their review texts, under 3 months no award', async ({
    page,
  }) => {
    await openPip(page);
    await calculate(page);
    // "Calculation Error" is not shown for a normal calculation, and the message of docs/product.md §8 exists for errors.
    await expect(page.locator('[role="alert"]:has([data-toast])')).toHaveCount(0);
    // The calculators share the controller (src/islands/shared/session/useCalculation.ts) and its one wording.
    const js = fs.readdirSync(path.join(DIST, '_astro')).filter((f) => f.endsWith('.js'));
    const code = js.map((f) => fs.readFileSync(path.join(DIST, '_astro', f), 'utf8')).join('');
    expect(code).toContain('Please check your inputs and try again.');

    const explainer = page.getByRole('region', { name: 'How the points work' });
    await expect(explainer).toContainText('8 to 11 points: the standard rate');
    await expect(explainer).toContainText('12 points or more: the enhanced rate');
    const rates = explainer.getByRole('table', { name: /Weekly rates this estimate uses \(2026\/27\)/ });
    await expect(rates.getByRole('row', { name: /Daily living/ })).toHaveText(/Daily living£76\.70£114\.60/);
    await expect(rates.getByRole('row', { name: /Mobility/ })).toHaveText(/Mobility£30\.30£80\.00/);

    const steps = page.getByRole('region', { name: 'Next steps' });
    const stepItems = steps.getByRole('listitem');
    // England: the PIP new claims line is a tel: link.
    await expect(stepItems.filter({ hasText: '0800 917 2222' })).toHaveCount(1);
    await expect(stepItems.getByRole('link', { name: '0800 917 2222' })).toHaveAttribute('href', 'tel:08009172222');
    await expect(stepItems.filter({ hasText: 'PIP2' })).toHaveCount(1);
    expect(await steps.locator('ol').count()).toBe(1);

    const evidence = page.getByRole('region', { name: 'Evidence checklist' });
    await expect(evidence.getByRole('checkbox')).toHaveCount(8);
    await expect(evidence.getByRole('group')).toHaveAccessibleName('0 of 8 gathered');
    await evidence.getByRole('checkbox').nth(2).check();
    await expect(evidence.getByRole('group')).toHaveAccessibleName('1 of 8 gathered');

    await expect(page.getByRole('region', { name: 'Share this calculator' }).getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read our guide to Personal Independence Payment' })).toHaveAttribute('href', '/guides/personal-independence-payment');

    // Northern Ireland: the PIP Centre.
    // "Where do you live?" is the field every calculator shares (src/islands/shared/fields/NationField.tsx), with PIP's own hint.
    const where = page.getByRole('combobox', { name: 'Where do you live?' });
    await tab(page, 'Info').click();
    await expect(where).toHaveValue('england');
    await expect(where).toHaveAccessibleDescription('In Scotland new claims are for Adult Disability Payment, which uses the same points and rates.');
    await where.selectOption({ label: 'Northern Ireland' });
    await calculate(page);
    await expect(steps.getByRole('link', { name: '0800 012 1573' })).toHaveAttribute('href', 'tel:08000121573');

    // In Scotland the result names Adult Disability Payment and Social Security Scotland, with the phone number as a link.
    await tab(page, 'Info').click();
    await where.selectOption({ label: 'Scotland' });
    await choose(page, 'Daily Living', DL.food8);
    await calculate(page);
    await expect(page.getByTestId('pip-scotland-note')).toContainText('Adult Disability Payment');
    await expect(page.getByTestId('pip-scotland-note')).toContainText('Social Security Scotland');
    await expectComponent(page, 'Daily living', 8, 'Standard rate', '£76.70', '£332.11');
    await expect(steps.getByRole('link', { name: '0800 182 2222' })).toHaveAttribute('href', 'tel:08001822222');
    await expect(steps.getByRole('link', { name: 'https://www.mygov.scot/adult-disability-payment' })).toHaveAttribute('href', 'https://www.mygov.scot/adult-disability-payment');
    await expect(steps).not.toContainText('0800 917 2222');
    await expectNoAxeViolations(page, ISLANDS);

    // Adult Disability Payment's special rules for terminal illness (SSI 2022/54 reg 26): both parts enhanced
    // whatever the points: 114.60 + 80.00 = 194.60 a week; 496.22 + 346.40 = 842.62 a month.
    await tab(page, 'Info').click();
    const terminal = page.getByRole('checkbox', { name: 'A doctor or nurse has said I have a terminal illness' });
    await terminal.check();
    await calculate(page);
    await expectComponent(page, 'Daily living', 8, 'Enhanced rate', '£114.60', '£496.22');
    await expectComponent(page, 'Mobility', 0, 'Enhanced rate', '£80.00', '£346.40');
    await expectTotal(page, '£194.60', '£842.62');
    await tab(page, 'Info').click();
    await terminal.uncheck();

    // Each component's standard and enhanced awards reach the screen; the thresholds and each year's figures are the
    // edge cases of src/calc/pip.cases.ts ('2026-27: mobility 8 points: standard' holds the 4 + 4 of two activities).
    // Daily living 8 + 4 = 12: enhanced. Mobility 10 alone: planning answered, then cleared.
    await tab(page, 'Info').click();
    await where.selectOption({ label: 'England' });
    await choose(page, 'Mobility', MOB.plan4);
    await choose(page, 'Daily Living', DL.wash4);
    await choose(page, 'Mobility', MOB.move10);
    await page.getByRole('button', { name: 'Clear answer for Planning and following journeys' }).click();
    await expect(page.getByRole('button', { name: /^1\. Planning and following journeys/ })).toContainText('Not answered');
    await expect(sidebar(page)).toContainText('Mobility: 1/2');
    await calculate(page);
    await expectComponent(page, 'Daily living', 12, 'Enhanced rate', '£114.60', '£496.22');
    await expectComponent(page, 'Mobility', 10, 'Standard rate', '£30.30', '£131.20');
    // In 2026/27 each part's monthly figure adds up to the total's, so the penny note stays away.
    await expect(page.getByText('so the parts may differ from the total by a penny')).toBeHidden();

    // Then 12 each: enhanced.
    await choose(page, 'Mobility', MOB.move12);
    await calculate(page);
    await expectComponent(page, 'Mobility', 12, 'Enhanced rate', '£80.00', '£346.40');
    await expect(status(page)).toContainText('Your estimated PIP: £194.60 per week');
    await expect(page.getByTestId('pip-review-period')).toHaveText('1-2 years (shorter review due to newer condition)');

    // The other durations give their review texts; less than 3 months: both none, £0.
    await tab(page, 'Info').click();
    await page.getByRole('radio', { name: 'More than 9 months' }).check();
    await calculate(page);
    await expect(page.getByTestId('pip-review-period')).toHaveText('18 months to 10 years (depending on likelihood of change)');
    await expectComponent(page, 'Daily living', 12, 'Enhanced rate', '£114.60', '£496.22');

    await tab(page, 'Info').click();
    await page.getByRole('radio', { name: 'Less than 3 months' }).check();
    await expect(page.getByText('You cannot get PIP until your condition has lasted 3 months')).toBeVisible();
    await calculate(page);
    await expect(page.getByTestId('pip-review-period')).toHaveText('Not eligible - condition must last at least 3 months');
    await expectComponent(page, 'Daily living', 12, 'No award', '£0.00', '£0.00');
    await expectComponent(page, 'Mobility', 12, 'No award', '£0.00', '£0.00');
    await expectTotal(page, '£0.00', '£0.00');
    await expect(status(page)).toContainText('Your estimated PIP: £0.00 per week');
  });

  test('the whole flow by keyboard alone, then another tax year changes the figures (2026/27 by default, then 2025/26)', async ({ page }) => {
    await openPip(page);
    await page.evaluate(() => localStorage.clear());
    await tab(page, 'Info').focus();
    await tabTo(page, page.getByRole('button', { name: 'Next: Daily Living' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Daily living activities' })).toBeFocused();
    await expect(tab(page, 'Daily Living')).toHaveAttribute('aria-selected', 'true');

    const food = page.getByRole('button', { name: /^1\. Preparing food/ });
    await tabTo(page, food);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const first = page.getByRole('radio', { name: /^Can prepare and cook a simple meal without help/ });
    await expect(first).toBeFocused();
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
    // Arrow keys move through the statements and choose: a (0) → f (8).
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: /^Cannot prepare and cook food/ })).toBeChecked();
    await expect(sidebar(page)).toContainText('8 points so far');

    await tabTo(page, page.getByRole('button', { name: 'Next: Mobility' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Mobility activities' })).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: /^2\. Moving around/ }));
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: /more than 1 but no more than 20 metres/ })).toBeChecked();

    await tabTo(page, page.getByRole('button', { name: 'Next: Results' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'Calculate PIP Award' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Your estimated award' })).toBeFocused();
    await expectComponent(page, 'Daily living', 8, 'Standard rate', '£76.70', '£332.11');
    await expectComponent(page, 'Mobility', 12, 'Enhanced rate', '£80.00', '£346.40');

    await tabTo(page, page.getByRole('button', { name: 'Save Calculation' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Save calculation' });
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Save Calculation' })).toBeFocused();
    await expect(status(page)).toContainText('Calculation saved');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('savedCalculations') ?? 'null'));
    expect(saved.calculations[0]).toMatchObject({
      type: 'pip',
      data: { assessment: { dailyLiving: { 'preparing-food': 'f' }, mobility: { 'moving-around': 'e' } } },
      result: { dailyLivingPoints: 8, mobilityPoints: 12, weeklyAmount: { total: 156.7 } },
    });
    // 2026/27: 156.70 × 4.33 = 678.511 → 678.51.
    await expectTotal(page, '£156.70', '£678.51');

    // Switching the tax year changes the figures (the rates table (src/calc/rates/pip.ts)); every year's
    // figures for this household are the case '2025-26: daily living standard, mobility enhanced' and its
    // neighbours in src/calc/pip.cases.ts. 2025/26: 73.90 × 4.33 = 319.987 → 319.99; 77.05 × 4.33 =
    // 333.6265 → 333.63; 150.95 × 4.33 = 653.6135 → 653.61, a penny under the parts' 653.62.
    const year = page.getByLabel('Tax year');
    await expect(year.locator('option:checked')).toHaveText('2026 to 2027 (this year)');
    await year.selectOption({ label: '2025 to 2026' });
    await calculate(page);
    await expectComponent(page, 'Daily living', 8, 'Standard rate', '£73.90', '£319.99');
    await expectComponent(page, 'Mobility', 12, 'Enhanced rate', '£77.05', '£333.63');
    await expectTotal(page, '£150.95', '£653.61');
    await expect(page.getByText('so the parts may differ from the total by a penny')).toBeVisible();
    await expect(status(page)).toContainText('Your estimated PIP: £150.95 per week');
    const explainer = page.getByRole('region', { name: 'How the points work' });
    const rates = explainer.getByRole('table', { name: /Weekly rates this estimate uses \(2025\/26\)/ });
    await expect(rates.getByRole('row', { name: /Daily living/ })).toHaveText(/Daily living£73\.90£110\.40/);
    await expect(rates.getByRole('row', { name: /Mobility/ })).toHaveText(/Mobility£29\.20£77\.05/);
    // The Results tab is scanned in the axe test below and in calculators.spec.ts; another year changes its figures only.
  });

  test('axe finds nothing in any state (each tab, open accordions, the Results tab, the save dialog with a blank name); the save dialog: Escape and Cancel save nothing, a name is required, a description is trimmed, one notice at a time', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openPip(page);
    // The empty page, as loaded, is scanned at 1280 and 390 px in foundation.spec.ts.
    await choose(page, 'Daily Living', DL.food8);
    await page.getByRole('button', { name: 'Show all activities' }).click();
    await expectNoAxeViolations(page, ISLANDS);
    await choose(page, 'Mobility', MOB.move10);
    await expectNoAxeViolations(page, ISLANDS);
    await tab(page, 'Results').click();
    await expectNoAxeViolations(page, ISLANDS);
    await calculate(page);
    // The result with its toast is scanned in calculators.spec.ts (the same daily living answer).
    await expect(status(page)).toContainText(TOASTS.complete.pip!);
    const opener = page.getByRole('button', { name: 'Save Calculation' });
    const dialog = page.getByRole('dialog', { name: 'Save calculation' });
    const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem('savedCalculations') ?? 'null'));
    await opener.click();
    // The dialog loads when first opened: Escape once it is there.
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    // The dialog is shut at once, but its close event (which tells the calculator) comes in a task
    // after: a person's next key cannot come sooner, a test's can on a busy machine.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await stored()).toBeNull();

    // A blank name: Save is marked disabled, and Enter says why, by the field and in a toast drawn inside the dialog.
    await opener.click();
    await dialog.getByLabel('Name').fill('  ');
    await expect(dialog.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await dialog.getByLabel('Name').press('Enter');
    await expect(dialog.getByText('Error: Please enter a name for your calculation.')).toBeVisible();
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await expect(dialog.getByRole('status')).toContainText('Name required');
    await expectNoAxeViolations(page, ISLANDS);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await stored()).toBeNull();

    // Four saves: one notice at a time, the newest replacing the one showing (docs/product.md §9).
    for (const name of ['One', 'Two', 'Three', 'Four']) {
      if (!(await dialog.isVisible())) await opener.click();
      await dialog.getByLabel('Name').fill(`  ${name}  `);
      await dialog.getByLabel('Description (optional)').fill(name === 'One' ? '  With my partner  ' : '   ');
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(dialog).toBeHidden();
    }
    const toasts = page.locator('[data-toast]');
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toContainText('"Four"');
    const saved = (await stored()).calculations;
    expect(saved.map((c: { name: string }) => c.name)).toEqual(['One', 'Two', 'Three', 'Four']);
    expect(saved[0].description).toBe('With my partner');
    expect(saved[1]).not.toHaveProperty('description');
  });

  test("a browser that does not allow saving: 'Save failed', the dialog keeps what was typed, nothing saved is lost", async ({ page }) => {
    const before = JSON.stringify({ calculations: [{ id: 'calc_1_aaaaaaaaa', name: 'Kept', type: 'pip', data: {}, result: {}, createdAt: 'x', updatedAt: 'x' }], lastSaved: null });
    await page.addInitScript((text) => {
      const setItem = Storage.prototype.setItem;
      if (localStorage.getItem('savedCalculations') === null) setItem.call(localStorage, 'savedCalculations', text);
      Storage.prototype.setItem = function (key: string, value: string) {
        if (this === window.localStorage) throw new DOMException('The operation is insecure.', 'SecurityError');
        return setItem.call(this, key, value);
      };
    }, before);
    await openPip(page);
    await calculate(page);
    await page.getByRole('button', { name: 'Save Calculation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save calculation' });
    await dialog.getByLabel('Name').fill('Will not save');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    // Not 'try again': a browser that refuses storage will not change its mind.
    const message = 'Your browser does not allow this site to save on this device.';
    await expect(dialog.getByRole('alert').locator('[data-toast="destructive"]')).toContainText('Save failed');
    await expect(dialog.getByRole('alert')).toContainText(message);
    await expect(dialog.locator('form').getByText(message)).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveValue('Will not save');
    await expect(dialog.getByRole('button', { name: 'Save', exact: true })).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('savedCalculations'))).toBe(before);
    await expectNoAxeViolations(page, ISLANDS);
  });
});

test.describe('PIP calculator on a phone (390 px)', () => {
  test.use({ viewport: PHONE });
  test.describe.configure({ timeout: 90_000 });

  test('no horizontal scroll and 44 px targets, the sidebar below the form; the tabs stay on one line and a compact progress bar stays visible at the top, clear of the fields; after Calculate the result heading is in view below the sticky header and the strip, and stays there; axe finds nothing', async ({
    page,
  }) => {
    const noScroll = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await openPip(page);
    const tabs = page.getByRole('tab');
    const tops = await tabs.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(new Set(tops).size, 'all four tabs on one row').toBe(1);

    const bar = page.getByRole('progressbar', { name: 'Activities answered' });
    await expect(bar).toBeInViewport();
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByTestId('pip-progress-bar')).toContainText('Answered 0/12');
    await expect(page.getByTestId('pip-progress-points')).toHaveText('Daily living 0 points · Mobility 0 points');
    await choose(page, 'Daily Living', DL.food8);
    await choose(page, 'Mobility', MOB.move12);
    await expect(bar).toHaveAttribute('aria-valuenow', '2');
    // The strip shows the points that decide the award (preparing food f 8, moving around e 12), and activities answered.
    await expect(page.getByTestId('pip-progress-points')).toHaveText('Daily living 8 points · Mobility 12 points');
    await expect(page.getByTestId('pip-progress-bar')).toContainText('Answered 2/12');
    // Far down the long Daily Living list the bar is still on screen, just under the header.
    await tab(page, 'Daily Living').click();
    await page.getByRole('button', { name: 'Show all activities' }).click();
    await page.getByRole('radio', { name: /^Cannot make any budgeting decisions at all/ }).scrollIntoViewIfNeeded();
    await expect(bar).toBeInViewport();
    const header = await page.locator('header').first().boundingBox();
    const barBox = await page.getByTestId('pip-progress-bar').boundingBox();
    expect(barBox!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
    expect(barBox!.y).toBeLessThan(header!.y + header!.height + 2);
    // A field reached with the keyboard is not hidden under the bar.
    const radio = page.getByRole('radio', { name: /^Cannot make any budgeting decisions at all/ });
    await radio.focus();
    const radioBox = await radio.boundingBox();
    expect(radioBox!.y).toBeGreaterThan(barBox!.y + barBox!.height);
    await expect(page.getByTestId('pip-progress-bar').getByRole('link', { name: 'About this estimate' })).toHaveAttribute('href', '#pip-disclaimer-title');
    await noScroll();
    const main = await page.getByRole('tablist').boundingBox();
    const aside = await sidebar(page).boundingBox();
    expect(aside!.y).toBeGreaterThan(main!.y);
    await screenshot(page, 'pip-390-daily-living');
    expect(await smallTargets(page, 'button, [role=tab], label:has(input[type=radio]), label:has(input[type=checkbox])')).toEqual([]);
    await expectNoAxeViolations(page, ISLANDS);

    await calculate(page);
    const heading = page.getByRole('heading', { name: 'Your estimated award' });
    const expectClear = async () => {
      const strip = await page.getByTestId('pip-progress-bar').boundingBox();
      const header = await page.locator('header').first().boundingBox();
      const box = await heading.boundingBox();
      expect(box!.y, 'below the sticky header').toBeGreaterThanOrEqual(header!.y + header!.height);
      expect(box!.y, 'below the progress strip').toBeGreaterThanOrEqual(strip!.y + strip!.height);
      expect(box!.y + box!.height, 'on screen').toBeLessThanOrEqual(PHONE.height);
    };
    await expectClear();
    // Still clear once the toast is up and the network is quiet (nothing more to load).
    await expect(status(page)).toContainText(TOASTS.complete.pip!);
    await page.waitForLoadState('networkidle');
    await expectClear();
    await noScroll();
    await screenshot(page, 'pip-390-result-in-view');
    expect(await smallTargets(page, 'button, a.btn, label:has(input[type=checkbox])')).toEqual([]);
    await expectNoAxeViolations(page, ISLANDS);
  });

  test('the special rules for end of life: under 3 months still gets the enhanced daily living rate; State Pension age: asked at 66; at 70 with no PIP or DLA the headline says no new claim and gives Attendance Allowance; with PIP or DLA, the award', async ({
    page,
  }) => {
    await openPip(page);
    await page.getByRole('radio', { name: 'Less than 3 months' }).check();
    await page.getByRole('checkbox', { name: 'A doctor or nurse has said I may have 12 months or less to live' }).check();
    await choose(page, 'Daily Living', DL.food8);
    await calculate(page);
    // 2026/27: daily living enhanced 114.60 whatever the points (8 here); × 4.33 = 496.218 → 496.22.
    await expectComponent(page, 'Daily living', 8, 'Enhanced rate', '£114.60', '£496.22');
    await expectTotal(page, '£114.60', '£496.22');
    await expect(page.getByTestId('pip-end-of-life-note')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Next steps' })).toContainText('form SR1');

    // Back to a condition of 3 to 9 months, not at the end of life, nothing chosen.
    await tab(page, 'Info').click();
    await page.getByRole('checkbox', { name: 'A doctor or nurse has said I may have 12 months or less to live' }).uncheck();
    await page.getByRole('radio', { name: 'Between 3 and 9 months' }).check();
    await tab(page, 'Daily Living').click();
    await page.getByRole('button', { name: 'Clear answer for Preparing food' }).click();
    await tab(page, 'Info').click();
    const age = page.getByLabel('Your age');
    await age.fill('66');
    await age.press('Tab');
    const reached = page.getByRole('group', { name: 'Have you reached State Pension age?' });
    await expect(reached.getByRole('link', { name: 'Check your State Pension age on GOV.UK' })).toHaveAttribute('href', 'https://www.gov.uk/state-pension-age');
    await age.fill('70');
    await age.press('Tab');
    await expect(reached).toHaveCount(0);
    const previous = page.getByRole('group', { name: 'Have you been paid PIP or Disability Living Allowance (DLA) at any time in the last 12 months?' });
    await expect(previous).toBeVisible();
    await choose(page, 'Daily Living', DL.speak12);
    await choose(page, 'Mobility', MOB.move12);
    await calculate(page);
    // 2026/27: no £194.60 headline; Attendance Allowance 76.70 / 114.60 (general.attendance-allowance.*); the points still show.
    const headline = page.getByTestId('pip-pension-age-headline');
    await expect(headline).toContainText('No new PIP claim after State Pension age');
    await expect(page.getByTestId('pip-attendance-allowance')).toContainText('£76.70 a week (lower rate) or £114.60 a week (higher rate)');
    await expect(page.getByTestId('pip-total-weekly')).toHaveCount(0);
    await expectComponent(page, 'Daily living', 12, 'No award', '£0.00', '£0.00');
    const steps = page.getByRole('region', { name: 'Next steps' });
    await expect(steps.getByRole('link', { name: '0800 731 0122' })).toHaveAttribute('href', 'tel:08007310122');
    await expect(steps).not.toContainText('0800 917 2222');
    await screenshot(page, 'pip-390-pension-age');
    await expectNoAxeViolations(page, ISLANDS);

    await tab(page, 'Info').click();
    await previous.getByRole('radio', { name: 'Yes' }).check();
    await calculate(page);
    // 114.60 + 80.00 = 194.60; × 4.33 = 842.618 → 842.62.
    await expectTotal(page, '£194.60', '£842.62');
    await expect(headline).toHaveCount(0);
  });
});
