import { DELIVERY_MESSAGES, PAYMENT_MESSAGES, type DeliveryMethod, type Invoice } from '@app/shared';
import { Button, Grid, Group, Skeleton, Stack } from '@mantine/core';
import { IconBuildingStore, IconReceipt } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { nonprofitTabPath, paths } from '#src/lib/paths';
import { LoadErrorAlert } from '#src/components/dashboard-shell/load-error-alert';
import { TabEmptyState } from '#src/components/dashboard-shell/tab-empty-state';
import { useSetDeliveryMethod } from '#src/features/delivery';
import { ApiError, errorMessage } from '#src/lib/api-client';
import { useInvoices } from '../api/get-invoices';
import { visibleInvoices } from '../lib/visible-invoices';
import { checkoutErrorMessage, useCreateCheckoutSession } from '../api/create-checkout-session';
import {
  chooseMethodFirstMessage,
  payableInvoices,
  preselectedInvoiceIds,
  summarize,
  withoutDeliveryMethod,
} from '../lib/selection';
import { PayableList } from './payable-list';
import { PaymentSummary } from './payment-summary';

export interface PaymentFormProps {
  nonprofitId: number;
}

/** The nonprofit's unpaid invoices, a selection, the summary and Pay (docs/product.md, Invoices and fees). */
export function PaymentForm({ nonprofitId }: PaymentFormProps) {
  const query = useInvoices(nonprofitId, 'all');
  const checkout = useCreateCheckoutSession();
  const saveMethod = useSetDeliveryMethod();
  const [search] = useSearchParams();
  // Until the nonprofit ticks or unticks anything, only the invoice its Pay link named is selected.
  const [picked, setPicked] = useState<ReadonlySet<number> | null>(null);
  const [validation, setValidation] = useState<string | null>(null);
  const [savingMethodOf, setSavingMethodOf] = useState<number | null>(null);
  const [methodErrors, setMethodErrors] = useState<Readonly<Record<number, string>>>({});

  const invoices = useMemo(
    () => payableInvoices(visibleInvoices(query.data?.payments ?? [], nonprofitId)),
    [query.data, nonprofitId],
  );
  const selectedIds = picked ?? preselectedInvoiceIds(invoices, search);
  const isSelected = (invoice: Invoice) => selectedIds.has(invoice.id);
  const selected = invoices.filter(isSelected);
  const summary = summarize(selected);

  if (query.isPending) {
    return (
      <Grid gap="lg" role="status" aria-busy="true" aria-label="Loading payments">
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
    const next = new Set(selectedIds);
    if (next.has(invoice.id)) next.delete(invoice.id);
    else next.add(invoice.id);
    setPicked(next);
  };
  const toggleAll = (select: boolean) => {
    setValidation(null);
    setPicked(select ? new Set(invoices.map((invoice) => invoice.id)) : new Set());
  };
  // Saved at once and the list fetched again, so the row and the summary show the logistics line
  // the method implies before anything is paid.
  const chooseMethod = async (invoice: Invoice, method: DeliveryMethod) => {
    setValidation(null);
    setMethodErrors((current) => {
      const next = { ...current };
      delete next[invoice.id];
      return next;
    });
    setSavingMethodOf(invoice.id);
    try {
      await saveMethod.mutateAsync({ requestId: invoice.request_id, nonprofitId, method });
    } catch (failure) {
      const message =
        failure instanceof ApiError && failure.detail ? failure.message : DELIVERY_MESSAGES.deliveryMethodFailed;
      setMethodErrors((current) => ({ ...current, [invoice.id]: message }));
    } finally {
      setSavingMethodOf(null);
    }
  };
  const pay = () => {
    if (summary.count === 0) {
      setValidation(PAYMENT_MESSAGES.selectAtLeastOne);
      return;
    }
    const unchosen = withoutDeliveryMethod(selected);
    if (unchosen.length > 0) {
      setValidation(chooseMethodFirstMessage(unchosen));
      return;
    }
    setValidation(null);
    checkout.mutate({ requestIds: summary.requestIds, userId: nonprofitId });
  };
  const error = validation ?? (checkout.isError ? checkoutErrorMessage(checkout.error) : null);
  const methodChoice = (invoice: Invoice) => ({
    saving: savingMethodOf === invoice.id,
    error: methodErrors[invoice.id] ?? null,
    onChoose: (method: DeliveryMethod) => void chooseMethod(invoice, method),
  });

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <PayableList
          invoices={invoices}
          isSelected={isSelected}
          onToggle={toggle}
          onToggleAll={toggleAll}
          methodChoice={methodChoice}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <PaymentSummary
          summary={summary}
          error={error}
          busy={checkout.isPending || checkout.isSuccess}
          // A method being saved changes the total: nobody pays the figure from before it.
          disabled={savingMethodOf !== null || query.isFetching}
          onPay={pay}
        />
      </Grid.Col>
    </Grid>
  );
}
