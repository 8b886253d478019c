import { CHAT_RULES, type chatMessagesResponseSchema } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#src/lib/api-client';
import { useFallbackPoll } from '#src/lib/live/live-status';
import { messagesQueryKeyFor } from '#src/lib/query-keys';

export type MessagesResponse = z.infer<typeof chatMessagesResponseSchema>;

/** GET /chat/conversations/{id}/messages?user_id=: marks nothing (see mark-conversation-read). */
export function getMessages(conversationId: number, userId: number, signal?: AbortSignal): Promise<MessagesResponse> {
  return api<MessagesResponse>(`/chat/conversations/${conversationId}/messages`, {
    query: { user_id: userId },
    signal,
  });
}

/** The open conversation's messages: fresh on every open, polled every 10 s only while the stream is down. */
export function useMessages(conversationId: number, userId: number) {
  const interval = useFallbackPoll(CHAT_RULES.chatPollMs);
  return useQuery({
    queryKey: messagesQueryKeyFor(conversationId),
    queryFn: ({ signal }) => getMessages(conversationId, userId, signal),
    staleTime: 0,
    refetchInterval: interval,
  });
}
