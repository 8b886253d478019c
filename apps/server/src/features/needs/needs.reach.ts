import { DONOR_SCOPE_REACH, donorScopeReaches, milesBetween, type ReachPlace } from '@app/shared';
import { eq, sql, type SQL } from 'drizzle-orm';
import { users, type UserRow } from '#src/platform/database/schema';
import { placeOf, placeWithinMiles, stateCode } from '../items';

/**
 * docs/product.md, Needs board: a donor sees and answers the needs its reach covers, by the rule of
 * its listings (DONOR_SCOPE_REACH), measured from where its listing would sit (its pickup location,
 * else its own address) to the nonprofit's place, as the marketplace measures it the other way.
 */

/** Where a donor's answer would be listed and how far it reaches. */
export function donorReach(donor: UserRow) {
  const place = placeOf(donor);
  return {
    scope: place.donorScope,
    place: { latitude: place.latitude, longitude: place.longitude, state: stateCode(place.state) } as ReachPlace,
  };
}
export type DonorReach = ReturnType<typeof donorReach>;

/** The nonprofit's place as the marketplace reads it: its coordinates, its shipping state else its state. */
export const nonprofitPlace = (
  nonprofit: Pick<UserRow, 'latitude' | 'longitude' | 'shippingState' | 'state'>,
): ReachPlace => ({
  latitude: nonprofit.latitude,
  longitude: nonprofit.longitude,
  state: stateCode(nonprofit.shippingState) ?? stateCode(nonprofit.state),
});

/** The same state code in SQL, for the nonprofits' rows (stateCode: two letters, else none). */
const nonprofitState = sql`case
  when ${users.shippingState} ~* '^\\s*[a-z]{2}\\s*$' then upper(trim(${users.shippingState}))
  when ${users.state} ~* '^\\s*[a-z]{2}\\s*$' then upper(trim(${users.state})) end`;

/**
 * The nonprofits (rows of `users`) a donor's reach covers; undefined when it covers everyone. Without
 * a place to measure from, a distance reaches no one, as for its listings.
 */
export function reachCondition({ scope, place }: DonorReach): SQL | undefined {
  const rule = DONOR_SCOPE_REACH[scope];
  if (rule.kind === 'everywhere') return undefined;
  if (rule.kind === 'state') return place.state ? eq(nonprofitState, place.state) : sql`false`;
  if (place.latitude === null || place.longitude === null) return sql`false`;
  return placeWithinMiles(users, { latitude: place.latitude, longitude: place.longitude }, rule.miles);
}

/** Whether one nonprofit is within the donor's reach: the same table, read for one place. */
export const reaches = ({ scope, place }: DonorReach, nonprofit: ReachPlace) =>
  donorScopeReaches(scope, place, nonprofit);

/** Miles from the donor's listing place to the nonprofit, to a tenth; null when either is not placed. */
export function milesTo({ place }: DonorReach, nonprofit: ReachPlace): number | null {
  if (place.latitude === null || place.longitude === null) return null;
  if (nonprofit.latitude === null || nonprofit.longitude === null) return null;
  const miles = milesBetween(
    { latitude: place.latitude, longitude: place.longitude },
    { latitude: nonprofit.latitude, longitude: nonprofit.longitude },
  );
  return Math.round(miles * 10) / 10;
}
