/**
 * An admin adds a council's Council Tax Support scheme (docs/product.md §7 "Council Tax Support
 * schemes") at 390 px, with the keyboard, on a private server: a scheme with problems is refused,
 * each problem named by its field and linked to it; the preview runs the engine on the example
 * households; the saved scheme is listed, and the public calculator then works a household in that
 * council out with it, citing its document.
 *
 * The scheme: Leeds City Council (E08000035), which has no built-in scheme, 75% of the tax at
 * most, a 20% taper of income above the amount for living expenses. Worked by hand (docs/rules.md
 * "Council Tax Support"): Band D, £2,190 a year is £2,190 ÷ 365 × 7 = £42 a week.
 * - No income: 75% of £42 = £31.50 a week; by the day for the year, £31.50 ÷ 7 × 365 = £1,642.50.
 * - Earning £200 a week (the preview's second household, single, 30): £200 − £5 single earnings
 *   disregard (HB Regs 2006 Sch 4 para 17) − £95.55 personal allowance (25 or over, 2026/27) = £99.45
 *   above the amount for living expenses; 20% of it = £19.89; £31.50 − £19.89 = £11.61 a week;
 *   £11.61 ÷ 7 × 365 = £605.378… → £605.38 a year.
 */
import { test, expect, expectNoAxeViolations, ISLANDS, openIsland, PHONE, tabTo, YEAR_IN_FORCE } from './fixtures';
import { openAdminSignedIn, privateServerWithAccounts, uniqueEmail } from './server-helpers';

const admin = uniqueEmail('schemes-admin');
const other = uniqueEmail('schemes-other');
const server = privateServerWithAccounts(admin, other);
// Sign-in hashes with scrypt at full cost, and the public calculator runs after: allow for a busy machine.
test.setTimeout(150_000);

const TITLE = 'Leeds City Council Council Tax Support Scheme 2026/27';
const URL = 'https://www.leeds.gov.uk/council-tax-support-scheme-2026-27.pdf';

test('an admin adds a council’s scheme with the keyboard on a phone, previews it and saves it; the calculator then uses it and cites its document', async ({ page }) => {
  test.skip(YEAR_IN_FORCE !== '2026-27', 'The figures are those of 2026/27.');
  await page.setViewportSize(PHONE);
  await openAdminSignedIn(page, admin, server.baseURL);
  await page.getByRole('tab', { name: 'Benefit Rates' }).click();
  const section = page.getByRole('region', { name: 'Council Tax Support schemes' });
  await expect(section.getByRole('list', { name: 'Schemes in force' })).toContainText('Bristol City Council, 2026/27Built into this release');
  await expect(section).toContainText('No scheme has been added here yet.');

  // Add a scheme, by the keyboard: the form opens with focus on its heading.
  await tabTo(page, section.getByRole('button', { name: 'Add a scheme' }));
  await page.keyboard.press('Enter');
  await expect(section.getByRole('heading', { name: 'Add a council’s scheme' })).toBeFocused();
  const council = section.getByLabel('Council', { exact: true });
  await tabTo(page, council);
  await council.selectOption({ label: 'Leeds City Council' });
  await expect(section.getByLabel('Tax year the scheme is for')).toHaveValue('2026-27');
  await expect(section.getByLabel('Fill in the form (one taper for everyone)')).toBeChecked();

  // Preview with the shares and the document left out: nothing is saved, each problem names its field.
  await tabTo(page, section.getByRole('button', { name: 'Preview' }));
  await page.keyboard.press('Enter');
  const summary = section.getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('The scheme has 5 problems. Nothing has been saved.');
  const most = section.getByLabel('Most the scheme covers, as a percentage of the council tax');
  await expect(most).toHaveAttribute('aria-invalid', 'true');
  await expect(most).toHaveAccessibleDescription(/Error: Most the scheme covers, as a percentage of the council tax must be a number\./);
  await expect(section.getByLabel('Address of the scheme document')).toHaveAccessibleDescription(
    /Starts with https:\/\/ Error: Address of the scheme document is not written the right way/,
  );
  // The summary's link takes focus to the field.
  await summary.getByRole('link', { name: /^Most the scheme covers/ }).press('Enter');
  await expect(most).toBeFocused();
  await expectNoAxeViolations(page, { include: ['[role="tabpanel"]'], exclude: ['[role="tabpanel"] table'] });

  await page.keyboard.type('75');
  await tabTo(page, section.getByLabel(/^Taper:/));
  await page.keyboard.type('20');
  await tabTo(page, section.getByLabel('Title of the scheme document'));
  await page.keyboard.type(TITLE);
  await page.keyboard.press('Tab');
  await expect(section.getByLabel('Address of the scheme document')).toBeFocused();
  await page.keyboard.type(URL);
  await page.keyboard.press('Tab');
  await page.keyboard.type('1 March 2026');
  await page.keyboard.press('Enter');

  // The preview: the engine on the two example households (figures worked by hand above).
  await expect(section.getByRole('heading', { name: 'Preview' })).toBeFocused();
  await expect(section).toContainText('A single person aged 30 with no income: £31.50 a week (£1,642.50 a year).');
  await expect(section).toContainText('A single person aged 30 earning £200.00 a week: £11.61 a week (£605.38 a year).');
  await expect(section).toContainText(`The calculator will cite: ${TITLE}, 1 March 2026.`);
  await expectNoAxeViolations(page, { include: ['[role="tabpanel"]'], exclude: ['[role="tabpanel"] table'] });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await tabTo(page, section.getByRole('button', { name: 'Save scheme' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('The scheme of Leeds City Council, 2026/27 has been saved. Calculators use it now.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Add a scheme' })).toBeFocused();
  const saved = section.getByRole('listitem').filter({ hasText: 'Leeds City Council, 2026/27' });
  await expect(saved).toContainText(`Added by ${admin} on`);
  await expect(saved.getByRole('link', { name: `${TITLE} (1 March 2026) (opens in a new tab)` })).toHaveAttribute('href', URL);
  await expect(saved.getByRole('button', { name: 'Correct the scheme of Leeds City Council, 2026/27' })).toBeVisible();

  // The public calculator, at once: a single person of 30 in Leeds, Band D, £2,190 a year, no income.
  await openIsland(page, `${server.baseURL}/council-tax-support`, 'CouncilTaxSupportCalculator');
  await tabTo(page, page.getByLabel('Which council do you pay council tax to?'));
  await page.keyboard.type('Leeds');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your council: Leeds City Council')).toBeVisible();
  await page.getByLabel('Council tax band').selectOption('D');
  await page.getByLabel('Your council tax for the year').fill('2190');
  for (const n of [1, 2, 3]) {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(n + 1));
  }
  await page.getByRole('button', { name: 'Calculate Support', exact: true }).click();
  const support = page.getByRole('region', { name: 'Your estimated Council Tax Support' });
  const figure = (term: string) => support.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(figure('Weekly')).toHaveText('£31.50');
  await expect(figure('Annual')).toHaveText('£1,642.50');
  await expect(page.getByRole('link', { name: new RegExp(`^Read Leeds City Council’s scheme: ${TITLE.replace(/[/]/g, '\\/')} \\(1 March 2026\\)`) })).toHaveAttribute('href', URL);
  await expectNoAxeViolations(page, ISLANDS);
});
