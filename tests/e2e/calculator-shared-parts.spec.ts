/**
 * The parts every calculator shares, end to end at 390 px against the production build:
 * the tax-year choice and the result's year line (docs/rules.md "Tax years"), saved calculations
 * reopening in their year (§4), answers kept through reload and Back until Start again,
 * notes when a number field changes what was typed, toasts that never cover the result,
 * and the no-JavaScript message. Controls are found by role and label.
 *
 * Figures by hand from the rates table (src/calc/rates/) (PIP weekly rates by tax year; docs/product.md §9):
 *   PIP daily living standard: 2024/25 £72.65, 2025/26 £73.90, 2026/27 £76.70 a week.
 *   "Cannot prepare and cook food" scores 8 points: the standard rate.
 * Universal Credit, single, 30, no income, no housing costs: the standard allowance for a
 * single person 25 or over: 2024/25 £393.45 a month.
 */
import { test, expect, expectNoAxeViolations, ISLANDS, PHONE, PHONE_SCAN, openIsland, hydrated } from './fixtures';
import type { Locator, Page } from '@playwright/test';

test.use({ viewport: PHONE });

/** Desktop width, for a second scan of a state first scanned at 390 px (colours are the same at both widths). */
const DESKTOP = { width: 1280, height: 800 };

const FOOD_8 = ['Preparing food', 'Cannot prepare and cook food.'] as const;

const openPip = (page: Page) => openIsland(page, '/pip', 'PipCalculator');

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const taxYear = (page: Page) => page.getByLabel('Tax year');

async function chooseFood8(page: Page) {
  await tab(page, 'Daily Living').click();
  const button = page.getByRole('button', { name: /^\d+\. Preparing food/ });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await page.getByRole('radio', { name: new RegExp(`^${FOOD_8[1].replace('.', '\\.')}`) }).check();
}

async function calculatePip(page: Page) {
  await tab(page, 'Results').click();
  await page.getByRole('button', { name: 'Calculate PIP Award' }).click();
  await expect(page.getByRole('heading', { name: 'Your estimated award' })).toBeFocused();
}

const pipWeekly = (page: Page) => page.getByTestId('pip-total-weekly');

/** True when two boxes overlap. */
function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function expectNotCovered(page: Page, figure: Locator) {
  const toast = page.locator('[data-toast]').first();
  await expect(toast).toBeVisible();
  const [t, f] = [await toast.boundingBox(), await figure.boundingBox()];
  expect(t && f).toBeTruthy();
  // The figure is on screen and no toast lies over it.
  expect(f!.y).toBeGreaterThanOrEqual(0);
  expect(f!.y + f!.height).toBeLessThanOrEqual(PHONE.height);
  expect(overlaps(t!, f!), `toast ${JSON.stringify(t)} covers the figure ${JSON.stringify(f)}`).toBe(false);
}

/**
 * A link with answers (README "The link with your answers"), made in the page as the calculator
 * makes one: `{ v: 1, c, a }` as JSON, deflated, in base64url after '#a='.
 */
async function answersLink(page: Page, calculator: string, answers: object): Promise<string> {
  return page.evaluate(
    async ({ c, a }) => {
      const json = new TextEncoder().encode(JSON.stringify({ v: 1, c, a }));
      const out = new Blob([json]).stream().pipeThrough(new CompressionStream('deflate'));
      const bytes = new Uint8Array(await new Response(out).arrayBuffer());
      let binary = '';
      for (const b of bytes) binary += String.fromCharCode(b);
      return '#a=' + btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    },
    { c: calculator, a: answers },
  );
}

/** A private renter in East Lancs (found from BB5 1AA), £600 a month, no income, 2026/27. */
const UC_RENTER = {
  taxYear: '2026-27',
  housingDetails: { housingType: 'rent', tenancyType: 'private', monthlyRent: 600, serviceCharges: 0, localHousingAllowanceArea: 'east-lancs', postcode: 'BB5 1AA' },
};

async function openUcLink(page: Page) {
  await openIsland(page, '/universal-credit', 'UniversalCreditCalculator');
  const link = await answersLink(page, 'universal-credit', UC_RENTER);
  await page.goto('/universal-credit' + link);
  await hydrated(page, 'UniversalCreditCalculator');
}

test.describe('saved calculations keep their year', () => {
  test('a calculation saved in 2024/25 is listed with its figure and year, and reopens in 2024/25; one saved before tax years opens in 2025/26 and says so, a reset answer named', async ({
    page,
  }) => {
    await openPip(page);
    await taxYear(page).selectOption({ label: '2024 to 2025' });
    await chooseFood8(page);
    await calculatePip(page);
    await expect(pipWeekly(page)).toHaveText('£72.65 a week');
    await page.getByRole('button', { name: 'Save Calculation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save calculation' });
    await dialog.getByLabel('Name').fill('Last year');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    // The calculator keeps its answers after saving (docs/product.md §4 clears the dialog's form).
    await expect(pipWeekly(page)).toHaveText('£72.65 a week');

    await page.goto('/saved-calculations');
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Last year' }) });
    await expect(item).toContainText('£72.65 a week · 2024 to 2025 rates');
    await expectNoAxeViolations(page, ISLANDS);
    await item.getByRole('button', { name: 'Load Last year' }).click();
    await page.waitForURL('**/pip');
    await expect(taxYear(page)).toHaveValue('2024-25');
    await expect(pipWeekly(page)).toHaveText('£72.65 a week');
    await expect(page.getByText('Worked out with the 2024 to 2025 rates')).toBeVisible();

    // A calculation saved before tax years.
    await page.goto('/saved-calculations');
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
      const calc = {
        id: 'calc_1700000000000_aaaaaaaaa',
        name: 'Old PIP',
        type: 'pip',
        data: { personalInfo: { age: 'forty', conditionDuration: 'over-9-months' }, assessment: { dailyLiving: { 'preparing-food': 'f' }, mobility: {} } },
        result: {},
        createdAt: '2025-06-01T10:00:00.000Z',
        updatedAt: '2025-06-01T10:00:00.000Z',
      };
      localStorage.setItem('savedCalculations', JSON.stringify({ calculations: [calc], lastSaved: null }));
    });
    await page.reload();
    await expect(page.getByRole('listitem').filter({ hasText: 'Old PIP' })).toContainText('2025 to 2026 rates (saved before tax years)');
    await page.getByRole('button', { name: 'Load Old PIP' }).click();
    await page.waitForURL('**/pip');
    await expect(taxYear(page)).toHaveValue('2025-26');
    await expect(page.getByText('This calculation was saved before we added tax years, so it opens with the 2025 to 2026 rates.')).toBeVisible();
    await expect(page.getByText(/could not be read, so we reset this answer to the usual starting value: your age\. Check it before you calculate\./)).toBeVisible();
    await expect(pipWeekly(page)).toHaveText('£73.90 a week');
    await expectNoAxeViolations(page, ISLANDS);
  });
});

test.describe('nothing lost on Back or reload', () => {
  test('PIP answers, year and result survive reload and Back; Start again clears them', async ({ page }) => {
    await openPip(page);
    await page.evaluate(() => sessionStorage.clear());
    await page.getByLabel('Your age').fill('40');
    await taxYear(page).selectOption({ label: '2025 to 2026' });
    await chooseFood8(page);
    await calculatePip(page);
    await expect(pipWeekly(page)).toHaveText('£73.90 a week');

    await page.reload();
    await expect(pipWeekly(page)).toHaveText('£73.90 a week');
    await expect(taxYear(page)).toHaveValue('2025-26');
    await tab(page, 'Info').click();
    await expect(page.getByLabel('Your age')).toHaveValue('40');

    await page.goto('/guides/personal-independence-payment');
    await page.goBack();
    await tab(page, 'Results').click();
    await expect(pipWeekly(page)).toHaveText('£73.90 a week');

    // Start again asks first: Cancel keeps everything, 'Yes, start again' clears it.
    await page.getByRole('button', { name: 'Start again' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Start again?' });
    await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(pipWeekly(page)).toHaveText('£73.90 a week');
    await expect(page.getByRole('button', { name: 'Start again' })).toBeFocused();
    await page.getByRole('button', { name: 'Start again' }).click();
    await ask.getByRole('button', { name: 'Yes, start again' }).click();
    await expect(taxYear(page)).toHaveValue('2026-27');
    await expect(taxYear(page)).toBeFocused();
    await expect(pipWeekly(page)).toHaveCount(0);
    await page.reload();
    await expect(taxYear(page)).toHaveValue('2026-27');
    await expect(page.getByLabel('Your age')).toHaveValue('25');
    await expect(pipWeekly(page)).toHaveCount(0);
  });

  test('Housing Benefit and Council Tax Support answers survive reload; Start again empties them', async ({ page }) => {
    // One answer each, typed over the default (Housing Benefit's age is 25; the postcode is blank).
    for (const { path, island, label, answer, empty } of [
      { path: '/housing-benefit', island: 'HousingBenefitCalculator', label: 'Your age', answer: '40', empty: '25' },
      { path: '/council-tax-support', island: 'CouncilTaxSupportCalculator', label: 'Postcode (optional)', answer: 'LS1 4AP', empty: '' },
    ]) {
      await openIsland(page, path, island);
      await page.getByLabel(label, { exact: true }).fill(answer);
      await page.reload();
      await hydrated(page, island);
      await expect(page.getByLabel(label, { exact: true }), path).toHaveValue(answer);
      await page.getByRole('button', { name: 'Start again' }).click();
      await page.getByRole('alertdialog', { name: 'Start again?' }).getByRole('button', { name: 'Yes, start again' }).click();
      await expect(page.getByLabel(label, { exact: true }), path).toHaveValue(empty);
    }
  });

  test("the benefits checker's answers survive reload", async ({ page }) => {
    await openIsland(page, '/benefits-checker', 'BenefitsChecker');
    await page.evaluate(() => sessionStorage.clear());
    const first = page.getByRole('group', { name: 'How old are you?' }).getByRole('radio', { name: '16 to 24' });
    await first.check();
    await page.reload();
    await expect(page.getByRole('group', { name: 'How old are you?' }).getByRole('radio', { name: '16 to 24' })).toBeChecked();
    await page.getByRole('button', { name: 'Clear my answers' }).click();
    await expect(page.getByRole('group', { name: 'How old are you?' }).getByRole('radio', { name: '16 to 24' })).not.toBeChecked();
  });
});

/** Type `typed` into `field` and leave it with Tab: it shows `shown`, and `note` by the field and as its description. */
async function expectNotedAs(page: Page, field: Locator, typed: string, shown: string, note: string) {
  await field.fill(typed);
  await field.press('Tab');
  await expect(field).toHaveValue(shown);
  await expect(page.getByText(note, { exact: true })).toBeVisible();
  await expect(field).toHaveAccessibleDescription(new RegExp(note));
}

test.describe('number fields say what they changed', () => {
  test('an age typed as "30 years" becomes 16 with a note by the field and in the summary on Calculate', async ({ page }) => {
    test.slow(); // three axe scans and a reload
    await openPip(page);
    await page.evaluate(() => sessionStorage.clear());
    // Typed before the island hydrates, the answer would be replaced by the default.
    await page.reload();
    await hydrated(page, 'PipCalculator');
    const age = page.getByLabel('Your age');
    await age.fill('30 years');
    await age.press('Tab');
    await expect(age).toHaveValue('16');
    const note = 'We changed your age to 16: enter an age from 16 to 100';
    await expect(page.getByText(note)).toBeVisible();
    await expect(age).toHaveAccessibleDescription(new RegExp(note));
    await expectNoAxeViolations(page, ISLANDS);

    await tab(page, 'Results').click();
    await page.getByRole('button', { name: 'Calculate PIP Award' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'We changed some of your answers' });
    await expect(summary).toBeVisible();
    await summary.getByRole('link', { name: note }).click();
    await expect(age).toBeFocused();
    await expectNoAxeViolations(page, ISLANDS);
    // The same note and summary at desktop width, where the form sits beside the result.
    await page.setViewportSize(DESKTOP);
    await expect(page.locator('#pip-age-note')).toHaveText(note);
    await expectNoAxeViolations(page, { ...ISLANDS, ...PHONE_SCAN });
    await page.setViewportSize(PHONE);

    // Typing again clears the note beside the field (the summary keeps what Calculate found).
    await age.fill('30');
    await expect(age).not.toHaveAccessibleDescription(new RegExp(note));
    await expect(page.locator('#pip-age-note')).toHaveCount(0);
  });

  test('monthly rent far beyond any household asks whether it is monthly', async ({ page }) => {
    await openIsland(page, '/universal-credit', 'UniversalCreditCalculator');
    await tab(page, 'Housing').click();
    await page.getByRole('radio', { name: 'I rent' }).check();
    const rent = page.getByLabel('Monthly rent');
    await rent.fill('250000');
    await rent.press('Tab');
    await expect(page.getByText('Check this amount: is it monthly?')).toBeVisible();
    await expect(rent).toHaveValue('250000');
    await expect(rent).toHaveAccessibleDescription(/Check this amount: is it monthly\?/);
    await expectNoAxeViolations(page, ISLANDS);
    await page.setViewportSize(DESKTOP);
    await expectNoAxeViolations(page, { ...ISLANDS, ...PHONE_SCAN });
    await rent.fill('900');
    await rent.press('Tab');
    await expect(page.getByText('Check this amount: is it monthly?')).toHaveCount(0);
  });

  test('Universal Credit, Housing Benefit and Council Tax Support name a changed answer beside the field and in the summary on Calculate', async ({ page }) => {
    test.slow(); // three calculators and two axe scans
    const summaryOf = () => page.getByRole('alert').filter({ hasText: 'We changed some of your answers' });

    // Universal Credit: '12abc' is not an amount, so the earnings field keeps £0 (empty money is £0) and says so.
    await openIsland(page, '/universal-credit', 'UniversalCreditCalculator');
    await tab(page, 'Income').click();
    const earnings = page.getByLabel('Your monthly earnings after tax');
    await earnings.fill('12abc');
    await earnings.press('Tab');
    await expect(earnings).toHaveValue('0');
    const ucNote = 'We changed your monthly earnings after tax to £0: enter the amount in numbers only, like 450.50';
    await expect(page.getByText(ucNote, { exact: true })).toBeVisible();
    await expect(earnings).toHaveAccessibleDescription(new RegExp(ucNote.replace(/\./g, '\\$&')));
    await tab(page, 'Personal').click();
    await page.getByRole('button', { name: 'Calculate Universal Credit' }).click();
    // The summary takes focus, so a screen reader reads it first.
    await expect(page.locator(':focus')).toContainText('We changed some of your answers');
    await summaryOf().getByRole('link', { name: ucNote }).click();
    await expect(tab(page, 'Income')).toHaveAttribute('aria-selected', 'true');
    await expect(earnings).toBeFocused();
    await expectNoAxeViolations(page, ISLANDS);

    // Housing Benefit: '30 years' is not a number, so the age falls back to 16, the lowest it takes.
    await openIsland(page, '/housing-benefit', 'HousingBenefitCalculator');
    const hbAge = page.getByLabel('Your age');
    const hbNote = 'We changed your age to 16: enter an age from 16 to 100';
    await expectNotedAs(page, hbAge, '30 years', '16', hbNote);
    await tab(page, 'Income').click();
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(summaryOf()).toBeVisible();
    await summaryOf().getByRole('link', { name: hbNote }).click();
    await expect(tab(page, 'Personal')).toHaveAttribute('aria-selected', 'true');
    await expect(hbAge).toBeFocused();

    // Council Tax Support: the same answer on step 2 falls back to 16, as Housing Benefit's.
    // The summary sits on the results step, away from the field, so it names the answer without a link.
    await openIsland(page, '/council-tax-support', 'CouncilTaxSupportCalculator');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    const ctsAge = page.getByLabel('Your age');
    const ctsNote = 'We changed your age to 16: enter an age from 16 to 100';
    await expectNotedAs(page, ctsAge, '30 years', '16', ctsNote);
    for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Next', exact: true }).click();
    // The first Calculate Support lists the changed answer and stays; the next one works the result out.
    await page.getByRole('button', { name: 'Calculate Support', exact: true }).click();
    await expect(summaryOf()).toContainText('We have not worked out your estimate yet.');
    await page.getByRole('button', { name: 'Calculate Support', exact: true }).click();
    await expect(summaryOf()).toBeVisible();
    await expect(summaryOf()).not.toContainText('We have not worked out your estimate yet.');
    await expect(summaryOf().getByRole('listitem')).toHaveText([ctsNote]);
    await expectNoAxeViolations(page, ISLANDS);
    // Back on its step, the field still says what it changed.
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Previous' }).click();
    await expect(ctsAge).toHaveValue('16');
    await expect(ctsAge).toHaveAccessibleDescription(new RegExp(ctsNote));
  });
});

test.describe('lists of people', () => {
  // Housing Benefit's household (the same list as Council Tax Support's other adults and
  // Universal Credit's children). A person's age is 0 to 100 (docs/product.md §5), so 150 is kept
  // as 100 with a note by the field: the note lives in the field, not in the saved answers, so it
  // shows whether the field stayed with its person.
  test('removing the middle person keeps the third person’s answers and note with them, and focus moves to them', async ({ page }) => {
    await openIsland(page, '/housing-benefit', 'HousingBenefitCalculator');
    const add = page.getByRole('button', { name: 'Add a person' });
    const age = (n: number) => page.getByLabel(`Age of person ${n}`);
    const relationship = (n: number) => page.getByLabel(`Relationship to you (person ${n})`);

    await add.click();
    await expect(age(1)).toBeFocused();
    await age(1).fill('30');
    await add.click();
    await expect(age(2)).toBeFocused();
    await age(2).fill('7');
    await relationship(2).selectOption('child');
    await add.click();
    await expect(age(3)).toBeFocused();
    await age(3).fill('150');
    await age(3).press('Tab');
    await expect(age(3)).toHaveValue('100');
    await expect(age(3)).toHaveAccessibleDescription(/We changed/);
    await page.getByLabel('Their income before tax (person 3)').fill('250');
    await expect(page.getByText('3 people added.')).toBeVisible();

    await page.getByRole('button', { name: 'Remove person 2' }).click();
    await expect(page.getByText('2 people added.')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Person 3' })).toHaveCount(0);
    // The third person is now person 2, with their own answers and their field's note; focus is
    // on their age, where the removed person's was.
    await expect(age(2)).toBeFocused();
    await expect(age(2)).toHaveValue('100');
    await expect(age(2)).toHaveAccessibleDescription(/We changed/);
    await expect(relationship(2)).toHaveValue('non-dependant');
    await expect(page.getByLabel('Their income before tax (person 2)')).toHaveValue('250');
    await expect(age(1)).toHaveValue('30');
    await expect(age(1)).not.toHaveAccessibleDescription(/We changed/);
    await expectNoAxeViolations(page);

    // Removing the last person: focus goes to the Add button that follows the list.
    await page.getByRole('button', { name: 'Remove person 2' }).click();
    await expect(add).toBeFocused();
    await expect(page.getByText('1 person added.')).toBeVisible();
  });
});

test.describe('toasts', () => {
  test('on a phone the toast after Calculate does not cover the result (PIP, Universal Credit, Housing Benefit)', async ({ page }) => {
    await openPip(page);
    await page.evaluate(() => sessionStorage.clear());
    await chooseFood8(page);
    await calculatePip(page);
    await expectNotCovered(page, pipWeekly(page));

    await openIsland(page, '/universal-credit', 'UniversalCreditCalculator');
    await page.getByRole('button', { name: 'Calculate Universal Credit' }).click();
    await expect(page.getByRole('heading', { name: 'Your estimate' })).toBeFocused();
    await expectNotCovered(page, page.getByTestId('uc-total'));

    await openIsland(page, '/housing-benefit', 'HousingBenefitCalculator');
    await page.getByRole('tab', { name: 'Property', exact: true }).click();
    await page.getByRole('textbox', { name: /^Your rent/ }).fill('100');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const estimate = page.getByRole('region', { name: 'Your estimate' });
    await expect(estimate.getByRole('heading', { name: 'Your estimate' })).toBeFocused();
    // No LHA rate known, so rent £100 is not capped; no income: £100.00 a week.
    const weekly = estimate.locator('dt', { hasText: /^Per week$/ }).locator('xpath=following-sibling::dd[1]');
    await expect(weekly).toHaveText('£100.00');
    await expectNotCovered(page, weekly);
    // The toast state, scanned while the toast shows (a pointer over it holds it open).
    const toast = page.locator('[data-toast]').filter({ hasText: 'Calculation Complete' });
    await toast.hover();
    await expectNoAxeViolations(page, { ...ISLANDS, ...PHONE_SCAN });
    await expect(toast).toBeVisible();
  });

  test('one notice at a time, never over the page title or a control: a link opened, then Calculate; the Universal Credit link reopens with the postcode in the box, beside its area', async ({
    page,
  }) => {
    await openUcLink(page);
    const toast = page.locator('[data-toast]');
    await expect(toast.filter({ hasText: 'Answers opened' })).toBeVisible();
    await expect(toast).toHaveCount(1);
    // The notice is announced: it sits in the polite live region.
    await expect(page.getByRole('status').filter({ hasText: 'Answers opened' })).toBeVisible();
    const [t, title] = [await toast.boundingBox(), await page.getByRole('heading', { level: 1 }).boundingBox()];
    expect(overlaps(t!, title!), `the notice ${JSON.stringify(t)} covers the title ${JSON.stringify(title)}`).toBe(false);
    // No control on screen lies under the notice: each visible one is still the topmost thing at its middle.
    const covered = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main button, main input, main select, main a, main [role="tab"]')]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          if (r.width === 0 || r.bottom <= 0 || r.top >= innerHeight) return false;
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return !!hit?.closest('[data-toast]');
        })
        .map((el) => el.textContent?.trim() || el.getAttribute('aria-label') || el.id),
    );
    expect(covered).toEqual([]);
    await page.getByRole('button', { name: 'Calculate Universal Credit' }).click();
    await expect(toast.filter({ hasText: 'Calculation Complete' })).toBeVisible();
    await expect(toast).toHaveCount(1);
    await expectNotCovered(page, page.getByTestId('uc-total'));
    await toast.hover();
    await expectNoAxeViolations(page, { ...ISLANDS, ...PHONE_SCAN });

    // A link keeps what was typed: the postcode is in the box, beside its area.
    await page.getByRole('tab', { name: 'Housing', exact: true }).click();
    await expect(page.getByRole('textbox', { name: /postcode/i }).first()).toHaveValue('BB5 1AA');
  });
});

test.describe('the intro names the year chosen', () => {
  test('choosing 2024 to 2025 makes the intro say the 2024/25 rules and rates, as the printout does', async ({ page }) => {
    await openIsland(page, '/pension-credit', 'PensionCreditCalculator');
    const intro = page.locator('main p', { hasText: 'This calculator uses the' });
    await expect(intro).toContainText('uses the 2026/27 rules and rates');
    await taxYear(page).selectOption({ label: '2024 to 2025' });
    await expect(intro).toContainText('uses the 2024/25 rules and rates');
    await expect(intro).not.toContainText('2026/27');
  });
});

test.describe('the engine loads later (README "Performance")', () => {
  test('Universal Credit’s engine is not in the first load, and Calculate with no answer changed still works the result out', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    const engineLoaded = () => scripts.some((p) => /^\/_astro\/universal-credit\.[^/]*\.js$/.test(p));
    await openIsland(page, '/universal-credit', 'UniversalCreditCalculator');
    await page.waitForLoadState('networkidle');
    expect(engineLoaded()).toBe(false);
    // A new year is not an answer: the engine still waits for Calculate.
    await taxYear(page).selectOption({ label: '2024 to 2025' });
    await page.getByRole('button', { name: 'Calculate Universal Credit' }).click();
    // Single, 25, no income or housing costs: the 2024/25 standard allowance.
    await expect(page.getByTestId('uc-total')).toHaveText('£393.45');
    await expect(page.getByRole('heading', { name: 'Your estimate', exact: true })).toBeFocused();
    expect(engineLoaded()).toBe(true);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test("each calculator page says the calculator needs JavaScript, points to a guide and gives Citizens Advice's number: /universal-credit, /housing-benefit, /pip, /council-tax-support", async ({
    page,
  }) => {
    for (const [path, guide] of [
      ['/universal-credit', 'Universal Credit guide'],
      ['/housing-benefit', 'Housing Benefit guide'],
      ['/pip', 'PIP guide'],
      // No guide of its own: the Housing Benefit guide (council help with housing costs).
      ['/council-tax-support', 'Housing Benefit'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'This calculator needs JavaScript' }), path).toBeVisible();
      // The link inside the notice itself, not the same guide in the menu or the footer.
      const notice = page.getByRole('heading', { name: 'This calculator needs JavaScript' }).locator('..');
      await expect(notice.getByRole('link', { name: guide, exact: true }), path).toBeVisible();
      await expect(notice.getByRole('link', { name: '0800 144 8848', exact: true }), path).toHaveAttribute('href', 'tel:08001448848');
      await expect(page.getByLabel('Tax year'), path).toBeHidden();
    }
  });
});
