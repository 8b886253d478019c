import { checkoutStartedSchema } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import type { UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { fulfilPaidCheckout } from '../payments/fulfilment';
import { client, fundedNonprofit } from '#test/support/requests.test-support';
import {
  approvedRequest,
  liveInvoiceOf,
  paymentClient,
  paymentSnapshot,
  sessionRow,
} from '#test/support/invoices.test-support';

describe('POST /api/payments/{paymentId}/pay (Pay Now)', () => {
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

  it('opens a checkout for one invoice and answers where to go', async () => {
    const { requestId, invoice } = await approvedRequest(t, donor, nonprofit, { fmvCents: 20_000 });
    const response = await pay.pay(nonprofit, invoice.id, { nonprofit_id: nonprofit.id });
    expect(response.statusCode).toBe(200);
    const body = checkoutStartedSchema.parse(response.json());
    expect(await sessionRow(t.ctx.db, body.session_id)).toMatchObject({
      purpose: 'invoices',
      amountCents: 1000,
      invoiceIds: [invoice.id],
      requestIds: [requestId],
      url: body.url,
    });
    expect((await liveInvoiceOf(t.ctx.db, requestId)).openSessionId).toBe(body.session_id);
    // Pay Now again (the first tab was closed): a fresh checkout replaces the first.
    const again = checkoutStartedSchema.parse((await pay.pay(nonprofit, invoice.id)).json());
    expect(again.session_id).not.toBe(body.session_id);
    expect((await liveInvoiceOf(t.ctx.db, requestId)).openSessionId).toBe(again.session_id);
  });

  const refused = async (as: UserRow | undefined, id: number | string, payload: object, status: number) => {
    const before = await paymentSnapshot(t.ctx.db);
    const response = await pay.pay(as, id, payload);
    expect(response.statusCode).toBe(status);
    expect(response.json().detail).toBeDefined();
    expect(await paymentSnapshot(t.ctx.db)).toEqual(before);
    return response.json().detail as unknown;
  };

  it('refuses card fields: cards are typed on the checkout page only', async () => {
    const { invoice } = await approvedRequest(t, donor, nonprofit);
    const detail = await refused(
      nonprofit,
      invoice.id,
      {
        cardNumber: '4242424242424242',
        expiryDate: '12/30',
        cvv: '123',
        cardholderName: 'A B',
        nonprofit_id: nonprofit.id,
      },
      400,
    );
    expect(JSON.stringify(detail)).toContain('secure checkout page');
  });

  it('refuses a paid invoice with 400', async () => {
    const { invoice } = await approvedRequest(t, donor, nonprofit);
    const started = checkoutStartedSchema.parse((await pay.pay(nonprofit, invoice.id)).json());
    await fulfilPaidCheckout(t.ctx, started.session_id);
    expect(await refused(nonprofit, invoice.id, {}, 400)).toBe(`Request #${invoice.requestId} is already paid.`);
  });

  it('refuses a voided invoice and an unknown one with 404', async () => {
    const { requestId, invoice } = await approvedRequest(t, donor, nonprofit);
    await client(t).respond(donor, requestId, donor.id, 'decline');
    expect(await refused(nonprofit, invoice.id, {}, 404)).toBe('Invoice not found.');
    await refused(nonprofit, 9_999_999, {}, 404);
    await refused(nonprofit, 'abc', {}, 400);
    // Past Postgres integer range: refused by validation, never a failing query.
    await refused(nonprofit, 99_999_999_999, {}, 400);
  });

  it('refuses other nonprofits, donors, admins, anonymous callers and a nonprofit_id naming someone else', async () => {
    const { invoice } = await approvedRequest(t, donor, nonprofit);
    const stranger = await fundedNonprofit(t.ctx.db, 0);
    const admin = await createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved' });
    await refused(stranger, invoice.id, {}, 403);
    await refused(donor, invoice.id, {}, 403);
    await refused(admin, invoice.id, {}, 403);
    await refused(undefined, invoice.id, {}, 401);
    await refused(nonprofit, invoice.id, { nonprofit_id: stranger.id }, 403);
  });
});
