import { dollarsToCents, LISTED_ITEM_STATUSES, type ItemSort, type itemsQuerySchema } from '@app/shared';
import { and, arrayOverlaps, eq, gte, lte, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import { items } from '#src/platform/database/schema';
import { badRequest } from '#src/platform/errors';
import {
  locationCondition,
  locationState,
  outOfReachCondition,
  visibilityCondition,
  type Viewer,
} from './items.visibility';
import type { SearchPlan } from './search-plan';

export type ItemsQueryInput = z.output<typeof itemsQuerySchema>;

const MAX_INT = 2_147_483_647;
export const centsOf = (dollars: number) => Math.min(MAX_INT, dollarsToCents(dollars));

/**
 * Listed items only: never disabled or awaiting review, an available item with nothing left is not
 * offered, and an item held for the nonprofit whose need it answers is no one's to browse until the
 * hold ends (docs/product.md, Needs board). The statuses are code constants, written inline so
 * partial indexes can match (migration 0027 holds the same text). isListedItem (@app/shared) is the
 * same rule for a row in hand.
 */
export const listedCondition = sql.raw(
  `("items"."status" in (${LISTED_ITEM_STATUSES.map((status) => `'${status}'`).join(', ')})` +
    ` and ("items"."status" <> 'available' or "items"."quantity" > 0)` +
    ` and "items"."held_for_nonprofit_id" is null)`,
);

/**
 * The filters of GET /items other than search and location (those depend on the viewer).
 * A delivery option matches about half of all items: when a typo-tolerant search or a category
 * already narrows the rows, the option is checked row by row, because ANDing its large GIN bitmap
 * with the narrow ones cost more than it saved (EXPLAIN ANALYZE on 100k items: 4 ms of a 12 ms
 * search). A whole-word search matches the category and delivery option in its own index scan
 * (`foldedIntoSearch`, searchMatch). A search checks the value range on its matches too: counting a
 * sorted search's matches up to a cap, a generic plan otherwise walked the price index through the
 * range, which for a rare word means every item in it.
 */
export function filterConditions(
  query: ItemsQueryInput,
  searching: boolean,
  { foldedIntoSearch = false } = {},
): (SQL | undefined)[] {
  const category = categoryOf(query);
  const delivery =
    query.delivery_option.length > 0 ? arrayOverlaps(items.shippingOptions, query.delivery_option) : undefined;
  return [
    listedCondition,
    ...(foldedIntoSearch
      ? []
      : [category ? eq(items.category, category) : undefined, searching || category ? rowCheck(delivery) : delivery]),
    searching ? rowCheck(valueRange(query)) : valueRange(query),
    query.donor_id !== undefined ? eq(items.donorId, query.donor_id) : undefined,
  ];
}

/** The value filter: a range of fmv_cents, which a walk of the price index can start and end at. */
export const valueRange = (query: ItemsQueryInput): SQL | undefined =>
  and(
    query.min_value !== undefined ? gte(items.fmvCents, centsOf(query.min_value)) : undefined,
    query.max_value !== undefined ? lte(items.fmvCents, centsOf(query.max_value)) : undefined,
  );

/** A condition the planner cannot answer from an index: checked on the rows the other conditions found. */
const rowCheck = (condition: SQL | undefined) => condition && sql`(${condition}) is true`;

export const categoryOf = (query: ItemsQueryInput) =>
  query.category && query.category.toLowerCase() !== 'all' ? query.category : undefined;

/**
 * Every condition of a page but its search and cursor: the filters, what the viewer may see and where.
 * `foldedIntoSearch` leaves out the category and delivery option, which a whole-word search matches
 * itself (searchMatch). With a search, the location filter (a distance or the state) is checked on
 * the matches: a plan that does not know the search's words (a prepared statement's generic plan)
 * would otherwise AND the search's bitmap with the latitude band's, tens of thousands of rows (13 ms
 * instead of 2.4 on 100,000 items). `reach` 'out' asks instead for the listed items that match but the
 * viewer's reach leaves out (none unless the viewer is a nonprofit), 'any' for them all.
 */
export function pageConditions(
  viewer: Viewer,
  query: ItemsQueryInput,
  searching: boolean,
  options: { foldedIntoSearch?: boolean; reach?: 'in' | 'out' | 'any' } = {},
): SQL | undefined {
  // A state folded into a whole-word search's index scan is not checked again (searchMatch).
  const location =
    options.foldedIntoSearch && locationState(query.location, viewer) !== null
      ? undefined
      : locationCondition(query.location, viewer);
  return and(
    ...filterConditions(query, searching, options),
    options.reach === 'any'
      ? undefined
      : options.reach === 'out'
        ? outOfReachCondition(viewer)
        : visibilityCondition(viewer),
    searching ? rowCheck(location) : location,
  );
}

/** A lexeme in tsquery syntax: quoted, with quotes doubled and backslashes escaped. */
const lexeme = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * The filters as lexemes of marketplace_filter_lexemes (migrations 0014 and 0028): the category, any
 * of the delivery options, or any of the category's pairs with them, and the state a location filter
 * narrows to; null when none is chosen. They start with '#', which no lexeme of a search's words can.
 */
export function filtersQuery(query: ItemsQueryInput, viewer: Viewer): string | null {
  const category = categoryOf(query);
  const options = query.delivery_option;
  const state = locationState(query.location, viewer);
  const filters =
    category && options.length > 0
      ? `(${options.map((option) => lexeme(`#category:${category}#delivery:${option}`)).join(' | ')})`
      : category
        ? lexeme(`#category:${category}`)
        : options.length > 0
          ? `(${options.map((option) => lexeme(`#delivery:${option}`)).join(' | ')})`
          : null;
  const place = state ? lexeme(`#state:${state}`) : null;
  return filters && place ? `${filters} & ${place}` : (filters ?? place);
}

/** The expression items_search_filters_idx holds: the search vector and the filters' lexemes. */
const searchVectorWithFilters = sql`(${items.searchVector} || marketplace_filter_lexemes(${items.category}, ${items.shippingOptions}, ${items.state}))`;

/**
 * A whole-word search with its category and delivery option filters, in one scan of
 * items_search_filters_idx: a page then visits only the rows that pass them (719 of the 1,370 rows
 * with the word "chair" among 100,000 items, for Furniture shipped by the donor), where ANDing the
 * full-text and category bitmaps visited all 1,370 to check the option. The words cannot match a
 * filter's lexeme: PostgreSQL's parser splits words at '#', so no lexeme of a search starts with
 * one. A search of stop words only is an empty query, which `&&` would drop, leaving the filters
 * alone: `numnode` > 0 rules it out once per statement instead of matching the words again on every
 * row. Without those filters, the search vector's own index serves.
 */
export function searchMatch(tsquery: SQL, query: ItemsQueryInput, viewer: Viewer): SQL {
  const filters = filtersQuery(query, viewer);
  if (filters === null) return sql`${items.searchVector} @@ ${tsquery}`;
  return sql`(${searchVectorWithFilters} @@ (${tsquery} && ${filters}::tsquery) and numnode(${tsquery}) > 0)`;
}

/** A column, an SQL expression or a CTE's aliased field. */
type Expression = SQLWrapper | AnyColumn;

export type SortMode = ItemSort | 'relevance';

interface SortPlan {
  mode: SortMode;
  direction: 'asc' | 'desc';
  /** The sort key for rows of `items`. */
  key: Expression;
  /** Cast applied to the cursor's key when comparing. */
  cast: 'timestamptz' | 'integer' | 'text' | 'real';
  /** The key as exact text for the cursor (timestamps keep their microseconds). */
  text: (key: Expression) => SQL<string>;
  /** Checks a key read back from a client's cursor. */
  valid: (value: string) => boolean;
}

const asText = (key: Expression) => sql<string>`(${key})::text`;
const isInteger = (value: string) => /^\d{1,10}$/.test(value) && Number(value) <= MAX_INT;

export function sortPlan(sort: ItemSort, search: SearchPlan | null): SortPlan {
  // The default sort is newest; with a search the default becomes relevance.
  if (sort === 'created_at' && search) {
    return {
      mode: 'relevance',
      direction: 'desc',
      key: search.rank,
      cast: 'real',
      text: asText,
      valid: (value) => /^-?\d+(\.\d+)?(e[-+]?\d+)?$/i.test(value) && Number.isFinite(Number(value)),
    };
  }
  switch (sort) {
    case 'created_at':
      return {
        mode: sort,
        direction: 'desc',
        key: items.createdAt,
        cast: 'timestamptz',
        text: (key) => sql<string>`to_char((${key}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        valid: (value) =>
          /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(value) && !Number.isNaN(Date.parse(value)),
      };
    case 'price_low':
    case 'price_high':
      return {
        mode: sort,
        direction: sort === 'price_low' ? 'asc' : 'desc',
        key: items.fmvCents,
        cast: 'integer',
        text: asText,
        valid: isInteger,
      };
    case 'title':
      return { mode: sort, direction: 'asc', key: items.title, cast: 'text', text: asText, valid: () => true };
  }
}

export interface Cursor {
  key: string;
  id: number;
}

const INVALID_CURSOR = 'Invalid cursor; load the list again from the first page';
const invalidCursor = () => badRequest([{ loc: ['querystring', 'cursor'], msg: INVALID_CURSOR }]);

/** Opaque to clients: base64url JSON of the sort mode, the last row's sort key and its id. */
export function encodeCursor(plan: SortPlan, cursor: Cursor): string {
  return Buffer.from(JSON.stringify({ s: plan.mode, k: cursor.key, i: cursor.id })).toString('base64url');
}

export function decodeCursor(plan: SortPlan, value: string): Cursor {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) throw invalidCursor();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const { s, k, i } = (parsed ?? {}) as { s?: unknown; k?: unknown; i?: unknown };
  if (s !== plan.mode || typeof k !== 'string' || !plan.valid(k)) throw invalidCursor();
  if (typeof i !== 'number' || !Number.isInteger(i) || i < 1 || i > MAX_INT) throw invalidCursor();
  return { key: k, id: i };
}

/** Rows after the cursor in the plan's order: (key, id) compared as a row, so ties on the key never skip. */
export function afterCursor(plan: SortPlan, key: Expression, id: Expression, cursor: Cursor): SQL {
  const value = sql`${cursor.key}::${sql.raw(plan.cast)}`;
  return plan.direction === 'asc'
    ? sql`(${key}, ${id}) > (${value}, ${cursor.id})`
    : sql`(${key}, ${id}) < (${value}, ${cursor.id})`;
}

/**
 * The order of a listed-items index (migration 0003), so that a page can walk one of them: newest
 * first is created_at DESC NULLS LAST as indexed; price high to low walks the ascending fmv_cents
 * index backwards, which gives DESC NULLS FIRST (asking NULLS LAST there sorted every listed item:
 * 36 ms instead of 0.1 ms on 100,000 items). Sort keys are never null, so NULLS only matters for
 * matching an index.
 */
export function orderBy(plan: SortPlan, key: Expression, id: Expression): SQL[] {
  const direction = sql.raw(plan.direction === 'asc' ? 'asc' : plan.mode === 'created_at' ? 'desc nulls last' : 'desc');
  return [sql`${key} ${direction}`, sql`${id} ${direction}`];
}
