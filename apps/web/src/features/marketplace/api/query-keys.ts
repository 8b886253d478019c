import type { QueryClient } from '@tanstack/react-query';
import { dashboardQueryKey, itemsQueryKey, tokenBalanceQueryKey } from '#src/lib/query-keys';

export { itemsQueryKey } from '#src/lib/query-keys';

/**
 * Query keys of the marketplace. Item lists and categories are read by the donor dashboard too, so
 * they, balances and dashboards use the app-wide keys of lib/query-keys.
 */
export const donorScopeOptionsQueryKey = ['donor-scope-options'] as const;
export { nonprofitEventsQueryKey, nonprofitEventsQueryKeyFor } from '#src/lib/query-keys';

/** After a request is made (or cancelled, approved, declined): stock, balance and dashboards change. */
export function invalidateAfterRequest(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: itemsQueryKey }),
    queryClient.invalidateQueries({ queryKey: tokenBalanceQueryKey }),
    queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
  ]);
}
