import { donorNeedsPageSchema, NEED_RULES } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { needs, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import {
  AUSTIN,
  dayIn,
  needsClient,
  placedDonor,
  placedNonprofit,
  postedNeed,
  type NeedsClient,
} from '#test/support/needs.test-support';

/** Springfield, IL: in the donor's state, about 180 miles from Chicago. */
const SPRINGFIELD = { latitude: 39.7817, longitude: -89.6501, shippingState: 'IL', shippingCity: 'Springfield' };

describe("needs: the donors' board", () => {
  let t: TestApp;
  let api: NeedsClient;
  /** Evanston, about 12 miles from the donors' Chicago pickup. */
  let near: UserRow;
  let inState: UserRow;
  let far: UserRow;
  let ids: { near: number; inState: number; far: number; coats: number };

  beforeAll(async () => {
    t = await createTestApp();
    api = needsClient(t);
    near = await placedNonprofit(t.ctx.db, 0, { organizationName: 'Lakeside Youth' });
    inState = await placedNonprofit(t.ctx.db, 0, SPRINGFIELD);
    far = await placedNonprofit(t.ctx.db, 0, AUSTIN);
    ids = {
      near: await postedNeed(t, near, { title: 'Laptops for homework', needed_by: dayIn(20) }),
      coats: await postedNeed(t, near, {
        title: 'Winter coats',
        category: 'Clothing',
        description: 'Warm coats for children.',
        needed_by: dayIn(5),
      }),
      inState: await postedNeed(t, inState, {
        title: 'Tablets for the pantry',
        description: 'To sign families in.',
        needed_by: dayIn(10),
      }),
      far: await postedNeed(t, far, {
        title: 'Projector for classes',
        description: 'For evening classes.',
        needed_by: dayIn(15),
      }),
    };
  });
  afterAll(() => t.close());

  const boardIds = async (donor: UserRow, query = '') => {
    const response = await api.board(donor, donor.id, query);
    expect(response.statusCode).toBe(200);
    return donorNeedsPageSchema.parse(response.json()).needs.map((need) => need.id);
  };

  it('shows the open needs the donor’s reach covers, soonest needed first, with the distance', async () => {
    const nationwide = await placedDonor(t.ctx.db);
    expect(await boardIds(nationwide)).toEqual([ids.coats, ids.inState, ids.far, ids.near]);
    const statewide = await placedDonor(t.ctx.db, { donorScope: 'statewide' });
    expect(await boardIds(statewide)).toEqual([ids.coats, ids.inState, ids.near]);
    const local = await placedDonor(t.ctx.db, { donorScope: 'local_community' });
    expect(await boardIds(local)).toEqual([ids.coats, ids.near]);
    // Without a place to measure from, a distance reaches no one.
    const unplaced = await createUser(t.ctx.db, { role: 'donor', donorScope: 'citywide' });
    expect(await boardIds(unplaced)).toEqual([]);

    const page = donorNeedsPageSchema.parse((await api.board(local, local.id)).json());
    expect(page.needs[0]).toMatchObject({
      id: ids.coats,
      nonprofit_name: 'Lakeside Youth',
      nonprofit_city: 'Evanston',
      nonprofit_state: 'IL',
      status: 'open',
      actions: ['answer'],
    });
    expect(page.needs[0]!.distance_miles).toBeGreaterThan(10);
    expect(page.needs[0]!.distance_miles).toBeLessThan(14);
    expect(page).toMatchObject({ total: 2, page: 1, page_size: NEED_RULES.pageSize });
  });

  it('searches words in any of their forms and filters by category', async () => {
    const donor = await placedDonor(t.ctx.db);
    expect(await boardIds(donor, '&q=laptop')).toEqual([ids.near]);
    expect(await boardIds(donor, '&q=children%20coat')).toEqual([ids.coats]);
    // The last word may still be being typed.
    expect(await boardIds(donor, '&q=proj')).toEqual([ids.far]);
    expect(await boardIds(donor, '&category=Clothing')).toEqual([ids.coats]);
    expect(await boardIds(donor, '&category=Clothing&q=laptop')).toEqual([]);
    // Stop words alone are no search.
    expect(await boardIds(donor, '&q=the')).toHaveLength(4);
  });

  it('pages are bounded, and needs closed or past their date are left out', async () => {
    const donor = await placedDonor(t.ctx.db);
    const first = donorNeedsPageSchema.parse((await api.board(donor, donor.id, '&page_size=2')).json());
    const second = donorNeedsPageSchema.parse((await api.board(donor, donor.id, '&page_size=2&page=2')).json());
    expect(first.total).toBe(4);
    expect([...first.needs, ...second.needs].map((need) => need.id)).toEqual([
      ids.coats,
      ids.inState,
      ids.far,
      ids.near,
    ]);
    for (const query of [`&page_size=${NEED_RULES.pageSize + 1}`, '&page=0', '&page=10001', '&q=' + 'a'.repeat(201)]) {
      const refused = await api.board(donor, donor.id, query);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().detail).toBeTruthy();
    }
    const gone = await postedNeed(t, near, { title: 'Gone soon' });
    const past = await postedNeed(t, near, { title: 'Yesterday' });
    expect(await boardIds(donor)).toEqual(expect.arrayContaining([gone, past]));
    expect((await api.close(near, gone)).statusCode).toBe(200);
    await t.ctx.db
      .update(needs)
      .set({ neededBy: dayIn(-1) })
      .where(eq(needs.id, past));
    expect(await boardIds(donor)).toEqual([ids.coats, ids.inState, ids.far, ids.near]);
  });

  it('only the donor it names reads it', async () => {
    const donor = await placedDonor(t.ctx.db);
    const other = await placedDonor(t.ctx.db);
    const admin = await createUser(t.ctx.db, { role: 'admin' });
    expect((await api.board(undefined, donor.id)).statusCode).toBe(401);
    for (const caller of [other, near, admin]) expect((await api.board(caller, donor.id)).statusCode).toBe(403);
  });
});
