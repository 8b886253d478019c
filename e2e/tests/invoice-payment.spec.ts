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

  // Pay Now on an invoice without a delivery method leads to /payment to choose one first, with
  // only that invoice ticked.
  const kitsRow = invoices.getByRole('row').filter({ hasText: 'Hygiene Kits' });
  await kitsRow.getByRole('button', { name: /^Pay invoice .* now$/ }).click();
  await expect(page).toHaveURL(/\/payment\?invoice=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for approved requests' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Summary' });
  const total = summary.getByText(/^\$[\d,.]+ USD$/);
  await expect(page.getByText('1 of 2 selected')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Hygiene Kits/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Ballpoint Pens/ })).not.toBeChecked();
  await expect(total).toHaveText('$1.00 USD');
  await expectAccessible(page);

  // No checkout before the method is known: shipping would change the total.
  await summary.getByRole('button', { name: 'Pay for 1 request' }).click();
  await expect(summary.getByText(/^Choose a delivery method for Hygiene Kits before paying/)).toBeVisible();
  await expect(page).toHaveURL(/\/payment\?invoice=/);

  // Only the methods the donor offers; choosing shipping adds its logistics line before paying.
  const kitsMethod = page.getByLabel('Delivery method for Hygiene Kits');
  await expect(kitsMethod.locator('option:not([disabled])')).toHaveText(['Shipping', 'Pickup']);
  await kitsMethod.selectOption({ label: 'Shipping' });
  await expect(total).toHaveText('$26.00 USD');
  await expect(kitsMethod).toBeHidden();
  const kitsPayable = page.getByRole('listitem').filter({ hasText: 'Hygiene Kits' });
  await expect(kitsPayable.getByText('Logistics (shipping)')).toBeVisible();
  await expect(kitsPayable.getByText('$25.00')).toBeVisible();

  // Cancel on the checkout page comes back to the cancel screen, and from there to /payment, where
  // nothing is ticked: no invoice is paid that the user did not pick.
  await summary.getByRole('button', { name: 'Pay for 1 request' }).click();
  await expect(page).toHaveURL(/\/sandbox-checkout\//);
  await expect(page.getByRole('button', { name: 'Pay $26.00 USD' })).toBeVisible();
  await page.getByRole('link', { name: /^Cancel/ }).click();
  await expect(page).toHaveURL(/\/payment\/cancel$/);
  await expect(page.getByText(/Your payment was cancelled/)).toBeVisible();
  await page.getByRole('link', { name: 'Back to payment' }).click();
  await expect(page.getByText('0 of 2 selected')).toBeVisible();
  await expect(total).toHaveText('$0.00 USD');

  // Nothing selected: the "select at least one" message, and no checkout.
  await summary.getByRole('button', { name: 'Pay' }).click();
  await expect(summary.getByText(PAYMENT_MESSAGES.selectAtLeastOne)).toBeVisible();
  await page.getByRole('checkbox', { name: /Hygiene Kits/ }).check();
  await expect(total).toHaveText('$26.00 USD');
  const shownTotal = await total.textContent();

  await summary.getByRole('button', { name: 'Pay for 1 request' }).click();
  // The checkout asks for exactly the total /payment showed.
  await expect(page.getByRole('button', { name: `Pay ${shownTotal}` })).toBeVisible();
  await payOnSandbox(page, SANDBOX_CARDS.declined);
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await page.getByLabel('Card number').fill(SANDBOX_CARDS.paid);
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/payment\/success\?session_id=/);
  await expect(page.getByText(PAYMENT_MESSAGES.paid)).toBeVisible();
  await expect(page.getByText(shownTotal!)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'View your payments' }).click();
  const paidRow = invoices.getByRole('row').filter({ hasText: 'Hygiene Kits' });
  await expect(paidRow.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expect(paidRow.getByRole('button', { name: 'Paid' })).toBeDisabled();
  const statusFilter = page.getByRole('radiogroup', { name: 'Show invoices by status' });
  await statusFilter.getByText('Paid', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Paid' })).toBeChecked();
  await expect(invoices.getByRole('row')).toHaveCount(2);

  // The other invoice: the donor only ships it, so /payment offers shipping alone; after choosing
  // it the total shown is the total paid.
  await statusFilter.getByText('All', { exact: true }).click();
  const pensRow = invoices.getByRole('row').filter({ hasText: 'Ballpoint Pens' });
  await pensRow.getByRole('button', { name: /^Pay invoice .* now$/ }).click();
  await expect(page).toHaveURL(/\/payment\?invoice=\d+$/);
  await expect(page.getByText('1 of 1 selected')).toBeVisible();
  const pensMethod = page.getByLabel('Delivery method for Ballpoint Pens, Box of 60');
  await expect(pensMethod.locator('option:not([disabled])')).toHaveText(['Shipping']);
  await pensMethod.selectOption({ label: 'Shipping' });
  await expect(total).toHaveText('$25.60 USD');
  await summary.getByRole('button', { name: 'Pay for 1 request' }).click();
  await expect(page.getByRole('button', { name: 'Pay $25.60 USD' })).toBeVisible();
  await payOnSandbox(page, SANDBOX_CARDS.paid);
  await expect(page.getByText(PAYMENT_MESSAGES.paid)).toBeVisible();
  await expect(page.getByText('$25.60 USD')).toBeVisible();

  await page.goto('/payment');
  await expect(page.getByText('Nothing to pay right now')).toBeVisible();
});
