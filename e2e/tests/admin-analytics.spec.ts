import type { Page } from '@playwright/test';
import { expect, expectAccessible, loginAs, test } from '../support/fixtures';

const SUBJECTS = [
  { tab: 'Users', chart: 'New accounts per day' },
  { tab: 'Requests', chart: 'Requests per day' },
  { tab: 'Items', chart: 'Items listed per day' },
  { tab: 'Revenue', chart: 'Revenue per day' },
  { tab: 'Platform health', chart: 'Activity per day' },
] as const;

/** Picks a period and waits for the server's answer for it. */
async function choosePeriod(page: Page, days: 7 | 30 | 90) {
  const answer = page.waitForResponse(
    (response) =>
      response.url().includes('/api/admin/analytics/comprehensive') && response.url().includes(`days=${days}`),
  );
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: `Last ${days} days` }).click();
  expect((await answer).status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`days=${days}`));
  await expect(page.getByText(`payments in ${days} days`)).toBeVisible();
  await expect(page.getByText(/^Last updated /)).toBeVisible();
}

/** Every subject tab draws its series: the chart is named, and its drawing has paths. */
async function expectChartsDrawn(page: Page) {
  const subjects = page.getByRole('tablist', { name: 'Analytics subjects' });
  for (const { tab, chart } of SUBJECTS) {
    await subjects.getByRole('tab', { name: tab, exact: true }).click();
    const drawing = page.getByRole('img', { name: chart });
    await expect(drawing).toBeVisible();
    await expect(drawing.locator('svg path').first()).toBeAttached();
  }
}

test('the admin reads analytics for 30, 7 and 90 days, with a chart on every subject tab', async ({ page }) => {
  await page.goto('/');
  await loginAs(page, 'admin');
  await page.goto('/admin-dashboard?tab=analytics');

  for (const card of ['Revenue', 'Active users', 'Items', 'Approval rate']) {
    await expect(page.getByText(card, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue('Last 30 days');
  await expect(page.getByText('payments in 30 days')).toBeVisible();
  await expectChartsDrawn(page);
  await expectAccessible(page);

  await choosePeriod(page, 7);
  await expectChartsDrawn(page);

  await choosePeriod(page, 90);
  await expectChartsDrawn(page);
  // Refresh asks again for the same period.
  const refreshed = page.waitForResponse((response) => response.url().includes('days=90'));
  await page.getByRole('button', { name: 'Refresh' }).click();
  expect((await refreshed).status()).toBe(200);
});
