import { Text } from '@mantine/core';

/** The admin console's requests tab (being built). */
export function RequestsTab() {
  return <Text c="dimmed">The requests tab is being built.</Text>;
}
