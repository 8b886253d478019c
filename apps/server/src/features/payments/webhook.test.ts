import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import type { UserRow } from '#src/platform/database/schema';
import { sandboxWebhookSecret } from '#src/platform/payments/sandbox-provider';
import { signWebhookPayload } from '#src/platform/payments/webhook-signature';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { getTokenBalance } from '../tokens/tokens.balance';
import { PAYMENT_FAILED_MESSAGE } from './checkout-closure';
import {
  checkoutRow,
  markSandboxPaid,
  paymentsClient,
  paymentsSnapshot,
  sandboxEvent,
} from '#test/support/payments.test-support';

describe('POST /api/payments/webhook (sandbox provider)', () => {
  let t: TestApp;
  let api: ReturnType<typeof paymentsClient>;
  let nonprofit: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    api = paymentsClient(t);
    nonprofit = await createUser(t.ctx.db, { role: 'nonprofit', approvalStatus: 'approved' });
  });
  afterAll(() => t.close());

  it('refuses unsigned, tampered, stale and foreign-signed deliveries with 400 and changes nothing', async () => {
    const { session_id } = await api.buy(nonprofit, 'large');
    await markSandboxPaid(t.ctx.db, session_id);
    const { rawBody, signature } = await sandboxEvent(t, session_id);
    const before = await paymentsSnapshot(t.ctx.db);

    const tampered = Buffer.from(rawBody.toString().replace('"paid"', '"paid" '));
    const secret = sandboxWebhookSecret(t.ctx.config.sessionSecret);
    const stale = signWebhookPayload(rawBody, secret, Math.floor(Date.now() / 1000) - 301);
    const refused = [
      await api.webhook(rawBody),
      await api.webhook(rawBody, ''),
      await api.webhook(tampered, signature),
      await api.webhook(rawBody, stale),
      await api.webhook(rawBody, signWebhookPayload(rawBody, 'whsec_someone_else')),
      await api.webhook(rawBody, 't=abc,v1=zz'),
      await api.webhook('', signature),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('detail');
    }
    expect(await paymentsSnapshot(t.ctx.db)).toEqual(before);

    // The same bytes, correctly signed, go through.
    expect((await api.webhook(rawBody, signature)).statusCode).toBe(200);
    expect((await checkoutRow(t.ctx.db, session_id)).paymentStatus).toBe('paid');
  });

  it('refuses a signed body that is not an event, and acknowledges event types it does not handle', async () => {
    const secret = sandboxWebhookSecret(t.ctx.config.sessionSecret);
    const junk = Buffer.from('not json');
    expect((await api.webhook(junk, signWebhookPayload(junk, secret))).statusCode).toBe(400);
    const other = Buffer.from(
      JSON.stringify({ id: 'evt_x', type: 'charge.refunded', data: { object: { id: 'ch_1' } } }),
    );
    const response = await api.webhook(other, signWebhookPayload(other, secret));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
  });

  it('completed but unpaid waits for async_payment_succeeded, which credits once', async () => {
    const { session_id } = await api.buy(nonprofit, 'starter');
    const before = (await getTokenBalance(t.ctx.db, nonprofit.id)).balance;
    const pending = await sandboxEvent(t, session_id, 'checkout.session.completed');
    expect((await api.webhook(pending.rawBody, pending.signature)).statusCode).toBe(200);
    expect(await checkoutRow(t.ctx.db, session_id)).toMatchObject({ status: 'complete', paymentStatus: 'unpaid' });
    expect((await getTokenBalance(t.ctx.db, nonprofit.id)).balance).toBe(before);

    await markSandboxPaid(t.ctx.db, session_id);
    const succeeded = await sandboxEvent(t, session_id, 'checkout.session.async_payment_succeeded');
    await api.webhook(succeeded.rawBody, succeeded.signature);
    await api.webhook(succeeded.rawBody, succeeded.signature);
    expect((await getTokenBalance(t.ctx.db, nonprofit.id)).balance).toBe(before + 100);
  });

  it('async_payment_failed records the failure and credits nothing; expired closes an open session', async () => {
    const failedSession = (await api.buy(nonprofit, 'starter')).session_id;
    const before = (await getTokenBalance(t.ctx.db, nonprofit.id)).balance;
    const failed = await sandboxEvent(t, failedSession, 'checkout.session.async_payment_failed');
    expect((await api.webhook(failed.rawBody, failed.signature)).statusCode).toBe(200);
    expect(await checkoutRow(t.ctx.db, failedSession)).toMatchObject({
      paymentStatus: 'unpaid',
      lastError: PAYMENT_FAILED_MESSAGE,
      fulfilledAt: null,
    });

    const expiredSession = (await api.buy(nonprofit, 'starter')).session_id;
    const expired = await sandboxEvent(t, expiredSession, 'checkout.session.expired');
    expect((await api.webhook(expired.rawBody, expired.signature)).statusCode).toBe(200);
    expect((await api.status(nonprofit, expiredSession)).json()).toMatchObject({ status: 'expired' });
    expect((await getTokenBalance(t.ctx.db, nonprofit.id)).balance).toBe(before);
  });

  it('a late expired event never undoes a fulfilled payment', async () => {
    const { session_id } = await api.buy(nonprofit, 'starter');
    await api.pay(session_id);
    const expired = await sandboxEvent(t, session_id, 'checkout.session.expired');
    await api.webhook(expired.rawBody, expired.signature);
    expect(await checkoutRow(t.ctx.db, session_id)).toMatchObject({ status: 'complete', paymentStatus: 'paid' });
  });
});
