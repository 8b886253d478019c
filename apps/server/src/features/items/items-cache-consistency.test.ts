import { DELIVERY_OPTIONS, DONOR_SCOPES } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem } from '#src/factories/items';
import { createUser } from '#src/factories/users';
import { users, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import {
  CATEGORIES,
  closeServers,
  expectEveryPageAgrees,
  seeded,
  serversOn,
  TITLES,
  type Servers,
  type ViewedQuery,
} from '#test/support/items-cache.test-support';
import { itemsPageCacheOf } from './items.cache';
import { queryString, type Query } from '#test/support/items.test-support';
import { listingClient, validForm } from '#test/support/items-write.test-support';

const WRITES = 24;
const CHICAGO = { latitude: 41.8781, longitude: -87.6298 };
const HOUSTON = { latitude: 29.7604, longitude: -95.3698 };

/** Filters, sorts, searches (whole word, typo, partial word), places and small pages with cursors. */
const QUERIES: [Query, 'visitor' | 'nonprofit'][] = [
  [{ limit: 4 }, 'visitor'],
  [{ sort_by: 'price_high', limit: 3 }, 'visitor'],
  [{ sort_by: 'price_low', limit: 5 }, 'visitor'],
  [{ sort_by: 'title', limit: 4 }, 'visitor'],
  [{ search: 'desk', limit: 3 }, 'visitor'],
  [{ search: 'desk', sort_by: 'price_low', limit: 3 }, 'visitor'],
  [{ search: 'laptpo' }, 'visitor'],
  [{ search: 'lan', limit: 3 }, 'visitor'],
  [{ category: 'Furniture', limit: 3 }, 'visitor'],
  [{ min_value: 50, max_value: 300, limit: 4 }, 'visitor'],
  [{ delivery_option: 'electronic', sort_by: 'title', limit: 4 }, 'visitor'],
  [{ user_state: 'TX', location: 'statewide', limit: 4 }, 'visitor'],
  [{ limit: 4 }, 'nonprofit'],
  [{ location: 'local_community', limit: 3 }, 'nonprofit'],
  [{ search: 'coat', sort_by: 'price_high', limit: 2 }, 'nonprofit'],
];

/**
 * docs/decisions/002-marketplace-search.md: a cached page never disagrees with the database once a
 * write has committed. Two servers with page caches of their own share one database (on PostgreSQL
 * each with its own pool); readers keep both busy while a donor edits, lists and unlists items
 * through the routes. After each write's answer, every query (and its second page) read from either
 * server must equal the same read with no cache at all.
 */
describe('GET /api/items: cached pages agree with the database after every write, across servers', () => {
  let t: TestApp;
  let servers: Servers;
  let donor: UserRow;
  let nonprofit: UserRow;
  const itemIds: number[] = [];

  beforeAll(async () => {
    t = await createTestApp({ marketplaceCachePages: 200 });
    servers = await serversOn(t);
    donor = await createUser(t.ctx.db, { role: 'donor', companyName: 'Lakeside Supply' });
    nonprofit = await createUser(t.ctx.db, {
      role: 'nonprofit',
      approvalStatus: 'approved',
      state: 'IL',
      shippingState: 'IL',
      ...CHICAGO,
    });
    const rng = seeded(11);
    for (let index = 0; index < 24; index++) {
      const inTexas = rng.next() < 0.3;
      const place = inTexas ? HOUSTON : CHICAGO;
      const item = await createItem(t.ctx.db, {
        donorId: donor.id,
        title: `${rng.pick(TITLES)} ${index}`,
        category: rng.pick(CATEGORIES),
        fmvCents: 1_000 + Math.floor(rng.next() * 50_000),
        shippingOptions: [rng.pick(DELIVERY_OPTIONS)],
        donorScope: rng.pick(DONOR_SCOPES),
        state: inTexas ? 'TX' : 'IL',
        latitude: place.latitude + (rng.next() - 0.5) * 0.3,
        longitude: place.longitude + (rng.next() - 0.5) * 0.3,
      });
      itemIds.push(item.id);
    }
  });
  afterAll(() => closeServers(servers));

  const viewed = (): ViewedQuery[] =>
    QUERIES.map(([query, who]) => ({ query, as: who === 'nonprofit' ? nonprofit : undefined }));

  /** One donor write through the routes; edits most often, sometimes unlisting, listing again or a new item. */
  async function write(step: number, rng: ReturnType<typeof seeded>): Promise<string> {
    const client = listingClient(t);
    const id = rng.pick(itemIds);
    if (step % 6 === 5) {
      const response = await client.create(donor, validForm({ title: `${rng.pick(TITLES)} new ${step}` }), donor.id);
      expect(response.statusCode, response.body).toBe(201);
      itemIds.push((response.json() as { id: number }).id);
      return `write ${step} (new item)`;
    }
    if (step % 6 === 4) {
      const status = rng.next() < 0.5 ? 'disabled' : 'available';
      const response = await client.status(donor, id, status, donor.id);
      expect(response.statusCode, response.body).toBe(200);
      return `write ${step} (item ${id} ${status})`;
    }
    const form = validForm({
      title: `${rng.pick(TITLES)} ${step}`,
      category: rng.pick(CATEGORIES),
      fair_market_value: 10 + Math.floor(rng.next() * 500),
      quantity: 1 + Math.floor(rng.next() * 9),
      shipping_options: [rng.pick(DELIVERY_OPTIONS)],
    });
    const response = await client.update(donor, id, form, donor.id);
    expect(response.statusCode, response.body).toBe(200);
    return `write ${step} (item ${id} edited)`;
  }

  it(
    'serves no stale page after any write, while readers race the writes on both servers',
    { timeout: 240_000 },
    async () => {
      const rng = seeded(2026);
      const readerRng = seeded(7);
      let writing = true;
      const readers = Array.from({ length: 3 }, async (_, reader) => {
        while (writing) {
          const { query, as } = readerRng.pick(viewed());
          if (reader === 0) await t.request({ method: 'GET', url: `/api/items?${queryString(query)}`, as });
          else await servers.other.get(query, as);
        }
      });
      try {
        await expectEveryPageAgrees(servers, viewed(), 'at the start');
        for (let step = 0; step < WRITES; step++) {
          await expectEveryPageAgrees(servers, viewed(), `after ${await write(step, rng)}`);
        }
        // A donor's name is on every card of its items.
        await t.ctx.db.update(users).set({ companyName: 'Lakeside Giving' }).where(eq(users.id, donor.id));
        await expectEveryPageAgrees(servers, viewed(), 'after the donor was renamed');
      } finally {
        writing = false;
        await Promise.all(readers);
      }
      // Not by reading everything again: both caches kept pages across writes that could not touch them.
      expect(itemsPageCacheOf(t.ctx).stats().kept).toBeGreaterThan(0);
      expect(servers.other.stats().kept).toBeGreaterThan(0);
    },
  );
});
