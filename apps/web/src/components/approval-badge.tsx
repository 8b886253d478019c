import type { ApprovalStatus } from '@app/shared';
import { Badge } from '@mantine/core';
import { STATUS_COLORS } from '../config/theme';

/** Darker text than Mantine's light variant gives, so the label passes WCAG AA contrast. */
const TEXT_COLORS: Record<ApprovalStatus, string> = {
  pending: 'color-mix(in srgb, var(--mantine-color-yellow-9), black 40%)',
  approved: 'blue.9',
  rejected: 'red.9',
};

export interface ApprovalBadgeProps {
  status: ApprovalStatus;
}

export function ApprovalBadge({ status }: ApprovalBadgeProps) {
  return (
    <Badge
      color={STATUS_COLORS[status] ?? 'gray'}
      variant="light"
      radius="sm"
      tt="capitalize"
      c={TEXT_COLORS[status]}
      w="max-content"
    >
      {status}
    </Badge>
  );
}
