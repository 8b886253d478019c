import type { DonorImpact } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { impactQueryKey } from '#src/lib/query-keys';
import { viewerTimeZoneSoon } from '#src/lib/time-zone';

/** GET /donors/{donor_id}/impact?tz= : items and value donated (delivery confirmed), nonprofits helped, per month. */
export async function getDonorImpact(donorId: number, signal?: AbortSignal): Promise<DonorImpact> {
  const tz = await viewerTimeZoneSoon();
  return api<DonorImpact>(`/donors/${donorId}/impact`, { signal, query: { tz } });
}

export const donorImpactQueryOptions = (donorId: number) =>
  queryOptions({
    queryKey: [...impactQueryKey, 'donor', donorId],
    queryFn: ({ signal }) => getDonorImpact(donorId, signal),
  });

export function useDonorImpact(donorId: number) {
  return useQuery(donorImpactQueryOptions(donorId));
}
