import {
  REQUEST_MESSAGES,
  tokenCost,
  type createBatchResponseSchema,
  type createRequestBatchSchema,
  type createRequestResponseSchema,
  type createRequestSchema,
} from '@app/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { Transaction } from '../../platform/database/client';
import { events, items, requestBatches, requests, users, type ItemRow } from '../../platform/database/schema';
import { badRequest, forbidden } from '../../platform/errors';
import { getSiteSettings } from '../../platform/settings';
import { resolveViewer, visibilityCondition } from '../items/items.visibility';
import { getTokenBalance } from '../tokens/tokens.balance';
import { liveTokenBalance, lockNonprofit, spendTokens } from '../tokens/tokens.ledger';
import { isRequestable, lockItems, refreshItemStatus } from './item-status';
import { REQUEST_OUTCOMES, REQUEST_REFUSALS } from './requests.messages';
import { assertMayRequest } from './requests.policy';
import { presentBatch, presentNonprofitRequest } from './requests.presenter';
import { loadBatches, loadRequestDetailsByIds } from './requests.queries';
import './requests.events';

export interface RequestLine {
  itemId: number;
  quantity: number;
}

export interface SubmitInput {
  lines: RequestLine[];
  eventId: number | null;
  message: string | null;
  /** A basket: one request_batches row, the live batch size limit, no item twice. */
  asBatch: boolean;
}

export interface Submitted {
  requestIds: number[];
  batchId: number | null;
}

/** A line's refusal; a batch names the item so the nonprofit knows which line to fix. */
function lineError(item: ItemRow | undefined, asBatch: boolean, detail: string) {
  if (!asBatch) return badRequest(detail);
  return badRequest(`${item ? item.title : 'One of the items'}: ${detail}`);
}

/**
 * The marketplace's own visibility rule (donor scope against the nonprofit's location) applied to
 * the items named: an item the nonprofit cannot see in the list cannot be requested by its id.
 */
async function visibleItemIds(tx: Transaction, nonprofitId: number, itemIds: number[]): Promise<Set<number>> {
  const [nonprofit] = await tx.select().from(users).where(eq(users.id, nonprofitId));
  if (!nonprofit || itemIds.length === 0) return new Set();
  const rows = await tx
    .select({ id: items.id })
    .from(items)
    .where(and(inArray(items.id, itemIds), visibilityCondition(resolveViewer(nonprofit, {}))));
  return new Set(rows.map((row) => row.id));
}

/**
 * Submits one request or a batch in the caller's transaction: checks the nonprofit, event, items
 * and quantities, inserts the requests, takes their tokens (oldest lots first) and marks the items
 * requested. Any refusal throws before commit, so nothing changes.
 */
export async function submitRequestsInTx(tx: Transaction, nonprofitId: number, input: SubmitInput): Promise<Submitted> {
  const nonprofit = await lockNonprofit(tx, nonprofitId);
  if (!nonprofit) throw forbidden(REQUEST_MESSAGES.notNonprofit);
  assertMayRequest(nonprofit);
  const settings = await getSiteSettings(tx);

  if (input.asBatch) {
    if (input.lines.length > settings.max_request_batch_size) {
      throw badRequest(REQUEST_REFUSALS.batchTooLarge(settings.max_request_batch_size));
    }
    if (new Set(input.lines.map((line) => line.itemId)).size !== input.lines.length) {
      throw badRequest(REQUEST_REFUSALS.duplicateItem);
    }
  }
  if (input.eventId !== null) {
    const [event] = await tx
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.id, input.eventId), eq(events.nonprofitId, nonprofitId)));
    if (!event) throw badRequest(REQUEST_REFUSALS.notOwnEvent);
  }

  const lockedItems = await lockItems(
    tx,
    input.lines.map((line) => line.itemId),
  );
  const visible = await visibleItemIds(tx, nonprofitId, [...lockedItems.keys()]);
  const priced = input.lines.map((line) => {
    const item = lockedItems.get(line.itemId);
    // Out of the donor's scope reads exactly like a withdrawn item, so a hidden listing is not revealed.
    if (!item || !visible.has(item.id)) throw lineError(undefined, input.asBatch, REQUEST_REFUSALS.itemUnavailable);
    if (!isRequestable(item)) throw lineError(item, input.asBatch, REQUEST_REFUSALS.itemUnavailable);
    if (line.quantity < 1 || line.quantity > item.quantity) {
      throw lineError(item, input.asBatch, REQUEST_REFUSALS.onlyAvailable(item.quantity));
    }
    return { line, item, tokens: tokenCost(item.fmvCents, line.quantity) };
  });
  const totalTokens = priced.reduce((sum, entry) => sum + entry.tokens, 0);
  if ((await liveTokenBalance(tx, nonprofitId)) < totalTokens) throw badRequest(REQUEST_MESSAGES.insufficientTokens);

  let batchId: number | null = null;
  if (input.asBatch) {
    const [batch] = await tx
      .insert(requestBatches)
      .values({ nonprofitId, eventId: input.eventId, message: input.message })
      .returning({ id: requestBatches.id });
    batchId = batch!.id;
  }
  const expiresAt = sql`now() + make_interval(days => ${settings.donor_response_deadline_days}::int)`;
  const inserted = await tx
    .insert(requests)
    .values(
      priced.map(({ line, item, tokens }) => ({
        itemId: item.id,
        nonprofitId,
        donorId: item.donorId,
        eventId: input.eventId,
        batchId,
        quantityRequested: line.quantity,
        message: input.message,
        unitFmvCents: item.fmvCents,
        tokensCharged: tokens,
        expiresAt,
      })),
    )
    .returning({ id: requests.id });

  for (const [index, { line, item, tokens }] of priced.entries()) {
    const requestId = inserted[index]!.id;
    await spendTokens(tx, nonprofitId, tokens, requestId, `Request #${requestId}: ${item.title} x ${line.quantity}`);
  }
  for (const itemId of lockedItems.keys()) await refreshItemStatus(tx, itemId);
  return { requestIds: inserted.map((row) => row.id), batchId };
}

type CreateRequestBody = z.output<typeof createRequestSchema>;
type CreateBatchBody = z.output<typeof createRequestBatchSchema>;

/** POST /requests: one request, charged in the same transaction; the donor is told after commit. */
export async function createRequest(
  ctx: AppContext,
  nonprofitId: number,
  body: CreateRequestBody,
): Promise<z.infer<typeof createRequestResponseSchema>> {
  const { requestIds } = await ctx.db.transaction((tx) =>
    submitRequestsInTx(tx, nonprofitId, {
      lines: [{ itemId: body.item_id, quantity: body.quantity_requested }],
      eventId: body.event_id ?? null,
      message: body.message,
      asBatch: false,
    }),
  );
  await ctx.events.emit('requests.submitted', { requestIds });
  const [detail] = await loadRequestDetailsByIds(ctx.db, requestIds);
  return {
    message: REQUEST_MESSAGES.submitted,
    request: presentNonprofitRequest(detail!),
    balance: await getTokenBalance(ctx.db, nonprofitId),
  };
}

/** POST /requests/batch: several items for one event, all or nothing in one transaction. */
export async function createRequestBatch(
  ctx: AppContext,
  nonprofitId: number,
  body: CreateBatchBody,
): Promise<z.infer<typeof createBatchResponseSchema>> {
  const { requestIds, batchId } = await ctx.db.transaction((tx) =>
    submitRequestsInTx(tx, nonprofitId, {
      lines: body.items.map((line) => ({ itemId: line.item_id, quantity: line.quantity_requested })),
      eventId: body.event_id ?? null,
      message: body.message,
      asBatch: true,
    }),
  );
  await ctx.events.emit('requests.submitted', { requestIds });
  const [batch] = await loadBatches(ctx.db, eq(requestBatches.id, batchId!), 1);
  const details = await loadRequestDetailsByIds(ctx.db, requestIds);
  return {
    message: REQUEST_OUTCOMES.batchSubmitted(requestIds.length),
    batch: presentBatch(batch!),
    requests: details.map(presentNonprofitRequest),
    balance: await getTokenBalance(ctx.db, nonprofitId),
  };
}
