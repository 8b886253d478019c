import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { importRowsCsv, IMPORT_COLUMNS, IMPORT_TEMPLATE_FILE_NAMES } from '@app/shared';
import type { Locator, Page } from '@playwright/test';
import writeExcelFile from 'write-excel-file/node';
import { expect, expectAccessible, test } from '../support/fixtures';
import { signedIn } from '../support/payments';
import { expectNothingScrollsSideways, expectNoSidewaysScroll } from '../support/phone-layout';

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

/** With E2E_SHOTS_DIR set, the page as the donor sees it is saved there, to look at. */
async function shot(page: Page, name: string) {
  const folder = process.env.E2E_SHOTS_DIR;
  if (folder) await page.screenshot({ path: path.join(folder, `${name}.png`) });
}

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
    dialog.getByRole('button', { name: 'Download CSV template' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(IMPORT_TEMPLATE_FILE_NAMES.csv);
  const template = await readFile((await download.path())!, 'utf8');
  expect(template.split('\r\n')[0]).toBe(IMPORT_COLUMNS.join(','));
  await shot(donor, 'import-file-step');
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
  await shot(donor, 'import-preview-desktop');
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
  await donor.context().close();
});

/** An Excel workbook of these rows under the template's header, amounts and quantities typed as numbers. */
function workbookOf(rows: Record<string, string>[]): Promise<Buffer> {
  const numeric = new Set(['fair_market_value', 'quantity']);
  return writeExcelFile([
    [...IMPORT_COLUMNS],
    ...rows.map((cells) =>
      IMPORT_COLUMNS.map((column) => {
        const text = cells[column];
        if (!text) return null;
        return numeric.has(column) && /^\d+$/.test(text) ? Number(text) : text;
      }),
    ),
  ]).toBuffer();
}

test('a donor downloads the Excel template, imports a workbook and checks its rows on a phone', async ({ browser }) => {
  const tag = unique();
  const donor = await signedIn(browser, 'donor');
  await donor.goto('/donor-dashboard?tab=listings');
  await donor.getByRole('button', { name: 'Import from spreadsheet' }).first().click();
  const dialog = donor.getByRole('dialog', { name: 'Import from spreadsheet' });
  const [download] = await Promise.all([
    donor.waitForEvent('download'),
    dialog.getByRole('link', { name: 'Download Excel template' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(IMPORT_TEMPLATE_FILE_NAMES.xlsx);
  // An .xlsx is a zip: it starts with the zip's signature.
  expect((await readFile((await download.path())!)).subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');

  await donor.setViewportSize({ width: 390, height: 844 });
  await shot(donor, 'import-file-step-phone');
  const workbook = await workbookOf([
    row(tag, 1, {
      description: `Carton 1 of copier paper, letter size, 500 sheets a ream, ten reams a carton (${tag})`,
    }),
    row(tag, 2, { category: 'Electonics' }),
    row(tag, 3, { fair_market_value: 'lots', image_urls: 'https://images.example.org/a-long-picture-name.jpg' }),
  ]);
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'stock.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: workbook,
  });
  await dialog.getByRole('button', { name: 'Check rows' }).click();

  const preview = donor.getByRole('dialog', { name: 'Check your rows' });
  await expect(statusLine(preview)).toHaveText(
    'stock.xlsx: 3 rows. 1 will be listed, 2 with errors, 0 already listed.',
  );
  // On a phone each row is a card: its number, status, every cell and its error in place, and Edit.
  const cards = preview.getByRole('list', { name: 'Rows of the file' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  const second = cards.filter({ hasText: 'Row 3' });
  await expect(second.getByText('Unknown category "Electonics"; did you mean Electronics?')).toBeVisible();
  await expect(second.getByText('1 error')).toBeVisible();
  await expect(cards.filter({ hasText: 'Row 4' }).getByText('Fair market value must be a number')).toBeVisible();
  await expectNoSidewaysScroll(donor);
  await expectNothingScrollsSideways(preview);
  await shot(donor, 'import-phone');
  await expectAccessible(donor);

  await second.getByRole('button', { name: 'Edit row 3' }).click();
  const editor = preview.getByRole('form', { name: 'Edit row 3' });
  await expect(editor.getByRole('textbox', { name: 'Category' })).toBeFocused();
  await editor.getByRole('button', { name: 'Use Electronics' }).click();
  await expectNothingScrollsSideways(preview);
  await shot(donor, 'import-phone-editor');
  await editor.getByRole('button', { name: 'Save row 3' }).click();
  await expect(statusLine(preview)).toHaveText(
    'stock.xlsx: 3 rows. 2 will be listed, 1 with errors, 0 already listed.',
  );
  await expect(statusLine(preview)).toBeFocused();
  await expect(cards).toHaveCount(1);

  await preview.getByRole('button', { name: 'List 2 items' }).click();
  const done = donor.getByRole('dialog', { name: 'Import done' });
  await expect(done.getByText('2 listings created')).toBeVisible();
  await expect(done.getByText('Row 4: Fair market value must be a number')).toBeVisible();
  await donor.context().close();
});
