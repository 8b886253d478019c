import { ADMIN_DELIVERY_STATUS_LABELS, type AdminDeliveryStatus } from '@app/shared';
import { Badge } from '@mantine/core';

export const DELIVERY_STATUS_COLORS: Record<AdminDeliveryStatus, string> = {
  pending: 'gray',
  in_transit: 'blue',
  delivered: 'green',
  issue: 'red',
};

/** Darker text than Mantine's light variant gives, so every label passes WCAG AA contrast. */
const TEXT_COLORS: Record<AdminDeliveryStatus, string> = {
  pending: 'gray.8',
  in_transit: 'blue.9',
  delivered: 'color-mix(in srgb, var(--mantine-color-green-9), black 35%)',
  issue: 'red.9',
};

export function DeliveryStatusBadge({ status }: { status: AdminDeliveryStatus }) {
  return (
    <Badge
      variant="light"
      color={DELIVERY_STATUS_COLORS[status]}
      c={TEXT_COLORS[status]}
      radius="sm"
      tt="none"
      w="max-content"
      style={{ flexShrink: 0 }}
    >
      {ADMIN_DELIVERY_STATUS_LABELS[status]}
    </Badge>
  );
}
