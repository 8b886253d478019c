import { IDEMPOTENCY_MESSAGES } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { checkoutSessions, type UserRow } from '#src/platform/database/schema';
import { REPLAYED_HEADER } from '#src/platform/http/idempotency';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { approvedRequest } from '#test/support/invoices.test-support';
import { fundedNonprofit } from '#test/support/requests.test-support';

describe('Idempotency-Key on checkout creation', () => {
  let t: TestApp;
  let donor: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    donor = await createUser(t.ctx.db, { role: 'donor' });
  });
  afterAll(() => t.close());

  const post = (as: UserRow, url: string, key: string, payload: object) =>
    t.request({ method: 'POST', url, payload, headers: { 'idempotency-key': key }, as });
  const sessionsOf = (nonprofit: UserRow) =>
    t.ctx.db.select().from(checkoutSessions).where(eq(checkoutSessions.nonprofitId, nonprofit.id));

  it('idempotency finding: a retried token purchase replays the same checkout instead of opening another', async () => {
    const nonprofit = await fundedNonprofit(t.ctx.db, 0);
    const payload = { bundle_key: 'starter', nonprofit_id: nonprofit.id };
    const first = await post(nonprofit, '/api/stripe-token-purchase', 'buy-1', payload);
    expect(first.statusCode).toBe(200);
    const retried = await post(nonprofit, '/api/stripe-token-purchase', 'buy-1', payload);
    expect(retried.statusCode).toBe(200);
    expect(retried.headers[REPLAYED_HEADER]).toBe('true');
    expect(retried.json()).toEqual(first.json());
    expect(await sessionsOf(nonprofit)).toHaveLength(1);

    const other = await post(nonprofit, '/api/stripe-token-purchase', 'buy-1', { ...payload, bundle_key: 'large' });
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json()).toEqual({ detail: IDEMPOTENCY_MESSAGES.reusedForOtherRequest });
    expect(await sessionsOf(nonprofit)).toHaveLength(1);
  });

  it('idempotency finding: concurrent identical token purchases open one checkout', async () => {
    const nonprofit = await fundedNonprofit(t.ctx.db, 0);
    const payload = { bundle_key: 'small', nonprofit_id: nonprofit.id };
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => post(nonprofit, '/api/stripe-token-purchase', 'buy-twice', payload)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(
      statuses.every((status) => status === 200 || status === 409),
      statuses.join(),
    ).toBe(true);
    const opened = answers.filter((answer) => answer.statusCode === 200);
    expect(new Set(opened.map((answer) => answer.json().session_id)).size).toBe(1);
    expect(await sessionsOf(nonprofit)).toHaveLength(1);
  });

  it('idempotency finding: a retried invoice checkout (POST /api/payments/checkout/session) replays one session', async () => {
    const nonprofit = await fundedNonprofit(t.ctx.db, 500);
    const { requestId } = await approvedRequest(t, donor, nonprofit);
    const payload = { request_ids: [requestId], metadata: { user_id: nonprofit.id } };
    const answers = await Promise.all([
      post(nonprofit, '/api/payments/checkout/session', 'checkout-1', payload),
      post(nonprofit, '/api/payments/checkout/session', 'checkout-1', payload),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([200, 409]).toContain(statuses[1]);
    const retried = await post(nonprofit, '/api/payments/checkout/session', 'checkout-1', payload);
    expect(retried.statusCode).toBe(200);
    expect(retried.headers[REPLAYED_HEADER]).toBe('true');
    expect(retried.json().payment_details.session_id).toBe(
      answers.find((answer) => answer.statusCode === 200)!.json().payment_details.session_id,
    );
    expect(await sessionsOf(nonprofit)).toHaveLength(1);
  });

  it('idempotency finding: a retried Pay Now (POST /api/payments/{id}/pay) replays one session', async () => {
    const nonprofit = await fundedNonprofit(t.ctx.db, 500);
    const { invoice } = await approvedRequest(t, donor, nonprofit);
    const url = `/api/payments/${invoice.id}/pay`;
    const payload = { nonprofit_id: nonprofit.id };
    const first = await post(nonprofit, url, 'pay-1', payload);
    expect(first.statusCode).toBe(200);
    const retried = await post(nonprofit, url, 'pay-1', payload);
    expect(retried.headers[REPLAYED_HEADER]).toBe('true');
    expect(retried.json()).toEqual(first.json());
    expect(await sessionsOf(nonprofit)).toHaveLength(1);
    // A new click is a new key: a new checkout, as before.
    expect((await post(nonprofit, url, 'pay-2', payload)).statusCode).toBe(200);
    expect(await sessionsOf(nonprofit)).toHaveLength(2);
  });

  it('lists the header in the OpenAPI description of the checkout routes', async () => {
    const spec = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    };
    for (const path of [
      '/api/stripe-token-purchase',
      '/api/payments/checkout/session',
      '/api/payments/{paymentId}/pay',
    ]) {
      const headers = (spec.paths[path]!.post!.parameters ?? []).filter((entry) => entry.in === 'header');
      expect(
        headers.map((entry) => entry.name),
        path,
      ).toContain('idempotency-key');
    }
  });
});
