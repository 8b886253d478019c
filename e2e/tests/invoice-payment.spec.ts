import { PAYMENT_MESSAGES, SANDBOX_CARDS } from '@app/shared';
import { expect, expectAccessible, test } from '../support/fixtures';
import { approvedNonprofit, approvedRequest, buyStarterTokensOverApi, payOnSandbox } from '../support/payments';

test('a nonprofit pays an approved request from /payment and sees it paid in the Payments tab', async ({ browser }) => {
  // Three trips through the hosted checkout plus the account set-up: more than the default minute on a slow machine.
  test.slow();
  const nonprofit = await approvedNonprofit(browser, 'invoice');
  const { page } = nonprofit;
  await buyStarterTokensOverApi(page.request, nonprofit.id, SANDBOX_CARDS.paid);
  // Hygiene Kits: $10.00 a kit, so two carry a 5% platform fee of $1.00; pens $12.00, a fee of $0.60.
  await approvedRequest(browser, nonprofit, 'Hygiene Kits', 2);
  await approvedRequest(browser, nonprofit, 'Ballpoint Pens, Box of 60', 1);

  await page.goto('/nonprofit-dashboard?tab=payments');
  await expect(page.getByText('Pending Payments').locator('..').getByText('2', { exact: true })).toBeVisible();
  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices.getByRole('row')).toHaveCount(3);
  await expectAccessible(page);

  await page.goto('/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for approved requests' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByText('$1.60 USD')).toBeVisible();
  await expectAccessible(page);

  // Nothing selected: 'Please select at least one request to pay for', and no checkout.
  await page.getByRole('checkbox', { name: 'Select all' }).uncheck();
  await summary.getByRole('button', { name: 'Pay' }).click();
  await expect(summary.getByText(PAYMENT_MESSAGES.selectAtLeastOne)).toBeVisible();
  await page.getByRole('checkbox', { name: /Hygiene Kits/ }).check();
  await expect(summary.getByText('$1.00 USD')).toBeVisible();

  // Cancel on the checkout page comes back to the cancel screen, and from there to /payment.
  await summary.getByRole('button', { name: 'Pay for 1 request' }).click();
  await expect(page).toHaveURL(/\/sandbox-checkout\//);
  await page.getByRole('link', { name: /^Cancel/ }).click();
  await expect(page).toHaveURL(/\/payment\/cancel$/);
  await expect(page.getByText(/Your payment was cancelled/)).toBeVisible();
  await page.getByRole('link', { name: 'Back to payment' }).click();

  await page.getByRole('checkbox', { name: 'Select all' }).uncheck();
  await page.getByRole('checkbox', { name: /Hygiene Kits/ }).check();
  await summary.getByRole('button', { name: 'Pay for 1 request' }).click();
  await payOnSandbox(page, SANDBOX_CARDS.declined);
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await page.getByLabel('Card number').fill(SANDBOX_CARDS.paid);
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/payment\/success\?session_id=/);
  await expect(page.getByText(PAYMENT_MESSAGES.paid)).toBeVisible();
  await expect(page.getByText('$1.00 USD')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'View your payments' }).click();
  const paidRow = invoices.getByRole('row').filter({ hasText: 'Hygiene Kits' });
  await expect(paidRow.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expect(paidRow.getByRole('button', { name: 'Paid' })).toBeDisabled();
  const statusFilter = page.getByRole('radiogroup', { name: 'Show invoices by status' });
  await statusFilter.getByText('Paid', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Paid' })).toBeChecked();
  await expect(invoices.getByRole('row')).toHaveCount(2);

  // The other invoice is paid with Pay Now from the tab.
  await statusFilter.getByText('All', { exact: true }).click();
  const pensRow = invoices.getByRole('row').filter({ hasText: 'Ballpoint Pens' });
  await pensRow.getByRole('button', { name: /^Pay invoice .* now$/ }).click();
  await payOnSandbox(page, SANDBOX_CARDS.paid);
  await expect(page.getByText(PAYMENT_MESSAGES.paid)).toBeVisible();
  await page.goto('/payment');
  await expect(page.getByText('Nothing to pay right now')).toBeVisible();
});
