import type Stripe from 'stripe';
import { badRequest } from '../errors';
import type { CheckoutStatusValue, PaymentProvider, ProviderCheckout } from './provider';
import { toProviderEvent } from './provider-event';
import { WEBHOOK_TOLERANCE_SECONDS } from './webhook-signature';

export interface StripeProviderOptions {
  secretKey: string;
  /** Unset: every webhook is refused (the status poll still completes purchases). */
  webhookSecret: string | undefined;
  /** Where the SDK sends API calls; tests point it at a local server. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

/**
 * Stripe refuses an expires_at closer than 30 minutes away, and ours is exactly 30 minutes from
 * now by the time the call arrives. A minute's margin keeps it valid; our own record still expires
 * at 30 minutes and the status poll then expires the session at Stripe too.
 */
const STRIPE_MIN_LIFETIME_SECONDS = 31 * 60;

const CLOSED: readonly string[] = ['complete', 'expired'] satisfies CheckoutStatusValue[];

function toCheckout(session: Stripe.Checkout.Session): ProviderCheckout {
  const status = String(session.status);
  return {
    id: session.id,
    status: CLOSED.includes(status) ? (status as CheckoutStatusValue) : 'open',
    paymentStatus: session.payment_status === 'paid' ? 'paid' : 'unpaid',
    amountCents: session.amount_total ?? 0,
  };
}

/** Stripe Checkout (hosted page) with signed webhooks, through the official SDK. */
export function createStripeProvider({ secretKey, webhookSecret, api }: StripeProviderOptions): PaymentProvider {
  // The SDK (about 13 MB once loaded) is loaded with the first payment call, not at start
  // (docs/decisions/009-compression-and-built-server.md, "Memory").
  let loaded: Promise<{ Stripe: typeof Stripe; stripe: Stripe }> | undefined;
  const sdk = () =>
    (loaded ??= import('stripe').then(({ default: Sdk }) => ({
      Stripe: Sdk,
      stripe: new Sdk(secretKey, {
        // The SDK resends a failed call with the same idempotency key, so a retry never opens a second session.
        maxNetworkRetries: 2,
        timeout: 20_000,
        ...(api ?? {}),
      }),
    })));

  return {
    name: 'stripe',

    async createCheckout(input) {
      const { stripe } = await sdk();
      const nowSeconds = Math.floor(Date.now() / 1000);
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency,
                unit_amount: input.amountCents,
                product_data: { name: input.description },
              },
            },
          ],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          expires_at: Math.max(Math.floor(input.expiresAt.getTime() / 1000), nowSeconds + STRIPE_MIN_LIFETIME_SECONDS),
          customer_email: input.customerEmail,
          metadata: input.metadata,
          payment_intent_data: { metadata: input.metadata },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { id: session.id, url: session.url };
    },

    async retrieveCheckout(sessionId) {
      const { stripe } = await sdk();
      return toCheckout(await stripe.checkout.sessions.retrieve(sessionId));
    },

    async expireCheckout(sessionId) {
      const { Stripe, stripe } = await sdk();
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.status !== 'open') return;
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (error) {
        // Paid or expired between the two calls: Stripe refuses to expire it, which is what we want.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      }
    },

    async verifyWebhook(rawBody, signatureHeader) {
      if (!webhookSecret) throw badRequest('Webhook signing secret is not configured.');
      if (!signatureHeader) throw badRequest('Missing webhook signature.');
      const { Stripe, stripe } = await sdk();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw badRequest('Webhook signature verification failed.');
        }
        throw badRequest('Webhook payload is not valid.');
      }
      return toProviderEvent(event);
    },
  };
}
