import type { AppNotification } from '@app/shared';
import type { notifications } from '#src/platform/database/schema';

export type NotificationRow = typeof notifications.$inferSelect;

/** The bell's shape, used by the routes and the live 'notification' event alike. */
export function presentNotification(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    source: 'notification',
    type: row.type,
    title: row.title,
    message: row.message,
    read: row.read,
    created_at: row.createdAt.toISOString(),
    conversation_id: row.conversationId,
    metadata: row.metadata,
  };
}
