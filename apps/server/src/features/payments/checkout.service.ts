import type { TokenBundleKey } from '@app/shared';
import type { AppContext } from '../../platform/context';
import type { CheckoutSessionRow } from '../../platform/database/schema';

export interface OpenCheckoutInput {
  purpose: 'token_purchase' | 'invoices';
  nonprofitId: number;
  amountCents: number;
  description: string;
  /** Path on PUBLIC_URL, may contain `{CHECKOUT_SESSION_ID}`, e.g. '/payment/success?session_id={CHECKOUT_SESSION_ID}'. */
  successPath: string;
  cancelPath: string;
  invoiceIds?: number[];
  requestIds?: number[];
  bundleKey?: TokenBundleKey;
  tokens?: number;
  customerEmail?: string;
}

/**
 * CONTRACT (helper A implements): creates the session at ctx.payments with an idempotency key and
 * records it in checkout_sessions (status open, unpaid, expires in 30 minutes). Returns the row;
 * its `url` is where the browser goes.
 */
export async function openCheckout(_ctx: AppContext, _input: OpenCheckoutInput): Promise<CheckoutSessionRow> {
  throw new Error('not implemented yet');
}
