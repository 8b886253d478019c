import type { SendIndividualMessage, sendMessageResponseSchema } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#src/lib/api-client';

export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

/** POST /admin/messages/send-individual: a donor writes to a nonprofit. */
export function sendMessage(input: SendIndividualMessage): Promise<SendMessageResponse> {
  return api<SendMessageResponse>('/admin/messages/send-individual', { method: 'POST', body: input });
}

export function useSendMessage() {
  return useMutation({ mutationFn: sendMessage });
}
