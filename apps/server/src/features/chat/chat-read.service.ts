import { CHAT_RULES, type chatMessagesResponseSchema, type conversationsResponseSchema } from '@app/shared';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/database/client';
import { chatMessages, type UserRow } from '../../platform/database/schema';
import { markConversationNotificationsRead } from '../notifications/notifications.service';
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
 * GET /chat/conversations/{id}/messages: the latest messages, oldest first. A party's read time
 * moves first and the messages are read after, so anything arriving in between is shown and
 * still counted unread rather than marked read unseen. An admin looking in marks nothing.
 */
export async function readConversation(
  db: Database,
  user: UserRow,
  conversationId: number,
): Promise<z.infer<typeof chatMessagesResponseSchema>> {
  const conversation = await findConversation(db, conversationId);
  const role = chatRoleIn(conversation, user);
  return db.transaction(async (tx) => {
    if (role !== 'admin') {
      await markReadInTx(tx, conversationId, role);
      await markConversationNotificationsRead(tx, user.id, conversationId);
    }
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
