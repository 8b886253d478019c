import { itemsQuerySchema, type ItemsPage } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem } from '#src/factories/items';
import { createUser } from '#src/factories/users';
import { items, users, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { readCatalogueVersion } from './catalogue-changes';
import { createItemsPageCache } from './items.cache';
import { listItems } from './items.service';
import { getItems, titlesOf } from '#test/support/items.test-support';
import { resolveViewer } from './items.visibility';

describe('GET /api/items: cached pages follow every change', () => {
  let t: TestApp;
  let donor: UserRow;
  let nonprofit: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    donor = await createUser(t.ctx.db, { role: 'donor', companyName: 'Acme Surplus' });
    nonprofit = await createUser(t.ctx.db, {
      role: 'nonprofit',
      approvalStatus: 'approved',
      state: 'IL',
      shippingState: 'IL',
    });
  });
  afterAll(() => t.close());

  it('shows a new, an edited and a removed item on the very next read', async () => {
    const query = { donor_id: donor.id, search: 'lantern' };
    expect(titlesOf(await getItems(t, query))).toEqual([]);

    const item = await createItem(t.ctx.db, { donorId: donor.id, title: 'Camping Lantern' });
    expect(titlesOf(await getItems(t, query))).toEqual(['Camping Lantern']);

    await t.ctx.db.update(items).set({ title: 'Solar Lantern', quantity: 7 }).where(eq(items.id, item.id));
    const edited = await getItems(t, query);
    expect(edited.items.map((row) => [row.title, row.quantity])).toEqual([['Solar Lantern', 7]]);

    await t.ctx.db.update(items).set({ status: 'disabled' }).where(eq(items.id, item.id));
    expect((await getItems(t, query)).total).toBe(0);
  });

  it('takes a word for a typo only when no listed item has it, and follows the last one going', async () => {
    const [benches, coats] = [await createUser(t.ctx.db), await createUser(t.ctx.db)];
    await createItem(t.ctx.db, { donorId: benches.id, title: 'Sparkas Bench', category: 'Furniture' });
    const parkas = await createItem(t.ctx.db, { donorId: coats.id, title: 'Winter Parkas', category: 'Clothing' });
    const query = { donor_id: benches.id, search: 'parkas' };
    // Another donor lists parkas, so the word is no typo, and no bench is offered for it.
    expect(titlesOf(await getItems(t, query))).toEqual([]);
    await t.ctx.db.update(items).set({ status: 'disabled' }).where(eq(items.id, parkas.id));
    expect(titlesOf(await getItems(t, query))).toEqual(['Sparkas Bench']);
    await t.ctx.db.update(items).set({ status: 'available' }).where(eq(items.id, parkas.id));
    expect(titlesOf(await getItems(t, query))).toEqual([]);
  });

  it('corrects a typo to a word the catalogue learns from a new title, on the very next read', async () => {
    const query = { donor_id: donor.id, search: 'gazebbo' };
    expect(titlesOf(await getItems(t, query))).toEqual([]);
    await createItem(t.ctx.db, { donorId: donor.id, title: 'Garden Gazebo' });
    expect(titlesOf(await getItems(t, query))).toEqual(['Garden Gazebo']);
  });

  it("shows a donor's new company name on cached cards", async () => {
    await createItem(t.ctx.db, { donorId: donor.id, title: 'Folding Table' });
    const query = { donor_id: donor.id, search: 'table' };
    const companyOf = (page: ItemsPage) => page.items[0]?.donor_company_name;
    expect(companyOf(await getItems(t, query))).toBe('Acme Surplus');
    await t.ctx.db.update(users).set({ companyName: 'Acme Giving' }).where(eq(users.id, donor.id));
    expect(companyOf(await getItems(t, query))).toBe('Acme Giving');
  });

  it('keeps pages of different viewers apart', async () => {
    const statewide = await createUser(t.ctx.db, { role: 'donor', pickupState: 'TX', donorScope: 'statewide' });
    await createItem(t.ctx.db, {
      donorId: statewide.id,
      title: 'Texas Only Bookshelf',
      state: 'TX',
      donorScope: 'statewide',
    });
    const query = { donor_id: statewide.id };
    expect(titlesOf(await getItems(t, query))).toEqual(['Texas Only Bookshelf']);
    // The same query by a nonprofit outside Texas must not reuse the visitor's page.
    expect(titlesOf(await getItems(t, query, nonprofit))).toEqual([]);
  });

  it('moves the catalogue version once per committed transaction, however many rows changed', async () => {
    const before = await readCatalogueVersion(t.ctx.db);
    await t.ctx.db.transaction(async (tx) => {
      for (let index = 0; index < 3; index++) await createItem(tx, { donorId: donor.id, title: `Crate ${index}` });
    });
    expect(await readCatalogueVersion(t.ctx.db)).toBe(before + 1);

    await t.ctx.db
      .transaction(async (tx) => {
        await createItem(tx, { donorId: donor.id, title: 'Rolled back' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await readCatalogueVersion(t.ctx.db)).toBe(before + 1);

    // Signing in or changing a password touches users without touching any card.
    await t.ctx.db.update(users).set({ updatedAt: new Date() }).where(eq(users.id, donor.id));
    expect(await readCatalogueVersion(t.ctx.db)).toBe(before + 1);
  });

  /** A page source that counts its loads; each load waits for `gate` when one is set. */
  function countingSource(query: ReturnType<typeof itemsQuerySchema.parse>) {
    const viewer = resolveViewer(null, {});
    const source = {
      loads: 0,
      gate: undefined as Promise<void> | undefined,
      async load() {
        const load = ++source.loads;
        const { page, dependency } = await listItems(t.ctx.db, viewer, query);
        await source.gate;
        return { page: { ...page, total: load }, dependency };
      },
    };
    return { viewer, source };
  }

  it('loads a page once while nothing it depends on changes, and again after a change that matches it', async () => {
    const cache = createItemsPageCache<ItemsPage>(t.ctx.db, 10);
    const query = itemsQuerySchema.parse({ search: 'crate' });
    const { viewer, source } = countingSource(query);
    expect((await cache.read(viewer, query, source)).total).toBe(1);
    expect((await cache.read(viewer, query, source)).total).toBe(1);
    // A new version that changed nothing this page could show keeps it.
    await createItem(t.ctx.db, { donorId: donor.id, title: 'Garden Hose' });
    expect((await cache.read(viewer, query, source)).total).toBe(1);
    await createItem(t.ctx.db, { donorId: donor.id, title: 'Crate 9' });
    expect((await cache.read(viewer, query, source)).total).toBe(2);
    expect(source.loads).toBe(2);
    expect(cache.stats()).toEqual({ hits: 2, kept: 1, filtered: 1, shared: 0, misses: 2, reached: 1 });

    const off = createItemsPageCache<ItemsPage>(t.ctx.db, 0);
    await off.read(viewer, query, source);
    await off.read(viewer, query, source);
    expect(source.loads).toBe(4);
  });

  it('keeps a page whose total is exact across edits that leave a row after its rows matching', async () => {
    const cache = createItemsPageCache<ItemsPage>(t.ctx.db, 10);
    const lanterns = [];
    for (const cents of [1_000, 2_000, 3_000, 9_000]) {
      lanterns.push(await createItem(t.ctx.db, { donorId: donor.id, title: 'Storm Lantern', fmvCents: cents }));
    }
    const dearest = lanterns[3]!;
    // Two shown, the third read for the next cursor: the dearest sorts after all of them.
    const query = itemsQuerySchema.parse({ search: 'lantern', sort_by: 'price_low', limit: 2 });
    const { viewer, source } = countingSource(query);
    await cache.read(viewer, query, source);
    // Its quantity, then its description: still a lantern, so the total of 4 stands.
    await t.ctx.db.update(items).set({ quantity: 5 }).where(eq(items.id, dearest.id));
    await t.ctx.db.update(items).set({ description: 'Brighter than before.' }).where(eq(items.id, dearest.id));
    // Listed and unlisted again since the page was read: in and out, the total is as it was.
    const brief = await createItem(t.ctx.db, { donorId: donor.id, title: 'Brass Lantern', fmvCents: 9_500 });
    await t.ctx.db.update(items).set({ status: 'disabled' }).where(eq(items.id, brief.id));
    await cache.read(viewer, query, source);
    expect(source.loads).toBe(1);
    expect(cache.stats()).toMatchObject({ kept: 1, misses: 1 });

    // No longer a lantern: the total is 3 now.
    await t.ctx.db.update(items).set({ title: 'Storm Candle' }).where(eq(items.id, dearest.id));
    await cache.read(viewer, query, source);
    expect(source.loads).toBe(2);
    const { page } = await listItems(t.ctx.db, viewer, query);
    expect(page.total).toBe(3);
  });

  it('reads a page once for concurrent requests, but never hands a request a read older than it', async () => {
    const cache = createItemsPageCache<ItemsPage>(t.ctx.db, 10);
    const query = itemsQuerySchema.parse({ search: 'birdhouse' });
    const { viewer, source } = countingSource(query);
    const together = await Promise.all([1, 2, 3].map(() => cache.read(viewer, query, source)));
    expect(together.map((page) => page.total)).toEqual([1, 1, 1]);
    expect(source.loads).toBe(1);

    // A read under way when a matching item commits cannot answer a request that came after the commit.
    await createItem(t.ctx.db, { donorId: donor.id, title: 'Cedar Birdhouse' });
    let open = () => {};
    source.gate = new Promise((resolve) => (open = resolve));
    const before = cache.read(viewer, query, source);
    while (source.loads < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    await createItem(t.ctx.db, { donorId: donor.id, title: 'Pine Birdhouse' });
    const after = cache.read(viewer, query, source);
    while (source.loads < 3) await new Promise((resolve) => setTimeout(resolve, 5));
    open();
    expect((await before).total).toBe(2);
    const latest = await after;
    expect(latest.total).toBe(3);
    expect(latest.items.map((item) => item.title).sort()).toEqual(['Cedar Birdhouse', 'Pine Birdhouse']);
    expect(cache.stats()).toMatchObject({ shared: 2, misses: 3 });
  });
});
