// Mantine's notification container alone, for NotificationsHost's dynamic import: importing the
// package itself dynamically would bring all of it into the lazy chunk.
export { Notifications } from '@mantine/notifications';
