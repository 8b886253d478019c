import type { Listing } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '#src/platform/database/client';
import { items, type ItemRow } from '#src/platform/database/schema';
import { badRequest } from '#src/platform/errors';
import { flowStatusOf } from './item-status';
import { lockOwnItem } from './items-write.service';
import { LISTING_REFUSALS } from './listing.messages';
import { loadListing } from './listings.queries';

async function setStatus(tx: Transaction, item: ItemRow, next: ItemRow['status']): Promise<void> {
  // Asking for the status the item already has writes nothing, so the catalogue version stays.
  if (next === item.status) return;
  await tx.update(items).set({ status: next, updatedAt: new Date() }).where(eq(items.id, item.id));
}

/**
 * PUT /items/{id}/status (docs/product.md, Items and requesting). Disabling hides the item and
 * stops new requests; its pending requests stay for the donor to decide. Enabling gives it back the
 * status its requests call for (requested, approved, ...), not simply `available`. An item waiting
 * for review is the admin's to release, either way, and a rejected one its donor edits to send it back
 * for review.
 */
export async function setListingStatus(
  db: Database,
  donorId: number,
  itemId: number,
  status: 'available' | 'disabled',
): Promise<Listing> {
  return db.transaction(async (tx) => {
    const item = await lockOwnItem(tx, itemId, donorId);
    if (item.status === 'pending_review') throw badRequest(LISTING_REFUSALS.statusInReview);
    if (item.status === 'rejected') throw badRequest(LISTING_REFUSALS.statusRejected);
    const next = status === 'disabled' ? 'disabled' : await flowStatusOf(tx, itemId);
    await setStatus(tx, item, next ?? item.status);
    return (await loadListing(tx, itemId))!;
  });
}
