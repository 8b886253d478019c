import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '#src/platform/database/client';
import { invoices, users, type CheckoutSessionRow } from '#src/platform/database/schema';
import { createNotification } from '../notifications';

export interface SkippedInvoice {
  invoiceId: number;
  /** Why this session did not pay it: paid by another checkout, voided, or not the payer's. */
  reason: 'paid_by_other_session' | 'void' | 'missing' | 'other_nonprofit';
  paidSessionId: string | null;
}

export interface InvoicesPaidResult {
  paidInvoiceIds: number[];
  /** Money that arrived for nothing: admins are told in the bell so they can refund it. */
  skipped: SkippedInvoice[];
}

/**
 * Called once, inside the fulfilment transaction that claimed a paid session of purpose 'invoices'
 * (helper A's fulfilment): the session's still-pending invoices become paid. An invoice another
 * session already paid is never paid twice and nothing throws: the double payment is recorded
 * for the admins instead, since the provider holds the money. Rows are locked in id order, the
 * order checkout takes them in, so the two cannot deadlock.
 */
export async function markInvoicesPaid(tx: Transaction, session: CheckoutSessionRow): Promise<InvoicesPaidResult> {
  const ids = [...new Set(session.invoiceIds)];
  if (ids.length === 0) return { paidInvoiceIds: [], skipped: [] };
  const locked = await tx
    .select()
    .from(invoices)
    .where(inArray(invoices.id, ids))
    .orderBy(asc(invoices.id))
    .for('update');
  const byId = new Map(locked.map((row) => [row.id, row]));
  const payable: number[] = [];
  const skipped: SkippedInvoice[] = [];
  for (const invoiceId of ids) {
    const row = byId.get(invoiceId);
    if (!row) skipped.push({ invoiceId, reason: 'missing', paidSessionId: null });
    else if (row.nonprofitId !== session.nonprofitId) {
      skipped.push({ invoiceId, reason: 'other_nonprofit', paidSessionId: row.paidSessionId });
    } else if (row.status === 'pending') payable.push(invoiceId);
    else if (row.status === 'void') skipped.push({ invoiceId, reason: 'void', paidSessionId: null });
    // The same session fulfilled again (a replayed call): already done, nothing to record.
    else if (row.paidSessionId !== session.id) {
      skipped.push({ invoiceId, reason: 'paid_by_other_session', paidSessionId: row.paidSessionId });
    }
  }
  if (payable.length > 0) {
    const now = new Date();
    await tx
      .update(invoices)
      .set({ status: 'paid', paidAt: now, paidSessionId: session.id, openSessionId: null, updatedAt: now })
      .where(and(inArray(invoices.id, payable), eq(invoices.status, 'pending')));
  }
  if (skipped.length > 0) await tellAdmins(tx, session, skipped, byId);
  return { paidInvoiceIds: payable, skipped };
}

const REASONS: Record<SkippedInvoice['reason'], string> = {
  paid_by_other_session: 'was already paid by another checkout',
  void: 'was cancelled when the donor withdrew the approval',
  missing: 'no longer exists',
  other_nonprofit: 'belongs to another nonprofit',
};

async function tellAdmins(
  tx: Transaction,
  session: CheckoutSessionRow,
  skipped: SkippedInvoice[],
  byId: Map<number, { invoiceNumber: string }>,
): Promise<void> {
  const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(50);
  const lines = skipped.map(
    (entry) => `${byId.get(entry.invoiceId)?.invoiceNumber ?? `invoice #${entry.invoiceId}`} ${REASONS[entry.reason]}`,
  );
  for (const admin of admins) {
    await createNotification(tx, {
      userId: admin.id,
      type: 'payment_needs_review',
      title: 'Payment needs a refund review',
      message: `Checkout ${session.id} was paid, but ${lines.join('; ')}. Check it at the payment provider and refund if needed.`,
      metadata: { session_id: session.id, nonprofit_id: session.nonprofitId, skipped },
    });
  }
}
