import { CHAT_RULES, type conversationsResponseSchema } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#src/lib/api-client';
import { useFallbackPoll } from '#src/lib/live/live-status';
import { conversationsQueryKeyFor } from '#src/lib/query-keys';

export type ConversationsResponse = z.infer<typeof conversationsResponseSchema>;

/** GET /chat/conversations?user_id=: the user's conversations and their unread total. */
export function getConversations(userId: number, signal?: AbortSignal): Promise<ConversationsResponse> {
  return api<ConversationsResponse>('/chat/conversations', { query: { user_id: userId }, signal });
}

export const conversationsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: conversationsQueryKeyFor(userId),
    queryFn: ({ signal }) => getConversations(userId, signal),
  });

/**
 * The launcher's unread count needs the list even while the panel is closed: it polls at the
 * notification rate then, and at the chat rate while the panel is open, only while the stream is down.
 */
export function useConversations(userId: number, panelOpen: boolean) {
  const interval = useFallbackPoll(panelOpen ? CHAT_RULES.chatPollMs : CHAT_RULES.notificationPollMs);
  return useQuery({ ...conversationsQueryOptions(userId), refetchInterval: interval });
}
