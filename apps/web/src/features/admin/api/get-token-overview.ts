import type { AdminTokenOverviewResponse } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';

/** Every admin tokens call lives under this key: an adjustment refreshes them all. */
export const adminTokensQueryKey = ['admin', 'tokens'] as const;

/** GET /admin/tokens/overview: the ledger's totals and the approved nonprofits under 10 tokens. */
export function getTokenOverview(signal?: AbortSignal): Promise<AdminTokenOverviewResponse> {
  return api<AdminTokenOverviewResponse>('/admin/tokens/overview', { signal });
}

export const tokenOverviewQueryOptions = () =>
  queryOptions({
    queryKey: [...adminTokensQueryKey, 'overview'] as const,
    queryFn: ({ signal }) => getTokenOverview(signal),
    retry: false,
  });

export function useTokenOverview() {
  return useQuery(tokenOverviewQueryOptions());
}
