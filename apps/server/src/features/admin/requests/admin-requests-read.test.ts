import type { AdminRequestDetails, AdminRequestRow } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '#src/factories/events';
import { createUser } from '#src/factories/users';
import { requests, type UserRow } from '#src/platform/database/schema';
import { expireOverdueRequests } from '#src/features/requests/requests.expiry';
import { client, fundedNonprofit, item, makeOverdue } from '#test/support/requests.test-support';
import { createTestApp, type TestApp } from '#test/setup/test-app';

describe('admin: reading requests', () => {
  let t: TestApp;
  let admin: UserRow;
  let donor: UserRow;
  let nonprofit: UserRow;
  let otherNonprofit: UserRow;
  const ids: Record<string, number> = {};

  const list = (query: string, as: UserRow = admin) =>
    t.request({ method: 'GET', url: `/api/admin/requests/all?${query}`, as });
  const details = (id: number, as: UserRow = admin) =>
    t.request({ method: 'GET', url: `/api/admin/requests/${id}/details`, as });
  const titles = (body: { requests: AdminRequestRow[] }) => body.requests.map((row) => row.item_title);

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.db;
    admin = await createUser(db, { role: 'admin', name: 'Ada Admin' });
    donor = await createUser(db, {
      role: 'donor',
      name: 'Dana Donor',
      companyName: 'Quokka Corp',
      phone: '555-0111',
      pickupAddress: '100 Warehouse Way',
      pickupCity: 'Chicago',
      pickupState: 'IL',
      pickupZip: '60606',
    });
    nonprofit = await fundedNonprofit(db, 1000, {
      organizationName: 'Wombat Pantry',
      shippingAddress: '5 Dock St',
      shippingCity: 'Evanston',
      shippingState: 'IL',
      shippingZip: '60201',
    });
    otherNonprofit = await fundedNonprofit(db, 1000, { organizationName: 'Heron House' });
    const gala = await createEvent(db, {
      nonprofitId: nonprofit.id,
      name: 'Spring Gala',
      eventDate: new Date(Date.now() + 30 * 86_400_000),
    });
    const api = client(t);
    const submit = async (name: string, who: UserRow, fmvCents: number, eventId: number | null = null) => {
      const listed = await item(db, donor, { title: `${name} box`, fmvCents, quantity: 5 });
      const created = await api.create(who, who.id, { item_id: listed.id, quantity_requested: 1, event_id: eventId });
      expect(created.statusCode).toBe(201);
      ids[name] = created.json().request.id as number;
      return ids[name]!;
    };
    await submit('Pending', nonprofit, 1_000, gala.id);
    await api.respond(donor, await submit('Approved', nonprofit, 4_000), donor.id, 'approve');
    await api.respond(donor, await submit('Declined', nonprofit, 2_000), donor.id, 'decline');
    await makeOverdue(db, await submit('Expired', nonprofit, 3_000));
    await expireOverdueRequests(t.ctx);
    await api.cancel(nonprofit, await submit('Cancelled', nonprofit, 5_000), nonprofit.id);
    await submit('Soon', otherNonprofit, 6_000);
    await submit('Later', otherNonprofit, 7_000);
    // Answers due in 10 and 30 hours: both within the 48 the Overview warns about.
    await db
      .update(requests)
      .set({ expiresAt: sql`now() + interval '10 hours'` })
      .where(eq(requests.id, ids.Soon!));
    await db
      .update(requests)
      .set({ expiresAt: sql`now() + interval '30 hours'` })
      .where(eq(requests.id, ids.Later!));
  });
  afterAll(() => t.close());

  describe('GET /api/admin/requests/all', () => {
    it('lists every request newest first, with the fields of the admin view', async () => {
      const response = await list('');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ total: 7, page: 1, total_pages: 1 });
      expect(titles(body)).toEqual([
        'Later box',
        'Soon box',
        'Cancelled box',
        'Expired box',
        'Declined box',
        'Approved box',
        'Pending box',
      ]);
      expect(body.requests.at(-1)).toEqual({
        id: ids.Pending,
        item_id: expect.any(Number),
        item_title: 'Pending box',
        nonprofit_id: nonprofit.id,
        nonprofit_name: 'Wombat Pantry',
        donor_id: donor.id,
        donor_name: 'Quokka Corp',
        event_name: 'Spring Gala',
        fair_market_value: 10,
        total_value: 10,
        quantity_requested: 1,
        tokens_charged: 2,
        status: 'pending',
        state: 'pending',
        admin_note: null,
        delivery_method: null,
        delivery_status: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
        expires_at: expect.any(String),
      });
    });

    it('filters by status, telling expired from declined and the money steps apart', async () => {
      const only = async (status: string) => titles((await list(`status=${status}`)).json());
      expect(await only('declined')).toEqual(['Declined box']);
      expect(await only('expired')).toEqual(['Expired box']);
      expect(await only('cancelled')).toEqual(['Cancelled box']);
      expect(await only('approved')).toEqual(['Approved box']);
      expect(await only('unpaid')).toEqual(['Approved box']);
      expect(await only('paid')).toEqual([]);
      expect(await only('pending')).toEqual(['Later box', 'Soon box', 'Pending box']);
      expect((await list('status=all')).json().total).toBe(7);
      const approved = (await list('status=approved')).json().requests[0];
      expect(approved).toMatchObject({ status: 'approved', state: 'approved' });
    });

    it('searches item titles, event names, either party and the request number', async () => {
      expect(titles((await list('search=approved%20BOX')).json())).toEqual(['Approved box']);
      expect(titles((await list('search=gala')).json())).toEqual(['Pending box']);
      expect((await list('search=heron')).json().total).toBe(2);
      expect((await list('search=quokka')).json().total).toBe(7);
      expect(titles((await list(`search=%23${ids.Declined}`)).json())).toEqual(['Declined box']);
      expect((await list(`search=${encodeURIComponent('100%')}`)).json().total).toBe(0);
    });

    it("shows one account's requests, as nonprofit or donor", async () => {
      expect((await list(`user_id=${otherNonprofit.id}`)).json().total).toBe(2);
      expect((await list(`user_id=${donor.id}`)).json().total).toBe(7);
      expect((await list(`user_id=${admin.id}`)).json().total).toBe(0);
    });

    it('lists the requests about to expire unanswered, soonest first', async () => {
      const body = (await list('expiring=true')).json();
      expect(titles(body)).toEqual(['Soon box', 'Later box']);
    });

    it('sorts by value either way, and pages through the results', async () => {
      expect(titles((await list('sort_by=fair_market_value&sort_dir=asc&limit=3')).json())).toEqual([
        'Pending box',
        'Declined box',
        'Expired box',
      ]);
      const second = (await list('sort_by=fair_market_value&sort_dir=desc&limit=3&page=2')).json();
      expect(second).toMatchObject({ total: 7, total_pages: 3, page: 2 });
      expect(titles(second)).toEqual(['Approved box', 'Expired box', 'Declined box']);
      expect((await list('sort_by=updated_at&limit=1')).json().requests).toHaveLength(1);
    });

    it('answers 400 to an unknown status or sort and a page too large', async () => {
      for (const query of ['status=lost', 'sort_by=title', 'limit=101', 'expiring=maybe', 'user_id=abc']) {
        const response = await list(query);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().detail[0].loc[0]).toBe('querystring');
      }
    });
  });

  describe('GET /api/admin/requests/{id}/details', () => {
    it('shows every field of the admin view, the admin actions and the history, newest last', async () => {
      const response = await details(ids.Approved!);
      expect(response.statusCode).toBe(200);
      const request = response.json() as AdminRequestDetails;
      expect(request).toMatchObject({
        id: ids.Approved,
        nonprofit_id: nonprofit.id,
        donor_name: 'Quokka Corp',
        event_name: null,
        fair_market_value: 40,
        quantity_requested: 1,
        status: 'approved',
        state: 'approved',
        admin_note: null,
        delivery_method: null,
        delivery_status: null,
        item_quantity_available: 4,
        shipping_address: { name: 'Wombat Pantry', street: '5 Dock St', city: 'Evanston', state: 'IL', zip: '60201' },
        pickup_address: {
          organization: 'Quokka Corp',
          street: '100 Warehouse Way',
          city: 'Chicago',
          state: 'IL',
          zip: '60606',
          contact: `Dana Donor, 555-0111, ${donor.email}`,
        },
        invoice: {
          status: 'pending',
          item_value_cents: 4_000,
          fee_percentage: 5,
          platform_fee_cents: 200,
          logistics_cents: 0,
          amount_cents: 200,
        },
        next_step: { actor: 'nonprofit', action: 'choose-method' },
      });
      expect(request.actions.map((action) => action.command).sort()).toEqual(['amend', 'decline', 'reopen']);
      expect(request.updated_at).toEqual(expect.any(String));
      const types = request.email_history.map((email) => email.type);
      expect(types).toEqual(expect.arrayContaining(['request_received', 'request_approved', 'invoice_created']));
      for (const email of request.email_history) {
        expect(email).toMatchObject({ status: expect.any(String), created_at: expect.any(String) });
        expect(email).toHaveProperty('sent_at');
      }
      const titlesInHistory = request.history.map((entry) => entry.title);
      expect(titlesInHistory).toEqual(
        expect.arrayContaining(['Requested', 'Approved', 'Tokens spent', 'Invoice issued']),
      );
      expect(titlesInHistory.indexOf('Requested')).toBeLessThan(titlesInHistory.indexOf('Approved'));
      const times = request.history.map((entry) => entry.at);
      expect(times).toEqual([...times].sort());
    });

    it('offers the admin approval of a pending request, and a way back from an expired one', async () => {
      const pending = (await details(ids.Pending!)).json() as AdminRequestDetails;
      expect(pending.actions.map((action) => action.command).sort()).toEqual(['amend', 'approve', 'decline']);
      expect(pending.invoice).toBeNull();
      const expired = (await details(ids.Expired!)).json() as AdminRequestDetails;
      expect(expired.state).toBe('expired');
      expect(expired.actions.map((action) => action.command).sort()).toEqual(['approve', 'reopen']);
      expect(expired.history.map((entry) => entry.title)).toContain('Expired without an answer');
      const cancelled = (await details(ids.Cancelled!)).json() as AdminRequestDetails;
      expect(cancelled.actions).toEqual([]);
    });

    it('answers 404 for an unknown request and 400 for a bad id', async () => {
      expect((await details(999_999)).statusCode).toBe(404);
      expect((await t.request({ method: 'GET', url: '/api/admin/requests/abc/details', as: admin })).statusCode).toBe(
        400,
      );
    });
  });

  describe('who may call', () => {
    const calls = () => [
      { method: 'GET' as const, url: '/api/admin/requests/all' },
      { method: 'GET' as const, url: `/api/admin/requests/${ids.Pending}/details` },
      { method: 'PUT' as const, url: `/api/admin/requests/${ids.Pending}/update`, payload: { admin_note: 'Checked' } },
    ];

    it('answers admins, and refuses donors, nonprofits, anonymous callers and a wrong admin_id', async () => {
      for (const call of calls()) {
        expect((await t.request({ ...call, as: admin })).statusCode, call.url).toBe(200);
        expect((await t.request(call)).statusCode, call.url).toBe(401);
        for (const who of [donor, nonprofit]) {
          const refused = await t.request({ ...call, as: who });
          expect(refused.statusCode, call.url).toBe(403);
          expect(refused.json()).toEqual({ detail: 'Access denied. Admin privileges required.' });
        }
        const wrongId =
          call.method === 'GET'
            ? { ...call, url: `${call.url}?admin_id=${admin.id + 1000}` }
            : { ...call, payload: { ...call.payload, admin_id: admin.id + 1000 } };
        expect((await t.request({ ...wrongId, as: admin })).statusCode, call.url).toBe(403);
        const ownId =
          call.method === 'GET'
            ? { ...call, url: `${call.url}?admin_id=${admin.id}` }
            : { ...call, payload: { ...call.payload, admin_id: admin.id } };
        expect((await t.request({ ...ownId, as: admin })).statusCode, call.url).toBe(200);
      }
    });
  });
});
