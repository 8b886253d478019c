import type { NonprofitEvent } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { nonprofitEventsQueryKeyFor } from '#src/lib/query-keys';

/** GET /nonprofit/{id}/events: every event of the nonprofit, upcoming first. */
export function getEvents(nonprofitId: number, signal?: AbortSignal): Promise<NonprofitEvent[]> {
  return api<NonprofitEvent[]>(`/nonprofit/${nonprofitId}/events`, { signal });
}

export const eventsQueryOptions = (nonprofitId: number) =>
  queryOptions({
    queryKey: nonprofitEventsQueryKeyFor(nonprofitId),
    queryFn: ({ signal }) => getEvents(nonprofitId, signal),
  });

export function useEvents(nonprofitId: number) {
  return useQuery(eventsQueryOptions(nonprofitId));
}
