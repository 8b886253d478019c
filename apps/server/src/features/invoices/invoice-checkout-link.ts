import type { InvoiceAmounts } from '@app/shared';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
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

/** Invoices of replaced checkouts that the new checkout does not cover are free to pay again. */
export async function releaseSupersededInvoicesInTx(
  tx: Transaction,
  supersededSessionIds: string[],
  coveredInvoiceIds: number[],
): Promise<void> {
  if (supersededSessionIds.length === 0) return;
  await tx
    .update(invoices)
    .set({ openSessionId: null, updatedAt: new Date() })
    .where(and(inArray(invoices.openSessionId, supersededSessionIds), notInArray(invoices.id, coveredInvoiceIds)));
}
