import type { NonprofitDashboard } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { nonprofitDashboardQueryKey } from '#src/lib/query-keys';

/** GET /dashboard/nonprofit/{id}/detailed: requests, batches, recent requests, stats. */
export function getNonprofitDashboard(nonprofitId: number, signal?: AbortSignal): Promise<NonprofitDashboard> {
  return api<NonprofitDashboard>(`/dashboard/nonprofit/${nonprofitId}/detailed`, { signal });
}

export const nonprofitDashboardQueryOptions = (nonprofitId: number) =>
  queryOptions({
    queryKey: nonprofitDashboardQueryKey(nonprofitId),
    queryFn: ({ signal }) => getNonprofitDashboard(nonprofitId, signal),
  });

/** Refetched on tab focus by the app-wide query defaults (docs/product.md, Pages and navigation). */
export function useNonprofitDashboard(nonprofitId: number) {
  return useQuery(nonprofitDashboardQueryOptions(nonprofitId));
}
