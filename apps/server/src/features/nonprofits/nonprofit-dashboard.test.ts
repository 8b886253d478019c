import { nonprofitDashboardSchema } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '#src/factories/events';
import { createUser } from '#src/factories/users';
import { requests, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { client, fundedNonprofit, item } from '#test/support/requests.test-support';

describe('GET /api/dashboard/nonprofit/{id}/detailed', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let donor: UserRow;
  let otherDonor: UserRow;
  let nonprofit: UserRow;

  const dashboard = (as: UserRow | undefined, id = nonprofit.id) =>
    t.request({ method: 'GET', url: `/api/dashboard/nonprofit/${id}/detailed`, as });

  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    donor = await createUser(t.ctx.db, { role: 'donor', companyName: 'Acme Giving' });
    otherDonor = await createUser(t.ctx.db, { role: 'donor', companyName: 'Globex' });
    nonprofit = await fundedNonprofit(t.ctx.db, 1000);
  });
  afterAll(() => t.close());

  it('is empty for a nonprofit without requests', async () => {
    const body = nonprofitDashboardSchema.parse((await dashboard(nonprofit)).json());
    expect(body).toEqual({
      requests: [],
      batches: [],
      recent_requests: [],
      payments: [],
      overview_stats: { active_requests: 0, items_received: 0, total_value_received: 0, pending_payments: 0 },
      impact_data: { total_donations_received: 0, donors_partnered: 0, total_value_received: 0 },
      irs_hold: null,
      getting_started: {
        email_verified: true,
        letter_uploaded: false,
        approval_status: 'approved',
        submitted_at: nonprofit.createdAt.toISOString(),
        has_bought_tokens: true,
        has_requested: false,
        typical_item_value_cents: null,
      },
    });
  });

  it('lists requests newest first, batches grouped, and figures over every status', async () => {
    const event = await createEvent(t.ctx.db, { nonprofitId: nonprofit.id, name: 'Gala' });
    const ids: number[] = [];
    for (const fmvCents of [1_000, 2_000, 3_000, 4_000, 5_000, 6_000]) {
      const listed = await item(t.ctx.db, fmvCents > 4_000 ? otherDonor : donor, { fmvCents, quantity: 3 });
      const response = await api.create(nonprofit, nonprofit.id, { item_id: listed.id, quantity_requested: 2 });
      ids.push(response.json().request.id);
    }
    const [a, b, c, d, e] = ids as [number, number, number, number, number, number];
    await api.respond(donor, a, donor.id, 'approve');
    await api.respond(donor, b, donor.id, 'approve');
    // Delivery confirmation comes with a later issue; mark one delivered directly.
    await t.ctx.db.update(requests).set({ status: 'completed' }).where(eq(requests.id, b));
    await api.respond(donor, c, donor.id, 'decline');
    await api.cancel(nonprofit, d, nonprofit.id);
    await api.respond(otherDonor, e, otherDonor.id, 'approve');
    const batchItems = await Promise.all([1, 2].map(() => item(t.ctx.db, donor, { fmvCents: 1_500 })));
    const batch = await api.batch(nonprofit, nonprofit.id, {
      items: batchItems.map((entry) => ({ item_id: entry.id, quantity_requested: 1 })),
      event_id: event.id,
      message: 'Gala tables',
    });
    expect(batch.statusCode).toBe(201);

    const response = await dashboard(nonprofit);
    expect(response.statusCode).toBe(200);
    const body = nonprofitDashboardSchema.parse(response.json());
    expect(body.requests).toHaveLength(8);
    expect(body.requests[0]!.batch_id).toBe(batch.json().batch.batch_id);
    expect(body.recent_requests).toEqual(body.requests.slice(0, 5));
    expect(body.batches).toHaveLength(1);
    expect(body.batches[0]).toMatchObject({
      event_name: 'Gala',
      description: 'Gala tables',
      total_items: 2,
      total_value: 30,
    });
    // Active: approved a, approved e, pending f and the two batch requests.
    expect(body.overview_stats).toEqual({
      active_requests: 5,
      items_received: 2,
      total_value_received: 40,
      // The invoices of a, b and e: approval creates them, delivery does not pay them.
      pending_payments: 3,
    });
    expect(body.payments.map((invoice) => [invoice.request_id, invoice.status])).toEqual([
      [e, 'pending'],
      [b, 'pending'],
      [a, 'pending'],
    ]);
    // Partnered: donors whose items were received; the approved ones still on their way are not yet.
    expect(body.impact_data).toEqual({ total_donations_received: 1, donors_partnered: 1, total_value_received: 40 });
    const byId = new Map(body.requests.map((entry) => [entry.id, entry]));
    expect(byId.get(c)).toMatchObject({ status: 'declined', decline_reason: 'donor' });
    expect(byId.get(d)!.status).toBe('cancelled');
    expect(byId.get(e)).toMatchObject({ donor_company_name: 'Globex', status: 'approved' });
  });

  it('answers the nonprofit and admins; refuses others', async () => {
    const admin = await createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved' });
    expect((await dashboard(admin)).statusCode).toBe(200);
    const other = await fundedNonprofit(t.ctx.db, 0);
    expect((await dashboard(other)).statusCode).toBe(403);
    expect((await dashboard(donor)).statusCode).toBe(403);
    expect((await dashboard(donor, donor.id)).statusCode).toBe(403);
    expect((await dashboard(undefined)).statusCode).toBe(401);
  });
});
