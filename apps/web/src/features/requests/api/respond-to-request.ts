import type { respondResponseSchema } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#src/lib/api-client';
import { donorDashboardQueryKey, itemsQueryKey } from '#src/lib/query-keys';

export type RespondAction = 'approve' | 'decline';
export type RespondResponse = z.infer<typeof respondResponseSchema>;

export interface RespondToRequestInput {
  requestId: number;
  donorId: number;
  action: RespondAction;
}

/**
 * POST /requests/{request_id}/respond?donor_id=&action=: the first decision and Edit
 * Decision alike. The call needs no body; the server's CSRF rule wants JSON, so the client sends {}.
 */
export function respondToRequest({ requestId, donorId, action }: RespondToRequestInput): Promise<RespondResponse> {
  return api<RespondResponse>(`/requests/${requestId}/respond`, {
    method: 'POST',
    query: { donor_id: donorId, action },
    body: {},
  });
}

export function useRespondToRequest(donorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToRequest,
    // An approval takes quantity from the item, so marketplace lists (`itemsQueryKey`) change too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: donorDashboardQueryKey(donorId) }),
        queryClient.invalidateQueries({ queryKey: itemsQueryKey }),
      ]),
  });
}
