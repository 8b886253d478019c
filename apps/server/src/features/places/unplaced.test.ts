import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { createItem } from '#src/factories/items';
import { createUser } from '#src/factories/users';
import { items, type UserRow } from '#src/platform/database/schema';

describe('accounts that cannot be placed, for admins', () => {
  let t: TestApp;
  let admin: UserRow;
  let lostNonprofit: UserRow;
  let lostDonor: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved' });
    await createUser(t.ctx.db, { role: 'nonprofit', latitude: 41.9, longitude: -87.6 });
    lostNonprofit = await createUser(t.ctx.db, { role: 'nonprofit', name: 'Lost Nonprofit', city: 'Atlantis' });
    await createUser(t.ctx.db, { role: 'donor', pickupZip: '60606', pickupLatitude: 41.9, pickupLongitude: -87.6 });
    // A pickup place without coordinates: its items cannot be placed, whatever its own address.
    lostDonor = await createUser(t.ctx.db, {
      role: 'donor',
      name: 'Lost Donor',
      pickupCity: 'Atlantis',
      latitude: 41.9,
      longitude: -87.6,
    });
    await createUser(t.ctx.db, { role: 'donor', latitude: 41.9, longitude: -87.6 });
  });
  afterAll(() => t.close());

  const list = (query = '') => t.request({ method: 'GET', url: `/api/admin/users/all?${query}`, as: admin });

  it('counts them on every page of the users list, and lists them with unplaced=true', async () => {
    const page = await list();
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().unplaced_accounts).toBe(2);
    const unplaced = await list('unplaced=true');
    expect(
      unplaced
        .json()
        .users.map((user: { name: string }) => user.name)
        .sort(),
    ).toEqual(['Lost Donor', 'Lost Nonprofit']);
    expect(unplaced.json().total).toBe(2);
    expect((await list('unplaced=maybe')).statusCode).toBe(400);
  });

  it("places an account again when an admin edits its city and state, moving a donor's items", async () => {
    const item = await createItem(t.ctx.db, { donorId: lostDonor.id, latitude: null, longitude: null });
    const edit = (user: UserRow, fields: object) =>
      t.request({
        method: 'PUT',
        url: `/api/admin/users/${user.id}/update`,
        payload: { name: user.name, email: user.email, city: 'Denver', state: 'CO', ...fields },
        as: admin,
      });
    expect((await edit(lostNonprofit, { organization_name: 'Found', ein: '12-3456789' })).statusCode).toBe(200);
    expect((await list()).json().unplaced_accounts).toBe(1);
    // The donor's items sit at its pickup place, which an admin's city does not change.
    expect((await edit(lostDonor, { company_name: 'Lost Co' })).statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(items).where(eq(items.id, item.id));
    expect(row).toMatchObject({ city: 'Atlantis', latitude: null });
    expect((await list()).json().unplaced_accounts).toBe(1);
  });
});
