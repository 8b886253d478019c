import type { DonorRequest } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Transaction } from '../../platform/database/client';
import { requests } from '../../platform/database/schema';
import { badRequest, forbidden } from '../../platform/errors';
import { presentDonorRequest } from '../requests/requests.presenter';
import { loadRequestDetail } from '../requests/requests.queries';
import { announceDeliveryChangeInTx } from './delivery-chat';
import { isInvoiceSettledInTx } from './delivery-invoice';
import { DELIVERY_OUTCOMES, DELIVERY_REFUSALS, SYSTEM_MESSAGES } from './delivery.messages';
import { lockDeliveryRequest } from './delivery.queries';
import './delivery.events';

/**
 * The donor marks the item sent once the nonprofit has paid (issue 5). Sending again after the
 * nonprofit reported it missing is allowed: that is the donor shipping a replacement.
 */
export async function markSentInTx(
  tx: Transaction,
  donorId: number,
  requestId: number,
  trackingNumber: string | null,
): Promise<void> {
  const current = await lockDeliveryRequest(tx, requestId);
  if (current.donorId !== donorId) throw forbidden(DELIVERY_REFUSALS.notItemDonor);
  if (current.status === 'completed') throw badRequest(DELIVERY_REFUSALS.alreadyReceived);
  if (current.status !== 'approved') throw badRequest(DELIVERY_REFUSALS.notApproved);
  if (current.deliveryStatus === 'shipped') throw badRequest(DELIVERY_REFUSALS.alreadySent);
  if (!(await isInvoiceSettledInTx(tx, requestId))) throw badRequest(DELIVERY_REFUSALS.notPaid);
  const now = new Date();
  const [updated] = await tx
    .update(requests)
    .set({ deliveryStatus: 'shipped', shippedAt: now, trackingNumber, updatedAt: now })
    .where(eq(requests.id, requestId))
    .returning();
  await announceDeliveryChangeInTx(tx, updated!, SYSTEM_MESSAGES.sent(trackingNumber));
}

/** POST /requests/{id}/mark-sent: the nonprofit is then emailed the two signed confirmation links. */
export async function markSent(
  ctx: AppContext,
  donorId: number,
  requestId: number,
  trackingNumber: string | null,
): Promise<{ message: string; request: DonorRequest }> {
  await ctx.db.transaction((tx) => markSentInTx(tx, donorId, requestId, trackingNumber));
  await ctx.events.emit('delivery.sent', { requestId });
  const detail = await loadRequestDetail(ctx.db, requestId);
  return { message: DELIVERY_OUTCOMES.markedSent, request: presentDonorRequest(detail!) };
}
