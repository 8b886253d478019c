import { adminBroadcastsPageSchema, notificationsResponseSchema, type AdminBroadcast } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { auditLog, broadcastReceipts, broadcasts, users, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { donorPayload } from '#test/support/auth.test-support';

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

describe('admin broadcasts and the bell', () => {
  let t: TestApp;
  let admin: UserRow;
  let donor: UserRow;
  let otherDonor: UserRow;
  let nonprofit: UserRow;

  const create = (payload: object, as: UserRow | undefined = admin) =>
    t.request({ method: 'POST', url: '/api/admin/notifications/create', payload, as });
  const listAll = async (query = '') => {
    const response = await t.request({ method: 'GET', url: `/api/admin/notifications/all?${query}`, as: admin });
    expect(response.statusCode, response.body).toBe(200);
    return adminBroadcastsPageSchema.parse(response.json());
  };
  const bellOf = async (as: UserRow, userId: number, includeRead = true) => {
    const response = await t.request({
      method: 'GET',
      url: `/api/notifications/${userId}?include_read=${includeRead}`,
      as,
    });
    expect(response.statusCode, response.body).toBe(200);
    return notificationsResponseSchema.parse(response.json());
  };
  const broadcastTitles = async (user: UserRow, includeRead = true) =>
    (await bellOf(user, user.id, includeRead)).notifications
      .filter((entry) => entry.source === 'broadcast')
      .map((entry) => entry.title);
  const audits = (action: string) => t.ctx.db.select().from(auditLog).where(eq(auditLog.action, action));
  const stored = () => t.ctx.db.select().from(broadcasts);
  const send = async (payload: object) => {
    const response = await create(payload);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { broadcast: AdminBroadcast }).broadcast;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.ctx.db, { role: 'admin', name: 'Avery Admin' });
    donor = await createUser(t.ctx.db, { role: 'donor' });
    otherDonor = await createUser(t.ctx.db, { role: 'donor' });
    nonprofit = await createUser(t.ctx.db, { role: 'nonprofit', approvalStatus: 'approved' });
  });
  afterAll(() => t.close());

  it('answers 401 anonymous, 403 donors, nonprofits and a wrong admin_id, and saves nothing', async () => {
    const routes = [
      { method: 'GET' as const, url: '/api/admin/notifications/all' },
      {
        method: 'POST' as const,
        url: '/api/admin/notifications/create',
        payload: { title: 'Hi', message: 'Hello', target: 'all' },
      },
      { method: 'POST' as const, url: '/api/admin/notifications/1/end', payload: {} },
    ];
    for (const route of routes) {
      expect((await t.request(route)).statusCode, route.url).toBe(401);
      for (const as of [donor, nonprofit]) {
        const response = await t.request({ ...route, as });
        expect(response.statusCode, route.url).toBe(403);
        expect(response.json().detail).toBe('Access denied. Admin privileges required.');
      }
      const wrongId =
        route.method === 'GET'
          ? { url: `${route.url}?admin_id=${admin.id + 1000}` }
          : { payload: { ...route.payload, admin_id: admin.id + 1000 } };
      expect((await t.request({ ...route, ...wrongId, as: admin })).statusCode, route.url).toBe(403);
    }
    expect(await stored()).toEqual([]);
    expect(await t.ctx.db.select().from(auditLog)).toEqual([]);
  });

  it('refuses bad input with 400 and a detail, saving nothing', async () => {
    const valid = { title: 'Maintenance', message: 'Down at noon', target: 'all' };
    const cases: [object, string][] = [
      [{ ...valid, title: '  ' }, 'Title is required'],
      [{ ...valid, message: undefined }, 'Message is required'],
      [{ ...valid, target: 'admins' }, 'Target must be one of: all, nonprofits, donors'],
      [{ ...valid, target: undefined }, 'Target is required: all, nonprofits or donors'],
      [{ ...valid, expires_at: 'tomorrow' }, 'expires_at must be a date and time'],
      [{ ...valid, starts_at: inHours(5), expires_at: inHours(2) }, 'The expiry must be after the start.'],
      [{ ...valid, expires_at: inHours(-1) }, 'The expiry must be in the future.'],
      [{ ...valid, starts_at: inHours(-5), expires_at: inHours(-1) }, 'The expiry must be in the future.'],
    ];
    for (const [payload, detail] of cases) {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(response.json().detail)).toContain(detail);
    }
    expect(await stored()).toEqual([]);
    expect(await audits('create_broadcast')).toEqual([]);
  });

  it('a broadcast to donors shows in a donor’s bell and not in a nonprofit’s, reaches a donor who signs up after it, and is gone after its expiry', async () => {
    const sent = await send({
      title: 'Holiday hours',
      message: 'Pickups pause on Friday.',
      target_users: 'donors',
      expires_at: inHours(24),
      admin_id: admin.id,
    });
    expect(sent).toMatchObject({ target: 'donors', status: 'live', created_by_name: 'Avery Admin', can_end: true });
    expect(await stored()).toHaveLength(1);
    const [entry] = await audits('create_broadcast');
    expect(entry).toMatchObject({ adminId: admin.id, targetId: String(sent.id), targetLabel: 'Holiday hours' });

    expect(await broadcastTitles(donor)).toEqual(['Holiday hours']);
    expect(await broadcastTitles(nonprofit)).toEqual([]);
    expect(await broadcastTitles(admin)).toEqual([]);
    const bell = await bellOf(donor, donor.id);
    expect(bell.unread_count).toBe(1);
    expect(bell.notifications[0]).toMatchObject({ id: sent.id, source: 'broadcast', type: 'broadcast', read: false });

    const payload = donorPayload();
    const signUp = await t.request({ method: 'POST', url: '/api/auth/register', payload });
    expect(signUp.statusCode, signUp.body).toBe(201);
    const [newcomer] = await t.ctx.db
      .select()
      .from(users)
      .where(eq(users.email, String(payload.email)));
    const late = await bellOf(newcomer!, newcomer!.id);
    expect(late.notifications.map((n) => n.title)).toContain('Holiday hours');
    expect(late.unread_count).toBeGreaterThanOrEqual(1);

    await t.ctx.db
      .update(broadcasts)
      .set({ startsAt: sql`now() - interval '2 hours'`, expiresAt: sql`now() - interval '1 second'` })
      .where(eq(broadcasts.id, sent.id));
    expect(await broadcastTitles(donor)).toEqual([]);
    expect((await bellOf(donor, donor.id)).unread_count).toBe(0);
    expect((await listAll('status=expired')).notifications.map((b) => b.id)).toEqual([sent.id]);
  });

  it('keeps read and dismissed per user: one donor’s dismissal does not hide it from another', async () => {
    const sent = await send({ title: 'New categories', message: 'Office furniture is in.', target: 'all' });
    const markRead = (as: UserRow, id: number | string) =>
      t.request({ method: 'PATCH', url: `/api/notifications/broadcasts/${id}/read`, as });
    const dismiss = (as: UserRow | undefined, id: number) =>
      t.request({ method: 'POST', url: `/api/notifications/broadcasts/${id}/dismiss`, as });

    const read = await markRead(donor, sent.id);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ notification: { id: sent.id, source: 'broadcast', read: true } });
    expect((await markRead(donor, sent.id)).statusCode).toBe(200);
    expect(await broadcastTitles(donor, false)).toEqual([]);
    expect(await broadcastTitles(donor)).toEqual(['New categories']);
    expect(await broadcastTitles(otherDonor, false)).toEqual(['New categories']);

    expect((await dismiss(undefined, sent.id)).statusCode).toBe(401);
    const dismissed = await dismiss(donor, sent.id);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json()).toEqual({ dismissed: true, unread_count: 0 });
    expect(await broadcastTitles(donor)).toEqual([]);
    expect(await broadcastTitles(otherDonor)).toEqual(['New categories']);
    expect(await broadcastTitles(nonprofit)).toEqual(['New categories']);
    expect(await broadcastTitles(admin)).toEqual(['New categories']);

    // Mark all read covers broadcasts too, for that user alone.
    expect(
      (await t.request({ method: 'POST', url: `/api/notifications/${nonprofit.id}/read-all`, as: nonprofit })).json(),
    ).toEqual({ updated: 1 });
    expect((await bellOf(nonprofit, nonprofit.id)).unread_count).toBe(0);
    expect((await bellOf(otherDonor, otherDonor.id)).unread_count).toBe(1);

    // A broadcast not for one's role, or not live, is not there to read: 404 like anyone's notification.
    const toDonors = await send({ title: 'Donors only', message: 'x', target: 'donors' });
    expect((await markRead(nonprofit, toDonors.id)).json()).toEqual({ detail: 'Notification not found.' });
    expect((await dismiss(nonprofit, toDonors.id)).statusCode).toBe(404);
    expect((await markRead(donor, 'abc')).statusCode).toBe(400);

    const [listed] = (await listAll(`search=${encodeURIComponent('New categories')}`)).notifications;
    expect(listed).toMatchObject({ id: sent.id, read_count: 2, dismissed_count: 1, audience: 5 });
    const receipts = await t.ctx.db.select().from(broadcastReceipts).where(eq(broadcastReceipts.broadcastId, sent.id));
    expect(receipts).toHaveLength(2);
  });

  it('lists newest first with status, target and paging, and waits for a scheduled start', async () => {
    const scheduled = await send({
      title: 'Next week',
      message: 'Coming soon',
      target: 'nonprofits',
      starts_at: inHours(48),
      expires_at: inHours(72),
    });
    expect(scheduled.status).toBe('scheduled');
    expect(await broadcastTitles(nonprofit)).not.toContain('Next week');

    const page = await listAll('limit=2');
    expect(page.notifications[0]!.id).toBe(scheduled.id);
    expect(page).toMatchObject({ total: 4, page: 1, total_pages: 2 });
    expect((await listAll('status=scheduled')).notifications.map((b) => b.title)).toEqual(['Next week']);
    expect((await listAll('target=donors&status=live')).notifications.map((b) => b.title)).toEqual(['Donors only']);
    expect((await listAll('sort_dir=asc')).notifications[0]!.title).toBe('Holiday hours');
    for (const query of ['status=soon', 'target=admins', 'limit=101']) {
      expect(
        (await t.request({ method: 'GET', url: `/api/admin/notifications/all?${query}`, as: admin })).statusCode,
      ).toBe(400);
    }
  });

  it('ends a live or scheduled broadcast now with one audit entry; an expired one gets 409', async () => {
    const live = await send({ title: 'Ending soon', message: 'Bye', target: 'donors' });
    const scheduled = await send({ title: 'Never shown', message: 'Later', target: 'all', starts_at: inHours(2) });
    const end = (id: number) =>
      t.request({
        method: 'POST',
        url: `/api/admin/notifications/${id}/end`,
        payload: { admin_id: admin.id },
        as: admin,
      });
    for (const broadcast of [live, scheduled]) {
      const response = await end(broadcast.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        message: 'Broadcast ended',
        broadcast: { status: 'expired', can_end: false },
      });
      expect((await end(broadcast.id)).statusCode).toBe(409);
    }
    expect(await broadcastTitles(donor)).not.toContain('Ending soon');
    expect(
      (await t.request({ method: 'POST', url: '/api/admin/notifications/999999/end', as: admin })).statusCode,
    ).toBe(404);
    const ended = await audits('end_broadcast');
    expect(ended.map((entry) => entry.targetLabel).sort()).toEqual(['Ending soon', 'Never shown']);
  });
});
