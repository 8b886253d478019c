import type { conversationsResponseSchema } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { conversationsQueryKeyFor } from '../../../lib/query-keys';

export type ConversationsResponse = z.infer<typeof conversationsResponseSchema>;

/**
 * GET /chat/conversations?user_id=, under the chat widget's own key (lib/query-keys), so the
 * overview and the widget share one list and the live stream updates both.
 */
export function useConversations(userId: number) {
  return useQuery({
    queryKey: conversationsQueryKeyFor(userId),
    queryFn: ({ signal }) => api<ConversationsResponse>('/chat/conversations', { query: { user_id: userId }, signal }),
  });
}
