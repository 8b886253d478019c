import { DONOR_SCOPES, type DonorScope } from '@app/shared';
import { asc, eq } from 'drizzle-orm';
import type { Transaction } from '#src/platform/database/client';
import { items, users, type ItemRow, type UserRow } from '#src/platform/database/schema';

/** Where an item is and how far it reaches: copied from its donor so the marketplace filters without a join. */
export type ListingPlace = Pick<ItemRow, 'city' | 'state' | 'zip' | 'latitude' | 'longitude' | 'donorScope'>;

type DonorPlaceColumns = Pick<
  UserRow,
  | 'city'
  | 'state'
  | 'zip'
  | 'latitude'
  | 'longitude'
  | 'pickupCity'
  | 'pickupState'
  | 'pickupZip'
  | 'pickupLatitude'
  | 'pickupLongitude'
  | 'donorScope'
>;

const given = (value: string | number | null) => value !== null && value !== '';

/**
 * The donor's pickup location, or its own address when it gave no pickup location at all
 * (docs/product.md, Marketplace and donor scope). Taken as a whole, never mixed field by field, so
 * a pickup city never sits with the coordinates of another address.
 */
export function placeOf(donor: DonorPlaceColumns): ListingPlace {
  const pickup = [donor.pickupCity, donor.pickupState, donor.pickupZip, donor.pickupLatitude, donor.pickupLongitude];
  const donorScope = DONOR_SCOPES.includes(donor.donorScope as DonorScope)
    ? (donor.donorScope as DonorScope)
    : 'nationwide';
  if (pickup.some(given)) {
    return {
      city: donor.pickupCity,
      state: donor.pickupState,
      zip: donor.pickupZip,
      latitude: donor.pickupLatitude,
      longitude: donor.pickupLongitude,
      donorScope,
    };
  }
  return {
    city: donor.city,
    state: donor.state,
    zip: donor.zip,
    latitude: donor.latitude,
    longitude: donor.longitude,
    donorScope,
  };
}

/**
 * The donor's current place, read in the caller's transaction; undefined for an unknown user. The
 * row is share-locked so a new item cannot copy a place that a profile edit is changing at that
 * moment: the item waits for the edit's commit, or the edit for the item's, which then moves it.
 */
export async function donorPlaceInTx(tx: Transaction, donorId: number): Promise<ListingPlace | undefined> {
  const [donor] = await tx.select().from(users).where(eq(users.id, donorId)).for('share');
  return donor && placeOf(donor);
}

/**
 * Copies the donor's place and reach onto every item of the donor, in the caller's transaction
 * (the profile edit calls it in its own). The items are locked in id order first, the order every
 * request writer keeps, so this cannot deadlock with a basket request. Returns how many moved.
 */
export async function moveDonorItemsInTx(tx: Transaction, donorId: number): Promise<number> {
  const place = await donorPlaceInTx(tx, donorId);
  if (!place) return 0;
  const locked = await tx
    .select({ id: items.id })
    .from(items)
    .where(eq(items.donorId, donorId))
    .orderBy(asc(items.id))
    .for('update');
  if (locked.length === 0) return 0;
  await tx
    .update(items)
    .set({ ...place, updatedAt: new Date() })
    .where(eq(items.donorId, donorId));
  return locked.length;
}
