import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, test } from '../support/fixtures';

const LANDING = {
  admin: /\/admin-dashboard/,
  donor: /\/donor-dashboard/,
  nonprofit: /\/nonprofit-dashboard/,
  pending: /\/nonprofit-dashboard/,
} as const;

for (const [account, email] of Object.entries(DEMO_ACCOUNTS) as [keyof typeof DEMO_ACCOUNTS, string][]) {
  test(`the ${account} demo account signs in through the login form and can log out`, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(LANDING[account]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (account === 'pending') await expect(page.getByText(/pending approval/i).first()).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // The session is gone on the server too (the browser shows /login as soon as Logout is pressed).
    await expect.poll(async () => (await page.request.get('/api/auth/me')).status()).toBe(401);
  });
}
