import type { NonprofitNeeds } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { nonprofitNeedsQueryKeyFor } from '#src/lib/needs-query-keys';

/** GET /nonprofit/{id}/needs: the nonprofit's needs, newest first, each with its offers, and whether it may post. */
export function getNeeds(nonprofitId: number, signal?: AbortSignal): Promise<NonprofitNeeds> {
  return api<NonprofitNeeds>(`/nonprofit/${nonprofitId}/needs`, { signal });
}

export const needsQueryOptions = (nonprofitId: number) =>
  queryOptions({
    queryKey: nonprofitNeedsQueryKeyFor(nonprofitId),
    queryFn: ({ signal }) => getNeeds(nonprofitId, signal),
  });

export function useNeeds(nonprofitId: number) {
  return useQuery(needsQueryOptions(nonprofitId));
}
