import { useState } from 'react';
import { useNotifications } from './get-notifications';

/** The bell's state: the Show All / Hide Read choice and the list it selects. */
export function useNotificationCenter(userId: number) {
  const [hideRead, setHideRead] = useState(false);
  const query = useNotifications(userId, !hideRead);
  return { hideRead, setHideRead, query, unread: query.data?.unread_count ?? 0 };
}

export type NotificationCenter = ReturnType<typeof useNotificationCenter>;
