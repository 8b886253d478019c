import type { DeclineReason, RequestStatus } from '@app/shared';
import { Badge } from '@mantine/core';
import { STATUS_COLORS } from '#src/config/theme';

/** Darker text than Mantine's light variant gives, so the label passes WCAG AA contrast. */
const TEXT_COLORS: Record<RequestStatus, string> = {
  pending: 'color-mix(in srgb, var(--mantine-color-yellow-9), black 40%)',
  approved: 'blue.9',
  declined: 'red.9',
  completed: 'grape.9',
  cancelled: 'gray.8',
};

const LABELS: Record<RequestStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** A decline by the response deadline reads differently from the donor's own decline. */
export function requestStatusLabel(status: RequestStatus, declineReason: DeclineReason | null): string {
  return status === 'declined' && declineReason === 'expired' ? 'Declined (expired)' : LABELS[status];
}

export interface RequestStatusBadgeProps {
  status: RequestStatus;
  declineReason?: DeclineReason | null;
}

export function RequestStatusBadge({ status, declineReason = null }: RequestStatusBadgeProps) {
  return (
    <Badge
      color={STATUS_COLORS[status] ?? 'gray'}
      variant="light"
      radius="sm"
      tt="none"
      c={TEXT_COLORS[status]}
      w="max-content"
      style={{ flexShrink: 0 }}
    >
      {requestStatusLabel(status, declineReason)}
    </Badge>
  );
}
