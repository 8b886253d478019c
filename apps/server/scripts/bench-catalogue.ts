import { DELIVERY_OPTIONS, DONOR_SCOPES, type DeliveryOption, type DonorScope, type ItemStatus } from '@app/shared';
import { asc, like, sql } from 'drizzle-orm';
import { createUser } from '../src/factories/users';
import type { Database } from '../src/platform/database/client';
import { items, users } from '../src/platform/database/schema';
import { lookupCity } from '../src/platform/geocoder';
import { ADJECTIVES, BENCH_CITIES, BRANDS, CONDITIONS, EXTRAS, NOUNS, USES } from './bench-vocabulary';

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

const ROWS_PER_INSERT = 1000;
const INSERTS_PER_TRANSACTION = 10;
const DONOR_COUNT = 20;
const DONOR_NAME = 'Bench Donor';

async function createBenchDonors(db: Database): Promise<BenchDonor[]> {
  const donors: BenchDonor[] = [];
  for (let index = 0; index < DONOR_COUNT; index++) {
    const [city, state] = BENCH_CITIES[index % BENCH_CITIES.length]!;
    const scope = benchDonorScope(index);
    const user = await createUser(db, {
      role: 'donor',
      name: `${DONOR_NAME} ${index + 1}`,
      companyName: `${city} Surplus Partners ${index + 1}`,
      pickupCity: city,
      pickupState: state,
      donorScope: scope,
    });
    donors.push({ id: user.id, city, state, scope });
  }
  return donors;
}

async function existingBenchDonors(db: Database): Promise<BenchDonor[]> {
  const rows = await db
    .select({ id: users.id, city: users.pickupCity, state: users.pickupState, scope: users.donorScope })
    .from(users)
    .where(like(users.name, `${DONOR_NAME} %`))
    .orderBy(asc(users.id));
  return rows.map((row) => ({
    id: row.id,
    city: row.city ?? '',
    state: row.state ?? '',
    scope: row.scope as DonorScope,
  }));
}

/**
 * The benchmark catalogue: `count` seeded items from 20 donors in different cities and reaches.
 * Items already there are reused when there are enough (BENCH_DATABASE_URL). Returns the donors.
 */
export async function loadBenchCatalogue(db: Database, count: number, log: (line: string) => void) {
  const [existing] = await db.select({ value: sql<number>`count(*)::int` }).from(items);
  if ((existing?.value ?? 0) >= count) {
    log(`reusing ${existing!.value} items already in the database`);
    return existingBenchDonors(db);
  }
  const donors = await createBenchDonors(db);
  const rng = random(20_240_601);
  const now = Date.now();
  const started = performance.now();
  const batches = Math.ceil(count / ROWS_PER_INSERT);
  for (let batch = 0; batch < batches; batch += INSERTS_PER_TRANSACTION) {
    await db.transaction(async (tx) => {
      for (let insert = batch; insert < Math.min(batches, batch + INSERTS_PER_TRANSACTION); insert++) {
        const size = Math.min(ROWS_PER_INSERT, count - insert * ROWS_PER_INSERT);
        const rows = Array.from({ length: size }, () => benchItem(rng, rng.pick(donors), now));
        await tx.insert(items).values(rows);
      }
    });
    const done = Math.min(count, (batch + INSERTS_PER_TRANSACTION) * ROWS_PER_INSERT);
    if (done % 20_000 === 0 || done === count) log(`loaded ${done} items`);
  }
  log(`bulk load took ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await db.execute(sql`vacuum analyze items`);
  await db.execute(sql`analyze users`);
  await db.execute(sql`analyze title_words`);
  return donors;
}
