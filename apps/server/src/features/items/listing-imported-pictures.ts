import { LISTING_RULES } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '#src/platform/database/client';
import { items } from '#src/platform/database/schema';
import { lockItems } from './item-status';
import { resolveListingImages } from './listing-images';

/**
 * A picture fetched for an imported listing, already re-encoded as one of the donor's uploads,
 * added after the listing's pictures: resolved as the item form resolves an upload, so it is stored
 * the same way. False when the item is gone or already has as many pictures as a listing may.
 */
export async function addImportedPicture(
  tx: Transaction,
  itemId: number,
  donorId: number,
  publicId: string,
): Promise<boolean> {
  const item = (await lockItems(tx, [itemId])).get(itemId);
  if (!item || item.donorId !== donorId || item.images.length >= LISTING_RULES.maxItemImages) return false;
  const images = [
    ...item.images.map((image) => ({ public_id: image.public_id, url: image.url })),
    { public_id: publicId, url: '' },
  ];
  const pictures = await resolveListingImages(tx, donorId, { images }, item.images);
  await tx
    .update(items)
    .set({ images: pictures.images, imageUrl: pictures.imageUrl, updatedAt: new Date() })
    .where(eq(items.id, itemId));
  return true;
}

/** Adds a line to what the donor reads about the listing's pictures (a picture that could not be added). */
export async function noteOnListing(tx: Transaction, itemId: number, note: string): Promise<void> {
  await tx
    .update(items)
    .set({
      importNote: sql`case when ${items.importNote} is null then ${note} else ${items.importNote} || E'\n' || ${note} end`,
    })
    .where(eq(items.id, itemId));
}
