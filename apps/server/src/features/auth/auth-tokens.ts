import { AUTH_LIMITS } from '@app/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { hashToken, newToken } from '#src/platform/auth/tokens';
import type { Queryable } from '#src/platform/database/client';
import { authTokens, users, type AuthTokenPurpose, type UserRow } from '#src/platform/database/schema';

export const VERIFY_TOKEN_MS = AUTH_LIMITS.verifyTokenHours * 3_600_000;
export const RESET_TOKEN_MS = AUTH_LIMITS.resetTokenMinutes * 60_000;

/** Emails are stored lowercased at sign-up; older rows may not be, so compare on lower(). */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return user;
}

/** A new 256-bit emailed token; only its hash is stored. */
export async function issueAuthToken(
  db: Queryable,
  userId: number,
  purpose: AuthTokenPurpose,
  validForMs: number,
): Promise<string> {
  const token = newToken();
  await db.insert(authTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + validForMs),
  });
  return token;
}

const usable = (token: string, purpose: AuthTokenPurpose, now: Date) =>
  and(
    eq(authTokens.tokenHash, hashToken(token)),
    eq(authTokens.purpose, purpose),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, now),
  );

/** The user an unused, unexpired token belongs to, without spending it. */
export async function peekAuthToken(db: Queryable, token: string, purpose: AuthTokenPurpose): Promise<number | null> {
  const [row] = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(usable(token, purpose, new Date()))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Spends a token in one conditional update, so two concurrent uses cannot both succeed.
 * Returns the user it belonged to, or null when unknown, used or expired.
 */
export async function claimAuthToken(db: Queryable, token: string, purpose: AuthTokenPurpose): Promise<number | null> {
  const now = new Date();
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(usable(token, purpose, now))
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}

/** Marks every unused token of the user for this purpose as used (older links stop working). */
export async function revokeAuthTokens(db: Queryable, userId: number, purpose: AuthTokenPurpose): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
}
