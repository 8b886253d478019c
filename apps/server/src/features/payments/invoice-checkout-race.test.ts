import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { checkoutSessions, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { approvedRequest, liveInvoiceOf, paymentClient, setDeliveryMethod } from '#test/support/invoices.test-support';
import { client } from '#test/support/requests.test-support';
import { fundedNonprofit } from '#test/support/requests.test-support';

/**
 * The provider is asked for a checkout outside any transaction, so a request can change while it
 * answers. The lifecycle's `start-checkout` is then taken again under lock: a request that changed
 * refuses, the invoice keeps what it had, and the checkout just opened is closed, never payable.
 */
describe('a request that changes while the checkout is being opened', () => {
  let t: TestApp;
  let pay: ReturnType<typeof paymentClient>;
  let donor: UserRow;
  let nonprofit: UserRow;
  let createCheckout: TestApp['ctx']['payments']['createCheckout'];

  beforeAll(async () => {
    t = await createTestApp();
    pay = paymentClient(t);
    donor = await createUser(t.ctx.db, { role: 'donor' });
    nonprofit = await fundedNonprofit(t.ctx.db, 5000);
    createCheckout = t.ctx.payments.createCheckout.bind(t.ctx.payments);
  });
  afterEach(() => {
    t.ctx.payments.createCheckout = createCheckout;
  });
  afterAll(() => t.close());

  /** Runs `meanwhile` while the provider is creating the checkout, and remembers its id. */
  function duringProviderCall(meanwhile: () => Promise<void>): { sessionId?: string } {
    const opened: { sessionId?: string } = {};
    t.ctx.payments.createCheckout = async (input) => {
      await meanwhile();
      const created = await createCheckout(input);
      opened.sessionId = created.id;
      return created;
    };
    return opened;
  }

  const sessionStatus = async (id: string) =>
    (await t.ctx.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)))[0]?.status;

  it('a delivery method changed meanwhile: 409, the invoice keeps its price, the new checkout is closed', async () => {
    const { requestId, invoice } = await approvedRequest(t, donor, nonprofit, { deliveryMethod: 'pickup' });
    const opened = duringProviderCall(() => setDeliveryMethod(t.ctx.db, requestId, 'shipping'));

    const refused = await pay.checkout(nonprofit, { request_ids: [requestId] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('changed while the checkout was being opened');
    const after = await liveInvoiceOf(t.ctx.db, requestId);
    expect(after).toMatchObject({ openSessionId: null, amountCents: invoice.amountCents, status: 'pending' });
    expect(await sessionStatus(opened.sessionId!)).toBe('expired');
  });

  it('a request declined meanwhile: refused by its state, its void invoice never points at the checkout', async () => {
    const { requestId } = await approvedRequest(t, donor, nonprofit);
    const opened = duringProviderCall(async () => {
      expect((await client(t).respond(donor, requestId, donor.id, 'decline')).statusCode).toBe(200);
    });

    const refused = await pay.checkout(nonprofit, { request_ids: [requestId] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(`Request #${requestId} is declined; only approved requests can be paid for.`);
    expect(await sessionStatus(opened.sessionId!)).toBe('expired');
  });

  it('nothing changed meanwhile: the invoice points at the checkout opened', async () => {
    const { requestId } = await approvedRequest(t, donor, nonprofit);
    const opened = duringProviderCall(async () => {});
    const started = await pay.checkout(nonprofit, { request_ids: [requestId] });
    expect(started.statusCode).toBe(200);
    expect((await liveInvoiceOf(t.ctx.db, requestId)).openSessionId).toBe(opened.sessionId);
    expect(await sessionStatus(opened.sessionId!)).toBe('open');
  });
});
