import type { AdminTokenRevenue } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { adminTokensQueryKey } from './get-token-overview';

/** GET /admin/tokens/revenue: paid sales per bundle and the top spenders. */
export function getTokenRevenue(signal?: AbortSignal): Promise<AdminTokenRevenue> {
  return api<AdminTokenRevenue>('/admin/tokens/revenue', { signal });
}

export const tokenRevenueQueryOptions = () =>
  queryOptions({
    queryKey: [...adminTokensQueryKey, 'revenue'] as const,
    queryFn: ({ signal }) => getTokenRevenue(signal),
    retry: false,
  });

export function useTokenRevenue() {
  return useQuery(tokenRevenueQueryOptions());
}
