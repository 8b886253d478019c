import type { RequestChange } from '@app/shared';
import { inArray } from 'drizzle-orm';
import { requests } from '#src/platform/database/schema';
import { publishLive } from '#src/platform/live/publish';
import type { Command, TransitionContext } from './types';

/** What each command that changed something tells the request's two parties (LiveEventPayloads['request']). */
export const CHANGE_OF: Record<Command, RequestChange> = {
  request: 'submitted',
  cancel: 'cancelled',
  approve: 'approved',
  decline: 'declined',
  expire: 'expired',
  'choose-method': 'method_chosen',
  'start-checkout': 'checkout_started',
  'checkout-closed': 'checkout_closed',
  paid: 'paid',
  'coordinate-pickup': 'pickup_coordinated',
  'release-pickup-details': 'pickup_coordinated',
  'mark-sent': 'sent',
  'confirm-received': 'received',
  'confirm-not-received': 'not_received',
  reopen: 'reopened',
  amend: 'amended',
};

/**
 * Every transition that changed a request publishes it live to the request's donor and nonprofit
 * (never anyone else), inside its transaction: the event leaves only if the change commits, and
 * both parties' open dashboards refetch at once (docs/product.md, Chat and notifications).
 */
export async function publishChangeInTx(ctx: TransitionContext, command: Command): Promise<void> {
  const change = CHANGE_OF[command];
  const rows = ctx.request
    ? [ctx.request]
    : ctx.out.requestIds?.length
      ? await ctx.tx
          .select({
            id: requests.id,
            donorId: requests.donorId,
            nonprofitId: requests.nonprofitId,
            status: requests.status,
            deliveryStatus: requests.deliveryStatus,
          })
          .from(requests)
          .where(inArray(requests.id, ctx.out.requestIds))
      : [];
  for (const row of rows) {
    await publishLive(ctx.tx, [row.donorId, row.nonprofitId], 'request', {
      request_id: row.id,
      change,
      status: row.status,
      delivery_status: row.deliveryStatus,
    });
  }
}
