import { registerNonprofit } from '../support/accounts';
import { baseUrl, expect, latestEmail, test } from '../support/fixtures';

test('forgot password sends a single-use link; the new password works and the old one does not', async ({
  page,
  pageAudit,
}) => {
  const account = await registerNonprofit(page.request, 'reset');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Email/ }).fill(account.email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    dialog.getByText(
      "If an account exists with that email address, you'll receive password reset instructions shortly.",
    ),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  const email = await latestEmail(account.email, 'reset_password');
  const link = email.links.find((candidate) => candidate.includes('/reset-password?token='))!;
  await page.goto(link);
  const newPassword = 'Fresh-Start-2026!';
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
  await page.getByRole('textbox', { name: /Confirm/ }).fill('different');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await expect(page.getByText('Strong')).toBeVisible();
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByRole('textbox', { name: /Confirm/ }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password reset successful! You can now log in with your new password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/, { timeout: 8_000 });

  // The link works only once; the refusal is a 400, which Chromium logs by itself.
  pageAudit.allowConsoleError(/status of 400/);
  await page.goto(link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Another-Pass-99');
  await page.getByRole('textbox', { name: /Confirm/ }).fill('Another-Pass-99');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Invalid or expired reset token')).toBeVisible();

  const origin = { origin: baseUrl() };
  const oldLogin = await page.request.post('/api/auth/login', {
    headers: origin,
    data: { email: account.email, password: account.password },
  });
  expect(oldLogin.status()).toBe(401);
  // Reset proves mailbox ownership: the account can now log in.
  const newLogin = await page.request.post('/api/auth/login', {
    headers: origin,
    data: { email: account.email, password: newPassword },
  });
  expect(newLogin.status()).toBe(200);
});
