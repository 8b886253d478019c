import type { cancelResponseSchema, RequestStatus, respondResponseSchema } from '@app/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { Transaction } from '../../platform/database/client';
import { requests, type RequestRow } from '../../platform/database/schema';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { startDeliveryInTx } from '../delivery/delivery-chat';
import { createInvoiceInTx, lockRequestInvoice, voidInvoiceInTx } from '../invoices/invoices-create.service';
import { getTokenBalance } from '../tokens/tokens.balance';
import { lockNonprofit, refundRequestTokens, spendTokens } from '../tokens/tokens.ledger';
import { lockItems, refreshItemStatus, returnItemQuantity, takeItemQuantity } from './item-status';
import { REQUEST_OUTCOMES, REQUEST_REFUSALS } from './requests.messages';
import { approvalMayBeWithdrawn } from './requests.policy';
import { presentDonorRequest, presentNonprofitRequest } from './requests.presenter';
import { loadRequestDetail } from './requests.queries';
import './requests.events';

export type DecisionAction = 'approve' | 'decline';

export interface DecisionOutcome {
  /** The invoice an approval created (DESIGN.md rule 5); null for a decline. */
  invoiceId: number | null;
}

/**
 * Takes the locks in the shared order (nonprofit, item; see lockNonprofit) and returns the request
 * as it is now, after any concurrent change committed.
 */
async function lockRequest(tx: Transaction, requestId: number): Promise<RequestRow> {
  const [found] = await tx
    .select({ nonprofitId: requests.nonprofitId, itemId: requests.itemId })
    .from(requests)
    .where(eq(requests.id, requestId));
  if (!found) throw notFound(REQUEST_REFUSALS.notFound);
  await lockNonprofit(tx, found.nonprofitId);
  await lockItems(tx, [found.itemId]);
  const [current] = await tx.select().from(requests).where(eq(requests.id, requestId));
  return current!;
}

/**
 * Moves a request from one status to another only if it is still in `from`: the claim that makes
 * repeated or concurrent calls unable to refund or take anything twice.
 */
async function claim(
  tx: Transaction,
  requestId: number,
  from: RequestStatus,
  changes: Partial<typeof requests.$inferInsert>,
): Promise<RequestRow> {
  const [row] = await tx
    .update(requests)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(requests.id, requestId), eq(requests.status, from)))
    .returning();
  if (!row) throw conflict(REQUEST_REFUSALS.changedMeanwhile);
  return row;
}

const approvedNow = () => ({
  status: 'approved' as const,
  approvedAt: new Date(),
  declineReason: null,
  declinedAt: null,
});
const declinedByDonor = () => ({
  status: 'declined' as const,
  declineReason: 'donor' as const,
  declinedAt: new Date(),
  approvedAt: null,
});

async function approve(tx: Transaction, current: RequestRow): Promise<number> {
  if (current.status === 'approved') throw badRequest(REQUEST_REFUSALS.alreadyApproved);
  let approved: RequestRow;
  if (current.status === 'pending') {
    approved = await claim(tx, current.id, 'pending', approvedNow());
  } else if (current.status === 'declined') {
    // Edit Decision (or a late approval of an expired request): the tokens are taken again.
    approved = await claim(tx, current.id, 'declined', approvedNow());
    await spendTokens(
      tx,
      current.nonprofitId,
      current.tokensCharged,
      current.id,
      `Request #${current.id} approved again`,
      { insufficientMessage: REQUEST_REFUSALS.nonprofitShortOfTokens },
    );
  } else {
    throw badRequest(REQUEST_REFUSALS.finished(current.status));
  }
  if (!(await takeItemQuantity(tx, current.itemId, current.quantityRequested))) {
    throw badRequest(REQUEST_REFUSALS.notEnoughQuantity);
  }
  await startDeliveryInTx(tx, approved);
  return (await createInvoiceInTx(tx, approved)).id;
}

async function decline(tx: Transaction, current: RequestRow): Promise<void> {
  if (current.status === 'declined') throw badRequest(REQUEST_REFUSALS.alreadyDeclined);
  if (current.status === 'pending') {
    await claim(tx, current.id, 'pending', declinedByDonor());
  } else if (current.status === 'approved') {
    const { invoice, state } = await lockRequestInvoice(tx, current.id);
    if (!approvalMayBeWithdrawn(state)) {
      throw badRequest(state === 'paid' ? REQUEST_REFUSALS.paidCannotDecline : REQUEST_REFUSALS.payingCannotDecline);
    }
    await claim(tx, current.id, 'approved', declinedByDonor());
    await returnItemQuantity(tx, current.itemId, current.quantityRequested);
    if (invoice) await voidInvoiceInTx(tx, invoice.id);
  } else {
    throw badRequest(REQUEST_REFUSALS.finished(current.status));
  }
  await refundRequestTokens(tx, current.id, `Refund: request #${current.id} declined by the donor`);
}

/** A donor's decision in the caller's transaction: first decision or Edit Decision. */
export async function decideRequestInTx(
  tx: Transaction,
  donorId: number,
  requestId: number,
  action: DecisionAction,
): Promise<DecisionOutcome> {
  const [owner] = await tx.select({ donorId: requests.donorId }).from(requests).where(eq(requests.id, requestId));
  if (!owner) throw notFound(REQUEST_REFUSALS.notFound);
  if (owner.donorId !== donorId) throw forbidden(REQUEST_REFUSALS.notItemDonor);
  const current = await lockRequest(tx, requestId);
  let invoiceId: number | null = null;
  if (action === 'approve') invoiceId = await approve(tx, current);
  else await decline(tx, current);
  await refreshItemStatus(tx, current.itemId);
  return { invoiceId };
}

/** POST /requests/{id}/respond: decides, then tells the nonprofit once committed. */
export async function respondToRequest(
  ctx: AppContext,
  donorId: number,
  requestId: number,
  action: DecisionAction,
): Promise<z.infer<typeof respondResponseSchema>> {
  const { invoiceId } = await ctx.db.transaction((tx) => decideRequestInTx(tx, donorId, requestId, action));
  await ctx.events.emit(action === 'approve' ? 'request.approved' : 'request.declined', { requestId });
  if (invoiceId !== null) await ctx.events.emit('invoice.created', { invoiceId });
  const detail = await loadRequestDetail(ctx.db, requestId);
  return {
    message: action === 'approve' ? REQUEST_OUTCOMES.approved : REQUEST_OUTCOMES.declined,
    request: presentDonorRequest(detail!),
  };
}

/** The owning nonprofit withdraws a pending request: tokens back, item status recomputed. */
export async function cancelRequestInTx(tx: Transaction, nonprofitId: number, requestId: number): Promise<void> {
  const [owner] = await tx
    .select({ nonprofitId: requests.nonprofitId })
    .from(requests)
    .where(eq(requests.id, requestId));
  if (!owner) throw notFound(REQUEST_REFUSALS.notFound);
  if (owner.nonprofitId !== nonprofitId) throw forbidden(REQUEST_REFUSALS.notOwnRequest);
  const current = await lockRequest(tx, requestId);
  if (current.status !== 'pending') throw badRequest(REQUEST_REFUSALS.onlyPendingCancel);
  await claim(tx, requestId, 'pending', { status: 'cancelled', cancelledAt: new Date() });
  await refundRequestTokens(tx, requestId, `Refund: request #${requestId} cancelled`);
  await refreshItemStatus(tx, current.itemId);
}

export async function cancelRequest(
  ctx: AppContext,
  nonprofitId: number,
  requestId: number,
): Promise<z.infer<typeof cancelResponseSchema>> {
  await ctx.db.transaction((tx) => cancelRequestInTx(tx, nonprofitId, requestId));
  await ctx.events.emit('request.cancelled', { requestId });
  const detail = await loadRequestDetail(ctx.db, requestId);
  return {
    message: REQUEST_OUTCOMES.cancelled,
    request: presentNonprofitRequest(detail!),
    balance: await getTokenBalance(ctx.db, nonprofitId),
  };
}

/**
 * The deadline passed with no answer: declined as 'expired' and refunded, claimed by a
 * conditional update so overlapping job runs act once. Returns whether this call expired it.
 */
export async function expireRequestInTx(tx: Transaction, requestId: number): Promise<boolean> {
  const current = await lockRequest(tx, requestId);
  if (current.status !== 'pending') return false;
  const [expired] = await tx
    .update(requests)
    .set({ status: 'declined', declineReason: 'expired', declinedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(requests.id, requestId), eq(requests.status, 'pending'), sql`${requests.expiresAt} <= now()`))
    .returning({ id: requests.id });
  if (!expired) return false;
  await refundRequestTokens(tx, requestId, `Refund: request #${requestId} expired without an answer`);
  await refreshItemStatus(tx, current.itemId);
  return true;
}
