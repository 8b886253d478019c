import type { DonorDashboard } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';

/** Everything on the donor dashboard lives under this key; every request action invalidates it. */
export const donorDashboardQueryKey = (donorId: number) => ['dashboard', 'donor', donorId] as const;

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
