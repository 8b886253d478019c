import { ITEMS_TOTAL_CAP, PAGE_LIMITS, type ItemsPage, type MarketplaceReach } from '@app/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { items, users } from '#src/platform/database/schema';
import { getSiteSettings } from '#src/platform/settings';
import type { PageDependency } from './catalogue-changes';
import { pageDependency } from './items-page-dependency';
import {
  decodeCursor,
  encodeCursor,
  listedCondition,
  orderBy,
  pageConditions,
  searchMatch,
  sortPlan,
  valueRange,
  type Cursor,
  type ItemsQueryInput,
} from './items-query';
import { searchPlan } from './search-plan';
import { countOutOfReach, listedAnywhere } from './items-counts';
import {
  browsePage,
  browsePageQuery,
  searchPage,
  searchPageQuery,
  sortedSearchPage,
  walkedPageQuery,
  type PagePlan,
  type PageRows,
} from './items-pages';
import { itemCardColumns, presentItem } from './items.presenter';
import { visibilityCondition, type Viewer } from './items.visibility';

function planPage(viewer: Viewer, query: ItemsQueryInput, search = searchPlan(query.search)): PagePlan {
  const plan = sortPlan(query.sort_by, search);
  const foldedIntoSearch = search?.tsquery !== undefined;
  // A whole-word search sorted by price or title may walk the sort's index (sortedSearchPage). A
  // typo-tolerant one gathers its matches, usually few: capped, PostgreSQL chose to scan for them.
  const walks = search !== null && !search.tolerant && plan.mode !== 'relevance';
  return {
    where: pageConditions(viewer, query, search !== null, { foldedIntoSearch }),
    outOfReach:
      viewer.role === 'nonprofit'
        ? pageConditions(viewer, query, search !== null, { foldedIntoSearch, reach: 'out' })
        : undefined,
    // A gathering search takes a nonprofit's matches whatever their reach (searchPageQuery).
    reach:
      viewer.role === 'nonprofit' && search && !walks
        ? {
            anyReach: pageConditions(viewer, query, true, { foldedIntoSearch, reach: 'any' }),
            visible: sql`(${visibilityCondition(viewer)}) is true`,
          }
        : undefined,
    match: search?.tsquery ? searchMatch(search.tsquery, query, viewer) : search?.condition,
    // The match as it is checked on a row: the filters folded into the index would be built for each.
    walk:
      search && walks
        ? {
            checks: and(pageConditions(viewer, query, true), search.condition),
            range: plan.mode === 'title' ? undefined : valueRange(query),
          }
        : undefined,
    search,
    plan,
    cursor: query.cursor ? decodeCursor(plan, query.cursor) : undefined,
    limit: query.limit,
  };
}

/** A page of GET /items and what it depends on, for the page cache (items.cache.ts). */
export interface ListedPage {
  page: ItemsPage;
  dependency: PageDependency;
}

/**
 * GET /items: one keyset page of the listed items the viewer may see, with the total of all matches.
 * A search runs on whole words first; only when they find nothing, and no listed item anywhere has
 * them, does the typo-tolerant search run (docs/product.md, Marketplace). The choice depends only on
 * the filters, so every page of one search makes the same choice. Whole-word searches run on
 * `searchDb`, whose statements are prepared and never planned again on PostgreSQL
 * (platform/database/generic-plan-pool.ts); the typo-tolerant one is planned for its words. A search
 * by relevance gathers and ranks its matches (searchPage); a whole-word one by price or title counts
 * them up to the cap and, past it, walks the sort's index (sortedSearchPage). Browsing walks it too.
 */
export async function listItems(
  db: Queryable,
  viewer: Viewer,
  query: ItemsQueryInput,
  searchDb: Queryable = db,
): Promise<ListedPage> {
  const search = searchPlan(query.search);
  const placed = viewer.point !== null;
  const listed = async (
    page: PagePlan,
    reading: Promise<PageRows>,
    { typos = false, wordsElsewhere = false } = {},
  ): Promise<ListedPage> => {
    // The page's own statements counted what is out of reach, unless a search found no row to carry it.
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
  const read = (pool: Queryable, page: PagePlan) => (page.walk ? sortedSearchPage(pool, page) : searchPage(pool, page));
  if (!search) {
    const page = planPage(viewer, query, null);
    return listed(page, browsePage(db, page));
  }
  if (search.exact) {
    const exact = planPage(viewer, query, search.exact);
    const found = await read(searchDb, exact);
    if (found.counted > 0) return listed(exact, Promise.resolve(found));
    // Words a listed item has are no typo, wherever that item is: the filters or the reach left
    // them out, and the typo-tolerant search would only scan for other words that are not meant.
    if ((found.reach?.counted ?? 0) > 0 || (await listedAnywhere(db, search.exact.words))) {
      return listed(exact, Promise.resolve(found), { wordsElsewhere: true });
    }
    const page = planPage(viewer, query, search);
    return listed(page, read(db, page), { typos: true });
  }
  const page = planPage(viewer, query, search);
  return listed(page, read(search.tolerant ? db : searchDb, page));
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
 * The statement that reads one page, for EXPLAIN in tests: the typo-tolerant search, or the
 * whole-word one that runs first. A search sorted by price or title reads its matches up to the
 * count's cap first (`sorted` 'capped'), then walks the sort's index ('walk') or, when the walk gives
 * up, gathers and sorts every match ('gather'): sortedSearchPage.
 */
export function buildItemsQuery(
  db: Queryable,
  viewer: Viewer,
  query: ItemsQueryInput,
  { wholeWords = false, sorted = 'walk' as 'capped' | 'walk' | 'gather' } = {},
) {
  const search = searchPlan(query.search);
  const page = planPage(viewer, query, wholeWords ? (search?.exact ?? search) : search);
  if (!page.search) return browsePageQuery(db, page);
  if (page.walk && sorted === 'walk') return walkedPageQuery(db, page);
  return searchPageQuery(db, page, { capped: page.walk !== undefined && sorted === 'capped' });
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
