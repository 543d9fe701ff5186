/**
 * The contact form with and without JavaScript (docs/product.md §2 Contact, §5, §8,
 * §11), found by role and label (docs/style.md habit 15), axe-clean in
 * every state (habit 10).
 */
import { test, expect, expectNoAxeViolations, PAGE_ONLY, ISLANDS, PHONE, PHONE_SCAN } from './fixtures';
import type { Page } from '@playwright/test';

// axe runs several times per test: allow for a busy machine.
test.describe.configure({ timeout: 90_000 });

/** Wait until the JavaScript enhancement has taken over the form. */
const enhanced = (page: Page) => expect(page.locator('[data-contact-region]')).toHaveAttribute('data-enhanced', 'true');

/** A form control by its exact label (the form itself is named 'Send us a message'). */
const field = (page: Page, label: 'Name' | 'Email' | 'Subject' | 'Message') => page.getByLabel(label, { exact: true });

test.describe('with JavaScript', () => {
  test('errors in the GOV.UK pattern, then a message sent in place with the success toast', async ({ page }) => {
    await page.goto('/contact');
    await enhanced(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    for (const card of ['Get in Touch', 'Important Note', 'Need Immediate Help?']) {
      await expect(page.getByRole('heading', { name: card })).toBeVisible();
    }
    // Real helplines (the Benefit Enquiry Line has closed): Citizens Advice in each nation, then the department's lines.
    const help = page.getByRole('region', { name: 'Need Immediate Help?' });
    for (const [name, number, tel] of [
      ['England: Citizens Advice Adviceline', '0800 144 8848', 'tel:08001448848'],
      ['Wales: Citizens Advice Advicelink', '0800 702 2020', 'tel:08007022020'],
      ['Scotland: Citizens Advice Scotland', '0800 028 1456', 'tel:08000281456'],
      ['Northern Ireland: Advice NI', '0800 915 4604', 'tel:08009154604'],
      ['Universal Credit helpline', '0800 328 5644', 'tel:08003285644'],
      ['PIP new claims', '0800 917 2222', 'tel:08009172222'],
      ['Pension Credit claim line', '0800 99 1234', 'tel:0800991234'],
    ]) {
      await expect(help.getByText(name!, { exact: true })).toBeVisible();
      await expect(help.getByRole('link', { name: number, exact: true })).toHaveAttribute('href', tel!);
    }
    await expect(page.getByText('0800 121 4433')).toHaveCount(0);
    await expect(page.getByText('Monday-Friday:')).toBeVisible();
    await expectNoAxeViolations(page, PAGE_ONLY);

    // Nothing chosen: the summary takes focus and links to each field.
    await page.getByRole('button', { name: 'Send Message' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: 'Subject Required - Please select a subject for your message.' })).toBeVisible();
    await expect(page).toHaveTitle(/^Error: Contact Us/);
    await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, PAGE_ONLY);
    await summary.getByRole('link', { name: 'Enter your name' }).click();
    await expect(field(page, 'Name')).toBeFocused();

    // What was typed is kept while fixing errors.
    await field(page, 'Name').fill('Jo Tester');
    await field(page, 'Email').fill('jo@example');
    await field(page, 'Message').fill('Does the calculator include the carer element?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('link', { name: 'Enter an email address in the correct format, like name@example.com' })).toBeVisible();
    await expect(field(page, 'Name')).toHaveValue('Jo Tester');
    await expect(field(page, 'Message')).toHaveValue('Does the calculator include the carer element?');

    await field(page, 'Email').fill('jo@example.org');
    await field(page, 'Subject').selectOption({ label: 'Calculator question' });
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await sent).status()).toBe(201);
    // The toast, and a success panel that stays, saying what happens next, with focus moved to it.
    await expect(page.locator('[data-toast]').getByText('Message Sent Successfully')).toBeVisible();
    const panel = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Message Sent Successfully' }) });
    await expect(panel).toBeFocused();
    await expect(panel).toContainText("Thank you for your message. We'll get back to you within 24 hours.");
    await expect(panel).toContainText('We will reply to the email address you gave, usually within 24 hours');
    await expect(field(page, 'Name')).toHaveValue('');
    await expect(field(page, 'Message')).toHaveValue('');
    await expect(page).toHaveTitle(/^Contact Us/);
    await expectNoAxeViolations(page, PAGE_ONLY);
    // And on a phone: the form's region (now the panel) and the toast.
    await page.setViewportSize(PHONE);
    await expect(panel).toBeVisible();
    await expectNoAxeViolations(page, { include: '[data-contact-region]', ...ISLANDS, ...PHONE_SCAN });
    // The toast closes by itself; the panel stays.
    await expect(page.locator('[data-toast]')).toHaveCount(0, { timeout: 15_000 });
    await expect(panel).toBeVisible();
  });

  test("a character counter shows the 10,000 limit as you type; past the site's overall budget (429) the server's sentence is shown and the text stays in the form; a failed send keeps the text and shows the error toast", async ({
    page,
  }) => {
    await page.goto('/contact');
    await enhanced(page);
    await expect(page.getByText('You can enter up to 10,000 characters.')).toBeVisible();
    await expect(page.getByText('You have 10,000 characters remaining')).toBeVisible();
    await field(page, 'Message').fill('Hello 🙂');
    await expect(page.getByText('You have 9,993 characters remaining')).toBeVisible();
    await field(page, 'Message').fill('x'.repeat(10_002));
    await expect(page.getByText('You have 2 characters too many')).toBeVisible();
    // Screen readers hear it once typing pauses.
    await expect(page.locator('[data-character-count-status]')).toHaveText('You have 2 characters too many');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert').getByRole('link', { name: 'Message must be 10,000 characters or fewer' })).toBeVisible();
    await expect(page.getByText('You have 2 characters too many')).toBeVisible();
    await expectNoAxeViolations(page, PAGE_ONLY);

    // Past the site's overall budget (429): the server's sentence is shown and the text stays in the form.
    const sentence = 'We are getting more messages than we can take just now, so yours has not been sent. What you typed is still in the form: please try again in 45 seconds.';
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 429, headers: { 'Retry-After': '45' }, contentType: 'application/json', body: JSON.stringify({ error: sentence }) }),
    );
    await field(page, 'Name').fill('Jo Tester');
    await field(page, 'Email').fill('jo@example.org');
    await field(page, 'Subject').selectOption('technical');
    await field(page, 'Message').fill('Please keep what I wrote.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(sentence)).toBeVisible();
    await expect(field(page, 'Message')).toHaveValue('Please keep what I wrote.');
    await expect(field(page, 'Name')).toHaveValue('Jo Tester');

    // A failed send keeps the text and shows the error toast.
    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' }));
    await field(page, 'Message').fill('The page did not load.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Error Sending Message')).toBeVisible();
    await expect(page.getByText('Sorry, there was an error sending your message. Please try again.')).toBeVisible();
    await expect(field(page, 'Message')).toHaveValue('The page did not load.');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the limit is stated without a counter, and an over-long message comes back on the site page with its text; a plain form post answers with the errors, then with the success page', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(page.getByText('You can enter up to 10,000 characters.')).toBeVisible();
    await expect(page.locator('[data-character-count]')).toHaveCount(0);
    const long = 'Ŵ'.repeat(10_050);
    await field(page, 'Name').fill('Long Writer');
    await field(page, 'Email').fill('long@example.org');
    await field(page, 'Subject').selectOption('feedback');
    await field(page, 'Message').fill(long);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('alert').getByRole('link', { name: 'Message must be 10,000 characters or fewer' })).toBeVisible();
    await expect(field(page, 'Message')).toHaveValue(long);

    // Errors, then success.
    await page.goto('/contact');
    await field(page, 'Name').fill('<b>No Script</b>');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page).toHaveTitle(/^Error: Contact Us/);
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: 'Enter an email address in the correct format, like name@example.com' })).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Subject Required - Please select a subject for your message.' })).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Enter your message' })).toBeVisible();
    await expect(field(page, 'Name')).toHaveValue('<b>No Script</b>');
    await expect(page.getByText('Error: Enter your message')).toBeAttached();

    await field(page, 'Email').fill('noscript@example.org');
    await field(page, 'Subject').selectOption('feedback');
    await field(page, 'Message').fill('Works without JavaScript.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    // Post/redirect/get: the success page has its own address, so a refresh sends nothing again.
    await expect(page).toHaveURL(/\/contact\?sent=1$/);
    await expect(page.getByText('Message Sent Successfully')).toBeVisible();
    await expect(page.getByText("Thank you for your message. We'll get back to you within 24 hours.")).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Message Sent Successfully' })).toBeFocused();
    await expect(field(page, 'Name')).toHaveValue('');
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
    await page.reload();
    await expect(page.getByText('Message Sent Successfully')).toBeVisible();
    expect(posts).toEqual([]);
  });
});

// axe needs JavaScript to run, so the server's no-JavaScript answers are checked
// with the page's own enhancement blocked: the form then posts exactly as it does
// with JavaScript off.
test('the server-drawn error and success pages are axe-clean', async ({ page }) => {
  await page.route(/\/_astro\/contact\.astro_astro_type_script.*\.js$/, (route) => route.abort());
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveTitle(/^Error: Contact Us/);
  await expectNoAxeViolations(page);
  await field(page, 'Name').fill('Axe Checker');
  await field(page, 'Email').fill('axe@example.org');
  await field(page, 'Subject').selectOption('general');
  await field(page, 'Message').fill('Checking the success page.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/contact\?sent=1$/);
  await expect(page.getByText('Message Sent Successfully')).toBeVisible();
  await expectNoAxeViolations(page);
});
