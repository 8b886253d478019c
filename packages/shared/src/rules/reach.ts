import type { DonorScope } from '../constants';
import { DONOR_SCOPE_RADIUS_MILES } from '../marketplace-constants';
import type { MarketplaceReach } from '../schemas/items';
import { searchWords } from './search-words';
import { formatInteger } from './money';

/**
 * docs/product.md, Marketplace and donor scope: how far each donor scope reaches, measured from the
 * donor's pickup location. The server builds its SQL from this table (items.visibility.ts), and
 * `donorScopeReaches` reads it the same way, so there is one rule.
 */
export const DONOR_SCOPE_REACH = {
  local_community: { kind: 'radius', miles: DONOR_SCOPE_RADIUS_MILES.local_community },
  citywide: { kind: 'radius', miles: DONOR_SCOPE_RADIUS_MILES.citywide },
  statewide: { kind: 'state' },
  nationwide: { kind: 'everywhere' },
} as const satisfies Record<DonorScope, { kind: 'radius'; miles: number } | { kind: 'state' | 'everywhere' }>;

/** A place as the marketplace knows it: coordinates when the address could be placed, and a state. */
export interface ReachPlace {
  latitude: number | null;
  longitude: number | null;
  /** Two-letter state code. */
  state: string | null;
}

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle (haversine) distance in miles; not driving distance. */
export function milesBetween(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

const pointOf = ({ latitude, longitude }: ReachPlace) =>
  latitude !== null && longitude !== null ? { latitude, longitude } : null;

/**
 * Whether an item listed with `scope` at `item` (its donor's pickup location) reaches a nonprofit at
 * `nonprofit`. Without coordinates on either side a distance cannot be measured, so only nationwide
 * and same-state statewide items reach (docs/product.md, Places, Unplaced accounts).
 */
export function donorScopeReaches(scope: DonorScope, item: ReachPlace, nonprofit: ReachPlace): boolean {
  const reach = DONOR_SCOPE_REACH[scope];
  if (reach.kind === 'everywhere') return true;
  if (reach.kind === 'state') return item.state !== null && item.state === nonprofit.state;
  const from = pointOf(item);
  const to = pointOf(nonprofit);
  return from !== null && to !== null && milesBetween(from, to) <= reach.miles;
}

/** What the nonprofit asked the marketplace for, as far as the wording needs it. */
export interface ReachAsked {
  /** The search as typed; a search without a letter or digit is no search. */
  search?: string;
  /** Any filter other than the search (category, location, delivery, price). */
  filtered: boolean;
}

export interface ReachExplanation {
  /** How many items are out of reach, and how they match, in one sentence. */
  summary: string;
  /** Why, in a nonprofit's words. */
  why: string;
  /** The nonprofit's own address is part of the reason: the page links to where it is changed. */
  checkAddress: boolean;
}

const countOf = (reach: MarketplaceReach) =>
  `${formatInteger(reach.out_of_reach)}${reach.out_of_reach_capped ? '+' : ''}`;

/** "only near their own locations", "only within the donor's own state", or both. */
function whereOffered(reach: MarketplaceReach, one: boolean): string {
  const near = one ? "near the donor's own location" : 'near their own locations';
  const state = one ? "within the donor's own state" : 'within their own states';
  if (reach.nearby_only > 0 && reach.state_only > 0) return `only ${near} or ${state}`;
  return reach.state_only > 0 ? `only ${state}` : `only ${near}`;
}

function whatMatched(asked: ReachAsked, one: boolean): string {
  const search = searchWords(asked.search).length > 0 ? asked.search?.trim() : undefined;
  const matches = one ? 'matches' : 'match';
  if (search && asked.filtered) return `${matches} “${search}” and your filters`;
  if (search) return `${matches} “${search}”`;
  if (asked.filtered) return `${matches} your filters`;
  return one ? 'is listed' : 'are listed';
}

const RADII = [DONOR_SCOPE_REACH.local_community.miles, DONOR_SCOPE_REACH.citywide.miles];

/**
 * docs/product.md, Marketplace and donor scope: why a nonprofit does not see every listed item. Null
 * when there is nothing to explain: anyone but a nonprofit sees every listed item, and a nonprofit
 * that every matching item reaches needs no reason.
 *
 * `shown` is how many items the page lists for the same filters: with none, the sentence says the
 * matches exist ("3 items match “Chromebook”, but ..."); with some, it speaks of the rest ("15 more").
 */
export function reachExplanation(
  reach: MarketplaceReach | null,
  shown: number,
  asked: ReachAsked,
): ReachExplanation | null {
  if (!reach || reach.out_of_reach === 0) return null;
  const one = reach.out_of_reach === 1 && !reach.out_of_reach_capped;
  const more = shown > 0;
  const items = one ? 'item' : 'items';
  const donors = one ? 'its donor offers it' : 'their donors offer them';
  const summary =
    `${countOf(reach)} ${more ? 'more ' : ''}${items} ${whatMatched(asked, one)}, ` +
    `but ${donors} ${whereOffered(reach, one)}.`;
  const checkAddress = !reach.placed && reach.nearby_only > 0;
  return { summary, why: whyOf(checkAddress), checkAddress };
}

function whyOf(checkAddress: boolean): string {
  if (checkAddress) {
    return (
      'We could not place your shipping address on the map, so items offered only near their donors ' +
      'cannot reach you. Check the address in your profile.'
    );
  }
  return (
    `Each donor chooses how far its items reach: within ${RADII[0]} or ${RADII[1]} miles of the donor, ` +
    "within the donor's state, or nationwide. Distances are measured from your shipping address."
  );
}

/** The short title of a marketplace page that lists nothing because every match is out of reach. */
export const OUT_OF_REACH_TITLE = 'Not offered in your area';
