import { readFile } from 'node:fs/promises';
import { SANDBOX_CARDS } from '@app/shared';
import { expect, expectAccessible, loginAs, test } from '../support/fixtures';
import { approvedNonprofit, approvedRequest, buyStarterTokensOverApi } from '../support/payments';

// A cheap demo item: one unit costs a few of the starter bundle's tokens.
const ITEM = 'Ballpoint Pens, Box of 60';

test('the admin coordinates a delivery, then exports the paid payments as CSV', async ({ page, browser }) => {
  test.slow();
  // A nonprofit of its own: its paid token purchase and its delivery are the only rows its name finds.
  const nonprofit = await approvedNonprofit(browser, 'coordination');
  await buyStarterTokensOverApi(nonprofit.page.request, nonprofit.id, SANDBOX_CARDS.paid);
  const requestId = await approvedRequest(browser, nonprofit, ITEM, 1);
  await nonprofit.page.context().close();

  await page.goto('/');
  await loginAs(page, 'admin');
  await page.goto('/admin-dashboard?tab=delivery');
  const deliveries = page.getByRole('region', { name: 'Deliveries' });
  await deliveries.getByLabel('Search').fill(nonprofit.organization);
  await expect(page).toHaveURL(/search=/);
  await expect(deliveries.getByRole('row')).toHaveCount(2);
  await expectAccessible(page);

  await deliveries.getByRole('button', { name: `Edit delivery of request #${requestId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit delivery: Request #${requestId}` });
  await dialog.getByLabel('Tracking number').fill('1Z-E2E-4242');
  await dialog.getByLabel('Estimated delivery').fill('Jan 15, 2031');
  await dialog.getByLabel('Notes').click();
  await dialog.getByLabel('Notes').fill('Leave at the loading dock.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Delivery updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = deliveries.getByRole('row').filter({ hasText: ITEM });
  await expect(row.getByText('1Z-E2E-4242', { exact: true })).toBeVisible();
  await expect(row.getByText('Jan 15, 2031')).toBeVisible();

  // Payments: paid ones of this nonprofit only, then the CSV of the same filters.
  await page.getByRole('tab', { name: 'Payments' }).click();
  const payments = page.getByRole('region', { name: 'Payments' });
  await payments.getByLabel('Status', { exact: true }).click();
  await page.getByRole('option', { name: 'Paid', exact: true }).click();
  await payments.getByLabel('Search').fill(nonprofit.organization);
  await expect(page).toHaveURL(/status=paid/);
  await expect(page).toHaveURL(/search=/);
  await expect(payments.getByRole('row')).toHaveCount(2);
  await expect(payments.getByRole('row').nth(1)).toContainText('$25.00');

  const download = page.waitForEvent('download');
  await payments.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await file.path())!, 'utf8')).split('\r\n');
  expect(lines[0]).toBe(
    'Date,Kind,Status,Invoice Number,Nonprofit,Nonprofit ID,Description,Amount,Platform Fee,Logistics,Tokens,Payment Date,Due Date,Created At',
  );
  expect(lines[1]).toContain(`,Token purchase,Paid,,${nonprofit.organization},${nonprofit.id},`);
  expect(lines[1]).toContain(',25.00,,,100,');
  expect(lines.slice(2)).toEqual(['']);
});
