import {
  checkoutStartedSchema,
  invoiceCheckoutResponseSchema,
  invoiceListSchema,
  SITE_SETTINGS_DEFAULTS,
} from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { emailRecords, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { fundedNonprofit } from '#test/support/requests.test-support';
import {
  approvedRequest,
  feeOf,
  liveInvoiceOf,
  moveEvent,
  paymentClient,
  paymentSnapshot,
} from '#test/support/invoices.test-support';

const SHIPPING = SITE_SETTINGS_DEFAULTS.shipping_flat_fee_cents;

/** A delivery method is chosen before the invoice can be paid; what /payment shows is what is charged. */
describe('paying an invoice needs a delivery method first', () => {
  let t: TestApp;
  let pay: ReturnType<typeof paymentClient>;
  let donor: UserRow;
  let nonprofit: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    pay = paymentClient(t);
    donor = await createUser(t.ctx.db, { role: 'donor' });
    nonprofit = await fundedNonprofit(t.ctx.db, 5000);
  });
  afterAll(() => t.close());

  /** The nonprofit's own call, as the /payment page makes it before starting checkout. */
  const chooseMethod = (requestId: number, method: string) =>
    t.request({
      method: 'POST',
      url: `/api/requests/${requestId}/delivery-method?nonprofit_id=${nonprofit.id}`,
      payload: { delivery_method: method },
      as: nonprofit,
    });
  const listed = async () => invoiceListSchema.parse((await pay.list(nonprofit, nonprofit.id)).json()).payments;

  it('checkout/session refuses a request without a method with a 400 naming it and its item, changing nothing', async () => {
    const unchosen = await approvedRequest(t, donor, nonprofit, { deliveryMethod: null });
    const chosen = await approvedRequest(t, donor, nonprofit);
    const before = await paymentSnapshot(t.ctx.db);

    for (const ids of [[unchosen.requestId], [chosen.requestId, unchosen.requestId]]) {
      const refused = await pay.checkout(nonprofit, { request_ids: ids });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toMatch(
        new RegExp(`^Request #${unchosen.requestId} \\(.+\\) has no delivery method yet`),
      );
    }
    expect(await paymentSnapshot(t.ctx.db)).toEqual(before);
  });

  it('Pay Now refuses an invoice without a method the same way', async () => {
    const { requestId, invoice } = await approvedRequest(t, donor, nonprofit, { deliveryMethod: null });
    const before = await paymentSnapshot(t.ctx.db);
    const refused = await pay.pay(nonprofit, invoice.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toContain(`Request #${requestId} (`);
    expect(refused.json().detail).toContain('has no delivery method yet');
    expect(await paymentSnapshot(t.ctx.db)).toEqual(before);
  });

  it('once shipping is chosen the list shows the logistics line, and checkout charges exactly the shown total', async () => {
    const a = await approvedRequest(t, donor, nonprofit, { fmvCents: 10_000, deliveryMethod: null });
    const b = await approvedRequest(t, donor, nonprofit, { fmvCents: 4_500, deliveryMethod: null });
    expect((await chooseMethod(a.requestId, 'shipping')).statusCode).toBe(200);
    expect((await chooseMethod(b.requestId, 'pickup')).statusCode).toBe(200);

    const shown = (await listed()).filter((invoice) => [a.requestId, b.requestId].includes(invoice.request_id));
    const row = (requestId: number) => shown.find((invoice) => invoice.request_id === requestId)!;
    expect(row(a.requestId)).toMatchObject({
      delivery_method: 'shipping',
      delivery_options: ['donor_ships', 'nonprofit_pickup'],
      logistics_fee: SHIPPING,
      amount: feeOf(10_000, 5) + SHIPPING,
    });
    expect(row(b.requestId)).toMatchObject({ delivery_method: 'pickup', logistics_fee: 0, amount: feeOf(4_500, 5) });
    const displayedTotal = shown.reduce((sum, invoice) => sum + invoice.amount, 0);

    const started = await pay.checkout(nonprofit, { request_ids: [a.requestId, b.requestId] });
    expect(started.statusCode).toBe(200);
    expect(invoiceCheckoutResponseSchema.parse(started.json()).payment_details.amount_total).toBe(displayedTotal);
  });

  it('Pay Now charges exactly the amount the Payments tab shows once a method is chosen', async () => {
    const { requestId, invoice } = await approvedRequest(t, donor, nonprofit, {
      fmvCents: 6_000,
      deliveryMethod: null,
    });
    expect((await chooseMethod(requestId, 'shipping')).statusCode).toBe(200);
    const shown = (await listed()).find((entry) => entry.id === invoice.id)!;
    expect(shown.amount).toBe(feeOf(6_000, 5) + SHIPPING);

    const started = await pay.pay(nonprofit, invoice.id);
    expect(started.statusCode).toBe(200);
    const { session_id: sessionId } = checkoutStartedSchema.parse(started.json());
    expect((await liveInvoiceOf(t.ctx.db, requestId)).openSessionId).toBe(sessionId);
    expect((await liveInvoiceOf(t.ctx.db, requestId)).amountCents).toBe(shown.amount);
  });

  it('an invoice whose event passed after approval is listed at the post-event fee that checkout charges', async () => {
    const { requestId, eventId, invoice } = await approvedRequest(t, donor, nonprofit, {
      fmvCents: 10_000,
      eventInDays: 3,
    });
    expect(invoice.amountCents).toBe(feeOf(10_000, 5));
    await moveEvent(t.ctx.db, eventId!, -1);
    const shown = (await listed()).find((entry) => entry.id === invoice.id)!;
    expect(shown).toMatchObject({ fee_percentage: 8, amount: feeOf(10_000, 8) });

    const started = await pay.checkout(nonprofit, { request_ids: [requestId] });
    expect(invoiceCheckoutResponseSchema.parse(started.json()).payment_details.amount_total).toBe(shown.amount);
  });

  it("the invoice email's Pay link opens /payment with that invoice named", async () => {
    const { invoice } = await approvedRequest(t, donor, nonprofit, { deliveryMethod: null });
    const mails = await t.ctx.db
      .select()
      .from(emailRecords)
      .where(and(eq(emailRecords.recipient, nonprofit.email), eq(emailRecords.templateKey, 'invoice_created')));
    const mail = mails.find((row) => row.body.includes(invoice.invoiceNumber));
    expect(mail?.body).toContain(`${t.ctx.config.publicUrl}/payment?invoice=${invoice.id}`);
  });
});
