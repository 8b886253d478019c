import { eq } from 'drizzle-orm';
import type { Transaction } from '#src/platform/database/client';
import { items, needOffers, type NeedOfferRow } from '#src/platform/database/schema';

/**
 * The listing joins the marketplace: the hold is lifted in the offer's own transaction. Changing the
 * item row logs a catalogue change (migration 0027's trigger), so every process's cached marketplace
 * pages the item now shows on are read again (docs/decisions/002-marketplace-search.md).
 */
export async function releaseHoldInTx(tx: Transaction, itemId: number): Promise<void> {
  await tx
    .update(items)
    .set({ heldForNonprofitId: null, heldUntil: null, updatedAt: new Date() })
    .where(eq(items.id, itemId));
}

/**
 * A waiting offer ends unaccepted (docs/product.md, Needs board): declined by the nonprofit (or by
 * closing its need), or expired when its window passed; either way its listing joins the marketplace.
 * Call with the need and the offer locked.
 */
export async function endOfferInTx(
  tx: Transaction,
  offer: NeedOfferRow,
  status: 'declined' | 'expired',
): Promise<void> {
  await tx.update(needOffers).set({ status, decidedAt: new Date() }).where(eq(needOffers.id, offer.id));
  await releaseHoldInTx(tx, offer.itemId);
}
