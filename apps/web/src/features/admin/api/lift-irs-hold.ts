import type { AdminIrsHoldLiftResponse } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { irsHoldsQueryKey } from './get-irs-holds';
import { overviewQueryKey } from './get-overview';

export interface LiftIrsHoldInput {
  holdId: number;
  reason: string;
}

/** POST /admin/irs/holds/{id}/lift: the nonprofit's requests move forward again. */
export function liftIrsHold({ holdId, reason }: LiftIrsHoldInput): Promise<AdminIrsHoldLiftResponse> {
  return api<AdminIrsHoldLiftResponse>(`/admin/irs/holds/${holdId}/lift`, { method: 'POST', body: { reason } });
}

export function useLiftIrsHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: liftIrsHold,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: irsHoldsQueryKey }),
        queryClient.invalidateQueries({ queryKey: overviewQueryKey }),
      ]);
    },
  });
}
