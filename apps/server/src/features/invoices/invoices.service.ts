import type { Invoice, InvoiceList, PaymentStatus } from '@app/shared';
import type { Queryable } from '../../platform/database/client';
import { presentInvoice, presentTotals } from './invoices.presenter';
import { loadInvoices, loadInvoiceTotals } from './invoices.queries';

/** GET /nonprofit/{id}/payments: the filtered list, newest first, and totals over every invoice. */
export async function listInvoices(
  db: Queryable,
  nonprofitId: number,
  status: PaymentStatus | 'all',
): Promise<InvoiceList> {
  const [rows, totals] = await Promise.all([loadInvoices(db, nonprofitId, status), loadInvoiceTotals(db, nonprofitId)]);
  return { payments: rows.map(presentInvoice), totals: presentTotals(totals) };
}

/** The nonprofit dashboard's part: every live invoice and how many are still to be paid. */
export async function invoicesForDashboard(
  db: Queryable,
  nonprofitId: number,
): Promise<{ payments: Invoice[]; unpaidCount: number }> {
  const list = await listInvoices(db, nonprofitId, 'all');
  return { payments: list.payments, unpaidCount: list.totals.pending_count };
}
