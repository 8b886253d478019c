import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '#src/platform/database/client';
import { invoices, users, type CheckoutSessionRow, type InvoiceRow } from '#src/platform/database/schema';
import { createNotification } from '../notifications';

export interface SkippedInvoice {
  invoiceId: number;
  /**
   * Why this session did not pay it: paid by another checkout, voided, not the payer's, or its
   * request's life refused the payment (see the lifecycle's `paid`).
   */
  reason: 'paid_by_other_session' | 'void' | 'missing' | 'other_nonprofit' | 'not_payable';
  paidSessionId: string | null;
}

export interface SessionInvoices {
  /** The session's invoices still to be paid, locked, in id order. */
  payable: InvoiceRow[];
  /** Money that arrived for nothing: admins are told in the bell so they can refund it. */
  skipped: SkippedInvoice[];
}

/**
 * Called once, inside the fulfilment transaction that claimed a paid session of purpose 'invoices':
 * locks the session's invoices in id order (the order checkout takes them in, so the two cannot
 * deadlock) and sorts them into those still to be paid and those this payment cannot pay. An
 * invoice another session already paid is never paid twice and nothing throws: the double payment
 * is reported to the admins instead (reportSkippedInvoices), since the provider holds the money.
 * Marking an invoice paid is the lifecycle's `paid` transition (markInvoicePaidInTx).
 */
export async function claimSessionInvoices(tx: Transaction, session: CheckoutSessionRow): Promise<SessionInvoices> {
  const ids = [...new Set(session.invoiceIds)];
  if (ids.length === 0) return { payable: [], skipped: [] };
  const locked = await tx
    .select()
    .from(invoices)
    .where(inArray(invoices.id, ids))
    .orderBy(asc(invoices.id))
    .for('update');
  const byId = new Map(locked.map((row) => [row.id, row]));
  const payable: InvoiceRow[] = [];
  const skipped: SkippedInvoice[] = [];
  for (const invoiceId of ids) {
    const row = byId.get(invoiceId);
    if (!row) skipped.push({ invoiceId, reason: 'missing', paidSessionId: null });
    else if (row.nonprofitId !== session.nonprofitId) {
      skipped.push({ invoiceId, reason: 'other_nonprofit', paidSessionId: row.paidSessionId });
    } else if (row.status === 'pending') payable.push(row);
    else if (row.status === 'void') skipped.push({ invoiceId, reason: 'void', paidSessionId: null });
    // The same session fulfilled again (a replayed call): already done, nothing to record.
    else if (row.paidSessionId !== session.id) {
      skipped.push({ invoiceId, reason: 'paid_by_other_session', paidSessionId: row.paidSessionId });
    }
  }
  return { payable, skipped };
}

/** The `paid` transition's write: a pending invoice becomes paid by this session, its checkout closed. */
export async function markInvoicePaidInTx(tx: Transaction, invoiceId: number, sessionId: string): Promise<InvoiceRow> {
  const now = new Date();
  const [row] = await tx
    .update(invoices)
    .set({ status: 'paid', paidAt: now, paidSessionId: sessionId, openSessionId: null, updatedAt: now })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.status, 'pending')))
    .returning();
  return row!;
}

/** The `checkout-closed` transition's write: the invoice no longer points at a checkout that closed unpaid. */
export async function releaseInvoiceFromCheckoutInTx(tx: Transaction, invoiceId: number, sessionId: string) {
  await tx
    .update(invoices)
    .set({ openSessionId: null, updatedAt: new Date() })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.openSessionId, sessionId), eq(invoices.status, 'pending')));
}

const REASONS: Record<SkippedInvoice['reason'], string> = {
  paid_by_other_session: 'was already paid by another checkout',
  void: 'was cancelled when the donor withdrew the approval',
  missing: 'no longer exists',
  other_nonprofit: 'belongs to another nonprofit',
  not_payable: "could not be paid in its request's current state",
};

/** A payment that paid some invoice for nothing: every admin is told in the bell, to refund it. */
export async function reportSkippedInvoices(
  tx: Transaction,
  session: CheckoutSessionRow,
  skipped: SkippedInvoice[],
): Promise<void> {
  if (skipped.length === 0) return;
  const numbered = await tx
    .select({ id: invoices.id, invoiceNumber: invoices.invoiceNumber })
    .from(invoices)
    .where(
      inArray(
        invoices.id,
        skipped.map((entry) => entry.invoiceId),
      ),
    );
  const byId = new Map(numbered.map((row) => [row.id, row]));
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
