import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '#src/platform/context';
import { needOffers } from '#src/platform/database/schema';
import type { ScheduledJob } from '#src/platform/jobs';
import { endOfferInTx } from './need-offer-states';
import { lockNeed } from './needs.queries';

const BATCH = 200;
const MAX_BATCHES = 50;

const windowPassed = sql`${needOffers.offeredUntil} <= now()`;

/**
 * Offers whose first-offer window passed unanswered (docs/product.md, Needs board) expire, and their
 * listings join the marketplace: each in its own transaction, the need locked first as by every needs
 * writer, and claimed by a conditional check under the offer's lock, so two processes running this at
 * once release each offer once. Returns the offers this run expired.
 */
export async function releaseExpiredOffers(ctx: Pick<AppContext, 'db' | 'events'>): Promise<number[]> {
  const expired: number[] = [];
  let afterId = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const due = await ctx.db
      .select({ id: needOffers.id, needId: needOffers.needId })
      .from(needOffers)
      .where(and(eq(needOffers.status, 'offered'), windowPassed, gt(needOffers.id, afterId)))
      .orderBy(asc(needOffers.id))
      .limit(BATCH);
    for (const { id, needId } of due) {
      const done = await ctx.db.transaction(async (tx) => {
        await lockNeed(tx, needId);
        const [offer] = await tx
          .select()
          .from(needOffers)
          .where(and(eq(needOffers.id, id), eq(needOffers.status, 'offered'), windowPassed))
          .for('update');
        if (!offer) return false;
        await endOfferInTx(tx, offer, 'expired');
        return true;
      });
      if (!done) continue;
      expired.push(id);
      await ctx.events.emit('need.offer_expired', { offerId: id });
    }
    if (due.length < BATCH) break;
    afterId = due[due.length - 1]!.id;
  }
  return expired;
}

export function needOfferReleaseJob(ctx: Pick<AppContext, 'db' | 'events'>): ScheduledJob {
  return {
    name: 'needs.release-expired-offers',
    intervalMs: 5 * 60 * 1000,
    // A server that was down when windows ended releases their listings as it starts.
    runAtStart: true,
    run: async () => {
      await releaseExpiredOffers(ctx);
    },
  };
}
