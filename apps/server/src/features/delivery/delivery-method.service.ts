import { deliveryMethodsOffered, type DeliveryMethod, type NonprofitRequest } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Transaction } from '../../platform/database/client';
import { items, requests } from '../../platform/database/schema';
import { badRequest, forbidden } from '../../platform/errors';
import { presentNonprofitRequest } from '../requests/requests.presenter';
import { loadRequestDetail } from '../requests/requests.queries';
import { announceDeliveryChangeInTx } from './delivery-chat';
import { repriceForMethodInTx } from './delivery-invoice';
import { DELIVERY_OUTCOMES, DELIVERY_REFUSALS, SYSTEM_MESSAGES } from './delivery.messages';
import { lockDeliveryRequest } from './delivery.queries';

/** Returns whether anything changed; choosing the current method again is a no-op. */
export async function setDeliveryMethodInTx(
  tx: Transaction,
  nonprofitId: number,
  requestId: number,
  method: DeliveryMethod,
): Promise<boolean> {
  const current = await lockDeliveryRequest(tx, requestId);
  if (current.nonprofitId !== nonprofitId) throw forbidden(DELIVERY_REFUSALS.notOwnRequest);
  if (current.status !== 'approved') throw badRequest(DELIVERY_REFUSALS.notApproved);
  if (current.shippedAt !== null) throw badRequest(DELIVERY_REFUSALS.methodAfterSent);
  const [item] = await tx
    .select({ shippingOptions: items.shippingOptions })
    .from(items)
    .where(eq(items.id, current.itemId));
  const offered = deliveryMethodsOffered(item?.shippingOptions ?? []);
  if (!offered.includes(method)) throw badRequest(DELIVERY_REFUSALS.methodNotOffered(method, offered));
  if (current.deliveryMethod === method) return false;

  await repriceForMethodInTx(tx, current, method);
  const [updated] = await tx
    .update(requests)
    .set({ deliveryMethod: method, updatedAt: new Date() })
    .where(eq(requests.id, requestId))
    .returning();
  await announceDeliveryChangeInTx(tx, updated!, SYSTEM_MESSAGES.methodSet(method));
  return true;
}

/** POST /requests/{id}/delivery-method: one transaction for the method, the invoice and the chat line. */
export async function setDeliveryMethod(
  ctx: AppContext,
  nonprofitId: number,
  requestId: number,
  method: DeliveryMethod,
): Promise<{ message: string; request: NonprofitRequest }> {
  await ctx.db.transaction((tx) => setDeliveryMethodInTx(tx, nonprofitId, requestId, method));
  const detail = await loadRequestDetail(ctx.db, requestId);
  return { message: DELIVERY_OUTCOMES.methodSet(method), request: presentNonprofitRequest(detail!) };
}
