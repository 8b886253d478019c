import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { items, users } from '#src/platform/database/schema';
import { afterCursor, listedCondition, orderBy, type Cursor, type sortPlan } from './items-query';
import type { SearchPlan } from './search-plan';
import { COUNT_LIMIT, countMatches, countOutOfReach, reachOf, scopeIn, type ReachCount } from './items-counts';
import { itemCardColumns, type ItemCardRow } from './items.presenter';
import { NEARBY_SCOPES, STATE_SCOPES } from './items.visibility';

/** The statements that read one marketplace page: browsing, a search by relevance, a search sorted otherwise. */

export type PageRow = ItemCardRow & { sortText: string };

export interface PagePlan {
  /** The filters, the viewer's reach and the location; with a search, only those it does not match. */
  where: SQL | undefined;
  /** The same, for the items the viewer's reach leaves out; undefined unless the viewer is a nonprofit. */
  outOfReach: SQL | undefined;
  /** For a nonprofit's search: the filters whatever the reach, and the reach, checked on each match. */
  reach: { anyReach: SQL | undefined; visible: SQL } | undefined;
  /** The search's condition, with the filters it folds in (searchMatch). */
  match: SQL | undefined;
  /**
   * A search sorted by price or title, walked along the sort's index (sortedSearchPage): `checks`,
   * every condition of the page and the match, on each row; `range`, for the price sorts, the value
   * filter, where the walk starts and ends.
   */
  walk: { checks: SQL | undefined; range: SQL | undefined } | undefined;
  search: SearchPlan | null;
  plan: ReturnType<typeof sortPlan>;
  cursor: Cursor | undefined;
  limit: number;
}

export interface PageRows {
  rows: PageRow[];
  /** Matches counted up to COUNT_LIMIT. */
  counted: number;
  /** What the viewer's reach left out, when the page's own statements counted it. */
  reach?: ReachCount;
}

/**
 * How many listed items a sorted search's walk reads at most before it gives up and gathers the
 * matches instead (about 1 ms): enough for a page of 24 when one item in 80 matches.
 */
const WALK_BUDGET = 2_000;

/**
 * The page's ids and sort keys first, then their cards: when PostgreSQL gathers the rows of a place
 * and sorts them (a nonprofit's 25 miles around New York: 4,600 rows), it then sorts ids, not whole
 * cards joined to their donors (55 ms instead of 5 on 100,000 items). Walking a sort index, it
 * stops after the page either way.
 */
export function browsePageQuery(db: Queryable, { where, plan, cursor, limit }: PagePlan) {
  return pageQuery(
    db,
    plan,
    items,
    and(where, cursor ? afterCursor(plan, plan.key, items.id, cursor) : undefined),
    limit,
  );
}

/**
 * A sorted search's page from a walk along the sort's listed-items index: at most WALK_BUDGET rows
 * after the cursor, in order, each checked against the page's conditions and the match, stopping at
 * the page's last row. The walk is a subquery named like the table, so the conditions read its
 * columns; its LIMIT keeps PostgreSQL from moving them into it, where they could pick another index.
 */
export function walkedPageQuery(db: Queryable, { walk, plan, cursor, limit }: PagePlan) {
  const after = cursor ? afterCursor(plan, plan.key, items.id, cursor) : undefined;
  const walked = sql`(select * from ${items} where ${and(listedCondition, walk?.range, after)}
    order by ${sql.join(orderBy(plan, plan.key, items.id), sql`, `)} limit ${WALK_BUDGET}) as ${items}`;
  return pageQuery(db, plan, walked, walk?.checks, limit);
}

/** The page's ids and sort keys in order, then their cards joined to their donors. */
function pageQuery(
  db: Queryable,
  plan: PagePlan['plan'],
  from: typeof items | SQL,
  where: SQL | undefined,
  limit: number,
) {
  const page = db.$with('page').as(
    db
      .select({ pageId: sql<number>`${items.id}`.as('page_id'), pageKey: sql`${plan.key}`.as('page_key') })
      .from(from)
      .where(where)
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

/** Browsing: the page walks a listed-items index in sort order; its total and what is out of reach are counted beside it. */
export async function browsePage(db: Queryable, page: PagePlan): Promise<PageRows> {
  const [rows, counted, reach] = await Promise.all([
    browsePageQuery(db, page),
    countMatches(db, page.where),
    countOutOfReach(db, page.outOfReach, undefined),
  ]);
  return { rows: rows as PageRow[], counted, reach: reach ?? undefined };
}

/**
 * A search sorted by price or title (docs/decisions/002-marketplace-search.md, "Sorted searches").
 * Its matches are gathered, sorted and paged as a search by relevance gathers them, but only up to
 * COUNT_LIMIT: that many are counted and more are not needed for the total. With fewer, the page is
 * theirs. With more, the page comes from a walk along the sort's index (walkedPageQuery): "centers"
 * by price on 100,000 items then reads 1,101 of its 19,000 matches and a few hundred rows of the walk,
 * where gathering and sorting them all took 59 ms. A walk that runs out of budget, because the
 * matches lie far down the order (one donor's items by title), leaves the page to all the matches
 * gathered. A walk on a count the statistics guess would risk the whole table for words they
 * misjudge: "zzyzx" by price on a million items, planned as a walk, read all of them in 2 s.
 */
export async function sortedSearchPage(db: Queryable, page: PagePlan): Promise<PageRows> {
  const [gathered, reach] = await Promise.all([
    searchPage(db, page, { capped: true }),
    countOutOfReach(db, page.outOfReach, page.match),
  ]);
  const counts = { counted: gathered.counted, reach: reach ?? undefined };
  if (gathered.counted < COUNT_LIMIT) return { rows: gathered.rows, ...counts };
  const walked = (await walkedPageQuery(db, page)) as PageRow[];
  if (walked.length > page.limit) return { rows: walked, ...counts };
  return { rows: (await searchPage(db, page)).rows, ...counts };
}

/**
 * With a search every match must be ranked anyway, so the matches are gathered once (a CTE) and
 * both counted and paged from there in one statement. For a nonprofit the matches are gathered
 * whatever their reach, with the reach checked on each (as it was as a filter) and only those in
 * reach ranked: the same scan then also counts what the reach leaves out (a count of its own read
 * every match a second time, up to twice the page's time on 100,000 items).
 */
export function searchPageQuery(
  db: Queryable,
  { where, match, plan, cursor, limit, reach }: PagePlan,
  { capped = false } = {},
) {
  const gathered = db
    .select({
      matchId: sql<number>`${items.id}`.as('match_id'),
      sortKey: (reach ? sql`case when ${reach.visible} then ${plan.key} end` : sql`${plan.key}`).as('sort_key'),
      ...(reach ? { visible: reach.visible.as('visible'), scope: sql`${items.donorScope}`.as('match_scope') } : {}),
    })
    .from(items)
    .where(and(reach ? reach.anyReach : where, match));
  // Capped, the matches are only counted up to COUNT_LIMIT, and paged only when there are fewer.
  const matches = db.$with('matches').as(capped ? gathered.limit(COUNT_LIMIT) : gathered);
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

export async function searchPage(db: Queryable, page: PagePlan, options: { capped?: boolean } = {}): Promise<PageRows> {
  const rows = await searchPageQuery(db, page, options);
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
