import { itemsQuerySchema, ITEMS_TOTAL_CAP, type ItemsPage } from '@app/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem } from '#src/factories/items';
import { createUser } from '#src/factories/users';
import { items, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { closeServers, expectEveryPageAgrees, serversOn, type Servers } from '#test/support/items-cache.test-support';
import { createItemsPageCache, itemsPageCacheOf } from './items.cache';
import { listItems } from './items.service';
import { resolveViewer } from './items.visibility';
import { insertItems, type Query } from '#test/support/items.test-support';
import { listingClient, validForm } from '#test/support/items-write.test-support';

const LAMPS = 1_150;

/**
 * docs/decisions/002-marketplace-search.md: a page with more matches than the count reaches is kept
 * across changes of matching rows that sort after the rows it read and leave its "1,000+" standing,
 * and is read again when one enters its rows or the total could drop to the cap. Two servers with
 * caches of their own, checked after every write against a server without one.
 */
describe('GET /api/items: cached pages of more than 1,000 matches follow the writes that reach them', () => {
  let t: TestApp;
  let servers: Servers;
  let donor: UserRow;
  let nonprofit: UserRow;
  let lampIds: number[];

  const queries = (): { query: Query }[] =>
    (
      [
        { sort_by: 'price_low' },
        { sort_by: 'price_high' },
        {},
        { search: 'lamp' },
        { search: 'lamp', sort_by: 'title' },
        // A typo: no whole word matches, so every lamp is found by the similar title word "lamp".
        { search: 'lampp', sort_by: 'price_high' },
      ] as Query[]
    )
      .map((query) => ({ query: { ...query, donor_id: donor.id, limit: 5 } }))
      // A nonprofit in Illinois, whom the lamps (offered within 25 miles of Los Angeles) do not reach:
      // its pages show "1,000+" left out of reach, which holds across changes the count absorbs.
      .concat(
        [{}, { search: 'lamp' }].map((query) => ({ query: { ...query, donor_id: donor.id, limit: 5 }, as: nonprofit })),
      );

  beforeAll(async () => {
    t = await createTestApp({ marketplaceCachePages: 200 });
    servers = await serversOn(t);
    donor = await createUser(t.ctx.db, { role: 'donor' });
    await insertItems(t.ctx.db, donor.id, LAMPS, 'Desk Lamp');
    await t.ctx.db
      .update(items)
      .set({ donorScope: 'local_community', state: 'CA', latitude: 34.05, longitude: -118.24 })
      .where(eq(items.donorId, donor.id));
    nonprofit = await createUser(t.ctx.db, {
      role: 'nonprofit',
      approvalStatus: 'approved',
      state: 'IL',
      shippingState: 'IL',
      latitude: 41.88,
      longitude: -87.63,
    });
    lampIds = (await t.ctx.db.select({ id: items.id }).from(items).where(eq(items.donorId, donor.id))).map(
      (row) => row.id,
    );
  });
  afterAll(() => closeServers(servers));

  /** An edit through the route, keeping the item a desk lamp. */
  async function edit(index: number, title: string, dollars: number): Promise<string> {
    const form = validForm({ title, fair_market_value: dollars, category: 'Miscellaneous' });
    const response = await listingClient(t).update(donor, lampIds[index]!, form, donor.id);
    expect(response.statusCode, response.body).toBe(200);
    return `item ${index} became ${title} at $${dollars}`;
  }

  /** Unlists `count` lamps from the middle of every order, in one transaction. */
  async function unlist(from: number, count: number): Promise<string> {
    const ids = lampIds.slice(from, from + count);
    await t.ctx.db
      .update(items)
      .set({ status: 'disabled', updatedAt: sql`now()` })
      .where(and(eq(items.donorId, donor.id), inArray(items.id, ids)));
    return `${count} lamps unlisted`;
  }

  it('reads a page again when the one row after it, which made its next cursor, goes', async () => {
    // The six dearest lamps: a price_low page that starts before them shows five and has a next cursor,
    // made by the sixth. Over a thousand lamps match, so one fewer leaves the total as it is.
    const dearest = JSON.parse((await servers.truth.get({ donor_id: donor.id, sort_by: 'price_high', limit: 7 })).body)
      .items as { id: number; fair_market_value: number }[];
    const start = dearest[6]!;
    const cursor = Buffer.from(
      JSON.stringify({ s: 'price_low', k: String(Math.round(start.fair_market_value * 100)), i: start.id }),
    ).toString('base64url');
    const nearTheEnd = [{ query: { donor_id: donor.id, sort_by: 'price_low', limit: 5, cursor } }];
    await expectEveryPageAgrees(servers, nearTheEnd, 'near the end');
    expect(JSON.parse((await servers.truth.get(nearTheEnd[0]!.query)).body).next_cursor).not.toBeNull();
    await t.ctx.db.update(items).set({ status: 'disabled' }).where(eq(items.id, dearest[0]!.id));
    await expectEveryPageAgrees(servers, nearTheEnd, 'after the dearest lamp was unlisted');
    expect(JSON.parse((await servers.truth.get(nearTheEnd[0]!.query)).body).next_cursor).toBeNull();
  });

  it('keeps pages across changes they cannot show, and follows those they can', { timeout: 240_000 }, async () => {
    await expectEveryPageAgrees(servers, queries(), 'at the start');
    const steps = [
      // Sorts after the rows read in every order: the pages stay.
      () => edit(574, 'Desk Lamp 575', 5.75),
      // Cheapest of all: onto the first price_low page.
      () => edit(600, 'Desk Lamp 601', 0.5),
      // First by title.
      () => edit(601, 'Aardvark Desk Lamp', 6.02),
      // Dearest of all.
      () => edit(602, 'Desk Lamp 603', 9_999),
      // Matches "lampp" as a whole word: that search switches from typos to this one lamp.
      () => edit(603, 'Lampp Desk Lamp', 1),
      () => unlist(100, 60),
      () => unlist(200, 60),
      // 969 left: the total is exact again.
      () => unlist(300, 60),
    ];
    for (const step of steps) await expectEveryPageAgrees(servers, queries(), `after ${await step()}`);

    const last = await servers.truth.get({ donor_id: donor.id });
    // 1,150 lamps, less the one unlisted above and the 180 here.
    expect(JSON.parse(last.body)).toMatchObject({ total: LAMPS - 181, total_capped: false });
    expect(LAMPS - 181).toBeLessThan(ITEMS_TOTAL_CAP);
    expect(itemsPageCacheOf(t.ctx).stats().kept).toBeGreaterThan(0);
    expect(servers.other.stats().kept).toBeGreaterThan(0);
  });

  it('keeps a typo page across a change after its rows, and reads it again once the titles teach a new word', async () => {
    // A donor of its own: the steps above made "lampp" a whole word.
    const heaters = await createUser(t.ctx.db, { role: 'donor' });
    await insertItems(t.ctx.db, heaters.id, LAMPS, 'Desk Heater');
    // Found only by a word of its description that no title has yet, and dearer than every heater.
    await createItem(t.ctx.db, {
      donorId: heaters.id,
      title: 'Garden Shelf',
      description: 'Holds a heaterbox.',
      category: 'Miscellaneous',
      fmvCents: 2_000_000,
    });
    const cache = createItemsPageCache<ItemsPage>(t.ctx.db, 10);
    const query = itemsQuerySchema.parse({ search: 'heaterr', sort_by: 'price_high', donor_id: heaters.id, limit: 5 });
    const viewer = resolveViewer(null, {});
    let loads = 0;
    const source = {
      load: () => {
        loads++;
        return listItems(t.ctx.db, viewer, query);
      },
    };
    const first = await cache.read(viewer, query, source);
    expect(first.total_capped).toBe(true);
    expect(first.items.map((item) => item.title)).toEqual(
      ['1150', '1149', '1148', '1147', '1146'].map((n) => `Desk Heater ${n}`),
    );

    // A heater the typo finds, far below the page's rows, with no word the titles lack: the page stays.
    const [cheap] = await t.ctx.db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.donorId, heaters.id), eq(items.title, 'Desk Heater 701')));
    const form = validForm({ title: 'Desk Heater 701', fair_market_value: 7.02, category: 'Miscellaneous' });
    expect((await listingClient(t).update(heaters, cheap!.id, form, heaters.id)).statusCode).toBe(200);
    expect((await cache.read(viewer, query, source)).items).toEqual(first.items);
    expect(loads).toBe(1);

    // Another donor's title teaches "heaterbox", similar to "heaterr": the shelf now matches, first.
    const other = await createUser(t.ctx.db, { role: 'donor' });
    await createItem(t.ctx.db, { donorId: other.id, title: 'Heaterbox Cover' });
    const after = await cache.read(viewer, query, source);
    expect(loads).toBe(2);
    expect(after.items[0]?.title).toBe('Garden Shelf');
    expect(after).toEqual(JSON.parse((await servers.truth.get({ ...query, donor_id: heaters.id })).body));
  });
});
