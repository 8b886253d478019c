import { Text } from '@mantine/core';

/** The admin console's overview tab (being built). */
export function OverviewTab() {
  return <Text c="dimmed">The overview tab is being built.</Text>;
}
