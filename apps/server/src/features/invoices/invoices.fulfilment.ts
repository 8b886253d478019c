import type { Transaction } from '../../platform/database/client';
import type { CheckoutSessionRow } from '../../platform/database/schema';

/**
 * CONTRACT (helper B implements): called once, inside the fulfilment transaction that claimed a
 * paid session of purpose 'invoices': marks session.invoiceIds paid (paid_at, paid_session_id),
 * clears open_session_id. Must not throw for invoices already paid by another session (record it).
 */
export async function markInvoicesPaid(_tx: Transaction, _session: CheckoutSessionRow): Promise<void> {
  throw new Error('not implemented yet');
}
