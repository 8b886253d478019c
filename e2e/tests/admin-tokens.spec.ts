import { expect, expectAccessible, loginAs, test } from '../support/fixtures';
import { approvedNonprofit } from '../support/payments';

test('the admin adjusts a nonprofit’s tokens and the nonprofit sees its new balance', async ({ page, browser }) => {
  test.slow();
  // A nonprofit of its own: the demo nonprofit's balance is what other journeys expect.
  const nonprofit = await approvedNonprofit(browser, 'adjusted');
  await nonprofit.page.goto('/nonprofit-dashboard');
  const bar = nonprofit.page.getByRole('region', { name: 'Token balance' });
  await expect(bar.getByText('0 tokens', { exact: true })).toBeVisible();

  await page.goto('/');
  await loginAs(page, 'admin');
  await page.goto('/admin-dashboard?tab=tokens');
  await expect(page.getByRole('tab', { name: 'Balances' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Search').fill(nonprofit.organization);
  await expect(page).toHaveURL(/search=/);
  const row = page.getByRole('row').filter({ hasText: nonprofit.organization });
  await expect(row).toHaveCount(1);

  // +25: a new lot; the dialog says what the balance becomes before anything is sent.
  await row.getByRole('button', { name: `Adjust tokens of ${nonprofit.organization}` }).click();
  const dialog = page.getByRole('dialog', { name: `Adjust tokens: ${nonprofit.organization}` });
  await expect(dialog.getByText('Current balance: 0 tokens')).toBeVisible();
  await dialog.getByLabel('Adjustment (tokens)').fill('25');
  await expect(dialog.getByText('New balance: 25 tokens')).toBeVisible();
  await dialog.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(dialog.getByText('An admin note is required')).toBeVisible();
  await dialog.getByLabel('Admin note').fill('Welcome grant for the spring drive');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(page.getByText('Token balance adjusted successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The second cell is the balance (Purchased shows 25 too).
  await expect(row.getByRole('cell').nth(1)).toHaveText('25');

  // A removal larger than the balance is announced as stopping at 0.
  await row.getByRole('button', { name: `Adjust tokens of ${nonprofit.organization}` }).click();
  await dialog.getByLabel('Adjustment (tokens)').fill('-40');
  await expect(dialog.getByText('The balance stops at 0: only 25 tokens will be removed.')).toBeVisible();
  await dialog.getByLabel('Adjustment (tokens)').fill('-5');
  await expect(dialog.getByText('New balance: 20 tokens')).toBeVisible();
  await dialog.getByLabel('Admin note').fill('Correction: five tokens too many');
  await dialog.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('cell').nth(1)).toHaveText('20');

  // The nonprofit's dashboard shows the new balance.
  await nonprofit.page.reload();
  await expect(bar.getByText('20 tokens', { exact: true })).toBeVisible();

  // Its ledger: both adjustments, newest first, by this admin.
  await row.getByRole('button', { name: `Transactions of ${nonprofit.organization}` }).click();
  await expect(page).toHaveURL(/view=transactions/);
  await expect(page).toHaveURL(/user_id=\d+/);
  const entries = page.getByRole('row').filter({ hasText: 'Adjustment by an admin' });
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('−5');
  await expect(entries.nth(1)).toContainText('+25');
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Analytics', exact: true }).last().click();
  await expect(page.getByRole('heading', { name: 'Bundle performance' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top spending nonprofits' })).toBeVisible();
  await expectAccessible(page);
});
