import { Text } from '@mantine/core';

/** The admin console's emails tab (being built). */
export function EmailsTab() {
  return <Text c="dimmed">The emails tab is being built.</Text>;
}
