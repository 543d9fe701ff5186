/**
 * The shared calculator parts no page of this build uses yet (the save dialog,
 * the share control, the toaster beside a standalone share control), tested in
 * real Chromium: a harness page bundles them from src/ with esbuild and is served
 * on the site's own origin (page.route), styled with the site's built CSS.
 * The calculators' own e2e tests cover the save dialog's flow again in place; what
 * only this file proves is the share control's popup (600×400, and the link when
 * popups are blocked), Copy link when the clipboard works and when it does not, a
 * blocked storage (SecurityError) on save, at most three toasts with the oldest
 * dropped, and the form primitives on their own (number field clamping, the error
 * summary, result lines).
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { test, expect, expectNoAxeViolations, PHONE } from './fixtures';
import type { Page } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '../..');
const HARNESS = '/__shared-parts-harness';

const ENTRY = `
import { createRoot } from 'react-dom/client';
import { SaveCalculationButton } from '~/islands/shared/SaveDialog';
import Toaster from '~/islands/shared/Toaster';
import ShareControl from '~/islands/shared/ShareControl';
import { useState } from 'react';
import Tabs from '~/islands/shared/Tabs';
import NumberField, { MoneyField } from '~/islands/shared/NumberField';
import SelectField from '~/islands/shared/SelectField';
import CheckboxField from '~/islands/shared/CheckboxField';
import RadioGroup from '~/islands/shared/RadioGroup';
import ErrorSummary from '~/islands/shared/ErrorSummary';
import { ResultLine } from '~/islands/shared/ResultLine';
import EmptyResult from '~/islands/shared/EmptyResult';

function Form() {
  const [age, setAge] = useState(25);
  const [partnerAge, setPartnerAge] = useState<number | null>(null);
  const [rent, setRent] = useState(0);
  const [location, setLocation] = useState<'england' | 'scotland'>('england');
  const [status, setStatus] = useState<'single' | 'couple' | ''>('');
  const [lcw, setLcw] = useState(false);
  const [tab, setTab] = useState('personal');
  const [showErrors, setShowErrors] = useState(false);
  const statusError = showErrors && !status ? 'Select if you are single or in a couple' : undefined;
  return (
    <section aria-label="Fields">
      {showErrors && <ErrorSummary errors={statusError ? [{ fieldId: 'status', message: statusError }] : []} onSelectField={() => setTab('personal')} />}
      <Tabs
        label="Your details"
        selectedId={tab}
        onSelect={setTab}
        tabs={[
          {
            id: 'personal',
            label: 'Personal',
            content: (
              <div className="space-y-4">
                <NumberField id="age" label="Your age" hint="Between 16 and 100" suffix="years" min={16} max={100} fallback={16} value={age} onChange={setAge} />
                <NumberField id="partner-age" label="Partner's age" allowEmpty min={16} max={100} value={partnerAge} onChange={setPartnerAge} />
                <RadioGroup id="status" legend="Are you single or in a couple?" inline error={statusError} value={status} onChange={setStatus} options={[{ value: 'single', label: 'Single' }, { value: 'couple', label: 'Couple' }]} />
                <SelectField id="location" label="Where do you live?" value={location} onChange={setLocation} options={[{ value: 'england', label: 'England' }, { value: 'scotland', label: 'Scotland' }]} />
              </div>
            ),
          },
          {
            id: 'housing',
            label: 'Housing',
            content: (
              <div className="space-y-4">
                <MoneyField id="rent" label="Monthly rent" suffix="per month" value={rent} onChange={setRent} />
                <CheckboxField id="lcw" label="I have limited capability for work" hint="A work capability assessment decided this" checked={lcw} onChange={setLcw} />
              </div>
            ),
          },
        ]}
      />
      <button type="button" className="btn btn-primary mt-4" onClick={() => setShowErrors(true)}>Check answers</button>
      <pre data-testid="state" className="whitespace-pre-wrap break-all">{JSON.stringify({ age, partnerAge, rent, location, status, lcw })}</pre>
      <ul className="mt-4">
        <ResultLine label="Standard allowance" amount={393.45} period="a month" working="Single, 25 or over." />
        <ResultLine label="Earnings taper" amount={120} kind="deduct" period="a month" />
        <ResultLine label="Third child" amount={0} kind="none" />
        <ResultLine label="Total" amount={273.45} kind="total" period="a month" />
      </ul>
      <EmptyResult />
    </section>
  );
}

const share = { title: 'Universal Credit Calculator', description: 'Work out your Universal Credit.', hashtags: ['UniversalCredit', 'UKBenefits'] };

function App() {
  return (
    <main id="main-content" tabIndex={-1} className="mx-auto max-w-3xl space-y-8 p-4">
      <h1 className="text-2xl font-bold">Shared parts</h1>
      <section aria-label="Save">
        <SaveCalculationButton type="universal-credit" data={{ personalDetails: { age: 30 } }} result={{ totalMonthly: 412.5 }} />
      </section>
      <section aria-label="Compact share">
        <ShareControl variant="compact" {...share} url="https://example.org/universal-credit" />
      </section>
      <ShareControl variant="full" {...share} standalone />
      <Form />
      <Toaster />
    </main>
  );
}
createRoot(document.getElementById('root')!).render(<App />);
`;

let script = '';
let css = '';

test.beforeAll(async () => {
  const result = await build({
    // Resolved from src/ so the project's tsconfig paths (~/...) apply.
    stdin: { contents: ENTRY, resolveDir: path.join(ROOT, 'src'), sourcefile: 'harness.tsx', loader: 'tsx' },
    bundle: true,
    format: 'esm',
    jsx: 'automatic',
    minify: true,
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    tsconfig: path.join(ROOT, 'tsconfig.json'),
  });
  script = result.outputFiles[0]!.text;
  const dist = path.resolve(ROOT, process.env.E2E_DIST_DIR ?? process.env.OUT_DIR ?? 'dist');
  const page = fs.readFileSync(path.join(dist, 'saved-calculations', 'index.html'), 'utf8');
  css = [...page.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)]
    .map((m) => fs.readFileSync(path.join(dist, m[1]!), 'utf8'))
    .concat([...page.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!))
    .join('\n');
});

async function openHarness(page: Page) {
  await page.route(`**${HARNESS}`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Shared parts</title><style>${css}</style></head><body><div id="root"></div><script type="module">${script.replace(/<\/script/g, '<\\/script')}</script></body></html>`,
    }),
  );
  await page.goto(HARNESS);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await expect(page.getByRole('button', { name: 'Save Calculation' })).toBeVisible();
}

/**
 * The live region holding toasts. While a modal dialog is open the toaster draws
 * inside it (the page's own regions stay, empty and inert), so pick the one in use.
 */
const status = (page: Page) => page.locator('[role="status"]:has([data-toast])');
const alert = (page: Page) => page.locator('[role="alert"]:has([data-toast])');
const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('savedCalculations') ?? 'null'));

test.describe('save dialog', () => {
  test('by keyboard: default name, required name, description left out when empty, saved toast, focus back', async ({ page }) => {
    await openHarness(page);
    const opener = page.getByRole('button', { name: 'Save Calculation' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Save calculation' });
    await expect(dialog).toBeVisible();
    const name = dialog.getByLabel('Name');
    await expect(name).toBeFocused();
    const today = await page.evaluate(() => new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date()));
    await expect(name).toHaveValue(`Universal Credit - ${today}`);
    await expect(dialog).toContainText('on this device only');
    await expectNoAxeViolations(page);

    // Blank name: Save is marked disabled; Enter says why, by the field and in a toast.
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('  ');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Error: Please enter a name for your calculation.')).toBeVisible();
    await expect(name).toBeFocused();
    await expect(status(page)).toContainText('Name required');
    await expect(status(page)).toContainText('Please enter a name for your calculation.');
    // The toast is drawn inside the modal dialog (outside it would be inert and unheard).
    await expect(dialog.getByRole('status')).toContainText('Name required');
    await expectNoAxeViolations(page);

    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('  My first estimate  ');
    await page.keyboard.press('Tab');
    await page.keyboard.type('   ');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(status(page)).toContainText('Calculation saved');
    await expect(status(page)).toContainText('"My first estimate" has been saved to your calculations.');
    const saved = await stored(page);
    expect(saved.lastSaved).toBe(saved.calculations[0].id);
    expect(saved.calculations).toHaveLength(1);
    expect(saved.calculations[0]).toEqual({
      id: expect.stringMatching(/^calc_\d+_[a-z0-9]{9}$/),
      name: 'My first estimate',
      type: 'universal-credit',
      data: { personalDetails: { age: 30 } },
      result: { totalMonthly: 412.5 },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    // Opening again starts with a fresh form.
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Name')).toHaveValue(`Universal Credit - ${today}`);
    await dialog.getByLabel('Description (optional)').fill('  With my partner  ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    expect((await stored(page)).calculations[1].description).toBe('With my partner');
  });

  test('Escape and Cancel close without saving', async ({ page }) => {
    await openHarness(page);
    const opener = page.getByRole('button', { name: 'Save Calculation' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Save calculation' });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await stored(page)).toBeNull();
  });

  for (const [label, error, message] of [
    ['full', 'QuotaExceededError', "Your browser's storage for this site is full. Export your saved calculations or delete ones you no longer need, then save again."],
    ['blocked', 'SecurityError', 'Your browser does not allow this site to save on this device.'],
  ] as const) {
    test(`storage ${label}: 'Save failed', the dialog keeps what was typed, nothing saved is lost`, async ({ page }) => {
      await openHarness(page);
      const before = JSON.stringify({
        calculations: [{ id: 'calc_1_aaaaaaaaa', name: 'Kept', type: 'pip', data: {}, result: {}, createdAt: 'x', updatedAt: 'x' }],
        lastSaved: null,
      });
      await page.evaluate((text) => localStorage.setItem('savedCalculations', text), before);
      await page.evaluate((name) => {
        Storage.prototype.setItem = () => {
          throw new DOMException('refused', name);
        };
      }, error);
      await page.getByRole('button', { name: 'Save Calculation' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save calculation' });
      await dialog.getByLabel('Name').fill('Will not fit');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(alert(page)).toContainText('Save failed');
      // Not 'try again': a full or blocked storage will not clear by itself.
      await expect(alert(page)).toContainText(message);
      // Written in the form too, not only in the toast.
      await expect(dialog.locator('form').getByText(message)).toBeVisible();
      await expect(dialog.getByRole('alert').locator('[data-toast="destructive"]')).toBeVisible();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Name')).toHaveValue('Will not fit');
      await expect(dialog.getByRole('button', { name: 'Save' })).toBeFocused();
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => localStorage.getItem('savedCalculations'))).toBe(before);
    });
  }
});

test.describe('share control', () => {
  test('links carry url, text, hashtags, title and summary, with accessible names; one toaster only', async ({ page }) => {
    await openHarness(page);
    const compact = page.getByRole('region', { name: 'Compact share' });
    const twitter = compact.getByRole('link', { name: 'Share on X (Twitter) (opens in a new window)' });
    const twitterUrl = new URL((await twitter.getAttribute('href'))!);
    expect(twitterUrl.origin + twitterUrl.pathname).toBe('https://twitter.com/intent/tweet');
    expect(Object.fromEntries(twitterUrl.searchParams)).toEqual({
      url: 'https://example.org/universal-credit',
      text: 'Universal Credit Calculator – Work out your Universal Credit.',
      hashtags: 'UniversalCredit,UKBenefits',
    });
    const facebook = new URL((await compact.getByRole('link', { name: /Share on Facebook/ }).getAttribute('href'))!);
    expect(facebook.searchParams.get('u')).toBe('https://example.org/universal-credit');
    const linkedin = new URL((await compact.getByRole('link', { name: /Share on LinkedIn/ }).getAttribute('href'))!);
    expect(linkedin.searchParams.get('title')).toBe('Universal Credit Calculator');
    expect(linkedin.searchParams.get('summary')).toBe('Work out your Universal Credit.');
    for (const link of await compact.getByRole('link').all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(compact.getByRole('button', { name: 'Copy link' })).toBeVisible();

    // The full variant: a heading, labelled buttons, and the current page as the url.
    const full = page.getByRole('region', { name: 'Share this page' });
    await expect(full.getByRole('heading', { name: 'Share this page' })).toBeVisible();
    await expect(full.getByRole('link', { name: 'Share on LinkedIn (opens in a new window)' })).toContainText('LinkedIn');
    const fullUrl = new URL((await full.getByRole('link', { name: /Facebook/ }).getAttribute('href'))!);
    expect(fullUrl.searchParams.get('u')).toBe(new URL(page.url()).origin + HARNESS);

    // A standalone share control's Toaster and the page's own: one notification area.
    await expect(page.getByRole('status')).toHaveCount(1);
    await expect(page.getByRole('alert')).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test('opens a 600×400 popup, and falls back to the link when popups are blocked', async ({ page, context }) => {
    await openHarness(page);
    await page.evaluate(() => {
      const calls: unknown[][] = [];
      (window as unknown as { openCalls: unknown[][] }).openCalls = calls;
      window.open = (...args: unknown[]) => {
        calls.push(args);
        return { opener: window } as unknown as Window;
      };
    });
    const compact = page.getByRole('region', { name: 'Compact share' });
    await compact.getByRole('link', { name: /Share on LinkedIn/ }).click();
    const calls = await page.evaluate(() => (window as unknown as { openCalls: unknown[][] }).openCalls);
    expect(calls).toHaveLength(1);
    expect(String(calls[0]![0])).toContain('https://www.linkedin.com/shareArticle?');
    expect(String(calls[0]![2])).toMatch(/^width=600,height=400,/);
    expect(page.url()).toContain(HARNESS);

    // Blocked: window.open gives null, so the real link opens in a new tab instead.
    await page.evaluate(() => {
      window.open = () => null;
    });
    await context.route('https://twitter.com/**', (route) => route.fulfill({ body: 'twitter' }));
    const [popup] = await Promise.all([context.waitForEvent('page'), compact.getByRole('link', { name: /Share on X/ }).click()]);
    expect(popup.url()).toContain('https://twitter.com/intent/tweet?');
    await popup.close();
  });

  test("copy link: 'Link copied!' when the clipboard works, 'Failed to copy' when it does not", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openHarness(page);
    const compact = page.getByRole('region', { name: 'Compact share' });
    await compact.getByRole('button', { name: 'Copy link' }).focus();
    await page.keyboard.press('Enter');
    await expect(status(page)).toContainText('Link copied!');
    await expect(status(page)).toContainText('The page link has been copied to your clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://example.org/universal-credit');

    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    });
    await page.keyboard.press('Space');
    await expect(alert(page)).toContainText('Failed to copy');
    await expect(alert(page)).toContainText('Please copy the link manually from your browser.');
    await expectNoAxeViolations(page);
  });

  test('at 390 px: no horizontal scroll, 44 px targets', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openHarness(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    for (const control of await page.getByRole('region', { name: 'Compact share' }).locator('a, button').all()) {
      const box = (await control.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
  });
});

test.describe('form primitives', () => {
  const state = async (page: Page) => JSON.parse((await page.getByTestId('state').textContent())!);

  test('number fields keep what is typed, tell the parent a value in range, and clamp on leaving', async ({ page }) => {
    await openHarness(page);
    const age = page.getByLabel('Your age');
    await expect(age).toHaveAttribute('inputmode', 'numeric');
    await expect(age).toHaveAccessibleDescription('Between 16 and 100 years');
    await age.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('1');
    await expect(age).toHaveValue('1');
    expect((await state(page)).age).toBe(16);
    await page.keyboard.type('8');
    await expect(age).toHaveValue('18');
    expect((await state(page)).age).toBe(18);
    await page.keyboard.type('0');
    await page.keyboard.press('Tab');
    await expect(age).toHaveValue('100');
    expect((await state(page)).age).toBe(100);
    await age.fill('');
    await page.keyboard.press('Enter');
    await expect(age).toHaveValue('16');

    const partner = page.getByLabel("Partner's age");
    await partner.fill('30');
    expect((await state(page)).partnerAge).toBe(30);
    await partner.fill('');
    await partner.blur();
    await expect(partner).toHaveValue('');
    expect((await state(page)).partnerAge).toBeNull();

    // Tabs keep hidden panels mounted: what was typed survives switching.
    await page.getByRole('tab', { name: 'Personal' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Housing' })).toHaveAttribute('aria-selected', 'true');
    const rent = page.getByLabel('Monthly rent, in pounds');
    await expect(rent).toHaveAttribute('inputmode', 'decimal');
    await rent.fill('1,250.555');
    await rent.blur();
    await expect(rent).toHaveValue('1250.56');
    expect((await state(page)).rent).toBe(1250.56);
    await rent.fill('-5');
    await rent.press('Enter');
    await expect(rent).toHaveValue('0');
    // Leaving the field settles its note ('We changed…') before the next click.
    await rent.blur();
    await page.getByLabel('I have limited capability for work').check();
    expect((await state(page)).lcw).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await page.getByRole('tab', { name: 'Housing' }).focus();
    await page.keyboard.press('Home');
    await expect(page.getByLabel('Your age')).toHaveValue('16');
    await expectNoAxeViolations(page);
  });

  test('error summary takes focus and links to the field, in its tab; errors pass axe', async ({ page }) => {
    await openHarness(page);
    await page.getByRole('tab', { name: 'Housing' }).click();
    await page.getByRole('button', { name: 'Check answers' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeVisible();
    await expect(page.locator(':focus')).toContainText('There is a problem');
    await summary.getByRole('link', { name: 'Select if you are single or in a couple' }).click();
    await expect(page.getByRole('tab', { name: 'Personal' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('radio', { name: 'Single' })).toBeFocused();
    await expect(page.getByRole('group', { name: 'Are you single or in a couple?' })).toHaveAccessibleDescription('Error: Select if you are single or in a couple');
    await expectNoAxeViolations(page);
    await page.keyboard.press('ArrowRight');
    expect((await state(page)).status).toBe('couple');
  });

  test('result lines read amounts, deductions and totals plainly', async ({ page }) => {
    await openHarness(page);
    const lines = page.getByRole('region', { name: 'Fields' }).getByRole('listitem');
    await expect(lines.nth(0)).toContainText('Standard allowance£393.45 a monthSingle, 25 or over.');
    await expect(lines.nth(1)).toContainText('minus £120.00 a month');
    await expect(lines.nth(2)).toContainText('£0.00 (not paid)');
    await expect(page.getByRole('heading', { name: 'No result yet' })).toBeVisible();
  });
});

test.describe('toaster', () => {
  test('shows at most 3 toasts, oldest dropped', async ({ page }) => {
    await openHarness(page);
    await page.getByRole('button', { name: 'Save Calculation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save calculation' });
    for (const name of ['One', 'Two', 'Three', 'Four']) {
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole('button', { name: 'Save Calculation' }).click();
    }
    await page.keyboard.press('Escape');
    const toasts = page.locator('[data-toast]');
    await expect(toasts).toHaveCount(3);
    await expect(toasts).toContainText(['"Two"', '"Three"', '"Four"']);
  });
});
