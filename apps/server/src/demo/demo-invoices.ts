import { PAYMENT_RULES } from '@app/shared';
import { and, eq, ne } from 'drizzle-orm';
import { payInvoicesInTx } from '../features/donations';
import { repriceInvoiceInTx } from '../features/invoices';
import type { Transaction } from '../platform/database/client';
import { checkoutSessions, invoices, requests } from '../platform/database/schema';

const DAY_MS = 86_400_000;

async function liveInvoice(tx: Transaction, requestId: number) {
  const [row] = await tx
    .select({ invoice: invoices, deliveryMethod: requests.deliveryMethod })
    .from(invoices)
    .innerJoin(requests, eq(requests.id, invoices.requestId))
    .where(and(eq(invoices.requestId, requestId), ne(invoices.status, 'void')));
  return row;
}

/** The invoice the approval created, moved back to the backdated approval (so it can be overdue). */
export async function backdateInvoice(tx: Transaction, requestId: number, approvedDaysAgo: number): Promise<void> {
  const approvedAt = new Date(Date.now() - approvedDaysAgo * DAY_MS);
  await tx
    .update(invoices)
    .set({
      createdAt: approvedAt,
      updatedAt: approvedAt,
      dueAt: new Date(approvedAt.getTime() + PAYMENT_RULES.invoiceDueDays * DAY_MS),
    })
    .where(and(eq(invoices.requestId, requestId), ne(invoices.status, 'void')));
}

/**
 * A checkout paid `daysAgo` days ago, recorded as the sandbox would have left it and fulfilled
 * through the same lifecycle the webhook uses; priced as of that day, as checkout prices.
 */
export async function payInvoiceInThePast(tx: Transaction, requestId: number, daysAgo: number): Promise<void> {
  const row = await liveInvoice(tx, requestId);
  if (!row) return;
  const paidAt = new Date(Date.now() - daysAgo * DAY_MS);
  const amounts = await repriceInvoiceInTx(tx, row.invoice, {
    at: paidAt,
    deliveryMethod: row.deliveryMethod,
  });
  // Nothing to pay (a $0 item picked up) is settled as it is: no card payment to record.
  if (amounts.totalCents <= 0) return;
  const [session] = await tx
    .insert(checkoutSessions)
    .values({
      id: `cs_sandbox_demo_${row.invoice.id}`,
      provider: 'sandbox',
      purpose: 'invoices',
      nonprofitId: row.invoice.nonprofitId,
      description: `${row.invoice.invoiceNumber}: ${row.invoice.description}`,
      amountCents: amounts.totalCents,
      currency: row.invoice.currency,
      invoiceIds: [row.invoice.id],
      requestIds: [requestId],
      status: 'complete',
      paymentStatus: 'paid',
      url: '/payment',
      successUrl: '/payment/success',
      cancelUrl: '/payment/cancel',
      expiresAt: new Date(paidAt.getTime() + PAYMENT_RULES.checkoutLifetimeMinutes * 60_000),
      completedAt: paidAt,
      fulfilledAt: paidAt,
      createdAt: paidAt,
    })
    .returning();
  await payInvoicesInTx(tx, session!);
  await tx.update(invoices).set({ paidAt, updatedAt: paidAt }).where(eq(invoices.id, row.invoice.id));
}
