import { readFile } from 'node:fs/promises';
import { importRowsCsv, IMPORT_COLUMNS } from '@app/shared';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { signedIn } from '../support/payments';

const unique = () => Math.random().toString(36).slice(2, 8);

/** axe at the two widths the dashboards are built for. */
async function accessibleAtBothWidths(page: Page) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await expectAccessible(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const row = (tag: string, n: number, patch: Record<string, string> = {}) => ({
  title: `Import ${tag} ${n}`,
  category: 'Office Supplies',
  description: `Carton ${n} of copier paper`,
  fair_market_value: '30',
  quantity: '2',
  delivery_options: 'nonprofit_pickup',
  ...patch,
});

const statusLine = (dialog: Locator) => dialog.getByRole('status');

test('a donor downloads the template, imports a file with two bad rows, fixes one and sees the listings', async ({
  browser,
}) => {
  const tag = unique();
  const donor = await signedIn(browser, 'donor');
  await donor.goto('/donor-dashboard?tab=listings');
  await donor.getByRole('button', { name: 'Import from spreadsheet' }).first().click();
  const dialog = donor.getByRole('dialog', { name: 'Import from spreadsheet' });
  await expect(dialog).toBeVisible();

  const [download] = await Promise.all([
    donor.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download template (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('listings-template.csv');
  const template = await readFile((await download.path())!, 'utf8');
  expect(template.split('\r\n')[0]).toBe(IMPORT_COLUMNS.join(','));
  await accessibleAtBothWidths(donor);

  const csv = importRowsCsv([
    row(tag, 1),
    row(tag, 2, { category: 'Electonics' }),
    row(tag, 3),
    row(tag, 4, { fair_market_value: 'lots' }),
    row(tag, 5),
  ]);
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('button', { name: 'Check rows' }).click();

  const preview = donor.getByRole('dialog', { name: 'Check your rows' });
  await expect(statusLine(preview)).toHaveText('stock.csv: 5 rows. 3 will be listed, 2 with errors, 0 already listed.');
  // Rows with errors come first, each error in its cell.
  const rows = preview.getByRole('region', { name: 'Rows of the file' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(preview.getByText('Unknown category "Electonics"; did you mean Electronics?')).toBeVisible();
  await expect(preview.getByText('Fair market value must be a number')).toBeVisible();
  await accessibleAtBothWidths(donor);

  await preview.getByRole('button', { name: 'Edit row 3' }).click();
  const editor = preview.getByRole('form', { name: 'Edit row 3' });
  await expect(editor.getByRole('textbox', { name: 'Category' })).toBeFocused();
  await editor.getByRole('button', { name: 'Use Electronics' }).click();
  await expect(editor.getByRole('textbox', { name: 'Category' })).toHaveValue('Electronics');
  await accessibleAtBothWidths(donor);
  await editor.getByRole('button', { name: 'Save row 3' }).click();
  await expect(statusLine(preview)).toHaveText('stock.csv: 5 rows. 4 will be listed, 1 with errors, 0 already listed.');
  // The fixed row left the "Rows with errors" filter, so focus lands on the summary, not the page's top.
  await expect(statusLine(preview)).toBeFocused();
  await expect(rows).toHaveCount(2);

  await preview.getByRole('button', { name: 'List 4 items' }).click();
  const done = donor.getByRole('dialog', { name: 'Import done' });
  await expect(done.getByText('4 listings created')).toBeVisible();
  await expect(done.getByText('Row 5: Fair market value must be a number')).toBeVisible();
  await accessibleAtBothWidths(donor);
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(done).toBeHidden();

  await donor.getByRole('searchbox', { name: 'Search listings' }).fill(`Import ${tag}`);
  const cards = donor.getByRole('list', { name: 'Your listings' }).getByRole('listitem');
  await expect(cards).toHaveCount(4);
  await expect(cards.filter({ hasText: `Import ${tag} 2` })).toContainText('Electronics');
  await expect(cards.filter({ hasText: `Import ${tag} 4` })).toHaveCount(0);
});
