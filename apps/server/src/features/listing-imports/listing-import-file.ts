import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  emptyImportRow,
  IMPORT_COLUMN_LABELS,
  IMPORT_COLUMNS,
  importColumnOf,
  LISTING_IMPORT_LIMITS,
  LISTING_IMPORT_MESSAGES,
  REQUIRED_IMPORT_COLUMNS,
  type ImportColumn,
  type ImportRowValues,
} from '@app/shared';
import { CsvError, parse } from 'csv-parse';

/** A file refused as a whole, in the donor's words. */
export class ImportFileError extends Error {}

/** The spreadsheet formats that are not CSV, told by their first bytes (a workbook is a zip). */
const BINARY_STARTS = [Buffer.from('PK\u0003\u0004'), Buffer.from('%PDF'), Buffer.from([0x89, 0x50, 0x4e, 0x47])];
const SNIFF_BYTES = 4096;

/** Refuses, from its first bytes, a file that is no text: a workbook, a PDF, a picture, UTF-16. */
function textOnly(): Transform {
  let sniffed = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!sniffed) {
        sniffed = true;
        const head = chunk.subarray(0, SNIFF_BYTES);
        if (BINARY_STARTS.some((start) => head.subarray(0, start.length).equals(start)) || head.includes(0))
          return done(new ImportFileError(LISTING_IMPORT_MESSAGES.notCsv));
      }
      done(null, chunk);
    },
  });
}

export interface ImportFile {
  /** The template columns the header named, in the template's order. */
  columns: ImportColumn[];
  rows: ImportRowValues[];
}

/**
 * Reads a listings CSV as it streams in: the first line is the header (the template's column names,
 * in any order, case or spacing; other columns are ignored), each further line one listing. A
 * blank line is skipped; a short row leaves its last cells blank. More rows than the limit, a
 * header without the required columns, or no rows at all refuse the whole file.
 */
export async function readImportFile(source: Readable): Promise<ImportFile> {
  let header: (ImportColumn | undefined)[] | undefined;
  const rows: ImportRowValues[] = [];
  let tooMany = false;
  const collect = new Writable({
    objectMode: true,
    write(record: string[], _encoding, done) {
      if (!header) {
        header = record.map(importColumnOf);
        const missing = REQUIRED_IMPORT_COLUMNS.filter((column) => !header!.includes(column));
        if (missing.length > 0)
          return done(
            new ImportFileError(
              LISTING_IMPORT_MESSAGES.noHeader(missing.map((column) => IMPORT_COLUMN_LABELS[column])),
            ),
          );
        return done();
      }
      if (record.every((cell) => cell.trim() === '')) return done();
      // Past the limit the rest is read (so the browser gets the answer, not a reset) but not kept.
      if (rows.length >= LISTING_IMPORT_LIMITS.maxRows) {
        tooMany = true;
        return done();
      }
      const values = emptyImportRow();
      header.forEach((column, index) => {
        if (column && values[column] === '') values[column] = record[index] ?? '';
      });
      rows.push(values);
      done();
    },
  });
  // The upload is piped rather than part of the pipeline, so a refused file does not destroy the
  // request's stream: the caller drains the rest and the browser gets the answer, not a reset.
  const sniff = textOnly();
  if (source.errored) throw source.errored;
  source.once('error', (error) => sniff.destroy(error));
  source.pipe(sniff);
  try {
    await pipeline(
      sniff,
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
  if (!header)
    throw new ImportFileError(
      LISTING_IMPORT_MESSAGES.noHeader(REQUIRED_IMPORT_COLUMNS.map((c) => IMPORT_COLUMN_LABELS[c])),
    );
  if (tooMany) throw new ImportFileError(LISTING_IMPORT_MESSAGES.tooManyRows);
  if (rows.length === 0) throw new ImportFileError(LISTING_IMPORT_MESSAGES.noRows);
  const named = new Set(header);
  return { columns: IMPORT_COLUMNS.filter((column) => named.has(column)), rows };
}
