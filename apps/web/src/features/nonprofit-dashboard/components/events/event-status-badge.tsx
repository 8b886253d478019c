import type { EventStatus } from '@app/shared';
import { Badge } from '@mantine/core';

const LABELS: Record<EventStatus, string> = { upcoming: 'Upcoming', past: 'Past' };

export function EventStatusBadge({ status }: { status: EventStatus }) {
  return (
    <Badge
      variant="light"
      color={status === 'upcoming' ? 'teal' : 'gray'}
      c={status === 'upcoming' ? 'teal.9' : 'gray.8'}
    >
      {LABELS[status]}
    </Badge>
  );
}
