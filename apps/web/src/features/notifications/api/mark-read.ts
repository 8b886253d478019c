import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { notificationsQueryKey } from '#src/lib/query-keys';
import type { NotificationsResponse } from './get-notifications';

/** The lists as they will be once `ids` (or every notification, for null) are read. */
export function withRead(data: NotificationsResponse | undefined, ids: readonly number[] | null, hideRead: boolean) {
  if (!data) return data;
  const isTarget = (id: number) => ids === null || ids.includes(id);
  const notifications = data.notifications
    .map((entry) => (isTarget(entry.id) ? { ...entry, read: true } : entry))
    .filter((entry) => !hideRead || !entry.read);
  const newlyRead = data.notifications.filter((entry) => isTarget(entry.id) && !entry.read).length;
  return { notifications, unread_count: Math.max(0, data.unread_count - newlyRead) };
}

/** Shows the change at once in both the Show All and Hide Read lists, then checks with the server. */
export function useReadMutation<T>(mutationFn: (input: T) => Promise<unknown>, idsOf: (input: T) => number[] | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: async (input: T) => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      for (const [key, data] of queryClient.getQueriesData<NotificationsResponse>({
        queryKey: notificationsQueryKey,
      })) {
        // Keys are ['notifications', userId, includeRead]: the Hide Read list drops what is now read.
        queryClient.setQueryData(key, withRead(data, idsOf(input), key[2] === false));
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}

/** PATCH /notifications/{id}/read. */
export function useMarkNotificationRead() {
  return useReadMutation(
    (id: number) => api<unknown>(`/notifications/${id}/read`, { method: 'PATCH', body: {} }),
    (id) => [id],
  );
}
