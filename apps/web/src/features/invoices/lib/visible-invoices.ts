import type { Invoice } from '@app/shared';
import { invoiceOpen } from '#src/lib/request-state-labels';

/**
 * Payments are shown only if the id does not start with pay_, the description does not
 * contain 'Processing Fee', and nonprofit_id equals the signed-in user. The server already scopes the
 * list; the filter stays so a stray provider record never shows up as an invoice. Both the
 * Payments tab and /payment use it.
 */
export function visibleInvoices(invoices: readonly Invoice[], nonprofitId: number): Invoice[] {
  return invoices.filter(
    (invoice) =>
      !String(invoice.id).startsWith('pay_') &&
      !invoice.description.includes('Processing Fee') &&
      invoice.nonprofit_id === nonprofitId,
  );
}

/** Pay Now only for pending or overdue invoices. */
export function canPayNow(invoice: Pick<Invoice, 'status'>): boolean {
  return invoiceOpen(invoice.status);
}
