import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { requestBatches, requests } from '#src/platform/database/schema';
import { conflict } from '#src/platform/errors';
import { getSiteSettings } from '#src/platform/settings';
import { tokenCost } from '@app/shared';
import { REQUEST_REFUSALS } from '#src/features/donations/request-messages';
import { subject, type Effect, type TransitionContext } from '../types';

/** The submission's rows (and its basket row), each due for an answer within the site's deadline. */
export const insertRequests: Effect = async (ctx) => {
  const { lines, eventId, message, asBatch, intendedUse = null } = ctx.input.submission!;
  const nonprofitId = ctx.nonprofit!.id;
  const settings = await getSiteSettings(ctx.tx);
  let batchId: number | null = null;
  if (asBatch) {
    const [batch] = await ctx.tx
      .insert(requestBatches)
      .values({ nonprofitId, eventId, message })
      .returning({ id: requestBatches.id });
    batchId = batch!.id;
  }
  const expiresAt = sql`now() + make_interval(days => ${settings.donor_response_deadline_days}::int)`;
  const inserted = await ctx.tx
    .insert(requests)
    .values(
      lines.map((line) => {
        const item = ctx.items.get(line.itemId)!;
        return {
          itemId: item.id,
          nonprofitId,
          donorId: item.donorId,
          eventId,
          batchId,
          quantityRequested: line.quantity,
          message,
          intendedUse,
          unitFmvCents: item.fmvCents,
          deliveryOptions: item.shippingOptions,
          tokensCharged: tokenCost(item.fmvCents, line.quantity),
          expiresAt,
        };
      }),
    )
    .returning({ id: requests.id });
  ctx.out.requestIds = inserted.map((row) => row.id);
  ctx.out.batchId = batchId;
};

/**
 * Moves the request's status only if it is still what the runner read under lock: the claim that
 * makes repeated or concurrent calls unable to refund or take anything twice.
 */
type RowChanges = PgUpdateSetSource<typeof requests>;

function setStatus(changes: (ctx: TransitionContext) => RowChanges | Promise<RowChanges>): Effect {
  return async (ctx: TransitionContext) => {
    const request = subject(ctx);
    const [row] = await ctx.tx
      .update(requests)
      .set({ ...(await changes(ctx)), updatedAt: new Date() })
      .where(and(eq(requests.id, request.id), eq(requests.status, request.status)))
      .returning();
    if (!row) throw conflict(REQUEST_REFUSALS.changedMeanwhile);
    ctx.request = row;
  };
}

export const setApproved = setStatus(() => ({
  status: 'approved',
  approvedAt: new Date(),
  declineReason: null,
  declinedAt: null,
}));
export const setDeclinedByDonor = setStatus(() => ({
  status: 'declined',
  declineReason: 'donor',
  declinedAt: new Date(),
  approvedAt: null,
}));
export const setExpired = setStatus(() => ({ status: 'declined', declineReason: 'expired', declinedAt: new Date() }));
export const setCancelled = setStatus(() => ({ status: 'cancelled', cancelledAt: new Date() }));

/**
 * An admin sends the request back to the donor: pending again with a fresh answer deadline, as if
 * just submitted (the donor hears of it as a new request).
 */
export const setPendingAgain = setStatus(async (ctx) => {
  ctx.out.requestIds = [subject(ctx).id];
  const days = (await getSiteSettings(ctx.tx)).donor_response_deadline_days;
  return {
    status: 'pending',
    approvedAt: null,
    declinedAt: null,
    declineReason: null,
    expiresAt: sql`now() + make_interval(days => ${days}::int)`,
  };
});

/** An admin's new unit value and quantity, and the token charge the shared rule gives them. */
export const setAmendedValues = setStatus((ctx) => {
  const { unitFmvCents, quantity } = ctx.input.amend!;
  return { unitFmvCents, quantityRequested: quantity, tokensCharged: tokenCost(unitFmvCents, quantity) };
});
