import type { NonprofitDashboard } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Everything on the nonprofit dashboard lives under this key; request actions invalidate it. */
export const nonprofitDashboardQueryKey = (nonprofitId: number) => ['dashboard', 'nonprofit', nonprofitId] as const;

/**
 * Balance keys a cancel refund must refresh: the dashboard's balance bar and the marketplace's
 * `['token-balance', id]` (features do not import each other, so the prefix is repeated here).
 */
export const tokenBalanceQueryKeys = (nonprofitId: number) =>
  [['nonprofit', nonprofitId, 'token-balance'], ['token-balance']] as const;

/** GET /dashboard/nonprofit/{id}/detailed (seed 001 s7): requests, batches, recent requests, stats. */
export function getNonprofitDashboard(nonprofitId: number, signal?: AbortSignal): Promise<NonprofitDashboard> {
  return api<NonprofitDashboard>(`/dashboard/nonprofit/${nonprofitId}/detailed`, { signal });
}

export const nonprofitDashboardQueryOptions = (nonprofitId: number) =>
  queryOptions({
    queryKey: nonprofitDashboardQueryKey(nonprofitId),
    queryFn: ({ signal }) => getNonprofitDashboard(nonprofitId, signal),
  });

/** Refetched when the browser tab regains focus (seed 001 s2), via the app-wide query defaults. */
export function useNonprofitDashboard(nonprofitId: number) {
  return useQuery(nonprofitDashboardQueryOptions(nonprofitId));
}
