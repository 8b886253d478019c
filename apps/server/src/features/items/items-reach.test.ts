import { reachExplanation, type DonorScope } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem } from '#src/factories/items';
import { createUser } from '#src/factories/users';
import type { UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { getItems, titlesOf, type Query } from '#test/support/items.test-support';

const EVANSTON = { latitude: 42.0451, longitude: -87.6877 };
const OAKLAND = { latitude: 37.8044, longitude: -122.2712 };
const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };
const SPRINGFIELD = { latitude: 39.7817, longitude: -89.6501 };

/**
 * docs/product.md, Marketplace and donor scope: a nonprofit's marketplace answer says how many
 * matching items its reach leaves out, so the page can say why it does not show them.
 */
describe('GET /api/items: what is out of reach for the viewer', () => {
  let t: TestApp;
  let donor: UserRow;
  let nearby: UserRow;
  let faraway: UserRow;
  let unplaced: UserRow;
  let admin: UserRow;
  const mine = (query: Query = {}) => ({ donor_id: donor.id, limit: 60, ...query });

  beforeAll(async () => {
    t = await createTestApp({ marketplaceCachePages: 200 });
    const db = t.ctx.db;
    donor = await createUser(db, { role: 'donor' });
    const listing = (
      title: string,
      donorScope: DonorScope,
      state: string,
      point: typeof EVANSTON,
      category = 'Electronics',
    ) => createItem(db, { donorId: donor.id, title, donorScope, state, category, ...point });
    await listing('Evanston Laptop', 'local_community', 'IL', EVANSTON);
    await listing('Evanston Desk', 'citywide', 'IL', EVANSTON, 'Furniture');
    await listing('Springfield Printer', 'statewide', 'IL', SPRINGFIELD);
    await listing('Oakland Chromebook', 'local_community', 'CA', OAKLAND);
    await listing('Oakland Monitor', 'citywide', 'CA', OAKLAND);
    await listing('Austin Chromebook', 'statewide', 'TX', AUSTIN);
    await listing('Austin Chair', 'nationwide', 'TX', AUSTIN, 'Furniture');
    nearby = await createUser(db, { role: 'nonprofit', approvalStatus: 'approved', shippingState: 'IL', ...EVANSTON });
    faraway = await createUser(db, { role: 'nonprofit', approvalStatus: 'approved', shippingState: 'TX', ...AUSTIN });
    unplaced = await createUser(db, { role: 'nonprofit', approvalStatus: 'approved', shippingState: 'IL' });
    admin = await createUser(db, { role: 'admin' });
  });
  afterAll(() => t.close());

  it('a visitor, a donor and an admin see every listed item and no reach', async () => {
    for (const as of [undefined, donor, admin]) {
      const page = await getItems(t, mine(), as);
      expect(page.total).toBe(7);
      expect(page.reach).toBeNull();
    }
  });

  it('an in-area nonprofit is told how many more items are offered only near or within their donors', async () => {
    const page = await getItems(t, mine(), nearby);
    expect(titlesOf(page).sort()).toEqual(['Austin Chair', 'Evanston Desk', 'Evanston Laptop', 'Springfield Printer']);
    expect(page.reach).toEqual({
      out_of_reach: 3,
      out_of_reach_capped: false,
      nearby_only: 2,
      state_only: 1,
      placed: true,
    });
    expect(reachExplanation(page.reach, page.total, { filtered: false })?.summary).toBe(
      '3 more items are listed, but their donors offer them only near their own locations or within their own states.',
    );
  });

  it('an out-of-area nonprofit sees the other side of the same catalogue', async () => {
    const page = await getItems(t, mine(), faraway);
    expect(titlesOf(page).sort()).toEqual(['Austin Chair', 'Austin Chromebook']);
    expect(page.reach).toEqual({
      out_of_reach: 5,
      out_of_reach_capped: false,
      nearby_only: 4,
      state_only: 1,
      placed: true,
    });
  });

  it('counts with the same filters as the page', async () => {
    const furniture = await getItems(t, mine({ category: 'Furniture' }), faraway);
    expect(titlesOf(furniture)).toEqual(['Austin Chair']);
    expect(furniture.reach).toMatchObject({ out_of_reach: 1, nearby_only: 1, state_only: 0 });
    const cheap = await getItems(t, mine({ max_value: 50 }), faraway);
    expect(cheap).toMatchObject({ total: 0, reach: { out_of_reach: 0 } });
  });

  it('a search that matches only items out of reach says so, with its reasons', async () => {
    const page = await getItems(t, mine({ search: 'Chromebook' }), nearby);
    expect(page).toMatchObject({ items: [], total: 0 });
    expect(page.reach).toEqual({
      out_of_reach: 2,
      out_of_reach_capped: false,
      nearby_only: 1,
      state_only: 1,
      placed: true,
    });
    expect(reachExplanation(page.reach, page.total, { search: 'Chromebook', filtered: false })?.summary).toBe(
      '2 items match “Chromebook”, but their donors offer them only near their own locations or within their own states.',
    );
    // A typo finds the same items: the typo-tolerant search counts what it would have shown.
    const typo = await getItems(t, mine({ search: 'Chromebok' }), nearby);
    expect(typo).toMatchObject({ total: 0, reach: { out_of_reach: 2 } });
    // A real miss: nothing matches anywhere.
    const miss = await getItems(t, mine({ search: 'harpsichord' }), nearby);
    expect(miss).toMatchObject({ total: 0, reach: { out_of_reach: 0 } });
    expect(reachExplanation(miss.reach, miss.total, { search: 'harpsichord', filtered: false })).toBeNull();
  });

  it('an unplaced nonprofit is reached by nothing nearby, and told so', async () => {
    const page = await getItems(t, mine(), unplaced);
    expect(titlesOf(page).sort()).toEqual(['Austin Chair', 'Springfield Printer']);
    expect(page.reach).toEqual({
      out_of_reach: 5,
      out_of_reach_capped: false,
      nearby_only: 4,
      state_only: 1,
      placed: false,
    });
    expect(reachExplanation(page.reach, page.total, { filtered: false })?.why).toMatch(
      /could not place your shipping address/,
    );
  });

  it('a cached page follows a change to an item out of reach', async () => {
    const before = await getItems(t, mine({ search: 'Monitor' }), nearby);
    expect(before).toMatchObject({ total: 0, reach: { out_of_reach: 1 } });
    await createItem(t.ctx.db, {
      donorId: donor.id,
      title: 'Austin Monitor',
      donorScope: 'statewide',
      state: 'TX',
      ...AUSTIN,
    });
    const after = await getItems(t, mine({ search: 'Monitor' }), nearby);
    expect(after).toMatchObject({ total: 0, reach: { out_of_reach: 2, nearby_only: 1, state_only: 1 } });
  });

  it('the featured row holds only items the nonprofit can request; a visitor sees them all', async () => {
    const featuredTitles = async (as?: UserRow) =>
      titlesOf(await getItems(t, { featured: 'true' }, as)).filter((title) =>
        /^(Evanston|Oakland|Austin|Springfield) /.test(title),
      );
    expect((await featuredTitles()).sort()).toEqual([
      'Austin Chair',
      'Austin Chromebook',
      'Austin Monitor',
      'Evanston Desk',
      'Evanston Laptop',
      'Oakland Chromebook',
      'Oakland Monitor',
      'Springfield Printer',
    ]);
    expect((await featuredTitles(nearby)).sort()).toEqual([
      'Austin Chair',
      'Evanston Desk',
      'Evanston Laptop',
      'Springfield Printer',
    ]);
    expect((await featuredTitles(faraway)).sort()).toEqual(['Austin Chair', 'Austin Chromebook', 'Austin Monitor']);
  });

  it('bad input is still a 400 for a nonprofit', async () => {
    for (const query of ['search=%00', 'min_value=10&max_value=5', 'location=moon']) {
      const response = await t.request({ method: 'GET', url: `/api/items?${query}`, as: nearby });
      expect(response.statusCode, response.body).toBe(400);
    }
  });
});
