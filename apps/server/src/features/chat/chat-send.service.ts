import { CHAT_RULES, PRODUCT_NAME, type ChatMessage } from '@app/shared';
import type { AppContext } from '#src/platform/context';
import type { Transaction } from '#src/platform/database/client';
import type { UserRow } from '#src/platform/database/schema';
import { tooManyRequests } from '#src/platform/errors';
import { hitRateLimit } from '#src/platform/rate-limit';
import { createNotification, hasUnreadMessageNotification } from '../notifications';
import { CHAT_REFUSALS, previewOf } from './chat.messages';
import { chatRoleIn, type ChatRole } from './chat.policy';
import { markReadInTx, postMessageInTx } from './chat.post';
import { findConversation, loadConversationView, type ConversationView } from './chat.queries';

const MINUTE_MS = 60_000;

/** Per user across all chats (CHAT_RULES), counted in the database so every server process agrees. */
export async function throttleSender(ctx: AppContext, userId: number): Promise<void> {
  const limit = await hitRateLimit(ctx.db, `chat:send:${userId}`, CHAT_RULES.messagesPerMinute, MINUTE_MS);
  if (!limit.allowed) throw tooManyRequests(CHAT_REFUSALS.tooFast(limit.retryAfterSeconds), limit.retryAfterSeconds);
}

const senderNameOf = (role: ChatRole, view: ConversationView) =>
  role === 'donor' ? view.donorName : role === 'nonprofit' ? view.nonprofitName : `The ${PRODUCT_NAME} team`;

/** A party's message goes to the other party; an admin's to both. */
function recipientsOf(role: ChatRole, view: ConversationView): number[] {
  const { donorId, nonprofitId } = view.conversation;
  if (role === 'donor') return [nonprofitId];
  if (role === 'nonprofit') return [donorId];
  return [donorId, nonprofitId];
}

/**
 * POST /chat/conversations/{id}/messages: parties and admins, also in a completed chat (people
 * still sort out returns or thanks). One transaction (sendAsInTx). `text` is already trimmed and
 * 1..2000 long.
 */
export async function sendChatMessage(
  ctx: AppContext,
  sender: UserRow,
  conversationId: number,
  text: string,
): Promise<ChatMessage> {
  const role = chatRoleIn(await findConversation(ctx.db, conversationId), sender);
  await throttleSender(ctx, sender.id);
  return ctx.db.transaction((tx) => sendAsInTx(tx, sender, role, conversationId, text));
}

/**
 * The message, last activity, the sender's read time, and a message_received notification per
 * recipient unless one for this chat is still unread (a burst of messages rings the bell once).
 */
export async function sendAsInTx(
  tx: Transaction,
  sender: UserRow,
  role: ChatRole,
  conversationId: number,
  text: string,
): Promise<ChatMessage> {
  const view = await loadConversationView(tx, null, conversationId);
  const posted = await postMessageInTx(tx, view.conversation, sender.id, text);
  if (role !== 'admin') await markReadInTx(tx, conversationId, role);
  // Checked after postMessageInTx locked the conversation row: concurrent sends take turns here.
  for (const recipientId of recipientsOf(role, view)) {
    if (await hasUnreadMessageNotification(tx, recipientId, conversationId)) continue;
    await createNotification(tx, {
      userId: recipientId,
      type: 'message_received',
      title: `New message from ${senderNameOf(role, view)}`,
      message: previewOf(text),
      conversationId,
      metadata: {
        request_id: view.conversation.requestId,
        item_title: view.itemTitle,
        donor_name: view.donorName,
        sender_name: senderNameOf(role, view),
      },
    });
  }
  return posted.message;
}
