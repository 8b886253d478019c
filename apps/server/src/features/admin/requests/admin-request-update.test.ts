import type { AdminRequestDetails } from '@app/shared';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { auditLog, emailRecords, invoices, type UserRow } from '#src/platform/database/schema';
import { payInvoice, systemLines } from '#test/support/delivery.test-support';
import { approvedRequest, setDeliveryMethod } from '#test/support/invoices.test-support';
import {
  client,
  expectLedgerConsistent,
  fundedNonprofit,
  grant,
  item,
  itemRow,
  lotsOf,
  requestRow,
  snapshot,
} from '#test/support/requests.test-support';
import { createTestApp, type TestApp } from '#test/setup/test-app';

/*
 * An admin's edit of a request runs the lifecycle table (docs/product.md, Admin console): each
 * case checks tokens, stock and invoice to the token and the cent, and one audit entry per write.
 * Items are worth $100.00 a unit unless said otherwise: 20 tokens a unit, a 5% fee of $5.00.
 */
describe('admin: PUT /api/admin/requests/{id}/update', () => {
  let t: TestApp;
  let admin: UserRow;
  let donor: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.ctx.db, { role: 'admin', name: 'Ada Admin' });
    donor = await createUser(t.ctx.db, { role: 'donor', companyName: 'Quokka Corp' });
  });
  afterAll(() => t.close());

  const edit = (requestId: number, payload: object) =>
    t.request({ method: 'PUT', url: `/api/admin/requests/${requestId}/update`, payload, as: admin });
  const audits = (requestId: number) =>
    t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'request'), eq(auditLog.targetId, String(requestId))))
      .orderBy(asc(auditLog.id));
  const liveInvoices = (requestId: number) =>
    t.ctx.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.requestId, requestId), ne(invoices.status, 'void')));
  const emailsOf = (requestId: number, template: string) =>
    t.ctx.db
      .select({ n: count() })
      .from(emailRecords)
      .where(and(eq(emailRecords.requestId, requestId), eq(emailRecords.templateKey, template)))
      .then((rows) => rows[0]!.n);

  /** A pending request of `quantity` units for a nonprofit holding `tokens`. */
  async function pending(tokens: number, quantity = 1, stock = 5) {
    const nonprofit = await fundedNonprofit(t.ctx.db, tokens);
    const listed = await item(t.ctx.db, donor, { quantity: stock, title: 'Projector' });
    const created = await client(t).create(nonprofit, nonprofit.id, {
      item_id: listed.id,
      quantity_requested: quantity,
    });
    expect(created.statusCode).toBe(201);
    return { nonprofit, itemId: listed.id, requestId: created.json().request.id as number };
  }

  /** Expects exactly one new audit entry with this action, and returns it. */
  async function expectOneAudit(requestId: number, before: number, action: string) {
    const entries = await audits(requestId);
    expect(entries).toHaveLength(before + 1);
    const entry = entries.at(-1)!;
    expect(entry).toMatchObject({
      action,
      adminId: admin.id,
      targetLabel: expect.stringMatching(`^Request #${requestId}: `),
    });
    return entry;
  }

  it('approves a pending request: takes the stock and issues the invoice, the tokens stay spent', async () => {
    const { nonprofit, itemId, requestId } = await pending(100, 2);
    expect(await expectLedgerConsistent(t.ctx.db, nonprofit.id)).toBe(60);
    const response = await edit(requestId, { status: 'approved' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Request updated successfully');
    const shown = response.json().request as AdminRequestDetails;
    expect(shown).toMatchObject({ status: 'approved', state: 'approved' });
    expect(shown.invoice).toMatchObject({ item_value_cents: 20_000, platform_fee_cents: 1_000, amount_cents: 1_000 });
    expect((await itemRow(t.ctx.db, itemId)).quantity).toBe(3);
    expect(await expectLedgerConsistent(t.ctx.db, nonprofit.id)).toBe(60);
    const entry = await expectOneAudit(requestId, 0, 'approve_request');
    expect(entry.targetLabel).toBe(`Request #${requestId}: Projector`);
    expect(entry.before).toMatchObject({ state: 'pending', quantity_requested: 2, invoice_amount_cents: null });
    expect(entry.after).toMatchObject({ state: 'approved', invoice_amount_cents: 1_000 });
    // The nonprofit hears of it as of the donor's approval, and the emails are on the request.
    expect(await emailsOf(requestId, 'request_approved')).toBe(1);
    expect(await emailsOf(requestId, 'invoice_created')).toBe(1);
  });

  it('declines an approved, unpaid request: the tokens back, the stock back, the invoice void', async () => {
    const { nonprofit, itemId, requestId } = await pending(100, 2);
    await client(t).respond(donor, requestId, donor.id, 'approve');
    expect((await itemRow(t.ctx.db, itemId)).quantity).toBe(3);
    const response = await edit(requestId, { status: 'declined', admin_note: 'Donor asked us to' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await requestRow(t.ctx.db, requestId)).toMatchObject({ status: 'declined', adminNote: 'Donor asked us to' });
    expect((await itemRow(t.ctx.db, itemId)).quantity).toBe(5);
    expect(await liveInvoices(requestId)).toEqual([]);
    expect(await expectLedgerConsistent(t.ctx.db, nonprofit.id)).toBe(100);
    const entry = await expectOneAudit(requestId, 0, 'decline_request');
    expect(entry.reason).toBe('Donor asked us to');
    expect(await emailsOf(requestId, 'request_declined')).toBe(1);
  });

  it('sends a declined request back to pending, taking the tokens again; refused when they are gone', async () => {
    const { nonprofit, requestId } = await pending(40);
    await client(t).respond(donor, requestId, donor.id, 'decline');
    expect(await expectLedgerConsistent(t.ctx.db, nonprofit.id)).toBe(40);
    expect((await edit(requestId, { status: 'pending' })).statusCode).toBe(200);
    const row = await requestRow(t.ctx.db, requestId);
    expect(row).toMatchObject({ status: 'pending', declineReason: null, declinedAt: null });
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect(await expectLedgerConsistent(t.ctx.db, nonprofit.id)).toBe(20);
    await expectOneAudit(requestId, 0, 'reopen_request');

    // Declined again, then the 20 tokens go on another request: nothing left to take.
    await client(t).respond(donor, requestId, donor.id, 'decline');
    const other = await item(t.ctx.db, donor, { quantity: 5 });
    expect(
      (await client(t).create(nonprofit, nonprofit.id, { item_id: other.id, quantity_requested: 2 })).statusCode,
    ).toBe(201);
    const before = await snapshot(t.ctx.db);
    const refused = await edit(requestId, { status: 'pending' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(
      'The nonprofit no longer has the 20 tokens this request takes, so it cannot go back to pending.',
    );
    expect(await snapshot(t.ctx.db)).toEqual(before);
    expect(await audits(requestId)).toHaveLength(1);
  });

  it('sends an approved, unpaid request back to pending: the stock back, the invoice void, the tokens still spent', async () => {
    const { nonprofit, itemId, requestId } = await pending(100, 1);
    await client(t).respond(donor, requestId, donor.id, 'approve');
    const response = await edit(requestId, { status: 'pending' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().request).toMatchObject({ state: 'pending', invoice: null });
    expect((await itemRow(t.ctx.db, itemId)).quantity).toBe(5);
    expect(await liveInvoices(requestId)).toEqual([]);
    expect(await expectLedgerConsistent(t.ctx.db, nonprofit.id)).toBe(80);
    // The donor is asked to decide again; a decline then gives the 20 tokens back once.
    expect(await emailsOf(requestId, 'request_received')).toBe(2);
    expect((await client(t).respond(donor, requestId, donor.id, 'decline')).statusCode).toBe(200);
    expect(await expectLedgerConsistent(t.ctx.db, nonprofit.id)).toBe(100);
  });

  it('re-prices a pending request: the token difference given back to the lot spent last', async () => {
    const nonprofit = await fundedNonprofit(t.ctx.db, 30);
    await grant(t.ctx.db, nonprofit.id, 100);
    const listed = await item(t.ctx.db, donor, { quantity: 5 });
    const created = await client(t).create(nonprofit, nonprofit.id, { item_id: listed.id, quantity_requested: 2 });
    const requestId = created.json().request.id as number;
    expect((await lotsOf(t.ctx.db, nonprofit.id)).map((lot) => lot.tokensRemaining)).toEqual([0, 90]);
    // $50.25 x 3 = $150.75: ceil(15075 / 500) = 31 tokens instead of 40, 9 back.
    const response = await edit(requestId, { fair_market_value: 50.25, quantity_requested: 3 });
    expect(response.statusCode, response.body).toBe(200);
    expect(await requestRow(t.ctx.db, requestId)).toMatchObject({
      unitFmvCents: 5_025,
      quantityRequested: 3,
      tokensCharged: 31,
      status: 'pending',
    });
    expect((await lotsOf(t.ctx.db, nonprofit.id)).map((lot) => lot.tokensRemaining)).toEqual([0, 99]);
    expect(await expectLedgerConsistent(t.ctx.db, nonprofit.id)).toBe(99);
    expect((await itemRow(t.ctx.db, listed.id)).quantity).toBe(5);
    const entry = await expectOneAudit(requestId, 0, 'amend_request');
    expect(entry.before).toMatchObject({ fair_market_value: 100, quantity_requested: 2, tokens_charged: 40 });
    expect(entry.after).toMatchObject({ fair_market_value: 50.25, quantity_requested: 3, tokens_charged: 31 });
    // Down to one unit of $50.25: 11 tokens, 20 more back, spread over the lots they came from.
    expect((await edit(requestId, { quantity_requested: 1 })).statusCode).toBe(200);
    expect(await expectLedgerConsistent(t.ctx.db, nonprofit.id)).toBe(119);
    expect((await lotsOf(t.ctx.db, nonprofit.id)).map((lot) => lot.tokensRemaining)).toEqual([19, 100]);
  });

  it('re-prices an approved, unpaid request: stock moves by the difference, the invoice follows', async () => {
    const nonprofit = await fundedNonprofit(t.ctx.db, 200);
    const { requestId, invoice } = await approvedRequest(t, donor, nonprofit, {
      quantity: 1,
      deliveryMethod: 'shipping',
    });
    const { itemId } = await requestRow(t.ctx.db, requestId);
    expect((await itemRow(t.ctx.db, itemId)).quantity).toBe(2);
    expect(invoice.amountCents).toBe(500);
    const response = await edit(requestId, { quantity_requested: 3 });
    expect(response.statusCode, response.body).toBe(200);
    expect((await itemRow(t.ctx.db, itemId)).quantity).toBe(0);
    const [repriced] = await liveInvoices(requestId);
    // $300.00: a 5% fee of $15.00 and the $25.00 shipping line the chosen method adds.
    expect(repriced).toMatchObject({
      id: invoice.id,
      itemValueCents: 30_000,
      platformFeeCents: 1_500,
      logisticsCents: 2_500,
      amountCents: 4_000,
      description: expect.stringMatching(new RegExp(`^3 x .+ \\(request #${requestId}\\)$`)),
    });
    expect(await expectLedgerConsistent(t.ctx.db, nonprofit.id)).toBe(140);

    // One more unit than the item has left: refused, nothing changed.
    const before = await snapshot(t.ctx.db, [itemId]);
    const refused = await edit(requestId, { quantity_requested: 4 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(
      'Only 0 more units are left of this item, so the quantity cannot go up that much.',
    );
    expect(await snapshot(t.ctx.db, [itemId])).toEqual(before);

    expect((await edit(requestId, { quantity_requested: 1, fair_market_value: 80 })).statusCode).toBe(200);
    expect((await itemRow(t.ctx.db, itemId)).quantity).toBe(2);
    // $80.00: 16 tokens, 44 back; the invoice is 5% of $80.00 plus shipping.
    expect(await expectLedgerConsistent(t.ctx.db, nonprofit.id)).toBe(184);
    expect((await liveInvoices(requestId))[0]).toMatchObject({ itemValueCents: 8_000, amountCents: 400 + 2_500 });
    expect(await audits(requestId)).toHaveLength(2);
  });

  it('records a delivery confirmed by an admin once paid, and refuses it before', async () => {
    const nonprofit = await fundedNonprofit(t.ctx.db, 200);
    const { requestId, invoice } = await approvedRequest(t, donor, nonprofit, { deliveryMethod: 'pickup' });
    const unpaid = await snapshot(t.ctx.db);
    const refused = await edit(requestId, { status: 'completed' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toMatch(/has not been paid yet/);
    expect(await snapshot(t.ctx.db)).toEqual(unpaid);

    await payInvoice(t, nonprofit, invoice.id);
    const response = await edit(requestId, { status: 'completed' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().request).toMatchObject({
      status: 'completed',
      state: 'completed',
      delivery_status: 'received',
    });
    expect(await systemLines(t.ctx.db, requestId)).toContain(
      'An admin confirmed that the item was received. Delivery complete.',
    );
    await expectOneAudit(requestId, 0, 'complete_request');
    expect(await emailsOf(requestId, 'delivery_completed')).toBe(1);
  });

  it('refuses a paid request set to declined, or a new value once paid, and changes nothing', async () => {
    const nonprofit = await fundedNonprofit(t.ctx.db, 200);
    const { requestId, invoice } = await approvedRequest(t, donor, nonprofit);
    await payInvoice(t, nonprofit, invoice.id);
    const before = await snapshot(t.ctx.db);
    const declined = await edit(requestId, { status: 'declined' });
    expect(declined.statusCode).toBe(400);
    expect(declined.json().detail).toBe('This request has been paid for and can no longer be declined.');
    const revalued = await edit(requestId, { fair_market_value: 10 });
    expect(revalued.statusCode).toBe(400);
    expect(revalued.json().detail).toBe(
      'This request has been paid for, so its value and quantity can no longer change.',
    );
    expect(await snapshot(t.ctx.db)).toEqual(before);
    expect(await audits(requestId)).toEqual([]);
  });

  it('refuses a bad quantity or value with 400, and changes nothing', async () => {
    const { requestId } = await pending(100);
    const before = await snapshot(t.ctx.db);
    for (const payload of [
      { quantity_requested: -1 },
      { quantity_requested: 0 },
      { quantity_requested: 1.5 },
      { fair_market_value: -5 },
      { fair_market_value: 1.234 },
      { fair_market_value: 'lots' },
      { status: 'cancelled' },
      { status: 'approved', quantity_requested: -2 },
    ]) {
      const response = await edit(requestId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().detail[0].loc[0]).toBe('body');
    }
    expect((await edit(requestId, { quantity_requested: -1 })).json().detail[0].msg).toBe(
      'Quantity must be at least 1',
    );
    expect(await snapshot(t.ctx.db)).toEqual(before);
    expect(await audits(requestId)).toEqual([]);
    expect((await edit(999_999, { admin_note: 'x' })).statusCode).toBe(404);
  });

  it('writes a note alone without moving the request, once, and nothing for a repeat', async () => {
    const { nonprofit, requestId } = await pending(100);
    const response = await edit(requestId, { status: 'pending', admin_note: '  Called the donor  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().request).toMatchObject({ state: 'pending', admin_note: 'Called the donor' });
    await expectOneAudit(requestId, 0, 'note_request');
    expect((await edit(requestId, { admin_note: 'Called the donor', fair_market_value: 100 })).statusCode).toBe(200);
    expect(await audits(requestId)).toHaveLength(1);
    expect(await expectLedgerConsistent(t.ctx.db, nonprofit.id)).toBe(80);
    const history = (
      await t.request({ method: 'GET', url: `/api/admin/requests/${requestId}/details`, as: admin })
    ).json().history as AdminRequestDetails['history'];
    expect(history.at(-1)).toMatchObject({ kind: 'admin', title: 'Ada Admin wrote a note' });
  });

  it('approves with a new quantity in one call and one audit entry: the invoice issued at the new value', async () => {
    const { nonprofit, itemId, requestId } = await pending(100, 1);
    await setDeliveryMethod(t.ctx.db, requestId, 'pickup');
    const response = await edit(requestId, { status: 'approved', quantity_requested: 2, admin_note: 'Two needed' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await itemRow(t.ctx.db, itemId)).quantity).toBe(3);
    expect((await liveInvoices(requestId))[0]).toMatchObject({ itemValueCents: 20_000, amountCents: 1_000 });
    expect(await expectLedgerConsistent(t.ctx.db, nonprofit.id)).toBe(60);
    const entry = await expectOneAudit(requestId, 0, 'approve_request');
    expect(entry.after).toMatchObject({ state: 'approved', quantity_requested: 2, admin_note: 'Two needed' });
  });
});
