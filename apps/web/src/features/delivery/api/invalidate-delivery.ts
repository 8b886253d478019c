import type { QueryClient } from '@tanstack/react-query';
import {
  conversationsQueryKey,
  dashboardQueryKey,
  invoicesQueryKey,
  pendingDeliveriesQueryKey,
} from '#src/lib/query-keys';

/**
 * A delivery change shows on the dashboards, the pending-delivery banner, the chat header and (for
 * shipping's logistics line) the invoices: refresh them all.
 */
export function invalidateDelivery(queryClient: QueryClient) {
  return Promise.all(
    [dashboardQueryKey, pendingDeliveriesQueryKey, conversationsQueryKey, invoicesQueryKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
