import { checkoutStartedSchema, checkoutStatusSchema, PAYMENT_MESSAGES, tokenBundlesResponseSchema } from '@app/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { checkoutSessions, emailRecords, tokenLots, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { getTokenBalance } from '../tokens/tokens.balance';
import {
  checkoutRow,
  markSandboxPaid,
  paymentsClient,
  purchaseRows,
  sandboxEvent,
} from '#test/support/payments.test-support';

describe('GET /api/token-bundles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the four bundles keyed by name, in order, with prices in dollars and cents', async () => {
    const response = await paymentsClient(t).bundles();
    expect(response.statusCode).toBe(200);
    const { bundles } = tokenBundlesResponseSchema.parse(response.json());
    expect(Object.keys(bundles)).toEqual(['starter', 'small', 'medium', 'large']);
    expect(bundles.starter).toMatchObject({ tokens: 100, price: 25, final_price: 25, discount: 0, popular: false });
    expect(bundles.large).toMatchObject({
      name: 'Large',
      tokens: 1000,
      price: 250,
      price_cents: 25_000,
      final_price: 212.5,
      final_price_cents: 21_250,
      discount: 15,
      popular: true,
    });
  });
});

describe('token purchase through the sandbox checkout', () => {
  let t: TestApp;
  let api: ReturnType<typeof paymentsClient>;
  let nonprofit: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    api = paymentsClient(t);
    nonprofit = await createUser(t.ctx.db, { role: 'nonprofit', approvalStatus: 'approved' });
  });
  afterAll(() => t.close());

  it('opens a checkout on PUBLIC_URL, ignoring a foreign origin_url', async () => {
    const response = await api.purchase(nonprofit, {
      bundle_key: 'medium',
      nonprofit_id: nonprofit.id,
      origin_url: 'https://evil.example',
    });
    expect(response.statusCode).toBe(200);
    const started = checkoutStartedSchema.parse(response.json());
    expect(started.session_id).toMatch(/^cs_sandbox_/);
    expect(started.url).toBe(`${t.ctx.config.publicUrl}/sandbox-checkout/${started.session_id}`);
    const row = await checkoutRow(t.ctx.db, started.session_id);
    expect(row).toMatchObject({ status: 'open', paymentStatus: 'unpaid', amountCents: 11_250, tokens: 500 });
    expect(row.successUrl).toBe(`${t.ctx.config.publicUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`);
    expect(row.cancelUrl).toBe(`${t.ctx.config.publicUrl}/payment/cancel?kind=tokens`);
    const minutes = (row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(29.9);
    expect(minutes).toBeLessThan(30.1);
  });

  it('pays with 4242, credits the bundle once, sends a receipt and reports paid', async () => {
    const { session_id } = await api.buy(nonprofit, 'small');
    expect((await api.status(nonprofit, session_id)).json()).toMatchObject({
      status: 'open',
      payment_status: 'unpaid',
    });
    const before = (await getTokenBalance(t.ctx.db, nonprofit.id)).balance;

    const paid = await api.pay(session_id);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({
      status: 'paid',
      redirect_url: `${t.ctx.config.publicUrl}/payment-success?session_id=${session_id}`,
    });
    expect((await getTokenBalance(t.ctx.db, nonprofit.id)).balance).toBe(before + 250);

    const status = checkoutStatusSchema.parse((await api.status(nonprofit, session_id)).json());
    expect(status).toMatchObject({ status: 'complete', payment_status: 'paid', amount_total: 5938, tokens: 250 });
    expect((await api.checkoutStatus(nonprofit, session_id)).json()).toEqual(status);

    // Paying again (a second click) and polling again change nothing.
    expect((await api.pay(session_id)).statusCode).toBe(200);
    expect((await getTokenBalance(t.ctx.db, nonprofit.id)).balance).toBe(before + 250);

    const [lot] = await t.ctx.db
      .select()
      .from(tokenLots)
      .where(eq(tokenLots.nonprofitId, nonprofit.id))
      .orderBy(desc(tokenLots.id))
      .limit(1);
    const months = (lot!.expiresAt.getTime() - lot!.createdAt.getTime()) / (30.44 * 24 * 3600_000);
    expect(Math.round(months)).toBe(12);

    const receipts = await t.ctx.db
      .select()
      .from(emailRecords)
      .where(and(eq(emailRecords.templateKey, 'payment_receipt'), eq(emailRecords.recipient, nonprofit.email)));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.body).toContain('$59.38 USD');
    expect(receipts[0]!.body).toContain('250 tokens were added');
  });

  it('credits exactly once when completion arrives five times at once (webhook replays and polls)', async () => {
    const { session_id } = await api.buy(nonprofit, 'large');
    const before = await purchaseRows(t.ctx.db, nonprofit.id);
    await markSandboxPaid(t.ctx.db, session_id);
    const first = await sandboxEvent(t, session_id);
    const second = await sandboxEvent(t, session_id);

    const responses = await Promise.all([
      api.webhook(first.rawBody, first.signature),
      api.status(nonprofit, session_id),
      api.webhook(first.rawBody, first.signature),
      api.checkoutStatus(nonprofit, session_id),
      api.webhook(second.rawBody, second.signature),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);

    const after = await purchaseRows(t.ctx.db, nonprofit.id);
    const added = after.slice(before.length);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ entryType: 'purchase', tokens: 1000 });
    expect((await checkoutRow(t.ctx.db, session_id)).fulfilledAt).not.toBeNull();
    const receipts = await t.ctx.db.select().from(emailRecords).where(eq(emailRecords.templateKey, 'payment_receipt'));
    expect(receipts.filter((email) => email.body.includes(session_id))).toHaveLength(1);
  });

  it('a poll alone completes the purchase when the webhook never comes', async () => {
    const { session_id } = await api.buy(nonprofit, 'starter');
    const before = (await getTokenBalance(t.ctx.db, nonprofit.id)).balance;
    await markSandboxPaid(t.ctx.db, session_id);
    expect((await api.status(nonprofit, session_id)).json()).toMatchObject({ payment_status: 'paid', tokens: 100 });
    expect((await getTokenBalance(t.ctx.db, nonprofit.id)).balance).toBe(before + 100);
  });

  it('token purchase finding: pending and rejected nonprofits are refused (403) and no checkout is opened', async () => {
    for (const [approvalStatus, detail] of [
      ['pending', PAYMENT_MESSAGES.purchasePendingApproval],
      ['rejected', PAYMENT_MESSAGES.purchaseRejected],
    ] as const) {
      const unapproved = await createUser(t.ctx.db, { role: 'nonprofit', approvalStatus });
      const response = await api.purchase(unapproved, { bundle_key: 'starter', nonprofit_id: unapproved.id });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail });
      const opened = await t.ctx.db
        .select({ id: checkoutSessions.id })
        .from(checkoutSessions)
        .where(eq(checkoutSessions.nonprofitId, unapproved.id));
      expect(opened).toEqual([]);
      expect((await getTokenBalance(t.ctx.db, unapproved.id)).balance).toBe(0);
    }
  });
});

describe('who may buy and read a checkout', () => {
  let t: TestApp;
  let api: ReturnType<typeof paymentsClient>;
  let nonprofit: UserRow;
  let sessionId: string;

  beforeAll(async () => {
    t = await createTestApp();
    api = paymentsClient(t);
    nonprofit = await createUser(t.ctx.db, { role: 'nonprofit', approvalStatus: 'approved' });
    sessionId = (await api.buy(nonprofit)).session_id;
  });
  afterAll(() => t.close());

  it('refuses anonymous (401), donors and other nonprofits (403), and a bad bundle (400)', async () => {
    const donor = await createUser(t.ctx.db, { role: 'donor' });
    const other = await createUser(t.ctx.db, { role: 'nonprofit', approvalStatus: 'approved' });
    const body = { bundle_key: 'starter', nonprofit_id: nonprofit.id };
    const anonymous = await api.purchase(undefined, body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toHaveProperty('detail');
    expect((await api.purchase(donor, { ...body, nonprofit_id: donor.id })).statusCode).toBe(403);
    expect((await api.purchase(other, body)).statusCode).toBe(403);
    const bad = await api.purchase(nonprofit, { ...body, bundle_key: 'gigantic' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().detail)).toContain('Choose one of the token bundles');
    expect((await api.purchase(nonprofit, { bundle_key: 'starter' })).statusCode).toBe(400);
  });

  it('shows a session only to its nonprofit or an admin; unknown ids are 404', async () => {
    const other = await createUser(t.ctx.db, { role: 'nonprofit', approvalStatus: 'approved' });
    const donor = await createUser(t.ctx.db, { role: 'donor' });
    const admin = await createUser(t.ctx.db, { role: 'admin' });
    expect((await api.status(undefined, sessionId)).statusCode).toBe(401);
    expect((await api.status(other, sessionId)).statusCode).toBe(403);
    expect((await api.checkoutStatus(other, sessionId)).statusCode).toBe(403);
    expect((await api.status(donor, sessionId)).statusCode).toBe(403);
    expect((await api.status(admin, sessionId)).statusCode).toBe(200);
    expect((await api.status(nonprofit, 'cs_sandbox_nope')).statusCode).toBe(404);
    expect((await api.status(nonprofit, 'not-an-id!')).statusCode).toBe(400);
  });
});
