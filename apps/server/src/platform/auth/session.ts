import { AUTH_LIMITS } from '@app/shared';
import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '../database/client';
import type { ScheduledJob } from '../jobs';
import { sessions, users, type UserRow } from '../database/schema';
import { hashToken, newToken } from './tokens';

export const SESSION_COOKIE = 'sid';
const DAY_MS = 86_400_000;
/** last_seen_at is refreshed at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60_000;

/** Signing in counts as activity: the account's last_active_at is set in the same statement. */
export async function createSession(db: Queryable, userId: number): Promise<string> {
  const token = newToken();
  const created = db.$with('created').as(
    db
      .insert(sessions)
      .values({
        tokenHash: hashToken(token),
        userId,
        lastSeenAt: sql`now()`,
        expiresAt: new Date(Date.now() + AUTH_LIMITS.sessionAbsoluteDays * DAY_MS),
      })
      .returning({ userId: sessions.userId }),
  );
  await db
    .with(created)
    .update(users)
    .set({ lastActiveAt: sql`now()` })
    .where(inArray(users.id, db.select({ userId: created.userId }).from(created)));
  return token;
}

/**
 * The users behind session tokens (null for each unknown, expired or idle one), in one
 * statement, plus one more to refresh last_seen_at of those not refreshed for a minute. That one
 * also sets their accounts' last_active_at, the admin analytics' "active users" (docs/product.md,
 * Admin console), so activity costs no query of its own.
 */
export async function resolveSessions(db: Queryable, tokens: readonly string[]): Promise<(UserRow | null)[]> {
  const now = new Date();
  const idleCutoff = new Date(now.getTime() - AUTH_LIMITS.sessionIdleDays * DAY_MS);
  const hashes = tokens.map(hashToken);
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.tokenHash, [...new Set(hashes)]),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, idleCutoff),
      ),
    );
  const stale = rows.filter((row) => now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS);
  if (stale.length > 0) {
    const touched = db.$with('touched').as(
      db
        .update(sessions)
        .set({ lastSeenAt: now })
        .where(
          inArray(
            sessions.id,
            stale.map((row) => row.session.id),
          ),
        )
        .returning({ userId: sessions.userId }),
    );
    await db
      .with(touched)
      .update(users)
      .set({ lastActiveAt: now })
      .where(inArray(users.id, db.select({ userId: touched.userId }).from(touched)));
  }
  const byHash = new Map(rows.map((row) => [row.session.tokenHash, row.user]));
  return hashes.map((hash) => byHash.get(hash) ?? null);
}

export async function deleteSession(db: Queryable, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function deleteUserSessions(db: Queryable, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Sessions past their absolute or idle limit can never sign anyone in again; returns how many went. */
export async function deleteExpiredSessions(db: Queryable): Promise<number> {
  const now = new Date();
  const idleCutoff = new Date(now.getTime() - AUTH_LIMITS.sessionIdleDays * DAY_MS);
  const deleted = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleCutoff)))
    .returning({ id: sessions.id });
  return deleted.length;
}

/** Without it every sign-in leaves a row behind for good. A delete is safe to run twice at once. */
export function expiredSessionPurgeJob(db: Queryable): ScheduledJob {
  return {
    name: 'sessions.purge-expired',
    intervalMs: 60 * 60 * 1000,
    run: async () => {
      await deleteExpiredSessions(db);
    },
  };
}
