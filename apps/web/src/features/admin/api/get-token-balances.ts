import type { AdminTokenBalancesPage, AdminTokenBalanceStatus } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { adminTokensQueryKey } from './get-token-overview';

export interface TokenBalancesFilters {
  page: number;
  limit: number;
  search?: string;
  status?: AdminTokenBalanceStatus;
  user_id?: number;
  sort_by?: 'name' | 'balance';
  sort_dir?: 'asc' | 'desc';
}

/** GET /admin/tokens/balances: one page of nonprofits with their live balance. */
export function getTokenBalances(filters: TokenBalancesFilters, signal?: AbortSignal): Promise<AdminTokenBalancesPage> {
  return api<AdminTokenBalancesPage>('/admin/tokens/balances', { signal, query: { ...filters } });
}

export const tokenBalancesQueryOptions = (filters: TokenBalancesFilters) =>
  queryOptions({
    queryKey: [...adminTokensQueryKey, 'balances', filters] as const,
    queryFn: ({ signal }) => getTokenBalances(filters, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useTokenBalances(filters: TokenBalancesFilters) {
  return useQuery(tokenBalancesQueryOptions(filters));
}
