import { isListedItem } from '@app/shared';
import type { ItemsQueryInput } from './items-query';
import { categoryOf, centsOf } from './items-query';
import type { PageRead } from './items-page-dependency';
import type { LexemeTest } from './lexeme-match';
import { wholeWordsQuery, type WholeWordsQuery } from './search-plan';

/** A row of catalogue_changes as this process keeps it (catalogue-log.ts): what the filter reads. */
export interface LoggedRow {
  version: number;
  everyPage: boolean;
  newTitleWords: boolean;
  id: number | null;
  /** created_at as a cursor holds it (UTC, microseconds), so that text order is time order. */
  createdKey: string | null;
  donorId: number | null;
  category: string | null;
  fmvCents: number | null;
  quantity: number | null;
  shippingOptions: string[] | null;
  status: string | null;
  heldForNonprofitId: number | null;
  /** The search vector's lexemes; null when unknown. */
  lexemes: ReadonlySet<string> | null;
}

/**
 * A first look, in this process, at whether a logged change could have changed a cached page, before
 * the database is asked (docs/decisions/002-marketplace-search.md, "Change filter"). Most changes
 * match none of a page's filters or words: then the page is kept without a statement. It reads only
 * what is cheap to be sure of (listed, category, delivery options, value, donor, the whole words),
 * and says yes whenever it cannot tell, so it never keeps a page the database's check would reread.
 */
export interface ChangeFilter {
  /** The whole-word query whose lexemes `mayChange` needs, when the page searches. */
  words?: WholeWordsQuery;
  /** False only if the row, before or after a change, cannot have changed the page. */
  mayChange(row: LoggedRow, words: LexemeTest | undefined): boolean;
  /**
   * The page kept across these rows, with how far they could move its counts (each row that may
   * match counts one; at most `countSlack`), or undefined when the database must check it: a row may
   * sort among the rows it read, or the filter cannot tell where it sorts.
   */
  keeps(rows: LoggedRow[], words: LexemeTest | undefined, countSlack: number): { moved: number } | undefined;
}

/** How the page is sorted, when the filter can place a row in that order itself. */
type RowAfterBound = (row: LoggedRow) => boolean;

/** The rule of listing (isListedItem); a column it cannot read counts as listed. */
const listed = (row: LoggedRow) =>
  row.status === null ||
  isListedItem({ status: row.status, quantity: row.quantity ?? 1, heldForNonprofitId: row.heldForNonprofitId });

/** items-query.ts, filterConditions: category, delivery options, value range and donor. */
function filtersOf(query: ItemsQueryInput): (row: LoggedRow) => boolean {
  const category = categoryOf(query);
  const options = query.delivery_option;
  const min = query.min_value === undefined ? undefined : centsOf(query.min_value);
  const max = query.max_value === undefined ? undefined : centsOf(query.max_value);
  return (row) =>
    (category === undefined || row.category === null || row.category === category) &&
    (options.length === 0 || row.shippingOptions === null || options.some((o) => row.shippingOptions!.includes(o))) &&
    (min === undefined || row.fmvCents === null || row.fmvCents >= min) &&
    (max === undefined || row.fmvCents === null || row.fmvCents <= max) &&
    (query.donor_id === undefined || row.donorId === null || row.donorId === query.donor_id);
}

/**
 * What the page's rows, count and choice of search can depend on (items-page-dependency.ts), read
 * as necessary conditions on one logged row:
 * - every page: a listed row (every filter includes it), unless it marks every page;
 * - a whole-word page: the filters and the whole words (a row only the typo-tolerant search would
 *   match changes nothing while the whole words find something in the filters);
 * - a page whose whole words found nothing here but elsewhere: the whole words, anywhere;
 * - a typo-tolerant page: the filters (its own search is not read here), or the whole words, which
 *   would switch it back; any change that taught the titles a word.
 */
export function changeFilter(
  query: ItemsQueryInput,
  read: Pick<PageRead, 'typos' | 'wordsElsewhere' | 'bound'>,
  { anyMatchReaches = false } = {},
): ChangeFilter {
  const filters = filtersOf(query);
  const words = wholeWordsQuery(query.search) ?? undefined;
  // A typo or whole-words-elsewhere page is reached by any row with the whole words, and a
  // nonprofit's page whose out-of-reach count is exact by any row out of reach: no order helps there.
  const afterBound =
    read.typos || read.wordsElsewhere || anyMatchReaches ? undefined : rowAfterBound(query, read.bound, !words);
  const mayChange = (row: LoggedRow, test: LexemeTest | undefined) => {
    if (row.everyPage || (read.typos && row.newTitleWords)) return true;
    if (!listed(row)) return false;
    const hasWords = !words || !test || !row.lexemes || test(row.lexemes);
    if (read.typos) return hasWords || filters(row);
    if (read.wordsElsewhere) return hasWords;
    return hasWords && filters(row);
  };
  return {
    words,
    mayChange,
    keeps(rows, test, countSlack) {
      let moved = 0;
      for (const row of rows) {
        if (!mayChange(row, test)) continue;
        if (!afterBound?.(row)) return undefined;
        moved++;
      }
      return moved <= countSlack ? { moved } : undefined;
    },
  };
}

/**
 * Whether a row sorts after the last row the page read (items-query.ts, sortPlan and afterCursor),
 * for the orders the filter can follow exactly: newest first without a search, and by price. Not by
 * relevance, nor by title, whose order is the database's collation.
 */
function rowAfterBound(query: ItemsQueryInput, bound: PageRead['bound'], browsing: boolean): RowAfterBound | undefined {
  if (!bound) return undefined;
  const before = (key: string | number, id: number, boundKey: string | number) =>
    key < boundKey || (key === boundKey && id < bound.id);
  const after = (key: string | number, id: number, boundKey: string | number) =>
    key > boundKey || (key === boundKey && id > bound.id);
  if (query.sort_by === 'created_at' && browsing) {
    return (row) => row.createdKey !== null && row.id !== null && before(row.createdKey, row.id, bound.key);
  }
  if (query.sort_by === 'price_low' || query.sort_by === 'price_high') {
    const boundCents = Number(bound.key);
    const compare = query.sort_by === 'price_low' ? after : before;
    return (row) => row.fmvCents !== null && row.id !== null && compare(row.fmvCents, row.id, boundCents);
  }
  return undefined;
}
