import type { Acknowledgement, AcknowledgementsToSign, SignatureInput } from '@app/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import {
  acknowledgementQueryKeyFor,
  acknowledgementsToSignQueryKey,
  dashboardQueryKey,
  notificationsQueryKey,
} from '#src/lib/query-keys';

/** GET /acknowledgements/awaiting-signature: the signed-in nonprofit's letters still to sign. */
export const acknowledgementsToSignQuery = () =>
  queryOptions({
    queryKey: acknowledgementsToSignQueryKey,
    queryFn: ({ signal }) => api<AcknowledgementsToSign>('/acknowledgements/awaiting-signature', { signal }),
  });

export const useAcknowledgementsToSign = (enabled: boolean) => useQuery({ ...acknowledgementsToSignQuery(), enabled });

export interface SignInput {
  requestId: number;
  signature: SignatureInput;
  /** Confirm the delivery received and sign in one step, or sign a letter already recorded. */
  mode: 'confirm' | 'sign';
}

/**
 * POST /confirm-delivery/{id}?status=received with the signature (one transaction on the server),
 * or POST /requests/{id}/acknowledgement/signature for a letter confirmed by the emailed link.
 */
export function signAcknowledgement({ requestId, signature, mode }: SignInput): Promise<unknown> {
  if (mode === 'confirm') {
    return api(`/confirm-delivery/${requestId}`, {
      method: 'POST',
      query: { status: 'received' },
      body: { signature },
    });
  }
  return api<Acknowledgement>(`/requests/${requestId}/acknowledgement/signature`, { method: 'POST', body: signature });
}

export function useSignAcknowledgement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signAcknowledgement,
    onSettled: (_answer, _error, { requestId }) =>
      Promise.all([
        // The letter itself: the open details showed it awaiting its signature, with Sign.
        queryClient.invalidateQueries({ queryKey: acknowledgementQueryKeyFor(requestId) }),
        queryClient.invalidateQueries({ queryKey: acknowledgementsToSignQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
        queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
      ]),
  });
}
