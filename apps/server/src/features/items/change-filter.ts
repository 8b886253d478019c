import { LISTED_ITEM_STATUSES } from '@app/shared';
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
}

const LISTED = new Set<string>(LISTED_ITEM_STATUSES);

/** items-query.ts, listedCondition; a column it cannot read counts as listed. */
const listed = (row: LoggedRow) =>
  row.status === null ||
  (LISTED.has(row.status) &&
    (row.status !== 'available' || row.quantity === null || row.quantity > 0) &&
    row.heldForNonprofitId === null);

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
export function changeFilter(query: ItemsQueryInput, read: Pick<PageRead, 'typos' | 'wordsElsewhere'>): ChangeFilter {
  const filters = filtersOf(query);
  const words = wholeWordsQuery(query.search) ?? undefined;
  return {
    words,
    mayChange(row, test) {
      if (row.everyPage || (read.typos && row.newTitleWords)) return true;
      if (!listed(row)) return false;
      const hasWords = !words || !test || !row.lexemes || test(row.lexemes);
      if (read.typos) return hasWords || filters(row);
      if (read.wordsElsewhere) return hasWords;
      return hasWords && filters(row);
    },
  };
}
