/**
 * /pension-credit end to end (docs/rules.md "Pension Credit"), against the production build and
 * the real server, at 390 px. What every calculator does (save, load, the year choice, published
 * rates) is in calculators.spec.ts; here, that each group of lines reaches the screen, the keyboard
 * alone through the tabs, and the button into Housing Benefit. Every figure is worked out by hand
 * from the 2026/27 rates (src/calc/rates/), the arithmetic in the comments.
 */
import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, ISLANDS, PHONE, PHONE_SCAN, hydrated, noHorizontalScroll, openIsland, tabTo } from './fixtures';

const ISLAND = 'PensionCreditCalculator';
const open = (page: Page) => openIsland(page, '/pension-credit', ISLAND);
const results = (page: Page) => page.getByRole('region', { name: 'Your estimate' });
const figure = (page: Page, term: string) =>
  results(page)
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
/** The working line(s) whose label starts with `label`, in the results. */
const line = (page: Page, label: string) =>
  results(page)
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const calculate = (page: Page) => page.getByRole('button', { name: 'Calculate', exact: true }).click();
/** Start again (docs/product.md §2): every answer back to its default, for the next household on the same page. */
async function startAgain(page: Page) {
  await page.getByRole('button', { name: 'Start again' }).click();
  await page.getByRole('alertdialog', { name: 'Start again?' }).getByRole('button', { name: 'Yes, start again' }).click();
  await tab(page, 'You and your partner').click();
  await expect(results(page)).not.toContainText('Per week');
}

test.describe('Pension Credit calculator', () => {
  test.describe.configure({ timeout: 60_000 });
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE);
  });

  test('a pensioner of 80 with savings: guarantee credit and savings credit, each with its lines; what it opens; how to claim', async ({ page }) => {
    await open(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Pension Credit Calculator' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Pension Credit guide' }).first()).toHaveAttribute('href', '/guides/pension-credit');
    await page.getByLabel('Your age').fill('80');
    // Not asked at 80: State Pension age and the 2016 question are settled by the age.
    await expect(page.getByRole('group', { name: 'Have you reached State Pension age?' })).toHaveCount(0);
    await expect(page.getByRole('group', { name: /before 6 April 2016/ })).toHaveCount(0);
    // The partner's questions only for a couple.
    await expect(page.getByLabel('Your partner’s age')).toHaveCount(0);
    await expectNoAxeViolations(page, { ...ISLANDS, ...PHONE_SCAN });
    await tab(page, 'Money').click();
    await page.getByLabel('Your State Pension').fill('200');
    await page.getByLabel('Your other pensions').fill('30');
    await page.getByLabel('Your savings and investments').fill('12000');
    await tab(page, 'Home').click();
    await page.getByLabel('I own it').check();
    await expectNoAxeViolations(page, { ...ISLANDS, ...PHONE_SCAN });
    await calculate(page);
    await expect(page.getByRole('heading', { name: 'Your estimate' })).toBeFocused();

    // Guarantee: single £238.00. Income: £200 + £30 + tariff income (£12,000 − £10,000 = £2,000, 4 × £500: £4) = £234.00.
    await expect(line(page, 'Standard minimum guarantee')).toContainText('£238.00');
    await expect(line(page, 'Your guarantee (appropriate minimum guarantee)')).toContainText('equals £238.00');
    await expect(line(page, 'State Pension')).toContainText('£200.00');
    await expect(line(page, 'Other pensions')).toContainText('plus £30.00');
    await expect(line(page, 'Tariff income from savings')).toContainText('plus £4.00');
    await expect(line(page, 'Income counted').first()).toContainText('equals £234.00');
    // Guarantee credit: £238.00 − £234.00 = £4.00.
    await expect(line(page, 'Guarantee credit')).toContainText('equals £4.00');
    // Savings credit (80: State Pension age before April 2016): amount A = 60% × (£234.00 − £208.07) = 60% × £25.93 = £15.558 → £15.56,
    // below the £17.96 maximum; amount B = 0 (income below the guarantee). £15.56.
    await expect(line(page, 'Savings credit threshold')).toContainText('£208.07');
    await expect(line(page, 'Amount A')).toContainText('£15.56');
    await expect(line(page, 'Savings credit').last()).toContainText('equals £15.56');
    // Weekly £4.00 + £15.56 = £19.56; monthly £19.56 × 52 ÷ 12 = £1,017.12 ÷ 12 = £84.76.
    await expect(figure(page, 'Per week')).toHaveText('£19.56');
    await expect(figure(page, 'Per month')).toHaveText('£84.76');
    // What it opens, with its figure: at 80, the free TV licence (£180.00 in 2026/27).
    const opens = results(page).getByRole('region', { name: 'What Pension Credit opens' });
    await expect(opens).toContainText('Free TV licence');
    await expect(opens).toContainText('£180.00');
    // An owner: Council Tax Support only.
    await expect(results(page).getByRole('link', { name: 'Check your Council Tax Support' })).toHaveAttribute('href', '/council-tax-support');
    await expect(results(page).getByRole('link', { name: 'Check your Housing Benefit' })).toHaveCount(0);
    const claim = results(page).getByRole('region', { name: 'How to claim' });
    await expect(claim.getByRole('link', { name: '0800 99 1234' })).toHaveAttribute('href', 'tel:0800991234');
    // The result at 390 px is scanned in calculators.spec.ts, and a renter's, with its way into Housing Benefit, below.
    await noHorizontalScroll(page);
  });

  // Each rule group's line on one page, a household at a time (Start again between them).
  test('over the guarantee: how close, and what could change it; earnings as a part-time firefighter and a war pension: each asked only when it can matter, £20 and £10 ignored (Sch VI para 2, Sch IV para 1); savings credit, closed to someone who reached State Pension age after 5 April 2016, is information, not a red warning; a date of birth decides State Pension age (Pensions Act 2014 s 26), typed as day, month and year', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await open(page);
    await page.getByLabel('Your age').fill('70');
    await tab(page, 'Money').click();
    await page.getByLabel('Your State Pension').fill('250');
    await calculate(page);
    // £250.00 − £238.00 = £12.00 above the guarantee; 70 reached State Pension age after April 2016: no savings credit (the case
    // '2026/27 single 70 just over the guarantee: nothing').
    await expect(figure(page, 'Per week')).toHaveText('£0.00');
    await expect(results(page)).toContainText('Your income is £12.00 a week above the guarantee of £238.00.');
    await expect(results(page).getByRole('region', { name: 'What could change this' })).toContainText('severe disability addition of £86.05 a week');
    await expectNoAxeViolations(page, { ...ISLANDS, ...PHONE_SCAN });

    await startAgain(page);
    await page.getByLabel('Your age').fill('70');
    await tab(page, 'Money').click();
    await page.getByLabel('Your State Pension').fill('180');
    const firefighter = page.getByLabel(/^You earn some of it as a part-time firefighter/);
    // Asked only with earnings.
    await expect(firefighter).toHaveCount(0);
    await page.getByLabel('Your earnings from work').fill('30');
    await firefighter.check();
    // The war pension's amount only once they say they get one.
    await expect(page.getByLabel('Your war pension')).toHaveCount(0);
    await page.getByLabel(/^You get a war disablement pension/).check();
    await page.getByLabel('Your war pension').fill('50');
    await expectNoAxeViolations(page, { ...ISLANDS, ...PHONE_SCAN });
    await calculate(page);

    // 2026/27 single £238.00. Income: £180 + earnings £30 − £20 + war pension £50 − £10 = £230.00; guarantee credit £8.00 (the case
    // '2026/27 a part-time firefighter with a war pension: 20 and 10 ignored').
    await expect(line(page, 'Earnings disregard')).toContainText('£20.00');
    await expect(line(page, 'War pension disregard')).toContainText('minus £10.00');
    await expect(line(page, 'Income counted').first()).toContainText('equals £230.00');
    await expect(line(page, 'Guarantee credit')).toContainText('equals £8.00');
    await noHorizontalScroll(page);

    await startAgain(page);
    // 70 in 2026/27: State Pension age reached after 6 April 2016 (taken from the age: 70 < 2026 − 1950 = 76).
    await page.getByLabel('Your age').fill('70');
    await tab(page, 'Money').click();
    await page.getByLabel('Your State Pension').fill('230');
    await tab(page, 'Home').click();
    await page.getByLabel('I own it').check();
    await calculate(page);
    const note = page.getByTestId('pc-savings-credit-note');
    await expect(note).toHaveText(/^Savings credit is only for people who reached State Pension age before 6 April 2016, so it is not part of your estimate/);
    await expect(results(page)).not.toContainText('Savings credit would be');
    await expect(page.getByRole('heading', { name: 'Important' })).toHaveCount(0);
    await expectNoAxeViolations(page, { ...ISLANDS, ...PHONE_SCAN });

    await startAgain(page);
    await page.getByLabel('Your age').fill('66');
    // At 66 the age does not settle it: asked.
    await expect(page.getByRole('group', { name: 'Have you reached State Pension age?' })).toBeVisible();
    const born = page.getByRole('group', { name: 'Your date of birth (optional)' });
    // A date that does not exist: said plainly once the boxes are left, and what was typed stays.
    await born.getByLabel('Day').fill('31');
    await born.getByLabel('Month').fill('4');
    await born.getByLabel('Year').fill('1960');
    await page.keyboard.press('Tab');
    await expect(born).toContainText('Error: Your date of birth must be a real date');
    await expect(born.getByLabel('Day')).toHaveValue('31');
    // Born 10 September 1960: State Pension age 66 and 6 months, on 10 March 2027, so not reached on 26 November 2026.
    await born.getByLabel('Day').fill('10');
    await born.getByLabel('Month').fill('9');
    await expect(born).not.toContainText('Error:');
    await expect(page.getByRole('group', { name: 'Have you reached State Pension age?' })).toHaveCount(0);
    await calculate(page);
    // The result names that day: 10 September 1960 + 66 years 6 months = 10 March 2027.
    await expect(results(page)).toContainText('You reach State Pension age on 10 March 2027. You cannot get Pension Credit until then, but you can claim from 4 months before.');
    await expectNoAxeViolations(page, { ...ISLANDS, ...PHONE_SCAN });
  });

  test('keyboard alone: the tabs with arrow keys, an answer on each, Calculate', async ({ page }) => {
    await open(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByLabel('Your age'));
    await page.keyboard.press('Control+A');
    await page.keyboard.type('70');
    // Back to the tab list (on the selected tab), then Right arrow selects Money.
    await tabTo(page, tab(page, 'You and your partner'), { reverse: true });
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Money')).toBeFocused();
    await expect(tab(page, 'Money')).toHaveAttribute('aria-selected', 'true');
    await tabTo(page, page.getByLabel('Your State Pension'));
    await page.keyboard.type('169.50');
    await tabTo(page, page.getByRole('button', { name: 'Continue to Home' }));
    await page.keyboard.press('Enter');
    await expect(tab(page, 'Home')).toBeFocused();
    await tabTo(page, page.getByLabel('I own it'));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel('I own a long lease')).toBeChecked();
    await tabTo(page, page.getByLabel('Ground rent and service charges'));
    await page.keyboard.press('Control+A');
    await page.keyboard.type('10');
    await tabTo(page, page.getByRole('button', { name: 'Calculate', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Your estimate' })).toBeFocused();
    // £238.00 + £10.00 housing costs = £248.00; − £169.50 = £78.50 guarantee credit.
    await expect(line(page, 'Housing costs')).toContainText('plus £10.00');
    await expect(figure(page, 'Per week')).toHaveText('£78.50');
  });

  test('the button into Housing Benefit carries the household as Housing Benefit asks it (the partner as the couple answer, the other adult as person 2, a child at the higher disability rate with the enhanced disability premium for a child), and guarantee credit ticked', async ({
    page,
  }) => {
    await open(page);
    await page.getByLabel('Your age').fill('70');
    await page.getByLabel('Yes, we are a couple').check();
    await page.getByLabel('Your partner’s age').fill('68');
    await page.getByLabel('How many other adults aged 18 or over live with you?').fill('1');
    await page.getByRole('button', { name: 'Add a child' }).click();
    await page.getByLabel('Age of child 1').fill('15');
    await page.getByLabel('Gets a disability benefit (child 1)').selectOption({
      label: 'Yes, the highest care rate of Disability Living Allowance or the enhanced daily living rate of PIP, or registered blind',
    });
    await tab(page, 'Money').click();
    await page.getByLabel('Your State Pension').fill('169.50');
    await page.getByLabel('Your partner’s State Pension').fill('100');
    await page.getByLabel('Your savings and investments together').fill('3000');
    await tab(page, 'Home').click();
    await page.getByLabel('I rent it').check();
    await expect(page.getByText('Pension Credit does not include rent.')).toBeVisible();
    await page.getByLabel('Your rent (optional)').fill('120');
    await calculate(page);
    // Couple £363.25 + a child of 15 (born before April 2017, the eldest) £81.07 + the higher disabled child addition £118.46
    // = £562.78; income £269.50; £293.28 guarantee credit. The other adult changes nothing here (no severe disability addition).
    await expect(line(page, 'Guarantee credit')).toContainText('equals £293.28');
    await expectNoAxeViolations(page, { ...ISLANDS, ...PHONE_SCAN });

    const carry = results(page).getByRole('link', { name: 'Check your Housing Benefit' });
    await tabTo(page, carry);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/housing-benefit$/);
    await hydrated(page, 'HousingBenefitCalculator');
    await expect(page.getByText('Your Pension Credit answers are filled in.')).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Answers carried over');
    await expect(page.getByLabel('Your age')).toHaveValue('70');
    // Housing Benefit asks State Pension age only at 66 (docs/rules.md HB 1); at 70 it is settled by the age.
    await expect(page.getByRole('group', { name: 'Have you reached State Pension age?' })).toHaveCount(0);
    await expect(page.getByLabel('Yes, we are a couple')).toBeChecked();
    // The partner is the couple answer and their age, never a person in the list (docs/rules.md HB 1).
    await expect(page.getByLabel('Your partner’s age')).toHaveValue('68');
    await expect(page.getByLabel('Age of person 1')).toHaveValue('15');
    await expect(page.getByLabel('Relationship to you (person 1)')).toHaveValue('child');
    await expect(page.getByLabel('Gets Disability Living Allowance or PIP, or is registered blind (person 1)')).toBeChecked();
    // The higher rate: the enhanced disability premium for a child (HB(SPC) Regs Sch 3 para 7).
    await expect(page.getByLabel('A child gets the enhanced daily living rate of PIP or the highest care rate of DLA')).toBeChecked();
    await expect(page.getByLabel('Relationship to you (person 2)')).toHaveValue('non-dependant');
    await expect(page.getByLabel('Relationship to you (person 3)')).toHaveCount(0);
    await tab(page, 'Property').click();
    await expect(page.getByRole('textbox', { name: /^Your rent/ })).toHaveValue('120');
    await tab(page, 'Income').click();
    // £169.50 + £100.00
    await expect(page.getByLabel('Pension income')).toHaveValue('269.50');
    await expect(page.getByLabel('Total savings and investments')).toHaveValue('3000');
    await expect(page.getByRole('group', { name: 'Do you get Pension Credit (guarantee credit)?' }).getByLabel('Yes')).toBeChecked();
    // With guarantee credit the council ignores income: the whole rent (£120, no area looked up, so not capped) less the
    // deduction for the other adult of 18 with no income given, the lowest band £20.40 (2026/27): £99.60. The result names
    // them as the form does, person 2.
    const hbResults = page.getByRole('region', { name: 'Your estimate' });
    await expect(hbResults.locator('dt', { hasText: /^Per week$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText('£99.60');
    await expect(hbResults.getByText('Non-dependant deduction (person 2, aged 18)')).toBeVisible();
    await expectNoAxeViolations(page, { ...ISLANDS, ...PHONE_SCAN });
  });
});
