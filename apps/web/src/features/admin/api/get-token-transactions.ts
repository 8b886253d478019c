import type { AdminTokenTransactionsPage, TokenLedgerType } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { adminTokensQueryKey } from './get-token-overview';

export interface TokenTransactionsFilters {
  page: number;
  limit: number;
  user_id?: number;
  type?: TokenLedgerType;
}

/** GET /admin/tokens/transactions: one page of the ledger, newest first. */
export function getTokenTransactions(
  filters: TokenTransactionsFilters,
  signal?: AbortSignal,
): Promise<AdminTokenTransactionsPage> {
  return api<AdminTokenTransactionsPage>('/admin/tokens/transactions', { signal, query: { ...filters } });
}

export const tokenTransactionsQueryOptions = (filters: TokenTransactionsFilters) =>
  queryOptions({
    queryKey: [...adminTokensQueryKey, 'transactions', filters] as const,
    queryFn: ({ signal }) => getTokenTransactions(filters, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useTokenTransactions(filters: TokenTransactionsFilters) {
  return useQuery(tokenTransactionsQueryOptions(filters));
}
