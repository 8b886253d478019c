import {
  adminDeliveryPageSchema,
  adminDeliveryUpdateResponseSchema,
  calendarDateOf,
  type AdminDelivery,
} from '@app/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { auditLog, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { deliveryClient, payInvoice, requestRow } from '#test/support/delivery.test-support';
import { liveInvoiceOf } from '#test/support/invoices.test-support';
import { client, fundedNonprofit, item } from '#test/support/requests.test-support';

const DAY_MS = 86_400_000;

describe('admin: delivery coordination', () => {
  let t: TestApp;
  let admin: UserRow;
  let donor: UserRow;
  let nonprofit: UserRow;
  let otherNonprofit: UserRow;
  const ids = { pending: 0, transit: 0, delivered: 0, issue: 0, other: 0, unanswered: 0 };

  const list = (query = '', as: UserRow | undefined = admin) =>
    t.request({ method: 'GET', url: `/api/admin/delivery-coordination?${query}`, as });
  const update = (requestId: number, payload: object, as: UserRow | undefined = admin) =>
    t.request({ method: 'PUT', url: `/api/admin/delivery-coordination/${requestId}`, payload, as });
  const auditOf = (requestId: number) =>
    t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'request'), eq(auditLog.targetId, String(requestId))))
      .orderBy(asc(auditLog.id));

  /** A request for a new item, submitted and (unless told otherwise) approved over the API. */
  async function requested(by: UserRow, title: string, options: { approve?: boolean; electronic?: boolean } = {}) {
    const api = client(t);
    const listed = await item(t.ctx.db, donor, {
      title,
      shippingOptions: options.electronic ? ['electronic'] : ['donor_ships', 'nonprofit_pickup'],
    });
    const created = await api.create(by, by.id, { item_id: listed.id, quantity_requested: 1 });
    expect(created.statusCode).toBe(201);
    const requestId = created.json().request.id as number;
    if (options.approve !== false)
      expect((await api.respond(donor, requestId, donor.id, 'approve')).statusCode).toBe(200);
    return requestId;
  }

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.db;
    admin = await createUser(db, { role: 'admin', approvalStatus: 'approved' });
    donor = await createUser(db, {
      role: 'donor',
      name: 'Dana Donor',
      companyName: 'Acme Giving',
      pickupAddress: '100 Warehouse Way',
      pickupCity: 'Chicago',
      pickupState: 'IL',
      pickupZip: '60606',
    });
    nonprofit = await fundedNonprofit(db, 5000, {
      organizationName: 'Harbor Pantry',
      shippingAddress: '12 Dock St',
      shippingCity: 'Evanston',
      shippingState: 'IL',
      shippingZip: '60201',
    });
    otherNonprofit = await fundedNonprofit(db, 5000, { organizationName: 'Quokka Shelter' });
    const api = deliveryClient(t);

    // Oldest to newest change: virtual chosen, shipped, received, other nonprofit's, then the issue.
    ids.pending = await requested(nonprofit, 'Laptop bundle', { electronic: true });
    expect((await api.method(nonprofit, ids.pending, nonprofit.id, 'virtual')).statusCode).toBe(200);

    ids.transit = await requested(nonprofit, 'Office chairs');
    expect((await api.method(nonprofit, ids.transit, nonprofit.id, 'shipping')).statusCode).toBe(200);
    await payInvoice(t, nonprofit, (await liveInvoiceOf(db, ids.transit)).id);
    expect((await api.markSent(donor, ids.transit, donor.id)).statusCode).toBe(200);

    ids.delivered = await requested(nonprofit, 'Projector');
    expect((await api.method(nonprofit, ids.delivered, nonprofit.id, 'pickup')).statusCode).toBe(200);
    await payInvoice(t, nonprofit, (await liveInvoiceOf(db, ids.delivered)).id);
    expect((await api.confirm(nonprofit, ids.delivered, 'status=received')).statusCode).toBe(200);

    ids.other = await requested(otherNonprofit, 'Bookshelf');

    ids.issue = await requested(nonprofit, 'Winter coats');
    expect((await api.method(nonprofit, ids.issue, nonprofit.id, 'pickup')).statusCode).toBe(200);
    await payInvoice(t, nonprofit, (await liveInvoiceOf(db, ids.issue)).id);
    expect((await api.confirm(nonprofit, ids.issue, 'status=not_received')).statusCode).toBe(200);

    ids.unanswered = await requested(nonprofit, 'Still pending', { approve: false });
  });
  afterAll(() => t.close());

  const titlesOf = (deliveries: AdminDelivery[]) => deliveries.map((delivery) => delivery.item_title);

  describe('GET /api/admin/delivery-coordination', () => {
    it('lists approved deliveries in the seed\'s words, "not received" first, then the latest change', async () => {
      const response = await list();
      expect(response.statusCode).toBe(200);
      const body = adminDeliveryPageSchema.parse(response.json());
      expect(titlesOf(body.deliveries)).toEqual([
        'Winter coats',
        'Bookshelf',
        'Projector',
        'Office chairs',
        'Laptop bundle',
      ]);
      expect(body).toMatchObject({ total: 5, page: 1, total_pages: 1 });
      const byTitle = Object.fromEntries(body.deliveries.map((delivery) => [delivery.item_title, delivery]));
      expect(byTitle['Winter coats']).toMatchObject({ delivery_status: 'issue', delivery_method: 'pickup' });
      expect(byTitle['Projector']).toMatchObject({
        delivery_status: 'delivered',
        delivery_address: '100 Warehouse Way, Chicago, IL 60606',
        nonprofit_name: 'Harbor Pantry',
        donor_name: 'Acme Giving',
      });
      expect(byTitle['Office chairs']).toMatchObject({
        delivery_status: 'in_transit',
        delivery_address: '12 Dock St, Evanston, IL 60201',
      });
      expect(byTitle['Laptop bundle']).toMatchObject({
        delivery_status: 'pending',
        delivery_method: 'virtual',
        delivery_address: 'Electronic delivery',
      });
      expect(byTitle['Bookshelf']).toMatchObject({ delivery_status: 'pending', delivery_method: null });
      const chairs = byTitle['Office chairs']!;
      expect(new Date(chairs.last_update).getTime()).toBeGreaterThan(new Date(chairs.created_at).getTime());
    });

    it('counts every delivery per status, with shares and the days to delivery', async () => {
      const { analytics } = adminDeliveryPageSchema.parse((await list('status=issue')).json());
      expect(analytics).toEqual({
        total_deliveries: 5,
        pending: 2,
        in_transit: 1,
        delivered: 1,
        issue: 1,
        percentages: { pending: 40, in_transit: 20, delivered: 20, issue: 20 },
        average_delivery_days: 0,
      });
    });

    it('filters by status, party and search (item, nonprofit, donor), and pages', async () => {
      const titles = async (query: string) => titlesOf((await list(query)).json().deliveries);
      expect(await titles('status=issue')).toEqual(['Winter coats']);
      expect(await titles('status=pending')).toEqual(['Bookshelf', 'Laptop bundle']);
      expect(await titles('status=all&search=')).toHaveLength(5);
      expect(await titles('search=projec')).toEqual(['Projector']);
      expect(await titles('search=quokka')).toEqual(['Bookshelf']);
      expect(await titles('search=acme')).toHaveLength(5);
      expect(await titles(`user_id=${otherNonprofit.id}`)).toEqual(['Bookshelf']);
      expect(await titles('sort_dir=asc&status=pending')).toEqual(['Laptop bundle', 'Bookshelf']);
      const second = (await list('limit=2&page=2')).json();
      expect(second).toMatchObject({ total: 5, total_pages: 3, page: 2 });
      expect(titlesOf(second.deliveries)).toEqual(['Projector', 'Office chairs']);
    });

    it('answers 400 to an unknown status', async () => {
      const response = await list('status=lost');
      expect(response.statusCode).toBe(400);
      expect(response.json().detail[0].loc).toEqual(['querystring', 'status']);
    });
  });

  describe('PUT /api/admin/delivery-coordination/{request_id}', () => {
    const inThreeDays = () => calendarDateOf(new Date(Date.now() + 3 * DAY_MS));

    it('sets the tracking number, estimated day and notes, with one audit entry, and moves it to the top', async () => {
      const estimated = inThreeDays();
      const payload = { tracking_number: ' 1Z999AA10123456784 ', estimated_delivery: estimated, notes: 'Dock B' };
      const response = await update(ids.transit, payload);
      expect(response.statusCode).toBe(200);
      const body = adminDeliveryUpdateResponseSchema.parse(response.json());
      expect(body.message).toBe('Delivery updated successfully');
      expect(body.delivery).toMatchObject({
        id: ids.transit,
        tracking_number: '1Z999AA10123456784',
        estimated_delivery: estimated,
        notes: 'Dock B',
      });
      const row = await requestRow(t.ctx.db, ids.transit);
      expect(row.deliveryUpdatedAt).toBeInstanceOf(Date);
      expect(row.status).toBe('approved');
      expect(row.deliveryStatus).toBe('shipped');

      const entries = await auditOf(ids.transit);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        adminId: admin.id,
        action: 'update_delivery',
        targetLabel: `Request #${ids.transit}: Office chairs`,
        before: { tracking_number: null, estimated_delivery: null, notes: null },
        after: { tracking_number: '1Z999AA10123456784', estimated_delivery: estimated, notes: 'Dock B' },
      });

      const listed = (await list()).json();
      expect(titlesOf(listed.deliveries).slice(0, 2)).toEqual(['Winter coats', 'Office chairs']);
      expect(listed.deliveries[1].last_update).toBe(row.deliveryUpdatedAt!.toISOString());

      // The same values again change nothing and record nothing; a field left out stays.
      expect((await update(ids.transit, payload)).statusCode).toBe(200);
      expect(await auditOf(ids.transit)).toHaveLength(1);
      const cleared = await update(ids.transit, { tracking_number: '' });
      expect(cleared.json().delivery).toMatchObject({ tracking_number: null, notes: 'Dock B' });
      expect(await auditOf(ids.transit)).toHaveLength(2);
    });

    it('works on a delivered request too, and on the approval day itself', async () => {
      const row = await requestRow(t.ctx.db, ids.delivered);
      const approvedOn = calendarDateOf(row.approvedAt!);
      const response = await update(ids.delivered, { estimated_delivery: approvedOn, notes: 'Left at front desk' });
      expect(response.statusCode).toBe(200);
      expect(response.json().delivery).toMatchObject({ estimated_delivery: approvedOn, delivery_status: 'delivered' });
    });

    it('refuses a request that is not approved, a day before the approval and a bad day, changing nothing', async () => {
      const before = await requestRow(t.ctx.db, ids.unanswered);
      const pending = await update(ids.unanswered, { tracking_number: 'ABC' });
      expect(pending.statusCode).toBe(400);
      expect(pending.json().detail).toBe(
        `Request #${ids.unanswered} is pending: only an approved request has a delivery to coordinate.`,
      );
      expect(await requestRow(t.ctx.db, ids.unanswered)).toEqual(before);

      const issue = await requestRow(t.ctx.db, ids.issue);
      const approvedOn = calendarDateOf(issue.approvedAt!);
      const early = await update(ids.issue, { estimated_delivery: '2020-01-01', notes: 'Too early' });
      expect(early.statusCode).toBe(400);
      expect(early.json().detail).toBe(
        `The estimated delivery date cannot be before the request was approved (${approvedOn}).`,
      );
      for (const bad of ['2026-02-30', 'tomorrow', '12/01/2026']) {
        const response = await update(ids.issue, { estimated_delivery: bad });
        expect(response.statusCode).toBe(400);
        expect(response.json().detail[0]).toMatchObject({ loc: ['body', 'estimated_delivery'] });
      }
      expect((await update(ids.issue, {})).statusCode).toBe(400);
      expect((await update(ids.issue, { notes: 'x'.repeat(2001) })).statusCode).toBe(400);
      expect(await requestRow(t.ctx.db, ids.issue)).toEqual(issue);
      expect(await auditOf(ids.issue)).toHaveLength(0);
      expect(await auditOf(ids.unanswered)).toHaveLength(0);
      expect((await update(2_000_000, { notes: 'Nobody' })).statusCode).toBe(404);
    });
  });

  it('is for admins only, on both routes', async () => {
    const calls = [
      (as?: UserRow, query = '') => t.request({ method: 'GET', url: `/api/admin/delivery-coordination?${query}`, as }),
      (as?: UserRow, query = '') =>
        t.request({
          method: 'PUT',
          url: `/api/admin/delivery-coordination/${ids.pending}?${query}`,
          payload: { notes: 'Checked' },
          as,
        }),
    ];
    for (const call of calls) {
      expect((await call(undefined)).statusCode).toBe(401);
      const asDonor = await call(donor);
      expect(asDonor.statusCode).toBe(403);
      expect(asDonor.json()).toEqual({ detail: 'Access denied. Admin privileges required.' });
      expect((await call(nonprofit)).statusCode).toBe(403);
      expect((await call(admin, `admin_id=${admin.id + 1000}`)).statusCode).toBe(403);
      expect((await call(admin, `admin_id=${admin.id}`)).statusCode).toBe(200);
    }
  });
});
