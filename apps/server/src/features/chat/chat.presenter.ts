import type { ChatMessage, Conversation } from '@app/shared';
import type { ChatMessageRow, ConversationRow } from '#src/platform/database/schema';
import type { ConversationView } from './chat.queries';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentConversation(view: ConversationView): Conversation {
  const { conversation } = view;
  return {
    id: conversation.id,
    request_id: conversation.requestId,
    item_title: view.itemTitle,
    donor_id: conversation.donorId,
    nonprofit_id: conversation.nonprofitId,
    donor_name: view.donorName,
    nonprofit_name: view.nonprofitName,
    delivery_method: view.deliveryMethod,
    delivery_status: view.deliveryStatus,
    status: conversation.status,
    last_message_at: iso(conversation.lastMessageAt),
    last_message: view.lastMessage,
    unread_count: view.unreadCount,
  };
}

/** Anyone writing who is neither party is an admin: only admins may post into others' chats. */
function senderRoleOf(row: ChatMessageRow, conversation: Pick<ConversationRow, 'donorId' | 'nonprofitId'>): string {
  if (row.messageType === 'system') return 'system';
  if (row.senderId === conversation.donorId) return 'donor';
  if (row.senderId === conversation.nonprofitId) return 'nonprofit';
  return 'admin';
}

export function presentMessage(
  row: ChatMessageRow,
  conversation: Pick<ConversationRow, 'donorId' | 'nonprofitId'>,
): ChatMessage {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    sender_id: row.senderId,
    sender_role: senderRoleOf(row, conversation),
    message: row.body,
    message_type: row.messageType,
    timestamp: row.createdAt.toISOString(),
  };
}
