import { CHAT_RULES, type notificationsResponseSchema } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#src/lib/api-client';
import { useFallbackPoll } from '#src/lib/live/live-status';
import { notificationsQueryKeyFor } from '#src/lib/query-keys';

export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** GET /notifications/{userId}?include_read=: the last 30 days and the unread count. */
export function getNotifications(userId: number, includeRead: boolean, signal?: AbortSignal) {
  return api<NotificationsResponse>(`/notifications/${userId}`, {
    query: { include_read: includeRead },
    signal,
  });
}

export const notificationsQueryOptions = (userId: number, includeRead: boolean) =>
  queryOptions({
    queryKey: notificationsQueryKeyFor(userId, includeRead),
    queryFn: ({ signal }) => getNotifications(userId, includeRead, signal),
  });

/** Refreshed every 30 s only while the live stream is down (docs/product.md, Chat and notifications). */
export function useNotifications(userId: number, includeRead: boolean) {
  const interval = useFallbackPoll(CHAT_RULES.notificationPollMs);
  return useQuery({ ...notificationsQueryOptions(userId, includeRead), refetchInterval: interval });
}
