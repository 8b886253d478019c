import type { NonprofitRequest } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Transaction } from '../../platform/database/client';
import { requests } from '../../platform/database/schema';
import { badRequest, forbidden } from '../../platform/errors';
import { presentNonprofitRequest } from '../requests/requests.presenter';
import { loadRequestDetail } from '../requests/requests.queries';
import { announceDeliveryChangeInTx } from './delivery-chat';
import { isInvoiceSettledInTx } from './delivery-invoice';
import { DELIVERY_OUTCOMES, DELIVERY_REFUSALS, SYSTEM_MESSAGES } from './delivery.messages';
import { lockDeliveryRequest } from './delivery.queries';
import './delivery.events';

/**
 * The pickup address and phone numbers are what the fee pays for, so they are released on the
 * same condition as shipping's mark-sent: the invoice is settled (paid, or nothing to pay).
 */
export async function coordinatePickupInTx(tx: Transaction, nonprofitId: number, requestId: number): Promise<void> {
  const current = await lockDeliveryRequest(tx, requestId);
  if (current.nonprofitId !== nonprofitId) throw forbidden(DELIVERY_REFUSALS.notOwnRequest);
  if (current.status !== 'approved') throw badRequest(DELIVERY_REFUSALS.notApproved);
  if (current.deliveryMethod !== 'pickup') throw badRequest(DELIVERY_REFUSALS.notPickup);
  if (!(await isInvoiceSettledInTx(tx, requestId))) throw badRequest(DELIVERY_REFUSALS.pickupNotPaid);
  await recordPickupCoordinatedInTx(tx, requestId);
}

async function recordPickupCoordinatedInTx(tx: Transaction, requestId: number): Promise<void> {
  const [updated] = await tx
    .update(requests)
    .set({ pickupCoordinatedAt: new Date(), updatedAt: new Date() })
    .where(eq(requests.id, requestId))
    .returning();
  await announceDeliveryChangeInTx(tx, updated!, SYSTEM_MESSAGES.pickupCoordinated);
}

/**
 * POST /requests/{id}/coordinate-pickup. Seed 001 s4 calls it right after pickup is chosen and
 * ignores failures; calling it again sends the details again, which is what a user asking twice wants.
 */
export async function coordinatePickup(
  ctx: AppContext,
  nonprofitId: number,
  requestId: number,
): Promise<{ message: string; request: NonprofitRequest }> {
  await ctx.db.transaction((tx) => coordinatePickupInTx(tx, nonprofitId, requestId));
  await ctx.events.emit('delivery.pickup_coordinated', { requestId });
  const detail = await loadRequestDetail(ctx.db, requestId);
  return { message: DELIVERY_OUTCOMES.pickupCoordinated, request: presentNonprofitRequest(detail!) };
}

/**
 * Once a payment settles the invoice of a request whose pickup was chosen but never coordinated
 * (the browser's automatic coordinate call is refused while unpaid), the details go out by
 * themselves. Returns whether they did, so the caller emits the event after commit.
 */
export async function releasePickupAfterPaymentInTx(tx: Transaction, requestId: number): Promise<boolean> {
  const current = await lockDeliveryRequest(tx, requestId);
  if (current.status !== 'approved' || current.deliveryMethod !== 'pickup') return false;
  if (current.pickupCoordinatedAt !== null) return false;
  if (!(await isInvoiceSettledInTx(tx, requestId))) return false;
  await recordPickupCoordinatedInTx(tx, requestId);
  return true;
}
