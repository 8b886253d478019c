import { CHAT_RULES, type chatMessagesResponseSchema } from '@app/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useFallbackPoll } from '../../../lib/live/live-status';
import { conversationsQueryKeyFor, messagesQueryKeyFor } from '../../../lib/query-keys';
import type { ConversationsResponse } from './get-conversations';

export type MessagesResponse = z.infer<typeof chatMessagesResponseSchema>;

/** GET /chat/conversations/{id}/messages?user_id= (seed 000 s8); reading them marks them read. */
export function getMessages(conversationId: number, userId: number, signal?: AbortSignal): Promise<MessagesResponse> {
  return api<MessagesResponse>(`/chat/conversations/${conversationId}/messages`, {
    query: { user_id: userId },
    signal,
  });
}

/** The read conversation no longer counts as unread in the list (the server marked it on this GET). */
export function markConversationRead(
  data: ConversationsResponse | undefined,
  conversationId: number,
): ConversationsResponse | undefined {
  if (!data) return data;
  const conversations = data.conversations.map((entry) =>
    entry.id === conversationId ? { ...entry, unread_count: 0 } : entry,
  );
  return { conversations, unread_total: conversations.reduce((sum, entry) => sum + entry.unread_count, 0) };
}

/** The open conversation's messages: fresh on every open, polled every 10 s only while the stream is down. */
export function useMessages(conversationId: number, userId: number) {
  const queryClient = useQueryClient();
  const interval = useFallbackPoll(CHAT_RULES.chatPollMs);
  return useQuery({
    queryKey: messagesQueryKeyFor(conversationId),
    queryFn: async ({ signal }) => {
      const data = await getMessages(conversationId, userId, signal);
      queryClient.setQueryData<ConversationsResponse>(conversationsQueryKeyFor(userId), (current) =>
        markConversationRead(current, conversationId),
      );
      return data;
    },
    staleTime: 0,
    refetchInterval: interval,
  });
}
