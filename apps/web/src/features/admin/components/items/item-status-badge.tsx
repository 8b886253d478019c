import { ADMIN_ITEM_STATUS_LABELS, type ItemStatus } from '@app/shared';
import { Badge } from '@mantine/core';

const COLORS: Record<ItemStatus, string> = {
  available: 'green',
  requested: 'yellow',
  approved: 'blue',
  completed: 'grape',
  disabled: 'gray',
  pending_review: 'orange',
  rejected: 'red',
};

/** Darker text than Mantine's light variant gives, so every label passes WCAG AA contrast. */
const TEXT_COLORS: Record<ItemStatus, string> = {
  available: 'color-mix(in srgb, var(--mantine-color-green-9), black 35%)',
  requested: 'color-mix(in srgb, var(--mantine-color-yellow-9), black 40%)',
  approved: 'blue.9',
  completed: 'grape.9',
  disabled: 'gray.8',
  pending_review: 'color-mix(in srgb, var(--mantine-color-orange-9), black 40%)',
  rejected: 'red.9',
};

export function ItemStatusBadge({ status }: { status: ItemStatus }) {
  return (
    <Badge
      color={COLORS[status]}
      variant="light"
      radius="sm"
      tt="none"
      c={TEXT_COLORS[status]}
      w="max-content"
      style={{ flexShrink: 0 }}
    >
      {ADMIN_ITEM_STATUS_LABELS[status]}
    </Badge>
  );
}
