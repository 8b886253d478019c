import type { EventSummary } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { nonprofitEventsQueryKeyFor } from './query-keys';

/** GET /nonprofit/{id}/events: events a request can be tied to. */
export function getNonprofitEvents(nonprofitId: number, signal?: AbortSignal): Promise<EventSummary[]> {
  return api<EventSummary[]>(`/nonprofit/${nonprofitId}/events`, { signal });
}

export const nonprofitEventsQueryOptions = (nonprofitId: number) =>
  queryOptions({
    queryKey: nonprofitEventsQueryKeyFor(nonprofitId),
    queryFn: ({ signal }) => getNonprofitEvents(nonprofitId, signal),
    retry: false,
  });

export function useNonprofitEvents(nonprofitId: number) {
  return useQuery(nonprofitEventsQueryOptions(nonprofitId));
}
