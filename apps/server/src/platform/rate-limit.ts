import { eq, lt, sql } from 'drizzle-orm';
import type { Queryable } from './database/client';
import { rateLimitCounters } from './database/schema';
import { tooManyRequests } from './errors';
import type { ScheduledJob } from './jobs';

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/**
 * Counts one hit against `key` in a fixed window kept in the database, so every server process
 * shares the same counters. One atomic upsert: concurrent hits cannot both slip under the limit.
 */
export async function hitRateLimit(
  db: Queryable,
  key: string,
  limit: number,
  windowMs: number,
): Promise<RateLimitResult> {
  const now = new Date();
  const windowOpen = new Date(now.getTime() - windowMs);
  const expired = sql`${rateLimitCounters.windowStart} <= ${windowOpen.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimitCounters.windowStart} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, windowStart: rateLimitCounters.windowStart });
  const count = row?.count ?? 1;
  const windowEnds = (row?.windowStart ?? now).getTime() + windowMs;
  return {
    allowed: count <= limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)),
  };
}

/** Clears a counter, e.g. an account's failed logins after a successful one. */
export async function resetRateLimit(db: Queryable, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${key}`);
}

/** Gives one hit back, e.g. a client address's successful login, so only failures add up. */
export async function refundRateLimit(db: Queryable, key: string): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
    .where(sql`${rateLimitCounters.key} = ${key}`);
}

/**
 * Counts one hit and, over the limit, throws a 429 whose message names the wait and whose
 * Retry-After header carries it.
 */
export async function enforceRateLimit(
  db: Queryable,
  key: string,
  limit: number,
  windowMs: number,
  message: (retryAfterSeconds: number) => string,
): Promise<void> {
  const result = await hitRateLimit(db, key, limit, windowMs);
  if (!result.allowed) throw tooManyRequests(message(result.retryAfterSeconds), result.retryAfterSeconds);
}

export interface BackoffPolicy {
  /** Attempts that go through at once; each one after must wait longer than the last. */
  freeAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A counter untouched this long starts afresh. */
  forgetAfterMs: number;
}

export interface BackoffResult {
  allowed: boolean;
  /** Attempts counted so far, this one included when allowed. */
  attempts: number;
  retryAfterSeconds: number;
}

/** The wait owed after `attempts` counted attempts: none up to the free ones, then doubling to the cap. */
export function backoffDelayMs(attempts: number, policy: BackoffPolicy): number {
  if (attempts < policy.freeAttempts) return 0;
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempts - policy.freeAttempts));
}

/**
 * Claims one attempt against `key` with exponential backoff, counting it before the caller knows
 * whether it fails (call resetRateLimit on success). The row is read and written under a row lock,
 * so attempts fired in parallel cannot all pass through one open slot.
 */
export async function claimBackoffAttempt(db: Queryable, key: string, policy: BackoffPolicy): Promise<BackoffResult> {
  return db.transaction(async (tx) => {
    const now = new Date();
    await tx.insert(rateLimitCounters).values({ key, windowStart: now, count: 0 }).onConflictDoNothing();
    const [row] = await tx.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key)).for('update');
    const last = row?.windowStart ?? now;
    const forgotten = now.getTime() - last.getTime() >= policy.forgetAfterMs;
    const attempts = forgotten ? 0 : (row?.count ?? 0);
    const readyAt = last.getTime() + backoffDelayMs(attempts, policy);
    if (!forgotten && readyAt > now.getTime()) {
      return { allowed: false, attempts, retryAfterSeconds: Math.ceil((readyAt - now.getTime()) / 1000) };
    }
    await tx
      .update(rateLimitCounters)
      .set({ count: attempts + 1, windowStart: now })
      .where(eq(rateLimitCounters.key, key));
    return { allowed: true, attempts: attempts + 1, retryAfterSeconds: 0 };
  });
}

/**
 * Counters untouched for longer than every window and backoff memory that reads them count for
 * nothing: the next hit starts afresh either way. Returns how many were removed.
 */
export async function deleteStaleRateLimitCounters(db: Queryable, olderThanMs: number): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanMs);
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, cutoff))
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
}

/** Every client address and email address that was ever limited leaves a counter; this clears the dead ones. */
export function staleRateLimitPurgeJob(db: Queryable, olderThanMs: number): ScheduledJob {
  return {
    name: 'rate-limits.purge-stale',
    intervalMs: 60 * 60 * 1000,
    run: async () => {
      await deleteStaleRateLimitCounters(db, olderThanMs);
    },
  };
}
