import { Text } from '@mantine/core';

/** The admin console's items tab (being built). */
export function ItemsTab() {
  return <Text c="dimmed">The items tab is being built.</Text>;
}
