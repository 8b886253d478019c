import type { DonorScope } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem } from '#src/factories/items';
import { createUser } from '#src/factories/users';
import type { UserRow } from '#src/platform/database/schema';
import { distanceMiles } from '#src/platform/geocoder';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { getItems, titlesOf, type Query } from '#test/support/items.test-support';

const EVANSTON = { latitude: 42.0451, longitude: -87.6877 };
/** A point `miles` due north of Evanston. */
const north = (miles: number) => ({ latitude: EVANSTON.latitude + miles / 69.09, longitude: EVANSTON.longitude });

describe('GET /api/items: donor scope visibility and the location filter', () => {
  let t: TestApp;
  let listingDonor: UserRow;
  let nonprofit: UserRow;
  let nonprofitNoCoordinates: UserRow;
  let nonprofitNowhere: UserRow;
  let viewingDonor: UserRow;
  let admin: UserRow;

  const ALL = [
    'Local 20 mi',
    'Local 30 mi',
    'Local 60 mi',
    'City 40 mi',
    'City 60 mi',
    'Statewide IL',
    'Statewide TX',
    'Nationwide CA',
    'Local without coordinates',
  ];
  const sorted = (titles: string[]) => [...titles].sort();
  const seen = async (as?: UserRow, query: Query = {}) =>
    sorted(titlesOf(await getItems(t, { donor_id: listingDonor.id, limit: 60, ...query }, as)));

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.db;
    listingDonor = await createUser(db, { role: 'donor' });
    const listing = (
      title: string,
      donorScope: DonorScope,
      state: string,
      point: { latitude: number; longitude: number } | null,
    ) =>
      createItem(db, {
        donorId: listingDonor.id,
        title,
        donorScope,
        state,
        latitude: point?.latitude ?? null,
        longitude: point?.longitude ?? null,
      });
    await listing('Local 20 mi', 'local_community', 'IL', north(20));
    await listing('Local 30 mi', 'local_community', 'IL', north(30));
    await listing('Local 60 mi', 'local_community', 'WI', north(60));
    await listing('City 40 mi', 'citywide', 'WI', north(40));
    await listing('City 60 mi', 'citywide', 'WI', north(60));
    await listing('Statewide IL', 'statewide', 'IL', { latitude: 39.8, longitude: -89.6495 });
    await listing('Statewide TX', 'statewide', 'TX', { latitude: 30.2713, longitude: -97.7426 });
    await listing('Nationwide CA', 'nationwide', 'CA', { latitude: 37.8071, longitude: -122.2851 });
    await listing('Local without coordinates', 'local_community', 'IL', null);

    nonprofit = await createUser(db, {
      role: 'nonprofit',
      approvalStatus: 'approved',
      state: 'IL',
      shippingState: 'IL',
      latitude: EVANSTON.latitude,
      longitude: EVANSTON.longitude,
    });
    nonprofitNoCoordinates = await createUser(db, { role: 'nonprofit', shippingState: 'il' });
    nonprofitNowhere = await createUser(db, { role: 'nonprofit' });
    viewingDonor = await createUser(db, {
      role: 'donor',
      pickupState: 'IL',
      pickupLatitude: EVANSTON.latitude,
      pickupLongitude: EVANSTON.longitude,
    });
    admin = await createUser(db, { role: 'admin' });
  });
  afterAll(() => t.close());

  it('places the test items where their titles say', () => {
    expect(distanceMiles(EVANSTON, north(20))).toBeCloseTo(20, 0);
    expect(distanceMiles(EVANSTON, north(60))).toBeCloseTo(60, 0);
  });

  it('shows a nonprofit only the items whose donor scope reaches it', async () => {
    expect(await seen(nonprofit)).toEqual(sorted(['Local 20 mi', 'City 40 mi', 'Statewide IL', 'Nationwide CA']));
  });

  it('without coordinates, a nonprofit is reached by nationwide and same-state statewide items only', async () => {
    expect(await seen(nonprofitNoCoordinates)).toEqual(sorted(['Statewide IL', 'Nationwide CA']));
    expect(await seen(nonprofitNowhere)).toEqual(['Nationwide CA']);
  });

  it('shows visitors, donors and admins every listed item', async () => {
    expect(await seen()).toEqual(sorted(ALL));
    expect(await seen(viewingDonor)).toEqual(sorted(ALL));
    expect(await seen(admin)).toEqual(sorted(ALL));
  });

  it('counts only what the viewer may see', async () => {
    expect((await getItems(t, { donor_id: listingDonor.id }, nonprofit)).total).toBe(4);
    expect((await getItems(t, { donor_id: listingDonor.id })).total).toBe(ALL.length);
  });

  it("narrows by location from the viewer's own place", async () => {
    expect(await seen(nonprofit, { location: 'local_community' })).toEqual(['Local 20 mi']);
    expect(await seen(nonprofit, { location: 'citywide' })).toEqual(sorted(['Local 20 mi', 'City 40 mi']));
    expect(await seen(nonprofit, { location: 'statewide' })).toEqual(sorted(['Local 20 mi', 'Statewide IL']));
    expect(await seen(nonprofit, { location: 'nationwide' })).toHaveLength(4);
    expect(await seen(nonprofit, { location: 'all' })).toHaveLength(4);
    // A donor narrows from the pickup location, and still sees items of any scope.
    expect(await seen(viewingDonor, { location: 'citywide' })).toEqual(
      sorted(['Local 20 mi', 'Local 30 mi', 'City 40 mi']),
    );
  });

  it("narrows a visitor's view by the user_state they send", async () => {
    expect(await seen(undefined, { location: 'statewide', user_state: 'TX' })).toEqual(['Statewide TX']);
    // No coordinates for a visitor: a radius falls back to the state.
    expect(await seen(undefined, { location: 'local_community', user_state: 'tx' })).toEqual(['Statewide TX']);
    // Nothing to narrow from: everything stays.
    expect(await seen(undefined, { location: 'statewide' })).toEqual(sorted(ALL));
    // A signed-in nonprofit's own state wins over user_state.
    expect(await seen(nonprofit, { location: 'statewide', user_state: 'TX' })).toEqual(
      sorted(['Local 20 mi', 'Statewide IL']),
    );
  });

  it('applies the same reach to search results and to the featured row', async () => {
    expect(titlesOf(await getItems(t, { donor_id: listingDonor.id, search: 'statewide' }, nonprofit))).toEqual([
      'Statewide IL',
    ]);
    const featured = await getItems(t, { featured: 'true' }, nonprofit);
    expect(sorted(titlesOf(featured))).toEqual(sorted(['Local 20 mi', 'City 40 mi', 'Statewide IL', 'Nationwide CA']));
  });

  it('checks that a user_id in the query names the signed-in user', async () => {
    const url = (id: number) => `/api/items?user_id=${id}`;
    expect((await t.request({ method: 'GET', url: url(nonprofit.id) })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: url(viewingDonor.id), as: nonprofit })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: url(nonprofit.id), as: nonprofit })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: url(nonprofit.id), as: admin })).statusCode).toBe(200);
  });
});
