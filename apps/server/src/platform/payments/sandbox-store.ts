import { and, eq, gt, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../database/client';
import { paymentAttempts, sandboxCheckoutSessions, type SandboxCheckoutSessionRow } from '../database/schema';

/** The sandbox's side of a session: what its hosted page and its retrieve call read. */
export async function findSandboxSession(db: Queryable, sessionId: string): Promise<SandboxCheckoutSessionRow | null> {
  const [row] = await db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, sessionId));
  return row ?? null;
}

/** Stripe expires an open session at expires_at even when nobody asks; the sandbox decides it on read. */
export function effectiveSandboxStatus(session: SandboxCheckoutSessionRow, now = new Date()) {
  return session.status === 'open' && session.expiresAt <= now ? 'expired' : session.status;
}

/**
 * Marks an open, unexpired session paid. The condition makes two Pay clicks racing each other
 * settle on one winner; the loser gets null and simply follows the session to its success URL.
 */
export async function completeSandboxSession(
  tx: Transaction,
  sessionId: string,
): Promise<SandboxCheckoutSessionRow | null> {
  const [row] = await tx
    .update(sandboxCheckoutSessions)
    .set({ status: 'complete', paymentStatus: 'paid', completedAt: sql`now()` })
    .where(
      and(
        eq(sandboxCheckoutSessions.id, sessionId),
        eq(sandboxCheckoutSessions.status, 'open'),
        gt(sandboxCheckoutSessions.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row ?? null;
}

/** Closes an open session (replaced, or past its time); null when it was no longer open. */
export async function expireSandboxSession(
  db: Queryable,
  sessionId: string,
): Promise<SandboxCheckoutSessionRow | null> {
  const [row] = await db
    .update(sandboxCheckoutSessions)
    .set({ status: 'expired' })
    .where(and(eq(sandboxCheckoutSessions.id, sessionId), eq(sandboxCheckoutSessions.status, 'open')))
    .returning();
  return row ?? null;
}

export async function recordSandboxAttempt(
  db: Queryable,
  attempt: { sessionId: string; outcome: 'paid' | 'declined'; cardLast4: string; message?: string },
): Promise<void> {
  await db.insert(paymentAttempts).values({ ...attempt, message: attempt.message ?? null });
}

/** The session as Stripe would put it in a webhook's data.object. */
export function sandboxSessionObject(session: SandboxCheckoutSessionRow) {
  return {
    id: session.id,
    object: 'checkout.session',
    amount_total: session.amountCents,
    currency: session.currency,
    customer_email: session.customerEmail,
    metadata: session.metadata,
    mode: 'payment',
    payment_status: session.paymentStatus,
    status: session.status,
    expires_at: Math.floor(session.expiresAt.getTime() / 1000),
  };
}
