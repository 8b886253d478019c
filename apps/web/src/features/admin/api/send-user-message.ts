import type { SendIndividualMessage } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';

/** POST /admin/messages/send-individual: into the user's bell and inbox (audited by the messages feature). */
export function sendUserMessage(body: SendIndividualMessage): Promise<{ message: string }> {
  return api<{ message: string }>('/admin/messages/send-individual', { method: 'POST', body });
}

export function useSendUserMessage() {
  return useMutation({ mutationFn: sendUserMessage });
}
