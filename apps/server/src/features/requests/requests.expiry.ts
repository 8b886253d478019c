import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '#src/platform/context';
import { requests } from '#src/platform/database/schema';
import type { ScheduledJob } from '#src/platform/jobs';
import { emitAfterCommit, nonprofitNotHeld, runTransition } from '../donations';

const BATCH = 200;
const MAX_BATCHES = 50;

/**
 * Pending requests past their deadline (docs/product.md, "Tokens") are declined as 'expired' with their
 * tokens refunded, each in its own transaction through the lifecycle's `expire` transition, so two server
 * processes running this at once refund each request once. A nonprofit on an IRS hold keeps its
 * pending requests: nobody can approve them meanwhile, and lifting the hold gives them back the time
 * they were paused (docs/product.md, "Checking a nonprofit against IRS data"). Returns the requests
 * this run expired.
 */
export async function expireOverdueRequests(ctx: Pick<AppContext, 'db' | 'events'>): Promise<number[]> {
  const expired: number[] = [];
  let afterId = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const due = await ctx.db
      .select({ id: requests.id })
      .from(requests)
      .where(
        and(
          eq(requests.status, 'pending'),
          sql`${requests.expiresAt} <= now()`,
          gt(requests.id, afterId),
          nonprofitNotHeld,
        ),
      )
      .orderBy(asc(requests.id))
      .limit(BATCH);
    for (const { id } of due) {
      const done = await ctx.db.transaction((tx) =>
        runTransition(tx, { command: 'expire', actor: { kind: 'system' }, requestId: id }),
      );
      if (!done.changed) continue;
      expired.push(id);
      await emitAfterCommit(ctx.events, done.events);
    }
    if (due.length < BATCH) break;
    afterId = due[due.length - 1]!.id;
  }
  return expired;
}

export function requestExpiryJob(ctx: Pick<AppContext, 'db' | 'events'>): ScheduledJob {
  return {
    name: 'requests.expire-overdue',
    intervalMs: 5 * 60 * 1000,
    run: async () => {
      await expireOverdueRequests(ctx);
    },
  };
}
