import {
  IMPORT_COLUMNS,
  IMPORT_TEMPLATE_FILE_NAMES,
  importPreviewSchema,
  importRowsCsv,
  LISTING_IMPORT_MESSAGES,
  listingImportSchema,
  sheetRowOf,
} from '@app/shared';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import type { UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import {
  deflatedEntry,
  handMadeWorkbook,
  patchWorkbook,
  rawZip,
  workbookFrame,
  workbookOf,
  zipBomb,
} from '#test/support/listing-import-files.test-support';
import { confirmBodyOf, importClient, sheetRow } from '#test/support/listing-imports.test-support';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The first bytes of an OLE2 file: an old .xls, or any Office file saved with a password. */
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** The highest amount of memory held in Buffers while `work` runs, above what was held before. */
async function peakBufferGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const before = process.memoryUsage().arrayBuffers;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().arrayBuffers)), 2);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().arrayBuffers);
    return { result, growth: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

describe('Bulk listing from an Excel workbook', () => {
  let t: TestApp;
  let api: ReturnType<typeof importClient>;
  let donor: UserRow;
  let nonprofit: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    api = importClient(t);
    donor = await createUser(t.ctx.db, { role: 'donor', companyName: 'Workbook Surplus' });
    nonprofit = await createUser(t.ctx.db, { role: 'nonprofit' });
  });
  afterAll(() => t.close());

  it('previews a workbook with exactly its two bad rows in error, and lists the rest', async () => {
    const rows = Array.from({ length: 8 }, (_, index) => sheetRow(10_000 + index));
    rows[2] = sheetRow(10_002, { category: 'Ofice Supplies' });
    rows[5] = sheetRow(10_005, { fair_market_value: 'about ten' });
    const response = await api.preview(donor, await workbookOf(rows), 'stock.xlsx');
    expect(response.statusCode, response.body).toBe(200);
    const preview = importPreviewSchema.parse(response.json());
    expect(preview.file_name).toBe('stock.xlsx');
    expect(preview.columns).toEqual([...IMPORT_COLUMNS]);
    expect(preview.rows).toHaveLength(8);
    // Numbers typed in cells read as the sheet shows them.
    expect(preview.rows[0]!.values).toMatchObject({
      title: 'Imported item 10000',
      fair_market_value: '24.99',
      quantity: '3',
    });
    const inError = preview.rows.filter((row) => row.errors.length > 0);
    expect(inError.map((row) => [row.row, row.errors])).toEqual([
      [
        sheetRowOf(2),
        [
          {
            column: 'category',
            message: 'Unknown category "Ofice Supplies"; did you mean Office Supplies?',
            suggestion: 'Office Supplies',
          },
        ],
      ],
      [sheetRowOf(5), [{ column: 'fair_market_value', message: 'Fair market value must be a number' }]],
    ]);

    const confirmed = await api.confirm(donor, confirmBodyOf(preview));
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const result = listingImportSchema.parse(confirmed.json());
    expect(result.created).toBe(6);
    expect(result.file_name).toBe('stock.xlsx');
    expect(result.skipped.map((entry) => entry.row)).toEqual([sheetRowOf(2), sheetRowOf(5)]);
  });

  it('reads the first sheet only: a formula as last calculated, dates and true/false as text', async () => {
    const workbook = await workbookOf(
      [sheetRow(11_000, { quantity: '', description: 'When' })],
      [sheetRow(11_001), sheetRow(11_002)],
    );
    // The writer leaves quantity blank; a spreadsheet program would have saved a formula and its value.
    const patched = patchWorkbook(workbook, 'xl/worksheets/sheet1.xml', (xml) =>
      xml
        .replace(/<c r="E2"[^>]*\/>|(<c r="F2")/, '<c r="E2"><f>1+2</f><v>3</v></c>$1')
        .replace(/<c r="C2"( s="\d+")? t="s"><v>\d+<\/v><\/c>/, '<c r="C2" t="b"><v>1</v></c>'),
    );
    const response = await api.preview(donor, patched, 'formula.xlsx');
    expect(response.statusCode, response.body).toBe(200);
    const { rows } = importPreviewSchema.parse(response.json());
    expect(rows).toHaveLength(1);
    expect(rows[0]!.values).toMatchObject({ quantity: '3', description: 'TRUE' });
  });

  it('refuses, in its cell, a character a listing cannot hold, and imports the other rows (CSV and workbook)', async () => {
    const csv = importRowsCsv([sheetRow(12_000, { title: 'Folding\u0000chairs' }), sheetRow(12_001)]);
    const workbook = patchWorkbook(
      await workbookOf([sheetRow(12_100), sheetRow(12_101)]),
      'xl/sharedStrings.xml',
      (xml) => xml.replace('Imported item 12101', 'Imported&#0;item 12101'),
    );
    for (const [file, name, bad] of [
      [Buffer.from(csv), 'nul.csv', 0],
      [workbook, 'nul.xlsx', 1],
    ] as const) {
      const response = await api.preview(donor, file, name);
      expect(response.statusCode, response.body).toBe(200);
      const preview = importPreviewSchema.parse(response.json());
      expect(preview.rows[bad]!.values.title).toContain('\u2400');
      expect(preview.rows[bad]!.errors).toEqual([
        { column: 'title', message: LISTING_IMPORT_MESSAGES.disallowedCharacters('Title') },
      ]);
      expect(preview.rows[1 - bad]!.errors).toEqual([]);
      const confirmed = await api.confirm(donor, confirmBodyOf(preview));
      expect(confirmed.statusCode, confirmed.body).toBe(201);
      const result = listingImportSchema.parse(confirmed.json());
      expect(result.created).toBe(1);
      expect(result.skipped).toEqual([
        { row: sheetRowOf(bad), reason: LISTING_IMPORT_MESSAGES.disallowedCharacters('Title') },
      ]);
    }
  });

  describe('refuses a zip bomb fast, without unpacking it', () => {
    let truthful: Buffer;
    let lying: Buffer;
    beforeAll(async () => {
      [truthful, lying] = await Promise.all([zipBomb(200, 'true size'), zipBomb(200, 'claims 1 KB')]);
    }, 60_000);

    it.each([
      ['that says it unpacks to 200 MB', () => truthful, LISTING_IMPORT_MESSAGES.workbookTooLarge],
      ['that claims 1 KB but unpacks to 200 MB', () => lying, 'does not unpack to the size it declares'],
    ])('a workbook %s', async (_label, file, detail) => {
      expect(file().length).toBeLessThan(1_048_576);
      const began = performance.now();
      const { result: response, growth } = await peakBufferGrowth(() => api.preview(donor, file(), 'bomb.xlsx'));
      expect(performance.now() - began).toBeLessThan(3_000);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toContain(detail);
      expect(growth).toBeLessThan(32 * 1_048_576);
    });
  });

  describe('refuses other files with 400 and a clear detail', () => {
    const docx = rawZip([
      deflatedEntry('[Content_Types].xml', '<Types/>'),
      deflatedEntry('word/document.xml', '<document/>'),
    ]);
    const encryptedPart = rawZip(workbookFrame(true));
    const protectedWorkbook = Buffer.concat([OLE2, Buffer.alloc(500), Buffer.from('EncryptedPackage', 'utf16le')]);
    const cases: [string, () => Promise<Buffer> | Buffer, string][] = [
      ['a Word document', () => docx, LISTING_IMPORT_MESSAGES.notWorkbook],
      ['a workbook saved with a password', () => protectedWorkbook, LISTING_IMPORT_MESSAGES.passwordProtected],
      ['a zip whose parts are encrypted', () => encryptedPart, LISTING_IMPORT_MESSAGES.passwordProtected],
      ['an old .xls workbook', () => Buffer.concat([OLE2, Buffer.alloc(500)]), LISTING_IMPORT_MESSAGES.oldExcel],
      [
        'a workbook cut short',
        async () => (await workbookOf([sheetRow(13_000)])).subarray(0, 1_500),
        'cannot be read as an Excel workbook',
      ],
      [
        'more than 5,000 rows',
        () => workbookOf(Array.from({ length: 5_001 }, (_, index) => sheetRow(index))),
        LISTING_IMPORT_MESSAGES.tooManyRows,
      ],
      ['a header only', () => workbookOf([]), LISTING_IMPORT_MESSAGES.noRows],
      [
        'more than 20,000 row elements, counted before the sheet is parsed',
        () => handMadeWorkbook('<row/>'.repeat(20_001)),
        LISTING_IMPORT_MESSAGES.tooManyRows,
      ],
      [
        'more than 100,000 cells, counted before the sheet is parsed',
        () => handMadeWorkbook(`<row r="1">${'<c><v>1</v></c>'.repeat(100_001)}</row>`),
        LISTING_IMPORT_MESSAGES.sheetTooLarge,
      ],
      ['a workbook that names no sheet', () => rawZip(workbookFrame().slice(0, 1)), 'the workbook names no sheet'],
      [
        'more than 10 MB',
        () => Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(10_600_000)]),
        LISTING_IMPORT_MESSAGES.tooLarge,
      ],
    ];
    it.each(cases)('%s', async (_label, file, detail) => {
      const response = await api.preview(donor, await file(), 'listings.xlsx');
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().detail).toContain(detail);
    });
  });

  describe('the Excel template', () => {
    const download = (as: UserRow | undefined) =>
      t.request({ method: 'GET', url: '/api/listing-imports/template.xlsx', as });

    it('has the CSV template’s header and examples, and previews without an error', async () => {
      const response = await download(donor);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(XLSX_TYPE);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${IMPORT_TEMPLATE_FILE_NAMES.xlsx}"`);
      const file = response.rawPayload;
      const [header] = await readSheet(file);
      expect(header).toEqual([...IMPORT_COLUMNS]);
      const preview = importPreviewSchema.parse((await api.preview(donor, file, 'template.xlsx')).json());
      expect(preview.rows.map((row) => [row.values.title, row.values.fair_market_value, row.errors])).toEqual([
        ['Folding chairs', '12.5', []],
        ['Design software licence', '240', []],
      ]);
    });

    it('is for donors only, and described in the OpenAPI document', async () => {
      expect((await download(undefined)).statusCode).toBe(401);
      expect((await download(nonprofit)).statusCode).toBe(403);
      const docs = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as {
        paths: Record<string, Record<string, { tags?: string[]; responses?: Record<string, unknown> }>>;
      };
      const call = docs.paths['/api/listing-imports/template.xlsx']?.get;
      expect(call?.tags).toEqual(['listings']);
      expect(Object.keys(call?.responses ?? {})).toEqual(['200', '401', '403']);
    });
  });
});
