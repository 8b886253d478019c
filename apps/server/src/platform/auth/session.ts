import { AUTH_LIMITS } from '@app/shared';
import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { Queryable } from '../database/client';
import type { ScheduledJob } from '../jobs';
import { sessions, users, type UserRow } from '../database/schema';
import { hashToken, newToken } from './tokens';

export const SESSION_COOKIE = 'sid';
const DAY_MS = 86_400_000;
/** last_seen_at is refreshed at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60_000;

export async function createSession(db: Queryable, userId: number): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + AUTH_LIMITS.sessionAbsoluteDays * DAY_MS),
  });
  return token;
}

/** The user behind a session token, or null when unknown, expired or idle too long. */
export async function resolveSession(db: Queryable, token: string): Promise<UserRow | null> {
  const now = new Date();
  const idleCutoff = new Date(now.getTime() - AUTH_LIMITS.sessionIdleDays * DAY_MS);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleCutoff)),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.session.id));
  }
  return row.user;
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
