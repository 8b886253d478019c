import type { NonprofitRequest } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Transaction } from '../../platform/database/client';
import { requests } from '../../platform/database/schema';
import { badRequest, forbidden } from '../../platform/errors';
import { presentNonprofitRequest } from '../requests/requests.presenter';
import { loadRequestDetail } from '../requests/requests.queries';
import { announceDeliveryChangeInTx } from './delivery-chat';
import { DELIVERY_OUTCOMES, DELIVERY_REFUSALS, SYSTEM_MESSAGES } from './delivery.messages';
import { lockDeliveryRequest } from './delivery.queries';
import './delivery.events';

export async function coordinatePickupInTx(tx: Transaction, nonprofitId: number, requestId: number): Promise<void> {
  const current = await lockDeliveryRequest(tx, requestId);
  if (current.nonprofitId !== nonprofitId) throw forbidden(DELIVERY_REFUSALS.notOwnRequest);
  if (current.status !== 'approved') throw badRequest(DELIVERY_REFUSALS.notApproved);
  if (current.deliveryMethod !== 'pickup') throw badRequest(DELIVERY_REFUSALS.notPickup);
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
