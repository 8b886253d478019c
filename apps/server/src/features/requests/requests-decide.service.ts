import type { cancelResponseSchema, respondResponseSchema } from '@app/shared';
import type { z } from 'zod';
import type { AppContext } from '#src/platform/context';
import type { Transaction } from '#src/platform/database/client';
import { emitAfterCommit, runTransition, type TransitionResult } from '../donations';
import { REQUEST_OUTCOMES } from '../donations';
import { getTokenBalance } from '../tokens';
import { presentDonorRequests, presentNonprofitRequests } from './requests.presenter';
import { loadRequestDetail } from './requests.queries';

export type DecisionAction = 'approve' | 'decline';

/** A donor's decision in the caller's transaction: first decision or Edit Decision. */
export function decideRequestInTx(
  tx: Transaction,
  donorId: number,
  requestId: number,
  action: DecisionAction,
): Promise<TransitionResult> {
  return runTransition(tx, { command: action, actor: { kind: 'donor', id: donorId }, requestId });
}

/** POST /requests/{id}/respond: decides, then tells the nonprofit once committed. */
export async function respondToRequest(
  ctx: AppContext,
  donorId: number,
  requestId: number,
  action: DecisionAction,
): Promise<z.infer<typeof respondResponseSchema>> {
  const { events } = await ctx.db.transaction((tx) => decideRequestInTx(tx, donorId, requestId, action));
  await emitAfterCommit(ctx.events, events);
  const detail = await loadRequestDetail(ctx.db, requestId);
  return {
    message: action === 'approve' ? REQUEST_OUTCOMES.approved : REQUEST_OUTCOMES.declined,
    request: (await presentDonorRequests(ctx.db, { kind: 'donor', id: donorId }, [detail!]))[0]!,
  };
}

/** The owning nonprofit withdraws a pending request: tokens back, item status recomputed. */
export function cancelRequestInTx(tx: Transaction, nonprofitId: number, requestId: number): Promise<TransitionResult> {
  return runTransition(tx, { command: 'cancel', actor: { kind: 'nonprofit', id: nonprofitId }, requestId });
}

export async function cancelRequest(
  ctx: AppContext,
  nonprofitId: number,
  requestId: number,
): Promise<z.infer<typeof cancelResponseSchema>> {
  const { events } = await ctx.db.transaction((tx) => cancelRequestInTx(tx, nonprofitId, requestId));
  await emitAfterCommit(ctx.events, events);
  const detail = await loadRequestDetail(ctx.db, requestId);
  return {
    message: REQUEST_OUTCOMES.cancelled,
    request: (await presentNonprofitRequests(ctx.db, { kind: 'nonprofit', id: nonprofitId }, [detail!]))[0]!,
    balance: await getTokenBalance(ctx.db, nonprofitId),
  };
}

/**
 * The deadline passed with no answer: declined as 'expired' and refunded, claimed under lock so
 * overlapping job runs act once. Returns whether this call expired it.
 */
export async function expireRequestInTx(tx: Transaction, requestId: number): Promise<boolean> {
  return (await runTransition(tx, { command: 'expire', actor: { kind: 'system' }, requestId })).changed;
}
