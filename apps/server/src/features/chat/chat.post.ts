import { CHAT_RULES, type ChatMessage } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { chatMessages, conversations, type ConversationRow } from '#src/platform/database/schema';
import { publishLive } from '#src/platform/live/publish';
import { presentMessage } from './chat.presenter';

export interface PostedMessage {
  message: ChatMessage;
  /** The conversation as it is after the post (last_message_at moved), locked until commit. */
  conversation: ConversationRow;
}

/**
 * Appends a message (senderId null: a system note), moves the conversation's last activity and
 * sends the message live to both parties (and to an admin writer's other tabs) once the caller's
 * transaction commits. Updating the conversation row locks it, so concurrent posts to one chat
 * take turns for the rest of the transaction.
 */
export async function postMessageInTx(
  tx: Queryable,
  conversation: Pick<ConversationRow, 'id' | 'donorId' | 'nonprofitId'>,
  senderId: number | null,
  body: string,
): Promise<PostedMessage> {
  const [row] = await tx
    .insert(chatMessages)
    .values({
      conversationId: conversation.id,
      senderId,
      messageType: senderId === null ? 'system' : 'user',
      // The column's check allows 1..2000 characters; callers trim and validate first.
      body: body.slice(0, CHAT_RULES.messageMaxLength),
    })
    .returning();
  // now() is the transaction's time, the same value the message's created_at defaulted to.
  const [updated] = await tx
    .update(conversations)
    .set({ lastMessageAt: sql`greatest(${conversations.lastMessageAt}, now())` })
    .where(eq(conversations.id, conversation.id))
    .returning();
  const message = presentMessage(row!, conversation);
  const audience = new Set([conversation.donorId, conversation.nonprofitId]);
  if (senderId !== null) audience.add(senderId);
  await publishLive(tx, [...audience], 'message', { conversation_id: conversation.id, message });
  return { message, conversation: updated! };
}

/**
 * Moves a party's read time up to the newest message there, compared in the database at full
 * precision (a JavaScript Date would drop the microseconds and leave the last message unread).
 */
export async function markReadInTx(tx: Queryable, conversationId: number, role: 'donor' | 'nonprofit'): Promise<void> {
  const newest = sql`(select max(${chatMessages.createdAt}) from ${chatMessages} where ${chatMessages.conversationId} = ${conversationId})`;
  await tx
    .update(conversations)
    .set(
      role === 'donor'
        ? { donorReadAt: sql`greatest(${conversations.donorReadAt}, ${newest})` }
        : { nonprofitReadAt: sql`greatest(${conversations.nonprofitReadAt}, ${newest})` },
    )
    .where(eq(conversations.id, conversationId));
}
