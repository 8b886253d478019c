import { cancelResponseSchema, respondResponseSchema, type DevEmail } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { notifications, type ItemRow, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import {
  client,
  expectLedgerConsistent,
  fundedNonprofit,
  item,
  itemRow,
  ledgerOf,
  requestRow,
  snapshot,
} from '#test/support/requests.test-support';

describe('deciding and cancelling requests', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let donor: UserRow;
  let nonprofit: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    donor = await createUser(t.ctx.db, { role: 'donor', companyName: 'Acme Giving' });
    nonprofit = await fundedNonprofit(t.ctx.db, 500, { organizationName: 'Harbor Pantry' });
  });
  afterAll(() => t.close());

  /** A pending request (20 tokens a unit) for a fresh item. */
  const requested = async (quantity = 1, listed?: ItemRow, by: UserRow = nonprofit) => {
    const target = listed ?? (await item(t.ctx.db, donor, { quantity: 3 }));
    const response = await api.create(by, by.id, { item_id: target.id, quantity_requested: quantity });
    expect(response.statusCode).toBe(201);
    return { item: target, request: response.json().request as { id: number; tokens_charged: number } };
  };
  const balance = async (of: UserRow = nonprofit) => (await api.balance(of, of.id)).json().balance as number;
  const mailFor = async (user: UserRow) =>
    (
      (
        await t.request({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(user.email)}`, as: user })
      ).json() as {
        emails: DevEmail[];
      }
    ).emails;

  describe('POST /api/requests/{id}/respond', () => {
    it('approves: takes the quantity, keeps the tokens spent, tells the nonprofit', async () => {
      const { item: listed, request } = await requested(2);
      const before = await balance();
      const response = await api.respond(donor, request.id, donor.id, 'approve');
      expect(response.statusCode).toBe(200);
      const body = respondResponseSchema.parse(response.json());
      expect(body.message).toBe('Request approved successfully. The nonprofit will be notified.');
      expect(body.request).toMatchObject({
        id: request.id,
        status: 'approved',
        nonprofit_name: 'Harbor Pantry',
        quantity_requested: 2,
        item_quantity_available: 1,
      });
      expect(body.request.approved_at).not.toBeNull();
      expect(await itemRow(t.ctx.db, listed.id)).toMatchObject({ quantity: 1, status: 'available' });
      expect(await balance()).toBe(before);

      const [notification] = await t.ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, nonprofit.id), eq(notifications.type, 'request_approved')));
      expect(notification!.metadata).toMatchObject({ request_id: request.id, donor_name: 'Acme Giving' });
      // The invoice email follows the approval email (the invoices feature tests it).
      expect((await mailFor(nonprofit)).map((mail) => mail.subject)).toContain(
        `Your request for ${listed.title} was approved`,
      );
    });

    it('marks the item approved when nothing is left and no request waits', async () => {
      const listed = await item(t.ctx.db, donor, { quantity: 2 });
      const first = await requested(1, listed);
      const second = await requested(1, listed);
      await api.respond(donor, first.request.id, donor.id, 'approve');
      expect((await itemRow(t.ctx.db, listed.id)).status).toBe('requested');
      await api.respond(donor, second.request.id, donor.id, 'approve');
      expect(await itemRow(t.ctx.db, listed.id)).toMatchObject({ quantity: 0, status: 'approved' });
    });

    it('refuses an approval the item can no longer cover, changing nothing', async () => {
      const listed = await item(t.ctx.db, donor, { quantity: 3 });
      const big = await requested(3, listed);
      const small = await requested(1, listed);
      expect((await api.respond(donor, small.request.id, donor.id, 'approve')).statusCode).toBe(200);
      const before = await snapshot(t.ctx.db, [listed.id]);
      const refused = await api.respond(donor, big.request.id, donor.id, 'approve');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toBe('Not enough quantity left to approve this request.');
      expect(await snapshot(t.ctx.db, [listed.id])).toEqual(before);
      expect((await requestRow(t.ctx.db, big.request.id)).status).toBe('pending');
    });

    it('declines: refunds the tokens to their lots and tells the nonprofit', async () => {
      const { item: listed, request } = await requested(1);
      const before = await balance();
      const response = await api.respond(donor, request.id, donor.id, 'decline');
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(
        'Request declined. The nonprofit will be notified and its tokens were refunded.',
      );
      expect(response.json().request).toMatchObject({ status: 'declined', decline_reason: 'donor' });
      expect(await balance()).toBe(before + request.tokens_charged);
      expect(await itemRow(t.ctx.db, listed.id)).toMatchObject({ quantity: 3, status: 'available' });
      const rows = (await ledgerOf(t.ctx.db, nonprofit.id)).filter((row) => row.requestId === request.id);
      expect(rows.map((row) => [row.entryType, row.tokens, row.lotId])).toEqual([
        ['spend', -20, rows[0]!.lotId],
        ['refund', 20, rows[0]!.lotId],
      ]);
      expect((await mailFor(nonprofit))[0]!.subject).toBe(`Your request for ${listed.title} was declined`);
      await expectLedgerConsistent(t.ctx.db, nonprofit.id);
    });

    it('answers a repeated decision with 400 and never refunds twice', async () => {
      const { request } = await requested(1);
      await api.respond(donor, request.id, donor.id, 'decline');
      const before = await snapshot(t.ctx.db);
      const again = await api.respond(donor, request.id, donor.id, 'decline');
      expect(again.statusCode).toBe(400);
      expect(again.json().detail).toBe('This request is already declined.');
      expect(await snapshot(t.ctx.db)).toEqual(before);

      const { request: approvedOne } = await requested(1);
      await api.respond(donor, approvedOne.id, donor.id, 'approve');
      const twice = await api.respond(donor, approvedOne.id, donor.id, 'approve');
      expect(twice.json().detail).toBe('This request is already approved.');
    });

    it('Edit Decision approved -> declined gives tokens and quantity back', async () => {
      const { item: listed, request } = await requested(2);
      await api.respond(donor, request.id, donor.id, 'approve');
      const before = await balance();
      const response = await api.respond(donor, request.id, donor.id, 'decline');
      expect(response.statusCode).toBe(200);
      expect(response.json().request).toMatchObject({ status: 'declined', approved_at: null });
      expect(await balance()).toBe(before + 40);
      expect(await itemRow(t.ctx.db, listed.id)).toMatchObject({ quantity: 3, status: 'available' });
      await expectLedgerConsistent(t.ctx.db, nonprofit.id);
    });

    it('Edit Decision declined -> approved takes the tokens again, oldest lot first', async () => {
      const { item: listed, request } = await requested(1);
      await api.respond(donor, request.id, donor.id, 'decline');
      const before = await balance();
      const response = await api.respond(donor, request.id, donor.id, 'approve');
      expect(response.statusCode).toBe(200);
      expect(response.json().request).toMatchObject({ status: 'approved', decline_reason: null, declined_at: null });
      expect(await balance()).toBe(before - 20);
      expect((await itemRow(t.ctx.db, listed.id)).quantity).toBe(2);
      const rows = (await ledgerOf(t.ctx.db, nonprofit.id)).filter((row) => row.requestId === request.id);
      expect(rows.map((row) => row.entryType)).toEqual(['spend', 'refund', 'spend']);
      await expectLedgerConsistent(t.ctx.db, nonprofit.id);
    });

    it('refuses to re-approve when the nonprofit no longer has the tokens, changing nothing', async () => {
      const poor = await fundedNonprofit(t.ctx.db, 20);
      const listed = await item(t.ctx.db, donor, { quantity: 3 });
      const { request } = await requested(1, listed, poor);
      await api.respond(donor, request.id, donor.id, 'decline');
      const other = await requested(1, await item(t.ctx.db, donor), poor);
      expect(other.request.tokens_charged).toBe(20);
      const before = await snapshot(t.ctx.db, [listed.id]);
      const refused = await api.respond(donor, request.id, donor.id, 'approve');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toContain('does not have enough tokens');
      expect(await snapshot(t.ctx.db, [listed.id])).toEqual(before);
    });

    it('refuses other donors, nonprofits, admins and anonymous callers', async () => {
      const { request } = await requested(1);
      const stranger = await createUser(t.ctx.db, { role: 'donor' });
      const admin = await createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved' });
      const before = await snapshot(t.ctx.db);
      expect((await api.respond(stranger, request.id, stranger.id, 'approve')).statusCode).toBe(403);
      expect((await api.respond(stranger, request.id, donor.id, 'approve')).statusCode).toBe(403);
      expect((await api.respond(nonprofit, request.id, nonprofit.id, 'approve')).statusCode).toBe(403);
      expect((await api.respond(nonprofit, request.id, donor.id, 'approve')).statusCode).toBe(403);
      expect((await api.respond(admin, request.id, donor.id, 'approve')).statusCode).toBe(403);
      expect((await api.respond(undefined, request.id, donor.id, 'approve')).statusCode).toBe(401);
      expect(await snapshot(t.ctx.db)).toEqual(before);
    });

    it('answers 400 to a bad action and 404 to an unknown request', async () => {
      const { request } = await requested(1);
      expect((await api.respond(donor, request.id, donor.id, 'maybe')).statusCode).toBe(400);
      const missing = await api.respond(donor, 999_999, donor.id, 'approve');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().detail).toBe('Request not found.');
    });
  });

  describe('POST /api/requests/{id}/cancel', () => {
    it('cancels a pending request: tokens back to their lots, item available again', async () => {
      const { item: listed, request } = await requested(1);
      const before = await balance();
      const response = await api.cancel(nonprofit, request.id, nonprofit.id);
      expect(response.statusCode).toBe(200);
      const body = cancelResponseSchema.parse(response.json());
      expect(body.request.status).toBe('cancelled');
      expect(body.balance.balance).toBe(before + 20);
      expect((await itemRow(t.ctx.db, listed.id)).status).toBe('available');
      const rows = (await ledgerOf(t.ctx.db, nonprofit.id)).filter((row) => row.requestId === request.id);
      expect(rows.map((row) => [row.entryType, row.lotId])).toEqual([
        ['spend', rows[0]!.lotId],
        ['refund', rows[0]!.lotId],
      ]);
      await expectLedgerConsistent(t.ctx.db, nonprofit.id);
    });

    it('refuses anything but a pending request, and never refunds twice', async () => {
      const { request } = await requested(1);
      await api.cancel(nonprofit, request.id, nonprofit.id);
      const before = await snapshot(t.ctx.db);
      const again = await api.cancel(nonprofit, request.id, nonprofit.id);
      expect(again.statusCode).toBe(400);
      expect(again.json().detail).toBe('Only pending requests can be cancelled.');
      const { request: approvedOne } = await requested(1);
      await api.respond(donor, approvedOne.id, donor.id, 'approve');
      const snapshotAfterApproval = await snapshot(t.ctx.db);
      expect((await api.cancel(nonprofit, approvedOne.id, nonprofit.id)).json().detail).toBe(
        'Only pending requests can be cancelled.',
      );
      expect(await snapshot(t.ctx.db)).toEqual(snapshotAfterApproval);
      expect(before.ledger.length).toBeLessThan(snapshotAfterApproval.ledger.length);
    });

    it('refuses other nonprofits, the donor and anonymous callers', async () => {
      const { request } = await requested(1);
      const other = await fundedNonprofit(t.ctx.db, 0);
      const before = await snapshot(t.ctx.db);
      expect((await api.cancel(other, request.id, other.id)).statusCode).toBe(403);
      expect((await api.cancel(other, request.id, nonprofit.id)).statusCode).toBe(403);
      expect((await api.cancel(donor, request.id, donor.id)).statusCode).toBe(403);
      expect((await api.cancel(undefined, request.id, nonprofit.id)).statusCode).toBe(401);
      expect(await snapshot(t.ctx.db)).toEqual(before);
    });
  });

  it('keeps the public impact figures in step with approvals', async () => {
    const impact = async () => (await t.request({ method: 'GET', url: '/api/impact' })).json().item_metrics;
    const start = await impact();
    const listed = await item(t.ctx.db, donor, { fmvCents: 2_550, quantity: 4 });
    const { request } = await requested(3, listed);
    expect(await impact()).toEqual(start);
    await api.respond(donor, request.id, donor.id, 'approve');
    expect(await impact()).toEqual({
      items_approved: start.items_approved + 3,
      total_fmv: Math.round((start.total_fmv + 76.5) * 100) / 100,
    });
  });
});
