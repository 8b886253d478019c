import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// Most visits never show a toast: the container's code (transitions, drag to dismiss) loads with the
// first one. notifications.show() only writes to the store, which the container reads when it mounts.
const Notifications = lazy(() =>
  import('./notifications-container').then((module) => ({ default: module.Notifications })),
);

/** Mantine's notification container, mounted once the first notification is shown. */
export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}
