import { LISTING_IMPORT_LIMITS, LISTING_IMPORT_MESSAGES } from '@app/shared';
import { zipSync, type Zippable } from 'fflate';
import { ImportFileError } from './import-file-error';
import { sheetOverLimit, WORKBOOK_PART, WORKBOOK_RELATIONS_PART, workbookParts } from './workbook-parts';
import { unpackZipEntry, ZipArchiveError, zipEntries, type ZipEntry } from './zip-archive';

/** An Office file in the old binary container (OLE2): an .xls, or any workbook saved with a password. */
const OLE2_START = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** The stream a password-protected Office file keeps its encrypted workbook in (names are UTF-16 in OLE2). */
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');
export const isOle2File = (head: Buffer) => head.subarray(0, OLE2_START.length).equals(OLE2_START);

/** Why an OLE2 file cannot be read: a workbook saved with a password, or an old .xls. */
export const ole2Refusal = (file: Buffer) =>
  new ImportFileError(
    file.includes(ENCRYPTED_PACKAGE) ? LISTING_IMPORT_MESSAGES.passwordProtected : LISTING_IMPORT_MESSAGES.oldExcel,
  );

/** Row elements a first sheet may have: blank rows are skipped, so more than the row limit, but not without end. */
const MAX_SHEET_ROW_ELEMENTS = 4 * LISTING_IMPORT_LIMITS.maxRows;

/**
 * The parts read-excel-file reads, and only those: the workbook and its relations first, which
 * name the shared strings, the styles and the first sheet; other sheets, pictures, macros and
 * links to other workbooks are never unpacked. The sizes the zip declares for them are added up
 * before each is unpacked, and each is unpacked with its declared size as a hard cap, so a zip
 * bomb is refused from its directory, or stops at the cap. A first sheet with more cells than the
 * limit is refused from a count of its markup, before it is parsed.
 */
async function unpackWorkbook(file: Buffer): Promise<Zippable> {
  const entries = new Map(zipEntries(file).map((entry) => [entry.name, entry]));
  const workbook = entries.get(WORKBOOK_PART);
  const relations = entries.get(WORKBOOK_RELATIONS_PART);
  if (!workbook) throw new ImportFileError(LISTING_IMPORT_MESSAGES.notWorkbook);
  if (!relations) throw new ZipArchiveError('the workbook names no sheet');
  const contents: Zippable = {};
  let unpacked = 0;
  const unpack = async (entry: ZipEntry) => {
    if ((entry.flags & 1) === 1) throw new ImportFileError(LISTING_IMPORT_MESSAGES.passwordProtected);
    unpacked += entry.size;
    if (unpacked > LISTING_IMPORT_LIMITS.maxUnpackedBytes)
      throw new ImportFileError(LISTING_IMPORT_MESSAGES.workbookTooLarge);
    const content = await unpackZipEntry(file, entry);
    contents[entry.name] = content;
    return content;
  };
  const parts = workbookParts((await unpack(workbook)).toString('utf8'), (await unpack(relations)).toString('utf8'));
  const sheet = parts && entries.get(parts.firstSheet);
  if (!parts || !sheet) throw new ZipArchiveError('the workbook names no sheet');
  const others = [parts.sharedStrings, parts.styles].flatMap((name) => entries.get(name) ?? []);
  if (others.reduce((sum, entry) => sum + entry.size, unpacked + sheet.size) > LISTING_IMPORT_LIMITS.maxUnpackedBytes)
    throw new ImportFileError(LISTING_IMPORT_MESSAGES.workbookTooLarge);
  const over = sheetOverLimit((await unpack(sheet)).toString('latin1'), {
    rows: MAX_SHEET_ROW_ELEMENTS,
    cells: LISTING_IMPORT_LIMITS.maxSheetCells,
  });
  if (over === 'rows') throw new ImportFileError(LISTING_IMPORT_MESSAGES.tooManyRows);
  if (over === 'cells') throw new ImportFileError(LISTING_IMPORT_MESSAGES.sheetTooLarge);
  for (const entry of others) await unpack(entry);
  return contents;
}

/** A number as the spreadsheet shows it: 15 significant digits, so 24.990000000000002 reads "24.99". */
function numberText(raw: string): string {
  const value = Number(raw);
  return Number.isFinite(value) ? String(Number(value.toPrecision(15))) : raw;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A date cell as text: the day, and the time when it has one (read-excel-file gives dates in UTC). */
function dateText(date: Date): string {
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const time = date.getUTCHours() * 60 + date.getUTCMinutes();
  return time === 0 ? day : `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

/** Any cell's value as the text the shared row rules read, as a CSV would have it. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : dateText(value);
  return String(value);
}

/**
 * The first sheet of an Excel workbook (.xlsx) as rows of text cells: each cell's value as the
 * file stored it (a formula's value as last calculated; formulas are never evaluated), numbers as
 * the sheet shows them. The reader gets a new zip holding only the parts checked and unpacked here,
 * stored uncompressed, so it never unpacks anything it was not given.
 */
export async function readWorkbookRows(file: Buffer): Promise<string[][]> {
  const parts = await unpackWorkbook(file).catch((error: unknown) => {
    if (error instanceof ZipArchiveError)
      throw new ImportFileError(LISTING_IMPORT_MESSAGES.unreadableWorkbook(error.message));
    throw error;
  });
  const checked = Buffer.from(zipSync(parts, { level: 0 }));
  try {
    // Loaded when the first workbook arrives: imported at start it would add ~70 ms to every start (docs/decisions/009).
    const { readSheet } = await import('read-excel-file/node');
    const rows = await readSheet(checked, { parseNumber: numberText, trim: false });
    return rows.map((row) => row.map(cellText));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ImportFileError(LISTING_IMPORT_MESSAGES.unreadableWorkbook(reason.slice(0, 200)));
  }
}
