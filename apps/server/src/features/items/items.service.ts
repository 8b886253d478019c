import { PAGE_LIMITS, type ItemsPage } from '@app/shared';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../platform/database/client';
import { items, users } from '../../platform/database/schema';
import { getSiteSettings } from '../../platform/settings';
import {
  afterCursor,
  decodeCursor,
  encodeCursor,
  filterConditions,
  listedCondition,
  orderBy,
  searchPlan,
  sortPlan,
  type Cursor,
  type ItemsQueryInput,
  type SearchPlan,
} from './items-query';
import { itemCardColumns, presentItem, type ItemCardRow } from './items.presenter';
import { locationCondition, visibilityCondition, type Viewer } from './items.visibility';

type PageRow = ItemCardRow & { sortText: string };
type Plan = ReturnType<typeof sortPlan>;

interface PagePlan {
  where: SQL | undefined;
  search: SearchPlan | null;
  plan: Plan;
  cursor: Cursor | undefined;
  limit: number;
}

function baseConditions(viewer: Viewer, query: ItemsQueryInput, searching: boolean) {
  return and(
    ...filterConditions(query, searching),
    visibilityCondition(viewer),
    locationCondition(query.location, viewer),
  );
}

function planPage(viewer: Viewer, query: ItemsQueryInput, search = searchPlan(query.search)): PagePlan {
  const plan = sortPlan(query.sort_by, search);
  return {
    where: baseConditions(viewer, query, search !== null),
    search,
    plan,
    cursor: query.cursor ? decodeCursor(plan, query.cursor) : undefined,
    limit: query.limit,
  };
}

/**
 * The items one page of this viewer and query depends on: its rows, its total and the choice between
 * whole-word and typo-tolerant search all come from listed items matching this (the typo-tolerant
 * match includes the whole-word one). The page cache asks whether a changed item row matches it.
 */
export function pageDependency(viewer: Viewer, query: ItemsQueryInput): SQL {
  const search = searchPlan(query.search);
  return and(baseConditions(viewer, query, search !== null), search?.condition) ?? sql`true`;
}

/** GET /items: one keyset page of the listed items the viewer may see, with the total of all matches. */
export async function listItems(db: Queryable, viewer: Viewer, query: ItemsQueryInput): Promise<ItemsPage> {
  if (query.featured === 'true') return listFeatured(db, viewer);
  const page = planPage(viewer, query, await chooseSearch(db, viewer, query));
  const { rows, total } = page.search ? await searchPage(db, page, page.search) : await browsePage(db, page);
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    items: shown.map(presentItem),
    total,
    total_capped: false,
    next_cursor: rows.length > page.limit && last ? encodeCursor(page.plan, { key: last.sortText, id: last.id }) : null,
  };
}

/**
 * Typo matching scans the title trigram index, which for common words costs several times the
 * full-text match (most of a search's time on 100k items). So the whole words are tried first, on
 * the GIN index with LIMIT 1; only when they find nothing does the typo-tolerant search run. The
 * choice depends only on the filters, so every page of one search makes the same choice.
 */
async function chooseSearch(db: Queryable, viewer: Viewer, query: ItemsQueryInput): Promise<SearchPlan | null> {
  const search = searchPlan(query.search);
  if (!search?.exact) return search;
  const [hit] = await db
    .select({ id: items.id })
    .from(items)
    .where(and(baseConditions(viewer, query, true), search.exact.condition))
    .limit(1);
  return hit ? search.exact : search;
}

/** The statement that reads one page (without the browse count), for EXPLAIN in tests. */
export function buildItemsQuery(db: Queryable, viewer: Viewer, query: ItemsQueryInput) {
  const page = planPage(viewer, query);
  return page.search ? searchPageQuery(db, page, page.search) : browsePageQuery(db, page);
}

function browsePageQuery(db: Queryable, { where, plan, cursor, limit }: PagePlan) {
  return db
    .select({ ...itemCardColumns, sortText: plan.text(plan.key).as('cursor_key') })
    .from(items)
    .innerJoin(users, eq(users.id, items.donorId))
    .where(and(where, cursor ? afterCursor(plan, plan.key, items.id, cursor) : undefined))
    .orderBy(...orderBy(plan, plan.key, items.id))
    .limit(limit + 1);
}

/** No search: the page walks a listed-items index in sort order; the total is a separate count. */
async function browsePage(db: Queryable, page: PagePlan) {
  const [rows, totals] = await Promise.all([
    browsePageQuery(db, page),
    db.select({ total: count() }).from(items).where(page.where),
  ]);
  return { rows: rows as PageRow[], total: totals[0]?.total ?? 0 };
}

/**
 * With a search every match must be ranked anyway, so the matches are gathered once (a CTE) and
 * both counted and paged from there in one statement.
 */
function searchPageQuery(db: Queryable, { where, plan, cursor, limit }: PagePlan, search: SearchPlan) {
  const matches = db.$with('matches').as(
    db
      .select({ matchId: sql<number>`${items.id}`.as('match_id'), sortKey: sql`${plan.key}`.as('sort_key') })
      .from(items)
      .where(and(where, search.condition)),
  );
  // Only the page's rows are joined to items and users, after the matches are sorted.
  const page = db.$with('page').as(
    db
      .select({
        pageId: sql<number>`${matches.matchId}`.as('page_id'),
        pageKey: sql`${matches.sortKey}`.as('page_key'),
      })
      .from(matches)
      .where(cursor ? afterCursor(plan, matches.sortKey, matches.matchId, cursor) : undefined)
      .orderBy(...orderBy(plan, matches.sortKey, matches.matchId))
      .limit(limit + 1),
  );
  return db
    .with(matches, page)
    .select({
      ...itemCardColumns,
      sortText: plan.text(page.pageKey).as('cursor_key'),
      total: sql<number>`(select count(*) from ${matches})`.mapWith(Number).as('total'),
    })
    .from(page)
    .innerJoin(items, eq(items.id, page.pageId))
    .innerJoin(users, eq(users.id, items.donorId))
    .orderBy(...orderBy(plan, page.pageKey, page.pageId));
}

/** The typo threshold is set once per connection (platform/database/client.ts, SESSION_SETTINGS). */
async function searchPage(db: Queryable, page: PagePlan, search: SearchPlan) {
  return readSearchPage(db, page, search);
}

async function readSearchPage(db: Queryable, page: PagePlan, search: SearchPlan) {
  const rows = await searchPageQuery(db, page, search);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.cursor) {
    // Past the last match (the list changed since the previous page): the total needs its own count.
    const [counted] = await db.select({ total: count() }).from(items).where(and(page.where, search.condition));
    total = counted?.total ?? 0;
  }
  return { rows: rows as PageRow[], total };
}

/**
 * The landing page row: the newest available items the viewer may see, at most the live
 * featured_items_limit site setting (docs/product.md, Site settings).
 */
async function listFeatured(db: Queryable, viewer: Viewer): Promise<ItemsPage> {
  const { featured_items_limit: setting } = await getSiteSettings(db);
  const limit = Math.max(0, Math.min(PAGE_LIMITS.itemsMax, Math.floor(setting)));
  if (limit === 0) return { items: [], total: 0, total_capped: false, next_cursor: null };
  const rows = await db
    .select(itemCardColumns)
    .from(items)
    .innerJoin(users, eq(users.id, items.donorId))
    .where(and(listedCondition, eq(items.status, 'available'), visibilityCondition(viewer)))
    .orderBy(...orderBy(sortPlan('created_at', null), items.createdAt, items.id))
    .limit(limit);
  return { items: rows.map(presentItem), total: rows.length, total_capped: false, next_cursor: null };
}
