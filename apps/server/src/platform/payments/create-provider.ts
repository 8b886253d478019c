import type { AppConfig } from '../config';
import type { Database } from '../database/client';
import type { PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox-provider';
import { createStripeProvider } from './stripe-provider';

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in sandbox. */
export function createPaymentProvider(config: AppConfig, db: Database): PaymentProvider {
  if (config.stripeSecretKey) {
    return createStripeProvider({ secretKey: config.stripeSecretKey, webhookSecret: config.stripeWebhookSecret });
  }
  return createSandboxProvider({ db, publicUrl: config.publicUrl, sessionSecret: config.sessionSecret });
}
