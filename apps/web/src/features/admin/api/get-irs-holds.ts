import type { AdminIrsHoldsResponse } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';

export const irsHoldsQueryKey = ['admin', 'irs-holds'] as const;

/** GET /admin/irs/holds: a nonprofit's IRS holds, open or lifted, newest first. */
export function getIrsHolds(nonprofitId: number, signal?: AbortSignal): Promise<AdminIrsHoldsResponse> {
  return api<AdminIrsHoldsResponse>('/admin/irs/holds', { signal, query: { nonprofit_id: nonprofitId } });
}

export const irsHoldsQueryOptions = (nonprofitId: number) =>
  queryOptions({
    queryKey: [...irsHoldsQueryKey, nonprofitId] as const,
    queryFn: ({ signal }) => getIrsHolds(nonprofitId, signal),
    retry: false,
  });

/** Only for nonprofits: donors and admins are never held. */
export function useIrsHolds(nonprofitId: number | null) {
  return useQuery({ ...irsHoldsQueryOptions(nonprofitId ?? 0), enabled: nonprofitId !== null });
}
