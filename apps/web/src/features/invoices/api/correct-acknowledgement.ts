import type { Acknowledgement, AcknowledgementCorrection } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { acknowledgementQueryKeyFor, dashboardQueryKey } from '#src/lib/query-keys';

export interface CorrectionInput {
  requestId: number;
  correction: AcknowledgementCorrection;
}

/**
 * POST /requests/{id}/acknowledgement/corrections: a new signed version supersedes the current one,
 * which stays readable. The answer is the new current letter.
 */
export function useCorrectAcknowledgement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, correction }: CorrectionInput) =>
      api<Acknowledgement>(`/requests/${requestId}/acknowledgement/corrections`, { method: 'POST', body: correction }),
    onSuccess: (letter) => queryClient.setQueryData(acknowledgementQueryKeyFor(letter.request_id), letter),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
  });
}
