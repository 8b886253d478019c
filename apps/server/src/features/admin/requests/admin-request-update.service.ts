import {
  ADMIN_REQUEST_MESSAGES,
  ADMIN_STATUS_COMMANDS,
  centsToDollars,
  dollarsToCents,
  type AdminRequestEditStatus,
  type AdminRequestUpdate,
  type AdminRequestUpdateResponse,
  type RequestState,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '#src/platform/audit';
import type { AppContext } from '#src/platform/context';
import type { Transaction } from '#src/platform/database/client';
import { items, requests, type RequestRow, type UserRow } from '#src/platform/database/schema';
import { notFound } from '#src/platform/errors';
import {
  deriveState,
  emitAfterCommit,
  lockPartiesOf,
  runTransition,
  type Actor,
  type LifecycleEvent,
} from '../../donations';
import { lockRequestInvoice } from '../../invoices';
import { requestDetailsForAdmin } from './admin-request-details.service';

/** The status word of each state, as the admin's edit names it. */
const STATUS_OF: Record<RequestState, string> = {
  pending: 'pending',
  approved: 'approved',
  paying: 'approved',
  paid: 'approved',
  sent: 'approved',
  completed: 'completed',
  declined: 'declined',
  expired: 'declined',
  cancelled: 'cancelled',
};

const STATUS_ACTIONS: Record<AdminRequestEditStatus, string> = {
  pending: 'reopen_request',
  approved: 'approve_request',
  declined: 'decline_request',
  completed: 'complete_request',
};

/** Value and quantity change only while nothing is paid (the `amend` row's states). */
const AMENDABLE: RequestState[] = ['pending', 'approved'];

interface Locked {
  request: RequestRow;
  state: RequestState;
  invoiceCents: number | null;
}

/**
 * Locks the request the way every lifecycle writer does (the nonprofit, the item, the request,
 * its invoice), so what the audit entry calls "before" is what the commands then judge.
 */
async function lockRequest(tx: Transaction, requestId: number): Promise<Locked> {
  const [found] = await tx
    .select({ nonprofitId: requests.nonprofitId })
    .from(requests)
    .where(eq(requests.id, requestId));
  if (!found) throw notFound(ADMIN_REQUEST_MESSAGES.notFound);
  await lockPartiesOf(tx, found.nonprofitId, [requestId]);
  const [request] = await tx.select().from(requests).where(eq(requests.id, requestId)).for('update');
  const { invoice, state: payment } = await lockRequestInvoice(tx, requestId);
  return { request: request!, state: deriveState(request!, payment), invoiceCents: invoice?.amountCents ?? null };
}

/** The fields an edit may change, and the state: the audit entry's before and after. */
const auditView = ({ request, state, invoiceCents }: Locked) => ({
  status: request.status,
  state,
  fair_market_value: centsToDollars(request.unitFmvCents),
  quantity_requested: request.quantityRequested,
  tokens_charged: request.tokensCharged,
  invoice_amount_cents: invoiceCents,
  admin_note: request.adminNote,
});

/**
 * PUT /admin/requests/{id}/update (docs/product.md, Admin console). A new status is a command of
 * the lifecycle table run as the admin (approve, decline, confirm-received, reopen); a new value
 * or quantity is its `amend` command, run before the status change when the request may be amended
 * now (a new approval then issues the invoice at the new value), else after it (a request sent back
 * to pending). The note is the admin's own field. One transaction and one audit entry; any refusal
 * changes nothing. The parties hear of it after the commit, as from the donor's decision.
 */
export async function updateRequestAsAdmin(
  ctx: AppContext,
  admin: UserRow,
  requestId: number,
  input: AdminRequestUpdate,
): Promise<AdminRequestUpdateResponse> {
  const actor: Actor = { kind: 'admin', id: admin.id };
  const events = await ctx.db.transaction(async (tx) => {
    const before = await lockRequest(tx, requestId);
    const { request } = before;
    const amend = {
      unitFmvCents:
        input.fair_market_value === undefined ? request.unitFmvCents : dollarsToCents(input.fair_market_value),
      quantity: input.quantity_requested ?? request.quantityRequested,
    };
    const wantsAmend = amend.unitFmvCents !== request.unitFmvCents || amend.quantity !== request.quantityRequested;
    const wantsStatus = input.status !== undefined && input.status !== STATUS_OF[before.state];
    const wantsNote = input.admin_note !== undefined && input.admin_note !== request.adminNote;
    if (!wantsAmend && !wantsStatus && !wantsNote) return [];

    const emitted: LifecycleEvent[] = [];
    const run = async (command: Parameters<typeof runTransition>[1]['command']) => {
      const result = await runTransition(tx, { command, actor, requestId, input: { amend } });
      emitted.push(...result.events);
    };
    const amendFirst = wantsAmend && AMENDABLE.includes(before.state);
    if (amendFirst) await run('amend');
    if (wantsStatus) await run(ADMIN_STATUS_COMMANDS[input.status!]);
    if (wantsAmend && !amendFirst) await run('amend');
    if (wantsNote) {
      await tx
        .update(requests)
        .set({ adminNote: input.admin_note, updatedAt: new Date() })
        .where(eq(requests.id, requestId));
    }

    const after = await lockRequest(tx, requestId);
    const [item] = await tx.select({ title: items.title }).from(items).where(eq(items.id, request.itemId));
    await recordAudit(tx, {
      adminId: admin.id,
      action: wantsStatus ? STATUS_ACTIONS[input.status!] : wantsAmend ? 'amend_request' : 'note_request',
      targetType: 'request',
      targetId: requestId,
      targetLabel: `Request #${requestId}: ${item?.title ?? 'item'}`,
      reason: wantsNote ? (input.admin_note ?? null) : null,
      before: auditView(before),
      after: auditView(after),
    });
    return emitted;
  });
  await emitAfterCommit(ctx.events, events);
  return {
    message: ADMIN_REQUEST_MESSAGES.updated,
    request: await requestDetailsForAdmin(ctx.db, admin.id, requestId),
  };
}
