import { CHAT_RULES, type NotificationType, type notificationsResponseSchema, type Role } from '@app/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '#src/platform/database/client';
import { notifications } from '#src/platform/database/schema';
import { notFound } from '#src/platform/errors';
import { publishLive } from '#src/platform/live/publish';
import { countUnreadBroadcasts, listBellBroadcasts, markAllBroadcastsRead } from './bell-broadcasts.service';
import { presentNotification, type NotificationRow } from './notifications.presenter';
import { NOTIFICATION_REFUSALS } from './notifications.refusals';

/** Who the bell is for: the broadcasts it shows depend on the role. */
export interface BellOwner {
  id: number;
  role: Role;
}

export interface NewNotification {
  userId: number;
  type: NotificationType;
  title: string;
  message: string;
  metadata?: Record<string, unknown>;
  conversationId?: number | null;
}

export { NOTIFICATION_REFUSALS };

/**
 * Records an in-app notification and pushes it to the user's open streams. Given a transaction,
 * the live event leaves only if that transaction commits (publishLive notifies inside it).
 */
export async function createNotification(db: Queryable, input: NewNotification): Promise<NotificationRow> {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: input.userId,
      type: input.type,
      title: input.title,
      message: input.message,
      metadata: input.metadata ?? {},
      conversationId: input.conversationId ?? null,
    })
    .returning();
  await publishLive(db, [input.userId], 'notification', { notification: presentNotification(row!) });
  return row!;
}

/**
 * The bell covers the last 30 days (docs/product.md, Chat and notifications); older rows stay stored
 * but are not shown.
 */
export const inNotificationWindow = () =>
  sql`${notifications.createdAt} > now() - make_interval(days => ${CHAT_RULES.notificationWindowDays})`;

const unreadOf = (userId: number) =>
  and(eq(notifications.userId, userId), eq(notifications.read, false), inNotificationWindow());

/** Unread in the window, and unread live broadcasts for the role: the badge, whatever the list shows. */
export async function countUnread(db: Queryable, user: BellOwner): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(unreadOf(user.id));
  return (row?.n ?? 0) + (await countUnreadBroadcasts(db, user));
}

/**
 * The user's own notifications and the live broadcasts to their role (until they expire or the
 * user dismisses them), newest first, at most CHAT_RULES.notificationsLimit in all.
 */
export async function listNotifications(
  db: Queryable,
  user: BellOwner,
  includeRead: boolean,
): Promise<z.infer<typeof notificationsResponseSchema>> {
  const rows = await db
    .select()
    .from(notifications)
    .where(includeRead ? and(eq(notifications.userId, user.id), inNotificationWindow()) : unreadOf(user.id))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(CHAT_RULES.notificationsLimit);
  const entries = [...(await listBellBroadcasts(db, user, includeRead)), ...rows.map(presentNotification)]
    // Stable: at the same instant a broadcast stays before the user's own notification.
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))
    .slice(0, CHAT_RULES.notificationsLimit);
  return { notifications: entries, unread_count: await countUnread(db, user) };
}

/** Idempotent; another user's notification answers 404 exactly like a missing one. */
export async function markNotificationRead(db: Queryable, user: BellOwner, notificationId: number) {
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, user.id)))
    .returning();
  if (!row) throw notFound(NOTIFICATION_REFUSALS.notFound);
  return { notification: presentNotification(row), unread_count: await countUnread(db, user) };
}

/**
 * Also those older than the window: a later, longer window must not bring stale ones back as
 * unread. The live broadcasts in the bell are marked read for this user too.
 */
export async function markAllNotificationsRead(db: Queryable, user: BellOwner): Promise<{ updated: number }> {
  const updated = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, user.id), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return { updated: updated.length + (await markAllBroadcastsRead(db, user)) };
}

/**
 * Opening a chat reads its message_received notifications too: the next message then notifies
 * again (sending skips a notification while an unread one for the same chat is waiting).
 */
export async function markConversationNotificationsRead(
  db: Queryable,
  userId: number,
  conversationId: number,
): Promise<void> {
  await db
    .update(notifications)
    .set({ read: true })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.conversationId, conversationId),
        eq(notifications.type, 'message_received'),
        eq(notifications.read, false),
      ),
    );
}

/** Whether the user still has an unread message_received for this chat in the bell's window. */
export async function hasUnreadMessageNotification(
  db: Queryable,
  userId: number,
  conversationId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        unreadOf(userId),
        eq(notifications.conversationId, conversationId),
        eq(notifications.type, 'message_received'),
      ),
    )
    .limit(1);
  return row !== undefined;
}
