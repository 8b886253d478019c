import { sql } from 'drizzle-orm';
import type { Queryable } from './database/client';
import { rateLimitCounters } from './database/schema';

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
