import { createRequestResponseSchema, REQUEST_MESSAGES, type DevEmail } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '#src/factories/events';
import { createUser } from '#src/factories/users';
import { notifications, type ItemRow, type UserRow } from '#src/platform/database/schema';
import { saveSiteSettings } from '#src/platform/settings';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import {
  client,
  expectLedgerConsistent,
  fundedNonprofit,
  item,
  itemRow,
  ledgerOf,
  snapshot,
} from '#test/support/requests.test-support';

describe('POST /api/requests', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let admin: UserRow;
  let donor: UserRow;
  let nonprofit: UserRow;
  let laptop: ItemRow;

  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    admin = await createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved' });
    donor = await createUser(t.ctx.db, { role: 'donor', companyName: 'Acme Giving' });
    nonprofit = await fundedNonprofit(t.ctx.db, 200, { organizationName: 'Harbor Pantry' });
    laptop = await item(t.ctx.db, donor, { title: 'Laptop', fmvCents: 12_345, quantity: 4 });
  });
  afterAll(() => t.close());

  /** A refused call leaves ledger, lots, items, requests, notifications and emails as they were. */
  const expectRefused = async (
    send: () => Promise<{ statusCode: number; json(): unknown }>,
    status: number,
    detail?: unknown,
    itemIds: number[] = [laptop.id],
  ) => {
    const before = await snapshot(t.ctx.db, itemIds);
    const response = await send();
    expect(response.statusCode).toBe(status);
    if (detail !== undefined) expect((response.json() as { detail: unknown }).detail).toEqual(detail);
    expect(await snapshot(t.ctx.db, itemIds)).toEqual(before);
    return response;
  };

  it('takes the tokens, marks the item requested and tells the donor', async () => {
    const event = await createEvent(t.ctx.db, { nonprofitId: nonprofit.id, name: 'Spring Gala' });
    const response = await api.create(nonprofit, nonprofit.id, {
      item_id: laptop.id,
      quantity_requested: 2,
      event_id: event.id,
      message: '  For our gala  ',
    });
    expect(response.statusCode).toBe(201);
    const body = createRequestResponseSchema.parse(response.json());
    // ceil(123.45 x 2 / 5) = 50 tokens.
    expect(body.message).toBe(REQUEST_MESSAGES.submitted);
    expect(body.request).toMatchObject({
      item_id: laptop.id,
      item_title: 'Laptop',
      title: 'Laptop',
      donor_company_name: 'Acme Giving',
      event_id: event.id,
      event_name: 'Spring Gala',
      batch_id: null,
      fair_market_value: 123.45,
      total_value: 246.9,
      quantity_requested: 2,
      tokens_charged: 50,
      status: 'pending',
      decline_reason: null,
      message: 'For our gala',
      approved_at: null,
      delivery_options: ['donor_ships', 'nonprofit_pickup'],
    });
    expect(body.request.image_url).not.toBe('');
    const days = (Date.parse(body.request.expires_at) - Date.parse(body.request.created_at)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
    expect(body.balance).toEqual({ balance: 150, total_purchased: 200, total_spent: 50, low_balance: false });

    // Approval, not the request, takes quantity.
    expect(await itemRow(t.ctx.db, laptop.id)).toMatchObject({ status: 'requested', quantity: 4 });
    const spends = (await ledgerOf(t.ctx.db, nonprofit.id)).filter((row) => row.entryType === 'spend');
    expect(spends).toEqual([expect.objectContaining({ tokens: -50, requestId: body.request.id })]);
    await expectLedgerConsistent(t.ctx.db, nonprofit.id);

    const [notification] = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, donor.id), eq(notifications.type, 'request_received')));
    expect(notification).toMatchObject({ title: 'New item request' });
    expect(notification!.metadata).toMatchObject({ request_id: body.request.id, item_title: 'Laptop' });
    const mailbox = await t.request({
      method: 'GET',
      url: `/api/dev/mailbox?to=${encodeURIComponent(donor.email)}`,
      as: donor,
    });
    const emails = (mailbox.json() as { emails: DevEmail[] }).emails;
    expect(emails[0]!.subject).toBe('New request from Harbor Pantry: Laptop');
    expect(emails[0]!.links.some((link) => link.includes('/donor-dashboard?tab=requests'))).toBe(true);
  });

  it('uses the live response deadline setting', async () => {
    await saveSiteSettings(t.ctx.db, { donor_response_deadline_days: 3 }, admin.id);
    try {
      const response = await api.create(nonprofit, nonprofit.id, { item_id: laptop.id, quantity_requested: 1 });
      const body = createRequestResponseSchema.parse(response.json());
      const days = (Date.parse(body.request.expires_at) - Date.parse(body.request.created_at)) / 86_400_000;
      expect(days).toBeCloseTo(3, 3);
      expect(body.request.event_id).toBeNull();
    } finally {
      await saveSiteSettings(t.ctx.db, { donor_response_deadline_days: 7 }, admin.id);
    }
  });

  it('refuses anonymous callers, donors, admins and nonprofits awaiting approval with their sentences', async () => {
    const body = { item_id: laptop.id, quantity_requested: 1 };
    await expectRefused(() => api.create(undefined, nonprofit.id, body), 401, REQUEST_MESSAGES.notLoggedIn);
    await expectRefused(() => api.create(donor, donor.id, body), 403, REQUEST_MESSAGES.notNonprofit);
    await expectRefused(() => api.create(admin, nonprofit.id, body), 403, REQUEST_MESSAGES.notNonprofit);
    const pending = await fundedNonprofit(t.ctx.db, 100, { approvalStatus: 'pending' });
    await expectRefused(() => api.create(pending, pending.id, body), 403, REQUEST_MESSAGES.pendingApproval);
    const rejected = await fundedNonprofit(t.ctx.db, 100, { approvalStatus: 'rejected' });
    await expectRefused(() => api.create(rejected, rejected.id, body), 403, REQUEST_MESSAGES.pendingApproval);
  });

  it("refuses a nonprofit naming another nonprofit's id", async () => {
    const other = await fundedNonprofit(t.ctx.db, 100);
    await expectRefused(() => api.create(nonprofit, other.id, { item_id: laptop.id, quantity_requested: 1 }), 403);
  });

  it('refuses bad quantities, unknown items and unlisted items with 400, changing nothing', async () => {
    await expectRefused(() => api.create(nonprofit, nonprofit.id, { item_id: laptop.id, quantity_requested: -1 }), 400);
    await expectRefused(() => api.create(nonprofit, nonprofit.id, { item_id: laptop.id, quantity_requested: 0 }), 400);
    await expectRefused(
      () => api.create(nonprofit, nonprofit.id, { item_id: laptop.id, quantity_requested: 1.5 }),
      400,
    );
    await expectRefused(
      () => api.create(nonprofit, nonprofit.id, { item_id: laptop.id, quantity_requested: 5 }),
      400,
      'Only 4 available.',
    );
    await expectRefused(
      () => api.create(nonprofit, nonprofit.id, { item_id: 999_999, quantity_requested: 1 }),
      400,
      'This item is no longer available.',
    );
    await expectRefused(() => api.create(nonprofit, nonprofit.id, { quantity_requested: 1 }), 400);
    for (const status of ['disabled', 'pending_review', 'approved', 'completed'] as const) {
      const unlisted = await item(t.ctx.db, donor, { status });
      await expectRefused(
        () => api.create(nonprofit, nonprofit.id, { item_id: unlisted.id, quantity_requested: 1 }),
        400,
        'This item is no longer available.',
        [unlisted.id],
      );
    }
    const gone = await item(t.ctx.db, donor, { quantity: 0, initialQuantity: 3 });
    await expectRefused(
      () => api.create(nonprofit, nonprofit.id, { item_id: gone.id, quantity_requested: 1 }),
      400,
      'This item is no longer available.',
      [gone.id],
    );
  });

  it("refuses another nonprofit's event", async () => {
    const other = await fundedNonprofit(t.ctx.db, 0);
    const theirs = await createEvent(t.ctx.db, { nonprofitId: other.id });
    await expectRefused(
      () => api.create(nonprofit, nonprofit.id, { item_id: laptop.id, quantity_requested: 1, event_id: theirs.id }),
      400,
      'Please choose one of your own events.',
    );
    await expectRefused(
      () => api.create(nonprofit, nonprofit.id, { item_id: laptop.id, quantity_requested: 1, event_id: 987_654 }),
      400,
    );
  });

  it('refuses when the tokens do not cover the request, changing nothing', async () => {
    const poor = await fundedNonprofit(t.ctx.db, 19);
    const response = await expectRefused(
      () => api.create(poor, poor.id, { item_id: laptop.id, quantity_requested: 1 }),
      400,
      REQUEST_MESSAGES.insufficientTokens,
    );
    expect(response.statusCode).toBe(400);
    expect((await ledgerOf(t.ctx.db, poor.id)).map((row) => row.entryType)).toEqual(['purchase']);
  });
});
