import type { Geocoder, GeocodeQuery, GeoPoint } from '#src/platform/geocoder';
import type { UserRow } from '#src/platform/database/schema';

/** The address columns that decide where an account is (docs/product.md, Places). */
export const ADDRESS_COLUMNS = [
  'address',
  'city',
  'state',
  'zip',
  'shippingAddress',
  'shippingCity',
  'shippingState',
  'shippingZip',
  'pickupAddress',
  'pickupCity',
  'pickupState',
  'pickupZip',
] as const satisfies readonly (keyof UserRow)[];

export type AccountAddress = Pick<UserRow, 'role' | (typeof ADDRESS_COLUMNS)[number]>;

/** Coordinate columns as the account's address places them; a role's other columns are left out. */
export type AccountCoordinates = Partial<
  Pick<UserRow, 'latitude' | 'longitude' | 'pickupLatitude' | 'pickupLongitude'>
>;

const given = (value: string | null | undefined) => value != null && value.trim() !== '';
const anyGiven = (query: GeocodeQuery) => [query.address, query.city, query.state, query.zip].some(given);

async function point(geocoder: Geocoder, query: GeocodeQuery): Promise<GeoPoint | null> {
  return anyGiven(query) ? geocoder.geocode(query) : null;
}

const latLon = (found: GeoPoint | null) => ({
  latitude: found?.latitude ?? null,
  longitude: found?.longitude ?? null,
});

/** True when an address column differs: the account has to be placed again. */
export function addressChanged(before: AccountAddress, after: AccountAddress): boolean {
  return ADDRESS_COLUMNS.some((column) => (before[column] ?? null) !== (after[column] ?? null));
}

/**
 * Where the account's address puts it. A nonprofit is placed at its shipping address (where items
 * go), falling back to its own address; a donor's items sit at its pickup location, falling back
 * to its own address (features/items/listing-place.ts), so both are placed. Null coordinates mean
 * the address could not be placed (or there is none). Admins are never placed.
 */
export async function locateAccount(geocoder: Geocoder, account: AccountAddress): Promise<AccountCoordinates> {
  const own = { address: account.address, city: account.city, state: account.state, zip: account.zip };
  if (account.role === 'nonprofit') {
    const shipping = {
      address: account.shippingAddress,
      city: account.shippingCity,
      state: account.shippingState,
      zip: account.shippingZip,
    };
    return latLon((await point(geocoder, shipping)) ?? (await point(geocoder, own)));
  }
  if (account.role === 'donor') {
    const pickup = await point(geocoder, {
      address: account.pickupAddress,
      city: account.pickupCity,
      state: account.pickupState,
      zip: account.pickupZip,
    });
    const home = latLon(await point(geocoder, own));
    return { ...home, pickupLatitude: pickup?.latitude ?? null, pickupLongitude: pickup?.longitude ?? null };
  }
  return {};
}
