import { ITEMS_TOTAL_CAP, PAGE_LIMITS, type ItemsPage, type MarketplaceReach } from '@app/shared';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { items, users } from '#src/platform/database/schema';
import { getSiteSettings } from '#src/platform/settings';
import type { PageDependency } from './catalogue-changes';
import { pageDependency } from './items-page-dependency';
import {
  afterCursor,
  decodeCursor,
  encodeCursor,
  listedCondition,
  orderBy,
  pageConditions,
  searchMatch,
  sortPlan,
  type Cursor,
  type ItemsQueryInput,
} from './items-query';
import { searchPlan, type SearchPlan } from './search-plan';
import {
  COUNT_LIMIT,
  countMatches,
  countOutOfReach,
  listedAnywhere,
  reachOf,
  scopeIn,
  type ReachCount,
} from './items-counts';
import { itemCardColumns, presentItem, type ItemCardRow } from './items.presenter';
import { NEARBY_SCOPES, STATE_SCOPES, visibilityCondition, type Viewer } from './items.visibility';

type PageRow = ItemCardRow & { sortText: string };
type Plan = ReturnType<typeof sortPlan>;

interface PagePlan {
  /** The filters, the viewer's reach and the location; with a search, only those it does not match. */
  where: SQL | undefined;
  /** The same, for the items the viewer's reach leaves out; undefined unless the viewer is a nonprofit. */
  outOfReach: SQL | undefined;
  /** For a nonprofit's search: the filters whatever the reach, and the reach, checked on each match. */
  reach: { anyReach: SQL | undefined; visible: SQL } | undefined;
  /** The search's condition, with the filters it folds in (searchMatch). */
  match: SQL | undefined;
  search: SearchPlan | null;
  plan: Plan;
  cursor: Cursor | undefined;
  limit: number;
}

function planPage(viewer: Viewer, query: ItemsQueryInput, search = searchPlan(query.search)): PagePlan {
  const plan = sortPlan(query.sort_by, search);
  const foldedIntoSearch = search?.tsquery !== undefined;
  return {
    where: pageConditions(viewer, query, search !== null, { foldedIntoSearch }),
    outOfReach:
      viewer.role === 'nonprofit'
        ? pageConditions(viewer, query, search !== null, { foldedIntoSearch, reach: 'out' })
        : undefined,
    reach:
      viewer.role === 'nonprofit' && search
        ? {
            anyReach: pageConditions(viewer, query, true, { foldedIntoSearch, reach: 'any' }),
            visible: sql`(${visibilityCondition(viewer)}) is true`,
          }
        : undefined,
    match: search?.tsquery ? searchMatch(search.tsquery, query, viewer) : search?.condition,
    search,
    plan,
    cursor: query.cursor ? decodeCursor(plan, query.cursor) : undefined,
    limit: query.limit,
  };
}

interface PageRows {
  rows: PageRow[];
  /** Matches counted up to COUNT_LIMIT. */
  counted: number;
  /** What the viewer's reach left out, when the page's own statement counted it. */
  reach?: ReachCount;
}

/** A page of GET /items and what it depends on, for the page cache (items.cache.ts). */
export interface ListedPage {
  page: ItemsPage;
  dependency: PageDependency;
}

/**
 * GET /items: one keyset page of the listed items the viewer may see, with the total of all matches.
 * Typo matching scans the title trigram index, which for common words costs several times the
 * full-text match, so a search runs on whole words first and only when they find nothing does the
 * typo-tolerant search run. The choice depends only on the filters, so every page of one search
 * makes the same choice. (An earlier LIMIT 1 probe for the choice was planned as a sequential scan
 * whenever nothing matched: 60-80 ms on 100,000 items, docs/decisions/002-marketplace-search.md.)
 * Whole-word searches run on `searchDb`, whose statements are prepared and never planned again on
 * PostgreSQL (platform/database/generic-plan-pool.ts); the typo-tolerant one is planned for its words.
 */
export async function listItems(
  db: Queryable,
  viewer: Viewer,
  query: ItemsQueryInput,
  searchDb: Queryable = db,
): Promise<ListedPage> {
  const search = searchPlan(query.search);
  const placed = viewer.point !== null;
  // The out-of-reach count runs beside the page's own statements, for the plan whose page is shown.
  const listed = async (
    page: PagePlan,
    reading: Promise<PageRows>,
    { typos = false, wordsElsewhere = false } = {},
  ): Promise<ListedPage> => {
    // A search with a page of rows counted what is out of reach in its own statement.
    const found = await reading;
    const reach = found.reach ?? (await countOutOfReach(db, page.outOfReach, page.match));
    const read = {
      typos,
      wordsElsewhere,
      bound: boundOf(page, found),
      counted: found.counted,
      outOfReachCounted: reach?.counted,
    };
    const shown = reach ? { ...reach.shown, placed } : null;
    return { page: pageOf(page, found, shown), dependency: pageDependency(viewer, query, read) };
  };
  if (!search) {
    const page = planPage(viewer, query, null);
    const [found, reach] = await Promise.all([browsePage(db, page), countOutOfReach(db, page.outOfReach, page.match)]);
    return listed(page, Promise.resolve({ ...found, reach: reach ?? undefined }));
  }
  if (search.exact) {
    const exact = planPage(viewer, query, search.exact);
    const found = await searchPage(searchDb, exact);
    if (found.counted > 0) return listed(exact, Promise.resolve(found));
    // Words a listed item has are no typo, wherever that item is: the filters or the reach left
    // them out, and the typo-tolerant search would only scan for other words that are not meant.
    if ((found.reach?.counted ?? 0) > 0 || (await listedAnywhere(db, search.exact.words))) {
      return listed(exact, Promise.resolve(found), { wordsElsewhere: true });
    }
    const page = planPage(viewer, query, search);
    return listed(page, searchPage(db, page), { typos: true });
  }
  const page = planPage(viewer, query, search);
  return listed(page, searchPage(search.tolerant ? db : searchDb, page));
}

function pageOf(page: PagePlan, { rows, counted }: PageRows, reach: MarketplaceReach | null): ItemsPage {
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    items: shown.map(presentItem),
    total: Math.min(counted, ITEMS_TOTAL_CAP),
    total_capped: counted > ITEMS_TOTAL_CAP,
    next_cursor: rows.length > page.limit && last ? encodeCursor(page.plan, { key: last.sortText, id: last.id }) : null,
    reach,
  };
}

/** The last row read, one past the last shown when there is one (it decides next_cursor). */
function boundOf(page: PagePlan, { rows }: PageRows): Cursor | null {
  const bound = rows.length > page.limit ? rows.at(-1) : undefined;
  return bound ? { key: bound.sortText, id: bound.id } : null;
}

/**
 * The statement that reads one page (without the browse count), for EXPLAIN in tests: the
 * typo-tolerant search, or the whole-word one that runs first.
 */
export function buildItemsQuery(db: Queryable, viewer: Viewer, query: ItemsQueryInput, { wholeWords = false } = {}) {
  const search = searchPlan(query.search);
  const page = planPage(viewer, query, wholeWords ? (search?.exact ?? search) : search);
  return page.search ? searchPageQuery(db, page) : browsePageQuery(db, page);
}

/**
 * The page's ids and sort keys first, then their cards: when PostgreSQL gathers the rows of a place
 * and sorts them (a nonprofit's 25 miles around New York: 4,600 rows), it then sorts ids, not whole
 * cards joined to their donors (55 ms instead of 5 on 100,000 items). Walking a sort index, it
 * stops after the page either way.
 */
function browsePageQuery(db: Queryable, { where, plan, cursor, limit }: PagePlan) {
  const page = db.$with('page').as(
    db
      .select({ pageId: sql<number>`${items.id}`.as('page_id'), pageKey: sql`${plan.key}`.as('page_key') })
      .from(items)
      .where(and(where, cursor ? afterCursor(plan, plan.key, items.id, cursor) : undefined))
      .orderBy(...orderBy(plan, plan.key, items.id))
      .limit(limit + 1),
  );
  return db
    .with(page)
    .select({ ...itemCardColumns, sortText: plan.text(page.pageKey).as('cursor_key') })
    .from(page)
    .innerJoin(items, eq(items.id, page.pageId))
    .innerJoin(users, eq(users.id, items.donorId))
    .orderBy(...orderBy(plan, page.pageKey, page.pageId));
}

/** No search: the page walks a listed-items index in sort order; the total is a separate count. */
async function browsePage(db: Queryable, page: PagePlan): Promise<PageRows> {
  const [rows, counted] = await Promise.all([browsePageQuery(db, page), countMatches(db, page.where)]);
  return { rows: rows as PageRow[], counted };
}

/**
 * With a search every match must be ranked anyway, so the matches are gathered once (a CTE) and
 * both counted and paged from there in one statement. For a nonprofit the matches are gathered
 * whatever their reach, with the reach checked on each (as it was as a filter) and only those in
 * reach ranked: the same scan then also counts what the reach leaves out (a count of its own read
 * every match a second time, up to twice the page's time on 100,000 items).
 */
function searchPageQuery(db: Queryable, { where, match, plan, cursor, limit, reach }: PagePlan) {
  const matches = db.$with('matches').as(
    db
      .select({
        matchId: sql<number>`${items.id}`.as('match_id'),
        sortKey: (reach ? sql`case when ${reach.visible} then ${plan.key} end` : sql`${plan.key}`).as('sort_key'),
        ...(reach ? { visible: reach.visible.as('visible'), scope: sql`${items.donorScope}`.as('match_scope') } : {}),
      })
      .from(items)
      .where(and(reach ? reach.anyReach : where, match)),
  );
  const inReach = reach ? sql.raw('"visible"') : undefined;
  // Only the page's rows are joined to items and users, after the matches are sorted.
  const page = db.$with('page').as(
    db
      .select({
        pageId: sql<number>`${matches.matchId}`.as('page_id'),
        pageKey: sql`${matches.sortKey}`.as('page_key'),
      })
      .from(matches)
      .where(and(inReach, cursor ? afterCursor(plan, matches.sortKey, matches.matchId, cursor) : undefined))
      .orderBy(...orderBy(plan, matches.sortKey, matches.matchId))
      .limit(limit + 1),
  );
  const onlyInReach = reach ? sql` where "visible"` : sql``;
  return db
    .with(matches, page)
    .select({
      ...itemCardColumns,
      sortText: plan.text(page.pageKey).as('cursor_key'),
      counted:
        sql<number>`(select count(*) from (select 1 from ${matches}${onlyInReach} limit ${COUNT_LIMIT}) as capped)`
          .mapWith(Number)
          .as('counted'),
      ...(reach
        ? {
            leftOut: sql<unknown>`(select json_build_array(count(*), count(*) filter (where ${scopeIn(NEARBY_SCOPES)}),
                count(*) filter (where ${scopeIn(STATE_SCOPES)}))
              from (select "match_scope" from ${matches} where not "visible" limit ${COUNT_LIMIT}) as left_out)`.as(
              'left_out',
            ),
          }
        : {}),
    })
    .from(page)
    .innerJoin(items, eq(items.id, page.pageId))
    .innerJoin(users, eq(users.id, items.donorId))
    .orderBy(...orderBy(plan, page.pageKey, page.pageId));
}

async function searchPage(db: Queryable, page: PagePlan): Promise<PageRows> {
  const rows = await searchPageQuery(db, page);
  let counted = rows[0]?.counted ?? 0;
  if (rows.length === 0 && page.cursor) {
    // Past the last match (the list changed since the previous page): the total needs its own count.
    counted = await countMatches(db, and(page.where, page.match));
  }
  const first = rows[0] as { leftOut?: unknown } | undefined;
  const leftOut = typeof first?.leftOut === 'string' ? (JSON.parse(first.leftOut) as unknown) : first?.leftOut;
  const reach = Array.isArray(leftOut) ? reachOf(...(leftOut.map(Number) as [number, number, number])) : undefined;
  return { rows: rows as PageRow[], counted, reach };
}

/**
 * The landing page row: the newest available items the viewer may see, at most the live
 * featured_items_limit site setting (docs/product.md, Site settings).
 */
export async function listFeatured(db: Queryable, viewer: Viewer): Promise<ItemsPage> {
  const { featured_items_limit: setting } = await getSiteSettings(db);
  const limit = Math.max(0, Math.min(PAGE_LIMITS.itemsMax, Math.floor(setting)));
  if (limit === 0) return { items: [], total: 0, total_capped: false, next_cursor: null, reach: null };
  const rows = await db
    .select(itemCardColumns)
    .from(items)
    .innerJoin(users, eq(users.id, items.donorId))
    .where(and(listedCondition, eq(items.status, 'available'), visibilityCondition(viewer)))
    .orderBy(...orderBy(sortPlan('created_at', null), items.createdAt, items.id))
    .limit(limit);
  return { items: rows.map(presentItem), total: rows.length, total_capped: false, next_cursor: null, reach: null };
}
