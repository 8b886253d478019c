import { donorChecklist, donorDashboardSchema } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { requests, siteSettings, users, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { client, fundedNonprofit, item } from '#test/support/requests.test-support';

describe('getting started: a donor from sign-up to its first answer', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
  });
  afterAll(() => t.close());

  const facts = async (donor: UserRow) => {
    const response = await t.request({ method: 'GET', url: `/api/dashboard/donor/${donor.id}/detailed`, as: donor });
    expect(response.statusCode, response.body).toBe(200);
    return donorDashboardSchema.parse(response.json()).getting_started;
  };

  it('answers the facts at each step, and the shared rule reads them as the checklist', async () => {
    // Signed up without any address: its items could not be placed.
    const donor = await createUser(t.ctx.db, { role: 'donor', donorScope: 'citywide' });
    let now = await facts(donor);
    expect(now).toEqual({
      donor_scope: 'citywide',
      items_placed: false,
      has_listed: false,
      has_pending_request: false,
      has_answered_request: false,
      response_deadline_days: 7,
    });
    expect(donorChecklist(now).active).toBe('profile');

    // A pickup location that was placed finishes the profile.
    await t.ctx.db
      .update(users)
      .set({ pickupCity: 'Chicago', pickupState: 'IL', pickupLatitude: 41.88, pickupLongitude: -87.63 })
      .where(eq(users.id, donor.id));
    now = await facts(donor);
    expect(now.items_placed).toBe(true);
    expect(donorChecklist(now).active).toBe('first_listing');

    const listed = await item(t.ctx.db, donor, { fmvCents: 5_000 });
    now = await facts(donor);
    expect(now.has_listed).toBe(true);
    expect(donorChecklist(now).steps.at(-1)!.state).toBe('waiting');

    const nonprofit = await fundedNonprofit(t.ctx.db, 100);
    const created = await api.create(nonprofit, nonprofit.id, { item_id: listed.id, quantity_requested: 1 });
    expect(created.statusCode, created.body).toBe(201);
    now = await facts(donor);
    expect(now).toMatchObject({ has_pending_request: true, has_answered_request: false });
    expect(donorChecklist(now).steps.at(-1)!.state).toBe('current');

    const requestId = created.json().request.id as number;
    expect((await api.respond(donor, requestId, donor.id, 'decline')).statusCode).toBe(200);
    now = await facts(donor);
    expect(now).toMatchObject({ has_pending_request: false, has_answered_request: true });
    expect(donorChecklist(now).complete).toBe(true);
  });

  it('reads the response deadline from the live site settings', async () => {
    await t.ctx.db.insert(siteSettings).values({ key: 'donor_response_deadline_days', value: 10 });
    const donor = await createUser(t.ctx.db, { role: 'donor' });
    expect((await facts(donor)).response_deadline_days).toBe(10);
    await t.ctx.db.delete(siteSettings).where(eq(siteSettings.key, 'donor_response_deadline_days'));
  });

  it('does not count a request that expired as answered', async () => {
    const donor = await createUser(t.ctx.db, { role: 'donor' });
    const listed = await item(t.ctx.db, donor);
    const nonprofit = await fundedNonprofit(t.ctx.db, 100);
    const created = await api.create(nonprofit, nonprofit.id, { item_id: listed.id, quantity_requested: 1 });
    await t.ctx.db
      .update(requests)
      .set({ status: 'declined', declineReason: 'expired' })
      .where(eq(requests.id, created.json().request.id as number));
    expect(await facts(donor)).toMatchObject({ has_pending_request: false, has_answered_request: false });
  });
});
