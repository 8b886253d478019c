import type { AppNotification } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { notificationsQueryKey } from '#src/lib/query-keys';
import type { NotificationsResponse } from './get-notifications';

/** A bell entry's identity: ids are unique only within their source (a notification or a broadcast). */
export type NotificationKey = `${AppNotification['source']}:${number}`;
export const notificationKey = (entry: Pick<AppNotification, 'source' | 'id'>): NotificationKey =>
  `${entry.source}:${entry.id}`;

/** The lists as they will be once `keys` (or every entry, for null) are read. */
export function withRead(
  data: NotificationsResponse | undefined,
  keys: readonly NotificationKey[] | null,
  hideRead: boolean,
) {
  if (!data) return data;
  const isTarget = (entry: AppNotification) => keys === null || keys.includes(notificationKey(entry));
  const notifications = data.notifications
    .map((entry) => (isTarget(entry) ? { ...entry, read: true } : entry))
    .filter((entry) => !hideRead || !entry.read);
  const newlyRead = data.notifications.filter((entry) => isTarget(entry) && !entry.read).length;
  return { notifications, unread_count: Math.max(0, data.unread_count - newlyRead) };
}

/** The lists without one entry (a dismissed broadcast), its unread count gone with it. */
export function withoutEntry(data: NotificationsResponse | undefined, key: NotificationKey) {
  if (!data) return data;
  const gone = data.notifications.find((entry) => notificationKey(entry) === key);
  return {
    notifications: data.notifications.filter((entry) => entry !== gone),
    unread_count: Math.max(0, data.unread_count - (gone && !gone.read ? 1 : 0)),
  };
}

/** Shows the change at once in both the Show All and Hide Read lists, then checks with the server. */
export function useBellMutation<T>(
  mutationFn: (input: T) => Promise<unknown>,
  change: (data: NotificationsResponse | undefined, input: T, hideRead: boolean) => NotificationsResponse | undefined,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: async (input: T) => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      for (const [key, data] of queryClient.getQueriesData<NotificationsResponse>({
        queryKey: notificationsQueryKey,
      })) {
        // Keys are ['notifications', userId, includeRead]: the Hide Read list drops what is now read.
        queryClient.setQueryData(key, change(data, input, key[2] === false));
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}

/** PATCH /notifications/{id}/read, or /notifications/broadcasts/{id}/read for a broadcast (for this user only). */
export function useMarkNotificationRead() {
  return useBellMutation(
    (entry: AppNotification) =>
      api<unknown>(
        entry.source === 'broadcast' ? `/notifications/broadcasts/${entry.id}/read` : `/notifications/${entry.id}/read`,
        { method: 'PATCH', body: {} },
      ),
    (data, entry, hideRead) => withRead(data, [notificationKey(entry)], hideRead),
  );
}

/** POST /notifications/broadcasts/{id}/dismiss: out of this user's bell for good. */
export function useDismissBroadcast() {
  return useBellMutation(
    (entry: AppNotification) =>
      api<unknown>(`/notifications/broadcasts/${entry.id}/dismiss`, { method: 'POST', body: {} }),
    (data, entry) => withoutEntry(data, notificationKey(entry)),
  );
}
