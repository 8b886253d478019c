import type { QueryClient } from '@tanstack/react-query';
import { dashboardQueryKey, tokenBalanceQueryKey } from '../../../lib/query-keys';

/**
 * Query keys of the marketplace. Every item list (marketplace pages, featured row) lives under
 * `itemsQueryKey`; balances and dashboards use the app-wide keys of lib/query-keys.
 */
export const itemsQueryKey = ['items'] as const;
export const categoriesQueryKey = ['categories'] as const;
export const donorScopeOptionsQueryKey = ['donor-scope-options'] as const;
export const nonprofitEventsQueryKey = ['nonprofit-events'] as const;

export const nonprofitEventsQueryKeyFor = (nonprofitId: number) => [...nonprofitEventsQueryKey, nonprofitId] as const;

/** After a request is made (or cancelled, approved, declined): stock, balance and dashboards change. */
export function invalidateAfterRequest(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: itemsQueryKey }),
    queryClient.invalidateQueries({ queryKey: tokenBalanceQueryKey }),
    queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
  ]);
}
