import { BELL_BROADCAST_LIMIT, type AppNotification, type BroadcastTarget, type Role } from '@app/shared';
import { and, count, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { broadcastReceipts, broadcasts } from '#src/platform/database/schema';
import { notFound } from '#src/platform/errors';
import { NOTIFICATION_REFUSALS } from './notifications.refusals';

/** Which broadcasts reach a role: 'all' reaches everyone, admins included; the others their role. */
export function targetsOf(role: Role): BroadcastTarget[] {
  if (role === 'nonprofit') return ['all', 'nonprofits'];
  if (role === 'donor') return ['all', 'donors'];
  return ['all'];
}

/**
 * Live for this role now: started, not expired. Read from the one stored row, so an account
 * created after the broadcast sees it too (docs/product.md, Chat and notifications).
 */
const liveFor = (role: Role) =>
  and(
    inArray(broadcasts.target, targetsOf(role)),
    lte(broadcasts.startsAt, sql`now()`),
    or(isNull(broadcasts.expiresAt), gt(broadcasts.expiresAt, sql`now()`)),
  );

const receiptOf = (userId: number) =>
  and(eq(broadcastReceipts.broadcastId, broadcasts.id), eq(broadcastReceipts.userId, userId));

/** In this user's bell: live for their role and not dismissed by them. */
const inBellOf = (role: Role) => and(liveFor(role), isNull(broadcastReceipts.dismissedAt));

interface BellBroadcastRow {
  id: number;
  title: string;
  message: string;
  target: BroadcastTarget;
  startsAt: Date;
  expiresAt: Date | null;
  readAt: Date | null;
}

const bellColumns = {
  id: broadcasts.id,
  title: broadcasts.title,
  message: broadcasts.message,
  target: broadcasts.target,
  startsAt: broadcasts.startsAt,
  expiresAt: broadcasts.expiresAt,
  readAt: broadcastReceipts.readAt,
};

/** A broadcast as one of the bell's entries: dated from when it went live. */
export function presentBellBroadcast(row: BellBroadcastRow): AppNotification {
  return {
    id: row.id,
    source: 'broadcast',
    type: 'broadcast',
    title: row.title,
    message: row.message,
    read: row.readAt !== null,
    created_at: row.startsAt.toISOString(),
    conversation_id: null,
    metadata: { target: row.target, expires_at: row.expiresAt?.toISOString() ?? null },
  };
}

/** The newest broadcasts in the user's bell (at most BELL_BROADCAST_LIMIT); unread ones only when asked. */
export async function listBellBroadcasts(
  db: Queryable,
  user: { id: number; role: Role },
  includeRead: boolean,
): Promise<AppNotification[]> {
  const rows = await db
    .select(bellColumns)
    .from(broadcasts)
    .leftJoin(broadcastReceipts, receiptOf(user.id))
    .where(and(inBellOf(user.role), includeRead ? undefined : isNull(broadcastReceipts.readAt)))
    .orderBy(desc(broadcasts.startsAt), desc(broadcasts.id))
    .limit(BELL_BROADCAST_LIMIT);
  return rows.map(presentBellBroadcast);
}

/** Unread broadcasts in the user's bell: part of the badge. */
export async function countUnreadBroadcasts(db: Queryable, user: { id: number; role: Role }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(broadcasts)
    .leftJoin(broadcastReceipts, receiptOf(user.id))
    .where(and(inBellOf(user.role), isNull(broadcastReceipts.readAt)));
  return row?.n ?? 0;
}

/** One broadcast in the user's bell now, else 404 as for a notification that is not theirs. */
async function findInBell(db: Queryable, user: { id: number; role: Role }, broadcastId: number) {
  const [row] = await db
    .select(bellColumns)
    .from(broadcasts)
    .leftJoin(broadcastReceipts, receiptOf(user.id))
    .where(and(eq(broadcasts.id, broadcastId), inBellOf(user.role)));
  if (!row) throw notFound(NOTIFICATION_REFUSALS.notFound);
  return row;
}

/** Marks one broadcast read for this user only (idempotent: the first read time stays). */
export async function markBroadcastRead(db: Queryable, user: { id: number; role: Role }, broadcastId: number) {
  const row = await findInBell(db, user, broadcastId);
  const [receipt] = await db
    .insert(broadcastReceipts)
    .values({ broadcastId, userId: user.id, readAt: sql`now()` })
    .onConflictDoUpdate({
      target: [broadcastReceipts.broadcastId, broadcastReceipts.userId],
      set: { readAt: sql`coalesce(${broadcastReceipts.readAt}, now())` },
    })
    .returning({ readAt: broadcastReceipts.readAt });
  return presentBellBroadcast({ ...row, readAt: receipt!.readAt });
}

/** Takes one broadcast out of this user's bell for good; others still see it. */
export async function dismissBroadcast(db: Queryable, user: { id: number; role: Role }, broadcastId: number) {
  await findInBell(db, user, broadcastId);
  await db
    .insert(broadcastReceipts)
    .values({ broadcastId, userId: user.id, dismissedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [broadcastReceipts.broadcastId, broadcastReceipts.userId],
      set: { dismissedAt: sql`coalesce(${broadcastReceipts.dismissedAt}, now())` },
    });
}

/** Mark all read covers the user's unread broadcasts too; answers how many changed. */
export async function markAllBroadcastsRead(db: Queryable, user: { id: number; role: Role }): Promise<number> {
  const unread = await db
    .select({ id: broadcasts.id })
    .from(broadcasts)
    .leftJoin(broadcastReceipts, receiptOf(user.id))
    .where(and(inBellOf(user.role), isNull(broadcastReceipts.readAt)));
  if (unread.length === 0) return 0;
  await db
    .insert(broadcastReceipts)
    .values(unread.map(({ id }) => ({ broadcastId: id, userId: user.id, readAt: sql`now()` })))
    .onConflictDoUpdate({
      target: [broadcastReceipts.broadcastId, broadcastReceipts.userId],
      set: { readAt: sql`coalesce(${broadcastReceipts.readAt}, now())` },
    });
  return unread.length;
}
