import type { DonorDashboard } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { donorDashboardQueryKey } from '#src/lib/query-keys';

/** GET /dashboard/donor/{donor_id}/detailed: listings, incoming requests, stats, impact. */
export function getDonorDashboard(donorId: number, signal?: AbortSignal): Promise<DonorDashboard> {
  return api<DonorDashboard>(`/dashboard/donor/${donorId}/detailed`, { signal });
}

export const donorDashboardQueryOptions = (donorId: number) =>
  queryOptions({
    queryKey: donorDashboardQueryKey(donorId),
    queryFn: ({ signal }) => getDonorDashboard(donorId, signal),
  });

/** Refetched when the browser tab regains focus, via the app-wide query defaults. */
export function useDonorDashboard(donorId: number) {
  return useQuery(donorDashboardQueryOptions(donorId));
}
