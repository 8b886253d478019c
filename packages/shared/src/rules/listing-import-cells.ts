import {
  IMPORT_COLUMNS,
  IMPORT_DISALLOWED_MARK,
  ITEM_CONDITIONS,
  type ImportColumn,
  type ItemCondition,
} from '../listing-import-constants';
import { DELIVERY_OPTIONS, type DeliveryOption } from '../marketplace-constants';

/** Headers people write for a column besides its own name (compared lower-case, words joined by "_"). */
const HEADER_ALIASES: Record<string, ImportColumn> = {
  name: 'title',
  fmv: 'fair_market_value',
  value: 'fair_market_value',
  fair_market_value_usd: 'fair_market_value',
  qty: 'quantity',
  delivery: 'delivery_options',
  delivery_option: 'delivery_options',
  shipping_options: 'delivery_options',
  images: 'image_urls',
  image_url: 'image_urls',
  image: 'image_urls',
  cost: 'cost_basis',
};

/** Half of a UTF-16 surrogate pair, which PostgreSQL cannot store (as NUL; schemas/common.ts, safeString). */
const LONE_SURROGATES = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A cell as read from a file, each character no listing can hold replaced by IMPORT_DISALLOWED_MARK:
 * the row is then refused in that cell (readImportRow), and the rest of the file still imports.
 */
export const markDisallowedCharacters = (cell: string): string =>
  cell.replaceAll('\u0000', IMPORT_DISALLOWED_MARK).replace(LONE_SURROGATES, IMPORT_DISALLOWED_MARK);

/** The template column a header names, in any case or spacing ("Fair market value", "SKU"), or undefined. */
export function importColumnOf(header: string): ImportColumn | undefined {
  const key = header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
  return (IMPORT_COLUMNS as readonly string[]).includes(key) ? (key as ImportColumn) : HEADER_ALIASES[key];
}

/**
 * A dollar amount as spreadsheets write it ("1,250.00", "$40"): a number, NaN when it is not one
 * (the listing rules then say so), undefined when blank.
 */
export function parseDollars(cell: string | undefined): number | undefined {
  const text = (cell ?? '').trim();
  if (text === '') return undefined;
  const plain = text.replace(/^\$\s*/, '').replace(/,(?=\d{3}(\D|$))/g, '');
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}

/** A whole count; NaN when the cell holds anything else, so the listing rules refuse it. */
export function parseCount(cell: string | undefined): number {
  const text = (cell ?? '').trim().replace(/,(?=\d{3}(\D|$))/g, '');
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/** Words that name each delivery option in a cell (its own name, or the marketplace's words for it). */
const DELIVERY_WORDS: Record<string, DeliveryOption> = {
  donor_ships: 'donor_ships',
  ships: 'donor_ships',
  shipping: 'donor_ships',
  ship: 'donor_ships',
  nonprofit_pickup: 'nonprofit_pickup',
  pickup: 'nonprofit_pickup',
  pick_up: 'nonprofit_pickup',
  electronic: 'electronic',
  digital: 'electronic',
  virtual: 'electronic',
};

const wordKey = (word: string) =>
  word
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** The cell's delivery options (separated by ";", "," or "|"), each once, and the words not understood. */
export function parseDeliveryOptions(cell: string | undefined): { options: DeliveryOption[]; unknown: string[] } {
  const found = new Set<DeliveryOption>();
  const unknown: string[] = [];
  for (const word of (cell ?? '').split(/[;,|]/)) {
    if (word.trim() === '') continue;
    const option = DELIVERY_WORDS[wordKey(word)];
    if (option) found.add(option);
    else unknown.push(word.trim());
  }
  return { options: DELIVERY_OPTIONS.filter((option) => found.has(option)), unknown };
}

/** Image URLs separated by spaces, ";" or "|" (a comma may be part of a URL). */
export function splitImageUrls(cell: string | undefined): string[] {
  return (cell ?? '').split(/[\s;|]+/).filter((url) => url !== '');
}

/** The condition a cell names ("Like new", "like_new"), null when blank, undefined when unknown. */
export function parseCondition(cell: string | undefined): ItemCondition | null | undefined {
  const key = wordKey(cell ?? '');
  if (key === '') return null;
  return (ITEM_CONDITIONS as readonly string[]).includes(key) ? (key as ItemCondition) : undefined;
}

/** Edit distance between two short strings (insertions, deletions, substitutions). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The category a cell names, matched without regard to case or spacing, or undefined. */
export function knownCategory(cell: string, categories: readonly string[]): string | undefined {
  const key = wordKey(cell);
  return key === '' ? undefined : categories.find((category) => wordKey(category) === key);
}

/**
 * The valid category nearest to what the donor typed: one that contains it or that it contains
 * ("Electronic" → "Electronics", "Kitchen" → "Kitchen Appliances") first, else the fewest edits.
 */
export function suggestCategory(cell: string, categories: readonly string[]): string | undefined {
  const key = wordKey(cell);
  if (key === '' || categories.length === 0) return undefined;
  const containing = categories.find((category) => {
    const other = wordKey(category);
    return other.includes(key) || key.includes(other);
  });
  if (containing) return containing;
  let best = categories[0]!;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const category of categories) {
    const distance = editDistance(key, wordKey(category));
    if (distance < bestDistance) [best, bestDistance] = [category, distance];
  }
  return best;
}
