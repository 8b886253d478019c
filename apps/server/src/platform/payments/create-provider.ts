import type { AppConfig } from '../config';
import type { Database } from '../database/client';
import type { PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox-provider';
import { createStripeProvider } from './stripe-provider';

/** The provider config chose (PAYMENTS, or Stripe whenever its key is set). */
export function createPaymentProvider(config: AppConfig, db: Database): PaymentProvider {
  if (config.payments === 'stripe' && config.stripeSecretKey) {
    return createStripeProvider({ secretKey: config.stripeSecretKey, webhookSecret: config.stripeWebhookSecret });
  }
  return createSandboxProvider({ db, publicUrl: config.publicUrl, sessionSecret: config.sessionSecret });
}

/** The start-up line that says which provider takes real card payments. */
export function describePaymentProvider(config: AppConfig): string {
  if (config.payments === 'stripe') {
    const mode = config.stripeSecretKey?.startsWith('sk_live_') ? 'live mode' : 'test mode';
    return `payments: Stripe Checkout (${mode})`;
  }
  return 'payments: built-in sandbox (test cards only, no money is taken)';
}
