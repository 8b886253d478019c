import type { cancelResponseSchema } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#src/lib/api-client';
import { nonprofitDashboardQueryKey, tokenBalanceQueryKeyFor } from '#src/lib/query-keys';

export type CancelResponse = z.infer<typeof cancelResponseSchema>;

export interface CancelRequestInput {
  requestId: number;
  nonprofitId: number;
}

/**
 * POST /requests/{request_id}/cancel?nonprofit_id= : pending requests only; the tokens come back
 * (docs/product.md, Tokens).
 */
export function cancelRequest({ requestId, nonprofitId }: CancelRequestInput): Promise<CancelResponse> {
  return api<CancelResponse>(`/requests/${requestId}/cancel`, {
    method: 'POST',
    query: { nonprofit_id: nonprofitId },
    body: {},
  });
}

export function useCancelRequest(nonprofitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRequest,
    onSettled: () =>
      Promise.all(
        // The item may become available again, so marketplace lists (`['items', ...]`) change too.
        [nonprofitDashboardQueryKey(nonprofitId), tokenBalanceQueryKeyFor(nonprofitId), ['items']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
