import { CHAT_RULES, type NotificationType, type notificationsResponseSchema } from '@app/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '#src/platform/database/client';
import { notifications } from '#src/platform/database/schema';
import { notFound } from '#src/platform/errors';
import { publishLive } from '#src/platform/live/publish';
import { presentNotification, type NotificationRow } from './notifications.presenter';

export interface NewNotification {
  userId: number;
  type: NotificationType;
  title: string;
  message: string;
  metadata?: Record<string, unknown>;
  conversationId?: number | null;
}

export const NOTIFICATION_REFUSALS = {
  // The same answer for another user's notification and a missing one, so ids reveal nothing.
  notFound: 'Notification not found.',
} as const;

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

/** Unread in the window: the badge, whatever the list shows. */
export async function countUnread(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(unreadOf(userId));
  return row?.n ?? 0;
}

export async function listNotifications(
  db: Queryable,
  userId: number,
  includeRead: boolean,
): Promise<z.infer<typeof notificationsResponseSchema>> {
  const rows = await db
    .select()
    .from(notifications)
    .where(includeRead ? and(eq(notifications.userId, userId), inNotificationWindow()) : unreadOf(userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(CHAT_RULES.notificationsLimit);
  return { notifications: rows.map(presentNotification), unread_count: await countUnread(db, userId) };
}

/** Idempotent; another user's notification answers 404 exactly like a missing one. */
export async function markNotificationRead(db: Queryable, userId: number, notificationId: number) {
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw notFound(NOTIFICATION_REFUSALS.notFound);
  return { notification: presentNotification(row), unread_count: await countUnread(db, userId) };
}

/** Also those older than the window: a later, longer window must not bring stale ones back as unread. */
export async function markAllNotificationsRead(db: Queryable, userId: number): Promise<{ updated: number }> {
  const updated = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return { updated: updated.length };
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
