import { PROFILE_MESSAGES } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { createItem } from '#src/factories/items';
import { createUser } from '#src/factories/users';
import { items, type UserRow } from '#src/platform/database/schema';
import { getItems, titlesOf } from '#test/support/items.test-support';
import { historyOf, profileClient, updateOwn, userRow } from '#test/support/profiles.test-support';

describe('PUT /api/users/{id}: a user edits their own profile', () => {
  let t: TestApp;
  let nonprofit: UserRow;
  let donor: UserRow;
  let admin: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    nonprofit = await createUser(t.ctx.db, {
      role: 'nonprofit',
      name: 'Nia Nonprofit',
      phone: '555-0102',
      city: 'Evanston',
      state: 'IL',
    });
    donor = await createUser(t.ctx.db, {
      role: 'donor',
      companyName: 'Acme Giving',
      pickupCity: 'Chicago',
      pickupState: 'IL',
      pickupZip: '60606',
      pickupLatitude: 41.8789,
      pickupLongitude: -87.6359,
      donorScope: 'local_community',
    });
    admin = await createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved', name: 'Avery Admin' });
  });
  afterAll(() => t.close());

  it('saves the fields sent, by the shared rules, answers the fresh profile and leaves the others alone', async () => {
    const profile = await updateOwn(t, nonprofit, {
      organization_name: 'Lakeside Youth Alliance',
      mission_statement: 'Mentoring on the North Shore',
      website: 'lakeside.example',
      service_areas: 'Evanston, , Skokie ,',
      ein: '361234567',
      address: '500 Davis St',
      zip: '60201-1234',
      // Read-only fields are ignored, never an error.
      latitude: 1,
      approval_status: 'approved',
      contact_name: 'Someone Else',
    });
    expect(profile).toMatchObject({
      role: 'nonprofit',
      name: 'Nia Nonprofit',
      contact_name: 'Nia Nonprofit',
      phone: '555-0102',
      organization_name: 'Lakeside Youth Alliance',
      mission_statement: 'Mentoring on the North Shore',
      website: 'https://lakeside.example',
      service_areas: ['Evanston', 'Skokie'],
      ein: '36-1234567',
      address: '500 Davis St',
      city: 'Evanston',
      zip: '60201-1234',
      approval_status: 'pending',
    });
    // The new ZIP placed it (no shipping address: its own address counts).
    expect(profile.role === 'nonprofit' && profile.latitude).toBeCloseTo(42.05, 1);
    const row = await userRow(t, nonprofit.id);
    expect(row.placeCheckedAt).not.toBeNull();
    expect(PROFILE_MESSAGES.updated).toBe('Profile updated successfully!');
  });

  it('places the nonprofit at its new shipping address', async () => {
    const profile = await updateOwn(t, nonprofit, { shipping_city: 'Austin', shipping_state: 'tx', shipping_zip: '' });
    expect(profile).toMatchObject({ shipping_city: 'Austin', shipping_state: 'TX', shipping_zip: null });
    expect(profile.role === 'nonprofit' && profile.latitude).toBeCloseTo(30.3, 0);
    expect(profile.role === 'nonprofit' && profile.longitude).toBeCloseTo(-97.7, 0);
  });

  it("puts every self-edit in the account's history, marked as self, with before and after", async () => {
    const history = await historyOf(t, nonprofit.id);
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({
      actor: 'self',
      actor_name: 'Nia Nonprofit',
      admin_name: null,
      action: 'update_own_profile',
      target_type: 'user',
      target_id: String(nonprofit.id),
      before: { shipping_city: null, shipping_state: null, latitude: expect.any(Number) },
      after: { shipping_city: 'Austin', shipping_state: 'TX', latitude: expect.closeTo(30.3, 0) },
    });
    expect(history[1]!.after).toMatchObject({ website: 'https://lakeside.example', ein: '36-1234567' });
    expect(history[1]!.before).toMatchObject({ website: null });
    // Admin writes still read as before.
    const approve = await t.request({
      method: 'PUT',
      url: `/api/admin/users/${nonprofit.id}/update`,
      payload: { approval_status: 'approved', approve_without_letter: true },
      as: admin,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect((await historyOf(t, nonprofit.id))[0]).toMatchObject({
      actor: 'admin',
      admin_name: 'Avery Admin',
      actor_name: 'Avery Admin',
      action: 'approve_user',
    });
  });

  it('changes nothing, and writes no history, when nothing differs', async () => {
    const before = await historyOf(t, nonprofit.id);
    await updateOwn(t, nonprofit, { city: 'Evanston', website: 'https://lakeside.example' });
    expect(await historyOf(t, nonprofit.id)).toHaveLength(before.length);
  });

  it("moves the donor's items with a new pickup place or scope, in the same change", async () => {
    const chicagoNonprofit = await createUser(t.ctx.db, {
      role: 'nonprofit',
      approvalStatus: 'approved',
      shippingState: 'IL',
      latitude: 41.8819,
      longitude: -87.6278,
    });
    const item = await createItem(t.ctx.db, {
      donorId: donor.id,
      title: 'Moving Bookshelf',
      donorScope: 'local_community',
    });
    const seen = async () => titlesOf(await getItems(t, { search: 'bookshelf' }, chicagoNonprofit));
    expect(await seen()).toEqual(['Moving Bookshelf']);

    const moved = await updateOwn(t, donor, { pickup_city: 'Dallas', pickup_state: 'TX', pickup_zip: '75201' });
    expect(moved).toMatchObject({ pickup_city: 'Dallas', pickup_zip: '75201' });
    expect(moved.role === 'donor' && moved.pickup_latitude).toBeCloseTo(32.79, 1);
    const [row] = await t.ctx.db.select().from(items).where(eq(items.id, item.id));
    expect(row).toMatchObject({
      city: 'Dallas',
      state: 'TX',
      zip: '75201',
      latitude: moved.role === 'donor' && moved.pickup_latitude,
    });
    expect(await seen()).toEqual([]);

    await updateOwn(t, donor, { donor_scope: 'nationwide' });
    expect((await t.ctx.db.select().from(items).where(eq(items.id, item.id)))[0]!.donorScope).toBe('nationwide');
    expect(await seen()).toEqual(['Moving Bookshelf']);
    expect((await historyOf(t, donor.id))[0]).toMatchObject({
      actor: 'self',
      before: { donor_scope: 'local_community' },
      after: { donor_scope: 'nationwide' },
    });
  });

  it('takes a donor company name, lists and logo address', async () => {
    const profile = await updateOwn(t, donor, {
      company_name: 'Acme Corporate Giving',
      giving_preferences: ['Youth', ' ', 'Arts '],
      logo_url: 'https://acme.example/new-logo.png',
    });
    expect(profile).toMatchObject({
      company_name: 'Acme Corporate Giving',
      organization_name: 'Acme Corporate Giving',
      giving_preferences: ['Youth', 'Arts'],
      logo_url: 'https://acme.example/new-logo.png',
    });
  });

  it("refuses another account's profile (403), even an admin's edit (403), and anonymous callers (401)", async () => {
    const client = profileClient(t);
    expect((await client.update(nonprofit.id, { name: 'Taken Over' }, donor)).statusCode).toBe(403);
    expect((await client.update(nonprofit.id, { name: 'Taken Over' }, admin)).statusCode).toBe(403);
    expect((await client.update(nonprofit.id, { name: 'Taken Over' })).statusCode).toBe(401);
    const own = await client.update(admin.id, { name: 'New Admin Name' }, admin);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ detail: PROFILE_MESSAGES.adminAccount });
    expect((await userRow(t, nonprofit.id)).name).toBe('Nia Nonprofit');
  });
});
