import { Text } from '@mantine/core';

/** The admin console's payments tab (being built). */
export function PaymentsTab() {
  return <Text c="dimmed">The payments tab is being built.</Text>;
}
