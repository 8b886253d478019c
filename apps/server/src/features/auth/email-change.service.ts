import { AUTH_LIMITS, AUTH_MESSAGES, PROFILE_MESSAGES } from '@app/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import { verifyPassword } from '#src/platform/auth/passwords';
import { recordAudit } from '#src/platform/audit';
import type { Queryable, Transaction } from '#src/platform/database/client';
import { users, type UserRow } from '#src/platform/database/schema';
import { badRequest } from '#src/platform/errors';
import { enforceRateLimit } from '#src/platform/rate-limit';
import { claimAuthToken, issueAuthToken, revokeAuthTokens } from './auth-tokens';
import './auth.events';

/**
 * Changing the sign-in address (docs/product.md, Profiles): the current password first; then the
 * new address waits in pending_email while the old one keeps working, until the link emailed to
 * the new address is opened (POST /auth/verify-email takes it). The old address is told at once.
 */

const EMAIL_CHANGE_TOKEN_MS = AUTH_LIMITS.verifyTokenHours * 3_600_000;
/** Password checks per account per hour on this path: the session holder cannot guess it freely. */
const PASSWORD_CHECKS_PER_HOUR = 10;

const passwordIssue = (msg: string) => badRequest([{ loc: ['body', 'current_password'], msg }]);

/** 400 unless `password` is the account's current password; every try counts against the hourly budget. */
export async function assertCurrentPassword(db: Queryable, user: UserRow, password: string | undefined): Promise<void> {
  if (!password) throw passwordIssue(PROFILE_MESSAGES.passwordNeeded);
  await enforceRateLimit(
    db,
    `email-change:password:${user.id}`,
    PASSWORD_CHECKS_PER_HOUR,
    3_600_000,
    () => AUTH_MESSAGES.tooManyRequests,
  );
  if (!(await verifyPassword(user.passwordHash, password))) throw passwordIssue(PROFILE_MESSAGES.wrongPassword);
}

/** True when another account signs in with `email` (compared without case, as the unique index does). */
export async function emailTakenByOther(db: Queryable, email: string, userId: number): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, userId)))
    .limit(1);
  return Boolean(taken);
}

/**
 * In the caller's transaction (which writes pending_email): earlier change links stop working and
 * a new one is issued. Returns the raw token for the emails written in the same transaction.
 */
export async function issueEmailChangeInTx(tx: Transaction, userId: number): Promise<string> {
  await revokeAuthTokens(tx, userId, 'change_email');
  return issueAuthToken(tx, userId, 'change_email', EMAIL_CHANGE_TOKEN_MS);
}

/** A change given up (the address set back to the current one): its links stop working. */
export async function cancelEmailChangeInTx(tx: Transaction, userId: number): Promise<void> {
  await revokeAuthTokens(tx, userId, 'change_email');
}

/**
 * Spends an email-change link: the pending address becomes the sign-in address, verified by this
 * very link, and the change is in the account's history. Null when the token is no such link.
 */
export async function confirmEmailChangeInTx(tx: Transaction, token: string): Promise<UserRow | null> {
  const userId = await claimAuthToken(tx, token, 'change_email');
  if (userId === null) return null;
  await revokeAuthTokens(tx, userId, 'change_email');
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row?.pendingEmail) throw badRequest(AUTH_MESSAGES.invalidVerificationLink);
  // Someone may have signed up with the address since it was asked for.
  if (await emailTakenByOther(tx, row.pendingEmail, row.id)) throw badRequest(PROFILE_MESSAGES.emailTaken);
  const [changed] = await tx
    .update(users)
    .set({ email: row.pendingEmail, pendingEmail: null, emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, row.id))
    .returning();
  await recordAudit(tx, {
    actor: 'self',
    actorId: row.id,
    action: 'confirm_email_change',
    targetType: 'user',
    targetId: row.id,
    before: { email: row.email, pending_email: row.pendingEmail },
    after: { email: changed!.email, pending_email: null },
  });
  return changed!;
}
