import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, sessions, type UserRow } from '#src/platform/database/schema';
import { hashToken } from '#src/platform/auth/tokens';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { ago, buildAnalyticsFixture, type AnalyticsFixture } from './admin-analytics.fixture';

const URL = '/api/admin/analytics/comprehensive';
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

describe('GET /api/admin/analytics/comprehensive', () => {
  let t: TestApp;
  let f: AnalyticsFixture;

  beforeAll(async () => {
    t = await createTestApp();
    f = await buildAnalyticsFixture(t.ctx.db);
    // Signing in makes the admin, the donor and the nonprofit active now.
    await Promise.all([f.admin, f.donor, f.nonprofit].map((user) => t.sessionFor(user)));
  });
  afterAll(() => t.close());

  const get = (query = '', as: UserRow | null = f.admin) =>
    t.request({ method: 'GET', url: `${URL}${query}`, as: as ?? undefined });
  const figures = async (query: string) => {
    const response = await get(query);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('is for admins only, and admin_id must be the caller', async () => {
    expect((await get('', null)).statusCode).toBe(401);
    for (const other of [f.donor, f.nonprofit]) {
      const refused = await get('', other);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: 'Access denied. Admin privileges required.' });
    }
    expect((await get(`?admin_id=${f.donor.id}`)).statusCode).toBe(403);
    expect((await get(`?admin_id=${f.admin.id}`)).statusCode).toBe(200);
  });

  it('answers 400 to a period other than 7, 30 or 90 days', async () => {
    for (const days of ['5', 'abc', '30.5', '-7']) {
      const refused = await get(`?days=${days}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toEqual([{ loc: ['querystring', 'days'], msg: 'days must be 7, 30 or 90' }]);
    }
    expect((await get('?tz=Mars/Olympus')).statusCode).toBe(400);
  });

  it('counts accounts and items as they stand, and those new or active in the last 7 days', async () => {
    const body = await figures('?days=7');
    expect(body.period).toEqual({ days: 7, time_zone: 'UTC', since: `${utcDay(ago(6))}T00:00:00.000Z` });
    expect(body.users).toEqual({
      total: 6,
      nonprofits: 3,
      donors: 2,
      admins: 1,
      approved: 4,
      pending: 1,
      rejected: 1,
      new_in_period: 2,
      active_in_period: 3,
    });
    expect(body.items).toEqual({
      total: 7,
      available: 2,
      requested: 1,
      approved: 1,
      completed: 0,
      disabled: 1,
      pending_review: 1,
      rejected: 1,
      new_in_period: 4,
      total_fmv_cents: 88_597,
      average_fmv_cents: 12_657,
      category_breakdown: [
        { category: 'Books', count: 2, total_value_cents: 5_300 },
        { category: 'Electronics', count: 2, total_value_cents: 54_000 },
        { category: 'Furniture', count: 2, total_value_cents: 25_297 },
        { category: 'Clothing', count: 1, total_value_cents: 4_000 },
      ],
    });
    expect(body.locations.top_states).toEqual([
      { state: 'IL', users: 1, items: 5 },
      { state: 'WI', users: 2, items: 1 },
      { state: 'CA', users: 0, items: 1 },
    ]);
  });

  it('counts the requests, deliveries, money and emails of the last 7 days', async () => {
    const body = await figures('?days=7');
    expect(body.requests).toEqual({
      total: 8,
      pending: 1,
      approved: 4,
      completed: 1,
      declined: 1,
      expired: 1,
      denied: 2,
      cancelled: 1,
      approval_rate: 66.7,
    });
    expect(body.delivery).toEqual({
      approved_requests: 4,
      delivered: 1,
      in_transit: 1,
      issue: 1,
      pending: 1,
      delivered_percentage: 25,
      in_transit_percentage: 25,
      issue_percentage: 25,
      pending_percentage: 25,
    });
    expect(body.payments).toEqual({
      total_revenue_cents: 5_500,
      invoice_revenue_cents: 3_000,
      platform_fees_cents: 500,
      token_sales_cents: 2_500,
      total_transactions: 2,
      average_transaction_cents: 2_750,
      pending: 2,
      pending_cents: 5_200,
    });
    expect(body.emails).toEqual({
      sent_today: 2,
      sent: 3,
      failed: 1,
      waiting: 1,
      delivery_emails: 3,
      success_rate: 75,
    });
    expect(body.platform_health).toEqual({
      active_users_percentage: 50,
      item_availability_rate: 28.6,
      request_fulfillment_rate: 57.1,
    });
  });

  it('draws a point for every day of the period, zeros included', async () => {
    const body = await figures('?days=7');
    const days = [6, 5, 4, 3, 2, 1, 0].map((n) => utcDay(ago(n)));
    expect(body.time_series.map((point: { date: string }) => point.date)).toEqual(days);
    const at = (daysAgo: number) => body.time_series[6 - daysAgo];
    expect(at(0)).toEqual({
      date: days[6],
      new_users: 1,
      items_listed: 1,
      requests_made: 0,
      requests_approved: 0,
      revenue_cents: 0,
    });
    expect(at(1)).toMatchObject({ requests_made: 2, requests_approved: 1, items_listed: 1, revenue_cents: 3_000 });
    expect(at(3)).toMatchObject({ requests_made: 1, requests_approved: 1, items_listed: 1, revenue_cents: 2_500 });
    expect(at(6)).toEqual({
      date: days[0],
      new_users: 0,
      items_listed: 0,
      requests_made: 1,
      requests_approved: 0,
      revenue_cents: 0,
    });
    const sum = (key: string) =>
      body.time_series.reduce((total: number, point: Record<string, number>) => total + point[key]!, 0);
    expect(sum('requests_made')).toBe(body.requests.total);
    expect(sum('requests_approved')).toBe(body.delivery.approved_requests);
    expect(sum('revenue_cents')).toBe(body.payments.total_revenue_cents);
  });

  it('widens every period figure to 30 and 90 days; 30 is the default', async () => {
    const month = await figures('');
    expect(month.period.days).toBe(30);
    expect(month.time_series).toHaveLength(30);
    expect(month.users).toMatchObject({ new_in_period: 3, active_in_period: 4 });
    expect(month.items.new_in_period).toBe(6);
    expect(month.requests).toMatchObject({ total: 10, approved: 5, denied: 3, approval_rate: 62.5 });
    expect(month.delivery).toMatchObject({ approved_requests: 5, pending: 2, pending_percentage: 40 });
    expect(month.payments).toMatchObject({
      total_revenue_cents: 6_750,
      total_transactions: 3,
      average_transaction_cents: 2_250,
    });
    expect(month.emails).toMatchObject({ sent: 4, failed: 1, success_rate: 80 });

    const quarter = await figures('?days=90');
    expect(quarter.time_series).toHaveLength(90);
    expect(quarter.users.new_in_period).toBe(5);
    expect(quarter.requests).toMatchObject({ total: 11, approved: 6, completed: 2, approval_rate: 66.7 });
  });

  it("buckets the days in the viewer's time zone", async () => {
    const body = await figures('?days=7&tz=Pacific/Kiritimati');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date());
    expect(body.period.time_zone).toBe('Pacific/Kiritimati');
    expect(body.time_series.at(-1).date).toBe(today);
    expect(new Date(body.period.since).getTime()).toBeLessThan(Date.now() - 6 * 86_400_000);
  });

  it('counts an account active once it uses a session, refreshed with the session at most once a minute', async () => {
    const db = t.ctx.db;
    const token = await t.sessionFor(f.pendingNonprofit);
    const lastActive = async () =>
      (await db.select({ at: users.lastActiveAt }).from(users).where(eq(users.id, f.pendingNonprofit.id)))[0]!.at;
    expect(await lastActive()).not.toBeNull();
    await db.update(users).set({ lastActiveAt: null }).where(eq(users.id, f.pendingNonprofit.id));
    await t.request({ method: 'GET', url: '/api/auth/me', as: token });
    expect(await lastActive()).toBeNull();

    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '5 minutes'` })
      .where(eq(sessions.tokenHash, hashToken(token)));
    await t.request({ method: 'GET', url: '/api/auth/me', as: token });
    expect((await lastActive())!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await figures('?days=7')).users.active_in_period).toBe(4);
  });
});
