/**
 * /housing-benefit end to end (spec 001 §2-§5, §7-§9; DECISIONS.md §2 HB), against the
 * production build and the real server. Every figure below is worked out by hand from
 * spec 001 §9 and DECISIONS.md §2 (the arithmetic is in the comments) and checked on screen.
 */
import { gzipSync } from 'node:zlib';
import { test, expect, expectNoAxeViolations, PHONE } from './fixtures';
import type { Locator, Page } from '@playwright/test';

/** Open the page with empty storage and wait for the island to hydrate. */
async function open(page: Page) {
  await page.goto('/housing-benefit');
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.reload();
  await hydrated(page);
}

async function hydrated(page: Page) {
  await page.locator('astro-island[component-url*="HousingBenefitCalculator"]:not([ssr])').waitFor({ state: 'attached' });
}

const results = (page: Page) => page.getByRole('region', { name: 'Your estimate' });
/** The value shown beside a figure's label (dt/dd) in the results. */
const figure = (page: Page, term: string) => results(page).locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
/** The working line(s) whose label starts with `label`, in the results. */
const line = (page: Page, label: string | RegExp) =>
  results(page)
    .getByRole('listitem')
    .filter({ hasText: typeof label === 'string' ? new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) : label });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const calculate = (page: Page) => page.getByRole('button', { name: 'Calculate', exact: true }).click();
const status = (page: Page) => page.getByRole('status');
const alert = (page: Page) => page.getByRole('alert');

/** Keyboard only: Tab (or Shift+Tab) until `target` has focus. */
async function tabTo(page: Page, target: Locator, { reverse = false, max = 80 } = {}) {
  await target.waitFor();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(reverse ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Could not reach ${target} with the keyboard`);
}

/** A full-page screenshot, and the same page in slices a person can read (test-results/NAME-1.png, -2...). */
async function screenshots(page: Page, name: string, sliceHeight = 1100) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/${name}.png`, fullPage: true });
  const [width, height] = await page.evaluate(() => [document.documentElement.clientWidth, document.documentElement.scrollHeight]);
  for (let y = 0, n = 1; y < height; y += sliceHeight, n++) {
    await page.screenshot({ path: `test-results/${name}-${n}.png`, fullPage: true, clip: { x: 0, y, width, height: Math.min(sliceHeight, height - y) } });
  }
}

async function noHorizontalScroll(page: Page) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test.describe('Housing Benefit calculator', () => {
  // Two CPU cores shared with other builds and test runs: give each flow room.
  test.describe.configure({ timeout: 60_000 });

  test('renders the same on the server, hydrates cleanly and shows the placeholder and the three tabs', async ({ page, request }) => {
    const html = await (await request.get('/housing-benefit')).text();
    expect(html).toContain('Fill in your details and click Calculate');
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await open(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Housing Benefit Calculator' })).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Your details' })).toBeVisible();
    for (const name of ['Personal', 'Property', 'Income']) await expect(tab(page, name)).toBeVisible();
    await expect(tab(page, 'Personal')).toHaveAttribute('aria-selected', 'true');
    await expect(results(page)).toContainText('Fill in your details and click Calculate');
    // Who can still claim, with the links of spec 001 §2.
    await expect(page.getByRole('heading', { name: 'Who can still claim Housing Benefit' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Universal Credit', exact: true })).toHaveAttribute('href', '/universal-credit');
    await expect(page.getByRole('main').getByRole('link', { name: 'Housing Benefit guide' })).toHaveAttribute('href', '/guides/housing-benefit');
    expect(errors).toEqual([]);
  });

  test('household 1: private renter above the LHA rate (default area, single, 40, 1 bedroom, rent £150)', async ({ page }) => {
    await open(page);
    await page.getByLabel('Your age').fill('40');
    await tab(page, 'Property').click();
    await page.getByLabel('Your rent').fill('150');
    await calculate(page);

    // Toast: spec 001 §8 'Calculation Complete' with the weekly amount.
    await expect(status(page)).toContainText('Calculation Complete');
    await expect(status(page)).toContainText('Your estimated Housing Benefit: £120.00 per week');
    await expect(page.getByRole('heading', { name: 'Your estimate' })).toBeFocused();

    // Bedrooms needed: 1 (no children, no carer) → 1-bed rate; age 40 is not under 35, so not the shared rate.
    // LHA 1-bed, default area = £120. Rent £150 + service charges £0 = £150, above £120 → eligible rent £120.
    await expect(line(page, 'Rent and service charges')).toContainText('£150.00');
    await expect(line(page, 'Local Housing Allowance limit')).toContainText('minus £30.00');
    await expect(line(page, 'Eligible weekly rent').first()).toContainText('equals £120.00');
    await expect(line(page, 'Local Housing Allowance rate')).toContainText('£120.00');
    // Applicable amount: single 25 or over £97.75; no premiums. Income £0 → no taper.
    await expect(line(page, 'Personal allowance')).toContainText('£97.75');
    await expect(line(page, 'Applicable amount')).toContainText('equals £97.75');
    await expect(line(page, 'Income counted')).toContainText('equals £0.00');
    await expect(line(page, 'Income taper')).toHaveCount(0);
    await expect(line(page, /^[A-Za-z ]*premium/)).toHaveCount(0);
    // Weekly = £120 − £0 deductions − £0 taper = £120; monthly = £120 × 4.33 = £519.60.
    await expect(line(page, 'Weekly Housing Benefit')).toContainText('equals £120.00');
    await expect(figure(page, 'Per week')).toHaveText('£120.00');
    await expect(figure(page, 'Per month')).toHaveText('£519.60');
    await expect(results(page)).toContainText('Your rent is above the Local Housing Allowance rate of £120 a week, so your Housing Benefit is based on the LHA rate.');
    const steps = results(page).getByRole('region', { name: 'Next steps' }).getByRole('listitem');
    expect(await steps.count()).toBeGreaterThan(0);
    await expect(results(page).getByRole('region', { name: 'Next steps' }).locator('ol')).toBeVisible();
    await expect(results(page).getByRole('button', { name: 'Save Calculation' })).toBeVisible();
    await expect(results(page).getByRole('heading', { name: 'Share this calculator' })).toBeVisible();
  });

  test('household 2: social renter with two spare bedrooms (single, 40, 3 bedrooms, rent £100)', async ({ page }) => {
    await open(page);
    await page.getByLabel('Your age').fill('40');
    await tab(page, 'Property').click();
    await page.getByLabel('The council', { exact: true }).check();
    await page.getByLabel('Number of bedrooms').fill('3');
    await page.getByLabel('Your rent').fill('100');
    await calculate(page);

    // Needed: 1 bedroom; has 3 → 2 more → 25% of the rent £100 = £25 off; eligible rent £100 − £25 = £75.
    await expect(results(page)).toContainText("You have 2 more bedroom(s) than you're entitled to. Your Housing Benefit is reduced by 25%.");
    await expect(line(page, 'Spare bedroom reduction')).toContainText('minus £25.00');
    await expect(line(page, 'Eligible weekly rent').first()).toContainText('equals £75.00');
    // The LHA rate is shown (1 bedroom, default area £120) but does not limit a council rent.
    await expect(line(page, 'Local Housing Allowance rate')).toContainText('£120.00');
    await expect(line(page, 'Local Housing Allowance rate')).toContainText('does not limit council or housing association rents');
    // No income → no taper. Weekly £75; monthly £75 × 4.33 = £324.75.
    await expect(line(page, 'Income taper')).toHaveCount(0);
    await expect(figure(page, 'Per week')).toHaveText('£75.00');
    await expect(figure(page, 'Per month')).toHaveText('£324.75');
  });

  test('household 3: couple with three children and two non-dependants, with earnings', async ({ page }) => {
    await open(page);
    await page.getByLabel('Your age').fill('30');
    // Partner earnings only for a couple (spec 001 §4).
    await tab(page, 'Income').click();
    await expect(page.getByLabel('Your partner’s earnings')).toHaveCount(0);
    await tab(page, 'Personal').click();
    await page.getByLabel('Yes, we are a couple').check();

    const people: Array<[age: string, relationship: string, paysRent?: boolean]> = [
      ['12', 'child'],
      ['7', 'child'],
      ['4', 'child'],
      ['20', 'non-dependant', true],
      ['19', 'non-dependant', false],
    ];
    for (const [index, [age, relationship, paysRent]] of people.entries()) {
      await page.getByRole('button', { name: 'Add a person' }).click();
      const n = index + 1;
      // The new person's age has focus (the default is 18, non-dependant).
      await expect(page.getByLabel(`Age of person ${n}`)).toBeFocused();
      await expect(page.getByLabel(`Age of person ${n}`)).toHaveValue('18');
      await page.getByLabel(`Age of person ${n}`).fill(age);
      await page.getByLabel(`Relationship to you (person ${n})`).selectOption(relationship);
      if (paysRent) await page.getByLabel(`Pays towards the rent (person ${n})`).check();
    }
    await expect(page.getByText('5 people added.')).toBeVisible();

    await tab(page, 'Property').click();
    await page.getByLabel('Number of bedrooms').fill('4');
    await page.getByLabel('Your rent').fill('200');
    await tab(page, 'Income').click();
    await page.getByLabel('Your earnings').fill('150');
    await page.getByLabel('Your partner’s earnings').fill('50');
    await calculate(page);

    // Applicable amount: couple £153.70 + family premium £22.20 (a child lives there) = £175.90.
    await expect(line(page, 'Personal allowance')).toContainText('£153.70');
    await expect(line(page, 'Family premium')).toContainText('plus £22.20');
    await expect(line(page, 'Applicable amount')).toContainText('equals £175.90');
    // Bedrooms needed: 1 + 1 (child 12, aged 10+) + 1 (children 7 and 4 share) = 3 → 3-bed rate £185.
    // Rent £200 > £185 → eligible rent £185 (LHA limit £15).
    await expect(line(page, 'Local Housing Allowance limit')).toContainText('minus £15.00');
    await expect(line(page, 'Eligible weekly rent').first()).toContainText('equals £185.00');
    await expect(line(page, 'Local Housing Allowance rate')).toContainText('£185.00');
    // Income: £150 + £50 = £200. Taper: 65% × (£200 − £175.90) = 0.65 × £24.10 = £15.665 → £15.67.
    await expect(line(page, 'Income counted')).toContainText('equals £200.00');
    await expect(line(page, 'Income taper')).toContainText('minus £15.67');
    // Non-dependants: 20 pays rent → £80.40; 19 does not → £16.85.
    await expect(line(page, 'Non-dependant deduction (person 1, aged 20)')).toContainText('minus £80.40');
    await expect(line(page, 'Non-dependant deduction (person 2, aged 19)')).toContainText('minus £16.85');
    // Weekly: £185 − £80.40 − £16.85 − £15.67 = £72.08; monthly: £72.08 × 4.33 = £312.1064 → £312.11.
    await expect(line(page, 'Weekly Housing Benefit')).toContainText('equals £72.08');
    await expect(figure(page, 'Per week')).toHaveText('£72.08');
    await expect(figure(page, 'Per month')).toHaveText('£312.11');
    await expect(status(page)).toContainText('Your estimated Housing Benefit: £72.08 per week');

    // Removing a person moves focus to Add a person, and the count follows.
    await tab(page, 'Personal').click();
    await page.getByRole('button', { name: 'Remove person 5' }).click();
    await expect(page.getByRole('button', { name: 'Add a person' })).toBeFocused();
    await expect(page.getByText('4 people added.')).toBeVisible();
    // The result now says it is out of date.
    await expect(results(page)).toContainText('You have changed your answers since this estimate');
  });

  test('household 4: savings above £16,000 give £0 and the warning', async ({ page }) => {
    await open(page);
    await page.getByLabel('Your age').fill('40');
    await tab(page, 'Property').click();
    await page.getByLabel('Your rent').fill('100');
    await tab(page, 'Income').click();
    await page.getByLabel('Total savings and investments').fill('16000.01');
    await calculate(page);
    // Savings £16,000.01 > £16,000 → no Housing Benefit (DECISIONS.md §2 HB 2), whatever the rent.
    await expect(results(page)).toContainText('Savings over £16,000: not eligible for Housing Benefit.');
    await expect(line(page, 'Eligible weekly rent').first()).toContainText('£100.00');
    await expect(figure(page, 'Per week')).toHaveText('£0.00');
    await expect(figure(page, 'Per month')).toHaveText('£0.00');
    await expect(status(page)).toContainText('Your estimated Housing Benefit: £0.00 per week');
  });

  test('household 5: single under 35 on the shared rate, with tariff income from savings', async ({ page }) => {
    await open(page);
    await page.getByLabel('Your age').fill('30');
    await tab(page, 'Property').click();
    await page.getByLabel('Your rent').fill('100');
    await tab(page, 'Income').click();
    await page.getByLabel('Your earnings').fill('100');
    await page.getByLabel('Total savings and investments').fill('7000');
    await calculate(page);
    // Single, under 35, no children → shared accommodation rate £85; rent £100 → eligible £85.
    await expect(line(page, 'Eligible weekly rent').first()).toContainText('equals £85.00');
    await expect(line(page, 'Local Housing Allowance rate')).toContainText('£85.00');
    // Tariff income: (£7,000 − £6,000) ÷ £250 = 4 full bands × £1 = £4. Income £100 + £4 = £104.
    await expect(line(page, 'Tariff income from savings')).toContainText('plus £4.00');
    await expect(line(page, 'Income counted')).toContainText('equals £104.00');
    // Applicable: single 25+ £97.75. Taper 65% × (£104 − £97.75) = 0.65 × £6.25 = £4.0625 → £4.06.
    await expect(line(page, 'Income taper')).toContainText('minus £4.06');
    // Weekly £85 − £4.06 = £80.94; monthly £80.94 × 4.33 = £350.4702 → £350.47.
    await expect(figure(page, 'Per week')).toHaveText('£80.94');
    await expect(figure(page, 'Per month')).toHaveText('£350.47');
  });

  test('validation: ages, bedrooms and money are clamped as spec 001 §5 says', async ({ page }) => {
    await open(page);
    const age = page.getByLabel('Your age');
    await age.fill('');
    await age.blur();
    await expect(age).toHaveValue('16');
    await age.fill('130');
    await age.blur();
    await expect(age).toHaveValue('100');
    await page.getByRole('button', { name: 'Add a person' }).click();
    const memberAge = page.getByLabel('Age of person 1');
    await memberAge.fill('abc');
    await memberAge.blur();
    await expect(memberAge).toHaveValue('0');
    await tab(page, 'Property').click();
    const bedrooms = page.getByLabel('Number of bedrooms');
    await bedrooms.fill('12');
    await bedrooms.blur();
    await expect(bedrooms).toHaveValue('10');
    await bedrooms.fill('');
    await bedrooms.blur();
    await expect(bedrooms).toHaveValue('0');
    const rent = page.getByLabel('Your rent');
    await rent.fill('-20');
    await rent.blur();
    await expect(rent).toHaveValue('0');
    await rent.fill('99.999');
    await rent.blur();
    await expect(rent).toHaveValue('100');
    await rent.fill('12.5');
    await rent.blur();
    await expect(rent).toHaveValue('12.50');
  });

  test.describe('postcode lookup (spec 001 §4, §7, §8)', () => {
    test('an empty postcode: Postcode Required', async ({ page }) => {
      await open(page);
      await tab(page, 'Property').click();
      await page.getByRole('button', { name: /^Lookup/ }).click();
      await expect(alert(page)).toContainText('Postcode Required');
      await expect(alert(page)).toContainText('Please enter a postcode to lookup LHA rates.');
      await expect(page.getByText('Error: Enter a postcode')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('a known district: upper-cased as typed, Looking up… while it runs, LHA Rates Found with the area, used by Calculate', async ({ page }) => {
      await open(page);
      await page.getByLabel('Your age').fill('40');
      await tab(page, 'Property').click();
      const postcode = page.getByLabel('Postcode of the home you rent');
      await postcode.pressSequentially('m1 1ae');
      await expect(postcode).toHaveValue('M1 1AE');
      // Hold the lookup's code back a little, so the looking-up state can be seen for sure.
      await page.route(/\/_astro\/lha\.[^/]*\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.getByRole('button', { name: /^Lookup/ }).click();
      const busy = page.getByRole('button', { name: 'Looking up…' });
      await expect(busy).toBeDisabled();
      await expect(busy).toBeVisible();
      await expect(status(page)).toContainText('LHA Rates Found');
      await expect(status(page)).toContainText('Found rates for Central Greater Manchester');
      await expect(page.getByRole('button', { name: /^Lookup/ })).toBeEnabled();
      const rates = page.getByRole('table', { name: 'Weekly Local Housing Allowance rates for Central Greater Manchester' });
      await expect(rates).toBeVisible();
      await expect(rates.getByRole('row', { name: /1 bedroom/ })).toContainText('£178.36');
      await expectNoAxeViolations(page);

      // The found area is used: 1-bed Central Greater Manchester £178.36; rent £150 is within it → eligible £150.
      // No income → weekly £150; monthly £150 × 4.33 = £649.50.
      await page.getByLabel('Your rent').fill('150');
      await calculate(page);
      await expect(line(page, 'Local Housing Allowance rate')).toContainText('£178.36');
      await expect(line(page, 'Local Housing Allowance rate')).toContainText('Central Greater Manchester');
      await expect(figure(page, 'Per week')).toHaveText('£150.00');
      await expect(figure(page, 'Per month')).toHaveText('£649.50');

      // Changing the postcode forgets the area found for the old one.
      await postcode.fill('M1 1AF');
      await expect(rates).toHaveCount(0);
    });

    test('a valid but unknown postcode: Postcode Not Found', async ({ page }) => {
      await open(page);
      await tab(page, 'Property').click();
      await page.getByLabel('Postcode of the home you rent').fill('ZZ1 1ZZ');
      // Enter in the postcode field looks it up (it does not calculate).
      await page.getByLabel('Postcode of the home you rent').press('Enter');
      await expect(alert(page)).toContainText('Postcode Not Found');
      await expect(alert(page)).toContainText('Could not find LHA rates for this postcode.');
      await expect(page.getByText('We have no LHA rates for ZZ1 1ZZ, so the default rates will be used.')).toBeVisible();
      await expect(results(page)).toContainText('Fill in your details and click Calculate');
    });

    test('text that is not a postcode: Postcode Not Found and a message by the field', async ({ page }) => {
      await open(page);
      await tab(page, 'Property').click();
      await page.getByLabel('Postcode of the home you rent').fill('hello');
      await page.getByRole('button', { name: /^Lookup/ }).click();
      await expect(alert(page)).toContainText('Postcode Not Found');
      await expect(page.getByText('Error: Enter a real postcode, like M1 1AE')).toBeVisible();
      await expect(page.getByLabel('Postcode of the home you rent')).toHaveAttribute('aria-invalid', 'true');
    });

    test('a lookup that cannot load (connection lost): Lookup Failed, and it works again once it can', async ({ page }) => {
      await open(page);
      await tab(page, 'Property').click();
      // The lookup's dataset is loaded when Lookup is pressed; block it as a dropped connection would.
      await page.route(/\/_astro\/lha\.[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
      await page.getByLabel('Postcode of the home you rent').fill('LS1 4AP');
      await page.getByRole('button', { name: /^Lookup/ }).click();
      await expect(alert(page)).toContainText('Lookup Failed');
      await expect(alert(page)).toContainText('Error looking up LHA rates. Please try again.');
      await expect(page.getByRole('button', { name: /^Lookup/ })).toBeEnabled();
      await expectNoAxeViolations(page);
    });
  });

  test('usage is recorded once per Calculate, only while tracking is on, with nothing typed', async ({ page }) => {
    const events: unknown[] = [];
    await page.route('**/api/settings/public', (route) => route.fulfill({ json: { analytics_tracking_enabled: true } }));
    await page.route('**/api/usage', (route) => {
      events.push(route.request().postDataJSON());
      return route.fulfill({ status: 204 });
    });
    await open(page);
    await calculate(page);
    await expect(status(page)).toContainText('Calculation Complete');
    await calculate(page);
    await expect.poll(() => events.length).toBe(2);
    expect(events).toEqual([
      { calculator_type: 'housing-benefit', is_mobile: false, completed: true },
      { calculator_type: 'housing-benefit', is_mobile: false, completed: true },
    ]);
  });

  test('published rates reach the calculator (an admin’s edit of the 1-bed default LHA rate)', async ({ page, request }) => {
    const body = await (await request.get('/api/rates')).json();
    for (const rate of body.rates) if (rate.id === 'housing-benefit.lha.default-area.one-bed') rate.amount = 130;
    await page.route('**/api/rates', (route) => route.fulfill({ json: body }));
    await open(page);
    await page.getByLabel('Your age').fill('40');
    await tab(page, 'Property').click();
    await page.getByLabel('Your rent').fill('150');
    await calculate(page);
    // 1-bed rate published as £130: rent £150 → eligible £130; monthly £130 × 4.33 = £562.90.
    await expect(figure(page, 'Per week')).toHaveText('£130.00');
    await expect(figure(page, 'Per month')).toHaveText('£562.90');
  });

  test('keyboard alone: tabs with arrow keys, a person added, a postcode looked up, Calculate, Save', async ({ page }) => {
    await open(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByLabel('Your age'));
    await page.keyboard.press('Control+A');
    await page.keyboard.type('40');
    await tabTo(page, page.getByRole('button', { name: 'Add a person' }));
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Age of person 1')).toBeFocused();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('25');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Relationship to you (person 1)')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Pays towards the rent (person 1)')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByLabel('Pays towards the rent (person 1)')).toBeChecked();

    // Into the tab list (on the selected tab), then Right arrow selects Property.
    await tabTo(page, tab(page, 'Personal'), { reverse: true });
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Property')).toBeFocused();
    await expect(tab(page, 'Property')).toHaveAttribute('aria-selected', 'true');
    await tabTo(page, page.getByLabel('Postcode of the home you rent'));
    await page.keyboard.type('ls1 4ap');
    await page.keyboard.press('Enter');
    await expect(status(page)).toContainText('Found rates for Leeds');
    await tabTo(page, page.getByLabel('Your rent'));
    await page.keyboard.press('Control+A');
    await page.keyboard.type('160');
    await tabTo(page, page.getByRole('button', { name: 'Calculate', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Your estimate' })).toBeFocused();
    // Leeds 1-bed £149.59 (single 40, a non-dependant does not add a bedroom); rent £160 → eligible £149.59.
    // Non-dependant aged 25 paying rent: −£80.40. Weekly £149.59 − £80.40 = £69.19; monthly £69.19 × 4.33 = £299.5927 → £299.59.
    await expect(figure(page, 'Per week')).toHaveText('£69.19');
    await expect(figure(page, 'Per month')).toHaveText('£299.59');

    await tabTo(page, page.getByRole('button', { name: 'Save Calculation' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Save calculation' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await expect(dialog.getByLabel('Name')).toHaveValue(/^Housing Benefit - \d{2}\/\d{2}\/\d{4}$/);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(status(page)).toContainText('Calculation saved');
    await expect(page.getByRole('button', { name: 'Save Calculation' })).toBeFocused();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('savedCalculations') ?? 'null'));
    expect(stored.calculations).toHaveLength(1);
    expect(stored.calculations[0].type).toBe('housing-benefit');
    expect(stored.calculations[0].result.weeklyAmount).toBe(69.19);
    expect(stored.calculations[0].data.lhaArea.name).toBe('Leeds');
  });

  test('save, see it on /saved-calculations, load it back with the same figures', async ({ page }) => {
    await open(page);
    await page.getByLabel('Your age').fill('40');
    await tab(page, 'Property').click();
    await page.getByLabel('Your rent').fill('150');
    await calculate(page);
    await expect(figure(page, 'Per week')).toHaveText('£120.00');
    await page.getByRole('button', { name: 'Save Calculation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save calculation' });
    await dialog.getByLabel('Name').fill('Flat on Mill Road');
    await dialog.getByLabel('Description (optional)').fill('Private rent above LHA');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(status(page)).toContainText('"Flat on Mill Road" has been saved to your calculations.');

    await page.goto('/saved-calculations');
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Flat on Mill Road' }) });
    await expect(item).toContainText('Housing Benefit');
    await expect(item).toContainText('Private rent above LHA');
    await item.getByRole('button', { name: 'Load Flat on Mill Road' }).click();

    await expect(page).toHaveURL(/\/housing-benefit$/);
    await hydrated(page);
    await expect(status(page)).toContainText('Calculation loaded');
    await expect(status(page)).toContainText('"Flat on Mill Road" was loaded from your saved calculations.');
    await expect(figure(page, 'Per week')).toHaveText('£120.00');
    await expect(figure(page, 'Per month')).toHaveText('£519.60');
    await expect(line(page, 'Local Housing Allowance limit')).toContainText('minus £30.00');
    await expect(page.getByLabel('Your age')).toHaveValue('40');
    await tab(page, 'Property').click();
    await expect(page.getByLabel('Your rent')).toHaveValue('150');
    await expect(results(page)).not.toContainText('You have changed your answers');
    expect(await page.evaluate(() => sessionStorage.getItem('loadCalculation'))).toBeNull();
  });

  test('a broken saved entry is logged only, and the page still works', async ({ page }) => {
    await page.goto('/housing-benefit');
    await page.evaluate(() => sessionStorage.setItem('loadCalculation', '{not json'));
    const logged: string[] = [];
    page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
    await page.reload();
    await hydrated(page);
    await expect(results(page)).toContainText('Fill in your details and click Calculate');
    await expect(page.getByText('Calculation loaded')).toHaveCount(0);
    expect(logged.join('\n')).toContain('could not read the calculation to load');
  });

  test('an entry of another type is left for its own page', async ({ page }) => {
    await page.goto('/housing-benefit');
    const pip = { id: 'calc_1_a', name: 'PIP', type: 'pip', data: {}, result: {}, createdAt: '', updatedAt: '' };
    await page.evaluate((entry) => sessionStorage.setItem('loadCalculation', JSON.stringify(entry)), pip);
    await page.reload();
    await hydrated(page);
    await expect(results(page)).toContainText('Fill in your details and click Calculate');
    expect(await page.evaluate(() => sessionStorage.getItem('loadCalculation'))).not.toBeNull();
  });

  test('axe finds nothing in any state: each tab, results, the toast, the save dialog', async ({ page }) => {
    // Seven full-page scans on two shared cores.
    test.setTimeout(120_000);
    await open(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Add a person' }).click();
    await expectNoAxeViolations(page);
    await tab(page, 'Property').click();
    await page.getByLabel('The council', { exact: true }).check();
    await expectNoAxeViolations(page);
    await tab(page, 'Income').click();
    await tab(page, 'Personal').click();
    await page.getByLabel('Yes, we are a couple').check();
    await tab(page, 'Income').click();
    await page.getByLabel('Total savings and investments').fill('17000');
    await expectNoAxeViolations(page);
    await calculate(page);
    await expect(status(page)).toContainText('Calculation Complete');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save Calculation' }).click();
    await expect(page.getByRole('dialog', { name: 'Save calculation' })).toBeVisible();
    await expectNoAxeViolations(page);
    // Name required, shown inside the dialog.
    await page.getByRole('dialog').getByLabel('Name').fill('');
    await page.getByRole('dialog').getByLabel('Name').press('Enter');
    await expect(page.getByRole('dialog').getByText('Name required')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('390 px: no horizontal scroll, every tab and the results fit; screenshots at 390 and 1280 px', async ({ page }) => {
    // Many full-page screenshots on two shared cores.
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    await open(page);
    await page.getByRole('button', { name: 'Add a person' }).click();
    await page.getByLabel('Yes, we are a couple').check();
    await noHorizontalScroll(page);
    await screenshots(page, 'housing-benefit-390-personal');
    await tab(page, 'Property').click();
    await page.getByLabel('Postcode of the home you rent').fill('M1 1AE');
    await page.getByRole('button', { name: /^Lookup/ }).click();
    await expect(status(page)).toContainText('LHA Rates Found');
    await page.getByLabel('Your rent').fill('250');
    await noHorizontalScroll(page);
    await screenshots(page, 'housing-benefit-390-property');
    await tab(page, 'Income').click();
    await page.getByLabel('Your earnings').fill('320.50');
    await noHorizontalScroll(page);
    await calculate(page);
    await expect(figure(page, 'Per week')).toBeVisible();
    await noHorizontalScroll(page);
    await screenshots(page, 'housing-benefit-390-results');

    await page.setViewportSize({ width: 1280, height: 900 });
    await noHorizontalScroll(page);
    await screenshots(page, 'housing-benefit-1280-results');
  });

  test('JavaScript budget: at most 110 KB gzipped in total, React runtime shared with the other calculator pages', async ({ page, request }) => {
    test.setTimeout(90_000);
    const scriptsOf = async (path: string) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      return page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name).pathname)
          .filter((p) => p.endsWith('.js')),
      );
    };
    const sizes: Record<string, number> = {};
    const gz = async (path: string) => (sizes[path] ??= gzipSync(await (await request.get(path)).body(), { level: 9 }).length);
    const hb = await scriptsOf('/housing-benefit');
    let total = 0;
    for (const path of hb) total += await gz(path);
    console.log(`/housing-benefit loads ${hb.length} JS files, ${(total / 1024).toFixed(1)} KB gzipped`);
    expect(total).toBeLessThanOrEqual(110 * 1024);
    // The lookup's dataset is not loaded until Lookup is pressed.
    expect(hb.some((p) => /\/lha\./.test(p))).toBe(false);
    // The React runtime (Astro's React client chunk) is one file shared by every calculator page.
    const runtime = hb.filter((p) => /\/client\.[^/]+\.js$/.test(p));
    expect(runtime).toHaveLength(1);
    for (const other of ['/council-tax-support', '/universal-credit', '/pip']) {
      if (!(await request.get(other)).ok()) continue;
      expect(await scriptsOf(other), `${other} uses the same React runtime file`).toContain(runtime[0]);
    }
  });
});
