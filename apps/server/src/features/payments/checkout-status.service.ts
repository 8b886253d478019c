import type { CheckoutStatus } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '#src/platform/context';
import type { Queryable } from '#src/platform/database/client';
import { checkoutSessions, type CheckoutSessionRow, type UserRow } from '#src/platform/database/schema';
import { notFound } from '#src/platform/errors';
import { recordUnpaidOutcome } from '../checkouts';
import { closeCheckoutInTx } from '../donations';
import { fulfilPaidCheckout } from './fulfilment';
import { requireCheckoutViewer } from './payments.policy';
import { presentCheckoutStatus } from './payments.presenter';

type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>;

async function findCheckout(db: Queryable, sessionId: string): Promise<CheckoutSessionRow | null> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
  return row ?? null;
}

/** Settles from what the provider says now: paid -> fulfil, expired -> expired. */
async function settleFromProvider(ctx: AppContext, session: CheckoutSessionRow, log: Log): Promise<boolean> {
  const remote = await ctx.payments.retrieveCheckout(session.id);
  if (remote.paymentStatus === 'paid') {
    if (remote.amountCents !== session.amountCents) {
      log.error(
        { sessionId: session.id, remote: remote.amountCents, ours: session.amountCents },
        'paid amount differs',
      );
      return true;
    }
    await fulfilPaidCheckout(ctx, session.id);
    return true;
  }
  if (remote.status === 'expired') {
    await recordUnpaidOutcome(ctx, session.id, 'expired', undefined, closeCheckoutInTx);
    return true;
  }
  return false;
}

/**
 * Brings our record up to date with the provider, so the status poll alone completes a purchase
 * when the webhook is late or lost. Past our 30 minutes the session is closed at the provider
 * first; asking again afterwards catches a payment that landed in between.
 */
async function refreshCheckout(ctx: AppContext, session: CheckoutSessionRow, log: Log): Promise<void> {
  if (session.fulfilledAt || session.status === 'expired') return;
  // A session of another provider (configuration changed since) cannot be asked about.
  if (session.provider !== ctx.payments.name) return;
  try {
    if (await settleFromProvider(ctx, session, log)) return;
    if (session.expiresAt > new Date()) return;
    await ctx.payments.expireCheckout(session.id);
    if (!(await settleFromProvider(ctx, session, log)))
      await recordUnpaidOutcome(ctx, session.id, 'expired', undefined, closeCheckoutInTx);
  } catch (error) {
    // The provider is unreachable: answer from our record; the browser polls again.
    log.warn({ err: error, sessionId: session.id }, 'checkout status: provider call failed');
  }
}

/** GET status of a checkout for its nonprofit or an admin; 404 unknown, 403 anyone else. */
export async function getCheckoutStatus(
  ctx: AppContext,
  viewer: UserRow,
  sessionId: string,
  log: Log,
): Promise<CheckoutStatus> {
  const session = await findCheckout(ctx.db, sessionId);
  if (!session) throw notFound('Checkout session not found.');
  requireCheckoutViewer(viewer, session);
  await refreshCheckout(ctx, session, log);
  return presentCheckoutStatus((await findCheckout(ctx.db, sessionId))!);
}
