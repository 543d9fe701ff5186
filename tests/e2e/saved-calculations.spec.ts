/**
 * /saved-calculations end to end (docs/product.md §2 "Saved calculations", §4, §5, §7, §8,
 * §10), against the production build and the real server. Storage is
 * seeded with page.evaluate; flows are driven by keyboard alone unless a test
 * says otherwise, and axe runs in every state.
 */
import fs from 'node:fs';
import { test, expect, expectNoAxeViolations, ISLANDS, PHONE, tabTo, savedEntry } from './fixtures';
import type { Page } from '@playwright/test';
import { TOAST_DURATION_MS } from '../../src/stores/toasts';

const KEY = 'savedCalculations';

interface Calc {
  id: string;
  name: string;
  type: string;
  data: unknown;
  result: unknown;
  description?: string;
  createdAt: string;
  updatedAt: string;
}

const UC_MAIN: Calc = savedEntry(
  'universal-credit',
  'Main claim',
  { personalDetails: { age: 30, relationshipStatus: 'single', children: [] }, incomeDetails: { earnedIncome: 800 } },
  {
    id: 'calc_1767225600000_aaaaaaaaa',
    result: { totalMonthly: 512.34, elements: [] },
    description: 'Before the new job',
    createdAt: '2026-01-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
  },
);
const HB: Calc = savedEntry(
  'housing-benefit',
  'Rent help',
  { rent: 450 },
  { id: 'calc_1767312000000_bbbbbbbbb', result: { weeklyAmount: 55.2 }, createdAt: '2026-01-02T12:00:00.000Z', updatedAt: '2026-02-01T12:00:00.000Z' },
);
const PIP: Calc = savedEntry(
  'pip',
  'PIP points',
  { dailyLiving: { 'preparing-food': 'e' } },
  { id: 'calc_1767398400000_ccccccccc', result: { dailyLivingPoints: 8 }, createdAt: '2026-01-03T12:00:00.000Z', updatedAt: '2026-01-15T12:00:00.000Z' },
);
const UC_OLD: Calc = savedEntry(
  'universal-credit',
  'Old estimate',
  { personalDetails: { age: 24 } },
  { id: 'calc_1767484800000_ddddddddd', result: { totalMonthly: 311.68 }, createdAt: '2026-01-04T12:00:00.000Z', updatedAt: '2026-01-04T12:00:00.000Z' },
);
const ALL = [UC_MAIN, HB, PIP, UC_OLD];

/** Put `value` (an object, or raw text) in localStorage, then load the page fresh. */
async function openWith(page: Page, value: unknown | null, raw = false) {
  await page.goto('/saved-calculations');
  await page.evaluate(
    ([key, text]) => {
      localStorage.clear();
      sessionStorage.clear();
      if (text !== null) localStorage.setItem(key, text);
    },
    [KEY, value === null ? null : raw ? (value as string) : JSON.stringify({ calculations: value, lastSaved: null })] as const,
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your calculations' })).toBeVisible();
}

const storedText = (page: Page) => page.evaluate((key) => localStorage.getItem(key), KEY);
const stored = async (page: Page) => JSON.parse((await storedText(page)) ?? 'null') as { calculations: Calc[]; lastSaved: string | null } | null;

/** From the top of the page: the skip link, then into the main content. */
async function skipToMain(page: Page) {
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
}

/**
 * The live region holding toasts. While a modal dialog is open the toaster draws
 * inside it (the page's own regions stay, empty and inert), so pick the one in use.
 */
const status = (page: Page) => page.locator('[role="status"]:has([data-toast])');
const alert = (page: Page) => page.locator('[role="alert"]:has([data-toast])');
const item = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

test.describe('saved calculations page', () => {
  test('the pre-rendered page shows only "Loading..." and never stored data; it renders with no hydration errors and no network calls beyond the page itself; the empty state: Start a Calculation, Export disabled, no Clear all; axe clean', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/saved-calculations')).text();
    expect(html).toContain('Loading...');
    expect(html).not.toContain('Your calculations');
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    const api: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname.startsWith('/api/') && api.push(r.url()));
    await openWith(page, ALL);
    await expect(page.getByRole('tab', { name: 'All (4)' })).toBeVisible();
    expect(errors).toEqual([]);
    expect(api).toEqual([]);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await openWith(page, null);
    await expect(page.getByText('You have no saved calculations.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start a Calculation' })).toHaveAttribute('href', '/universal-credit');
    await expect(page.getByRole('button', { name: 'Export' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Clear all' })).toHaveCount(0);
    await expect(page.getByTestId('storage-stats')).toHaveText('0 saved calculations · 0.0 KB used of 5 MB on this device');
    await expect(page.getByRole('status')).toBeAttached(); // the live region exists before any toast
    await expectNoAxeViolations(page, ISLANDS);
  });

  test('lists every item with name, description, type and date; tabs filter with counts; keyboard tabs', async ({ page }) => {
    await openWith(page, ALL);
    const tabs = page.getByRole('tablist', { name: 'Filter by calculation type' }).getByRole('tab');
    await expect(tabs).toHaveText(['All (4)', 'Universal Credit (2)', 'Housing Benefit (1)', 'PIP (1)', 'Council Tax Support (0)', 'Pension Credit (0)']);

    const main = item(page, 'Main claim');
    await expect(main).toContainText('Before the new job');
    await expect(main).toContainText('Universal Credit');
    await expect(main.locator('time')).toHaveAttribute('datetime', UC_MAIN.updatedAt);
    await expect(main).toContainText('Last updated 01/03/2026');
    // Newest change first.
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText(['Main claim', 'Rent help', 'PIP points', 'Old estimate']);

    // Storage statistics: count, and the stored text's size in KB to one decimal.
    const text = (await storedText(page))!;
    const kb = (Buffer.byteLength(text, 'utf8') / 1024).toFixed(1);
    await expect(page.getByTestId('storage-stats')).toHaveText(`4 saved calculations · ${kb} KB used of 5 MB on this device`);
    await expectNoAxeViolations(page, ISLANDS);

    // Keyboard: Tab reaches the selected tab; arrows, Home and End move and select.
    await skipToMain(page);
    await tabTo(page, page.getByRole('tab', { name: 'All (4)' }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Universal Credit (2)' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Universal Credit (2)' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText(['Main claim', 'Old estimate']);
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Pension Credit (0)' })).toBeFocused();
    await expect(page.getByRole('tabpanel')).toHaveText('No Pension Credit calculations saved yet.');
    await page.keyboard.press('ArrowRight'); // wraps
    await expect(page.getByRole('tab', { name: 'All (4)' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'PIP (1)' })).toBeFocused();
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText(['PIP points']);
    await page.keyboard.press('Home');
    await expect(page.getByRole('tab', { name: 'All (4)' })).toHaveAttribute('aria-selected', 'true');
    // Only the selected tab is in the Tab order; the next Tab goes into the panel.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel')).toBeFocused();
    await expectNoAxeViolations(page, ISLANDS);
  });

  test('edit by keyboard: opens with current values, requires a name, saves changes, Escape cancels', async ({ page }) => {
    await openWith(page, ALL);
    await skipToMain(page);
    const edit = page.getByRole('button', { name: 'Edit Main claim' });
    await tabTo(page, edit);
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Edit calculation' });
    await expect(dialog).toBeVisible();
    const name = dialog.getByLabel('Name');
    await expect(name).toBeFocused();
    await expect(name).toHaveValue('Main claim');
    await expect(dialog.getByLabel('Description (optional)')).toHaveValue('Before the new job');
    await expectNoAxeViolations(page, ISLANDS);

    // A blank name: Save Changes is marked disabled; Enter explains why (inline and toast).
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('   ');
    await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Error: Please enter a name for your calculation.')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(status(page)).toContainText('Name required');
    await expect(status(page)).toContainText('Please enter a name for your calculation.');
    await expectNoAxeViolations(page, ISLANDS);

    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('  Main claim (renamed)  ');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('After the new job');
    await tabTo(page, dialog.getByRole('button', { name: 'Save Changes' }));
    await page.keyboard.press('Space');

    await expect(dialog).toBeHidden();
    await expect(status(page)).toContainText('Calculation updated');
    await expect(status(page)).toContainText('Your changes have been saved.');
    await expect(page.getByRole('button', { name: 'Edit Main claim (renamed)' })).toBeFocused();
    const after = (await stored(page))!.calculations.find((c) => c.id === UC_MAIN.id)!;
    expect(after).toMatchObject({ name: 'Main claim (renamed)', description: 'After the new job', createdAt: UC_MAIN.createdAt, data: UC_MAIN.data });
    expect(after.updatedAt > UC_MAIN.updatedAt).toBe(true);

    // Escape cancels without changing anything.
    const before = await storedText(page);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.type(' more');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Edit Main claim (renamed)' })).toBeFocused();
    expect(await storedText(page)).toBe(before);
  });

  test('a full storage during an edit shows Save failed and loses nothing', async ({ page }) => {
    await openWith(page, ALL);
    const before = await storedText(page);
    await page.evaluate(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await item(page, 'Rent help').getByRole('button', { name: 'Edit Rent help' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit calculation' });
    await dialog.getByLabel('Name').fill('New name');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(alert(page)).toContainText('Save failed');
    // A full storage will not clear by trying again: the message says what will help.
    await expect(alert(page)).toContainText("Your browser's storage for this site is full. Export your saved calculations or delete ones you no longer need");
    // The toast is drawn inside the modal dialog, so it is visible and announced.
    await expect(dialog.getByRole('alert')).toContainText('Save failed');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveValue('New name');
    await expectNoAxeViolations(page, ISLANDS);
    expect(await storedText(page)).toBe(before);
    await page.keyboard.press('Escape');
    await expect(item(page, 'Rent help')).toBeVisible();
  });

  test('delete by keyboard with a confirmation; Cancel and Escape keep the item; then clear all by keyboard empties the list', async ({ page }) => {
    await openWith(page, ALL);
    await skipToMain(page);
    await tabTo(page, page.getByRole('button', { name: 'Delete Rent help' }));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Delete this calculation?' });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText('“Rent help” will be removed from this device.');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page, ISLANDS);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('button', { name: 'Delete Rent help' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter'); // Cancel
    await expect(confirm).toBeHidden();
    expect((await stored(page))!.calculations).toHaveLength(4);

    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+Tab');
    await expect(confirm.getByRole('button', { name: 'Delete' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    await expect(status(page)).toContainText('Calculation deleted');
    await expect(status(page)).toContainText('The saved calculation has been removed.');
    await expect(item(page, 'Rent help')).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'All (3)' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Housing Benefit (0)' })).toBeVisible();
    // The button that opened the dialog has gone: focus lands on the list heading.
    await expect(page.getByRole('heading', { name: 'Your calculations' })).toBeFocused();
    expect((await stored(page))!.calculations.map((c) => c.id)).toEqual([UC_MAIN.id, PIP.id, UC_OLD.id]);

    // The same page, the three left: back up from the list heading to Clear all.
    await tabTo(page, page.getByRole('button', { name: 'Clear all' }), { reverse: true });
    await page.keyboard.press('Enter');
    const clearAll = page.getByRole('alertdialog', { name: 'Clear all saved calculations?' });
    await expect(clearAll).toContainText('All 3 saved calculations will be removed');
    await expectNoAxeViolations(page, ISLANDS);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(clearAll).toBeHidden();
    await expect(status(page)).toContainText('All calculations cleared');
    await expect(status(page)).toContainText('Your saved calculations have been removed.');
    await expect(page.getByText('You have no saved calculations.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear all' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Your calculations' })).toBeFocused();
    // The empty state is scanned in the first test above.
    expect(await storedText(page)).toBeNull();
  });

  test('export downloads benefit-calculations-{date}.json holding exactly the stored array; import it back by keyboard: new ids, same names and data', async ({ page }) => {
    await openWith(page, ALL);
    await skipToMain(page);
    await tabTo(page, page.getByRole('button', { name: 'Export' }));
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    expect(download.suggestedFilename()).toBe(`benefit-calculations-${today}.json`);
    const text = fs.readFileSync((await download.path())!, 'utf8');
    expect(JSON.parse(text)).toEqual((await stored(page))!.calculations);
    expect(text).toBe(JSON.stringify(ALL, null, 2));
    await expect(status(page)).toContainText('Export complete');
    await expect(status(page)).toContainText('Your calculations have been downloaded.');

    const exported = text;
    await page.evaluate((key) => localStorage.removeItem(key), KEY);
    await page.reload();
    await expect(page.getByText('You have no saved calculations.')).toBeVisible();

    await skipToMain(page);
    await tabTo(page, page.getByRole('button', { name: 'Import' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Import calculations' });
    const textarea = dialog.getByLabel('Exported calculations (JSON)');
    await expect(textarea).toBeFocused();
    const importButton = dialog.getByRole('button', { name: 'Import' });
    await expect(importButton).toBeDisabled();
    await page.keyboard.type('  \n ');
    await expect(importButton).toBeDisabled();
    await expectNoAxeViolations(page, ISLANDS);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText(exported);
    await expect(importButton).toBeEnabled();
    await tabTo(page, importButton);
    await page.keyboard.press('Enter');

    await expect(dialog).toBeHidden();
    await expect(status(page)).toContainText('Import successful');
    await expect(status(page)).toContainText('Imported 4 calculations.');
    await expect(page.getByRole('tab', { name: 'All (4)' })).toBeVisible();
    const imported = (await stored(page))!.calculations;
    expect(imported.map(({ name, type, data, result, description }) => ({ name, type, data, result, description }))).toEqual(
      ALL.map(({ name, type, data, result, description }) => ({ name, type, data, result, description })),
    );
    for (const calc of imported) {
      expect(calc.id).toMatch(/^calc_\d+_[a-z0-9]{9}$/);
      expect(ALL.map((c) => c.id)).not.toContain(calc.id);
      expect(calc.createdAt).toBe(calc.updatedAt);
      expect(Date.parse(calc.createdAt)).toBeGreaterThan(Date.parse('2026-04-01'));
    }
    expect(new Set(imported.map((c) => c.id)).size).toBe(4);
  });

  test('import of text that is not JSON, JSON that is not an array, or an item without its fields says why and imports nothing; several item errors are joined by commas in the toast; importing an empty list says nothing was imported', async ({
    page,
  }) => {
    await openWith(page, [HB]);
    for (const [label, text, message] of [
      ['text that is not JSON', '{ this is not json', 'Failed to parse JSON'],
      ['JSON that is not an array', '{"calculations": []}', 'Invalid format: expected an array'],
      ['an item without its fields', '[{"name": "No id"}]', 'Item 1: Missing required fields'],
    ] as const) {
      await test.step(`import of ${label} shows '${message}'`, async () => {
        const before = await storedText(page);
        // The first time from the top of the page; then from the Import button, where closing the dialog put focus back.
        if (label === 'text that is not JSON') await skipToMain(page);
        await tabTo(page, page.getByRole('button', { name: 'Import' }));
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: 'Import calculations' });
        await page.keyboard.insertText(text);
        await tabTo(page, dialog.getByRole('button', { name: 'Import' }));
        await page.keyboard.press('Enter');
        await expect(alert(page)).toContainText('Import failed');
        await expect(alert(page)).toContainText(message);
        await expect(dialog.getByRole('listitem').filter({ hasText: message })).toBeVisible();
        const textarea = dialog.getByLabel('Exported calculations (JSON)');
        await expect(textarea).toHaveAttribute('aria-invalid', 'true');
        await expect(textarea).toHaveValue(text);
        await expectNoAxeViolations(page, ISLANDS);
        expect(await storedText(page)).toBe(before);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      });
    }
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import calculations' });
    await dialog.getByLabel('Exported calculations (JSON)').fill(JSON.stringify([HB, { id: 'x' }, null]));
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(alert(page)).toContainText('Item 2: Missing required fields, Item 3: Missing required fields');
    await expect(dialog.getByRole('listitem')).toHaveText(['Item 2: Missing required fields', 'Item 3: Missing required fields']);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const before = await storedText(page);
    await page.getByRole('button', { name: 'Import' }).click();
    await dialog.getByLabel('Exported calculations (JSON)').fill('[]');
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(status(page)).toContainText('Nothing imported');
    await expect(status(page)).toContainText('The list is empty, so nothing was imported.');
    expect(await storedText(page)).toBe(before);
  });

  test('corrupt storage is kept under a backup key, the page says so and offers it as a download', async ({ page }) => {
    const corrupt = '{"calculations": [ this is broken';
    await openWith(page, corrupt, true);
    await expect(page.getByText('You have no saved calculations.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export' })).toBeDisabled();
    const notice = page.getByRole('region', { name: 'Some saved data could not be read' });
    await expect(notice).toBeVisible();
    // The text is kept, byte for byte, under savedCalculations.backup-<time>, not replaced.
    const backups = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('savedCalculations.backup-'))
        .map((k) => localStorage.getItem(k)),
    );
    expect(backups).toEqual([corrupt]);
    const download = page.waitForEvent('download');
    await notice.getByRole('button', { name: /^Download the unreadable data/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^saved-calculations-backup-\d{4}-\d{2}-\d{2}\.txt$/);
    expect(fs.readFileSync((await file.path())!, 'utf8')).toBe(corrupt);
    await expectNoAxeViolations(page, ISLANDS);

    // A new save leaves the backup alone.
    await page.evaluate(() =>
      localStorage.setItem(
        'savedCalculations',
        JSON.stringify({ calculations: [{ id: 'calc_1_aaaaaaaaa', name: 'New', type: 'pip', data: {}, result: {}, createdAt: 'x', updatedAt: 'x' }], lastSaved: null }),
      ),
    );
    await page.reload();
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: /^Remove it/ }).click();
    await expect(notice).toBeHidden();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('savedCalculations.backup-')))).toEqual([]);
  });

  test("an item that is a bare string is set aside with the notice, not dropped, the rest of the list shows; a tax year we do not have is not labelled 'saved before tax years'; a saved postcode 'SW1A1AA' opens as 'SW1A 1AA'", async ({
    page,
  }) => {
    await openWith(page, [HB, 'my old calculation']);
    await expect(item(page, 'Rent help')).toBeVisible();
    const notice = page.getByRole('region', { name: 'Some saved data could not be read' });
    await expect(notice).toBeVisible();
    const backups = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('savedCalculations.backup-'))
        .map((k) => JSON.parse(localStorage.getItem(k) ?? 'null')),
    );
    expect(backups).toEqual([['my old calculation']]);
    expect((await stored(page))?.calculations).toEqual([HB]);
    await expectNoAxeViolations(page, ISLANDS);
    const odd = savedEntry('pip', 'Odd year', { taxYear: '2031-99', personalInfo: { age: 30 } }, { id: 'calc_1767398400001_eeeeeeeee' });
    const none = savedEntry('pip', 'No year', { personalInfo: { age: 30 } }, { id: 'calc_1767398400002_fffffffff' });
    await openWith(page, [odd, none]);
    await expect(item(page, 'Odd year')).toContainText('2025 to 2026 rates (its tax year is not one we have)');
    await expect(item(page, 'Odd year')).not.toContainText('saved before tax years');
    await expect(item(page, 'No year')).toContainText('2025 to 2026 rates (saved before tax years)');
    const cts = savedEntry('council-tax-support', 'Council tax', { location: { postcode: 'SW1A1AA' }, taxYear: '2026-27' }, { id: 'calc_1767398400003_ggggggggg' });
    await openWith(page, [cts]);
    await page.getByRole('button', { name: 'Load Council tax' }).click();
    await page.waitForURL('**/council-tax-support');
    // A saved calculation opens on its result; the postcode is asked on the first step.
    await expect(page.getByRole('heading', { name: 'Your Results', level: 2 })).toBeVisible();
    // Back a step at a time, each step in view before the next click (a step loads when first opened).
    for (const step of ['Special Circumstances', 'Income & Benefits', 'Household Details', 'Property & Location']) {
      await page.getByRole('button', { name: 'Previous' }).click();
      await expect(page.getByRole('heading', { name: step, level: 2 })).toBeVisible();
    }
    await expect(page.getByLabel('Postcode (optional)')).toHaveValue('SW1A 1AA');
  });

  test('Load puts the item in sessionStorage loadCalculation and opens its calculator', async ({ page }) => {
    // The calculator pages take the entry and remove it as soon as they hydrate
    // (docs/product.md §4), so keep their scripts from loading to see the hand-off itself.
    const ISLAND_SCRIPTS = '**/_astro/**/*.js';
    const loadWithoutHydrating = async (button: string, path: string) => {
      // Only once this page has hydrated (its own scripts loaded) are scripts refused.
      const load = page.getByRole('button', { name: button });
      await expect(load).toBeVisible();
      await page.route(ISLAND_SCRIPTS, (route) => route.abort());
      await load.click();
      await page.waitForURL(`**${path}`);
      expect(new URL(page.url()).pathname).toBe(path);
      const pending = await page.evaluate(() => sessionStorage.getItem('loadCalculation'));
      await page.unroute(ISLAND_SCRIPTS);
      return JSON.parse(pending ?? 'null');
    };

    await openWith(page, ALL);
    await skipToMain(page);
    await tabTo(page, page.getByRole('button', { name: 'Load Rent help' }));
    await page.route(ISLAND_SCRIPTS, (route) => route.abort());
    await page.keyboard.press('Enter');
    await page.waitForURL('**/housing-benefit');
    expect(new URL(page.url()).pathname).toBe('/housing-benefit');
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('loadCalculation')))!)).toEqual(HB);
    await page.unroute(ISLAND_SCRIPTS);

    await page.goto('/saved-calculations');
    expect(await loadWithoutHydrating('Load Main claim', '/universal-credit')).toEqual(UC_MAIN);

    await page.goto('/saved-calculations');
    expect((await loadWithoutHydrating('Load PIP points', '/pip'))?.type).toBe('pip');
  });

  test("an item of an unknown type says 'Unable to load' and stays", async ({ page }) => {
    await openWith(page, [{ ...HB, id: 'calc_1_zzzzzzzzz', name: 'Child Benefit check', type: 'child-benefit' }]);
    const item1 = item(page, 'Child Benefit check');
    await expect(item1).toContainText('child-benefit');
    await item1.getByRole('button', { name: 'Load Child Benefit check' }).click();
    await expect(alert(page)).toContainText('Unable to load');
    await expect(alert(page)).toContainText('This calculation type is not supported.');
    expect(new URL(page.url()).pathname).toBe('/saved-calculations');
    expect(await page.evaluate(() => sessionStorage.getItem('loadCalculation'))).toBeNull();
    await expectNoAxeViolations(page, ISLANDS);
  });
});

test.describe('toasts', () => {
  test('close with the close button or Escape, and close themselves after 4 seconds', async ({ page }) => {
    // The page's clock is the test's: time passes only when the test moves it on.
    await page.clock.install();
    await openWith(page, ALL);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    // Three exports in a row: identical toasts replace each other rather than stack.
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('button', { name: 'Export' }).click();
    await expect(status(page).getByText('Export complete')).toHaveCount(1);

    // Keyboard: the notices' strip follows the header, so Tab from the header's last
    // control reaches the toast's close button (the toast waits while it has focus); Escape closes
    // it and focus goes back where it came from.
    await page.evaluate(() => {
      const controls = document.querySelectorAll<HTMLElement>('body > header a[href], body > header button');
      [...controls]
        .filter((c) => c.offsetParent !== null)
        .at(-1)
        ?.setAttribute('data-last-header-control', '');
    });
    const lastHeaderControl = page.locator('[data-last-header-control]');
    await lastHeaderControl.focus();
    await page.keyboard.press('Tab');
    await expect(status(page).getByRole('button', { name: 'Close notification' })).toBeFocused();
    await page.clock.runFor(TOAST_DURATION_MS + 500);
    await expect(status(page).getByText('Export complete')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(status(page).getByText('Export complete')).toHaveCount(0);
    await expect(lastHeaderControl).toBeFocused();

    await page.getByRole('button', { name: 'Export' }).click();
    await status(page).getByRole('button', { name: 'Close notification' }).click();
    await expect(status(page).getByText('Export complete')).toHaveCount(0);

    await page.mouse.move(0, 0);
    await page.getByRole('button', { name: 'Export' }).click();
    await expect(status(page).getByText('Export complete')).toBeVisible();
    await page.clock.runFor(TOAST_DURATION_MS - 100);
    await expect(status(page).getByText('Export complete')).toBeVisible();
    await page.clock.runFor(100);
    await expect(status(page).getByText('Export complete')).toHaveCount(0);
  });
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: PHONE });

  test('no horizontal scroll in the list, a dialog or the empty state', async ({ page }) => {
    const noSideScroll = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await openWith(page, [...ALL, { ...UC_OLD, id: 'calc_9_yyyyyyyyy', name: 'A very long name with no spaces: Supercalifragilisticexpialidocious-estimate-2026' }]);
    await noSideScroll();
    await expectNoAxeViolations(page, ISLANDS);
    await page.getByRole('button', { name: 'Edit Main claim' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit calculation' })).toBeVisible();
    await noSideScroll();
    const box = await page.getByRole('dialog', { name: 'Edit calculation' }).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Export' }).click();
    const toast = status(page).getByText('Export complete');
    await expect(toast).toBeVisible();
    await noSideScroll();
    await openWith(page, null);
    await noSideScroll();
  });
});
