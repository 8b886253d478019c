import { DELIVERY_MESSAGES, isDeliveryConfirmationStatus, type confirmDeliveryResponseSchema } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { Transaction } from '../../platform/database/client';
import { items, requests } from '../../platform/database/schema';
import { badRequest, notFound } from '../../platform/errors';
import { completeConversationInTx } from '../chat/conversations.service';
import { refreshItemStatus } from '../requests/item-status';
import { announceDeliveryChangeInTx } from './delivery-chat';
import { isInvoiceSettledInTx } from './delivery-invoice';
import { DELIVERY_REFUSALS, SYSTEM_MESSAGES } from './delivery.messages';
import { assertMayConfirm, type ConfirmationCaller } from './delivery.policy';
import { lockDeliveryRequest } from './delivery.queries';
import './delivery.events';

type ConfirmResponse = z.infer<typeof confirmDeliveryResponseSchema>;

/**
 * Received completes the request, its chat and (when nothing is left and every request is done)
 * the item. Accepted whether or not the donor marked it sent: pickups and virtual deliveries have
 * no "sent" step. Returns false when the answer was already recorded, so nobody is told twice.
 */
export async function confirmReceivedInTx(tx: Transaction, requestId: number): Promise<boolean> {
  const current = await lockDeliveryRequest(tx, requestId);
  if (current.status === 'completed') return false;
  if (current.status !== 'approved') throw badRequest(DELIVERY_REFUSALS.notApproved);
  // Completing a request ends it: the fee must be settled first, exactly as mark-sent requires.
  if (!(await isInvoiceSettledInTx(tx, requestId))) throw badRequest(DELIVERY_REFUSALS.confirmNotPaid);
  const now = new Date();
  const [updated] = await tx
    .update(requests)
    .set({
      status: 'completed',
      completedAt: now,
      deliveryStatus: 'received',
      deliveryConfirmedAt: now,
      updatedAt: now,
    })
    .where(eq(requests.id, requestId))
    .returning();
  await announceDeliveryChangeInTx(tx, updated!, SYSTEM_MESSAGES.received);
  await completeConversationInTx(tx, requestId);
  await refreshItemStatus(tx, current.itemId);
  return true;
}

/** Not received leaves the request approved, so the donor can send it (again) and the chat goes on. */
async function notReceivedInTx(tx: Transaction, requestId: number): Promise<boolean> {
  const current = await lockDeliveryRequest(tx, requestId);
  if (current.status === 'completed') throw badRequest(DELIVERY_REFUSALS.alreadyReceived);
  if (current.status !== 'approved') throw badRequest(DELIVERY_REFUSALS.notApproved);
  // Nothing can be owed a delivery before it is paid for; the report would only alarm the admins.
  if (!(await isInvoiceSettledInTx(tx, requestId))) throw badRequest(DELIVERY_REFUSALS.confirmNotPaid);
  if (current.deliveryStatus === 'not_received') return false;
  const [updated] = await tx
    .update(requests)
    .set({ deliveryStatus: 'not_received', updatedAt: new Date() })
    .where(eq(requests.id, requestId))
    .returning();
  await announceDeliveryChangeInTx(tx, updated!, SYSTEM_MESSAGES.notReceived);
  return true;
}

/**
 * POST /confirm-delivery/{id}?status=&token= (seed 000 s7, DESIGN.md rule 8). `requestId` is null
 * when the path did not hold a number: such a link is as unknown as a missing request.
 */
export async function confirmDelivery(
  ctx: AppContext,
  caller: ConfirmationCaller,
  requestId: number | null,
  status: string,
): Promise<ConfirmResponse> {
  if (!isDeliveryConfirmationStatus(status)) throw badRequest(DELIVERY_MESSAGES.confirmInvalidStatus);
  const [found] =
    requestId === null
      ? []
      : await ctx.db
          .select({ id: requests.id, nonprofitId: requests.nonprofitId, itemTitle: items.title })
          .from(requests)
          .innerJoin(items, eq(items.id, requests.itemId))
          .where(eq(requests.id, requestId));
  if (!found) throw notFound(DELIVERY_MESSAGES.confirmNotFound);
  assertMayConfirm(ctx.config.sessionSecret, caller, found, status);

  const changed = await ctx.db.transaction((tx) =>
    status === 'received' ? confirmReceivedInTx(tx, found.id) : notReceivedInTx(tx, found.id),
  );
  if (changed) {
    await ctx.events.emit(status === 'received' ? 'delivery.received' : 'delivery.not_received', {
      requestId: found.id,
    });
  }
  return {
    message: status === 'received' ? DELIVERY_MESSAGES.confirmedReceived : DELIVERY_MESSAGES.confirmedNotReceived,
    status,
    request_id: found.id,
    item_title: found.itemTitle,
  };
}
