import type { AdminTokenAdjustRequest, AdminTokenAdjustResponse } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyKeyFor, retryLostResponse } from '#src/lib/api-client';
import { adminTokensQueryKey } from './get-token-overview';

/** POST /admin/tokens/adjust, with one Idempotency-Key per submission so a retry never adjusts twice. */
export function adjustTokens(input: AdminTokenAdjustRequest): Promise<AdminTokenAdjustResponse> {
  return api<AdminTokenAdjustResponse>('/admin/tokens/adjust', {
    method: 'POST',
    body: input,
    idempotencyKey: idempotencyKeyFor(input),
  });
}

export function useAdjustTokens() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustTokens,
    retry: retryLostResponse,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminTokensQueryKey }),
  });
}
