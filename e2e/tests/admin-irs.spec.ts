import { readFileSync } from 'node:fs';
import { expect, expectAccessible, loginAs, test } from '../support/fixtures';

/**
 * A Business Master File region file in the IRS's layout, shared with the API tests. Its rows
 * include the demo's pending nonprofit (Riverside Food Pantry, EIN 36-7654321, Springfield IL).
 */
const EO1 = readFileSync(new URL('../../apps/server/test/fixtures/irs/eo1.csv', import.meta.url));

test('an admin imports an IRS file with a progress bar, sees it in use, and sees "IRS match" on the pending nonprofit', async ({
  page,
}) => {
  await page.goto('/');
  await loginAs(page, 'admin');
  await page.goto('/admin-dashboard?tab=irs');
  const form = page.getByRole('region', { name: 'Import a file' });
  await expect(form.getByRole('combobox', { name: 'Kind of file' })).toHaveValue(
    'Business Master File (EO BMF extract)',
  );

  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: /IRS file/ }).click();
  await (await chooser).setFiles({ name: 'eo1.csv', mimeType: 'text/csv', buffer: EO1 });
  await form.getByRole('button', { name: 'Import' }).click();

  await expect(form.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '100');
  await expect(form.getByText('Imported 6 rows from eo1.csv', { exact: true })).toBeVisible();

  const inUse = page.getByRole('region', { name: 'IRS data in use' });
  await expect(inUse.getByText('eo1.csv', { exact: true })).toBeVisible();
  await expect(inUse.getByText(/^6 rows ·/)).toBeVisible();

  const history = page.getByRole('table', { name: 'IRS imports' });
  const row = history.getByRole('row').filter({ hasText: 'eo1.csv' }).first();
  await expect(row).toContainText('In use');
  await expect(row).toContainText('6');
  await expectAccessible(page);

  // The pending nonprofit's evidence card now reads the imported row: same EIN, same name, a 501(c)(3).
  await page.getByRole('tab', { name: 'Users' }).click();
  const pending = page.getByRole('region', { name: /Pending nonprofits/ });
  const records = pending.getByRole('region', { name: 'IRS records' }).filter({ hasText: 'RIVERSIDE FOOD PANTRY' });
  await expect(records.getByText('IRS match', { exact: true })).toBeVisible();
  await expect(records).toContainText('100% name match');
  await expect(records).toContainText('501(c)(3)');
});
