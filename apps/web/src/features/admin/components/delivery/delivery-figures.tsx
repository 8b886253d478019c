import { ADMIN_DELIVERY_STATUS_LABELS, ADMIN_DELIVERY_STATUSES, type AdminDeliveryAnalytics } from '@app/shared';
import { Card, Group, Progress, SimpleGrid, Text } from '@mantine/core';
import { formatNumber } from '#src/lib/format';
import { DELIVERY_STATUS_COLORS } from './delivery-status-badge';

export interface DeliveryFiguresProps {
  analytics: AdminDeliveryAnalytics;
  /** The status the list shows, '' for all: its card is marked as chosen. */
  status: string;
  onStatusChange: (status: string) => void;
}

/**
 * Every delivery counted by status, with its share, over all approved requests whatever the list
 * shows. A card filters the list to its status (and back to all when chosen again).
 */
export function DeliveryFigures({ analytics, status, onStatusChange }: DeliveryFiguresProps) {
  const average = analytics.average_delivery_days;
  return (
    <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm">
      {ADMIN_DELIVERY_STATUSES.map((key) => {
        const chosen = status === key;
        const color = DELIVERY_STATUS_COLORS[key];
        return (
          <Card
            key={key}
            component="button"
            type="button"
            withBorder
            radius="md"
            padding="sm"
            aria-pressed={chosen}
            onClick={() => onStatusChange(chosen ? '' : key)}
            style={{
              textAlign: 'left',
              cursor: 'pointer',
              ...(chosen
                ? {
                    borderColor: `var(--mantine-color-${color}-6)`,
                    boxShadow: `inset 0 0 0 1px var(--mantine-color-${color}-6)`,
                  }
                : {}),
            }}
          >
            <Text size="sm" c="gray.7">
              {ADMIN_DELIVERY_STATUS_LABELS[key]}
            </Text>
            <Group gap={6} align="baseline">
              <Text fw={700} size="xl">
                {formatNumber(analytics[key])}
              </Text>
              <Text size="sm" c="gray.7">
                {analytics.percentages[key]}%
              </Text>
            </Group>
            <Progress value={analytics.percentages[key]} color={color} size="sm" mt={6} aria-hidden />
          </Card>
        );
      })}
      <Card withBorder radius="md" padding="sm">
        <Text size="sm" c="gray.7">
          Average days to delivery
        </Text>
        <Text fw={700} size="xl">
          {average === null ? '—' : average.toFixed(1)}
        </Text>
        <Text size="xs" c="gray.7">
          of {formatNumber(analytics.total_deliveries)} deliveries
        </Text>
      </Card>
    </SimpleGrid>
  );
}
