import { and, eq } from 'drizzle-orm';
import type { Transaction } from '#src/platform/database/client';
import { invoices, type CheckoutSessionRow } from '#src/platform/database/schema';
import { runTransition } from './lifecycle/run-transition';
import { lockPartiesOf } from './parties';

const provider = { kind: 'provider' as const };

/**
 * A checkout for invoices closed unpaid (its time ran out, the payment failed, or a newer checkout
 * replaced it), in the transaction that records it and after the session row is locked: each
 * request whose invoice still points at it takes the lifecycle's `checkout-closed` (paying ->
 * approved), so the invoice may be paid again.
 */
export async function closeCheckoutInTx(tx: Transaction, session: Pick<CheckoutSessionRow, 'id' | 'nonprofitId'>) {
  const linked = await tx
    .select({ id: invoices.id, requestId: invoices.requestId })
    .from(invoices)
    .where(and(eq(invoices.openSessionId, session.id), eq(invoices.status, 'pending')));
  await closeLinkedInvoices(tx, session.nonprofitId, session.id, linked);
}

/** `checkout-closed` for each request of these invoices, locked in the order every writer keeps. */
export async function closeLinkedInvoices(
  tx: Transaction,
  nonprofitId: number,
  sessionId: string,
  linked: Array<{ id: number; requestId: number }>,
): Promise<void> {
  if (linked.length === 0) return;
  await lockPartiesOf(
    tx,
    nonprofitId,
    linked.map((row) => row.requestId),
  );
  for (const { id, requestId } of [...linked].sort((a, b) => a.requestId - b.requestId)) {
    await runTransition(tx, {
      command: 'checkout-closed',
      actor: provider,
      requestId,
      input: { settled: { sessionId, invoiceId: id } },
    });
  }
}
