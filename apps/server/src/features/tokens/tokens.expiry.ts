import { asc, and, gt, sql } from 'drizzle-orm';
import type { Database } from '#src/platform/database/client';
import { tokenLots } from '#src/platform/database/schema';
import type { ScheduledJob } from '#src/platform/jobs';
import { expireLotIfDue, lockNonprofit } from './tokens.ledger';

const BATCH = 200;
const MAX_BATCHES = 50;

/**
 * Expires what is left of every lot whose 12 months have passed (docs/product.md, Tokens): one
 * transaction per lot, under the nonprofit's lock, claimed by a conditional update so overlapping
 * runs (two server processes) write each 'expire' row once. Returns the number of lots expired.
 */
export async function expireOldLots(db: Database): Promise<number> {
  let expired = 0;
  let afterId = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const due = await db
      .select({ id: tokenLots.id, nonprofitId: tokenLots.nonprofitId })
      .from(tokenLots)
      .where(and(gt(tokenLots.tokensRemaining, 0), sql`${tokenLots.expiresAt} <= now()`, gt(tokenLots.id, afterId)))
      .orderBy(asc(tokenLots.id))
      .limit(BATCH);
    for (const lot of due) {
      const tokens = await db.transaction(async (tx) => {
        await lockNonprofit(tx, lot.nonprofitId);
        return expireLotIfDue(tx, lot.id);
      });
      if (tokens > 0) expired += 1;
    }
    if (due.length < BATCH) break;
    afterId = due[due.length - 1]!.id;
  }
  return expired;
}

/** Runs hourly so a lot never outlives its expiry by much; the work itself is idempotent. */
export function tokenLotExpiryJob(db: Database): ScheduledJob {
  return {
    name: 'tokens.expire-lots',
    intervalMs: 60 * 60 * 1000,
    run: async () => {
      await expireOldLots(db);
    },
  };
}
