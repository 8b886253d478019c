import type { NonprofitImpact } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { impactQueryKey } from '#src/lib/query-keys';
import { viewerTimeZoneSoon } from '#src/lib/time-zone';

/** GET /nonprofit/{id}/impact?tz= : donations received (delivery confirmed), donors, value, per month. */
export async function getNonprofitImpact(nonprofitId: number, signal?: AbortSignal): Promise<NonprofitImpact> {
  const tz = await viewerTimeZoneSoon();
  return api<NonprofitImpact>(`/nonprofit/${nonprofitId}/impact`, { signal, query: { tz } });
}

export const nonprofitImpactQueryOptions = (nonprofitId: number) =>
  queryOptions({
    queryKey: [...impactQueryKey, 'nonprofit', nonprofitId],
    queryFn: ({ signal }) => getNonprofitImpact(nonprofitId, signal),
  });

export function useNonprofitImpact(nonprofitId: number) {
  return useQuery(nonprofitImpactQueryOptions(nonprofitId));
}
