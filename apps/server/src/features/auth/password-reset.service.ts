import { AUTH_LIMITS, AUTH_MESSAGES } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/passwords';
import { deleteUserSessions } from '../../platform/auth/session';
import type { AppContext } from '../../platform/context';
import { users } from '../../platform/database/schema';
import { badRequest } from '../../platform/errors';
import { claimAuthToken, findUserByEmail, issueAuthToken, peekAuthToken, revokeAuthTokens } from './auth-tokens';
import { clearLoginFailures, loginAccountKey, throttleEmailAction } from './auth.throttle';
import { assertPasswordAllowed } from './password-policy';
import './auth.events';

type AuthContext = Pick<AppContext, 'db' | 'events'>;

const RESET_TOKEN_MS = AUTH_LIMITS.resetTokenMinutes * 60_000;

/** Emails a single-use reset link when the account exists; older unused links stop working. */
export async function forgotPassword(ctx: AuthContext, email: string): Promise<void> {
  await throttleEmailAction(ctx.db, 'reset', email);
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = await ctx.db.transaction(async (tx) => {
    await revokeAuthTokens(tx, user.id, 'reset_password');
    return issueAuthToken(tx, user.id, 'reset_password', RESET_TOKEN_MS);
  });
  await ctx.events.emit('auth.password_reset_requested', {
    userId: user.id,
    email: user.email,
    name: user.name,
    token,
  });
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
