// Mantine's notification container alone, for NotificationsHost's dynamic import: importing the
// package itself dynamically would bring all of it into the lazy chunk.
// Its styles come with it: they follow @mantine/core's, which the app loads first (mantine-styles.css).
import '@mantine/notifications/styles.css';
import './notifications.css';
import { Notifications as MantineNotifications, type NotificationsProps } from '@mantine/notifications';
import { useToastClearance } from './toast-clearance';

/** The toasts, which never cover an open dialog: the dialog moves down below them while they show. */
export function Notifications(props: NotificationsProps) {
  useToastClearance(props.position ?? 'bottom-right');
  return <MantineNotifications {...props} />;
}
