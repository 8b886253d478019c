import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys other features may invalidate. Every item list (marketplace pages, featured row) lives
 * under `itemsQueryKey`; every balance under `tokenBalanceQueryKey`; dashboards key their data
 * `['dashboard', role, id]`, so `dashboardQueryKey` refreshes them all.
 */
export const itemsQueryKey = ['items'] as const;
export const categoriesQueryKey = ['categories'] as const;
export const donorScopeOptionsQueryKey = ['donor-scope-options'] as const;
export const tokenBalanceQueryKey = ['token-balance'] as const;
export const dashboardQueryKey = ['dashboard'] as const;
export const nonprofitEventsQueryKey = ['nonprofit-events'] as const;

export const tokenBalanceQueryKeyFor = (nonprofitId: number) => [...tokenBalanceQueryKey, nonprofitId] as const;
export const nonprofitEventsQueryKeyFor = (nonprofitId: number) => [...nonprofitEventsQueryKey, nonprofitId] as const;

/** After a request is made (or cancelled, approved, declined): stock, balance and dashboards change. */
export function invalidateAfterRequest(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: itemsQueryKey }),
    queryClient.invalidateQueries({ queryKey: tokenBalanceQueryKey }),
    queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
  ]);
}
