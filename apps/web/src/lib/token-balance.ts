import type { TokenBalance } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { tokenBalanceQueryKeyFor } from './query-keys';

/** GET /nonprofit/{id}/token-balance : balance, total_purchased, total_spent. */
export function getTokenBalance(nonprofitId: number, signal?: AbortSignal): Promise<TokenBalance> {
  return api<TokenBalance>(`/nonprofit/${nonprofitId}/token-balance`, { signal });
}

export const tokenBalanceQueryOptions = (nonprofitId: number) =>
  queryOptions({
    queryKey: tokenBalanceQueryKeyFor(nonprofitId),
    queryFn: ({ signal }) => getTokenBalance(nonprofitId, signal),
  });

/** The signed-in nonprofit's balance; pass null for anyone else (nothing is fetched). */
export function useTokenBalance(nonprofitId: number | null) {
  return useQuery({ ...tokenBalanceQueryOptions(nonprofitId ?? 0), enabled: nonprofitId !== null });
}
