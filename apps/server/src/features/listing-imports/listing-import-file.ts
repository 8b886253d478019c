import { PassThrough, Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  emptyImportRow,
  IMPORT_COLUMN_LABELS,
  IMPORT_COLUMNS,
  importColumnOf,
  LISTING_IMPORT_LIMITS,
  LISTING_IMPORT_MESSAGES,
  markDisallowedCharacters,
  REQUIRED_IMPORT_COLUMNS,
  type ImportColumn,
  type ImportRowValues,
} from '@app/shared';
import { CsvError, parse } from 'csv-parse';
import { ImportFileError } from './import-file-error';
import { isOle2File, ole2Refusal, readWorkbookRows } from './listing-import-workbook';

/** A zip (an .xlsx, or another Office document) starts with a local file header. */
const ZIP_START = Buffer.from('PK\u0003\u0004');
/** Files that are neither: a PDF, PNG, JPEG, GIF, or UTF-16 text (its byte-order mark). */
const OTHER_STARTS = [
  Buffer.from('%PDF'),
  Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  Buffer.from([0xff, 0xd8, 0xff]),
  Buffer.from('GIF8'),
  Buffer.from([0xff, 0xfe]),
  Buffer.from([0xfe, 0xff]),
];
const SNIFF_BYTES = 4096;

type FileKind = 'zip' | 'ole2' | 'csv' | 'other';

/**
 * What a file is, from its first bytes, never its name. Text with many NUL bytes is UTF-16 or
 * binary; a NUL here and there is a CSV with a bad cell, refused in that row (markDisallowedCharacters).
 */
function kindOf(head: Buffer): FileKind {
  const startsWith = (start: Buffer) => head.subarray(0, start.length).equals(start);
  if (startsWith(ZIP_START)) return 'zip';
  if (isOle2File(head)) return 'ole2';
  if (OTHER_STARTS.some(startsWith)) return 'other';
  let nul = 0;
  for (const byte of head) if (byte === 0) nul += 1;
  return nul * 8 > head.length ? 'other' : 'csv';
}

export interface ImportFile {
  /** The template columns the header named, in the template's order. */
  columns: ImportColumn[];
  rows: ImportRowValues[];
}

/**
 * Rows as they are read, whatever the format: the first is the header (the template's column
 * names, in any order, case or spacing; other columns are ignored), each further one a listing. A
 * blank row is skipped; a short row leaves its last cells blank. More rows than the limit, a
 * header without the required columns, or no rows at all refuse the whole file.
 */
class ImportRows {
  private header: (ImportColumn | undefined)[] | undefined;
  private readonly rows: ImportRowValues[] = [];
  private tooMany = false;

  add(record: readonly string[]): void {
    if (!this.header) {
      this.header = record.map(importColumnOf);
      const missing = REQUIRED_IMPORT_COLUMNS.filter((column) => !this.header!.includes(column));
      if (missing.length > 0)
        throw new ImportFileError(LISTING_IMPORT_MESSAGES.noHeader(missing.map((c) => IMPORT_COLUMN_LABELS[c])));
      return;
    }
    if (record.every((cell) => cell.trim() === '')) return;
    // Past the limit the rest is read (so the browser gets the answer, not a reset) but not kept.
    if (this.rows.length >= LISTING_IMPORT_LIMITS.maxRows) {
      this.tooMany = true;
      return;
    }
    const values = emptyImportRow();
    this.header.forEach((column, index) => {
      if (column && values[column] === '') values[column] = markDisallowedCharacters(record[index] ?? '');
    });
    this.rows.push(values);
  }

  result(): ImportFile {
    if (!this.header)
      throw new ImportFileError(
        LISTING_IMPORT_MESSAGES.noHeader(REQUIRED_IMPORT_COLUMNS.map((c) => IMPORT_COLUMN_LABELS[c])),
      );
    if (this.tooMany) throw new ImportFileError(LISTING_IMPORT_MESSAGES.tooManyRows);
    if (this.rows.length === 0) throw new ImportFileError(LISTING_IMPORT_MESSAGES.noRows);
    const named = new Set(this.header);
    return { columns: IMPORT_COLUMNS.filter((column) => named.has(column)), rows: this.rows };
  }
}

/** The upload's first bytes (up to `count`), read before anything is decided. */
async function readHead(chunks: AsyncIterator<Buffer>, count: number): Promise<Buffer> {
  const head: Buffer[] = [];
  let length = 0;
  while (length < count) {
    const next = await chunks.next();
    if (next.done) break;
    head.push(next.value);
    length += next.value.length;
  }
  return Buffer.concat(head);
}

/** The head and the rest of the upload as one stream again, for the CSV parser. */
async function* replay(head: Buffer, rest: AsyncIterator<Buffer>): AsyncGenerator<Buffer> {
  if (head.length > 0) yield head;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

/** The whole upload in memory (a workbook is read from its end), within the file size limit. */
async function readWhole(head: Buffer, rest: AsyncIterator<Buffer>): Promise<Buffer> {
  const chunks = [head];
  let length = head.length;
  for (let next = await rest.next(); !next.done; next = await rest.next()) {
    length += next.value.length;
    if (length > LISTING_IMPORT_LIMITS.maxBytes) throw new ImportFileError(LISTING_IMPORT_MESSAGES.tooLarge);
    chunks.push(next.value);
  }
  return Buffer.concat(chunks);
}

/** A CSV parsed as it streams in, each record handed to the rows. */
async function readCsv(source: Readable, rows: ImportRows): Promise<void> {
  const collect = new Writable({
    objectMode: true,
    write(record: string[], _encoding, done) {
      try {
        rows.add(record);
        done();
      } catch (error) {
        done(error as Error);
      }
    },
  });
  try {
    await pipeline(
      source,
      parse({ bom: true, relax_column_count: true, skip_empty_lines: true, max_record_size: 100_000 }),
      collect,
    );
  } catch (error) {
    if (error instanceof CsvError)
      throw new ImportFileError(
        LISTING_IMPORT_MESSAGES.unreadable(typeof error.lines === 'number' ? error.lines : undefined, error.message),
      );
    throw error;
  }
}

/**
 * Reads a listings file, told by its content: a CSV streamed as it arrives, or an Excel workbook
 * (.xlsx), whose first sheet is read once the whole file is in (docs/decisions/016-bulk-listing-files.md).
 * Either way the rows become the same text cells, so everything after does not care which it was.
 */
export async function readImportFile(source: Readable): Promise<ImportFile> {
  // The upload is piped rather than consumed directly, so a refused file does not destroy the
  // request's stream: the caller drains the rest and the browser gets the answer, not a reset.
  const upload = new PassThrough();
  if (source.errored) throw source.errored;
  source.once('error', (error) => upload.destroy(error));
  source.pipe(upload);
  const chunks = upload[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  try {
    const head = await readHead(chunks, SNIFF_BYTES);
    const rows = new ImportRows();
    switch (kindOf(head)) {
      case 'other':
        throw new ImportFileError(LISTING_IMPORT_MESSAGES.notSpreadsheet);
      case 'ole2':
        throw ole2Refusal(await readWhole(head, chunks));
      case 'zip':
        for (const record of await readWorkbookRows(await readWhole(head, chunks))) rows.add(record);
        break;
      case 'csv':
        await readCsv(Readable.from(replay(head, chunks), { objectMode: false }), rows);
        break;
    }
    return rows.result();
  } finally {
    upload.destroy();
  }
}
