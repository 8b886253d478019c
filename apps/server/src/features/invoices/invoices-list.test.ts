import { invoiceListSchema, nonprofitDashboardSchema, type Invoice } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { checkoutSessions, invoices, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { fulfilPaidCheckout } from '../payments/fulfilment';
import { client, fundedNonprofit } from '#test/support/requests.test-support';
import { approvedRequest, paymentClient } from '#test/support/invoices.test-support';

describe('GET /api/nonprofit/{id}/payments and the dashboard payments', () => {
  let t: TestApp;
  let pay: ReturnType<typeof paymentClient>;
  let donor: UserRow;
  let nonprofit: UserRow;
  let other: UserRow;
  /** One invoice in each state, by the status the list must show. */
  const ids = { pending: 0, overdue: 0, processing: 0, paid: 0, void: 0 };
  const amounts = { pending: 0, overdue: 0, processing: 0, paid: 0 };

  beforeAll(async () => {
    t = await createTestApp();
    pay = paymentClient(t);
    donor = await createUser(t.ctx.db, { role: 'donor', companyName: 'Acme Giving' });
    nonprofit = await fundedNonprofit(t.ctx.db, 5000);
    other = await fundedNonprofit(t.ctx.db, 500);

    const make = async (fmvCents: number) => approvedRequest(t, donor, nonprofit, { fmvCents });
    const paid = await make(10_000);
    const started = await pay.checkout(nonprofit, { request_ids: [paid.requestId] });
    await fulfilPaidCheckout(t.ctx, started.json().payment_details.session_id);
    const voided = await make(20_000);
    await client(t).respond(donor, voided.requestId, donor.id, 'decline');
    const overdue = await make(30_000);
    await t.ctx.db
      .update(invoices)
      .set({ dueAt: sql`now() - interval '1 day'` })
      .where(eq(invoices.id, overdue.invoice.id));
    const processing = await make(40_000);
    expect((await pay.pay(nonprofit, processing.invoice.id)).statusCode).toBe(200);
    const pending = await make(50_000);
    Object.assign(ids, {
      paid: paid.invoice.id,
      void: voided.invoice.id,
      overdue: overdue.invoice.id,
      processing: processing.invoice.id,
      pending: pending.invoice.id,
    });
    Object.assign(amounts, { paid: 500, overdue: 1500, processing: 2000, pending: 2500 });
    // Someone else's invoice must never show up.
    await approvedRequest(t, donor, other);
  });
  afterAll(() => t.close());

  const list = async (status?: string, as: UserRow = nonprofit) => {
    const response = await pay.list(as, nonprofit.id, status);
    expect(response.statusCode).toBe(200);
    return invoiceListSchema.parse(response.json());
  };

  it('lists every live invoice newest first, with derived statuses, never a void one', async () => {
    const body = await list();
    expect(body.payments.map((invoice) => [invoice.id, invoice.status])).toEqual([
      [ids.pending, 'pending'],
      [ids.processing, 'processing'],
      [ids.overdue, 'overdue'],
      [ids.paid, 'paid'],
    ]);
    const paid = body.payments.find((invoice) => invoice.id === ids.paid)!;
    expect(paid.paid_at).not.toBeNull();
    expect(paid).toMatchObject({
      amount: 500,
      platform_fee: 500,
      logistics_fee: 0,
      fee_percentage: 5,
      item_value: 10_000,
      currency: 'usd',
      nonprofit_id: nonprofit.id,
      quantity: 1,
      donor_company_name: 'Acme Giving',
      event_name: null,
      delivery_method: 'pickup',
      delivery_options: ['donor_ships', 'nonprofit_pickup'],
    });
    expect(paid.invoice_number).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(paid.item_image_url).toBeTruthy();
  });

  it('totals in cents over all invoices, whatever the filter', async () => {
    const expected = {
      total_paid: amounts.paid,
      total_due: amounts.pending + amounts.overdue + amounts.processing,
      pending_count: 3,
      overdue_count: 1,
      paid_count: 1,
    };
    expect((await list()).totals).toEqual(expected);
    expect((await list('paid')).totals).toEqual(expected);
  });

  it.each(['pending', 'overdue', 'processing', 'paid'] as const)('filters by status=%s', async (status) => {
    const body = await list(status);
    expect(body.payments.map((invoice: Invoice) => invoice.id)).toEqual([ids[status]]);
    expect(body.payments[0]!.status).toBe(status);
  });

  it('shows an invoice whose checkout expired as pending again', async () => {
    const [row] = await t.ctx.db.select().from(invoices).where(eq(invoices.id, ids.processing));
    await t.ctx.db
      .update(checkoutSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(checkoutSessions.id, row!.openSessionId!));
    expect((await list('pending')).payments.map((invoice) => invoice.id)).toEqual([ids.pending, ids.processing]);
    await t.ctx.db
      .update(checkoutSessions)
      .set({ expiresAt: sql`now() + interval '30 minutes'` })
      .where(eq(checkoutSessions.id, row!.openSessionId!));
  });

  it('lets the admin read it; refuses other nonprofits, donors and anonymous callers', async () => {
    const admin = await createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved' });
    expect((await list(undefined, admin)).payments).toHaveLength(4);
    expect((await pay.list(other, nonprofit.id)).statusCode).toBe(403);
    expect((await pay.list(donor, nonprofit.id)).statusCode).toBe(403);
    expect((await pay.list(undefined, nonprofit.id)).statusCode).toBe(401);
  });

  it('answers 400 to an unknown status filter', async () => {
    expect((await pay.list(nonprofit, nonprofit.id, 'void')).statusCode).toBe(400);
    expect((await pay.list(nonprofit, nonprofit.id, 'everything')).statusCode).toBe(400);
  });

  it('fills the dashboard: every invoice and the count still to be paid', async () => {
    const response = await pay.dashboard(nonprofit, nonprofit.id);
    expect(response.statusCode).toBe(200);
    const body = nonprofitDashboardSchema.parse(response.json());
    expect(body.payments).toEqual((await list()).payments);
    expect(body.overview_stats.pending_payments).toBe(3);
    const otherBody = nonprofitDashboardSchema.parse((await pay.dashboard(other, other.id)).json());
    expect(otherBody.payments).toHaveLength(1);
    expect(otherBody.overview_stats.pending_payments).toBe(1);
  });
});
