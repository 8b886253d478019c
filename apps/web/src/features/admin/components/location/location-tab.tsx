import { Text } from '@mantine/core';

/** The admin console's location tab (being built). */
export function LocationTab() {
  return <Text c="dimmed">The location tab is being built.</Text>;
}
