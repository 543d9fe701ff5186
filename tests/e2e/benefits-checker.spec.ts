/**
 * /benefits-checker end to end (docs/product.md §2, §4, §5; docs/rules.md "Eligibility checker"),
 * against the production build and the real server; found by role and label.
 *
 * Rule outcomes worked out by hand from docs/rules.md "Eligibility checker" (age = first number of the range;
 * "income low" = £0-100 or £100-200; "savings low" = under £6,000 or £6,000-£16,000;
 * means test = (unemployed or income low) and savings low), and the ranges by hand from the 2026/27
 * rates (src/calc/rates/years/2026-27.ts) at the ends of the answers, single and a couple
 * (docs/rules.md "The ranges"; each household is a case in src/calc/eligibility.cases.ts or
 * src/calc/eligibility.test.ts). The clock is 26 November 2026 (openIsland), so the year is 2026/27.
 *
 * A. 25-39, unemployed, 1 child, rent-private, 0-100, under-6000, no, no, no:
 *    age 25 in 18-65 and means test met → Universal Credit, high: least single 25+ £424.90 + a child
 *    £303.94 − £100 a week counted in full (£100 × 52 ÷ 12 = £433.33) = £295.51; most a couple 25+
 *    £666.97 + the eldest born before 6 April 2017 £351.88 = £1,018.85 a month, plus help with the rent;
 *    renting privately at working age → no Housing Benefit: the rent is in Universal Credit's housing element;
 *    disability no → no PIP; children '1' → Child Benefit £27.05 per week, high;
 *    means test → Council Tax Support, high: at £100 a week under every scheme's applicable amount
 *    for a parent (England's example £84.80 + £70.80), so up to 100% (80% in England's example); 25 < 66 → no Pension Credit.
 * B. home '65+' → 66+, State Pension age reached (asked in 2026/27: at 66 it depends on the date of
 *    birth), retired, no children, own, 100-200, under-6000, no, no, no:
 *    66 > 65 → no Universal Credit; owns → no Housing Benefit; no PIP; no Child Benefit;
 *    income low and savings low → Council Tax Support, high: guarantee credit at every end, so 100% of the bill;
 *    66 ≥ 66 → Pension Credit, medium, with its calculator: single £238.00 − £200 = £38 to a couple
 *    £363.25 − £100 = £263.25 per week (no savings credit under its thresholds, £208.07 and £329.75).
 * C. 40-54, employed, no children, own, 600+, over-16000, no, no, no: nothing matches → 'No benefits identified'.
 * D. (16-24, a council renter with a disability: now only the case 'ranges: 16-24 council renter with a disability, …'
 *    in src/calc/eligibility.cases.ts.)
 * E. 66+, retired, no children, rent-private, 200-400, under-6000, no, no, yes (a carer):
 *    a pensioner who rents → Housing Benefit, medium: most off the eligible rent single at £400:
 *    65% × (£400 − £238) = £105.30 per week; and Council Tax Support, medium (income not low):
 *    20% × (£400 − £238) = £32.40 per week off 100% of the bill, beside Pension Credit; caring →
 *    Carer's Allowance at the year's rate (2026/27: £86.45 a week, general.carers-allowance.weekly).
 * F. 66+ who has not reached State Pension age (2026/27), unemployed, no children, rent-council, 0-100,
 *    under-6000, disabled, no, no: under State Pension age → Universal Credit (a couple 25+ £666.97 at £0;
 *    single £424.90 − £433.33 nothing → up to £666.97 per month, plus help with the rent), PIP, Council Tax
 *    Support (means test, high), and Pension Credit from State Pension age, which comes by the 67th
 *    birthday (born from 6 March 1961: 67), claimable 4 months before; no Housing Benefit (a working-age renter).
 */
import { test, expect, expectNoAxeViolations, ISLANDS, PHONE, screenshot, SCREENSHOTS, noHorizontalScroll, tabTo, hydrated, openIsland, smallTargets } from './fixtures';
import type { Page } from '@playwright/test';

const openChecker = (page: Page, query = '') => openIsland(page, `/benefits-checker${query}`);
/** The checker again in the same page, as a new tab would have it: no answers kept from before. */
async function reopenChecker(page: Page, query = '') {
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(`/benefits-checker${query}`);
  await hydrated(page);
}

const stepHeading = (page: Page, n: number) => page.getByRole('heading', { name: new RegExp(`^Step ${n} of 3`) });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
const getResults = (page: Page) => page.getByRole('button', { name: 'Get My Results' });
const previous = (page: Page) => page.getByRole('button', { name: 'Previous' });

/** Choose an answer in the radio group whose legend is `question`. */
async function answer(page: Page, question: string, label: string) {
  await page.getByRole('group', { name: question }).getByRole('radio', { name: label, exact: true }).check();
}

type Answers = Array<[question: string, label: string]>;

async function answerStep(page: Page, answers: Answers) {
  for (const [question, label] of answers) await answer(page, question, label);
}

/** Answer each step in turn, Next between them, then Get My Results. */
async function answerAll(page: Page, steps: Answers[]) {
  for (const [i, answers] of steps.entries()) {
    await answerStep(page, answers);
    await (i < steps.length - 1 ? next(page) : getResults(page)).click();
  }
}

const STEP2_LOW: Answers = [
  ['Where do you live?', 'England'],
  ['How much do you have in savings?', 'Under £6,000'],
  ['What is your household income a week?', '£0 to £100'],
];
const STEP3_NO: Answers = [
  ['Do you have a disability or a long-term health condition?', 'No'],
  ['Are you or your partner pregnant?', 'No'],
  ['Do you look after someone who is ill, disabled or older?', 'No'],
];

/** The result card of a benefit: its heading's list item. */
const card = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function expectResult(page: Page, name: string, amount: string, confidence: 'High' | 'Medium') {
  const c = card(page, name);
  await expect(c).toBeVisible();
  await expect(c.getByTestId('estimated-amount')).toHaveText(amount);
  await expect(c).toContainText(`${confidence} confidence`);
  await expect(c).toContainText('You may be eligible');
}

const resultNames = (page: Page) => page.getByRole('region', { name: 'Your results' }).locator('h3[id^="checker-result-"]');

/** Visible targets in <main> matching `selector` less than 44 px tall, as 'text (height)'. */

const TARGETS = 'button, a.btn, label:has(input[type=radio])';

test.describe('benefits checker', () => {
  test("from the home page's quick check to prefilled answers, a tidy address, results (case A) and Start Over", async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Your age').selectOption({ label: '25 to 39' });
    await page.getByLabel('Work').selectOption({ label: 'Unemployed' });
    await page.getByLabel('Children').selectOption({ label: '1 child' });
    await page.getByLabel('Housing').selectOption({ label: 'Renting privately' });
    await page.getByRole('button', { name: 'Get My Benefits Estimate' }).click();
    await page.waitForURL(/\/benefits-checker/);
    await hydrated(page);
    // The answers are read, then removed from the address without a reload.
    await expect(page).toHaveURL(/\/benefits-checker$/);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);

    await expect(stepHeading(page, 1)).toBeVisible();
    await expect(page.getByText('We have filled in 4 answers from your quick check.')).toBeVisible();
    await expect(page.getByRole('group', { name: 'How old are you?' }).getByRole('radio', { name: '25 to 39' })).toBeChecked();
    await expect(page.getByRole('group', { name: 'What is your work situation?' }).getByRole('radio', { name: 'Unemployed' })).toBeChecked();
    await expect(page.getByRole('group', { name: 'How many children do you look after?' }).getByRole('radio', { name: '1 child' })).toBeChecked();
    await expect(page.getByRole('progressbar', { name: 'Benefits checker progress' })).toHaveAttribute('aria-valuenow', '33');
    await expect(page.getByText('33% complete')).toBeVisible();

    await next(page).click();
    await expect(stepHeading(page, 2)).toBeFocused();
    await expect(page.getByText('67% complete')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Do you rent or own your home?' }).getByRole('radio', { name: 'Renting privately' })).toBeChecked();
    await answerStep(page, STEP2_LOW);
    await next(page).click();
    await expect(stepHeading(page, 3)).toBeFocused();
    await expect(page.getByText('100% complete')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Benefits checker progress' })).toHaveAttribute('aria-valuenow', '100');
    await answerStep(page, STEP3_NO);
    await getResults(page).click();

    await expect(page.getByRole('heading', { name: 'Your results' })).toBeFocused();
    await expect(resultNames(page)).toHaveText(['Universal Credit', 'Child Benefit', 'Council Tax Support']);
    await expectResult(page, 'Universal Credit', '£295.51 to £1,018.85 per month, plus help with your rent', 'High');
    await expect(card(page, 'Universal Credit')).toContainText('for a single person and for a couple');
    await expect(card(page, 'Universal Credit')).toContainText('your rent (its housing element)');
    await expect(card(page, 'Universal Credit')).toContainText('supported or temporary accommodation, claim Housing Benefit');
    await expectResult(page, 'Child Benefit', '£27.05 per week', 'High');
    // In England at working age the calculator's example scheme, 80% at most; £100 a week is below its applicable amount
    // for a single person with a child (£84.80 + £70.80 = £155.60), so all of it at both ends.
    await expectResult(page, 'Council Tax Support', '80% of your council tax bill', 'High');
    await expect(card(page, 'Universal Credit').getByRole('link', { name: 'Use the Universal Credit calculator' })).toHaveAttribute('href', '/universal-credit?where=england');
    await expect(card(page, 'Council Tax Support').getByRole('link', { name: 'Use the Council Tax Support calculator' })).toHaveAttribute(
      'href',
      '/council-tax-support?where=england',
    );
    await expect(card(page, 'Child Benefit').getByRole('link', { name: /calculator/ })).toHaveCount(0);
    await expect(card(page, 'Universal Credit')).toContainText('Next steps');

    await page.getByRole('button', { name: 'Start Over' }).click();
    await expect(stepHeading(page, 1)).toBeFocused();
    await expect(page.getByRole('group', { name: 'How old are you?' }).getByRole('radio', { name: '25 to 39' })).toBeChecked();
    await expect(next(page)).toBeEnabled();
    await next(page).click();
    await expect(page.getByRole('group', { name: 'How much do you have in savings?' }).getByRole('radio', { name: 'Under £6,000' })).toBeChecked();
  });

  test("home '65+' prefills '66 or over'; results: Council Tax Support and Pension Credit's range (case B)", async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Your age').selectOption({ label: '65 or over' });
    await page.getByRole('button', { name: 'Get My Benefits Estimate' }).click();
    await page.waitForURL(/\/benefits-checker/);
    await hydrated(page);
    await expect(page).toHaveURL(/\/benefits-checker$/);
    await expect(page.getByRole('radio', { name: '66 or over' })).toBeChecked();
    await expect(page.getByText('We have filled in 1 answer from your quick check.')).toBeVisible();
    // 2026/27: 66 or over asks whether State Pension age is reached, with nothing chosen, and Next waits for it.
    const spa = page.getByRole('group', { name: 'Have you reached State Pension age?' });
    await expect(spa.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(page.getByText('Still to answer: State Pension age, your work situation and children.')).toBeVisible();
    await answerAll(page, [
      [
        ['Have you reached State Pension age?', 'Yes'],
        ['What is your work situation?', 'Retired'],
        ['How many children do you look after?', 'No children'],
      ],
      [
        ['Do you rent or own your home?', 'Own my home'],
        ['Where do you live?', 'England'],
        ['What is your household income a week?', '£100 to £200'],
        ['How much do you have in savings?', 'Under £6,000'],
      ],
      STEP3_NO,
    ]);
    await expect(resultNames(page)).toHaveText(['Council Tax Support', 'Pension Credit']);
    await expectResult(page, 'Council Tax Support', '100% of your council tax bill', 'High');
    await expectResult(page, 'Pension Credit', '£38 to £263.25 per week', 'Medium');
    await expect(card(page, 'Pension Credit').getByRole('link', { name: 'Use the Pension Credit calculator' })).toHaveAttribute('href', '/pension-credit?where=england');
  });

  // Each group of answers and its results, one after another in one page: a fresh tab's answers each time.
  test("66 or over with a disability, at State Pension age: Attendance Allowance at the year’s two rates, with its GOV.UK page (at 390 px); 'No benefits identified' when nothing matches (case C); a pensioner who rents and cares: Housing Benefit and Council Tax Support beside Pension Credit, and Carer's Allowance (case E); 66 or over who has not reached State Pension age: Universal Credit and PIP, and Pension Credit from State Pension age (case F)", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    await openChecker(page, '?age=66%2B&employment=retired&children=no&housing=own');
    await answerAll(page, [
      [['Have you reached State Pension age?', 'Yes']],
      [
        ['Where do you live?', 'England'],
        ['What is your household income a week?', 'Over £600'],
        ['How much do you have in savings?', 'Over £16,000'],
      ],
      [
        ['Do you have a disability or a long-term health condition?', 'Yes'],
        ['Are you or your partner pregnant?', 'No'],
        ['Do you look after someone who is ill, disabled or older?', 'No'],
      ],
    ]);
    await expect(resultNames(page)).toHaveText(['Attendance Allowance', 'Pension Credit']);
    // 2026/27 (GOV.UK benefit and pension rates): Attendance Allowance lower £76.70, higher £114.60 a week.
    await expectResult(page, 'Attendance Allowance', '£76.70 or £114.60 per week', 'Medium');
    await expect(card(page, 'Attendance Allowance').getByRole('link', { name: /gov\.uk\/attendance-allowance/ })).toHaveAttribute('href', /attendance-allowance/);
    await expectNoAxeViolations(page, ISLANDS);

    await page.setViewportSize({ width: 1280, height: 720 });
    await reopenChecker(page);
    await answerAll(page, [
      [
        ['How old are you?', '40 to 54'],
        ['What is your work situation?', 'Employed'],
        ['How many children do you look after?', 'No children'],
      ],
      [
        ['Do you rent or own your home?', 'Own my home'],
        ['Where do you live?', 'England'],
        ['What is your household income a week?', 'Over £600'],
        ['How much do you have in savings?', 'Over £16,000'],
      ],
      STEP3_NO,
    ]);
    await expect(resultNames(page)).toHaveText(['No benefits identified']);
    const none = card(page, 'No benefits identified');
    await expect(none).not.toContainText('You may be eligible');
    await expect(none).toContainText('0800 144 8848');
    await expect(page.getByText('From your answers we could not find a benefit you are likely to get.')).toBeVisible();
    await expectNoAxeViolations(page, ISLANDS);

    // Case D (16-24, a council renter with a disability) is the case 'ranges: 16-24 council renter with a disability, …'
    // of src/calc/eligibility.cases.ts; its young-claimant words, the description tests of src/calc/eligibility.test.ts.

    await reopenChecker(page, '?age=65%2B&employment=retired&children=no&housing=rent-private');
    await answer(page, 'Have you reached State Pension age?', 'Yes');
    await next(page).click();
    await answerStep(page, [
      ['Where do you live?', 'England'],
      ['What is your household income a week?', '£200 to £400'],
      ['How much do you have in savings?', 'Under £6,000'],
    ]);
    await next(page).click();
    await answerStep(page, [
      ['Do you have a disability or a long-term health condition?', 'No'],
      ['Are you or your partner pregnant?', 'No'],
      ['Do you look after someone who is ill, disabled or older?', 'Yes'],
    ]);
    await getResults(page).click();
    await expect(resultNames(page)).toHaveText(['Housing Benefit', "Carer's Allowance", 'Council Tax Support', 'Pension Credit']);
    await expectResult(page, 'Housing Benefit', 'Your eligible rent, less up to £105.30 per week for your income and savings', 'Medium');
    await expectResult(page, 'Council Tax Support', '100% of your council tax bill, less up to £32.40 per week for your income and savings', 'Medium');
    await expectResult(page, "Carer's Allowance", '£86.45 per week', 'Medium');
    await expect(card(page, 'Housing Benefit').getByRole('link', { name: 'Use the Housing Benefit calculator' })).toHaveAttribute('href', '/housing-benefit?where=england');
    await expect(card(page, 'Council Tax Support').getByRole('link', { name: 'Use the Council Tax Support calculator' })).toHaveAttribute(
      'href',
      '/council-tax-support?where=england',
    );
    await expect(card(page, 'Pension Credit').getByRole('link', { name: 'Use the Pension Credit calculator' })).toHaveAttribute('href', '/pension-credit?where=england');
    // Results like these are scanned with case C above, at 390 px with Attendance Allowance, and in the axe test below.

    await reopenChecker(page);
    await answerAll(page, [
      [
        ['How old are you?', '66 or over'],
        ['Have you reached State Pension age?', 'No'],
        ['What is your work situation?', 'Unemployed'],
        ['How many children do you look after?', 'No children'],
      ],
      [['Do you rent or own your home?', 'Renting from the council or a housing association'], ...STEP2_LOW],
      [
        ['Do you have a disability or a long-term health condition?', 'Yes'],
        ['Are you or your partner pregnant?', 'No'],
        ['Do you look after someone who is ill, disabled or older?', 'No'],
      ],
    ]);
    await expect(resultNames(page)).toHaveText(['Universal Credit', 'Personal Independence Payment (PIP)', 'Council Tax Support', 'Pension Credit']);
    await expectResult(page, 'Universal Credit', 'Up to £666.97 per month, plus help with your rent', 'High');
    await expect(card(page, 'Pension Credit')).toContainText('Yours comes by your 67th birthday at the latest, and you can claim up to 4 months before it.');
    await expect(page.getByRole('region', { name: 'Your answers' })).toContainText('Have you reached State Pension age?');
  });

  test("query prefill maps '55-64' to '55-65', ignores unknown values and keeps other parameters", async ({ page }) => {
    await openChecker(page, '?age=55-64&employment=astronaut&children=3%2B&ref=news');
    await expect(page).toHaveURL(/\/benefits-checker\?ref=news$/);
    await expect(page.getByRole('radio', { name: '55 to 65' })).toBeChecked();
    await expect(page.getByRole('group', { name: 'How many children do you look after?' }).getByRole('radio', { name: '3 or more' })).toBeChecked();
    await expect(page.getByRole('group', { name: 'What is your work situation?' }).getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(page.getByText('We have filled in 2 answers from your quick check.')).toBeVisible();
  });

  test('Next and Get My Results stay disabled until the step is answered, with a hint saying why; Previous is disabled on step 1', async ({ page }) => {
    await openChecker(page);
    await expect(previous(page)).toBeDisabled();
    await expect(next(page)).toBeDisabled();
    await expect(next(page)).toHaveAccessibleDescription('Answer every question on this step to continue. Still to answer: your age, your work situation and children.');
    // Pressing it does nothing.
    await next(page).click({ force: true });
    await expect(stepHeading(page, 1)).toBeVisible();
    await answer(page, 'How old are you?', '25 to 39');
    await answer(page, 'What is your work situation?', 'Student');
    await expect(next(page)).toHaveAccessibleDescription('Answer every question on this step to continue. Still to answer: children.');
    await expect(next(page)).toBeDisabled();
    await answer(page, 'How many children do you look after?', '2 children');
    await expect(next(page)).toBeEnabled();
    await expect(page.getByText('Answer every question on this step')).toBeHidden();
    await next(page).click();
    await expect(previous(page)).toBeEnabled();
    await expect(next(page)).toBeDisabled();
    await answerStep(page, [['Do you rent or own your home?', 'Living with family'], ...STEP2_LOW]);
    await next(page).click();
    await expect(getResults(page)).toBeDisabled();
    await answer(page, 'Do you have a disability or a long-term health condition?', 'No');
    await expect(getResults(page)).toHaveAccessibleDescription(/Still to answer: pregnancy and caring\./);
    await previous(page).click();
    await expect(stepHeading(page, 2)).toBeFocused();
    await expect(page.getByRole('radio', { name: 'Living with family' })).toBeChecked();
  });

  test('the whole flow by keyboard alone, with focus on each step heading', async ({ page }) => {
    await openChecker(page);
    await stepHeading(page, 1).evaluate((el) => (el as HTMLElement).focus());
    // Into the first group: Tab reaches its first radio; arrows choose within it.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: '16 to 24' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: '25 to 39' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: 'Employed', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Unemployed' })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: '1 child' })).toBeChecked();
    await tabTo(page, next(page));
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 2)).toBeFocused();

    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'England' })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'Renting privately' })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: '£0 to £100' })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'Under £6,000' })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(next(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 3)).toBeFocused();

    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      // Yes is first: move to No.
      await page.keyboard.press('ArrowRight');
    }
    await tabTo(page, getResults(page));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Your results' })).toBeFocused();
    await expect(resultNames(page)).toHaveText(['Universal Credit', 'Child Benefit', 'Council Tax Support']);

    await tabTo(page, page.getByRole('button', { name: 'Start Over' }));
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 1)).toBeFocused();
    await expect(page.getByRole('radio', { name: '1 child' })).toBeChecked();
  });

  test('one anonymous start on the first answer, one completed event with the results, when tracking is on, and nothing typed', async ({ page }) => {
    await page.route('**/api/settings/public', (route) => route.fulfill({ json: { analytics_tracking_enabled: true } }));
    // The page's usage token (the server here has tracking off, so the test answers for it).
    await page.route('**/api/usage/token', (route) => route.fulfill({ json: { token: 'page-token' } }));
    const events: unknown[] = [];
    await page.route('**/api/usage', async (route) => {
      events.push(route.request().postDataJSON());
      await route.fulfill({ status: 204 });
    });
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await openChecker(page, '?age=25-39&employment=unemployed&children=1&housing=rent-private');
    await next(page).click();
    await answerStep(page, STEP2_LOW);
    await next(page).click();
    await answerStep(page, STEP3_NO);
    await expect.poll(() => events.length).toBe(1);
    expect(events).toEqual([{ calculator_type: 'benefits-checker', is_mobile: false, completed: false }]);
    await getResults(page).click();
    await expect.poll(() => events.length).toBe(2);
    expect(events).toEqual([
      { calculator_type: 'benefits-checker', is_mobile: false, completed: false },
      { calculator_type: 'benefits-checker', is_mobile: false, completed: true },
    ]);
    expect(errors, 'no console errors (hydration included)').toEqual([]);
  });

  test('a Scottish family at 390 px: Adult Disability Payment, Scottish Child Payment, the Best Start Grant and Foods and Carer Support Payment, each from Social Security Scotland', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await openChecker(page);
    await answerAll(page, [
      [
        ['How old are you?', '25 to 39'],
        ['What is your work situation?', 'Unemployed'],
        ['How many children do you look after?', '2 children'],
      ],
      [
        ['Where do you live?', 'Scotland'],
        ['Do you rent or own your home?', 'Renting from the council or a housing association'],
        ['What is your household income a week?', '£0 to £100'],
        ['How much do you have in savings?', 'Under £6,000'],
      ],
      [
        ['Do you have a disability or a long-term health condition?', 'Yes'],
        ['Are you or your partner pregnant?', 'No'],
        ['Do you look after someone who is ill, disabled or older?', 'Yes'],
      ],
    ]);
    await expect(resultNames(page)).toHaveText([
      'Universal Credit',
      'Adult Disability Payment',
      'Child Benefit',
      'Scottish Child Payment',
      'Best Start Grant',
      'Best Start Foods',
      'Carer Support Payment',
      'Council Tax Support',
    ]);
    // 2026/27: 2 × £28.20 = £56.40 a week; Best Start Foods £5.60 to £11.20; Carer Support Payment £86.45.
    await expectResult(page, 'Scottish Child Payment', '£56.40 per week for 2 children under 16', 'High');
    await expectResult(page, 'Best Start Foods', '£5.60 to £11.20 per week', 'Medium');
    await expectResult(page, 'Carer Support Payment', '£86.45 per week', 'Medium');
    await expect(card(page, 'Scottish Child Payment')).toContainText('0800 182 2222');
    await expectNoAxeViolations(page, ISLANDS);

    // Where you live goes to the calculator a result opens, and leaves its address once read.
    await card(page, 'Universal Credit').getByRole('link', { name: 'Use the Universal Credit calculator' }).click();
    await expect(page.locator('#uc-location')).toHaveValue('scotland');
    await expect(page).toHaveURL(/\/universal-credit\/?$/);
  });

  test('axe finds nothing on each step and the results', async ({ page }) => {
    test.setTimeout(90_000);
    await openChecker(page);
    // The empty page, as loaded, is scanned at 1280 and 390 px in foundation.spec.ts.
    await answerStep(page, [
      ['How old are you?', '25 to 39'],
      ['What is your work situation?', 'Unemployed'],
      ['How many children do you look after?', '1 child'],
    ]);
    await expectNoAxeViolations(page, ISLANDS);
    await next(page).click();
    await expectNoAxeViolations(page, ISLANDS);
    await answerStep(page, [['Do you rent or own your home?', 'Renting privately'], ...STEP2_LOW]);
    await next(page).click();
    await expectNoAxeViolations(page, ISLANDS);
    await answerStep(page, STEP3_NO);
    await getResults(page).click();
    await expect(page.getByRole('heading', { name: 'Your results' })).toBeVisible();
    await expectNoAxeViolations(page, ISLANDS);
  });
});

test.describe('benefits checker without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('says it needs JavaScript, hides the form and links to the calculators and guides', async ({ page }) => {
    await page.goto('/benefits-checker');
    await expect(page.getByRole('heading', { name: 'The checker needs JavaScript' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'PIP calculator' })).toHaveAttribute('href', '/pip');
    await expect(main.getByRole('link', { name: 'Universal Credit calculator' })).toHaveAttribute('href', '/universal-credit');
    await expect(main.getByRole('link', { name: 'Universal Credit guide' })).toHaveAttribute('href', '/guides/universal-credit');
    await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeHidden();
  });
});

test.describe('benefits checker on a phone (390 px)', () => {
  test.use({ viewport: PHONE });

  test('no horizontal scroll and every button and radio target at least 44 px tall, in every step and the results, with a range the engines worked out', async ({ page }) => {
    test.setTimeout(90_000);
    await openChecker(page);
    const check = async (name: string) => {
      await noHorizontalScroll(page);
      expect(await smallTargets(page, TARGETS), name).toEqual([]);
    };
    await check('step 1');
    await screenshot(page, 'checker-390-step1');
    await answerStep(page, [
      ['How old are you?', '25 to 39'],
      ['What is your work situation?', 'Unemployed'],
      ['How many children do you look after?', '1 child'],
    ]);
    await next(page).click();
    await check('step 2');
    await answerStep(page, [['Do you rent or own your home?', 'Renting privately'], ...STEP2_LOW]);
    await next(page).click();
    await check('step 3');
    await screenshot(page, 'checker-390-step3');
    await answerStep(page, STEP3_NO);
    await getResults(page).click();
    // Case A's range, worked out by the Universal Credit engine as the results load (the year 2026/27, the clock's).
    await expect(card(page, 'Universal Credit').getByTestId('estimated-amount')).toHaveText('£295.51 to £1,018.85 per month, plus help with your rent');
    await check('results');
    await screenshot(page, 'checker-390-results');
    await expectNoAxeViolations(page, ISLANDS);
  });
});

test.describe('benefits checker on a desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('screenshots of a step and the results', async ({ page }) => {
    test.skip(!SCREENSHOTS, 'pictures only: SCREENSHOTS=1');
    await openChecker(page, '?age=25-39&employment=unemployed&children=1&housing=rent-private');
    await screenshot(page, 'checker-1280-step1');
    await next(page).click();
    await answerStep(page, STEP2_LOW);
    await next(page).click();
    await answerStep(page, STEP3_NO);
    await getResults(page).click();
    await screenshot(page, 'checker-1280-results');
  });
});
