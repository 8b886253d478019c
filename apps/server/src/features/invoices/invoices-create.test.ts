import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { checkoutSessions, emailRecords, notifications, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { fulfilPaidCheckout } from '../payments/fulfilment';
import { client, fundedNonprofit, itemRow, requestRow, snapshot } from '#test/support/requests.test-support';
import {
  approvedRequest,
  feeOf,
  invoicesOfRequest,
  liveInvoiceOf,
  paymentClient,
  setDeliveryMethod,
} from '#test/support/invoices.test-support';

const DAY_MS = 86_400_000;

describe('invoices created and voided by the donor decision', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let pay: ReturnType<typeof paymentClient>;
  let donor: UserRow;
  let nonprofit: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    pay = paymentClient(t);
    donor = await createUser(t.ctx.db, { role: 'donor', companyName: 'Acme Giving' });
    nonprofit = await fundedNonprofit(t.ctx.db, 5000, { organizationName: 'Harbor Pantry' });
  });
  afterAll(() => t.close());

  it('approval creates exactly one pending invoice: 5% of the value, due in 7 days', async () => {
    const before = Date.now();
    const { requestId, invoice } = await approvedRequest(t, donor, nonprofit, {
      fmvCents: 12_345,
      quantity: 3,
      eventInDays: 10,
    });
    const request = await requestRow(t.ctx.db, requestId);
    const title = (await itemRow(t.ctx.db, request.itemId)).title;
    expect(await invoicesOfRequest(t.ctx.db, requestId)).toHaveLength(1);
    expect(invoice).toMatchObject({
      nonprofitId: nonprofit.id,
      requestId,
      status: 'pending',
      description: `3 x ${title} (request #${requestId})`,
      itemValueCents: 37_035,
      feePercentage: '5.00',
      platformFeeCents: feeOf(37_035, 5),
      logisticsCents: 0,
      amountCents: feeOf(37_035, 5),
      currency: 'usd',
      openSessionId: null,
      paidAt: null,
    });
    expect(invoice.invoiceNumber).toBe(`INV-${new Date().getUTCFullYear()}-${String(invoice.id).padStart(6, '0')}`);
    expect(invoice.dueAt.getTime() - request.approvedAt!.getTime()).toBe(7 * DAY_MS);
    expect(invoice.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('prices an approval after the event at the post-event rate', async () => {
    const { invoice } = await approvedRequest(t, donor, nonprofit, { fmvCents: 10_000, eventInDays: -2 });
    expect(invoice).toMatchObject({ feePercentage: '8.00', platformFeeCents: 800, amountCents: 800 });
  });

  it('tells the nonprofit: invoice email and a bell notification after commit', async () => {
    const { invoice } = await approvedRequest(t, donor, nonprofit, { fmvCents: 4_000 });
    const mine = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, nonprofit.id), eq(notifications.type, 'invoice_created')));
    expect(mine.map((row) => row.metadata.invoice_id)).toContain(invoice.id);
    const mails = await t.ctx.db
      .select()
      .from(emailRecords)
      .where(and(eq(emailRecords.recipient, nonprofit.email), eq(emailRecords.templateKey, 'invoice_created')));
    const mail = mails.find(
      (row) => row.body.includes(invoice.invoiceNumber) || row.subject.includes(invoice.invoiceNumber),
    );
    expect(mail, 'invoice_created email naming the invoice').toBeDefined();
    expect(`${mail!.subject}\n${mail!.body}`).toContain('$2.00');
  });

  it('Edit Decision approved -> declined voids the invoice; approving again issues a new one', async () => {
    const { requestId, invoice } = await approvedRequest(t, donor, nonprofit);
    expect((await api.respond(donor, requestId, donor.id, 'decline')).statusCode).toBe(200);
    const [voided] = await invoicesOfRequest(t.ctx.db, requestId);
    expect(voided).toMatchObject({ id: invoice.id, status: 'void' });
    const listed = (await pay.list(nonprofit, nonprofit.id)).json().payments as { id: number }[];
    expect(listed.map((row) => row.id)).not.toContain(invoice.id);

    expect((await api.respond(donor, requestId, donor.id, 'approve')).statusCode).toBe(200);
    const rows = await invoicesOfRequest(t.ctx.db, requestId);
    expect(rows.map((row) => row.status)).toEqual(['void', 'pending']);
    expect(rows[1]!.invoiceNumber).not.toBe(invoice.invoiceNumber);
  });

  it('refuses to withdraw an approval once paid, changing nothing', async () => {
    const { requestId } = await approvedRequest(t, donor, nonprofit);
    const started = await pay.checkout(nonprofit, { request_ids: [requestId] });
    expect(started.statusCode).toBe(200);
    expect(await fulfilPaidCheckout(t.ctx, started.json().payment_details.session_id)).toBe('fulfilled');
    expect((await liveInvoiceOf(t.ctx.db, requestId)).status).toBe('paid');

    const before = await snapshot(t.ctx.db);
    const refused = await api.respond(donor, requestId, donor.id, 'decline');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('This request has been paid for and can no longer be declined.');
    expect(await snapshot(t.ctx.db)).toEqual(before);
    expect((await liveInvoiceOf(t.ctx.db, requestId)).status).toBe('paid');
  });

  it('refuses to withdraw while the nonprofit has a checkout open, and allows it once that expired', async () => {
    const { requestId } = await approvedRequest(t, donor, nonprofit);
    const started = await pay.checkout(nonprofit, { request_ids: [requestId] });
    expect(started.statusCode).toBe(200);
    const refused = await api.respond(donor, requestId, donor.id, 'decline');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toContain('paying for this request right now');
    expect((await requestRow(t.ctx.db, requestId)).status).toBe('approved');

    await t.ctx.db
      .update(checkoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkoutSessions.id, started.json().payment_details.session_id));
    expect((await api.respond(donor, requestId, donor.id, 'decline')).statusCode).toBe(200);
    expect((await invoicesOfRequest(t.ctx.db, requestId))[0]!.status).toBe('void');
  });

  it('keeps the delivery method on later invoices: shipping adds the logistics line', async () => {
    const { requestId } = await approvedRequest(t, donor, nonprofit, { fmvCents: 10_000 });
    await setDeliveryMethod(t.ctx.db, requestId, 'shipping');
    await api.respond(donor, requestId, donor.id, 'decline');
    await api.respond(donor, requestId, donor.id, 'approve');
    expect(await liveInvoiceOf(t.ctx.db, requestId)).toMatchObject({
      platformFeeCents: 500,
      logisticsCents: 2500,
      amountCents: 3000,
    });
  });
});
