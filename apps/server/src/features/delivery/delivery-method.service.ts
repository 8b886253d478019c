import type { DeliveryMethod, NonprofitRequest } from '@app/shared';
import type { AppContext } from '#src/platform/context';
import type { Transaction } from '#src/platform/database/client';
import { runTransition } from '../donations';
import { DELIVERY_OUTCOMES } from '../donations';
import { presentNonprofitRequests } from '../requests';
import { loadRequestDetail } from '../requests';

/** Returns whether anything changed; choosing the current method again is a no-op. */
export async function setDeliveryMethodInTx(
  tx: Transaction,
  nonprofitId: number,
  requestId: number,
  method: DeliveryMethod,
): Promise<boolean> {
  const actor = { kind: 'nonprofit' as const, id: nonprofitId };
  return (await runTransition(tx, { command: 'choose-method', actor, requestId, input: { method } })).changed;
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
  return {
    message: DELIVERY_OUTCOMES.methodSet(method),
    request: (await presentNonprofitRequests(ctx.db, { kind: 'nonprofit', id: nonprofitId }, [detail!]))[0]!,
  };
}
