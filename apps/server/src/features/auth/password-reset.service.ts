import { AUTH_MESSAGES } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '#src/platform/auth/passwords';
import { deleteUserSessions } from '#src/platform/auth/session';
import type { AppContext } from '#src/platform/context';
import { users } from '#src/platform/database/schema';
import { badRequest } from '#src/platform/errors';
import { claimAuthToken, peekAuthToken, revokeAuthTokens } from './auth-tokens';
import { EMAIL_REQUEST_KIND } from './auth.emails';
import { clearLoginFailures, loginAccountKey, throttleEmailAction } from './auth.throttle';
import { assertPasswordAllowed } from './password-policy';
import './auth.events';

type AuthContext = Pick<AppContext, 'db' | 'events'>;

/**
 * Asks for a single-use reset link. The request writes the same one row whether or not the
 * address has an account, and never waits for the mail server; the sender resolves the account
 * in the background (auth.emails.ts), so the answer and its timing say nothing about who is
 * registered.
 */
export async function forgotPassword(ctx: Pick<AppContext, 'db' | 'mailer'>, email: string): Promise<void> {
  await throttleEmailAction(ctx.db, 'reset', email);
  await ctx.mailer.request(EMAIL_REQUEST_KIND.reset, email);
}

/**
 * Sets the new password and ends every session of the user. Following the emailed link proves
 * the mailbox is theirs, so the address counts as verified too.
 */
export async function resetPassword(ctx: AuthContext, token: string, password: string): Promise<void> {
  // A cheap look first: a bad token must not cost the server a password hash.
  const holder = await peekAuthToken(ctx.db, token, 'reset_password');
  if (holder === null) throw badRequest(AUTH_MESSAGES.invalidResetToken);
  const [account] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, holder));
  if (!account) throw badRequest(AUTH_MESSAGES.invalidResetToken);
  await assertPasswordAllowed(password, account.email);
  const passwordHash = await hashPassword(password);
  const userId = await ctx.db.transaction(async (tx) => {
    const claimed = await claimAuthToken(tx, token, 'reset_password');
    if (claimed === null) throw badRequest(AUTH_MESSAGES.invalidResetToken);
    await revokeAuthTokens(tx, claimed, 'reset_password');
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, claimed))
      .returning({ email: users.email });
    await deleteUserSessions(tx, claimed);
    await clearLoginFailures(tx, loginAccountKey(user!.email));
    return claimed;
  });
  await ctx.events.emit('auth.password_reset', { userId });
}
