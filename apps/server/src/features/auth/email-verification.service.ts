import { AUTH_MESSAGES, PROFILE_MESSAGES } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { users, type UserRow } from '../../platform/database/schema';
import { badRequest } from '../../platform/errors';
import { claimAuthToken, findUserByEmail, issueAuthToken, revokeAuthTokens } from './auth-tokens';
import { isUniqueViolation, VERIFY_TOKEN_MS } from './auth.service';
import { throttleEmailAction } from './auth.throttle';
import { confirmEmailChangeInTx } from './email-change.service';
import './auth.events';

type AuthContext = Pick<AppContext, 'db' | 'events'>;

/**
 * Emails a new link when the address belongs to an unverified account. The caller answers the
 * same either way; earlier links stay valid until they expire.
 */
export async function requestVerification(ctx: AuthContext, email: string): Promise<void> {
  await throttleEmailAction(ctx.db, 'verify', email);
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.emailVerifiedAt) return;
  const token = await issueAuthToken(ctx.db, user.id, 'verify_email', VERIFY_TOKEN_MS);
  await ctx.events.emit('auth.verification_requested', { userId: user.id, email: user.email, name: user.name, token });
}

/**
 * Spends the link and marks the address verified; every other verification link stops working.
 * The same call takes the link that confirms a new address from the profile (email-change.service).
 */
export async function verifyEmail(ctx: AuthContext, token: string): Promise<{ user: UserRow; emailChanged: boolean }> {
  const outcome = await ctx.db
    .transaction(async (tx) => {
      const userId = await claimAuthToken(tx, token, 'verify_email');
      if (userId === null) {
        const changed = await confirmEmailChangeInTx(tx, token);
        if (!changed) throw badRequest(AUTH_MESSAGES.invalidVerificationLink);
        return { user: changed, emailChanged: true };
      }
      await revokeAuthTokens(tx, userId, 'verify_email');
      const [row] = await tx
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      return { user: row!, emailChanged: false };
    })
    .catch((error: unknown) => {
      // A sign-up took the new address between the check and the write: the unique index decides.
      if (isUniqueViolation(error)) throw badRequest(PROFILE_MESSAGES.emailTaken);
      throw error;
    });
  await ctx.events.emit('auth.email_verified', { userId: outcome.user.id });
  return outcome;
}
