import type { eventDeletedSchema } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#src/lib/api-client';
import { nonprofitEventsQueryKeyFor } from '#src/lib/query-keys';

export type EventDeleted = z.infer<typeof eventDeletedSchema>;

/** DELETE /events/{id}?nonprofit_id= : refused (409 with the reason) while requests name the event. */
export function deleteEvent(nonprofitId: number, eventId: number): Promise<EventDeleted> {
  return api<EventDeleted>(`/events/${eventId}`, { method: 'DELETE', query: { nonprofit_id: nonprofitId } });
}

export function useDeleteEvent(nonprofitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: number) => deleteEvent(nonprofitId, eventId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: nonprofitEventsQueryKeyFor(nonprofitId) }),
  });
}
