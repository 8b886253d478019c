import type { DonorRequest } from '@app/shared';
import type { AppContext } from '#src/platform/context';
import { emitAfterCommit, runTransition } from '../donations';
import { DELIVERY_OUTCOMES } from '../donations';
import { presentDonorRequests } from '../requests';
import { loadRequestDetail } from '../requests';

/**
 * POST /requests/{id}/mark-sent: once a delivery method is chosen and the nonprofit has paid; the
 * nonprofit is then emailed the two signed confirmation links. Sending again after the nonprofit
 * reported it missing is allowed: that is the donor shipping a replacement.
 */
export async function markSent(
  ctx: AppContext,
  donorId: number,
  requestId: number,
  trackingNumber: string | null,
): Promise<{ message: string; request: DonorRequest }> {
  const { events } = await ctx.db.transaction((tx) =>
    runTransition(tx, {
      command: 'mark-sent',
      actor: { kind: 'donor', id: donorId },
      requestId,
      input: { trackingNumber },
    }),
  );
  await emitAfterCommit(ctx.events, events);
  const detail = await loadRequestDetail(ctx.db, requestId);
  return {
    message: DELIVERY_OUTCOMES.markedSent,
    request: (await presentDonorRequests(ctx.db, { kind: 'donor', id: donorId }, [detail!]))[0]!,
  };
}
