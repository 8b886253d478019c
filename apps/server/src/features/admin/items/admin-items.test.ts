import {
  ADMIN_ACCESS_DENIED,
  ADMIN_ITEM_MESSAGES,
  type AdminItemDetails,
  type AdminItemsPageResponse,
} from '@app/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem } from '#src/factories/items';
import { createUser } from '#src/factories/users';
import { auditLog, emailRecords, items, type ItemRow, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { getItems, titlesOf } from '#test/support/items.test-support';
import { client, fundedNonprofit } from '#test/support/requests.test-support';

const day = (n: number) => new Date(Date.UTC(2024, 0, n));

describe('admin: items', () => {
  let t: TestApp;
  let admin: UserRow;
  let donor: UserRow;
  let otherDonor: UserRow;
  let nonprofit: UserRow;
  let desk: ItemRow;
  let lamp: ItemRow;
  let rower: ItemRow;
  let chair: ItemRow;

  /** null: anonymous. */
  const as = (user: UserRow | null) => ({ as: user ?? undefined });
  const list = (query: string, user: UserRow | null = admin) =>
    t.request({ method: 'GET', url: `/api/admin/items?${query}`, ...as(user) });
  const details = (id: number, user: UserRow | null = admin, query = '') =>
    t.request({ method: 'GET', url: `/api/admin/items/${id}/details${query}`, ...as(user) });
  const update = (id: number, payload: object, user: UserRow | null = admin) =>
    t.request({ method: 'PUT', url: `/api/admin/items/${id}/update`, payload, ...as(user) });
  const review = (id: number, payload: object, user: UserRow | null = admin) =>
    t.request({ method: 'POST', url: `/api/admin/items/${id}/review`, payload, ...as(user) });
  const titles = (page: AdminItemsPageResponse) => page.items.map((item) => item.title);
  const itemOf = async (id: number) => (await t.ctx.db.select().from(items).where(eq(items.id, id)))[0]!;
  const auditsOf = (id: number) =>
    t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'item'), eq(auditLog.targetId, String(id))))
      .orderBy(asc(auditLog.id));
  const waiting = (title: string, createdAt = new Date()) =>
    createItem(t.ctx.db, { donorId: donor.id, title, category: 'Furniture', status: 'pending_review', createdAt });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.db;
    admin = await createUser(db, { role: 'admin', approvalStatus: 'approved', name: 'Avery Admin' });
    donor = await createUser(db, { role: 'donor', name: 'Dana Donor', companyName: 'Harbor Goods' });
    otherDonor = await createUser(db, { role: 'donor', name: 'Oscar Other', companyName: 'Summit Supply' });
    nonprofit = await fundedNonprofit(db, 1_000);
    desk = await createItem(db, { donorId: donor.id, title: 'Walnut Desk', category: 'Furniture', createdAt: day(1) });
    lamp = await createItem(db, {
      donorId: donor.id,
      title: 'Brass Lamp',
      category: 'Electronics',
      status: 'disabled',
      fmvCents: 2_500,
      createdAt: day(2),
    });
    rower = await createItem(db, {
      donorId: donor.id,
      title: 'Rowing Machine',
      category: 'Sports Equipment',
      status: 'pending_review',
      quantity: 2,
      createdAt: day(3),
    });
    chair = await createItem(db, {
      donorId: otherDonor.id,
      title: 'Office Chair',
      category: 'Furniture',
      fmvCents: 5_000,
      quantity: 9,
      createdAt: day(4),
    });
  });
  afterAll(() => t.close());

  it('every route is for the signed-in admin only', async () => {
    const calls = [
      (user: UserRow | null, adminId?: number) => list(adminId ? `admin_id=${adminId}` : '', user),
      (user: UserRow | null, adminId?: number) => details(desk.id, user, adminId ? `?admin_id=${adminId}` : ''),
      (user: UserRow | null, adminId?: number) => update(desk.id, { title: 'Walnut Desk', admin_id: adminId }, user),
      (user: UserRow | null, adminId?: number) => review(rower.id, { decision: 'approve', admin_id: adminId }, user),
    ];
    const before = await t.ctx.db.select().from(items).orderBy(asc(items.id));
    for (const call of calls) {
      expect((await call(null)).statusCode).toBe(401);
      for (const user of [donor, nonprofit]) {
        const refused = await call(user);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ detail: ADMIN_ACCESS_DENIED });
      }
      expect((await call(admin, donor.id)).statusCode).toBe(403);
    }
    expect(await t.ctx.db.select().from(items).orderBy(asc(items.id))).toEqual(before);
    // The admin's own id is accepted, and the reads answer.
    expect((await list(`admin_id=${admin.id}`)).statusCode).toBe(200);
    expect((await details(desk.id, admin, `?admin_id=${admin.id}`)).statusCode).toBe(200);
  });

  describe('GET /api/admin/items', () => {
    it('lists every status, disabled and waiting items included, newest first', async () => {
      const page = (await list('')).json() as AdminItemsPageResponse;
      expect(titles(page)).toEqual(['Office Chair', 'Rowing Machine', 'Brass Lamp', 'Walnut Desk']);
      expect(page).toMatchObject({ total: 4, page: 1, total_pages: 1 });
      expect(page.items.find((item) => item.id === lamp.id)).toEqual({
        id: lamp.id,
        title: 'Brass Lamp',
        category: 'Electronics',
        status: 'disabled',
        fair_market_value: 25,
        quantity: 5,
        initial_quantity: 5,
        pending_requests: 0,
        donor_id: donor.id,
        donor_name: 'Dana Donor',
        donor_company: 'Harbor Goods',
        thumbnail_url: expect.stringMatching(/^\/placeholders\//),
        city: 'Chicago',
        state: 'IL',
        created_at: '2024-01-02T00:00:00.000Z',
        updated_at: expect.any(String),
      });
    });

    it('filters by status, category, donor and search (title or donor company)', async () => {
      expect(titles((await list('status=disabled')).json())).toEqual(['Brass Lamp']);
      expect(titles((await list('status=pending_review')).json())).toEqual(['Rowing Machine']);
      expect(titles((await list('category=Furniture')).json())).toEqual(['Office Chair', 'Walnut Desk']);
      expect(titles((await list(`user_id=${otherDonor.id}`)).json())).toEqual(['Office Chair']);
      expect(titles((await list('search=summit')).json())).toEqual(['Office Chair']);
      expect(titles((await list('search=LAMP')).json())).toEqual(['Brass Lamp']);
      expect(titles((await list('search=harbor&category=all&status=')).json())).toHaveLength(3);
      expect((await list(`search=${encodeURIComponent('100%')}`)).json().total).toBe(0);
    });

    it('sorts and pages on the server', async () => {
      expect(titles((await list('sort_by=title&sort_dir=asc')).json())).toEqual([
        'Brass Lamp',
        'Office Chair',
        'Rowing Machine',
        'Walnut Desk',
      ]);
      const byValue = (await list('sort_by=fair_market_value&sort_dir=asc&limit=2&page=1')).json();
      expect(titles(byValue)).toEqual(['Brass Lamp', 'Office Chair']);
      expect(byValue).toMatchObject({ total: 4, total_pages: 2, page: 1 });
      expect(titles((await list('sort_by=quantity&sort_dir=desc&limit=1')).json())).toEqual(['Office Chair']);
      expect((await list('limit=3&page=9')).json()).toMatchObject({ items: [], total: 4 });
    });

    it('answers 400 to an unknown status or sort, and a page too large', async () => {
      for (const query of ['status=lost', 'sort_by=color', 'sort_dir=up', 'limit=101', 'page=0']) {
        expect((await list(query)).statusCode, query).toBe(400);
      }
    });
  });

  describe('GET /api/admin/items/{id}/details', () => {
    it('shows the item with its donor, place, quantities and requests counted by status', async () => {
      const api = client(t);
      const first = await api.create(nonprofit, nonprofit.id, { item_id: chair.id, quantity_requested: 2 });
      await api.respond(otherDonor, first.json().request.id, otherDonor.id, 'approve');
      await api.create(nonprofit, nonprofit.id, { item_id: chair.id, quantity_requested: 1 });

      const response = await details(chair.id);
      expect(response.statusCode).toBe(200);
      const item = response.json().item as AdminItemDetails;
      expect(item).toMatchObject({
        id: chair.id,
        title: 'Office Chair',
        status: 'requested',
        fair_market_value: 50,
        quantity: 7,
        initial_quantity: 9,
        approved_quantity: 2,
        shipping_options: ['donor_ships', 'nonprofit_pickup'],
        donor: { id: otherDonor.id, name: 'Oscar Other', company_name: 'Summit Supply', email: otherDonor.email },
        place: { city: 'Chicago', state: 'IL', zip: '60606', donor_scope: 'nationwide' },
        requests: { total: 2, pending: 1, approved: 1, declined: 0, completed: 0, cancelled: 0 },
        review: { note: null, reviewed_at: null, reviewed_by: null },
      });
      expect((await details(2_000_000_000)).statusCode).toBe(404);
      expect((await details(0)).statusCode).toBe(400);
    });
  });

  describe('PUT /api/admin/items/{id}/update', () => {
    it('edits the fields through the listing rules, with one audit entry labelled with the old title', async () => {
      const loaded = (await details(desk.id)).json().item as AdminItemDetails;
      const response = await update(desk.id, {
        title: 'Oak Desk',
        description: 'Solid oak, two drawers.',
        category: 'Office Supplies',
        fair_market_value: 149.99,
        quantity: 3,
        shipping_options: ['electronic', 'donor_ships'],
        version: loaded.updated_at,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(ADMIN_ITEM_MESSAGES.updated);
      expect(response.json().item).toMatchObject({
        title: 'Oak Desk',
        category: 'Office Supplies',
        fair_market_value: 149.99,
        quantity: 3,
        initial_quantity: 3,
        status: 'available',
        shipping_options: ['donor_ships', 'electronic'],
      });
      expect((await itemOf(desk.id)).fmvCents).toBe(14_999);
      const audits = await auditsOf(desk.id);
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({
        adminId: admin.id,
        action: 'update_item',
        targetLabel: 'Walnut Desk',
        before: { title: 'Walnut Desk', quantity: 5, fair_market_value: 100 },
        after: { title: 'Oak Desk', quantity: 3, fair_market_value: 149.99 },
      });

      // The same values again change nothing and leave no entry.
      expect((await update(desk.id, { title: 'Oak Desk', quantity: 3 })).statusCode).toBe(200);
      expect(await auditsOf(desk.id)).toHaveLength(1);
    });

    it('refuses bad input with 400 and changes nothing', async () => {
      const before = await itemOf(desk.id);
      const bad: object[] = [
        { quantity: -1 },
        { quantity: 1.5 },
        { fair_market_value: 10.005 },
        { fair_market_value: -1 },
        { title: '  ' },
        { shipping_options: [] },
        { status: 'lost' },
        { category: 'Spaceships' },
        { status: 'rejected' },
        {},
        { version: 'yesterday', title: 'X' },
      ];
      for (const payload of bad) {
        const refused = await update(desk.id, payload);
        expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
        expect(refused.json().detail).toBeTruthy();
      }
      expect(await itemOf(desk.id)).toEqual(before);
      expect(await auditsOf(desk.id)).toHaveLength(1);
    });

    it('keeps the status following the requests', async () => {
      // Office Chair: 2 approved, 1 pending, 7 left.
      const refused = await update(chair.id, { status: 'completed' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toBe(ADMIN_ITEM_MESSAGES.statusFollowsRequests('completed', 'requested'));

      const hidden = (await update(chair.id, { status: 'disabled' })).json().item as AdminItemDetails;
      expect(hidden.status).toBe('disabled');
      expect(titlesOf(await getItems(t, { search: 'chair' }, nonprofit))).toEqual([]);
      // Listing it again gives the status its pending request calls for, and none left stays promised.
      const listed = (await update(chair.id, { status: 'available', quantity: 0 })).json().item as AdminItemDetails;
      expect(listed).toMatchObject({ status: 'requested', quantity: 0, initial_quantity: 2, approved_quantity: 2 });
      expect(await auditsOf(chair.id)).toHaveLength(2);
    });

    it("refuses a stale version with 409: another admin's change is never overwritten", async () => {
      const loaded = (await details(lamp.id)).json().item as AdminItemDetails;
      expect((await update(lamp.id, { quantity: 4, version: loaded.updated_at })).statusCode).toBe(200);
      const before = await itemOf(lamp.id);
      const stale = await update(lamp.id, { quantity: 8, version: loaded.updated_at });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({ detail: ADMIN_ITEM_MESSAGES.stale });
      expect(await itemOf(lamp.id)).toEqual(before);
      expect(await auditsOf(lamp.id)).toHaveLength(1);
    });
  });

  describe('POST /api/admin/items/{id}/review', () => {
    it('approving lists the item for nonprofits, once', async () => {
      const loaded = (await details(rower.id)).json().item as AdminItemDetails;
      expect(titlesOf(await getItems(t, { search: 'rowing' }, nonprofit))).toEqual([]);
      const approved = await review(rower.id, { decision: 'approve', version: loaded.updated_at });
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toMatchObject({
        message: ADMIN_ITEM_MESSAGES.approved,
        item: { status: 'available', review: { note: null, reviewed_by: { id: admin.id, name: 'Avery Admin' } } },
      });
      expect(titlesOf(await getItems(t, { search: 'rowing' }, nonprofit))).toEqual(['Rowing Machine']);
      const again = await review(rower.id, { decision: 'reject', reason: 'Too late' });
      expect(again.statusCode).toBe(409);
      expect(await auditsOf(rower.id)).toMatchObject([{ action: 'approve_item', targetLabel: 'Rowing Machine' }]);
    });

    it('rejecting needs a reason, hides the item and emails the reason to its donor', async () => {
      const item = await waiting('Dented Filing Cabinet');
      for (const payload of [{ decision: 'reject' }, { decision: 'reject', reason: '   ' }, { decision: 'maybe' }]) {
        expect((await review(item.id, payload)).statusCode).toBe(400);
      }
      expect((await itemOf(item.id)).status).toBe('pending_review');

      const reason = 'The photos show a broken drawer; please describe the damage.';
      const rejected = await review(item.id, { decision: 'reject', reason });
      expect(rejected.statusCode).toBe(200);
      expect(rejected.json()).toMatchObject({
        message: ADMIN_ITEM_MESSAGES.rejected,
        item: { status: 'rejected', review: { note: reason, reviewed_by: { id: admin.id } } },
      });
      expect(titlesOf(await getItems(t, { search: 'cabinet' }, nonprofit))).toEqual([]);
      expect(titlesOf(await getItems(t, { search: 'cabinet' }))).toEqual([]);
      const refused = await client(t).create(nonprofit, nonprofit.id, { item_id: item.id, quantity_requested: 1 });
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);

      const emails = await t.ctx.db
        .select()
        .from(emailRecords)
        .where(and(eq(emailRecords.templateKey, 'item_rejected'), eq(emailRecords.recipient, donor.email)));
      expect(emails).toHaveLength(1);
      expect(emails[0]!.subject).toContain('Dented Filing Cabinet');
      expect(emails[0]!.body).toContain(reason);
      expect(await auditsOf(item.id)).toMatchObject([{ action: 'reject_item', reason }]);

      // The donor's dashboard shows why.
      const dashboard = await t.request({ method: 'GET', url: `/api/dashboard/donor/${donor.id}/detailed`, as: donor });
      const listing = dashboard.json().listings.find((entry: { id: number }) => entry.id === item.id);
      expect(listing).toMatchObject({ status: 'rejected', review_note: reason });
    });

    it('two admins deciding one item at once: one wins, the other gets 409, one audit entry', async () => {
      const second = await createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved' });
      const item = await waiting('Contested Bookshelf');
      const version = ((await details(item.id)).json().item as AdminItemDetails).updated_at;
      const answers = await Promise.all([
        review(item.id, { decision: 'approve', version }),
        review(item.id, { decision: 'reject', reason: 'Duplicate listing', version }, second),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const audits = await auditsOf(item.id);
      expect(audits).toHaveLength(1);
      const won = (await itemOf(item.id)).status;
      expect(won).toBe(audits[0]!.action === 'approve_item' ? 'available' : 'rejected');
    });

    it('refuses a stale version', async () => {
      const item = await waiting('Stale Sofa');
      const response = await review(item.id, { decision: 'approve', version: '2020-01-01T00:00:00.000Z' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ detail: ADMIN_ITEM_MESSAGES.stale });
      expect((await itemOf(item.id)).status).toBe('pending_review');
    });
  });
});
