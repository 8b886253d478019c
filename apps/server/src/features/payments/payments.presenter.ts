import type { CheckoutStatus } from '@app/shared';
import type { CheckoutSessionRow } from '#src/platform/database/schema';

/** Stripe's vocabulary (status, payment_status, amount_total in cents), as our return pages read it. */
export function presentCheckoutStatus(session: CheckoutSessionRow): CheckoutStatus {
  return {
    session_id: session.id,
    status: session.status,
    payment_status: session.paymentStatus,
    amount_total: session.amountCents,
    currency: session.currency,
    ...(session.purpose === 'token_purchase' ? { tokens: session.fulfilledAt ? (session.tokens ?? 0) : 0 } : {}),
    request_ids: session.requestIds,
  };
}

/** "$1,062.50 USD": dollars from integer cents, the currency uppercased (docs/product.md, Formats and look). */
export function formatAmount(cents: number, currency: string): string {
  const code = currency.toUpperCase();
  const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(cents / 100);
  return `${dollars} ${code}`;
}
