import type { RequestState } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { conversationsQueryOptions } from '#src/features/chat';
import { useChatControls } from '#src/lib/chat-controls';
import { hasConversation } from '#src/lib/request-state-labels';
import { useCurrentUser } from '#src/lib/session/use-current-user';

/**
 * Whether the request has a chat to open: every approved request does, and one still pending does
 * once its donor has written (docs/product.md, Chat and notifications). The list is the chat
 * widget's own, usually already loaded.
 */
export function useRequestChat(request: { id: number; state: RequestState }): boolean {
  const chat = useChatControls();
  const { data: user } = useCurrentUser();
  const approved = hasConversation(request.state);
  const conversations = useQuery({
    ...conversationsQueryOptions(user?.id ?? 0),
    enabled: chat.available && user !== undefined && user !== null && !approved,
  });
  if (!chat.available) return false;
  return approved || Boolean(conversations.data?.conversations.some((entry) => entry.request_id === request.id));
}
