import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Transaction } from '../../platform/database/client';
import { checkoutSessions, paymentWebhookEvents, type CheckoutSessionRow } from '../../platform/database/schema';
import type { ProviderEvent, ProviderName } from '../../platform/payments/provider';
import { markInvoicesPaid } from '../invoices/invoices.fulfilment';
import { grantTokens } from '../tokens/tokens.ledger';
import './payments.events';

export type FulfilmentOutcome = 'fulfilled' | 'already_fulfilled' | 'duplicate_event' | 'unknown_session';

/**
 * Records a webhook event id inside the caller's transaction; false when it was recorded before.
 * The primary key makes a redelivery a no-op, and two copies racing each other serialize on it:
 * the second waits for the first to commit (then sees the row) or roll back (then takes over).
 */
export async function recordWebhookEvent(tx: Transaction, provider: ProviderName, event: ProviderEvent) {
  const inserted = await tx
    .insert(paymentWebhookEvents)
    .values({ id: event.id, provider, type: event.type, sessionId: event.sessionId })
    .onConflictDoNothing({ target: paymentWebhookEvents.id })
    .returning({ id: paymentWebhookEvents.id });
  return inserted.length > 0;
}

/**
 * The one conditional update that claims a paid session. Under READ COMMITTED a second claimant
 * blocks on the row until the first commits, re-reads it, finds fulfilled_at set and matches
 * nothing; so exactly one transaction ever goes on to credit. The status is deliberately not in the
 * condition: a session we already reported expired that the provider still charged must be honoured.
 */
async function claimPaidSession(tx: Transaction, sessionId: string): Promise<CheckoutSessionRow | null> {
  const [claimed] = await tx
    .update(checkoutSessions)
    .set({
      status: 'complete',
      paymentStatus: 'paid',
      completedAt: sql`coalesce(${checkoutSessions.completedAt}, now())`,
      fulfilledAt: sql`now()`,
      lastError: null,
    })
    .where(and(eq(checkoutSessions.id, sessionId), isNull(checkoutSessions.fulfilledAt)))
    .returning();
  return claimed ?? null;
}

async function credit(tx: Transaction, session: CheckoutSessionRow): Promise<void> {
  if (session.purpose === 'invoices') {
    await markInvoicesPaid(tx, session);
    return;
  }
  if (!session.tokens) throw new Error(`Token purchase ${session.id} has no token count`);
  // grantTokens opens a lot expiring 12 months from now (DESIGN.md rule 3).
  await grantTokens(tx, session.nonprofitId, session.tokens, 'purchase', `Purchased ${session.description}`);
}

/**
 * Fulfils a session whose provider state is paid: tokens credited or invoices marked paid, exactly
 * once however often and in whatever order the webhook and the status poll report it. The caller
 * has established that the provider says paid (a verified webhook, or retrieveCheckout). A webhook's
 * event is recorded in the same transaction, so a crash never leaves it recorded but unfulfilled.
 */
export async function fulfilPaidCheckout(
  ctx: Pick<AppContext, 'db' | 'events' | 'payments'>,
  sessionId: string,
  event?: ProviderEvent,
): Promise<FulfilmentOutcome> {
  const outcome = await ctx.db.transaction(async (tx): Promise<FulfilmentOutcome> => {
    if (event && !(await recordWebhookEvent(tx, ctx.payments.name, event))) return 'duplicate_event';
    const claimed = await claimPaidSession(tx, sessionId);
    if (claimed) {
      await credit(tx, claimed);
      return 'fulfilled';
    }
    const [known] = await tx
      .select({ id: checkoutSessions.id })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionId));
    return known ? 'already_fulfilled' : 'unknown_session';
  });
  if (outcome === 'fulfilled') await ctx.events.emit('payment.completed', { sessionId });
  return outcome;
}
