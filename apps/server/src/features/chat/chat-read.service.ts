import {
  CHAT_RULES,
  type chatMessagesResponseSchema,
  type chatReadResponseSchema,
  type conversationsResponseSchema,
} from '@app/shared';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '#src/platform/database/client';
import { chatMessages, type UserRow } from '#src/platform/database/schema';
import { markConversationNotificationsRead } from '../notifications';
import { chatRoleIn } from './chat.policy';
import { markReadInTx } from './chat.post';
import { presentConversation, presentMessage } from './chat.presenter';
import { countUnreadMessages, findConversation, loadConversationView, loadUserConversations } from './chat.queries';

/** GET /chat/conversations: `userId` is the caller, or the user an admin named. */
export async function listConversations(
  db: Database,
  userId: number,
): Promise<z.infer<typeof conversationsResponseSchema>> {
  const views = await loadUserConversations(db, userId);
  return { conversations: views.map(presentConversation), unread_total: await countUnreadMessages(db, userId) };
}

/**
 * GET /chat/conversations/{id}/messages: the latest messages, oldest first. Reading changes
 * nothing (a GET must be safe to prefetch, retry or be triggered from another site); the widget
 * marks the chat read with POST .../read once it has shown them.
 */
export async function readConversation(
  db: Database,
  user: UserRow,
  conversationId: number,
): Promise<z.infer<typeof chatMessagesResponseSchema>> {
  const conversation = await findConversation(db, conversationId);
  const role = chatRoleIn(conversation, user);
  // One snapshot, so the unread count agrees with the messages listed.
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversationId))
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(CHAT_RULES.messagesLimit);
    const view = await loadConversationView(tx, role === 'admin' ? null : user.id, conversationId);
    return {
      messages: rows.reverse().map((row) => presentMessage(row, conversation)),
      conversation: presentConversation(view),
    };
  });
}

/**
 * POST /chat/conversations/{id}/read: a party's read time moves up to the newest message, and the
 * chat's message notifications in their bell are read with it. An admin looking in marks nothing.
 */
export async function markConversationRead(
  db: Database,
  user: UserRow,
  conversationId: number,
): Promise<z.infer<typeof chatReadResponseSchema>> {
  const conversation = await findConversation(db, conversationId);
  const role = chatRoleIn(conversation, user);
  return db.transaction(async (tx) => {
    if (role !== 'admin') {
      await markReadInTx(tx, conversationId, role);
      await markConversationNotificationsRead(tx, user.id, conversationId);
    }
    const view = await loadConversationView(tx, role === 'admin' ? null : user.id, conversationId);
    return { conversation: presentConversation(view), unread_total: await countUnreadMessages(tx, user.id) };
  });
}
