/**
 * The payment provider (docs/product.md, Payments): the built-in sandbox by default, Stripe Checkout when
 * STRIPE_SECRET_KEY is set. Both behave like a hosted checkout: we create a session, send the
 * browser to its URL, and learn the outcome from a signed webhook and from retrieving the session.
 * Card numbers never reach our API.
 */

export type ProviderName = 'sandbox' | 'stripe';
export type CheckoutStatusValue = 'open' | 'complete' | 'expired';
export type CheckoutPaymentStatus = 'paid' | 'unpaid';

export interface CreateCheckoutInput {
  /** Idempotency key: the same key never opens two sessions at the provider. */
  idempotencyKey: string;
  amountCents: number;
  currency: string;
  /** One line shown on the checkout page, e.g. "Large token bundle: 1,000 tokens". */
  description: string;
  /** Absolute URL; `{CHECKOUT_SESSION_ID}` is replaced by the session id, as Stripe does. */
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  customerEmail?: string;
  /** Our own references (purpose, nonprofit id), echoed back in webhooks. */
  metadata: Record<string, string>;
}

export interface CreatedCheckout {
  id: string;
  /** Where to send the browser. */
  url: string;
}

export interface ProviderCheckout {
  id: string;
  status: CheckoutStatusValue;
  paymentStatus: CheckoutPaymentStatus;
  amountCents: number;
}

/** A verified webhook event, reduced to what fulfilment needs. */
export interface ProviderEvent {
  id: string;
  /**
   * checkout.session.completed, checkout.session.async_payment_succeeded,
   * checkout.session.async_payment_failed, checkout.session.expired; others are acknowledged and ignored.
   */
  type: string;
  sessionId: string | null;
  paymentStatus: CheckoutPaymentStatus | null;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout(input: CreateCheckoutInput): Promise<CreatedCheckout>;
  retrieveCheckout(sessionId: string): Promise<ProviderCheckout>;
  /** Closes an open session (a newer checkout replaced it); no-op when it is already closed. */
  expireCheckout(sessionId: string): Promise<void>;
  /**
   * Checks the signature over the exact raw body and the timestamp (stale events are refused);
   * throws a 400 AppError when either is wrong.
   */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): Promise<ProviderEvent>;
}
