import type { PaymentStatus } from '@app/shared';
import { Badge } from '@mantine/core';

/** docs/product.md, Checkout and token purchase: paid green, pending yellow, overdue red, processing blue. */
const COLORS: Record<PaymentStatus, string> = { paid: 'green', pending: 'yellow', overdue: 'red', processing: 'blue' };

/** Darker text than Mantine's light variant gives, so each label passes WCAG AA contrast. */
const TEXT_COLORS: Record<PaymentStatus, string> = {
  paid: 'color-mix(in srgb, var(--mantine-color-green-9), black 30%)',
  pending: 'color-mix(in srgb, var(--mantine-color-yellow-9), black 40%)',
  overdue: 'red.9',
  processing: 'blue.9',
};

export const INVOICE_STATUS_LABELS: Record<PaymentStatus, string> = {
  paid: 'Paid',
  pending: 'Pending',
  overdue: 'Overdue',
  processing: 'Processing',
};

export interface InvoiceStatusBadgeProps {
  status: PaymentStatus;
}

export function InvoiceStatusBadge({ status }: InvoiceStatusBadgeProps) {
  return (
    <Badge
      color={COLORS[status]}
      c={TEXT_COLORS[status]}
      variant="light"
      radius="sm"
      tt="none"
      w="max-content"
      style={{ flexShrink: 0 }}
    >
      {INVOICE_STATUS_LABELS[status]}
    </Badge>
  );
}
