import {
  ACKNOWLEDGEMENT_TEXT,
  DELIVERY_MESSAGES,
  isDeliveryConfirmationStatus,
  type confirmDeliveryResponseSchema,
  type DeliveryConfirmationStatus,
  type signatureInputSchema,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '#src/platform/context';
import type { Transaction } from '#src/platform/database/client';
import { items, requests } from '#src/platform/database/schema';
import { badRequest, forbidden, notFound } from '#src/platform/errors';
import { isAwaitingSignature, signAcknowledgementInTx } from '../acknowledgements';
import { emitAfterCommit, runTransition } from '../donations';
import { assertMayConfirm, type ConfirmationCaller } from './delivery.policy';

type ConfirmResponse = z.infer<typeof confirmDeliveryResponseSchema>;

/**
 * Received completes the request, its chat and (when nothing is left and every request is done)
 * the item; whether or not the donor marked it sent, since pickups and virtual deliveries have no
 * "sent" step. An answer already recorded changes nothing and emits nothing, so nobody is told twice.
 */
export async function confirmReceivedInTx(tx: Transaction, requestId: number) {
  return confirmInTx(tx, requestId, 'received');
}

/** The signed link or the nonprofit's session answered for the owning nonprofit (assertMayConfirm). */
async function confirmInTx(tx: Transaction, requestId: number, status: DeliveryConfirmationStatus) {
  const [owner] = await tx
    .select({ nonprofitId: requests.nonprofitId })
    .from(requests)
    .where(eq(requests.id, requestId));
  const actor = { kind: 'nonprofit' as const, id: owner?.nonprofitId ?? 0 };
  const command = status === 'received' ? 'confirm-received' : 'confirm-not-received';
  return runTransition(tx, { command, actor, requestId });
}

type Signature = z.output<typeof signatureInputSchema>;

/**
 * POST /confirm-delivery/{id}?status=&token= (docs/product.md, "Delivery"). `requestId` is null
 * when the path did not hold a number: such a link is as unknown as a missing request. Received
 * with a signature (the dashboard, signed in as the receiving nonprofit) signs the acknowledgement
 * in the same transaction; without one (the emailed link) the letter awaits a signature.
 */
export async function confirmDelivery(
  ctx: AppContext,
  caller: ConfirmationCaller,
  requestId: number | null,
  status: string,
  signature?: Signature,
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
  if (signature && (status !== 'received' || caller.user?.id !== found.nonprofitId)) {
    throw forbidden(ACKNOWLEDGEMENT_TEXT.notYours);
  }

  const { events } = await ctx.db.transaction(async (tx) => {
    const result = await confirmInTx(tx, found.id, status);
    // A repeated confirmation leaves a letter already signed as it is.
    if (signature && (await isAwaitingSignature(tx, found.id))) {
      await signAcknowledgementInTx(tx, found.id, caller.user!.id, signature);
    }
    return result;
  });
  await emitAfterCommit(ctx.events, events);
  return {
    message: status === 'received' ? DELIVERY_MESSAGES.confirmedReceived : DELIVERY_MESSAGES.confirmedNotReceived,
    status,
    request_id: found.id,
    item_title: found.itemTitle,
  };
}
