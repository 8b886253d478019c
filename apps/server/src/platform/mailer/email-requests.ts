import { asc, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../database/client';
import { emailRequests } from '../database/schema';
import type { OutgoingEmail } from './outbox';

/**
 * Turns an address someone typed into the email to write, or null when nothing is to be sent
 * (no such account, already verified...). Runs in the sender's transaction.
 */
export type EmailRequestResolver = (tx: Transaction, address: string) => Promise<OutgoingEmail | null>;

/**
 * Takes one pending request whose kind this process can resolve and resolves it in one
 * transaction: the request row is deleted and the email written together, so a crash resolves it
 * again rather than losing it, and SKIP LOCKED keeps two senders off the same request.
 * Returns false when none was waiting.
 */
export async function resolveOneRequest(
  db: Database,
  resolvers: ReadonlyMap<string, EmailRequestResolver>,
  write: (tx: Transaction, email: OutgoingEmail) => Promise<unknown>,
): Promise<boolean> {
  const kinds = [...resolvers.keys()];
  if (kinds.length === 0) return false;
  return db.transaction(async (tx) => {
    const next = tx
      .select({ id: emailRequests.id })
      .from(emailRequests)
      .where(inArray(emailRequests.kind, kinds))
      .orderBy(asc(emailRequests.id))
      .limit(1)
      .for('update', { skipLocked: true });
    const [request] = await tx.delete(emailRequests).where(inArray(emailRequests.id, next)).returning();
    if (!request) return false;
    const email = await resolvers.get(request.kind)!(tx, request.address);
    if (email) await write(tx, email);
    return true;
  });
}
