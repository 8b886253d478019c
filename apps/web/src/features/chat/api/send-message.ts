import type { ChatMessage } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { conversationsQueryKeyFor, messagesQueryKeyFor } from '#src/lib/query-keys';
import type { ConversationsResponse } from './get-conversations';
import type { MessagesResponse } from './get-messages';

export interface SendChatMessageInput {
  conversationId: number;
  message: string;
}

/** POST /chat/conversations/{id}/messages?user_id=: answers the stored message. */
export function sendChatMessage(userId: number, { conversationId, message }: SendChatMessageInput) {
  return api<ChatMessage>(`/chat/conversations/${conversationId}/messages`, {
    method: 'POST',
    query: { user_id: userId },
    body: { message },
  });
}

export function useSendChatMessage(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendChatMessageInput) => sendChatMessage(userId, input),
    onSuccess: (sent) => {
      // The live stream may deliver the same message first: add it once.
      queryClient.setQueryData<MessagesResponse>(messagesQueryKeyFor(sent.conversation_id), (current) =>
        current && !current.messages.some((entry) => entry.id === sent.id)
          ? { ...current, messages: [...current.messages, sent] }
          : current,
      );
      queryClient.setQueryData<ConversationsResponse>(conversationsQueryKeyFor(userId), (current) =>
        current
          ? {
              ...current,
              conversations: current.conversations.map((entry) =>
                entry.id === sent.conversation_id
                  ? { ...entry, last_message: sent.message, last_message_at: sent.timestamp }
                  : entry,
              ),
            }
          : current,
      );
    },
  });
}
