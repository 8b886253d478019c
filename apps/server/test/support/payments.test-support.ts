import { SANDBOX_CARDS, type TokenBundleKey } from '@app/shared';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '#src/platform/database/client';
import {
  checkoutSessions,
  emailRecords,
  paymentAttempts,
  paymentWebhookEvents,
  sandboxCheckoutSessions,
  tokenLedger,
  type UserRow,
} from '#src/platform/database/schema';
import { signedSandboxEvent } from '#src/platform/payments/sandbox-provider';
import { findSandboxSession } from '#src/platform/payments/sandbox-store';
import type { TestApp } from '../setup/test-app';

export const NEXT_YEAR = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

export const card = (number: string = SANDBOX_CARDS.paid) => ({
  cardholder_name: 'Pat Payer',
  card_number: number,
  expiry: `12/${NEXT_YEAR}`,
  cvc: '123',
});

export function paymentsClient(t: TestApp) {
  return {
    bundles: () => t.request({ method: 'GET', url: '/api/token-bundles' }),
    purchase: (as: UserRow | undefined, payload: object) =>
      t.request({ method: 'POST', url: '/api/stripe-token-purchase', payload, as }),
    buy: async (nonprofit: UserRow, bundleKey: TokenBundleKey = 'starter') => {
      const response = await t.request({
        method: 'POST',
        url: '/api/stripe-token-purchase',
        payload: { bundle_key: bundleKey, nonprofit_id: nonprofit.id },
        as: nonprofit,
      });
      if (response.statusCode !== 200) throw new Error(`purchase failed: ${response.body}`);
      return response.json() as { url: string; session_id: string };
    },
    status: (as: UserRow | undefined, sessionId: string) =>
      t.request({ method: 'GET', url: `/api/stripe-payment-status/${sessionId}`, as }),
    checkoutStatus: (as: UserRow | undefined, sessionId: string) =>
      t.request({ method: 'GET', url: `/api/payments/checkout/status/${sessionId}`, as }),
    page: (sessionId: string) => t.request({ method: 'GET', url: `/sandbox-checkout/${sessionId}` }),
    pay: (sessionId: string, payload: object = card()) =>
      t.request({ method: 'POST', url: `/api/sandbox-checkout/${sessionId}/pay`, payload }),
    webhook: (rawBody: Buffer | string, signature?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        payload: rawBody,
        headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
      }),
  };
}

/** The provider's side says paid, but nothing told us yet: the webhook is late. */
export async function markSandboxPaid(db: Database, sessionId: string) {
  const [row] = await db
    .update(sandboxCheckoutSessions)
    .set({ status: 'complete', paymentStatus: 'paid', completedAt: sql`now()` })
    .where(eq(sandboxCheckoutSessions.id, sessionId))
    .returning();
  return row!;
}

/** A checkout.session.* event about a sandbox session, signed as the sandbox signs its webhooks. */
export async function sandboxEvent(t: TestApp, sessionId: string, type = 'checkout.session.completed') {
  const session = await findSandboxSession(t.ctx.db, sessionId);
  return signedSandboxEvent(t.ctx.config.sessionSecret, type, session!);
}

export const purchaseRows = (db: Database, nonprofitId: number) =>
  db.select().from(tokenLedger).where(eq(tokenLedger.nonprofitId, nonprofitId)).orderBy(asc(tokenLedger.id));

export async function checkoutRow(db: Database, sessionId: string) {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
  return row!;
}

export const attemptsOf = (db: Database, sessionId: string) =>
  db.select().from(paymentAttempts).where(eq(paymentAttempts.sessionId, sessionId)).orderBy(asc(paymentAttempts.id));

/** Everything a refused webhook must leave untouched. */
export async function paymentsSnapshot(db: Database) {
  const tally = async (table: typeof paymentWebhookEvents | typeof emailRecords) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    sessions: await db.select().from(checkoutSessions).orderBy(asc(checkoutSessions.id)),
    ledger: await db.select().from(tokenLedger).orderBy(asc(tokenLedger.id)),
    webhookEvents: await tally(paymentWebhookEvents),
    emails: await tally(emailRecords),
  };
}
