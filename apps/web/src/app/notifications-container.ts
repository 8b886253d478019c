// Mantine's notification container alone, for NotificationsHost's dynamic import: importing the
// package itself dynamically would bring all of it into the lazy chunk.
// Its styles come with it: they follow @mantine/core's, which the app loads first (mantine-styles.css).
import '@mantine/notifications/styles.css';
import './notifications.css';

export { Notifications } from '@mantine/notifications';
