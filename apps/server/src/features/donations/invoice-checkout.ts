import { inArray } from 'drizzle-orm';
import type { Transaction } from '#src/platform/database/client';
import { requests } from '#src/platform/database/schema';
import { releaseSupersededInvoicesInTx } from '../invoices';
import { lockNonprofit } from '../tokens';
import { lockItems } from '../items';
import { runTransition } from './lifecycle/run-transition';
import type { CheckoutLink } from './lifecycle/types';

/**
 * Locks the nonprofit, then every item of these requests in id order: the order every request
 * writer keeps, so a checkout or payment over several requests cannot deadlock with another writer.
 */
export async function lockPartiesOf(tx: Transaction, nonprofitId: number, requestIds: number[]): Promise<void> {
  await lockNonprofit(tx, nonprofitId);
  if (requestIds.length === 0) return;
  const rows = await tx.select({ itemId: requests.itemId }).from(requests).where(inArray(requests.id, requestIds));
  await lockItems(
    tx,
    rows.map((row) => row.itemId),
  );
}

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

/**
 * Once the provider has opened the checkout: each request takes `start-checkout` for real, its
 * invoice taking the quoted price and pointing at the checkout. Returns the checkouts superseded,
 * for the caller to close after commit.
 */
export async function linkCheckoutInTx(
  tx: Transaction,
  nonprofitId: number,
  links: Array<{ requestId: number; invoiceId: number; checkout: CheckoutLink }>,
): Promise<string[]> {
  await lockPartiesOf(
    tx,
    nonprofitId,
    links.map((link) => link.requestId),
  );
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
  await releaseSupersededInvoicesInTx(
    tx,
    [...superseded],
    links.map((link) => link.invoiceId),
  );
  return [...superseded];
}
