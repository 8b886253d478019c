import { SANDBOX_CARDS } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { checkoutSessions, sandboxCheckoutSessions, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { getTokenBalance } from '../tokens/tokens.balance';
import { attemptsOf, card, checkoutRow, paymentsClient } from '#test/support/payments.test-support';
import { SANDBOX_MESSAGES } from './sandbox-checkout.service';

describe('the sandbox hosted checkout', () => {
  let t: TestApp;
  let api: ReturnType<typeof paymentsClient>;
  let nonprofit: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    api = paymentsClient(t);
    nonprofit = await createUser(t.ctx.db, { role: 'nonprofit', approvalStatus: 'approved' });
  });
  afterAll(() => t.close());

  it('serves a checkout page outside /api with the amount, description, labelled card fields and Cancel', async () => {
    const { session_id } = await api.buy(nonprofit, 'large');
    const page = await api.page(session_id);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('$212.50 USD');
    expect(page.body).toContain('Large token bundle: 1,000 tokens');
    for (const label of ['Cardholder name', 'Card number', 'Expiry (MM/YY)', 'CVC']) {
      expect(page.body).toContain(`>${label}</label>`);
    }
    expect(page.body).toContain('Pay $212.50 USD');
    expect(page.body).toContain(`href="${t.ctx.config.publicUrl}/payment/cancel?kind=tokens"`);
    expect(page.body).not.toMatch(/<(link|script|img)[^>]+(src|href)="https?:/);
  });

  it('answers an unknown session with a 404 page', async () => {
    const page = await api.page('cs_sandbox_unknown');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Checkout session not found');
  });

  it('declines 4000 0000 0000 0002: message, attempt with last four digits, nothing credited; a retry can pay', async () => {
    const { session_id } = await api.buy(nonprofit, 'starter');
    const before = (await getTokenBalance(t.ctx.db, nonprofit.id)).balance;
    const declined = await api.pay(session_id, card('4000 0000 0000 0002'));
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ detail: 'Your card was declined.' });
    expect((await getTokenBalance(t.ctx.db, nonprofit.id)).balance).toBe(before);
    expect(await attemptsOf(t.ctx.db, session_id)).toMatchObject([{ outcome: 'declined', cardLast4: '0002' }]);
    expect((await api.status(nonprofit, session_id)).json()).toMatchObject({
      status: 'open',
      payment_status: 'unpaid',
    });

    expect((await api.pay(session_id, card('4242-4242-4242-4242'))).statusCode).toBe(200);
    expect((await getTokenBalance(t.ctx.db, nonprofit.id)).balance).toBe(before + 100);
    const attempts = await attemptsOf(t.ctx.db, session_id);
    expect(attempts.map((attempt) => [attempt.outcome, attempt.cardLast4])).toEqual([
      ['declined', '0002'],
      ['paid', '4242'],
    ]);
    expect(JSON.stringify(attempts)).not.toContain('4242424242424242');
  });

  it('explains other card numbers and bad fields without recording an attempt', async () => {
    const { session_id } = await api.buy(nonprofit, 'starter');
    const other = await api.pay(session_id, card('5555 5555 5555 4444'));
    expect(other.statusCode).toBe(400);
    expect(other.json().detail).toBe(SANDBOX_MESSAGES.unknownCard);
    const expiredCard = await api.pay(session_id, { ...card(), expiry: '01/20' });
    expect(expiredCard.json().detail).toBe(SANDBOX_MESSAGES.cardExpired);
    const missing = await api.pay(session_id, { card_number: SANDBOX_CARDS.paid });
    expect(missing.statusCode).toBe(400);
    expect(Array.isArray(missing.json().detail)).toBe(true);
    expect(await attemptsOf(t.ctx.db, session_id)).toEqual([]);
  });

  it('expires 30 minutes after opening: status says expired, the page offers the way back, paying is refused', async () => {
    const { session_id } = await api.buy(nonprofit, 'starter');
    await t.ctx.db
      .update(checkoutSessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(checkoutSessions.id, session_id));
    const status = await api.status(nonprofit, session_id);
    expect(status.json()).toMatchObject({ status: 'expired', payment_status: 'unpaid', tokens: 0 });

    const page = await api.page(session_id);
    expect(page.body).toContain('This checkout session has expired');
    expect(page.body).toContain(`href="${t.ctx.config.publicUrl}/payment/cancel?kind=tokens"`);
    const pay = await api.pay(session_id);
    expect(pay.statusCode).toBe(410);
    expect(pay.json().detail).toBe(SANDBOX_MESSAGES.sessionExpired);
  });

  it('expires on the sandbox side by its own clock too, and tells us through a webhook', async () => {
    const { session_id } = await api.buy(nonprofit, 'starter');
    await t.ctx.db
      .update(sandboxCheckoutSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sandboxCheckoutSessions.id, session_id));
    expect((await api.page(session_id)).body).toContain('This checkout session has expired');
    expect((await checkoutRow(t.ctx.db, session_id)).status).toBe('expired');
  });

  it('shows a completed session as complete with a link on to the success URL', async () => {
    const { session_id } = await api.buy(nonprofit, 'starter');
    await api.pay(session_id);
    const page = await api.page(session_id);
    expect(page.body).toContain('This payment is complete');
    expect(page.body).toContain(`${t.ctx.config.publicUrl}/payment-success?session_id=${session_id}`);
  });
});
