import { listingKey, type ExistingListingKeys } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { items } from '#src/platform/database/schema';

/**
 * The donor's listings as an import matches rows against them (docs/product.md, Bulk listing):
 * every status, since a disabled or given item is still listed once.
 */
export async function existingListingKeys(db: Queryable, donorId: number): Promise<ExistingListingKeys> {
  const rows = await db.select({ sku: items.sku, title: items.title }).from(items).where(eq(items.donorId, donorId));
  return {
    skus: new Set(rows.flatMap((row) => (row.sku ? [listingKey(row.sku)] : []))),
    titles: new Set(rows.map((row) => listingKey(row.title))),
  };
}
