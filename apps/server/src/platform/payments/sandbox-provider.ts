import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../database/client';
import { sandboxCheckoutSessions, type SandboxCheckoutSessionRow } from '../database/schema';
import type { PaymentProvider } from './provider';
import { parseEventBody, toProviderEvent } from './provider-event';
import {
  effectiveSandboxStatus,
  expireSandboxSession,
  findSandboxSession,
  sandboxSessionObject,
} from './sandbox-store';
import { signWebhookPayload, verifyWebhookSignature } from './webhook-signature';

export interface SandboxProviderOptions {
  db: Database;
  publicUrl: string;
  sessionSecret: string;
}

/** Ids shaped like Stripe's, with enough randomness that the hosted page URL cannot be guessed. */
const sandboxId = (prefix: 'cs_sandbox' | 'evt_sandbox') => `${prefix}_${randomBytes(18).toString('base64url')}`;

/**
 * The sandbox's webhook signing secret: derived from SESSION_SECRET so every server process of one
 * deployment agrees on it without another setting, and nobody outside can forge a payment.
 */
export function sandboxWebhookSecret(sessionSecret: string): string {
  return `whsec_sandbox_${createHmac('sha256', sessionSecret).update('sandbox payment webhooks').digest('hex')}`;
}

const sandboxCheckoutUrl = (publicUrl: string, sessionId: string) => `${publicUrl}/sandbox-checkout/${sessionId}`;

/**
 * The built-in provider (docs/product.md, Payments): a hosted checkout emulated on this server, with its own
 * store, its own page (features/payments/sandbox-checkout.*) and Stripe-format signed webhooks.
 */
export function createSandboxProvider({ db, publicUrl, sessionSecret }: SandboxProviderOptions): PaymentProvider {
  const secret = sandboxWebhookSecret(sessionSecret);
  return {
    name: 'sandbox',

    async createCheckout(input) {
      const [created] = await db
        .insert(sandboxCheckoutSessions)
        .values({
          id: sandboxId('cs_sandbox'),
          idempotencyKey: input.idempotencyKey,
          amountCents: input.amountCents,
          currency: input.currency,
          description: input.description,
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
          customerEmail: input.customerEmail ?? null,
          metadata: input.metadata,
          expiresAt: input.expiresAt,
        })
        .onConflictDoNothing({ target: sandboxCheckoutSessions.idempotencyKey })
        .returning();
      const session =
        created ??
        (
          await db
            .select()
            .from(sandboxCheckoutSessions)
            .where(eq(sandboxCheckoutSessions.idempotencyKey, input.idempotencyKey))
        )[0];
      // Stripe answers a reused key with different parameters by an idempotency error; so do we.
      if (!session || session.amountCents !== input.amountCents || session.currency !== input.currency) {
        throw new Error('Idempotency key reused for a different checkout');
      }
      return { id: session.id, url: sandboxCheckoutUrl(publicUrl, session.id) };
    },

    async retrieveCheckout(sessionId) {
      const session = await findSandboxSession(db, sessionId);
      if (!session) throw new Error(`No such sandbox checkout session: ${sessionId}`);
      return {
        id: session.id,
        status: effectiveSandboxStatus(session),
        paymentStatus: session.paymentStatus,
        amountCents: session.amountCents,
      };
    },

    async expireCheckout(sessionId) {
      await expireSandboxSession(db, sessionId);
    },

    async verifyWebhook(rawBody, signatureHeader) {
      verifyWebhookSignature(rawBody, signatureHeader, secret);
      return toProviderEvent(parseEventBody(rawBody));
    },
  };
}

/**
 * A checkout.session.* event about a sandbox session, serialized and signed exactly as a webhook
 * delivery would be, so the sandbox's hosted page reports payments through the webhook path.
 */
export function signedSandboxEvent(
  sessionSecret: string,
  type: string,
  session: SandboxCheckoutSessionRow,
): { rawBody: Buffer; signature: string } {
  const event = {
    id: sandboxId('evt_sandbox'),
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: sandboxSessionObject(session) },
  };
  const rawBody = Buffer.from(JSON.stringify(event));
  return { rawBody, signature: signWebhookPayload(rawBody, sandboxWebhookSecret(sessionSecret)) };
}
