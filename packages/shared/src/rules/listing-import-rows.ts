import {
  IMPORT_COLUMN_LABELS,
  IMPORT_COLUMNS,
  IMPORT_DISALLOWED_MARK,
  LISTING_IMPORT_LIMITS,
  LISTING_IMPORT_MESSAGES,
  type ImportColumn,
  type ImportRowAction,
  type ItemCondition,
} from '../listing-import-constants';
import { LISTING_MESSAGES, LISTING_RULES } from '../listing-constants';
import { safeString } from '../schemas/common';
import { itemFormSchema, type ItemForm } from '../schemas/listings';
import {
  knownCategory,
  parseCondition,
  parseCount,
  parseDeliveryOptions,
  parseDollars,
  splitImageUrls,
  suggestCategory,
} from './listing-import-cells';
import { isHttpUrl } from './website';

/** One row as the file (or the preview's edited cells) has it: every column as text, blank when absent. */
export type ImportRowValues = Record<ImportColumn, string>;

export interface ImportCellError {
  column: ImportColumn;
  message: string;
  /** The value that would fix it (the nearest category), when there is one. */
  suggestion?: string;
}

/** A row that passes the listing rules: the item form the listing service takes, and what the import adds. */
export interface ImportListing {
  form: ItemForm;
  sku: string | null;
  condition: ItemCondition | null;
  imageUrls: string[];
}

export const emptyImportRow = (): ImportRowValues =>
  Object.fromEntries(IMPORT_COLUMNS.map((column) => [column, ''])) as ImportRowValues;

/** The item form's fields and the column each is typed in. */
const FORM_COLUMN: Partial<Record<string, ImportColumn>> = {
  title: 'title',
  category: 'category',
  description: 'description',
  fair_market_value: 'fair_market_value',
  quantity: 'quantity',
  shipping_options: 'delivery_options',
  cost_basis: 'cost_basis',
};

const skuSchema = safeString().max(LISTING_IMPORT_LIMITS.maxSkuLength, {
  error: `SKU must be at most ${LISTING_IMPORT_LIMITS.maxSkuLength} characters`,
});

/**
 * One row read against the same rules as the single listing form (the item form's schema), plus
 * what only a file can get wrong: a category that is not one of the catalogue's (with the nearest
 * suggested), words in the delivery column that name no option, image URLs and the condition,
 * and a cell holding a character no listing can hold (marked when the file was read).
 */
export function readImportRow(
  values: ImportRowValues,
  categories: readonly string[],
): { listing?: ImportListing; errors: ImportCellError[] } {
  const errors: ImportCellError[] = [];
  const add = (error: ImportCellError) => {
    if (!errors.some((known) => known.column === error.column)) errors.push(error);
  };
  for (const column of IMPORT_COLUMNS) {
    if (values[column].includes(IMPORT_DISALLOWED_MARK))
      add({ column, message: LISTING_IMPORT_MESSAGES.disallowedCharacters(IMPORT_COLUMN_LABELS[column]) });
  }
  const category = knownCategory(values.category, categories);
  if (!category && values.category.trim() !== '') {
    const suggestion = suggestCategory(values.category, categories);
    add({
      column: 'category',
      message: `Unknown category "${values.category.trim()}"${suggestion ? `; did you mean ${suggestion}?` : ''}`,
      ...(suggestion ? { suggestion } : {}),
    });
  }
  const delivery = parseDeliveryOptions(values.delivery_options);
  if (delivery.unknown.length > 0)
    add({
      column: 'delivery_options',
      message: `Unknown delivery option "${delivery.unknown[0]}": use donor_ships, nonprofit_pickup or electronic`,
    });
  const imageUrls = splitImageUrls(values.image_urls);
  const badUrl = imageUrls.find((url) => !isHttpUrl(url) || url.length > 2000);
  if (badUrl) add({ column: 'image_urls', message: `Not an http(s) address: ${badUrl.slice(0, 80)}` });
  else if (imageUrls.length > LISTING_RULES.maxItemImages)
    add({ column: 'image_urls', message: LISTING_MESSAGES.tooManyImages(LISTING_RULES.maxItemImages) });
  const condition = parseCondition(values.condition);
  if (condition === undefined) add({ column: 'condition', message: 'Condition must be New, Like new, Good or Fair' });
  const sku = skuSchema.safeParse(values.sku.trim());
  if (!sku.success) add({ column: 'sku', message: sku.error.issues[0]!.message });

  const parsed = itemFormSchema.safeParse({
    title: values.title,
    category: category ?? values.category,
    description: values.description,
    fair_market_value: parseDollars(values.fair_market_value) ?? Number.NaN,
    quantity: parseCount(values.quantity),
    shipping_options: delivery.options,
    images: [],
    cost_basis: parseDollars(values.cost_basis) ?? null,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = FORM_COLUMN[String(issue.path[0])];
      if (column) add({ column, message: issue.message });
    }
  }
  if (errors.length > 0 || !parsed.success || condition === undefined || !sku.success) {
    // Columns in the template's order, so the first error named is the leftmost.
    return { errors: errors.sort((a, b) => IMPORT_COLUMNS.indexOf(a.column) - IMPORT_COLUMNS.indexOf(b.column)) };
  }
  return { listing: { form: parsed.data, sku: sku.data || null, condition, imageUrls }, errors };
}

/** Titles and SKUs compared without regard to case or runs of spaces. */
export const listingKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** How a row is matched with the donor's listings: by its SKU when it has one, else by its title. */
export function matchKeyOf(values: Pick<ImportRowValues, 'sku' | 'title'>): { by: 'sku' | 'title'; key: string } {
  const sku = listingKey(values.sku);
  return sku !== '' ? { by: 'sku', key: sku } : { by: 'title', key: listingKey(values.title) };
}

/** The donor's listings as the import matches them: keys made by listingKey. */
export interface ExistingListingKeys {
  skus: ReadonlySet<string>;
  titles: ReadonlySet<string>;
}

export interface CheckedImportRow {
  errors: ImportCellError[];
  action: ImportRowAction;
  listing?: ImportListing;
}

/** The spreadsheet's own row number of the file's n-th row (0-based): the header is row 1. */
export const sheetRowOf = (index: number) => index + 2;

/**
 * Every row of a file: its errors in place, a second row with the same SKU (or, without SKUs, the
 * same title) as an earlier one refused, and a row whose SKU or title one of the donor's listings
 * already has marked "already listed": confirmed, it is skipped, never listed twice
 * (docs/product.md, Bulk listing).
 */
export function checkImportRows(
  rows: readonly ImportRowValues[],
  categories: readonly string[],
  existing: ExistingListingKeys,
): CheckedImportRow[] {
  const firstWith = new Map<string, number>();
  return rows.map((values, index) => {
    const { listing, errors } = readImportRow(values, categories);
    const match = matchKeyOf(values);
    const mapKey = `${match.by}:${match.key}`;
    const first = firstWith.get(mapKey);
    if (match.key !== '' && first !== undefined) {
      const label = match.by === 'sku' ? IMPORT_COLUMN_LABELS.sku : IMPORT_COLUMN_LABELS.title;
      errors.push({ column: match.by, message: `Duplicate ${label}: the same as row ${sheetRowOf(first)}` });
    } else if (match.key !== '') firstWith.set(mapKey, index);
    const listed = match.by === 'sku' ? existing.skus.has(match.key) : existing.titles.has(match.key);
    return {
      errors,
      action: listed ? 'already_listed' : 'create',
      ...(listing && errors.length === 0 ? { listing } : {}),
    };
  });
}
