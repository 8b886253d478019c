import { STUCK_CHECKOUT_GRACE_MINUTES } from '@app/shared';
import { sql } from 'drizzle-orm';
import { checkoutSessions } from '#src/platform/database/schema';

/**
 * A checkout is stuck when its outcome never reached us: still open (or finished at the provider and
 * waiting for a delayed payment, with no failure reported) an hour after it expired. Stripe closes a
 * session at its expiry and tells us; silence that long means the webhook was lost and the money may
 * have moved (docs/product.md, Payments). The admin Overview counts them and the Payments tab lists
 * what they were paying for.
 */
export const stuckCheckout = sql`(${checkoutSessions.fulfilledAt} is null
  and (${checkoutSessions.status} = 'open'
    or (${checkoutSessions.status} = 'complete' and ${checkoutSessions.paymentStatus} = 'unpaid' and ${checkoutSessions.lastError} is null))
  and ${checkoutSessions.expiresAt} < now() - make_interval(mins => ${STUCK_CHECKOUT_GRACE_MINUTES}))`;

/** The ids of the invoices that stuck checkouts were paying, for `invoices.id in (...)`. */
export const invoicesOfStuckCheckouts = sql`(select unnest(${checkoutSessions.invoiceIds}) from ${checkoutSessions}
  where ${checkoutSessions.purpose} = 'invoices' and ${stuckCheckout})`;
