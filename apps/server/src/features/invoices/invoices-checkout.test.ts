import { invoiceCheckoutResponseSchema, SITE_SETTINGS_DEFAULTS } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { sandboxCheckoutSessions, type UserRow } from '#src/platform/database/schema';
import { saveSiteSettings } from '#src/platform/settings';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { fulfilPaidCheckout } from '../payments/fulfilment';
import { client, fundedNonprofit, item } from '#test/support/requests.test-support';
import {
  approvedRequest,
  feeOf,
  liveInvoiceOf,
  moveEvent,
  paymentClient,
  paymentSnapshot,
  sessionRow,
  setDeliveryMethod,
} from '#test/support/invoices.test-support';

describe('POST /api/payments/checkout/session', () => {
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

  const sandboxStatus = async (sessionId: string) =>
    (await t.ctx.db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, sessionId)))[0]!.status;

  it('opens ONE checkout for the total of several invoices and points them at it', async () => {
    const a = await approvedRequest(t, donor, nonprofit, { fmvCents: 10_000, quantity: 2 });
    const b = await approvedRequest(t, donor, nonprofit, { fmvCents: 3_333 });
    const response = await pay.checkout(nonprofit, {
      request_ids: [a.requestId, b.requestId],
      origin_url: 'http://localhost:3000',
      metadata: { source: 'payment_page', user_id: nonprofit.id },
    });
    expect(response.statusCode).toBe(200);
    const body = invoiceCheckoutResponseSchema.parse(response.json());
    const total = feeOf(20_000, 5) + feeOf(3_333, 5);
    expect(body.payment_details).toMatchObject({
      amount_total: total,
      currency: 'usd',
      request_ids: [a.requestId, b.requestId],
      payment_status: 'unpaid',
      status: 'open',
    });
    expect(body.url).toContain(body.payment_details.session_id);
    const session = await sessionRow(t.ctx.db, body.payment_details.session_id);
    expect(session).toMatchObject({
      purpose: 'invoices',
      nonprofitId: nonprofit.id,
      amountCents: total,
      invoiceIds: [a.invoice.id, b.invoice.id],
      requestIds: [a.requestId, b.requestId],
    });
    expect(session.successUrl).toContain('/payment/success?session_id=');
    expect(session.cancelUrl).toMatch(/\/payment\/cancel$/);
    for (const { requestId } of [a, b]) {
      expect((await liveInvoiceOf(t.ctx.db, requestId)).openSessionId).toBe(session.id);
    }
  });

  it('prices again at checkout: 5% before the event, 8% once the event has passed', async () => {
    const { requestId, eventId } = await approvedRequest(t, donor, nonprofit, { fmvCents: 10_000, eventInDays: 5 });
    expect((await liveInvoiceOf(t.ctx.db, requestId)).amountCents).toBe(500);
    const before = await pay.checkout(nonprofit, { request_ids: [requestId] });
    expect(before.json().payment_details.amount_total).toBe(500);

    await moveEvent(t.ctx.db, eventId!, -1);
    const after = await pay.checkout(nonprofit, { request_ids: [requestId] });
    expect(after.statusCode).toBe(200);
    expect(after.json().payment_details.amount_total).toBe(800);
    expect(await liveInvoiceOf(t.ctx.db, requestId)).toMatchObject({
      feePercentage: '8.00',
      platformFeeCents: 800,
      amountCents: 800,
      openSessionId: after.json().payment_details.session_id,
    });
  });

  it('adds the logistics line when the delivery method is shipping, at the live setting', async () => {
    const { requestId } = await approvedRequest(t, donor, nonprofit, { fmvCents: 10_000 });
    await setDeliveryMethod(t.ctx.db, requestId, 'shipping');
    const response = await pay.checkout(nonprofit, { request_ids: [requestId] });
    expect(response.json().payment_details.amount_total).toBe(500 + SITE_SETTINGS_DEFAULTS.shipping_flat_fee_cents);
    expect(await liveInvoiceOf(t.ctx.db, requestId)).toMatchObject({ logisticsCents: 2500, amountCents: 3000 });

    const admin = await createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved' });
    await saveSiteSettings(t.ctx.db, { shipping_flat_fee_cents: 4000 }, admin.id);
    try {
      const again = await pay.checkout(nonprofit, { request_ids: [requestId] });
      expect(again.json().payment_details.amount_total).toBe(4500);
    } finally {
      await saveSiteSettings(t.ctx.db, { shipping_flat_fee_cents: 2500 }, admin.id);
    }
    await setDeliveryMethod(t.ctx.db, requestId, 'pickup');
    expect((await pay.checkout(nonprofit, { request_ids: [requestId] })).json().payment_details.amount_total).toBe(500);
  });

  it('closes the older open checkout so one invoice never has two', async () => {
    const a = await approvedRequest(t, donor, nonprofit);
    const b = await approvedRequest(t, donor, nonprofit);
    const first = (await pay.checkout(nonprofit, { request_ids: [a.requestId, b.requestId] })).json();
    const second = (await pay.checkout(nonprofit, { request_ids: [a.requestId] })).json();
    expect(second.payment_details.session_id).not.toBe(first.payment_details.session_id);
    expect(await sandboxStatus(first.payment_details.session_id)).toBe('expired');
    expect(await sandboxStatus(second.payment_details.session_id)).toBe('open');
    expect((await liveInvoiceOf(t.ctx.db, a.requestId)).openSessionId).toBe(second.payment_details.session_id);
    // b was only in the replaced checkout: free again, shown pending.
    expect((await liveInvoiceOf(t.ctx.db, b.requestId)).openSessionId).toBeNull();
  });

  describe('refusals: 400 with a clear detail and nothing changed', () => {
    const refused = async (as: UserRow | undefined, payload: object, status: number, detail?: string) => {
      const before = await paymentSnapshot(t.ctx.db);
      const response = await pay.checkout(as, payload);
      expect(response.statusCode).toBe(status);
      if (detail !== undefined) expect(JSON.stringify(response.json().detail)).toContain(detail);
      expect(await paymentSnapshot(t.ctx.db)).toEqual(before);
    };

    it('no request selected', async () => {
      await refused(nonprofit, { request_ids: [] }, 400, 'Please select at least one request to pay for');
      await refused(nonprofit, {}, 400);
      await refused(nonprofit, { request_ids: ['abc'] }, 400);
      await refused(nonprofit, { request_ids: [99_999_999_999] }, 400);
    });

    it('a pending, declined or unknown request, or one of them among good ones', async () => {
      const listed = await item(t.ctx.db, donor);
      const pendingId = (
        await client(t).create(nonprofit, nonprofit.id, { item_id: listed.id, quantity_requested: 1 })
      ).json().request.id as number;
      await refused(nonprofit, { request_ids: [pendingId] }, 400, `Request #${pendingId} is pending`);
      const good = await approvedRequest(t, donor, nonprofit);
      await refused(nonprofit, { request_ids: [good.requestId, pendingId] }, 400, `Request #${pendingId}`);
      await refused(
        nonprofit,
        { request_ids: [9_999_999] },
        400,
        'Request #9999999 was not found among your requests.',
      );
    });

    it('an already paid request', async () => {
      const { requestId } = await approvedRequest(t, donor, nonprofit);
      const started = (await pay.checkout(nonprofit, { request_ids: [requestId] })).json();
      await fulfilPaidCheckout(t.ctx, started.payment_details.session_id);
      await refused(nonprofit, { request_ids: [requestId] }, 400, `Request #${requestId} is already paid.`);
    });

    it("another nonprofit's request reads like an unknown one", async () => {
      const stranger = await fundedNonprofit(t.ctx.db, 500);
      const theirs = await approvedRequest(t, donor, stranger);
      await refused(nonprofit, { request_ids: [theirs.requestId] }, 400, 'was not found among your requests');
    });

    it('donors, admins, anonymous callers and a metadata.user_id naming someone else', async () => {
      const { requestId } = await approvedRequest(t, donor, nonprofit);
      const admin = await createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved' });
      await refused(donor, { request_ids: [requestId] }, 403);
      await refused(admin, { request_ids: [requestId] }, 403);
      await refused(undefined, { request_ids: [requestId] }, 401);
      await refused(nonprofit, { request_ids: [requestId], metadata: { user_id: donor.id } }, 403);
    });
  });

  it('refuses a total under the card minimum, and answers a provider failure with 502, changing nothing', async () => {
    const tiny = await approvedRequest(t, donor, nonprofit, { fmvCents: 500 });
    const before = await paymentSnapshot(t.ctx.db);
    const small = await pay.checkout(nonprofit, { request_ids: [tiny.requestId] });
    expect(small.statusCode).toBe(400);
    expect(small.json().detail).toMatch(/at least \$0\.50/);

    const normal = await approvedRequest(t, donor, nonprofit, { fmvCents: 40_000 });
    const provider = t.ctx.payments;
    const createCheckout = provider.createCheckout.bind(provider);
    provider.createCheckout = () => Promise.reject(new Error('connection refused'));
    try {
      const failed = await pay.checkout(nonprofit, { request_ids: [normal.requestId] });
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toEqual({ detail: 'Failed to create checkout session' });
    } finally {
      provider.createCheckout = createCheckout;
    }
    expect((await liveInvoiceOf(t.ctx.db, normal.requestId)).openSessionId).toBeNull();
    expect((await paymentSnapshot(t.ctx.db)).sessions).toBe(before.sessions);
  });
});
