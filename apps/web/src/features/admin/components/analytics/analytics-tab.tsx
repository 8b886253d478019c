import { Text } from '@mantine/core';

/** The admin console's analytics tab (being built). */
export function AnalyticsTab() {
  return <Text c="dimmed">The analytics tab is being built.</Text>;
}
