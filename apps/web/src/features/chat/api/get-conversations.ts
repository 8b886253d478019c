import { CHAT_RULES, type conversationsResponseSchema } from '@app/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useFallbackPoll } from '../../../lib/live/live-status';
import { conversationsQueryKeyFor } from '../../../lib/query-keys';
import { currentUserQueryKey } from '../../../lib/session/use-current-user';
import type { SessionUser } from '@app/shared';

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
  // The widget's code can arrive just after a quick logout: it must not ask for the old user's list.
  const signedIn = useQueryClient().getQueryData<SessionUser | null>(currentUserQueryKey)?.id === userId;
  return useQuery({ ...conversationsQueryOptions(userId), refetchInterval: interval, enabled: signedIn });
}
