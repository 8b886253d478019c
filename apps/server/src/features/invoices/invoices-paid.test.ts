import { checkoutStatusSchema, invoiceListSchema, nonprofitDashboardSchema, SANDBOX_CARDS } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import type { UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { card, paymentsClient } from '#test/support/payments.test-support';
import { client, fundedNonprofit } from '#test/support/requests.test-support';
import { approvedRequest, liveInvoiceOf, paymentClient, sessionRow } from '#test/support/invoices.test-support';

/** End to end through the sandbox provider's hosted checkout (docs/product.md, Payments). */
describe('paying invoices through the sandbox checkout', () => {
  let t: TestApp;
  let pay: ReturnType<typeof paymentClient>;
  let sandbox: ReturnType<typeof paymentsClient>;
  let donor: UserRow;
  let nonprofit: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    pay = paymentClient(t);
    sandbox = paymentsClient(t);
    donor = await createUser(t.ctx.db, { role: 'donor' });
    nonprofit = await fundedNonprofit(t.ctx.db, 5000);
  });
  afterAll(() => t.close());

  it('a paid checkout marks its invoices paid, the dashboard shows it, and the approval stays', async () => {
    const a = await approvedRequest(t, donor, nonprofit, { fmvCents: 10_000 });
    const b = await approvedRequest(t, donor, nonprofit, { fmvCents: 20_000 });
    const started = await pay.checkout(nonprofit, { request_ids: [a.requestId, b.requestId] });
    expect(started.statusCode).toBe(200);
    const sessionId = started.json().payment_details.session_id as string;
    expect((await pay.list(nonprofit, nonprofit.id, 'processing')).json().payments).toHaveLength(2);

    const paid = await sandbox.pay(sessionId, card());
    expect(paid.statusCode).toBe(200);
    expect(paid.json().redirect_url).toContain(`/payment/success?session_id=${sessionId}`);

    const status = checkoutStatusSchema.parse((await sandbox.checkoutStatus(nonprofit, sessionId)).json());
    expect(status).toMatchObject({ payment_status: 'paid', status: 'complete', amount_total: 1500 });
    for (const { requestId } of [a, b]) {
      expect(await liveInvoiceOf(t.ctx.db, requestId)).toMatchObject({
        status: 'paid',
        paidSessionId: sessionId,
        openSessionId: null,
      });
    }
    const list = invoiceListSchema.parse((await pay.list(nonprofit, nonprofit.id)).json());
    expect(list.payments.map((invoice) => invoice.status)).toEqual(['paid', 'paid']);
    expect(list.totals).toMatchObject({ total_paid: 1500, total_due: 0, pending_count: 0, paid_count: 2 });
    const dashboard = nonprofitDashboardSchema.parse((await pay.dashboard(nonprofit, nonprofit.id)).json());
    expect(dashboard.payments.map((invoice) => invoice.status)).toEqual(['paid', 'paid']);
    expect(dashboard.overview_stats.pending_payments).toBe(0);

    const refused = await client(t).respond(donor, a.requestId, donor.id, 'decline');
    expect(refused.statusCode).toBe(400);
    expect((await pay.pay(nonprofit, a.invoice.id)).statusCode).toBe(400);
  });

  it('a declined card leaves the invoice unpaid and payable', async () => {
    const { requestId, invoice } = await approvedRequest(t, donor, nonprofit);
    const started = await pay.pay(nonprofit, invoice.id);
    const sessionId = started.json().session_id as string;
    expect((await sandbox.pay(sessionId, card(SANDBOX_CARDS.declined))).statusCode).toBe(402);
    expect(await liveInvoiceOf(t.ctx.db, requestId)).toMatchObject({ status: 'pending', paidAt: null });
    const again = await pay.pay(nonprofit, invoice.id);
    expect(again.statusCode).toBe(200);
    expect(await sandbox.pay(again.json().session_id, card())).toMatchObject({ statusCode: 200 });
    expect((await liveInvoiceOf(t.ctx.db, requestId)).status).toBe('paid');
  });

  it('a replaced checkout can no longer be paid, and its record says expired', async () => {
    const { invoice } = await approvedRequest(t, donor, nonprofit);
    const first = (await pay.pay(nonprofit, invoice.id)).json().session_id as string;
    const second = (await pay.pay(nonprofit, invoice.id)).json().session_id as string;
    expect((await sandbox.pay(first, card())).statusCode).toBe(410);
    expect((await sessionRow(t.ctx.db, first)).status).toBe('expired');
    expect((await sandbox.pay(second, card())).statusCode).toBe(200);
  });

  it('parallel checkouts of one invoice leave exactly one open', async () => {
    const { requestId, invoice } = await approvedRequest(t, donor, nonprofit);
    const responses = await Promise.all([1, 2, 3].map(() => pay.pay(nonprofit, invoice.id)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const open = (await liveInvoiceOf(t.ctx.db, requestId)).openSessionId;
    const ids = responses.map((response) => response.json().session_id as string);
    expect(ids).toContain(open);
    for (const id of ids.filter((candidate) => candidate !== open)) {
      expect((await sandbox.pay(id, card())).statusCode).toBe(410);
    }
    expect((await sandbox.pay(open!, card())).statusCode).toBe(200);
    expect((await liveInvoiceOf(t.ctx.db, requestId)).status).toBe('paid');
  });
});
