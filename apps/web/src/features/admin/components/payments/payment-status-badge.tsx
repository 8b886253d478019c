import { ADMIN_PAYMENT_STATUS_LABELS, type AdminPaymentStatus } from '@app/shared';
import { Badge } from '@mantine/core';

const COLORS: Record<AdminPaymentStatus, string> = {
  pending: 'yellow',
  processing: 'blue',
  paid: 'green',
  overdue: 'red',
  void: 'gray',
};

/** Darker text than Mantine's light variant gives, so every label passes WCAG AA contrast. */
const TEXT_COLORS: Record<AdminPaymentStatus, string> = {
  pending: 'color-mix(in srgb, var(--mantine-color-yellow-9), black 40%)',
  processing: 'blue.9',
  paid: 'color-mix(in srgb, var(--mantine-color-green-9), black 35%)',
  overdue: 'red.9',
  void: 'gray.8',
};

export function PaymentStatusBadge({ status }: { status: AdminPaymentStatus }) {
  return (
    <Badge
      variant="light"
      color={COLORS[status]}
      c={TEXT_COLORS[status]}
      radius="sm"
      tt="none"
      w="max-content"
      style={{ flexShrink: 0 }}
    >
      {ADMIN_PAYMENT_STATUS_LABELS[status]}
    </Badge>
  );
}
