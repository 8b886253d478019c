import type { NonprofitDashboard } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardQueryKey } from '../../../lib/query-keys';

/** Everything on the nonprofit dashboard lives under this key; request and payment actions invalidate it. */
export const nonprofitDashboardQueryKey = (nonprofitId: number) =>
  [...dashboardQueryKey, 'nonprofit', nonprofitId] as const;

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
