import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem } from '#src/factories/items';
import { createUser } from '#src/factories/users';
import { items, users, type UserRow } from '#src/platform/database/schema';
import { distanceMiles } from '#src/platform/geocoder';
import { createTestApp, type TestApp } from '#test/setup/test-app';

const CHICAGO = { latitude: 41.8789, longitude: -87.6359 };
const place = (state: string | null, latitude: number | null, longitude: number | null) => ({
  state,
  latitude,
  longitude,
});

describe('GET /api/admin/location-analytics', () => {
  let t: TestApp;
  let admin: UserRow;
  let donor: UserRow;
  let nonprofit: UserRow;
  const url = '/api/admin/location-analytics';

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.db;
    admin = await createUser(db, { role: 'admin', state: null });
    nonprofit = await createUser(db, { role: 'nonprofit', approvalStatus: 'approved', state: 'IL', ...CHICAGO });
    await createUser(db, {
      role: 'nonprofit',
      approvalStatus: 'approved',
      state: 'ak',
      latitude: 61.2181,
      longitude: -149.9003,
    });
    // Approved but not placed: reaches items in its shipping state only.
    await createUser(db, { role: 'nonprofit', approvalStatus: 'approved', state: 'TX', shippingState: 'TX' });
    // Waiting for approval: counted where it is, but it cannot request, so it reaches nothing.
    await createUser(db, { role: 'nonprofit', state: 'WI', latitude: 43.0731, longitude: -89.4012 });
    donor = await createUser(db, { role: 'donor', state: 'IL' });
    await createUser(db, { role: 'donor', state: 'CA' });
    await createUser(db, { role: 'donor', state: null });

    const listed = [
      place('IL', CHICAGO.latitude, CHICAGO.longitude), // 0 miles
      place('IL', 42.0451, -87.6877), // Evanston, about 12 miles
      place('IL', 41.7606, -88.3201), // Aurora, about 36 miles
      place('IL', 39.7817, -89.6501), // Springfield, about 180 miles: statewide
      place('IL', null, null), // not placed: statewide
      place('TX', 30.2672, -97.7431), // Austin: the Texas nonprofit has no place, statewide
      place('CA', 37.7749, -122.4194), // San Francisco: no nonprofit in California
      place('zz', null, null), // no valid state: unreached
      place('AK', 61.3214, -149.568), // Eagle River, about 13 miles from Anchorage
    ];
    for (const where of listed) await createItem(db, { donorId: donor.id, ...where });
    await createItem(db, {
      donorId: donor.id,
      ...place('IL', CHICAGO.latitude, CHICAGO.longitude),
      status: 'disabled',
    });
    await createItem(db, { donorId: donor.id, ...place('IL', CHICAGO.latitude, CHICAGO.longitude), quantity: 0 });
  });
  afterAll(() => t.close());

  it('answers admins only: 401 anonymous, 403 donors, nonprofits and a wrong admin_id', async () => {
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    for (const as of [donor, nonprofit]) {
      const response = await t.request({ method: 'GET', url, as });
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toBe('Access denied. Admin privileges required.');
    }
    expect((await t.request({ method: 'GET', url: `${url}?admin_id=${admin.id + 1000}`, as: admin })).statusCode).toBe(
      403,
    );
    expect((await t.request({ method: 'GET', url: `${url}?admin_id=${admin.id}`, as: admin })).statusCode).toBe(200);
  });

  it('counts accounts and listed items by state, and coverage of the 50 states and DC', async () => {
    const body = (await t.request({ method: 'GET', url, as: admin })).json();
    expect(body.users_by_state).toEqual([
      { state: 'IL', nonprofits: 1, donors: 1, total: 2 },
      { state: 'AK', nonprofits: 1, donors: 0, total: 1 },
      { state: 'CA', nonprofits: 0, donors: 1, total: 1 },
      { state: 'TX', nonprofits: 1, donors: 0, total: 1 },
      { state: 'WI', nonprofits: 1, donors: 0, total: 1 },
    ]);
    expect(body.items_by_location).toEqual([
      { state: 'IL', items: 5, total_value_cents: 250_000 },
      { state: 'AK', items: 1, total_value_cents: 50_000 },
      { state: 'CA', items: 1, total_value_cents: 50_000 },
      { state: 'TX', items: 1, total_value_cents: 50_000 },
    ]);
    expect(body).toMatchObject({
      total_states: 5,
      top_state: 'IL',
      top_state_count: 7,
      states_possible: 51,
      coverage_percentage: 9.8,
      users_without_state: 1,
      items_without_state: 1,
    });
  });

  it('puts each listed item in the band of its nearest approved nonprofit', async () => {
    const body = (await t.request({ method: 'GET', url, as: admin })).json();
    expect(body).toMatchObject({
      listed_items: 9,
      within_5_miles: 1,
      within_25_miles: 3,
      within_50_miles: 4,
      statewide: 3,
      unreached: 2,
      approved_nonprofits_placed: 2,
    });
  });

  it('agrees with the distance to every nonprofit, item by item, on places spread around cell edges', async () => {
    const db = t.ctx.db;
    // A fixed pseudo-random spread over the Midwest, dense enough that many items sit near a band's edge.
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    // Inserted in two statements (no password hashing, no round trip per row): only places matter here.
    await db.insert(users).values(
      Array.from({ length: 30 }, (_, n) => ({
        email: `spread-${n}@example.org`,
        passwordHash: 'not-used',
        name: `Spread nonprofit ${n}`,
        role: 'nonprofit' as const,
        approvalStatus: 'approved' as const,
        state: 'IA',
        latitude: 40 + random() * 4,
        longitude: -94 + random() * 6,
      })),
    );
    await db.insert(items).values(
      Array.from({ length: 200 }, (_, n) => ({
        donorId: donor.id,
        title: `Spread item ${n}`,
        description: 'An item placed at random.',
        category: 'Electronics',
        fmvCents: 1000,
        quantity: 1,
        initialQuantity: 1,
        shippingOptions: ['donor_ships' as const],
        ...place('IA', 39.5 + random() * 5, -94.5 + random() * 7),
      })),
    );
    const nonprofits = await db
      .select()
      .from(users)
      .where(eq(users.approvalStatus, 'approved'))
      .then((rows) => rows.filter((row) => row.role === 'nonprofit'));
    const placed = nonprofits.filter((row) => row.latitude !== null && row.longitude !== null);
    const states = new Set(nonprofits.map((row) => (row.shippingState ?? row.state ?? '').trim().toUpperCase()));
    const listed = (
      await db
        .select()
        .from(items)
        .where(inArray(items.status, ['available']))
    ).filter((row) => row.quantity > 0);
    const expected = { within_5_miles: 0, within_25_miles: 0, within_50_miles: 0, statewide: 0, unreached: 0 };
    for (const item of listed) {
      const nearest =
        item.latitude === null || item.longitude === null
          ? Infinity
          : Math.min(
              ...placed.map((np) =>
                distanceMiles(
                  { latitude: item.latitude!, longitude: item.longitude! },
                  { latitude: np.latitude!, longitude: np.longitude! },
                ),
              ),
            );
      if (nearest <= 5) expected.within_5_miles += 1;
      if (nearest <= 25) expected.within_25_miles += 1;
      if (nearest <= 50) expected.within_50_miles += 1;
      else if (states.has((item.state ?? '').trim().toUpperCase())) expected.statewide += 1;
      else expected.unreached += 1;
    }
    const body = (await t.request({ method: 'GET', url, as: admin })).json();
    expect(body).toMatchObject({ listed_items: listed.length, ...expected });
    // The spread really tests the bands: some items fall in each.
    expect(expected.within_5_miles).toBeGreaterThan(0);
    expect(expected.within_50_miles - expected.within_25_miles).toBeGreaterThan(0);
  });
});
