import type { AdminOverviewResponse, AttentionKind } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem } from '#src/factories/items';
import { createUser } from '#src/factories/users';
import type { Database } from '#src/platform/database/client';
import {
  checkoutSessions,
  emailRecords,
  invoices,
  requests,
  type ItemRow,
  type UserRow,
} from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { attentionEntry } from './admin-overview.entries';
import { businessDaysBetween, lastDayOverLimit } from './business-days';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = Date.now();
const ago = (ms: number) => new Date(now - ms);
const ahead = (ms: number) => new Date(now + ms);
const LONG_AGO = ago(400 * DAY);

describe('business days against the verification promise', () => {
  it('counts the weekdays after the day the wait began, up to today', () => {
    expect(businessDaysBetween('2024-01-08', '2024-01-08')).toBe(0); // Monday, same day
    expect(businessDaysBetween('2024-01-08', '2024-01-10')).toBe(2); // Monday to Wednesday
    expect(businessDaysBetween('2024-01-05', '2024-01-08')).toBe(1); // Friday to Monday
    expect(businessDaysBetween('2024-01-06', '2024-01-08')).toBe(1); // Saturday to Monday
    expect(businessDaysBetween('2024-01-01', '2024-01-31')).toBe(22);
    expect(businessDaysBetween('2024-01-10', '2024-01-08')).toBe(0);
  });

  it('finds the last start day already past the promise', () => {
    // Wednesday 10 January: a wait that began Thursday the 4th has lasted 4 business days, Friday's 3.
    expect(lastDayOverLimit('2024-01-10', 3)).toBe('2024-01-04');
    expect(businessDaysBetween('2024-01-04', '2024-01-10')).toBe(4);
    expect(businessDaysBetween('2024-01-05', '2024-01-10')).toBe(3);
  });
});

describe('GET /api/admin/overview', () => {
  let t: TestApp;
  let admin: UserRow;
  let donor: UserRow;
  let nonprofit: UserRow;
  let longWaiting: UserRow;
  let newcomer: UserRow;
  let item: ItemRow;

  const overview = async (query = '', as: UserRow | undefined = admin) => {
    const response = await t.request({ method: 'GET', url: `/api/admin/overview${query}`, as });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminOverviewResponse>();
  };
  const entry = (body: AdminOverviewResponse, kind: AttentionKind) => body.attention.find((e) => e.kind === kind)!;

  async function addRequest(db: Database, values: Partial<typeof requests.$inferInsert>) {
    const [row] = await db
      .insert(requests)
      .values({
        itemId: item.id,
        nonprofitId: nonprofit.id,
        donorId: donor.id,
        quantityRequested: 1,
        unitFmvCents: 10_000,
        tokensCharged: 20,
        expiresAt: ahead(5 * DAY),
        status: 'approved',
        approvedAt: LONG_AGO,
        ...values,
      })
      .returning();
    return row!;
  }

  let invoiceNumber = 0;
  async function addInvoice(db: Database, values: Partial<typeof invoices.$inferInsert>) {
    const request = await addRequest(db, {});
    invoiceNumber += 1;
    await db.insert(invoices).values({
      invoiceNumber: `INV-OVERVIEW-${invoiceNumber}`,
      nonprofitId: nonprofit.id,
      requestId: request.id,
      description: 'Fixture invoice',
      itemValueCents: 10_000,
      feePercentage: '5.00',
      platformFeeCents: 500,
      amountCents: 500,
      dueAt: ahead(5 * DAY),
      ...values,
    });
  }

  const checkout = (id: string, values: Partial<typeof checkoutSessions.$inferInsert>) => ({
    id,
    provider: 'sandbox' as const,
    purpose: 'invoices' as const,
    nonprofitId: nonprofit.id,
    description: 'Fixture checkout',
    amountCents: 500,
    url: 'http://localhost/checkout',
    successUrl: 'http://localhost/ok',
    cancelUrl: 'http://localhost/cancel',
    expiresAt: ahead(20 * 60_000),
    ...values,
  });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.db;
    admin = await createUser(db, { role: 'admin', name: 'Avery Admin' });
    donor = await createUser(db, { role: 'donor' });
    nonprofit = await createUser(db, { role: 'nonprofit', approvalStatus: 'approved' });
    // Two full weeks always hold ten weekdays, whatever today is: past the 3 promised.
    longWaiting = await createUser(db, {
      role: 'nonprofit',
      organizationName: 'Harbor Pantry',
      createdAt: ago(14 * DAY),
    });
    newcomer = await createUser(db, { role: 'nonprofit', organizationName: 'New Shelter', createdAt: new Date(now) });

    item = await createItem(db, { donorId: donor.id, quantity: 5 });
    await createItem(db, { donorId: donor.id, status: 'pending_review', createdAt: ago(3 * DAY) });
    await createItem(db, { donorId: donor.id, status: 'pending_review', createdAt: ago(1 * DAY) });
    await createItem(db, { donorId: donor.id, status: 'disabled' });

    // Pending: one expiring within 48 hours, one not; reported not received; approved this month.
    await addRequest(db, { status: 'pending', approvedAt: null, createdAt: ago(6 * DAY), expiresAt: ahead(10 * HOUR) });
    await addRequest(db, { status: 'pending', approvedAt: null, createdAt: ago(1 * DAY), expiresAt: ahead(5 * DAY) });
    await addRequest(db, { deliveryStatus: 'not_received', deliveryUpdatedAt: ago(2 * DAY) });
    await addRequest(db, { status: 'completed', deliveryStatus: 'received' });
    await addRequest(db, { approvedAt: new Date(now) });

    await db.insert(checkoutSessions).values([
      checkout('cs_stuck', { createdAt: ago(150 * 60_000), expiresAt: ago(2 * HOUR) }),
      checkout('cs_open_now', {}),
      checkout('cs_expired', { status: 'expired', expiresAt: ago(2 * HOUR) }),
      checkout('cs_failed', {
        status: 'complete',
        lastError: 'The payment failed.',
        expiresAt: ago(2 * HOUR),
      }),
      checkout('cs_paid_now', {
        status: 'complete',
        paymentStatus: 'paid',
        amountCents: 1_234,
        fulfilledAt: new Date(now),
      }),
      checkout('cs_paid_long_ago', {
        status: 'complete',
        paymentStatus: 'paid',
        amountCents: 999,
        createdAt: LONG_AGO,
        expiresAt: LONG_AGO,
        fulfilledAt: LONG_AGO,
      }),
      checkout('cs_tokens', {
        purpose: 'token_purchase',
        status: 'complete',
        paymentStatus: 'paid',
        amountCents: 2_500,
        fulfilledAt: new Date(now),
      }),
    ]);
    // Overdue; past due but paying now (processing, not overdue); not yet due; paid this month; paid long ago.
    // Revenue is counted from the checkouts that collected it.
    await addInvoice(db, { dueAt: ago(10 * DAY) });
    await addInvoice(db, { dueAt: ago(3 * DAY), openSessionId: 'cs_open_now' });
    await addInvoice(db, {});
    await addInvoice(db, { status: 'paid', amountCents: 1_234, paidAt: new Date(now), paidSessionId: 'cs_paid_now' });
    await addInvoice(db, { status: 'paid', amountCents: 999, paidAt: LONG_AGO, paidSessionId: 'cs_paid_long_ago' });

    const email = { templateKey: 'invoice', recipient: 'a@example.org', subject: 'S', body: 'B' };
    await db.insert(emailRecords).values([
      { ...email, status: 'failed', createdAt: ago(4 * DAY) },
      { ...email, status: 'sent', createdAt: ago(5 * DAY) },
    ]);
  });
  afterAll(() => t.close());

  it('answers admins only; a donor or nonprofit gets 403, a visitor 401, a wrong admin_id 403', async () => {
    await overview();
    await overview(`?admin_id=${admin.id}`);
    for (const other of [donor, nonprofit]) {
      const response = await t.request({ method: 'GET', url: '/api/admin/overview', as: other });
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toBe('Access denied. Admin privileges required.');
    }
    expect((await t.request({ method: 'GET', url: '/api/admin/overview' })).statusCode).toBe(401);
    const wrongId = await t.request({ method: 'GET', url: `/api/admin/overview?admin_id=${donor.id}`, as: admin });
    expect(wrongId.statusCode).toBe(403);
  });

  it('refuses an unknown time zone with 400', async () => {
    const response = await t.request({ method: 'GET', url: '/api/admin/overview?tz=Mars/Olympus', as: admin });
    expect(response.statusCode).toBe(400);
  });

  it('lists every kind of waiting work with its count, the oldest date and the tab that fixes it', async () => {
    const body = await overview('?tz=UTC');
    const summary = body.attention.map(({ kind, count, oldest_at, level, link }) => ({
      kind,
      count,
      oldest_at,
      level,
      link,
    }));
    expect(summary).toEqual([
      {
        kind: 'nonprofits_pending',
        count: 2,
        oldest_at: ago(14 * DAY).toISOString(),
        level: 'urgent',
        link: '?tab=users&role=nonprofit&status=pending',
      },
      {
        kind: 'items_pending_review',
        count: 2,
        oldest_at: ago(3 * DAY).toISOString(),
        level: 'attention',
        link: '?tab=items&status=pending_review',
      },
      {
        kind: 'deliveries_not_received',
        count: 1,
        oldest_at: ago(2 * DAY).toISOString(),
        level: 'urgent',
        link: '?tab=delivery&status=issue',
      },
      {
        kind: 'emails_failed',
        count: 1,
        oldest_at: ago(4 * DAY).toISOString(),
        level: 'attention',
        link: '?tab=emails&status=failed',
      },
      {
        kind: 'invoices_overdue',
        count: 1,
        oldest_at: ago(10 * DAY).toISOString(),
        level: 'attention',
        link: '?tab=payments&status=overdue',
      },
      {
        kind: 'checkouts_stuck',
        count: 1,
        oldest_at: ago(150 * 60_000).toISOString(),
        level: 'urgent',
        link: '?tab=payments&stuck=true',
      },
      {
        kind: 'requests_expiring',
        count: 1,
        oldest_at: ago(6 * DAY).toISOString(),
        level: 'attention',
        link: '?tab=requests&status=pending&expiring=true',
      },
      {
        kind: 'irs_revocations',
        count: 0,
        oldest_at: null,
        level: 'clear',
        link: '?tab=users&role=nonprofit&status=approved',
      },
    ]);
    expect(entry(body, 'nonprofits_pending').summary).toBe(
      '2 nonprofits wait for verification; 1 has waited more than the 3 business days promised.',
    );
    expect(entry(body, 'invoices_overdue').summary).toBe('1 invoice is still unpaid after the due date.');
  });

  it('names the longest-waiting nonprofits with their business days against the promise', async () => {
    const { verification } = await overview('?tz=UTC');
    expect(verification).toEqual({
      promised_business_days: 3,
      over_promise: 1,
      longest_waiting: [
        {
          id: longWaiting.id,
          name: 'Harbor Pantry',
          email: longWaiting.email,
          waiting_since: ago(14 * DAY).toISOString(),
          business_days_waiting: 10,
          over_promise: true,
          link: `?tab=users&user_id=${longWaiting.id}`,
        },
        expect.objectContaining({ id: newcomer.id, name: 'New Shelter', over_promise: false }),
      ],
    });
  });

  it('gives the headline figures, revenue this month in cents', async () => {
    const body = await overview('?tz=UTC');
    expect(body.headline).toEqual({
      users_total: 5,
      nonprofits: 3,
      donors: 1,
      admins: 1,
      nonprofits_pending: 2,
      items_listed: 1,
      items_total: 4,
      requests_pending: 2,
      requests_approved_this_month: 1,
      revenue_this_month_cents: 3_734,
      invoice_revenue_this_month_cents: 1_234,
      token_revenue_this_month_cents: 2_500,
    });
    const month = new Date(now);
    expect(body.month_start).toBe(new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), 1)).toISOString());
    expect(body.time_zone).toBe('UTC');
  });

  it('keeps an entry with nothing waiting, as all clear', () => {
    expect(attentionEntry('emails_failed', { count: 0, oldestAt: null })).toMatchObject({
      count: 0,
      oldest_at: null,
      level: 'clear',
      summary: 'No email has failed.',
      link: '?tab=emails&status=failed',
    });
  });
});
