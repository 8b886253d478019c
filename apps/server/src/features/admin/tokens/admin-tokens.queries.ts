import { and, gt, sql } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { tokenLots, users } from '#src/platform/database/schema';

/** `%` and `_` typed by the admin are matched literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The name a nonprofit goes by: its organization, else its contact's name. */
export const nonprofitName = sql<string>`coalesce(${users.organizationName}, ${users.name})`;

/**
 * Every nonprofit's live balance (docs/product.md, Tokens): what its unexpired lots still hold, one
 * row per nonprofit that holds any. One pass over the lots (far fewer than ledger rows), grouped
 * once, so a page of 4,500 nonprofits needs no query per row.
 */
export function liveBalances(db: Queryable) {
  return db
    .select({
      nonprofitId: tokenLots.nonprofitId,
      balance: sql<number>`sum(${tokenLots.tokensRemaining})::integer`.as('balance'),
    })
    .from(tokenLots)
    .where(and(gt(tokenLots.tokensRemaining, 0), gt(tokenLots.expiresAt, sql`now()`)))
    .groupBy(tokenLots.nonprofitId)
    .as('live');
}

export type LiveBalances = ReturnType<typeof liveBalances>;

/** A nonprofit's balance, 0 when it holds no live lot. */
export const balanceOf = (live: LiveBalances) => sql<number>`coalesce(${live.balance}, 0)`.mapWith(Number);
