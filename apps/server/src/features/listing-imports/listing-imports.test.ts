import {
  importPreviewSchema,
  importRowsCsv,
  LISTING_IMPORT_MESSAGES,
  listingImportSchema,
  sheetRowOf,
  type ImportPreview,
} from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { items, listingImports, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { SAMPLE_FILES } from '#test/setup/multipart';
import { itemsTable } from '#test/support/items-write.test-support';
import { confirmBodyOf, importClient, sheetRow, sheetWithBadRows } from '#test/support/listing-imports.test-support';

const donorsItems = (t: TestApp, donor: UserRow) => t.ctx.db.select().from(items).where(eq(items.donorId, donor.id));

describe('Bulk listing from a spreadsheet: preview, confirm, status', () => {
  let t: TestApp;
  let api: ReturnType<typeof importClient>;
  let donor: UserRow;
  let otherDonor: UserRow;
  let nonprofit: UserRow;
  const sheet = sheetWithBadRows(1_000, 20);
  let preview: ImportPreview;

  beforeAll(async () => {
    t = await createTestApp();
    api = importClient(t);
    donor = await createUser(t.ctx.db, { role: 'donor', companyName: 'Bulk Surplus' });
    otherDonor = await createUser(t.ctx.db, { role: 'donor', companyName: 'Other Surplus' });
    nonprofit = await createUser(t.ctx.db, { role: 'nonprofit' });
  });
  afterAll(() => t.close());

  it('previews a 1,000-row file with exactly its 20 bad rows in error, saving nothing', async () => {
    const response = await api.preview(donor, sheet.csv);
    expect(response.statusCode, response.body).toBe(200);
    preview = importPreviewSchema.parse(response.json());
    expect(preview.rows).toHaveLength(1_000);
    const inError = preview.rows.filter((row) => row.errors.length > 0);
    expect(inError.map((row) => row.row)).toEqual(sheet.badIndexes.map(sheetRowOf));
    expect(inError.every((row) => row.errors.length === 1)).toBe(true);
    expect(inError.slice(0, 4).map((row) => row.errors[0])).toEqual([
      {
        column: 'category',
        message: 'Unknown category "Ofice Supplies"; did you mean Office Supplies?',
        suggestion: 'Office Supplies',
      },
      { column: 'fair_market_value', message: 'Fair market value must be a number' },
      { column: 'delivery_options', message: 'Please select at least one delivery option for nonprofits.' },
      { column: 'title', message: `Duplicate Title: the same as row ${sheetRowOf(sheet.badIndexes[3]! - 1)}` },
    ]);
    expect(preview.rows.every((row) => row.action === 'create')).toBe(true);
    expect(await donorsItems(t, donor)).toHaveLength(0);
  });

  it('creates the 980 valid listings in one transaction and names the 20 skipped rows', async () => {
    const response = await api.confirm(donor, confirmBodyOf(preview));
    expect(response.statusCode, response.body).toBe(201);
    const result = listingImportSchema.parse(response.json());
    expect(result.created).toBe(980);
    expect(result.skipped.map((entry) => entry.row)).toEqual(sheet.badIndexes.map(sheetRowOf));
    expect(result.skipped[1]?.reason).toBe('Fair market value must be a number');
    expect(result.images).toEqual({ total: 0, done: 0, failed: 0 });
    expect(result.finished).toBe(true);
    const created = await donorsItems(t, donor);
    expect(created).toHaveLength(980);
    expect(created.find((item) => item.sku === 'SKU-0')).toMatchObject({
      title: 'Imported item 0',
      category: 'Office Supplies',
      fmvCents: 2499,
      quantity: 3,
      shippingOptions: ['donor_ships', 'nonprofit_pickup'],
      status: 'available',
    });
    const status = await api.status(donor, result.id);
    expect(status.statusCode).toBe(200);
    expect(listingImportSchema.parse(status.json())).toEqual(result);
  });

  it('marks every row of the same file "already listed" and lists nothing twice', async () => {
    const again = importPreviewSchema.parse((await api.preview(donor, sheet.csv)).json());
    const valid = again.rows.filter((row) => row.errors.length === 0);
    expect(valid.every((row) => row.action === 'already_listed')).toBe(true);
    const response = await api.confirm(donor, confirmBodyOf(again));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: LISTING_IMPORT_MESSAGES.nothingToCreate });
    expect(await donorsItems(t, donor)).toHaveLength(980);
  });

  it('matches by title when a row has no SKU, and by SKU whatever the title', async () => {
    const csv = importRowsCsv([
      sheetRow(5, { sku: '', title: 'IMPORTED  item 5' }),
      sheetRow(6, { title: 'A new name for item 6' }),
      sheetRow(2_000),
    ]);
    const checked = importPreviewSchema.parse((await api.preview(donor, csv)).json());
    expect(checked.rows.map((row) => row.action)).toEqual(['already_listed', 'already_listed', 'create']);
  });

  it('creates none of the listings when one fails mid-way', async () => {
    const before = await itemsTable(t.ctx.db);
    const imports = await t.ctx.db.select().from(listingImports);
    // A fault only the database sees, on the 600th row of the batch: the rows before it are in the same transaction.
    await t.ctx.db.execute(sql`
      create function refuse_import_row() returns trigger language plpgsql as $$
      begin
        if new.title = 'Imported item 3600' then raise exception 'disk full'; end if;
        return new;
      end $$`);
    await t.ctx.db.execute(
      sql`create trigger refuse_import_row before insert on items for each row execute function refuse_import_row()`,
    );
    try {
      const rows = Array.from({ length: 1_000 }, (_, index) => sheetRow(3_000 + index));
      const fresh = importPreviewSchema.parse((await api.preview(donor, importRowsCsv(rows))).json());
      const response = await api.confirm(donor, confirmBodyOf(fresh));
      expect(response.statusCode).toBe(500);
    } finally {
      await t.ctx.db.execute(sql`drop trigger refuse_import_row on items`);
      await t.ctx.db.execute(sql`drop function refuse_import_row()`);
    }
    expect(await itemsTable(t.ctx.db)).toEqual(before);
    expect(await t.ctx.db.select().from(listingImports)).toEqual(imports);
  });

  it('is for donors only, and a donor never reads another donor’s import', async () => {
    const csv = importRowsCsv([sheetRow(9_000)]);
    expect((await api.preview(undefined, csv)).statusCode).toBe(401);
    expect((await api.preview(nonprofit, csv)).statusCode).toBe(403);
    const body = { rows: [{ row: 2, values: sheetRow(9_000) }] };
    expect((await api.confirm(nonprofit, body)).statusCode).toBe(403);
    const [mine] = await t.ctx.db.select().from(listingImports).where(eq(listingImports.donorId, donor.id));
    const other = await api.status(otherDonor, mine!.id);
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('Imported item');
    expect((await api.status(nonprofit, mine!.id)).statusCode).toBe(403);
    expect((await api.status(donor, 999_999)).statusCode).toBe(404);
  });

  it('describes the three calls in the OpenAPI document', async () => {
    const docs = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string; responses?: Record<string, unknown> }>>;
    };
    const calls: [string, string, string][] = [
      ['post', '/api/listing-imports/preview', '200'],
      ['post', '/api/listing-imports', '201'],
      ['get', '/api/listing-imports/{id}', '200'],
    ];
    for (const [method, path, success] of calls) {
      const call = docs.paths[path]?.[method];
      expect(call?.tags, `${method} ${path}`).toEqual(['listings']);
      expect(call?.summary).toEqual(expect.any(String));
      expect(Object.keys(call?.responses ?? {})).toEqual(expect.arrayContaining([success, '400', '401', '403']));
    }
  });

  describe('refuses a bad file with 400 and a clear detail, saving nothing', () => {
    const header = importRowsCsv([]);
    const cases: [string, () => string | Buffer, string, string][] = [
      ['a picture', () => SAMPLE_FILES.png, 'photo.png', LISTING_IMPORT_MESSAGES.notSpreadsheet],
      // Told by content, not name: a PDF called .csv is still refused.
      ['a PDF named .csv', () => SAMPLE_FILES.pdf, 'stock.csv', LISTING_IMPORT_MESSAGES.notSpreadsheet],
      [
        'UTF-16 text',
        () => Buffer.from(`\ufeff${header}`, 'utf16le'),
        'unicode.csv',
        LISTING_IMPORT_MESSAGES.notSpreadsheet,
      ],
      [
        'a zip that is no archive at all',
        () => Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 1)]),
        'sheet.xlsx',
        'cannot be read as an Excel workbook (the zip has no central directory)',
      ],
      ['a header only', () => header, 'empty.csv', LISTING_IMPORT_MESSAGES.noRows],
      ['no header', () => 'Folding chairs,Furniture,Grey chairs,12,4,pickup\r\n', 'rows.csv', 'The first line must be'],
      [
        'more than 5,000 rows',
        () => importRowsCsv(Array.from({ length: 5_001 }, (_, index) => sheetRow(index))),
        'big.csv',
        LISTING_IMPORT_MESSAGES.tooManyRows,
      ],
      [
        'more than 10 MB',
        () => header + `${'x'.repeat(1_000)}\r\n`.repeat(10_700),
        'huge.csv',
        LISTING_IMPORT_MESSAGES.tooLarge,
      ],
      ['an unclosed quote', () => `${header}"Folding chairs,Furniture\r\n`, 'cut.csv', 'cannot be read as CSV'],
    ];
    it.each(cases)('%s', async (_label, data, filename, detail) => {
      const response = await api.preview(donor, data(), filename);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().detail).toContain(detail);
    });

    it('no file, and a confirm with no rows or too many', async () => {
      const none = await t.request({ method: 'POST', url: '/api/listing-imports/preview', as: donor, payload: {} });
      expect(none.statusCode).toBe(400);
      expect((await api.confirm(donor, { rows: [] })).statusCode).toBe(400);
      const many = Array.from({ length: 5_001 }, (_, index) => ({ row: index + 2, values: sheetRow(index) }));
      expect((await api.confirm(donor, { rows: many })).statusCode).toBe(400);
      expect(await donorsItems(t, donor)).toHaveLength(980);
    });
  });
});
