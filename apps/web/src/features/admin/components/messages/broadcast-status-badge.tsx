import { BROADCAST_STATUS_LABELS, type BroadcastStatus } from '@app/shared';
import { Badge } from '@mantine/core';

const COLORS: Record<BroadcastStatus, string> = { scheduled: 'blue', live: 'green', expired: 'gray' };

/** Scheduled, Live or Expired, in colours that keep AA contrast (dark text on a light badge). */
export function BroadcastStatusBadge({ status }: { status: BroadcastStatus }) {
  return (
    <Badge variant="light" color={COLORS[status]} c={`${COLORS[status]}.9`}>
      {BROADCAST_STATUS_LABELS[status]}
    </Badge>
  );
}
