import type { ItemStatus } from '@app/shared';
import { Badge } from '@mantine/core';
import { LISTING_STATUS_COLORS, LISTING_STATUS_LABELS } from './listing-status';

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

export function ListingStatusBadge({ status }: { status: ItemStatus }) {
  return (
    <Badge
      color={LISTING_STATUS_COLORS[status]}
      variant="light"
      radius="sm"
      tt="none"
      c={TEXT_COLORS[status]}
      style={{ flexShrink: 0 }}
    >
      {LISTING_STATUS_LABELS[status]}
    </Badge>
  );
}
