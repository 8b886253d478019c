import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { checkoutSessions, type UserRow } from '#src/platform/database/schema';
import { createStripeProvider } from '#src/platform/payments/stripe-provider';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { getTokenBalance } from '../tokens/tokens.balance';
import { checkoutRow, paymentsClient, paymentsSnapshot } from '#test/support/payments.test-support';
import {
  STRIPE_WEBHOOK_SECRET,
  startFakeStripe,
  stripeSignedEvent,
  type FakeStripe,
} from '#test/support/stripe-fake.test-support';

describe('Stripe provider (offline: a local API stand-in and SDK-signed webhooks)', () => {
  let t: TestApp;
  let fake: FakeStripe;
  let api: ReturnType<typeof paymentsClient>;
  let nonprofit: UserRow;
  const balance = async () => (await getTokenBalance(t.ctx.db, nonprofit.id)).balance;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp({
      payments: 'stripe',
      stripeSecretKey: 'sk_test_offline',
      stripeWebhookSecret: STRIPE_WEBHOOK_SECRET,
    });
    expect(t.ctx.payments.name).toBe('stripe');
    // The same provider, pointed at the stand-in instead of api.stripe.com.
    t.ctx.payments = createStripeProvider({
      secretKey: 'sk_test_offline',
      webhookSecret: STRIPE_WEBHOOK_SECRET,
      api: fake.api,
    });
    api = paymentsClient(t);
    nonprofit = await createUser(t.ctx.db, { role: 'nonprofit', approvalStatus: 'approved' });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('creates a payment-mode Checkout Session with a price_data line, metadata, expiry and an idempotency key', async () => {
    const before = Math.floor(Date.now() / 1000);
    const started = await api.buy(nonprofit, 'large');
    expect(started).toEqual({ session_id: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    const [call] = fake.creates;
    expect(call!.idempotencyKey).toMatch(/^checkout_[0-9a-f-]{36}$/);
    const params = Object.fromEntries(call!.params);
    expect(params).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '21250',
      'line_items[0][price_data][product_data][name]': 'Large token bundle: 1,000 tokens',
      'metadata[purpose]': 'token_purchase',
      'metadata[nonprofit_id]': String(nonprofit.id),
      'metadata[bundle_key]': 'large',
      success_url: `${t.ctx.config.publicUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${t.ctx.config.publicUrl}/payment/cancel?kind=tokens`,
      customer_email: nonprofit.email,
    });
    // Stripe refuses less than 30 minutes; our own record still says 30.
    expect(Number(params.expires_at)).toBeGreaterThanOrEqual(before + 30 * 60);
    expect((await checkoutRow(t.ctx.db, 'cs_test_1')).provider).toBe('stripe');
  });

  it('the same idempotency key returns the same session from Stripe', async () => {
    const input = {
      idempotencyKey: 'checkout_fixed_key',
      amountCents: 2500,
      currency: 'usd',
      description: 'Starter',
      successUrl: 'http://localhost:3000/ok',
      cancelUrl: 'http://localhost:3000/cancel',
      expiresAt: new Date(Date.now() + 30 * 60_000),
      metadata: {},
    };
    const first = await t.ctx.payments.createCheckout(input);
    const second = await t.ctx.payments.createCheckout(input);
    expect(second.id).toBe(first.id);
  });

  it('checkout.session.completed (paid) credits the bundle exactly once, however often it is delivered', async () => {
    const { session_id } = await api.buy(nonprofit, 'starter');
    const start = await balance();
    const event = stripeSignedEvent('checkout.session.completed', { id: session_id, payment_status: 'paid' });
    const responses = await Promise.all([1, 2, 3].map(() => api.webhook(event.rawBody, event.signature)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(await balance()).toBe(start + 100);
    expect((await api.status(nonprofit, session_id)).json()).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
    });
  });

  it('a delayed payment: completed (unpaid) credits nothing, async_payment_succeeded credits', async () => {
    const { session_id } = await api.buy(nonprofit, 'starter');
    const start = await balance();
    const completed = stripeSignedEvent('checkout.session.completed', { id: session_id, payment_status: 'unpaid' });
    expect((await api.webhook(completed.rawBody, completed.signature)).statusCode).toBe(200);
    expect(await balance()).toBe(start);
    const succeeded = stripeSignedEvent('checkout.session.async_payment_succeeded', {
      id: session_id,
      payment_status: 'paid',
    });
    expect((await api.webhook(succeeded.rawBody, succeeded.signature)).statusCode).toBe(200);
    expect(await balance()).toBe(start + 100);
  });

  it('refuses stale, tampered and unsigned events with 400 and changes nothing', async () => {
    const { session_id } = await api.buy(nonprofit, 'starter');
    const before = await paymentsSnapshot(t.ctx.db);
    const stale = stripeSignedEvent(
      'checkout.session.completed',
      { id: session_id, payment_status: 'paid' },
      Math.floor(Date.now() / 1000) - 600,
    );
    const fresh = stripeSignedEvent('checkout.session.completed', { id: session_id, payment_status: 'paid' });
    const tampered = Buffer.from(fresh.rawBody.toString().replace(session_id, 'cs_test_1'));
    for (const response of [
      await api.webhook(stale.rawBody, stale.signature),
      await api.webhook(tampered, fresh.signature),
      await api.webhook(fresh.rawBody),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('detail');
    }
    expect(await paymentsSnapshot(t.ctx.db)).toEqual(before);
  });

  it('the status poll completes a purchase Stripe reports paid, and expires one past its 30 minutes', async () => {
    const paid = await api.buy(nonprofit, 'starter');
    const start = await balance();
    fake.sessions.get(paid.session_id)!.payment_status = 'paid';
    fake.sessions.get(paid.session_id)!.status = 'complete';
    expect((await api.status(nonprofit, paid.session_id)).json()).toMatchObject({
      payment_status: 'paid',
      tokens: 100,
    });
    expect(await balance()).toBe(start + 100);

    const late = await api.buy(nonprofit, 'starter');
    await t.ctx.db
      .update(checkoutSessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(checkoutSessions.id, late.session_id));
    expect((await api.status(nonprofit, late.session_id)).json()).toMatchObject({ status: 'expired' });
    expect(fake.sessions.get(late.session_id)!.status).toBe('expired');
  });

  it('has no sandbox checkout page while Stripe is the provider', async () => {
    const { session_id } = await api.buy(nonprofit, 'starter');
    expect((await api.page(session_id)).statusCode).toBe(404);
    expect((await api.pay(session_id)).statusCode).toBe(404);
  });
});
