import { ITEMS_TOTAL_CAP, type MarketplaceReach } from '@app/shared';
import { and, count, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { items } from '#src/platform/database/schema';
import { NEARBY_SCOPES, STATE_SCOPES } from './items.visibility';

/** The counts a marketplace page shows beside its items, and the probe that decides on typos (items.service.ts). */

/** What a nonprofit's reach leaves out, as shown, and how many such matches were counted (to COUNT_LIMIT). */
export interface ReachCount {
  shown: Omit<MarketplaceReach, 'placed'>;
  counted: number;
}

/**
 * Whether any listed item has the whole words, whatever the filters: marketplace_listed_words
 * (migration 0028) reads the search index's bitmap, where a plain `limit 1` was planned as a walk
 * of the table to a first match expected soon (87 ms on 100,000 items for a typo).
 */
export async function listedAnywhere(db: Queryable, words: SQL): Promise<boolean> {
  const result = (await db.execute(sql`select marketplace_listed_words(${words}) as "found"`)) as unknown as {
    rows: { found: boolean }[];
  };
  return result.rows[0]?.found === true;
}

/**
 * docs/product.md, Marketplace: matches are counted up to ITEMS_TOTAL_CAP, and one more to know
 * whether there are more. Counting every match of a broad search cost more than its page. A hundred
 * more are counted, so that a cached page showing "1,000+" outlives up to a hundred changes of
 * matching rows (items.cache.ts) instead of being reread after any.
 */
export const COUNT_LIMIT = ITEMS_TOTAL_CAP + 1 + 100;

export async function countMatches(db: Queryable, where: SQL | undefined): Promise<number> {
  const capped = db
    .select({ one: sql`1`.as('one') })
    .from(items)
    .where(where)
    .limit(COUNT_LIMIT)
    .as('capped');
  const [row] = await db.select({ counted: count() }).from(capped);
  return row?.counted ?? 0;
}

/**
 * docs/product.md, Marketplace and donor scope: the listed items that match the page's filters and
 * search but that the nonprofit's reach leaves out, counted up to the same cap as the page's total,
 * with how many of them reach only a distance from their donor or only their donor's state; null
 * for anyone else, who sees every listed item. Browsing counts them beside the page, over the same
 * filters and indexes (about a tenth more time on 100,000 items), and so does a search sorted by
 * price or title (items-pages.ts); a search by relevance counts them in its page's own statement
 * (searchPageQuery), and here only when it found no page of rows to carry the count.
 */
export async function countOutOfReach(
  db: Queryable,
  outOfReach: SQL | undefined,
  match: SQL | undefined,
): Promise<ReachCount | null> {
  if (!outOfReach) return null;
  const capped = db
    .select({ scope: items.donorScope })
    .from(items)
    .where(and(outOfReach, match))
    .limit(COUNT_LIMIT)
    .as('capped');
  const [row] = await db
    .select({
      counted: count(),
      nearby: count(sql`case when ${inArray(capped.scope, NEARBY_SCOPES)} then 1 end`),
      state: count(sql`case when ${inArray(capped.scope, STATE_SCOPES)} then 1 end`),
    })
    .from(capped);
  return reachOf(row?.counted ?? 0, row?.nearby ?? 0, row?.state ?? 0);
}

/**
 * Counted, like the total, a hundred past the cap, so that a cached page showing "1,000+" out of
 * reach outlives changes to items out of reach instead of being read again after any
 * (items-page-dependency.ts). Past the cap the kinds are those of the matches counted.
 */
export function reachOf(counted: number, nearby: number, state: number): ReachCount {
  return {
    shown: {
      out_of_reach: Math.min(counted, ITEMS_TOTAL_CAP),
      out_of_reach_capped: counted > ITEMS_TOTAL_CAP,
      nearby_only: nearby,
      state_only: state,
    },
    counted,
  };
}

export const scopeIn = (scopes: readonly string[]) =>
  sql`"match_scope" in (${sql.join(
    scopes.map((scope) => sql`${scope}`),
    sql`, `,
  )})`;
