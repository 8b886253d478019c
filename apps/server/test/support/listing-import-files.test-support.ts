import { crc32, deflateRawSync, createDeflateRaw } from 'node:zlib';
import { IMPORT_COLUMNS } from '@app/shared';
import { unzipSync, zipSync, type Zippable } from 'fflate';
import writeExcelFile, { type Cell, type SheetData } from 'write-excel-file/node';
import type { SheetRow } from './listing-imports.test-support';

/** Columns a spreadsheet program keeps as numbers when the donor types one. */
const NUMERIC = new Set(['fair_market_value', 'quantity', 'cost_basis']);

const cell = (column: string, text: string | undefined): Cell => {
  if (!text) return null;
  return NUMERIC.has(column) && /^\d+(\.\d+)?$/.test(text) ? Number(text) : text;
};

const sheetOf = (rows: readonly SheetRow[]): SheetData => [
  [...IMPORT_COLUMNS],
  ...rows.map((row) => IMPORT_COLUMNS.map((column) => cell(column, row[column]))),
];

/**
 * An Excel workbook with the template's header and these rows, numbers typed as numbers (as a
 * spreadsheet program saves "24.99" typed in a cell), everything else as text; with a second
 * sheet when `secondSheet` is given.
 */
export async function workbookOf(rows: readonly SheetRow[], secondSheet?: readonly SheetRow[]): Promise<Buffer> {
  if (!secondSheet) return writeExcelFile(sheetOf(rows)).toBuffer();
  return writeExcelFile([
    { sheet: 'Listings', data: sheetOf(rows) },
    { sheet: 'Notes', data: sheetOf(secondSheet) },
  ]).toBuffer();
}

/** The same workbook with one of its parts edited (a formula, a character reference the writer would not write). */
export function patchWorkbook(workbook: Buffer, part: string, edit: (xml: string) => string): Buffer {
  const parts: Zippable = unzipSync(new Uint8Array(workbook));
  parts[part] = new TextEncoder().encode(edit(new TextDecoder().decode(parts[part] as Uint8Array)));
  return Buffer.from(zipSync(parts));
}

interface RawEntry {
  name: string;
  /** The bytes as stored in the zip. */
  stored: Buffer;
  method: 0 | 8;
  /** What the directory says the entry unpacks to, and its checksum. */
  size: number;
  crc: number;
  flags?: number;
}

/** A zip written byte by byte, so a test can make its directory say what it likes. */
export function rawZip(entries: readonly RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.flags ?? 0, 6);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.stored.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.flags ?? 0, 8);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.stored.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.stored);
    directory.push(central, name);
    offset += 30 + name.length + entry.stored.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/** A small part, deflated, with its true size and checksum. */
export function deflatedEntry(name: string, text: string): RawEntry {
  const data = Buffer.from(text);
  return { name, stored: deflateRawSync(data), method: 8, size: data.length, crc: crc32(data) };
}

const WORKBOOK_XML =
  '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>';
const RELATIONS_XML =
  '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>';

/** The workbook and relations parts of a one-sheet workbook, deflated; `encrypted` marks the workbook part so. */
export const workbookFrame = (encrypted = false) => [
  { ...deflatedEntry('xl/workbook.xml', WORKBOOK_XML), flags: encrypted ? 1 : 0 },
  deflatedEntry('xl/_rels/workbook.xml.rels', RELATIONS_XML),
];

/** A one-sheet workbook whose sheet's rows are written by hand. */
export const handMadeWorkbook = (rowsXml: string) =>
  rawZip([
    ...workbookFrame(),
    deflatedEntry(
      'xl/worksheets/sheet1.xml',
      `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rowsXml}</sheetData></worksheet>`,
    ),
  ]);

/**
 * A workbook whose sheet is `megabytes` MB of the same row again and again, deflated to a few
 * hundred KB: the directory either tells the truth about its size or claims 1 KB.
 */
export async function zipBomb(megabytes: number, declared: 'true size' | 'claims 1 KB'): Promise<Buffer> {
  const row = Buffer.from(`<row><c t="inlineStr"><is><t>${'x'.repeat(990)}</t></is></c></row>`.padEnd(1024, ' '));
  const block = Buffer.concat(Array.from({ length: 1024 }, () => row));
  const deflate = createDeflateRaw({ level: 9 });
  const packed: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => packed.push(chunk));
  const finished = new Promise((resolve) => deflate.on('end', resolve));
  let crc = 0;
  for (let written = 0; written < megabytes; written += 1) {
    crc = crc32(block, crc);
    if (!deflate.write(block)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await finished;
  const size = megabytes * 1_048_576;
  return rawZip([
    ...workbookFrame(),
    {
      name: 'xl/worksheets/sheet1.xml',
      stored: Buffer.concat(packed),
      method: 8,
      size: declared === 'true size' ? size : 1_024,
      crc,
    },
  ]);
}
