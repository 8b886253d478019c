import { and, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type { Transaction } from '#src/platform/database/client';
import { invoices } from '#src/platform/database/schema';
import { lockPartiesOf } from './parties';
import { runTransition } from './lifecycle/run-transition';
import type { CheckoutLink } from './lifecycle/types';
import { closeLinkedInvoices } from './checkout-closure';

/**
 * Before the provider is asked for a checkout: the lifecycle's `start-checkout` guards, for each
 * request in id order. The first refusal throws; nothing changes either way.
 */
export async function checkCheckoutInTx(tx: Transaction, nonprofitId: number, requestIds: number[]): Promise<void> {
  await lockPartiesOf(tx, nonprofitId, requestIds);
  for (const requestId of requestIds) {
    await runTransition(tx, {
      command: 'start-checkout',
      actor: { kind: 'nonprofit', id: nonprofitId },
      requestId,
      checkOnly: true,
    });
  }
}

/** Requests outside `requestIds` whose invoices point at the same open checkouts as theirs. */
async function sharingCheckouts(tx: Transaction, requestIds: number[]): Promise<number[]> {
  const sessions = await tx
    .selectDistinct({ id: invoices.openSessionId })
    .from(invoices)
    .where(and(inArray(invoices.requestId, requestIds), isNotNull(invoices.openSessionId)));
  const sessionIds = sessions.map((row) => row.id!);
  if (sessionIds.length === 0) return [];
  const rows = await tx
    .select({ requestId: invoices.requestId })
    .from(invoices)
    .where(and(inArray(invoices.openSessionId, sessionIds), notInArray(invoices.requestId, requestIds)));
  return rows.map((row) => row.requestId);
}

/**
 * Once the provider has opened the checkout: each request takes `start-checkout` for real, its
 * invoice taking the quoted price and pointing at the checkout. The requests of the checkouts it
 * replaces that it does not cover take `checkout-closed`, free to be paid again. Returns the
 * checkouts superseded, for the caller to close at the provider after commit.
 */
export async function linkCheckoutInTx(
  tx: Transaction,
  nonprofitId: number,
  links: Array<{ requestId: number; invoiceId: number; checkout: CheckoutLink }>,
): Promise<string[]> {
  const requestIds = links.map((link) => link.requestId);
  // The nonprofit first: every writer of its invoices' checkout links holds it, so the set read
  // next cannot change before all of their items are locked, in one go and in id order.
  await lockPartiesOf(tx, nonprofitId, []);
  await lockPartiesOf(tx, nonprofitId, [...requestIds, ...(await sharingCheckouts(tx, requestIds))]);
  const superseded = new Set<string>();
  for (const { requestId, checkout } of links) {
    const result = await runTransition(tx, {
      command: 'start-checkout',
      actor: { kind: 'nonprofit', id: nonprofitId },
      requestId,
      input: { checkout },
    });
    if (result.supersededSessionId) superseded.add(result.supersededSessionId);
  }
  const covered = links.map((link) => link.invoiceId);
  for (const sessionId of superseded) {
    const left = await tx
      .select({ id: invoices.id, requestId: invoices.requestId })
      .from(invoices)
      .where(and(eq(invoices.openSessionId, sessionId), notInArray(invoices.id, covered)));
    await closeLinkedInvoices(tx, nonprofitId, sessionId, left);
  }
  return [...superseded];
}
