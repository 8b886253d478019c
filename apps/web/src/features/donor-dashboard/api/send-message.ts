import type { ChatMessage } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { conversationsQueryKeyFor } from '#src/lib/query-keys';

export interface RequestMessageInput {
  requestId: number;
  message: string;
}

/**
 * POST /chat/requests/{id}/messages: the donor writes about one request in its chat, which this
 * opens when it has none, so the nonprofit can answer there.
 */
export function sendRequestMessage({ requestId, message }: RequestMessageInput): Promise<ChatMessage> {
  return api<ChatMessage>(`/chat/requests/${requestId}/messages`, { method: 'POST', body: { message } });
}

export function useSendRequestMessage(donorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendRequestMessage,
    // A chat it opened joins the donor's list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsQueryKeyFor(donorId) }),
  });
}
