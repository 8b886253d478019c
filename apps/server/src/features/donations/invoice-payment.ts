import { inArray } from 'drizzle-orm';
import type { Transaction } from '#src/platform/database/client';
import { invoices, type CheckoutSessionRow } from '#src/platform/database/schema';
import { markInvoicesPaid } from '../invoices';
import { lockPartiesOf } from './invoice-checkout';
import { runTransition } from './lifecycle/run-transition';
import type { LifecycleEvent } from './lifecycle/types';

/**
 * A paid checkout for invoices, inside the fulfilment transaction that claimed it: the invoices
 * become paid, then each of their requests takes the lifecycle's `paid` transition (pickup details
 * held back until now go out). The nonprofit and the items are locked before the invoices, the
 * order every request writer keeps, so a concurrent Edit Decision cannot deadlock with a payment.
 */
export async function payInvoicesInTx(tx: Transaction, session: CheckoutSessionRow): Promise<LifecycleEvent[]> {
  await lockPartiesOf(tx, session.nonprofitId, session.requestIds);
  const { paidInvoiceIds } = await markInvoicesPaid(tx, session);
  if (paidInvoiceIds.length === 0) return [];
  const paid = await tx
    .select({ requestId: invoices.requestId })
    .from(invoices)
    .where(inArray(invoices.id, paidInvoiceIds));
  const events: LifecycleEvent[] = [];
  for (const { requestId } of paid.sort((a, b) => a.requestId - b.requestId)) {
    const result = await runTransition(tx, { command: 'paid', actor: { kind: 'provider' }, requestId });
    events.push(...result.events);
  }
  return events;
}
