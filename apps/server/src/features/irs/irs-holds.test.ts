import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import {
  auditLog,
  emailRecords,
  nonprofitIrsHolds,
  notifications,
  requests,
  type UserRow,
} from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { putLiveIrsRows } from '#test/support/irs.test-support';
import { approvedRequest, paymentClient, sessionRow } from '#test/support/invoices.test-support';
import { client, fundedNonprofit, item, makeOverdue, requestRow } from '#test/support/requests.test-support';
import { payInvoicesInTx } from '../donations';
import { expireOverdueRequests } from '../requests/requests.expiry';
import { announceHolds } from '.';

const REVOKED_ON = '2025-05-15';

// docs/product.md, "Checking a nonprofit against IRS data": a revocation pauses a held nonprofit's
// open requests until an admin lifts the hold.
describe('IRS holds: a revocation pauses open requests until an admin lifts the hold', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let pay: ReturnType<typeof paymentClient>;
  let admin: UserRow;
  let donor: UserRow;
  let nonprofit: UserRow;
  let pendingId: number;
  let toCancelId: number;
  let approvedId: number;
  let payingInvoiceId: number;
  let payingSession: Awaited<ReturnType<typeof sessionRow>>;
  let holdId: number;
  let itemId: number;

  const view = async (as: UserRow, requestId: number) =>
    (await t.request({ method: 'GET', url: `/api/requests/${requestId}`, as })).json().request;
  const commandsOf = async (as: UserRow, requestId: number) =>
    ((await view(as, requestId)).actions as Array<{ command: string }>).map((action) => action.command);
  const lift = (as: UserRow | undefined, id: number, payload: object) =>
    t.request({ method: 'POST', url: `/api/admin/irs/holds/${id}/lift`, payload, as });
  const holdsOf = (as: UserRow | undefined) =>
    t.request({ method: 'GET', url: `/api/admin/irs/holds?nonprofit_id=${nonprofit.id}`, as });
  const holdRow = async () =>
    (await t.ctx.db.select().from(nonprofitIrsHolds).where(eq(nonprofitIrsHolds.id, holdId)))[0]!;
  const liftAudits = () => t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'lift_irs_hold'));

  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    pay = paymentClient(t);
    admin = await createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved' });
    donor = await createUser(t.ctx.db, { role: 'donor', approvalStatus: 'approved' });
    nonprofit = await fundedNonprofit(t.ctx.db, 5000, {
      approvalStatus: 'approved',
      ein: '31-2000001',
      organizationName: 'Harbor Food Bank',
    });
    const listed = await item(t.ctx.db, donor, { quantity: 10 });
    itemId = listed.id;
    const create = async () => {
      const created = await api.create(nonprofit, nonprofit.id, { item_id: listed.id, quantity_requested: 1 });
      expect(created.statusCode).toBe(201);
      return created.json().request.id as number;
    };
    pendingId = await create();
    toCancelId = await create();
    approvedId = (await approvedRequest(t, donor, nonprofit)).requestId;
    // A checkout opened before the hold: the money may arrive while it is open.
    const paying = await approvedRequest(t, donor, nonprofit);
    payingInvoiceId = paying.invoice.id;
    const opened = await pay.checkout(nonprofit, { request_ids: [paying.requestId] });
    expect(opened.statusCode).toBe(200);
    payingSession = await sessionRow(t.ctx.db, opened.json().payment_details.session_id);

    const swap = await putLiveIrsRows(t.ctx.db, 'revocations', [
      { ein: '312000001', name: 'HARBOR FOOD BANK', revocationDate: REVOKED_ON, postingDate: '2025-08-01' },
    ]);
    expect(swap.heldNonprofitIds).toEqual([nonprofit.id]);
    const [hold] = await t.ctx.db
      .select()
      .from(nonprofitIrsHolds)
      .where(eq(nonprofitIrsHolds.nonprofitId, nonprofit.id));
    holdId = hold!.id;
  });
  afterAll(() => t.close());

  it('refuses the donor approval with one sentence, and approve leaves the actions; decline stays', async () => {
    const refused = await api.respond(donor, pendingId, donor.id, 'approve');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(
      'This nonprofit is on hold: the IRS lists its tax exemption as revoked (May 15, 2025). Approval and shipping wait until an admin has reviewed it.',
    );
    expect((await requestRow(t.ctx.db, pendingId)).status).toBe('pending');
    const commands = await commandsOf(donor, pendingId);
    expect(commands).not.toContain('approve');
    expect(commands).toContain('decline');
    expect((await view(donor, pendingId)).next_step).toEqual({
      actor: 'none',
      action: 'paused',
      label:
        "Paused: the IRS lists this organization's tax exemption as revoked (May 15, 2025). Approval and shipping wait until an admin has reviewed it.",
    });
    expect((await view(admin, pendingId)).next_step.label).toContain('Lift the hold');
  });

  it('refuses the nonprofit a payment and a new request, and says its requests are paused', async () => {
    const checkout = await pay.checkout(nonprofit, { request_ids: [approvedId] });
    expect(checkout.statusCode).toBe(400);
    expect(checkout.json().detail).toContain('Your organization is on hold');
    expect(await commandsOf(nonprofit, approvedId)).not.toContain('start-checkout');
    expect((await view(nonprofit, approvedId)).next_step).toMatchObject({
      action: 'paused',
      label:
        "Paused: the IRS lists your organization's tax exemption as revoked (May 15, 2025). An admin is reviewing it.",
    });
    const created = await api.create(nonprofit, nonprofit.id, { item_id: itemId, quantity_requested: 1 });
    expect(created.statusCode).toBe(400);
    expect(created.json().detail).toContain('Your organization is on hold');
    const dashboard = await pay.dashboard(nonprofit, nonprofit.id);
    expect(dashboard.json().irs_hold).toEqual({ revocation_date: REVOKED_ON, held_since: expect.any(String) });
  });

  it('lets the nonprofit cancel, and records a payment from a checkout opened before the hold', async () => {
    expect(await commandsOf(nonprofit, toCancelId)).toContain('cancel');
    expect((await api.cancel(nonprofit, toCancelId, nonprofit.id)).statusCode).toBe(200);
    const { paidInvoiceIds } = await t.ctx.db.transaction((tx) => payInvoicesInTx(tx, payingSession));
    expect(paidInvoiceIds).toEqual([payingInvoiceId]);
  });

  it('tells the nonprofit once per hold: one notification and one email', async () => {
    expect(await announceHolds(t.ctx, [nonprofit.id, nonprofit.id])).toEqual([holdId]);
    expect(await announceHolds(t.ctx, [nonprofit.id])).toEqual([]);
    const bell = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, nonprofit.id), eq(notifications.type, 'irs_hold')));
    expect(bell).toHaveLength(1);
    expect(bell[0]!.message).toContain('revoked on May 15, 2025');
    const mail = await t.ctx.db
      .select()
      .from(emailRecords)
      .where(and(eq(emailRecords.templateKey, 'irs_hold'), eq(emailRecords.recipient, nonprofit.email)));
    expect(mail).toHaveLength(1);
  });

  it('lists the held nonprofit on the Overview with its open requests paused', async () => {
    const overview = await t.request({ method: 'GET', url: '/api/admin/overview?tz=UTC', as: admin });
    expect(overview.statusCode).toBe(200);
    const body = overview.json();
    expect(body.attention.find((entry: { kind: string }) => entry.kind === 'irs_revocations')).toMatchObject({
      count: 1,
      level: 'urgent',
      label: 'IRS revocations',
    });
    // Pending, approved and paid-not-received are open; the cancelled one is not.
    expect(body.irs_holds).toEqual([
      expect.objectContaining({
        id: holdId,
        nonprofit_id: nonprofit.id,
        nonprofit_name: 'Harbor Food Bank',
        ein: '31-2000001',
        revocation_date: REVOKED_ON,
        paused_requests: 3,
        lifted_at: null,
        link: expect.stringContaining(`user_id=${nonprofit.id}`),
      }),
    ]);
  });

  it('keeps a held pending request past its deadline; lifting gives back the time it was held', async () => {
    await makeOverdue(t.ctx.db, pendingId);
    // Held for three days: the deadline moves by three days when the hold is lifted.
    await t.ctx.db
      .update(nonprofitIrsHolds)
      .set({ createdAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(nonprofitIrsHolds.id, holdId));
    expect(await expireOverdueRequests(t.ctx)).not.toContain(pendingId);
    expect((await requestRow(t.ctx.db, pendingId)).status).toBe('pending');
  });

  it('lifts a hold for admins only, with a reason; one audit entry, the nonprofit told, the actions back', async () => {
    expect((await holdsOf(undefined)).statusCode).toBe(401);
    expect((await holdsOf(donor)).statusCode).toBe(403);
    expect((await holdsOf(nonprofit)).statusCode).toBe(403);
    const listed = await holdsOf(admin);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().holds).toMatchObject([{ id: holdId, lifted_at: null }]);

    const reason = { reason: 'Reinstatement letter received.' };
    expect((await lift(undefined, holdId, reason)).statusCode).toBe(401);
    expect((await lift(donor, holdId, reason)).statusCode).toBe(403);
    expect((await lift(nonprofit, holdId, reason)).statusCode).toBe(403);
    for (const payload of [{}, { reason: '   ' }]) {
      const refused = await lift(admin, holdId, payload);
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json().detail)).toContain('A reason is required');
    }
    expect((await lift(admin, 999_999, reason)).statusCode).toBe(404);
    expect((await holdRow()).liftedAt).toBeNull();
    expect(await liftAudits()).toHaveLength(0);
    const before = (await requestRow(t.ctx.db, pendingId)).expiresAt.getTime();

    const lifted = await lift(admin, holdId, reason);
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json().hold).toMatchObject({ id: holdId, lift_reason: reason.reason, lifted_by_name: admin.name });
    expect(await holdRow()).toMatchObject({ liftedBy: admin.id, liftReason: reason.reason });
    const audits = await liftAudits();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      adminId: admin.id,
      targetId: String(nonprofit.id),
      targetLabel: 'Harbor Food Bank',
    });
    const told = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, nonprofit.id), eq(notifications.type, 'irs_hold_lifted')));
    expect(told).toHaveLength(1);

    // The deadline moved by the three days held, so the expiry job leaves it and the donor may approve.
    const after = (await requestRow(t.ctx.db, pendingId)).expiresAt.getTime();
    expect(after - before).toBeGreaterThan(3 * 86_400_000 - 60_000);
    expect(await expireOverdueRequests(t.ctx)).not.toContain(pendingId);
    expect(await commandsOf(donor, pendingId)).toContain('approve');
    expect(await commandsOf(nonprofit, approvedId)).toContain('start-checkout');
    expect((await pay.dashboard(nonprofit, nonprofit.id)).json().irs_hold).toBeNull();
    expect((await api.respond(donor, pendingId, donor.id, 'approve')).statusCode).toBe(200);

    const again = await lift(admin, holdId, reason);
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('This hold was already lifted.');
    expect(await liftAudits()).toHaveLength(1);
    const [row] = await t.ctx.db.select({ status: requests.status }).from(requests).where(eq(requests.id, pendingId));
    expect(row!.status).toBe('approved');
  });
});
