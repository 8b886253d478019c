import path from 'node:path';
import { expect, expectAccessible, latestEmail, test, uniqueEin, uniqueEmail } from '../support/fixtures';

const LETTER = path.join(import.meta.dirname, '../support/letter.pdf');

test('a nonprofit signs up with its letter, verifies from the emailed link, logs in and lands on its dashboard', async ({
  page,
  pageAudit,
}) => {
  // Signing in before verifying is refused with a 403, which Chromium logs by itself.
  pageAudit.allowConsoleError(/status of 403/);
  const email = uniqueEmail('signup');
  const password = 'Sunrise-Harbor-42';
  await page.goto('/signup');
  await expect(page.getByRole('tab', { name: 'Sign up' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('radio', { name: /Nonprofit/ }).check();
  await page.getByRole('textbox', { name: 'Full name' }).fill('Morgan Lee');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Phone' }).fill('555-0199');
  await page.getByRole('textbox', { name: 'Organization name' }).fill('Harbor Literacy Project');
  // Typed without its dash, as people do: the form and the server take nine digits either way.
  await page.getByRole('textbox', { name: 'EIN' }).fill(uniqueEin().replace('-', ''));
  await page.getByRole('textbox', { name: 'Service areas' }).fill('Portland, , South Portland');
  await page.locator('input[type="file"]').setInputFiles(LETTER);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByText('Document uploaded')).toBeVisible();
  await expectAccessible(page);

  // Logging in before verifying is refused with a way to get a new link.
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(/Please verify your email address before logging in/)).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend verification email/ })).toBeVisible();

  const verification = await latestEmail(email, 'verify_email');
  const link = verification.links.find((candidate) => candidate.includes('/verify-email?token='));
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Email verified' })).toBeVisible();
  // Redirected to the login page after 3 seconds.
  await expect(page).toHaveURL(/\/login/, { timeout: 8_000 });

  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/nonprofit-dashboard/);
  await expect(page.getByRole('heading', { level: 1, name: /Harbor Literacy Project/ })).toBeVisible();
  await expect(page.getByText(/pending approval/i).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /View uploaded letter/ })).toBeVisible();
  await expectAccessible(page);

  // The verification link is single use.
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Verification failed' })).toBeVisible();
});
