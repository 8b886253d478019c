/**
 * Bulk listing benchmark: a 5,000-row listings spreadsheet previewed, then confirmed, through the
 * real routes (docs/product.md, Bulk listing; targets: preview under 5 s, save under 10 s), once as
 * CSV and once as an Excel workbook (.xlsx), each by a donor of its own.
 *
 *   npm run bench:import
 *
 * Runs on PGlite (a temporary data folder) and on a throwaway PostgreSQL server, in this process
 * through Fastify's inject (no network). Prints each file's size and times.
 */
import { randomBytes } from 'node:crypto';
import {
  IMPORT_COLUMNS,
  importRowsCsv,
  LISTING_IMPORT_LIMITS,
  type ImportColumn,
  type ImportPreview,
  type ListingImport,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import writeExcelFile from 'write-excel-file/node';
import { createUser } from '../src/factories/users';
import { createSession, SESSION_COOKIE } from '../src/platform/auth/session';
import type { AppContext } from '../src/platform/context';
import { BENCH_ORIGIN, benchBothEngines, loadAverage } from './bench-in-process';

const ROWS = LISTING_IMPORT_LIMITS.maxRows;
const CATEGORIES = ['Office Supplies', 'Electronics', 'Furniture', 'Books', 'Tools'];

const log = (message: string) => console.log(`[bench:import] ${message}`);

type Row = Partial<Record<ImportColumn, string>>;

/** A full file: every column filled, descriptions of a few sentences, one bad row in fifty. */
function sheetRows(): Row[] {
  return Array.from({ length: ROWS }, (_, index) => ({
    title: `Bench surplus item ${index}`,
    category: index % 50 === 49 ? 'Ofice Supplies' : CATEGORIES[index % CATEGORIES.length]!,
    description: `Lot ${index}: gently used, checked and cleaned. Packed in original boxes where we still had them; manuals included. Pallet ${index % 40}.`,
    fair_market_value: `${(index % 900) + 10}.${String(index % 100).padStart(2, '0')}`,
    quantity: String((index % 20) + 1),
    delivery_options: index % 3 === 0 ? 'donor_ships; nonprofit_pickup' : 'nonprofit_pickup',
    cost_basis: String((index % 500) + 5),
    condition: index % 2 === 0 ? 'good' : 'like new',
    sku: `BENCH-${index}`,
  }));
}

/** The same rows as a workbook, amounts and quantities typed as numbers, as a spreadsheet program saves them. */
function workbookOf(rows: Row[]): Promise<Buffer> {
  const numeric = new Set<ImportColumn>(['fair_market_value', 'quantity', 'cost_basis']);
  return writeExcelFile([
    [...IMPORT_COLUMNS],
    ...rows.map((row) =>
      IMPORT_COLUMNS.map((column) => {
        const text = row[column];
        if (!text) return null;
        return numeric.has(column) && /^\d+(\.\d+)?$/.test(text) ? Number(text) : text;
      }),
    ),
  ]).toBuffer();
}

function multipart(file: Buffer, name: string) {
  const boundary = `----bench-${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** One file previewed and confirmed by a donor of its own; its size and both times. */
async function previewAndSave(app: FastifyInstance, ctx: AppContext, file: Buffer, name: string) {
  const donor = await createUser(ctx.db, { role: 'donor', companyName: `Bench Surplus ${name}` });
  const cookie = `${SESSION_COOKIE}=${await createSession(ctx.db, donor.id)}`;
  const body = multipart(file, name);

  let began = performance.now();
  const previewed = await app.inject({
    method: 'POST',
    url: '/api/listing-imports/preview',
    headers: { origin: BENCH_ORIGIN, cookie, 'content-type': body.contentType },
    payload: body.payload,
  });
  const previewSeconds = (performance.now() - began) / 1_000;
  if (previewed.statusCode !== 200) throw new Error(`preview answered ${previewed.statusCode}: ${previewed.body}`);
  const preview = previewed.json() as ImportPreview;

  began = performance.now();
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/listing-imports',
    headers: { origin: BENCH_ORIGIN, cookie },
    payload: { file_name: preview.file_name, rows: preview.rows.map(({ row, values }) => ({ row, values })) },
  });
  const saveSeconds = (performance.now() - began) / 1_000;
  if (confirmed.statusCode !== 201) throw new Error(`confirm answered ${confirmed.statusCode}: ${confirmed.body}`);
  const result = confirmed.json() as ListingImport;
  const bad = preview.rows.filter((row) => row.errors.length > 0).length;
  if (result.created + bad !== ROWS) throw new Error(`created ${result.created} with ${bad} bad rows of ${ROWS}`);
  return {
    MB: Number((file.length / 1_048_576).toFixed(2)),
    preview: Number(previewSeconds.toFixed(2)),
    save: Number(saveSeconds.toFixed(2)),
    created: result.created,
  };
}

async function measure(app: FastifyInstance, ctx: AppContext) {
  const rows = sheetRows();
  const csv = await previewAndSave(app, ctx, Buffer.from(importRowsCsv(rows)), 'stock.csv');
  const xlsx = await previewAndSave(app, ctx, await workbookOf(rows), 'stock.xlsx');
  return {
    rows: ROWS,
    'CSV MB': csv.MB,
    'CSV preview s': csv.preview,
    'CSV save s': csv.save,
    'XLSX MB': xlsx.MB,
    'XLSX preview s': xlsx.preview,
    'XLSX save s': xlsx.save,
    created: `${csv.created} + ${xlsx.created}`,
  };
}

async function main(): Promise<void> {
  await benchBothEngines(log, measure);
  log('targets: 5,000 rows previewed in under 5 s and saved in under 10 s, from CSV and from XLSX');
  log(loadAverage());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
