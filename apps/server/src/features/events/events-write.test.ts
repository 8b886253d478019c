import { EVENT_MESSAGES, eventAnalyticsSchema, eventSchema } from '@app/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { events, requests, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { client, fundedNonprofit, item } from '#test/support/requests.test-support';

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

describe('event management', () => {
  let t: TestApp;
  let nonprofit: UserRow;
  let other: UserRow;
  let admin: UserRow;
  let donor: UserRow;

  const add = (as: UserRow | undefined, payload: object, id = nonprofit.id) =>
    t.request({ method: 'POST', url: `/api/nonprofit/${id}/events`, payload, as });
  const edit = (as: UserRow | undefined, eventId: number, payload: object) =>
    t.request({ method: 'PUT', url: `/api/events/${eventId}`, payload, as });
  const remove = (as: UserRow | undefined, eventId: number) =>
    t.request({ method: 'DELETE', url: `/api/events/${eventId}`, as });
  const analytics = (as: UserRow | undefined, eventId: number) =>
    t.request({ method: 'GET', url: `/api/events/${eventId}/analytics`, as });
  const gala = { name: 'Spring Gala', event_type: 'fundraising_gala', event_date: inDays(10) };
  const eventRows = () => t.ctx.db.select().from(events).orderBy(asc(events.id));

  beforeAll(async () => {
    t = await createTestApp();
    nonprofit = await fundedNonprofit(t.ctx.db, 2000);
    other = await fundedNonprofit(t.ctx.db, 0);
    admin = await createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved' });
    donor = await createUser(t.ctx.db, { role: 'donor' });
  });
  afterAll(() => t.close());

  it('creates, lists with every field, edits and deletes an event', async () => {
    const created = await add(nonprofit, {
      ...gala,
      description: 'Dinner and auction',
      location: 'Evanston, IL',
      fundraising_goal: 12_500.5,
    });
    expect(created.statusCode).toBe(201);
    const event = eventSchema.parse(created.json());
    expect(event).toMatchObject({
      name: 'Spring Gala',
      event_type: 'fundraising_gala',
      description: 'Dinner and auction',
      location: 'Evanston, IL',
      fundraising_goal: 12_500.5,
      status: 'upcoming',
    });
    const [row] = await t.ctx.db.select().from(events).where(eq(events.id, event.id));
    expect(row!.fundraisingGoalCents).toBe(1_250_050);

    const listed = await t.request({ method: 'GET', url: `/api/nonprofit/${nonprofit.id}/events`, as: nonprofit });
    expect(listed.json()).toEqual([event]);

    // An empty goal is no goal; a date gone by reads as past.
    const edited = await edit(nonprofit, event.id, {
      ...gala,
      name: 'Gala',
      event_date: inDays(-1),
      fundraising_goal: '',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Gala', fundraising_goal: null, status: 'past', description: null });

    const deleted = await remove(nonprofit, event.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(EVENT_MESSAGES.deleted);
    expect(await eventRows()).toHaveLength(0);
  });

  it.each([
    ['a negative goal', { ...gala, fundraising_goal: -1 }],
    ['a goal with fractions of a cent', { ...gala, fundraising_goal: 10.005 }],
    ['a missing date', { name: 'No date', event_type: 'other' }],
    ['a date that is not one', { ...gala, event_date: 'next Tuesday' }],
    ['an unknown type', { ...gala, event_type: 'bake_sale' }],
    ['no name', { ...gala, name: '  ' }],
  ])('refuses %s with 400 and adds nothing', async (_label, payload) => {
    const response = await add(nonprofit, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBeTruthy();
    expect(await eventRows()).toHaveLength(0);
  });

  it("refuses another nonprofit's and a donor's calls with 403; an admin may act", async () => {
    const event = eventSchema.parse((await add(nonprofit, gala)).json());
    expect((await add(other, gala)).statusCode).toBe(403);
    expect((await edit(other, event.id, { ...gala, name: 'Mine now' })).statusCode).toBe(403);
    expect((await remove(other, event.id)).statusCode).toBe(403);
    expect((await analytics(other, event.id)).statusCode).toBe(403);
    expect((await analytics(donor, event.id)).statusCode).toBe(403);
    expect((await analytics(undefined, event.id)).statusCode).toBe(401);
    // Naming another nonprofit in the query does not help either.
    const named = await t.request({
      method: 'DELETE',
      url: `/api/events/${event.id}?nonprofit_id=${other.id}`,
      as: other,
    });
    expect(named.statusCode).toBe(403);
    expect((await eventRows())[0]!.name).toBe('Spring Gala');

    expect((await analytics(admin, event.id)).statusCode).toBe(200);
    expect((await edit(admin, event.id, { ...gala, name: 'Fixed by admin' })).json().name).toBe('Fixed by admin');
    expect((await add(admin, gala, donor.id)).statusCode).toBe(404);
    expect((await remove(admin, event.id)).statusCode).toBe(200);
    expect((await analytics(nonprofit, event.id)).statusCode).toBe(404);
  });

  it('counts requests by status and values in the analytics; refuses to delete while requests name it', async () => {
    const event = eventSchema.parse((await add(nonprofit, { ...gala, fundraising_goal: 1000 })).json());
    const api = client(t);
    const ask = async (fmvCents: number, quantity: number) => {
      const listed = await item(t.ctx.db, donor, { fmvCents, quantity: 10 });
      const created = await api.create(nonprofit, nonprofit.id, {
        item_id: listed.id,
        quantity_requested: quantity,
        event_id: event.id,
      });
      expect(created.statusCode).toBe(201);
      return created.json().request.id as number;
    };
    const approved = await ask(10_000, 2); // $200
    const completed = await ask(5_000, 3); // $150
    const pending = await ask(2_500, 1); // $25
    const declined = await ask(1_000, 1); // $10
    const cancelled = await ask(700, 1); // $7
    await api.respond(donor, approved, donor.id, 'approve');
    await api.respond(donor, completed, donor.id, 'approve');
    await t.ctx.db.update(requests).set({ status: 'completed' }).where(eq(requests.id, completed));
    await api.respond(donor, declined, donor.id, 'decline');
    await api.cancel(nonprofit, cancelled, nonprofit.id);

    const response = await analytics(nonprofit, event.id);
    expect(response.statusCode).toBe(200);
    const body = eventAnalyticsSchema.parse(response.json());
    expect(body).toMatchObject({
      event_name: 'Spring Gala',
      total_requests: 5,
      approved_requests: 2,
      pending_requests: 1,
      declined_requests: 1,
      completed_requests: 1,
      cancelled_requests: 1,
      fundraising_goal: 1000,
      total_value_requested: 385,
      total_value_approved: 350,
      total_value_received: 150,
      progress_percentage: 35,
      status: 'upcoming',
    });
    expect(body.days_until_event).toBe(10);
    expect(body.recent_requests.map((entry) => entry.id)).toEqual([cancelled, declined, pending, completed, approved]);
    expect(body.recent_requests[4]).toMatchObject({ quantity_requested: 2, fair_market_value: 100, total_value: 200 });

    const before = {
      events: await eventRows(),
      requests: await t.ctx.db.select().from(requests).orderBy(asc(requests.id)),
    };
    const refused = await remove(nonprofit, event.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(EVENT_MESSAGES.hasRequests(5));
    expect(refused.json().detail).toContain('5 requests');
    expect(await eventRows()).toEqual(before.events);
    expect(await t.ctx.db.select().from(requests).orderBy(asc(requests.id))).toEqual(before.requests);
  });

  it('is listed in the OpenAPI description', async () => {
    const paths = (await t.request({ method: 'GET', url: '/api/docs/json' })).json().paths;
    expect(paths['/api/nonprofit/{id}/events']).toHaveProperty('post');
    expect(paths['/api/events/{id}']).toHaveProperty('put');
    expect(paths['/api/events/{id}']).toHaveProperty('delete');
    expect(paths).toHaveProperty('/api/events/{id}/analytics');
  });
});
