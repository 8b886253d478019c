import type {
  AppNotification,
  chatMessagesResponseSchema,
  LiveEventPayloads,
  LiveEventType,
  notificationsResponseSchema,
} from '@app/shared';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { conversationsQueryKey, messagesQueryKeyFor, notificationsQueryKey } from '../query-keys';
import {
  queryKeysForConversation,
  queryKeysForNotification,
  queryKeysForRequestChange,
  RESYNC_QUERY_KEYS,
} from './live-query-keys';

type MessagesData = z.infer<typeof chatMessagesResponseSchema>;
type NotificationsData = z.infer<typeof notificationsResponseSchema>;

/**
 * The server drops a message or notification body too large for one PostgreSQL NOTIFY and sends only
 * ids with `partial: true`; the client then refetches instead of inserting.
 */
interface PartialPayloads {
  message: { partial: true; conversation_id: number; message_id: number };
  notification: { partial: true; notification_id: number; conversation_id: number | null };
  request: never;
  conversation: never;
}

/** One server-sent event, its `data` typed by its `event` name. */
export type LiveEvent = {
  [K in LiveEventType]: { type: K; data: LiveEventPayloads[K] | PartialPayloads[K] };
}[LiveEventType];

const invalidate = (queryClient: QueryClient, keys: readonly QueryKey[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

function addNotification(data: NotificationsData | undefined, notification: AppNotification) {
  if (!data || data.notifications.some((entry) => entry.source === notification.source && entry.id === notification.id))
    return data;
  return {
    notifications: [notification, ...data.notifications],
    unread_count: data.unread_count + (notification.read ? 0 : 1),
  };
}

/** Puts one live event into the query cache: data the event carries goes in directly, the rest is refetched. */
export async function applyLiveEvent(queryClient: QueryClient, event: LiveEvent): Promise<void> {
  switch (event.type) {
    case 'message': {
      const conversationId = event.data.conversation_id;
      if (!('partial' in event.data)) {
        const { message } = event.data;
        queryClient.setQueryData<MessagesData>(messagesQueryKeyFor(conversationId), (current) =>
          current && !current.messages.some((entry) => entry.id === message.id)
            ? { ...current, messages: [...current.messages, message] }
            : current,
        );
      }
      // An open conversation refetches; seeing the message unread there, it marks the chat read
      // (POST .../read), which brings the list's unread count back right.
      await queryClient.invalidateQueries({ queryKey: messagesQueryKeyFor(conversationId) });
      await queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
      return;
    }
    case 'notification': {
      if ('partial' in event.data) {
        await queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
        return;
      }
      const { notification } = event.data;
      queryClient.setQueriesData<NotificationsData>({ queryKey: notificationsQueryKey }, (current) =>
        addNotification(current, notification),
      );
      await invalidate(queryClient, queryKeysForNotification(notification.type));
      return;
    }
    case 'request':
      // Which queries each change touches is decided in one place: live-query-keys.ts.
      await invalidate(queryClient, queryKeysForRequestChange(event.data.change));
      return;
    case 'conversation':
      await invalidate(queryClient, queryKeysForConversation(event.data.conversation_id));
      return;
  }
}

/** After the stream comes back: refetch whatever it may have missed while it was down. */
export function resyncLiveQueries(queryClient: QueryClient): Promise<unknown> {
  return invalidate(queryClient, RESYNC_QUERY_KEYS);
}
