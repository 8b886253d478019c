import type { EventInput, NonprofitEvent } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { nonprofitEventsQueryKeyFor } from '#src/lib/query-keys';

export interface SaveEventInput {
  /** The event being edited; absent for a new one. */
  eventId?: number;
  fields: EventInput;
}

/** POST /nonprofit/{id}/events for a new event, PUT /events/{id}?nonprofit_id= for an edit. */
export function saveEvent(nonprofitId: number, { eventId, fields }: SaveEventInput): Promise<NonprofitEvent> {
  return eventId === undefined
    ? api<NonprofitEvent>(`/nonprofit/${nonprofitId}/events`, { method: 'POST', body: fields })
    : api<NonprofitEvent>(`/events/${eventId}`, { method: 'PUT', body: fields, query: { nonprofit_id: nonprofitId } });
}

export function useSaveEvent(nonprofitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveEventInput) => saveEvent(nonprofitId, input),
    // Requests and invoices show the event's name and date, so the dashboard is refreshed too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: nonprofitEventsQueryKeyFor(nonprofitId) }),
        queryClient.invalidateQueries({ queryKey: ['dashboard', 'nonprofit', nonprofitId] }),
      ]),
  });
}
