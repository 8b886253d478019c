import { PAYMENT_MESSAGES, type Invoice } from '@app/shared';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCreditCard, IconReceipt } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths, paymentPathFor } from '#src/lib/paths';
import { LoadErrorAlert } from '#src/components/dashboard-shell/load-error-alert';
import { TabEmptyState } from '#src/components/dashboard-shell/tab-empty-state';
import {
  INVOICE_STATUS_LABELS,
  type InvoiceStatusFilter,
  InvoiceTable,
  PaymentTotals,
  StatusFilter,
  useInvoices,
  usePayInvoice,
  visibleInvoices,
} from '#src/features/invoices';
import { errorMessage } from '#src/lib/api-client';
import { useReviewAndPay } from './review-and-pay';

export interface PaymentsTabProps {
  nonprofitId: number;
}

/** The Payments tab: totals, a status filter and the invoice list with Pay Now. */
export function PaymentsTab({ nonprofitId }: PaymentsTabProps) {
  const [status, setStatus] = useState<InvoiceStatusFilter>('all');
  const query = useInvoices(nonprofitId, status);
  const pay = usePayInvoice();
  const navigate = useNavigate();
  const invoices = useMemo(() => visibleInvoices(query.data?.payments ?? [], nonprofitId), [query.data, nonprofitId]);
  // After a successful call the browser is leaving for the checkout page: keep that button busy.
  const payingId = pay.isPending || pay.isSuccess ? (pay.variables?.paymentId ?? null) : null;
  useReviewAndPay(
    query.isPending || query.isPlaceholderData ? undefined : invoices,
    useCallback(() => setStatus('all'), []),
  );

  if (query.isPending) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading payments">
        <Skeleton h={96} radius="md" />
        <Skeleton h={36} w={360} />
        <Skeleton h={220} radius="md" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <LoadErrorAlert title="Payments could not be loaded" onRetry={() => void query.refetch()}>
        {errorMessage(query.error, 'Please try again.')}
      </LoadErrorAlert>
    );
  }

  const { totals } = query.data;
  if (status === 'all' && invoices.length === 0) {
    return (
      <TabEmptyState
        icon={<IconReceipt />}
        title="No invoices yet"
        description="When a donor approves a request, its invoice (platform fee and any shipping) appears here with your totals and a Pay Now button."
      />
    );
  }

  const payNow = (invoice: Invoice) => {
    // Without a delivery method the amount is not final (shipping adds a fee): /payment asks for it
    // first and shows the total that will be charged.
    if (!invoice.delivery_method) {
      void navigate(paymentPathFor(invoice.id));
      return;
    }
    pay.mutate(
      { paymentId: invoice.id, nonprofitId },
      { onError: () => notifications.show({ color: 'red', message: PAYMENT_MESSAGES.invoicePayFailed }) },
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} size="h4">
          Payments
        </Title>
        {totals.pending_count + totals.overdue_count > 0 && (
          <Button
            component={Link}
            to={paths.payment}
            variant="outline"
            leftSection={<IconCreditCard size={16} aria-hidden />}
          >
            Pay several at once
          </Button>
        )}
      </Group>
      <PaymentTotals totals={totals} />
      <StatusFilter value={status} onChange={setStatus} />
      {invoices.length === 0 ? (
        <Text c="dimmed" py="lg" ta="center" role="status">
          No {INVOICE_STATUS_LABELS[status as Exclude<InvoiceStatusFilter, 'all'>].toLowerCase()} invoices.
        </Text>
      ) : (
        <div aria-busy={query.isPlaceholderData || undefined} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          <InvoiceTable invoices={invoices} payingId={payingId} onPay={payNow} />
        </div>
      )}
      <Text size="xs" c="dimmed">
        Dates are shown in your time zone. Paying on or before an event&apos;s date keeps the lower upfront platform
        fee.
      </Text>
    </Stack>
  );
}
