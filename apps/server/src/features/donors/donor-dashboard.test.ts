import { donorDashboardSchema } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '#src/factories/events';
import { createUser } from '#src/factories/users';
import { requests, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { client, fundedNonprofit, item } from '#test/support/requests.test-support';

describe('GET /api/dashboard/donor/{donor_id}/detailed', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let donor: UserRow;

  const dashboard = (as: UserRow | undefined, id = donor.id) =>
    t.request({ method: 'GET', url: `/api/dashboard/donor/${id}/detailed`, as });

  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    donor = await createUser(t.ctx.db, { role: 'donor' });
  });
  afterAll(() => t.close());

  it('shows incoming requests with event and nonprofit names, and the figures', async () => {
    const first = await fundedNonprofit(t.ctx.db, 500, { organizationName: 'Harbor Pantry' });
    const second = await fundedNonprofit(t.ctx.db, 500, { organizationName: 'Lakeside Youth' });
    const event = await createEvent(t.ctx.db, { nonprofitId: first.id, name: 'Food Drive' });
    const chairs = await item(t.ctx.db, donor, { title: 'Chairs', fmvCents: 2_000, quantity: 10 });
    const desks = await item(t.ctx.db, donor, { title: 'Desks', fmvCents: 10_000, quantity: 2 });
    const hidden = await item(t.ctx.db, donor, { title: 'Hidden', status: 'disabled' });
    const other = await createUser(t.ctx.db, { role: 'donor' });
    await item(t.ctx.db, other);

    const create = async (by: UserRow, itemId: number, quantity: number, eventId?: number) =>
      (
        await api.create(by, by.id, { item_id: itemId, quantity_requested: quantity, event_id: eventId, message: 'Hi' })
      ).json().request.id as number;
    const a = await create(first, chairs.id, 4, event.id);
    const b = await create(second, chairs.id, 1);
    const c = await create(second, desks.id, 2);
    const d = await create(first, desks.id, 1);
    await api.respond(donor, a, donor.id, 'approve');
    await api.respond(donor, c, donor.id, 'approve');
    await t.ctx.db.update(requests).set({ status: 'completed' }).where(eq(requests.id, c));
    await api.respond(donor, d, donor.id, 'decline');

    const response = await dashboard(donor);
    expect(response.statusCode).toBe(200);
    const body = donorDashboardSchema.parse(response.json());
    // Every status, newest first, with what each has approved and waiting.
    expect(body.listings_total).toBe(3);
    expect(
      body.listings.map(({ id, status, quantity, approved_quantity, pending_requests }) => ({
        id,
        status,
        quantity,
        approved_quantity,
        pending_requests,
      })),
    ).toEqual([
      { id: hidden.id, status: 'disabled', quantity: 5, approved_quantity: 0, pending_requests: 0 },
      { id: desks.id, status: 'completed', quantity: 0, approved_quantity: 2, pending_requests: 0 },
      { id: chairs.id, status: 'requested', quantity: 6, approved_quantity: 4, pending_requests: 1 },
    ]);
    expect(body.listings[2]).toMatchObject({ title: 'Chairs', fair_market_value: 20, image_url: expect.any(String) });
    expect(body.incoming_requests.map((entry) => entry.id)).toEqual([d, c, b, a]);
    expect(body.incoming_requests[3]).toMatchObject({
      nonprofit_id: first.id,
      nonprofit_name: 'Harbor Pantry',
      event_name: 'Food Drive',
      item_title: 'Chairs',
      message: 'Hi',
      status: 'approved',
      fair_market_value: 20,
      total_value: 80,
      quantity_requested: 4,
      item_quantity_available: 6,
    });
    expect(body.incoming_requests[0]).toMatchObject({ status: 'declined', event_name: null });
    expect(body.incoming_requests[0]!.declined_at).not.toBeNull();
    // Chairs still has a pending request; desks are all given.
    expect(body.overview_stats).toEqual({
      active_listings: 1,
      pending_requests: 1,
      items_approved: 6,
      // Donated: the desks' delivery was confirmed; the approved chairs are still on their way.
      total_fmv_donated: 200,
    });
    expect(body.impact_data).toEqual({ total_items_donated: 2, nonprofits_helped: 1, total_value_donated: 200 });
  });

  it('answers the donor and admins; refuses others', async () => {
    const admin = await createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved' });
    expect((await dashboard(admin)).statusCode).toBe(200);
    const stranger = await createUser(t.ctx.db, { role: 'donor' });
    const nonprofit = await fundedNonprofit(t.ctx.db, 0);
    expect((await dashboard(stranger)).statusCode).toBe(403);
    expect((await dashboard(nonprofit)).statusCode).toBe(403);
    expect((await dashboard(nonprofit, nonprofit.id)).statusCode).toBe(403);
    expect((await dashboard(undefined)).statusCode).toBe(401);
  });
});
