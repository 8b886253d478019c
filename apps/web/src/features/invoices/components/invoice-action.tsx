import type { Invoice } from '@app/shared';
import { Button } from '@mantine/core';
import { IconCheck, IconCreditCard } from '@tabler/icons-react';
import { canPayNow } from '../lib/visible-invoices';
import { invoiceProcessing } from '#src/lib/request-state-labels';

export interface InvoiceActionProps {
  invoice: Invoice;
  loading: boolean;
  disabled: boolean;
  onPay: (invoice: Invoice) => void;
}

/**
 * docs/product.md, Checkout and token purchase: Pay Now for pending or overdue; otherwise a disabled
 * button. An invoice whose checkout is open says Processing rather than Paid, so nobody takes an
 * unfinished payment for a paid one.
 */
export function InvoiceAction({ invoice, loading, disabled, onPay }: InvoiceActionProps) {
  if (canPayNow(invoice)) {
    return (
      <Button
        size="xs"
        leftSection={<IconCreditCard size={14} aria-hidden />}
        loading={loading}
        disabled={disabled}
        onClick={() => onPay(invoice)}
        aria-label={`Pay invoice ${invoice.invoice_number} now`}
      >
        Pay Now
      </Button>
    );
  }
  const processing = invoiceProcessing(invoice.status);
  return (
    <Button
      size="xs"
      variant="default"
      disabled
      leftSection={processing ? undefined : <IconCheck size={14} aria-hidden />}
    >
      {processing ? 'Processing' : 'Paid'}
    </Button>
  );
}
