import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import type { UserRow } from '#src/platform/database/schema';
import type { ProviderEvent } from '#src/platform/payments/provider';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { fulfilPaidCheckout } from './fulfilment';
import { checkoutRow, paymentsClient, purchaseRows } from '#test/support/payments.test-support';

describe('fulfilPaidCheckout', () => {
  let t: TestApp;
  let nonprofit: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    nonprofit = await createUser(t.ctx.db, { role: 'nonprofit', approvalStatus: 'approved' });
  });
  afterAll(() => t.close());

  it('claims a session once among twelve concurrent callers (webhooks, redeliveries and polls)', async () => {
    const { session_id } = await paymentsClient(t).buy(nonprofit, 'medium');
    const event = (id: string): ProviderEvent => ({
      id,
      type: 'checkout.session.completed',
      sessionId: session_id,
      paymentStatus: 'paid',
    });
    const outcomes = await Promise.all([
      ...[1, 2, 3, 4].map(() => fulfilPaidCheckout(t.ctx, session_id)),
      ...[1, 2, 3, 4].map(() => fulfilPaidCheckout(t.ctx, session_id, event('evt_same'))),
      ...[1, 2, 3, 4].map((n) => fulfilPaidCheckout(t.ctx, session_id, event(`evt_${n}`))),
    ]);
    expect(outcomes.filter((outcome) => outcome === 'fulfilled')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate_event').length).toBeGreaterThanOrEqual(3);
    const purchases = (await purchaseRows(t.ctx.db, nonprofit.id)).filter((row) => row.entryType === 'purchase');
    expect(purchases).toHaveLength(1);
    expect(purchases[0]!.tokens).toBe(500);
    expect(await checkoutRow(t.ctx.db, session_id)).toMatchObject({ status: 'complete', paymentStatus: 'paid' });
  });

  it('answers unknown sessions without failing', async () => {
    expect(await fulfilPaidCheckout(t.ctx, 'cs_sandbox_missing')).toBe('unknown_session');
  });
});
