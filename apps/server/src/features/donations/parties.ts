import { inArray } from 'drizzle-orm';
import type { Transaction } from '#src/platform/database/client';
import { requests } from '#src/platform/database/schema';
import { lockNonprofit } from '../tokens';
import { lockItems } from '../items';

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
