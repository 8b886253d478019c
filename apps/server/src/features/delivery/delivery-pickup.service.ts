import type { NonprofitRequest } from '@app/shared';
import type { AppContext } from '#src/platform/context';
import { emitAfterCommit, runTransition } from '../donations';
import { DELIVERY_OUTCOMES } from '../donations';
import { presentNonprofitRequests } from '../requests';
import { loadRequestDetail } from '../requests';

/**
 * POST /requests/{id}/coordinate-pickup. The browser calls it right after pickup is chosen and
 * ignores failures; calling it again sends the details again, which is what a user asking twice
 * wants. The details are what the fee pays for: released only once the invoice is settled, and
 * by the payment itself when pickup was chosen before paying (the lifecycle's `paid` transition).
 */
export async function coordinatePickup(
  ctx: AppContext,
  nonprofitId: number,
  requestId: number,
): Promise<{ message: string; request: NonprofitRequest }> {
  const { events } = await ctx.db.transaction((tx) =>
    runTransition(tx, { command: 'coordinate-pickup', actor: { kind: 'nonprofit', id: nonprofitId }, requestId }),
  );
  await emitAfterCommit(ctx.events, events);
  const detail = await loadRequestDetail(ctx.db, requestId);
  return {
    message: DELIVERY_OUTCOMES.pickupCoordinated,
    request: (await presentNonprofitRequests(ctx.db, { kind: 'nonprofit', id: nonprofitId }, [detail!]))[0]!,
  };
}
