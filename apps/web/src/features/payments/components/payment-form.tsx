import { PAYMENT_MESSAGES, type Invoice } from '@app/shared';
import { Button, Grid, Group, Skeleton, Stack } from '@mantine/core';
import { IconBuildingStore, IconReceipt } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { nonprofitTabPath, paths } from '../../../lib/paths';
import { LoadErrorAlert } from '../../../components/dashboard-shell/load-error-alert';
import { TabEmptyState } from '../../../components/dashboard-shell/tab-empty-state';
import { errorMessage } from '../../../lib/api-client';
import { useInvoices } from '../../../lib/invoices';
import { visibleInvoices } from '../../../lib/visible-invoices';
import { checkoutErrorMessage, useCreateCheckoutSession } from '../api/create-checkout-session';
import { payableInvoices, summarize } from '../lib/selection';
import { PayableList } from './payable-list';
import { PaymentSummary } from './payment-summary';

export interface PaymentFormProps {
  nonprofitId: number;
}

/** The nonprofit's unpaid invoices with a selection, the summary and the Pay button (seed 000 s2, s5). */
export function PaymentForm({ nonprofitId }: PaymentFormProps) {
  const query = useInvoices(nonprofitId, 'all');
  const checkout = useCreateCheckoutSession();
  // Everything starts selected; the nonprofit unticks what it wants to leave for later.
  const [unselected, setUnselected] = useState<ReadonlySet<number>>(new Set());
  const [validation, setValidation] = useState<string | null>(null);

  const invoices = useMemo(
    () => payableInvoices(visibleInvoices(query.data?.payments ?? [], nonprofitId)),
    [query.data, nonprofitId],
  );
  const isSelected = (invoice: Invoice) => !unselected.has(invoice.id);
  const selected = invoices.filter(isSelected);
  const summary = summarize(selected);

  if (query.isPending) {
    return (
      <Grid gap="lg" aria-busy="true" aria-label="Loading payments">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm">
            {[0, 1].map((key) => (
              <Skeleton key={key} h={150} radius="md" />
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton h={280} radius="md" />
        </Grid.Col>
      </Grid>
    );
  }
  if (query.isError) {
    return (
      <LoadErrorAlert title="Payments could not be loaded" onRetry={() => void query.refetch()}>
        {errorMessage(query.error, 'Please try again.')}
      </LoadErrorAlert>
    );
  }
  if (invoices.length === 0) {
    return (
      <TabEmptyState
        icon={<IconReceipt />}
        title="Nothing to pay right now"
        description="When a donor approves one of your requests, its platform fee and any shipping cost appear here for payment."
        actions={
          <Group justify="center">
            <Button component={Link} to={paths.marketplace} leftSection={<IconBuildingStore size={18} />}>
              Browse the Marketplace
            </Button>
            <Button component={Link} to={nonprofitTabPath('payments')} variant="default">
              Payment history
            </Button>
          </Group>
        }
      />
    );
  }

  const toggle = (invoice: Invoice) => {
    setValidation(null);
    setUnselected((current) => {
      const next = new Set(current);
      if (next.has(invoice.id)) next.delete(invoice.id);
      else next.add(invoice.id);
      return next;
    });
  };
  const toggleAll = (select: boolean) => {
    setValidation(null);
    setUnselected(select ? new Set() : new Set(invoices.map((invoice) => invoice.id)));
  };
  const pay = () => {
    if (summary.count === 0) {
      setValidation(PAYMENT_MESSAGES.selectAtLeastOne);
      return;
    }
    setValidation(null);
    checkout.mutate({ requestIds: summary.requestIds, userId: nonprofitId });
  };
  const error = validation ?? (checkout.isError ? checkoutErrorMessage(checkout.error) : null);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <PayableList invoices={invoices} isSelected={isSelected} onToggle={toggle} onToggleAll={toggleAll} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <PaymentSummary summary={summary} error={error} busy={checkout.isPending || checkout.isSuccess} onPay={pay} />
      </Grid.Col>
    </Grid>
  );
}
