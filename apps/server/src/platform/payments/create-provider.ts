import type { AppConfig } from '../config';
import type { Database } from '../database/client';
import type { PaymentProvider } from './provider';

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in sandbox. CONTRACT STUB: helper A implements. */
export function createPaymentProvider(_config: AppConfig, _db: Database): PaymentProvider {
  throw new Error('not implemented yet');
}
