import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '#src/platform/context';
import type { Transaction } from '#src/platform/database/client';
import { checkoutSessions, type CheckoutSessionRow } from '#src/platform/database/schema';
import type { ProviderEvent } from '#src/platform/payments/provider';
import { recordWebhookEvent } from '../checkouts';
import { emitAfterCommit, payInvoicesInTx, type LifecycleEvent } from '../donations';
import { grantTokens } from '../tokens';
import '../checkouts';

export type FulfilmentOutcome = 'fulfilled' | 'already_fulfilled' | 'duplicate_event' | 'unknown_session';

export { recordWebhookEvent };

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

/** Returns the lifecycle's events of the requests a paid invoice moved, to emit after commit. */
async function credit(tx: Transaction, session: CheckoutSessionRow): Promise<LifecycleEvent[]> {
  if (session.purpose === 'invoices') return (await payInvoicesInTx(tx, session)).events;
  if (!session.tokens) throw new Error(`Token purchase ${session.id} has no token count`);
  // grantTokens opens a lot expiring 12 months from now (docs/product.md, "Tokens").
  await grantTokens(tx, session.nonprofitId, session.tokens, 'purchase', `Purchased ${session.description}`);
  return [];
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
  let moved: LifecycleEvent[] = [];
  const outcome = await ctx.db.transaction(async (tx): Promise<FulfilmentOutcome> => {
    if (event && !(await recordWebhookEvent(tx, ctx.payments.name, event))) return 'duplicate_event';
    const claimed = await claimPaidSession(tx, sessionId);
    if (claimed) {
      moved = await credit(tx, claimed);
      return 'fulfilled';
    }
    const [known] = await tx
      .select({ id: checkoutSessions.id })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionId));
    return known ? 'already_fulfilled' : 'unknown_session';
  });
  if (outcome === 'fulfilled') {
    await ctx.events.emit('payment.completed', { sessionId });
    await emitAfterCommit(ctx.events, moved);
  }
  return outcome;
}
