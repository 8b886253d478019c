import path from 'node:path';
import type { Locator } from '@playwright/test';
import {
  baseUrl,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  latestEmail,
  test,
  uniqueEin,
  uniqueEmail,
} from '../support/fixtures';

const LETTER = path.join(import.meta.dirname, '../support/letter.pdf');

/** The getting-started checklist's step to do (or wait for) now: the one marked as the current step. */
const activeStep = (checklist: Locator) => checklist.locator('li[aria-current="step"]');

test('a nonprofit signs up with its letter, verifies from the emailed link, logs in and follows its checklist to approval', async ({
  page,
  pageAudit,
  playwright,
}) => {
  // Sign-up, two dashboards at two widths and an approval: longer than a plain journey.
  test.slow();
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
  // The checklist starts at verifying the email; the letter sent with the sign-up is already checked.
  const signupChecklist = page.getByRole('region', { name: 'Getting started' });
  await expect(activeStep(signupChecklist)).toContainText('Verify your email address');
  await expect(signupChecklist.getByText('Upload your tax-exempt letter (done)')).toBeAttached();
  await expect(signupChecklist.getByText('1 of 5 steps done')).toBeVisible();
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
  // Redirected to the login page after 3 seconds, the address filled in and the password to type: the
  // 48-hour link does not sign anyone in by itself.
  await expect(page).toHaveURL(/\/login/, { timeout: 8_000 });
  await expect(page.getByText('Enter your password to log in.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
  const passwordField = page.getByRole('textbox', { name: 'Password', exact: true });
  await expect(passwordField).toBeFocused();
  await passwordField.fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/nonprofit-dashboard/);
  await expect(page.getByRole('heading', { level: 1, name: /Harbor Literacy Project/ })).toBeVisible();
  await expect(page.getByText(/pending approval/i).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /View uploaded letter/ })).toBeVisible();
  // A first visit on a wide screen offers the guided tour; this journey skips it.
  await expect(page.getByRole('dialog', { name: 'Your overview' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip tour' }).click();

  // Pending review: only the approval banner and the checklist, no figures and no low-balance warning.
  const checklist = page.getByRole('region', { name: 'Getting started' });
  await expect(activeStep(checklist)).toContainText('Wait for our review');
  await expect(activeStep(checklist)).toContainText(/Submitted \w{3} \d{1,2}, \d{4}\..*2-3 business days/);
  await expect(checklist.getByText('2 of 5 steps done')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Token balance' })).toBeHidden();
  await expect(page.getByText('Your token balance is low')).toBeHidden();
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(activeStep(checklist)).toBeInViewport({ ratio: 0.2 });
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  // With a letter on file the drop zone waits behind "Replace letter", which opens it with focus on its file button.
  await page.getByRole('button', { name: 'Replace letter' }).click();
  await expect(page.getByRole('button', { name: 'Choose file for Replace letter' })).toBeFocused();

  // The verification link is single use.
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Verification failed' })).toBeVisible();

  // An admin approves the organization: the bell says so, and the dashboard welcomes it with the next step.
  const admin = await playwright.request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { origin: baseUrl() } });
  expect(
    (await admin.post('/api/auth/login', { data: { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD } })).status(),
  ).toBe(200);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: number } };
  const approval = await admin.put(`/api/admin/users/${me.user.id}/update`, { data: { approval_status: 'approved' } });
  expect(approval.status(), await approval.text()).toBe(200);
  await admin.dispose();

  await page.goto('/nonprofit-dashboard');
  const welcome = page.getByRole('region', { name: 'Your account is approved' });
  await expect(activeStep(welcome)).toContainText('Buy a first bundle of tokens');
  await expect(activeStep(welcome)).toContainText(/one token for every \$5 of an item's value/);
  // Approved but never funded: the balance shows, without telling a new account it is low.
  await expect(
    page.getByRole('region', { name: 'Token balance' }).getByText('0 tokens', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Your token balance is low')).toBeHidden();
  await page.getByRole('button', { name: /Notifications, \d+ unread/ }).click();
  await expect(page.getByText('Your organization is approved')).toBeVisible();
  await page.keyboard.press('Escape');
  await welcome.getByRole('button', { name: 'Buy a first bundle' }).click();
  await expect(page.getByRole('dialog', { name: 'Token Store' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(activeStep(welcome)).toBeVisible();
  await expectAccessible(page);
});
