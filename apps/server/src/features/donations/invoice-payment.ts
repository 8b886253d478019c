import type { Transaction } from '#src/platform/database/client';
import type { CheckoutSessionRow } from '#src/platform/database/schema';
import { claimSessionInvoices, reportSkippedInvoices, type SkippedInvoice } from '../invoices';
import { lockPartiesOf } from './parties';
import { runTransition } from './lifecycle/run-transition';
import type { LifecycleEvent } from './lifecycle/types';

export interface InvoicesPaid {
  paidInvoiceIds: number[];
  /** Money that arrived for nothing; the admins were told in the bell so they can refund it. */
  skipped: SkippedInvoice[];
  /** The lifecycle's events of the requests the payment moved, to emit after commit. */
  events: LifecycleEvent[];
}

const provider = { kind: 'provider' as const };

/**
 * A paid checkout for invoices, inside the fulfilment transaction that claimed it (exactly once):
 * each still-pending invoice's request takes the lifecycle's `paid` transition (the invoice becomes
 * paid by this checkout), then `release-pickup-details` (pickup details held back until now go
 * out). The nonprofit and the items are locked before the invoices, the order every request writer
 * keeps, so a concurrent Edit Decision cannot deadlock with a payment. Whatever could not be paid is
 * reported to the admins, never thrown: the provider holds the money.
 */
export async function payInvoicesInTx(tx: Transaction, session: CheckoutSessionRow): Promise<InvoicesPaid> {
  await lockPartiesOf(tx, session.nonprofitId, session.requestIds);
  const { payable, skipped } = await claimSessionInvoices(tx, session);
  const paidInvoiceIds: number[] = [];
  const events: LifecycleEvent[] = [];
  for (const invoice of [...payable].sort((a, b) => a.requestId - b.requestId)) {
    const settled = { sessionId: session.id, invoiceId: invoice.id };
    const { requestId } = invoice;
    const paid = await runTransition(tx, { command: 'paid', actor: provider, requestId, input: { settled } });
    if (!paid.changed) {
      skipped.push({ invoiceId: invoice.id, reason: 'not_payable', paidSessionId: null });
      continue;
    }
    paidInvoiceIds.push(invoice.id);
    const released = await runTransition(tx, { command: 'release-pickup-details', actor: provider, requestId });
    events.push(...paid.events, ...released.events);
  }
  await reportSkippedInvoices(tx, session, skipped);
  return { paidInvoiceIds: paidInvoiceIds.sort((a, b) => a - b), skipped, events };
}
