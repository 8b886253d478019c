import type { Queryable } from '../../platform/database/client';
import { notifications } from '../../platform/database/schema';

export interface NewNotification {
  userId: number;
  /** e.g. request_received, request_approved, request_declined, request_expired, message */
  type: string;
  title: string;
  message: string;
  metadata?: Record<string, unknown>;
  conversationId?: number | null;
}

/** Records an in-app notification; the bell and its routes read them (a later issue). */
export async function createNotification(
  db: Queryable,
  input: NewNotification,
): Promise<typeof notifications.$inferSelect> {
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
  return row!;
}
