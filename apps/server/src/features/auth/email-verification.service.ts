import { AUTH_MESSAGES, PROFILE_MESSAGES } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '#src/platform/context';
import { users, type UserRow } from '#src/platform/database/schema';
import { isUniqueViolation } from '#src/platform/database/unique-violation';
import { badRequest } from '#src/platform/errors';
import { claimAuthToken, revokeAuthTokens } from './auth-tokens';
import { EMAIL_REQUEST_KIND } from './auth.emails';
import { throttleEmailAction } from './auth.throttle';
import { confirmEmailChangeInTx } from './email-change.service';
import './auth.events';

type AuthContext = Pick<AppContext, 'db' | 'events'>;

/**
 * Asks for a new link for an unverified account. Like the reset link, the request writes the
 * same one row whatever the address, and the sender decides in the background whether a link
 * goes out (auth.emails.ts); earlier links stay valid until they expire.
 */
export async function requestVerification(ctx: Pick<AppContext, 'db' | 'mailer'>, email: string): Promise<void> {
  await throttleEmailAction(ctx.db, 'verify', email);
  await ctx.mailer.request(EMAIL_REQUEST_KIND.verify, email);
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
