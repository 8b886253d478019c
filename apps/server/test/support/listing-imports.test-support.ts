import { importRowsCsv, type ImportColumn, type ImportPreview } from '@app/shared';
import type { UserRow } from '#src/platform/database/schema';
import { multipartBody } from '../setup/multipart';
import type { TestApp } from '../setup/test-app';

export type SheetRow = Partial<Record<ImportColumn, string>>;

/** A valid row numbered n: its own title and SKU, so no two rows match each other. */
export const sheetRow = (n: number, patch: SheetRow = {}): SheetRow => ({
  title: `Imported item ${n}`,
  category: 'Office Supplies',
  description: `Box ${n} of printer paper`,
  fair_market_value: '24.99',
  quantity: '3',
  delivery_options: 'donor_ships; nonprofit_pickup',
  sku: `SKU-${n}`,
  ...patch,
});

/** The four kinds of bad row the preview must point at, one error each. */
const BAD_KINDS: ((n: number) => SheetRow)[] = [
  (n) => sheetRow(n, { category: 'Ofice Supplies' }),
  (n) => sheetRow(n, { fair_market_value: 'about ten' }),
  (n) => sheetRow(n, { delivery_options: '' }),
  // The same title (and no SKU) as the row before it.
  (n) => sheetRow(n, { title: `Imported item ${n - 1}`, sku: '' }),
];

/**
 * `count` rows of which every `count / bad`-th is bad (cycling through BAD_KINDS); the indexes
 * (0-based) of the bad ones come back with the CSV.
 */
export function sheetWithBadRows(count: number, bad: number): { csv: string; badIndexes: number[] } {
  const step = Math.floor(count / bad);
  const badIndexes: number[] = [];
  const rows = Array.from({ length: count }, (_, index) => {
    if (index % step === step - 1 && badIndexes.length < bad) {
      const kind = BAD_KINDS[badIndexes.length % BAD_KINDS.length]!;
      badIndexes.push(index);
      // The duplicate-title kind copies the row before, which must then have no SKU either.
      return kind(index);
    }
    const next = index + 1;
    const nextIsDuplicate = next % step === step - 1 && badIndexes.length % BAD_KINDS.length === 3;
    return sheetRow(index, nextIsDuplicate ? { sku: '' } : {});
  });
  return { csv: importRowsCsv(rows), badIndexes };
}

/** The three import calls as the browser sends them. */
export function importClient(t: TestApp) {
  return {
    preview(as: UserRow | undefined, data: string | Buffer, filename = 'listings.csv') {
      const body = multipartBody([{ filename, contentType: 'text/csv', data }]);
      return t.request({
        method: 'POST',
        url: '/api/listing-imports/preview',
        payload: body.payload,
        headers: body.headers,
        as,
      });
    },
    confirm(as: UserRow | undefined, payload: object) {
      return t.request({ method: 'POST', url: '/api/listing-imports', payload, as });
    },
    status(as: UserRow | undefined, id: number) {
      return t.request({ method: 'GET', url: `/api/listing-imports/${id}`, as });
    },
  };
}

/** The confirm body for a preview's rows, unedited. */
export const confirmBodyOf = (preview: ImportPreview) => ({
  file_name: preview.file_name,
  rows: preview.rows.map((row) => ({ row: row.row, values: row.values })),
});
