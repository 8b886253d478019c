import { expect, expectAccessible, loginAs, test } from '../support/fixtures';

test('the Overview lists the waiting nonprofit, and its link opens that account in the Users tab', async ({ page }) => {
  await page.goto('/');
  await loginAs(page, 'admin');
  await page.goto('/admin-dashboard');
  const attention = page.getByRole('region', { name: 'Needs attention' });
  const nonprofits = attention
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Nonprofits waiting for verification' }) });
  // The demo's pending@demo.example applicant, among the longest waiting, against the days promised.
  const applicant = nonprofits.getByRole('link', { name: 'Riverside Food Pantry' });
  await expect(applicant).toBeVisible();
  await expect(nonprofits.getByRole('link', { name: 'Review nonprofits' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'At a glance' })).toBeVisible();
  await expectAccessible(page);

  await applicant.click();
  await expect(page).toHaveURL(/[?&]tab=users&user_id=\d+/);
  await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  const account = page.getByRole('dialog', { name: 'Account: Riverside Food Pantry' });
  await expect(account.getByText('pending@demo.example')).toBeVisible();
  await expect(account.getByText('36-7654321')).toBeVisible();
  await expect(account.getByRole('button', { name: 'Approve' })).toBeVisible();
  await expectAccessible(page);
});
