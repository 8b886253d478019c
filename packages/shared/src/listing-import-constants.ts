import { formatInteger } from './rules/money';

// Bulk listing from a spreadsheet: the template's columns, the file limits and the sentences the
// donor reads, plain values so the browser can use them without loading the schemas.

/** The template's columns in order; the first six are required in every row, the rest optional. */
export const IMPORT_COLUMNS = [
  'title',
  'category',
  'description',
  'fair_market_value',
  'quantity',
  'delivery_options',
  'image_urls',
  'cost_basis',
  'condition',
  'sku',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Columns a file must have in its header (image URLs, cost basis, condition and SKU may be left out). */
export const REQUIRED_IMPORT_COLUMNS: readonly ImportColumn[] = [
  'title',
  'category',
  'description',
  'fair_market_value',
  'quantity',
  'delivery_options',
];

export const IMPORT_COLUMN_LABELS: Record<ImportColumn, string> = {
  title: 'Title',
  category: 'Category',
  description: 'Description',
  fair_market_value: 'Fair market value',
  quantity: 'Quantity',
  delivery_options: 'Delivery options',
  image_urls: 'Image URLs',
  cost_basis: 'Cost basis',
  condition: 'Condition',
  sku: 'SKU',
};

/** The item's state as the donor describes it; optional. */
export const ITEM_CONDITIONS = ['new', 'like_new', 'good', 'fair'] as const;
export type ItemCondition = (typeof ITEM_CONDITIONS)[number];
export const ITEM_CONDITION_LABELS: Record<ItemCondition, string> = {
  new: 'New',
  like_new: 'Like new',
  good: 'Good',
  fair: 'Fair',
};

export const LISTING_IMPORT_LIMITS = {
  maxRows: 5_000,
  maxBytes: 10_485_760,
  /** What the parts of an Excel workbook that are read may unpack to, together (a zip can unpack to gigabytes). */
  maxUnpackedBytes: 52_428_800,
  /** Cells a workbook's first sheet may hold: reading one takes a few microseconds, and holds the server meanwhile. */
  maxSheetCells: 100_000,
  maxSkuLength: 64,
  /** Each image URL's download: bytes, seconds, and redirects (each hop checked again). */
  maxImageBytes: 10_485_760,
  imageTimeoutMs: 10_000,
  maxImageRedirects: 3,
  /** Rows the preview table shows per page. */
  previewPageSize: 50,
} as const;

/** The multipart field of the file. */
export const LISTING_IMPORT_FILE_FIELD = 'file';

/** The downloadable templates' file names: the CSV is made in the browser, the workbook by the server. */
export const IMPORT_TEMPLATE_FILE_NAMES = { csv: 'listings-template.csv', xlsx: 'listings-template.xlsx' } as const;

/**
 * What a character no listing can hold (NUL, half of a UTF-16 pair) becomes when a file is read:
 * the visible symbol for NUL, so the donor sees where it was and the row is refused in its cell
 * instead of the whole confirmation (docs/product.md, Bulk listing).
 */
export const IMPORT_DISALLOWED_MARK = '\u2400';

/** What a row does when confirmed. */
export const IMPORT_ROW_ACTIONS = ['create', 'already_listed'] as const;
export type ImportRowAction = (typeof IMPORT_ROW_ACTIONS)[number];

export const IMPORT_IMAGE_STATUSES = ['pending', 'done', 'failed'] as const;
export type ImportImageStatus = (typeof IMPORT_IMAGE_STATUSES)[number];

export const LISTING_IMPORT_MESSAGES = {
  noFile: `Choose a CSV or Excel (.xlsx) file to import (multipart field "${LISTING_IMPORT_FILE_FIELD}").`,
  notSpreadsheet:
    'This file is neither a CSV file nor an Excel workbook (.xlsx). Save the spreadsheet as CSV or .xlsx and upload that.',
  notWorkbook:
    'This file is a zip archive or another Office document (Word, PowerPoint, OpenDocument), not an Excel workbook (.xlsx). Save the spreadsheet as .xlsx or CSV and upload that.',
  oldExcel: 'This is an old-style Excel workbook (.xls). Save it as .xlsx or CSV and upload that.',
  passwordProtected:
    'This workbook is protected with a password, so it cannot be read. Save a copy without the password (or as CSV) and upload that.',
  workbookTooLarge: `This workbook unpacks to more than ${LISTING_IMPORT_LIMITS.maxUnpackedBytes / 1_048_576} MB. Split it into smaller files, or save it as CSV.`,
  sheetTooLarge: `The workbook's first sheet has more than ${formatInteger(LISTING_IMPORT_LIMITS.maxSheetCells)} cells. Keep only the template's columns and your listings in it, or save it as CSV.`,
  unreadableWorkbook: (reason: string) =>
    `The file cannot be read as an Excel workbook (${reason}). Save it again as .xlsx or CSV and upload that.`,
  tooLarge: `The file is larger than ${LISTING_IMPORT_LIMITS.maxBytes / 1_048_576} MB. Split it into smaller files.`,
  tooManyRows: `The file has more than ${formatInteger(LISTING_IMPORT_LIMITS.maxRows)} rows. Split it into smaller files.`,
  noRows: 'The file has a header but no rows to import.',
  noHeader: (missing: string[]) =>
    `The first line must be the template's header; it is missing ${missing.join(', ')}. Download the template to see the columns.`,
  unreadable: (line: number | undefined, reason: string) =>
    `${line ? `Line ${line}: ` : ''}the file cannot be read as CSV (${reason}).`,
  importNotFound: 'Import not found.',
  notYourImport: 'This import belongs to another donor.',
  nothingToCreate: 'No row can be listed: fix the rows with errors or upload another file.',
  imageFailed: (url: string, reason: string) => `The picture at ${url} could not be added: ${reason}`,
  disallowedCharacters: (label: string) =>
    `${label} contains characters that are not allowed (shown as ${IMPORT_DISALLOWED_MARK}): delete them`,
} as const;

/** Why a picture from an image URL was not added, in the donor's words. */
export const IMPORT_IMAGE_REFUSALS = {
  notHttp: 'only http and https addresses are fetched.',
  privateAddress: 'the address is not a public internet host.',
  unresolved: 'the host name could not be found.',
  tooLarge: `the picture is larger than ${LISTING_IMPORT_LIMITS.maxImageBytes / 1_048_576} MB.`,
  timeout: `the host did not answer within ${LISTING_IMPORT_LIMITS.imageTimeoutMs / 1000} seconds.`,
  tooManyRedirects: 'the address redirects too many times.',
  status: (status: number) => `the host answered ${status}.`,
  notAnImage: 'the file is not a JPEG, PNG, GIF or WebP picture.',
  unreachable: 'the host could not be reached.',
} as const;
