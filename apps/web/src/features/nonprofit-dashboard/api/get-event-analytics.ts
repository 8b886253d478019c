import type { EventAnalytics } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { nonprofitEventsQueryKeyFor } from '#src/lib/query-keys';

/** GET /events/{id}/analytics?nonprofit_id= : requests by status, values, goal progress, days left. */
export function getEventAnalytics(nonprofitId: number, eventId: number, signal?: AbortSignal): Promise<EventAnalytics> {
  return api<EventAnalytics>(`/events/${eventId}/analytics`, { signal, query: { nonprofit_id: nonprofitId } });
}

export const eventAnalyticsQueryOptions = (nonprofitId: number, eventId: number) =>
  queryOptions({
    // Under the events key, so saving or deleting an event refreshes its figures too.
    queryKey: [...nonprofitEventsQueryKeyFor(nonprofitId), 'analytics', eventId],
    queryFn: ({ signal }) => getEventAnalytics(nonprofitId, eventId, signal),
    retry: false,
  });

export function useEventAnalytics(nonprofitId: number, eventId: number | null) {
  return useQuery({ ...eventAnalyticsQueryOptions(nonprofitId, eventId ?? 0), enabled: eventId !== null });
}
