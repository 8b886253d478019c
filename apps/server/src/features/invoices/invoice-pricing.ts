import { invoiceAmounts, type InvoiceAmounts } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '#src/platform/database/client';
import { invoices, type InvoiceRow } from '#src/platform/database/schema';
import { getSiteSettings } from '#src/platform/settings';

/** The invoice columns a pricing fills (at approval, and again at checkout or a delivery method change). */
export const invoiceAmountColumns = (amounts: InvoiceAmounts) => ({
  feePercentage: amounts.feePercentage.toFixed(2),
  platformFeeCents: amounts.platformFeeCents,
  logisticsCents: amounts.logisticsCents,
  amountCents: amounts.totalCents,
});

export interface RepriceAs {
  /** The moment the price is taken as of: now, or a past payment's day. */
  at: Date;
  deliveryMethod: string | null;
}

/**
 * Prices a pending invoice again as of `at` with the site's current settings and writes its amount
 * columns; a paid or void invoice is left alone. The fee tier follows the event date recorded on the
 * invoice when it was issued, never the event's current date. Returns the amounts it priced.
 */
export async function repriceInvoiceInTx(
  tx: Transaction,
  invoice: Pick<InvoiceRow, 'id' | 'itemValueCents' | 'pricedEventDate'>,
  as: RepriceAs,
): Promise<InvoiceAmounts> {
  const amounts = invoiceAmounts({
    valueCents: invoice.itemValueCents,
    eventDate: invoice.pricedEventDate,
    at: as.at,
    deliveryMethod: as.deliveryMethod,
    settings: await getSiteSettings(tx),
  });
  await tx
    .update(invoices)
    .set({ ...invoiceAmountColumns(amounts), updatedAt: new Date() })
    .where(and(eq(invoices.id, invoice.id), eq(invoices.status, 'pending')));
  return amounts;
}

export interface Revaluation extends RepriceAs {
  itemValueCents: number;
  description: string;
}

/**
 * An admin changed an unpaid request's value or quantity (docs/product.md, Admin console): the
 * pending invoice takes the new value and description, priced again by the same rule as of `at`.
 */
export async function revalueInvoiceInTx(
  tx: Transaction,
  invoice: Pick<InvoiceRow, 'id' | 'pricedEventDate'>,
  as: Revaluation,
): Promise<InvoiceAmounts> {
  const amounts = await repriceInvoiceInTx(tx, { ...invoice, itemValueCents: as.itemValueCents }, as);
  await tx
    .update(invoices)
    .set({ itemValueCents: as.itemValueCents, description: as.description })
    .where(and(eq(invoices.id, invoice.id), eq(invoices.status, 'pending')));
  return amounts;
}
