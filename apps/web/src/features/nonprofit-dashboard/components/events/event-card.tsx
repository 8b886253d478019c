import { EVENT_TYPE_LABELS, type NonprofitEvent } from '@app/shared';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconPencil, IconTrash } from '@tabler/icons-react';
import { formatDateTime, formatWholeDollars } from '#src/lib/format';
import { EventStatusBadge } from './event-status-badge';

export interface EventCardProps {
  event: NonprofitEvent;
  onEdit: (event: NonprofitEvent) => void;
  onDelete: (event: NonprofitEvent) => void;
  onAnalytics: (event: NonprofitEvent) => void;
}

export function EventCard({ event, onEdit, onDelete, onAnalytics }: EventCardProps) {
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={`event-${event.id}-name`}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} miw={0}>
            <Title order={3} size="h5" id={`event-${event.id}-name`} style={{ overflowWrap: 'anywhere' }}>
              {event.name}
            </Title>
            <Text size="sm" c="dimmed">
              {EVENT_TYPE_LABELS[event.event_type]}
            </Text>
          </Stack>
          <EventStatusBadge status={event.status} />
        </Group>
        <Stack gap={4}>
          <Text size="sm">
            <Text span fw={600}>
              When:{' '}
            </Text>
            {formatDateTime(event.event_date)}
          </Text>
          {event.location && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Text span fw={600}>
                Where:{' '}
              </Text>
              {event.location}
            </Text>
          )}
          <Text size="sm">
            <Text span fw={600}>
              Goal:{' '}
            </Text>
            {event.fundraising_goal === null ? 'None set' : formatWholeDollars(event.fundraising_goal)}
          </Text>
        </Stack>
        {event.description && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {event.description}
          </Text>
        )}
        <Group gap="xs" mt="auto">
          <Button
            size="xs"
            leftSection={<IconChartBar size={14} aria-hidden />}
            onClick={() => onAnalytics(event)}
            aria-label={`Analytics for ${event.name}`}
          >
            Analytics
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={() => onEdit(event)}
            aria-label={`Edit ${event.name}`}
          >
            Edit
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => onDelete(event)}
            aria-label={`Delete ${event.name}`}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
