import { DONOR_SCOPE_RADIUS_MILES, DONOR_SCOPE_REACH, DONOR_SCOPES, type DonorScope, type Role } from '@app/shared';
import { and, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { items, type UserRow } from '#src/platform/database/schema';
import { unauthorized, forbidden } from '#src/platform/errors';
import { boundingBox, innerBox, type GeoPoint } from '#src/platform/geocoder';

/** Who is looking at the marketplace, and from where. */
export interface Viewer {
  role: Role | 'visitor';
  /** Nonprofit shipping location or donor pickup location. */
  point: GeoPoint | null;
  /** Two-letter state: the account's own, else the user_state a visitor sent. */
  state: string | null;
}

export const stateCode = (value: string | null | undefined) =>
  value && /^[a-z]{2}$/i.test(value.trim()) ? value.trim().toUpperCase() : null;

const pointOf = (latitude: number | null, longitude: number | null): GeoPoint | null =>
  latitude !== null && longitude !== null ? { latitude, longitude } : null;

/**
 * The viewer of GET /items. A user_id in the query must name the signed-in user
 * (admins may name anyone); it never changes whose view is shown.
 */
export function resolveViewer(user: UserRow | null, query: { user_id?: number; user_state?: string }): Viewer {
  if (query.user_id !== undefined) {
    if (!user) throw unauthorized();
    if (user.role !== 'admin' && user.id !== query.user_id) throw forbidden();
  }
  const requested = stateCode(query.user_state);
  if (!user) return { role: 'visitor', point: null, state: requested };
  if (user.role === 'nonprofit') {
    return {
      role: 'nonprofit',
      point: pointOf(user.latitude, user.longitude),
      state: stateCode(user.shippingState) ?? stateCode(user.state) ?? requested,
    };
  }
  if (user.role === 'donor') {
    return {
      role: 'donor',
      point: pointOf(user.pickupLatitude, user.pickupLongitude),
      state: stateCode(user.pickupState) ?? stateCode(user.state) ?? requested,
    };
  }
  return { role: user.role, point: null, state: stateCode(user.state) ?? requested };
}

/**
 * Items within `miles` of the point: an indexed lat/lon box first, then the haversine distance, except
 * inside the box's inner box, whose points are all within the distance (innerBox).
 */
export function withinMiles(point: GeoPoint, miles: number): SQL {
  return placeWithinMiles(items, point, miles);
}

/**
 * Rows whose place (a latitude and longitude column) is within `miles` of the point: the same test
 * for items and for the accounts a donor's reach is measured to (the needs board).
 */
export function placeWithinMiles(
  place: { latitude: AnyColumn; longitude: AnyColumn },
  point: GeoPoint,
  miles: number,
): SQL {
  const box = boundingBox(point, miles);
  const inner = innerBox(point, miles);
  const lat = point.latitude;
  const lon = point.longitude;
  return sql`(${place.latitude} between ${box.minLatitude}::float8 and ${box.maxLatitude}::float8
    and ${place.longitude} between ${box.minLongitude}::float8 and ${box.maxLongitude}::float8
    and ((${place.latitude} between ${inner.minLatitude}::float8 and ${inner.maxLatitude}::float8
      and ${place.longitude} between ${inner.minLongitude}::float8 and ${inner.maxLongitude}::float8)
    or 7917.6 * asin(least(1, sqrt(
      power(sin(radians(${place.latitude} - ${lat}::float8) / 2), 2)
      + cos(radians(${lat}::float8)) * cos(radians(${place.latitude}))
        * power(sin(radians(${place.longitude} - ${lon}::float8) / 2), 2)
    ))) <= ${miles}::float8))`;
}

/**
 * docs/product.md, Marketplace and donor scope: a nonprofit sees an item only when the donor's scope
 * reaches it, measured from the item's (donor's pickup) location, as the shared table
 * DONOR_SCOPE_REACH says (donorScopeReaches is the same rule for one item). Visitors, donors and
 * admins see every listed item. A nonprofit without coordinates is reached only by nationwide and
 * same-state statewide items.
 */
export function visibilityCondition(viewer: Viewer): SQL | undefined {
  if (viewer.role !== 'nonprofit') return undefined;
  // Widest first, as the statements were written before the table (the cheapest test first).
  const reach = [...DONOR_SCOPES].reverse().map((scope) => {
    const rule = DONOR_SCOPE_REACH[scope];
    if (rule.kind === 'everywhere') return eq(items.donorScope, scope);
    if (rule.kind === 'state')
      return viewer.state ? and(eq(items.donorScope, scope), eq(items.state, viewer.state)) : undefined;
    return viewer.point ? and(eq(items.donorScope, scope), withinMiles(viewer.point, rule.miles)) : undefined;
  });
  return or(...reach);
}

/**
 * The listed items a nonprofit's reach leaves out (the page counts them to say why they are not
 * shown): `is not true`, because the reach is null, not false, for an item without a state.
 */
export function outOfReachCondition(viewer: Viewer): SQL | undefined {
  const visible = visibilityCondition(viewer);
  return visible && sql`(${visible}) is not true`;
}

/** Scopes that reach only within a distance of the donor, and only within the donor's state. */
export const NEARBY_SCOPES = DONOR_SCOPES.filter((scope) => DONOR_SCOPE_REACH[scope].kind === 'radius');
export const STATE_SCOPES = DONOR_SCOPES.filter((scope) => DONOR_SCOPE_REACH[scope].kind === 'state');

/**
 * The marketplace's location filter narrows from the viewer's own location the same way.
 * Without coordinates a radius falls back to the viewer's state; with no state either, nothing
 * can be narrowed and every item stays.
 */
export function locationCondition(scope: DonorScope | 'all' | undefined, viewer: Viewer): SQL | undefined {
  if (!scope || scope === 'all' || scope === 'nationwide') return undefined;
  if (scope !== 'statewide' && viewer.point) return withinMiles(viewer.point, DONOR_SCOPE_RADIUS_MILES[scope]);
  return viewer.state ? eq(items.state, viewer.state) : undefined;
}

/**
 * The state the location filter narrows to, when it is a state and not a distance: a whole-word
 * search then matches it in its index scan (items-query.ts, filtersQuery).
 */
export function locationState(scope: DonorScope | 'all' | undefined, viewer: Viewer): string | null {
  if (!scope || scope === 'all' || scope === 'nationwide') return null;
  if (scope !== 'statewide' && viewer.point) return null;
  return viewer.state;
}
