import type { chatReadResponseSchema } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#src/lib/api-client';
import { conversationsQueryKeyFor, messagesQueryKeyFor, notificationsQueryKey } from '#src/lib/query-keys';
import type { ConversationsResponse } from './get-conversations';
import type { MessagesResponse } from './get-messages';

export type ChatReadResponse = z.infer<typeof chatReadResponseSchema>;

/** POST /chat/conversations/{id}/read?user_id=: reading the messages (a GET) marks nothing by itself. */
export function markConversationRead(userId: number, conversationId: number): Promise<ChatReadResponse> {
  return api<ChatReadResponse>(`/chat/conversations/${conversationId}/read`, {
    method: 'POST',
    query: { user_id: userId },
    body: {},
  });
}

/** The list as the server now counts it: this chat's entry and the launcher's total. */
export function withConversationRead(
  data: ConversationsResponse | undefined,
  read: ChatReadResponse,
): ConversationsResponse | undefined {
  if (!data) return data;
  const conversations = data.conversations.map((entry) =>
    entry.id === read.conversation.id ? { ...entry, unread_count: read.conversation.unread_count } : entry,
  );
  return { conversations, unread_total: read.unread_total };
}

/**
 * Marks the open chat read and brings the launcher's count, the open view's own count and the bell
 * (its message notifications are read with the chat) up to date.
 */
export function useMarkConversationRead(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: number) => markConversationRead(userId, conversationId),
    onSuccess: (read) => {
      queryClient.setQueryData<ConversationsResponse>(conversationsQueryKeyFor(userId), (current) =>
        withConversationRead(current, read),
      );
      queryClient.setQueryData<MessagesResponse>(messagesQueryKeyFor(read.conversation.id), (current) =>
        current ? { ...current, conversation: { ...current.conversation, unread_count: 0 } } : current,
      );
      return queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    },
  });
}
