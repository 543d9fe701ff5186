/**
 * The contact form with and without JavaScript (spec 002 §2 Contact, §5, §8;
 * DECISIONS.md §5), found by role and label (STYLE habit 15), axe-clean in
 * every state (habit 10).
 */
import { test, expect, expectNoAxeViolations } from './fixtures';
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
    await expect(page.getByRole('link', { name: '0800 144 8848', exact: true })).toHaveAttribute('href', 'tel:08001448848');
    await expect(page.getByRole('link', { name: '0800 121 4433', exact: true })).toHaveAttribute('href', 'tel:08001214433');
    await expect(page.getByText('Monday-Friday:')).toBeVisible();
    await expectNoAxeViolations(page);

    // Nothing chosen: the summary takes focus and links to each field.
    await page.getByRole('button', { name: 'Send Message' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: 'Subject Required - Please select a subject for your message.' })).toBeVisible();
    await expect(page).toHaveTitle(/^Error: Contact Us/);
    await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
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
    await expect(page.getByText('Message Sent Successfully')).toBeVisible();
    await expect(page.getByText("Thank you for your message. We'll get back to you within 24 hours.")).toBeVisible();
    await expect(field(page, 'Name')).toHaveValue('');
    await expect(field(page, 'Message')).toHaveValue('');
    await expect(page).toHaveTitle(/^Contact Us/);
    await expectNoAxeViolations(page);
  });

  test('a failed send keeps the text and shows the error toast', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' }));
    await page.goto('/contact');
    await enhanced(page);
    await field(page, 'Name').fill('Jo Tester');
    await field(page, 'Email').fill('jo@example.org');
    await field(page, 'Subject').selectOption('technical');
    await field(page, 'Message').fill('The page did not load.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Error Sending Message')).toBeVisible();
    await expect(page.getByText('Sorry, there was an error sending your message. Please try again.')).toBeVisible();
    await expect(field(page, 'Message')).toHaveValue('The page did not load.');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a plain form post answers with the errors, then with the success page', async ({ page }) => {
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
    await expect(page.getByText('Message Sent Successfully')).toBeVisible();
    await expect(page.getByText("Thank you for your message. We'll get back to you within 24 hours.")).toBeVisible();
    await expect(field(page, 'Name')).toHaveValue('');
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
  await expect(page.getByText('Message Sent Successfully')).toBeVisible();
  await expectNoAxeViolations(page);
});
