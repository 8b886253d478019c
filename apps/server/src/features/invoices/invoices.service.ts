import { invoiceAmounts, type Invoice, type InvoiceList, type PaymentStatus, type SiteSettings } from '@app/shared';
import type { Queryable } from '#src/platform/database/client';
import { getSiteSettings } from '#src/platform/settings';
import { invoiceAmountColumns } from './invoices-create.service';
import { presentInvoice, presentTotals } from './invoices.presenter';
import { loadInvoices, loadInvoiceTotals, type InvoiceDetail } from './invoices.queries';

/**
 * An invoice that can still be paid shows what checkout would charge now (checkout prices again:
 * the fee tier may have moved past the event date since approval), so the amount on screen is the
 * amount charged. An open checkout keeps the amount it was opened for; a paid one what was paid.
 */
function pricedNow(row: InvoiceDetail, settings: SiteSettings, at: Date): InvoiceDetail {
  if (row.status !== 'pending' && row.status !== 'overdue') return row;
  const amounts = invoiceAmounts({
    valueCents: row.invoice.itemValueCents,
    eventDate: row.invoice.pricedEventDate,
    at,
    deliveryMethod: row.request.deliveryMethod,
    settings,
  });
  return { ...row, invoice: { ...row.invoice, ...invoiceAmountColumns(amounts) } };
}

/** GET /nonprofit/{id}/payments: the filtered list, newest first, and totals over every invoice. */
export async function listInvoices(
  db: Queryable,
  nonprofitId: number,
  status: PaymentStatus | 'all',
): Promise<InvoiceList> {
  const [rows, totals, settings] = await Promise.all([
    loadInvoices(db, nonprofitId, status),
    loadInvoiceTotals(db, nonprofitId),
    getSiteSettings(db),
  ]);
  const now = new Date();
  return { payments: rows.map((row) => presentInvoice(pricedNow(row, settings, now))), totals: presentTotals(totals) };
}

/** The nonprofit dashboard's part: every live invoice and how many are still to be paid. */
export async function invoicesForDashboard(
  db: Queryable,
  nonprofitId: number,
): Promise<{ payments: Invoice[]; unpaidCount: number }> {
  const list = await listInvoices(db, nonprofitId, 'all');
  return { payments: list.payments, unpaidCount: list.totals.pending_count };
}
