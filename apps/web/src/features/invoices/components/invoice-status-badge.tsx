import type { PaymentStatus } from '@app/shared';
import { Badge } from '@mantine/core';
import {
  INVOICE_STATUS_COLORS,
  INVOICE_STATUS_LABELS,
  INVOICE_STATUS_TEXT_COLORS,
} from '#src/lib/request-state-labels';

export { INVOICE_STATUS_LABELS };

export interface InvoiceStatusBadgeProps {
  status: PaymentStatus;
}

export function InvoiceStatusBadge({ status }: InvoiceStatusBadgeProps) {
  return (
    <Badge
      color={INVOICE_STATUS_COLORS[status]}
      c={INVOICE_STATUS_TEXT_COLORS[status]}
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
