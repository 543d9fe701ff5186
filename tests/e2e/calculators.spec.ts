/**
 * What every calculator does the same way (docs/product.md §2, §7, §8, §9; docs/rules.md "Tax years"),
 * run over the CALCULATORS table (tests/e2e/calculators.ts): the page hydrates as pre-rendered, one
 * anonymous usage event pair per visit, save → /saved-calculations → load, the tax-year choice,
 * published rates, the phone width, and axe on the result, the toast and the save dialog. Each
 * calculator's own spec holds what only it does: its fields, its rule groups' lines on screen, its
 * keyboard flow and its other states.
 *
 * The browser lives on TODAY (fixtures.ts), in the 2026/27 tax year, whatever the machine's date.
 */
import { test, expect, expectNoAxeViolations, ISLANDS, PHONE, PHONE_SCAN, YEAR_IN_FORCE, TODAY_DDMMYYYY, noHorizontalScroll, hydrated, openIsland, screenshot } from './fixtures';
import { CALCULATORS, TAX_YEAR_LABELS, TOASTS, toastStatus, type TaxYearId } from './calculators';

for (const calc of CALCULATORS) {
  const open = (page: Parameters<typeof openIsland>[0]) => openIsland(page, calc.route, calc.island);

  test.describe(`${calc.name} calculator (shared behaviours)`, () => {
    // One test for all of it: a desktop tab (tracking on, published rates unreachable) holds what the
    // first render, the save and load round trip and the year choice need (the loaded calculation is
    // the page the other years are chosen on); a second tab of the same browser at 390 px (tracking
    // off, the server's default, and published rates) holds the phone width and the published figure.
    test('the pre-rendered page is the first render and hydrates without a console error in the year in force, using the built-in table silently when published rates cannot be fetched; save → listed on /saved-calculations → load gives the same result; another year works the result out again with its figures; axe on the result, the dialog and the toast; one usage event pair while tracking is on; at 390 px: published rates (GET /api/rates) change the result, the page fits, axe finds nothing, and nothing is sent while tracking is off', async ({
      page,
      context,
      request,
    }) => {
      const html = await (await request.get(calc.route)).text();
      for (const text of calc.prerendered) expect(html).toContain(text);
      const errors: string[] = [];
      // The unreachable rates show as a failed resource and nothing more.
      page.on('console', (m) => m.type() === 'error' && !m.text().includes('Failed to load resource') && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));
      const events: unknown[] = [];
      await page.route('**/api/settings/public', (route) => route.fulfill({ json: { analytics_tracking_enabled: true } }));
      // The page's usage token (the server here has tracking off, so the test answers for it).
      await page.route('**/api/usage/token', (route) => route.fulfill({ json: { token: 'page-token' } }));
      await page.route('**/api/usage', (route) => {
        events.push(route.request().postDataJSON());
        return route.fulfill({ status: 204 });
      });
      await page.route('**/api/rates', (route) => route.abort());
      await open(page);
      const year = page.getByLabel('Tax year');
      await expect(year).toHaveValue(YEAR_IN_FORCE);
      await expect(year.locator('option')).toHaveText(['2026 to 2027 (this year)', '2025 to 2026', '2024 to 2025']);
      await calc.fill(page);
      await calc.calculate(page);
      const figure = calc.expected[YEAR_IN_FORCE];
      const complete = TOASTS.complete[calc.id];
      // Both at once: the toast closes itself after 4 s, which a loaded machine can spend on the headline alone.
      await Promise.all([expect(calc.headline(page)).toHaveText(figure), complete ? expect(toastStatus(page)).toContainText(complete) : null]);
      await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toHaveCount(0);
      await expectNoAxeViolations(page, ISLANDS);
      // One anonymous start and one completed event per visit, however often Calculate is pressed.
      await calc.calculate(page);
      await expect.poll(() => events.length).toBe(2);
      expect(events).toEqual([
        { calculator_type: calc.id, is_mobile: false, completed: false },
        { calculator_type: calc.id, is_mobile: false, completed: true },
      ]);

      await page.getByRole('button', { name: 'Save Calculation' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save calculation' });
      await expect(dialog.getByLabel('Name')).toBeFocused();
      await expect(dialog.getByLabel('Name')).toHaveValue(`${calc.name} - ${TODAY_DDMMYYYY}`);
      await expectNoAxeViolations(page, ISLANDS);
      await dialog.getByLabel('Name').fill(`My ${calc.name} check`);
      await dialog.getByLabel('Description (optional)').fill('  For the advice appointment  ');
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(toastStatus(page)).toContainText(TOASTS.saved);
      await expect(toastStatus(page)).toContainText(TOASTS.savedText(`My ${calc.name} check`));
      await expect(page.getByRole('button', { name: 'Save Calculation' })).toBeFocused();
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('savedCalculations') ?? 'null'));
      expect(stored.calculations).toHaveLength(1);
      expect(stored.calculations[0]).toMatchObject({ type: calc.id, name: `My ${calc.name} check`, description: 'For the advice appointment' });

      await page.goto('/saved-calculations');
      const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `My ${calc.name} check` }) });
      await expect(item).toContainText(calc.name);
      await expect(item).toContainText('For the advice appointment');
      await item.getByRole('button', { name: `Load My ${calc.name} check` }).click();
      await expect(page).toHaveURL(new RegExp(`${calc.route}$`));
      await hydrated(page, calc.island);
      await expect(toastStatus(page)).toContainText(TOASTS.loaded);
      await expect(toastStatus(page)).toContainText(TOASTS.loadedText(`My ${calc.name} check`));
      await expect(calc.headline(page)).toHaveText(figure);
      await expect(page.getByText('You have changed your answers')).toBeHidden();
      expect(await page.evaluate(() => sessionStorage.getItem('loadCalculation'))).toBeNull();

      // The year choice works the loaded result out again with each year's figures.
      for (const id of Object.keys(TAX_YEAR_LABELS) as TaxYearId[]) {
        if (id !== YEAR_IN_FORCE) await year.selectOption(id);
        await expect(calc.headline(page)).toHaveText(calc.expected[id]);
        await expect(page.getByText(/^Worked out with /)).toHaveText([`Worked out with the ${TAX_YEAR_LABELS[id]} rates`]);
      }
      expect(errors).toEqual([]);

      // A second tab at 390 px (its own session storage, so an empty form), tracking off and a rate published.
      const body = await (await request.get('/api/rates')).json();
      for (const rate of body.rates) if (rate.id === calc.published.id) rate.amount = calc.published.amount;
      const phone = await context.newPage();
      await phone.setViewportSize(PHONE);
      await phone.route('**/api/rates', (route) => route.fulfill({ json: body }));
      const phoneEvents: unknown[] = [];
      await phone.route('**/api/usage', (route) => {
        phoneEvents.push(route.request().postDataJSON());
        return route.fulfill({ status: 204 });
      });
      await open(phone);
      await calc.fill(phone);
      await noHorizontalScroll(phone);
      await screenshot(phone, `${calc.id}-390-form`, { slices: 1100 });
      await calc.calculate(phone);
      await expect(calc.headline(phone)).toHaveText(calc.published.headline);
      await noHorizontalScroll(phone);
      await expectNoAxeViolations(phone, { ...ISLANDS, ...PHONE_SCAN });
      await screenshot(phone, `${calc.id}-390-results`, { slices: 1100 });
      await phone.setViewportSize({ width: 1280, height: 900 });
      await noHorizontalScroll(phone);
      await screenshot(phone, `${calc.id}-1280-results`, { slices: 1100 });
      expect(phoneEvents).toEqual([]);
    });
  });
}
