import { DELIVERY_OPTIONS, DONOR_SCOPES, type DeliveryOption, type DonorScope, type ItemStatus } from '@app/shared';
import type { items } from '../src/platform/database/schema';
import { lookupCity } from '../src/platform/geocoder';
import { ADJECTIVES, BRANDS, CONDITIONS, EXTRAS, NOUNS, USES } from './bench-vocabulary';

/** Varied but deterministic listing text for the marketplace benchmark (seeded, so runs compare). */

/** A small seeded PRNG (mulberry32): the same catalogue on every run. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, pick };
}

const STATUSES: [ItemStatus, number][] = [
  ['available', 0.84],
  ['requested', 0.05],
  ['approved', 0.03],
  ['completed', 0.03],
  ['disabled', 0.03],
  ['pending_review', 0.02],
];

export interface BenchDonor {
  id: number;
  city: string;
  state: string;
  scope: DonorScope;
}

export type NewItem = typeof items.$inferInsert;

/** One item of the benchmark catalogue. */
export function benchItem(rng: ReturnType<typeof random>, donor: BenchDonor, now: number): NewItem {
  const category = rng.pick(Object.keys(NOUNS));
  const noun = rng.pick(NOUNS[category]!);
  const adjective = rng.pick(ADJECTIVES);
  const brand = rng.pick(BRANDS);
  const title = `${brand} ${adjective} ${noun}`;
  const description = [
    `${adjective[0]!.toUpperCase()}${adjective.slice(1)} ${noun} ${rng.pick(CONDITIONS)}.`,
    `Ideal for ${rng.pick(USES)} and ${rng.pick(USES)}.`,
    rng.pick(EXTRAS),
    rng.pick(EXTRAS),
  ].join(' ');
  const options = DELIVERY_OPTIONS.filter(() => rng.next() < 0.5);
  const shippingOptions: DeliveryOption[] = options.length > 0 ? options : [rng.pick(DELIVERY_OPTIONS)];
  let roll = rng.next();
  const status = STATUSES.find(([, share]) => (roll -= share) < 0)?.[0] ?? 'available';
  const quantity = rng.next() < 0.03 ? 0 : 1 + Math.floor(rng.next() * 50);
  const place = lookupCity(donor.city, donor.state)!;
  return {
    donorId: donor.id,
    title,
    description,
    category,
    fmvCents: 500 + Math.floor(rng.next() * 250_000),
    quantity,
    initialQuantity: quantity + Math.floor(rng.next() * 5),
    shippingOptions,
    status,
    city: donor.city,
    state: donor.state,
    latitude: place.latitude + (rng.next() - 0.5) * 0.2,
    longitude: place.longitude + (rng.next() - 0.5) * 0.2,
    donorScope: donor.scope,
    createdAt: new Date(now - Math.floor(rng.next() * 730 * 86_400_000)),
  };
}

export const benchDonorScope = (index: number): DonorScope => DONOR_SCOPES[index % DONOR_SCOPES.length]!;
