import type { InvoiceAmounts } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '#src/platform/database/client';
import { invoices } from '#src/platform/database/schema';
import { invoiceAmountColumns } from './invoice-pricing';

/** A locked, unpaid invoice takes the amounts of the checkout just opened for it and points at it. */
export async function linkInvoiceToCheckoutInTx(
  tx: Transaction,
  invoiceId: number,
  sessionId: string,
  amounts: InvoiceAmounts,
): Promise<void> {
  await tx
    .update(invoices)
    .set({ ...invoiceAmountColumns(amounts), openSessionId: sessionId, updatedAt: new Date() })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.status, 'pending')));
}
