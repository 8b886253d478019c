import { Text } from '@mantine/core';

/** The admin console's delivery tab (being built). */
export function DeliveryTab() {
  return <Text c="dimmed">The delivery tab is being built.</Text>;
}
