import {
  REQUEST_MESSAGES,
  type createBatchResponseSchema,
  type createRequestBatchSchema,
  type createRequestResponseSchema,
  type createRequestSchema,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '#src/platform/context';
import type { Transaction } from '#src/platform/database/client';
import { requestBatches } from '#src/platform/database/schema';
import { emitAfterCommit, runTransition, type Submission, type TransitionResult } from '../donations';
import { REQUEST_OUTCOMES } from '../donations';
import { getTokenBalance } from '../tokens';
import { presentBatch, presentNonprofitRequests } from './requests.presenter';
import { loadBatches, loadRequestDetailsByIds } from './requests.queries';

export type SubmitInput = Submission;
export type RequestLine = Submission['lines'][number];

export interface Submitted {
  requestIds: number[];
  batchId: number | null;
  events: TransitionResult['events'];
}

/**
 * Submits one request or a batch in the caller's transaction through the lifecycle's `request`
 * transition. Any refusal throws before commit, so nothing changes.
 */
export async function submitRequestsInTx(tx: Transaction, nonprofitId: number, input: SubmitInput): Promise<Submitted> {
  const result = await runTransition(tx, {
    command: 'request',
    actor: { kind: 'nonprofit', id: nonprofitId },
    input: { submission: input },
  });
  return { requestIds: result.requestIds ?? [], batchId: result.batchId ?? null, events: result.events };
}

type CreateRequestBody = z.output<typeof createRequestSchema>;
type CreateBatchBody = z.output<typeof createRequestBatchSchema>;

/** POST /requests: one request, charged in the same transaction; the donor is told after commit. */
export async function createRequest(
  ctx: AppContext,
  nonprofitId: number,
  body: CreateRequestBody,
): Promise<z.infer<typeof createRequestResponseSchema>> {
  const { requestIds, events } = await ctx.db.transaction((tx) =>
    submitRequestsInTx(tx, nonprofitId, {
      lines: [{ itemId: body.item_id, quantity: body.quantity_requested }],
      eventId: body.event_id ?? null,
      message: body.message,
      asBatch: false,
      intendedUse: body.intended_use ?? null,
    }),
  );
  await emitAfterCommit(ctx.events, events);
  const [detail] = await loadRequestDetailsByIds(ctx.db, requestIds);
  return {
    message: REQUEST_MESSAGES.submitted,
    request: (await presentNonprofitRequests(ctx.db, { kind: 'nonprofit', id: nonprofitId }, [detail!]))[0]!,
    balance: await getTokenBalance(ctx.db, nonprofitId),
  };
}

/** POST /requests/batch: several items for one event, all or nothing in one transaction. */
export async function createRequestBatch(
  ctx: AppContext,
  nonprofitId: number,
  body: CreateBatchBody,
): Promise<z.infer<typeof createBatchResponseSchema>> {
  const { requestIds, batchId, events } = await ctx.db.transaction((tx) =>
    submitRequestsInTx(tx, nonprofitId, {
      lines: body.items.map((line) => ({ itemId: line.item_id, quantity: line.quantity_requested })),
      eventId: body.event_id ?? null,
      message: body.message,
      asBatch: true,
      intendedUse: body.intended_use ?? null,
    }),
  );
  await emitAfterCommit(ctx.events, events);
  const [batch] = await loadBatches(ctx.db, eq(requestBatches.id, batchId!), 1);
  const details = await loadRequestDetailsByIds(ctx.db, requestIds);
  return {
    message: REQUEST_OUTCOMES.batchSubmitted(requestIds.length),
    batch: presentBatch(batch!),
    requests: await presentNonprofitRequests(ctx.db, { kind: 'nonprofit', id: nonprofitId }, details),
    balance: await getTokenBalance(ctx.db, nonprofitId),
  };
}
