import type { EventStatus } from '@app/shared';
import { Badge } from '@mantine/core';

const LABELS: Record<EventStatus, string> = { upcoming: 'Upcoming', past: 'Past' };

export function EventStatusBadge({ status }: { status: EventStatus }) {
  const upcoming = status === 'upcoming';
  return (
    // Filled teal for what is ahead, light grey for what has passed: both labels pass WCAG AA contrast.
    <Badge
      variant={upcoming ? 'filled' : 'light'}
      color={upcoming ? 'teal.9' : 'gray'}
      c={upcoming ? 'white' : 'gray.8'}
      radius="sm"
      tt="none"
      style={{ flexShrink: 0 }}
    >
      {LABELS[status]}
    </Badge>
  );
}
