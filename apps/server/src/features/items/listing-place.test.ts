import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem } from '#src/factories/items';
import { createUser } from '#src/factories/users';
import { users, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { moveDonorItemsInTx } from '.';
import { getItems, titlesOf } from '#test/support/items.test-support';
import { itemRowOf, listItem } from '#test/support/items-write.test-support';

const placeColumns = (row: Awaited<ReturnType<typeof itemRowOf>>) => ({
  city: row.city,
  state: row.state,
  zip: row.zip,
  latitude: row.latitude,
  longitude: row.longitude,
  donorScope: row.donorScope,
});

describe('moveDonorItemsInTx: items follow their donor', () => {
  let t: TestApp;
  let donor: UserRow;
  let bystander: UserRow;
  let texasNonprofit: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    donor = await createUser(t.ctx.db, {
      role: 'donor',
      pickupCity: 'Chicago',
      pickupState: 'IL',
      pickupZip: '60606',
      pickupLatitude: 41.8789,
      pickupLongitude: -87.6359,
      donorScope: 'statewide',
    });
    bystander = await createUser(t.ctx.db, { role: 'donor', pickupState: 'IL', donorScope: 'statewide' });
    texasNonprofit = await createUser(t.ctx.db, {
      role: 'nonprofit',
      approvalStatus: 'approved',
      state: 'TX',
      shippingState: 'TX',
    });
  });
  afterAll(() => t.close());

  it("re-copies the donor's pickup place and reach onto every one of its items, whatever their status", async () => {
    const listed = await listItem(t, donor, { title: 'Moving Piano', category: 'Musical Instruments' });
    const hidden = await createItem(t.ctx.db, { donorId: donor.id, status: 'disabled', state: 'IL' });
    const others = await createItem(t.ctx.db, { donorId: bystander.id, state: 'IL', donorScope: 'statewide' });
    const othersBefore = await itemRowOf(t.ctx.db, others.id);
    const seenFromTexas = async () =>
      titlesOf(await getItems(t, { donor_id: donor.id, search: 'piano' }, texasNonprofit));
    expect(await seenFromTexas()).toEqual([]);

    // The profile edit: the users row and the items change in one transaction.
    const moved = await t.ctx.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          pickupCity: 'Austin',
          pickupState: 'TX',
          pickupZip: '78701',
          pickupLatitude: 30.2713,
          pickupLongitude: -97.7426,
          donorScope: 'statewide',
        })
        .where(eq(users.id, donor.id));
      return moveDonorItemsInTx(tx, donor.id);
    });
    expect(moved).toBe(2);
    const austin = {
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      latitude: 30.2713,
      longitude: -97.7426,
      donorScope: 'statewide',
    };
    expect(placeColumns(await itemRowOf(t.ctx.db, listed.id))).toEqual(austin);
    expect(placeColumns(await itemRowOf(t.ctx.db, hidden.id))).toEqual(austin);
    expect((await itemRowOf(t.ctx.db, hidden.id)).status).toBe('disabled');
    expect(await itemRowOf(t.ctx.db, others.id)).toEqual(othersBefore);
    // The marketplace follows at once: a statewide item now in Texas reaches the Texas nonprofit.
    expect(await seenFromTexas()).toEqual(['Moving Piano']);
  });

  it('uses the donor address when no pickup place is given, and nationwide when the reach is unknown', async () => {
    const homeOnly = await createUser(t.ctx.db, { role: 'donor', city: 'Denver', state: 'CO', zip: '80202' });
    const item = await createItem(t.ctx.db, { donorId: homeOnly.id, state: 'IL', donorScope: 'local_community' });
    await t.ctx.db.transaction((tx) => moveDonorItemsInTx(tx, homeOnly.id));
    expect(placeColumns(await itemRowOf(t.ctx.db, item.id))).toEqual({
      city: 'Denver',
      state: 'CO',
      zip: '80202',
      latitude: null,
      longitude: null,
      donorScope: 'nationwide',
    });
  });

  it('moves nothing for a donor without items or an unknown account', async () => {
    const empty = await createUser(t.ctx.db, { role: 'donor' });
    expect(await t.ctx.db.transaction((tx) => moveDonorItemsInTx(tx, empty.id))).toBe(0);
    expect(await t.ctx.db.transaction((tx) => moveDonorItemsInTx(tx, 2_000_000_000))).toBe(0);
  });
});
