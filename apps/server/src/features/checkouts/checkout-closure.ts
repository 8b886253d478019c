import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { AppContext } from '#src/platform/context';
import type { Transaction } from '#src/platform/database/client';
import { checkoutSessions, type CheckoutSessionRow } from '#src/platform/database/schema';
import type { ProviderEvent } from '#src/platform/payments/provider';
import { recordWebhookEvent } from './webhook-events';
import './checkout.events';

/**
 * What the provider can tell us about a session that did not (yet) pay:
 * - awaiting_payment: completed with a delayed method (bank debit); an async_payment_* event follows.
 * - failed: that delayed payment failed.
 * - expired: its time ran out, or we closed it.
 */
export type UnpaidOutcome = 'awaiting_payment' | 'failed' | 'expired';

export const PAYMENT_FAILED_MESSAGE = 'The payment failed. Please try again with another payment method.';

const CHANGES: Record<UnpaidOutcome, { set: Partial<typeof checkoutSessions.$inferInsert>; onlyWhen?: SQL }> = {
  awaiting_payment: { set: { status: 'complete' }, onlyWhen: eq(checkoutSessions.status, 'open') },
  failed: { set: { status: 'complete', paymentStatus: 'unpaid', lastError: PAYMENT_FAILED_MESSAGE } },
  expired: { set: { status: 'expired' }, onlyWhen: eq(checkoutSessions.status, 'open') },
};

/**
 * What a checkout for invoices that closed unpaid does to its requests (the donation lifecycle's
 * `checkout-closed`), run in the same transaction after the session row is locked. Passed in by
 * the features above this one, which know the lifecycle.
 */
export type OnCheckoutClosed = (tx: Transaction, session: CheckoutSessionRow) => Promise<void>;

/** The outcomes after which the checkout can no longer be paid. */
const CLOSING: UnpaidOutcome[] = ['expired', 'failed'];

/**
 * Records an unpaid outcome in one transaction, with the webhook event when there is one. Never
 * touches a fulfilled session: a late or out-of-order event cannot undo a payment. The session row
 * is locked first, as fulfilment claims it first, so the two serialize without deadlock.
 * Returns false when nothing changed (duplicate event, unknown or already settled session).
 */
export async function recordUnpaidOutcome(
  ctx: Pick<AppContext, 'db' | 'events' | 'payments'>,
  sessionId: string,
  outcome: UnpaidOutcome,
  event?: ProviderEvent,
  onClosed?: OnCheckoutClosed,
): Promise<boolean> {
  const change = CHANGES[outcome];
  const changed = await ctx.db.transaction(async (tx) => {
    if (event && !(await recordWebhookEvent(tx, ctx.payments.name, event))) return false;
    const [session] = await tx
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.id, sessionId), isNull(checkoutSessions.fulfilledAt), change.onlyWhen))
      .for('update');
    if (!session) return false;
    if (onClosed && session.purpose === 'invoices' && CLOSING.includes(outcome)) await onClosed(tx, session);
    const rows = await tx
      .update(checkoutSessions)
      .set(change.set)
      .where(and(eq(checkoutSessions.id, sessionId), isNull(checkoutSessions.fulfilledAt), change.onlyWhen))
      .returning({ id: checkoutSessions.id });
    return rows.length > 0;
  });
  if (changed && outcome === 'failed') await ctx.events.emit('payment.failed', { sessionId });
  if (changed && outcome === 'expired') await ctx.events.emit('payment.expired', { sessionId });
  return changed;
}
