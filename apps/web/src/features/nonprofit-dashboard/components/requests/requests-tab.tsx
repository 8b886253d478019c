import type { NonprofitRequest } from '@app/shared';
import { Button, SegmentedControl, Stack, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBuildingStore, IconClipboardList } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '#src/lib/paths';
import { TabEmptyState } from '#src/components/dashboard-shell/tab-empty-state';
import { errorMessage } from '#src/lib/api-client';
import {
  NONPROFIT_ALWAYS_SHOWN_STATUSES as ALWAYS_SHOWN_STATUSES,
  BatchCard,
  CancelRequestModal,
  countByStatus,
  NONPROFIT_DEFAULT_FILTERS as DEFAULT_FILTERS,
  filterBatches,
  filterNonprofitRequests,
  type NonprofitRequestFilters,
  RequestCard,
  type RequestIntent,
  NonprofitRequestDetailsModal as RequestDetailsModal,
  RequestList,
  RequestsFilterBar,
  RequestsTabLoadError,
  RequestsTabLoading,
  NONPROFIT_SEARCH_PLACEHOLDER as SEARCH_PLACEHOLDER,
  useCancelRequest,
  useDetailsParam,
} from '#src/features/requests';
import { useNonprofitDashboard } from '#src/features/nonprofit-dashboard/api/get-nonprofit-dashboard';
import { ChooseDeliveryMethodModal, signedInConfirmPath, useCoordinatePickup } from '#src/features/delivery';
import {
  AcknowledgementsToSignCard,
  checkoutErrorMessage,
  SignAcknowledgementDialog,
  useCreateCheckoutSession,
} from '#src/features/invoices';
import { useCurrentUser } from '#src/lib/session/use-current-user';

type View = 'requests' | 'batches';

export interface RequestsTabProps {
  nonprofitId: number;
}

/** Every request the nonprofit made, batches as groups, details and cancel. */
export function RequestsTab({ nonprofitId }: RequestsTabProps) {
  const query = useNonprofitDashboard(nonprofitId);
  const cancelMutation = useCancelRequest(nonprofitId);
  const [filters, setFilters] = useState<NonprofitRequestFilters>(DEFAULT_FILTERS);
  const [view, setView] = useState<View>('requests');
  const [cancelling, setCancelling] = useState<NonprofitRequest | null>(null);
  const [choosingId, setChoosingId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<NonprofitRequest | null>(null);
  const { data: user } = useCurrentUser();
  const organization = user?.organization_name ?? user?.name ?? 'your organization';
  const [busy, setBusy] = useState<{ id: number; intent: RequestIntent } | null>(null);
  const checkout = useCreateCheckoutSession();
  const pickup = useCoordinatePickup(nonprofitId);
  const navigate = useNavigate();
  const [detailsId, setDetailsId] = useDetailsParam();

  const requests = useMemo(() => query.data?.requests ?? [], [query.data]);
  const batches = useMemo(() => query.data?.batches ?? [], [query.data]);
  const filtered = useMemo(() => filterNonprofitRequests(requests, filters), [requests, filters]);
  const filteredBatches = useMemo(() => filterBatches(batches, filters), [batches, filters]);
  const counts = useMemo(() => countByStatus(requests), [requests]);
  const byId = useMemo(() => new Map(requests.map((request) => [request.id, request])), [requests]);
  // Looked up by id so the dialog shows the fresh status after a refetch.
  const details = detailsId === null ? null : (byId.get(detailsId) ?? null);
  const choosing = choosingId === null ? null : (byId.get(choosingId) ?? null);
  const choosingInvoice = choosing
    ? query.data?.payments.find((invoice) => invoice.request_id === choosing.id)
    : undefined;

  if (query.isPending) return <RequestsTabLoading cardHeight={160} />;
  if (query.isError) return <RequestsTabLoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (requests.length === 0) {
    return (
      <TabEmptyState
        icon={<IconClipboardList />}
        title="No requests yet"
        description="Every item you request will appear here with its status, delivery progress and details, and you can search, filter and sort them."
        actions={
          <Button component={Link} to={paths.marketplace} leftSection={<IconBuildingStore size={18} />}>
            Browse the Marketplace
          </Button>
        }
      />
    );
  }

  const confirmCancel = async (request: NonprofitRequest) => {
    try {
      const result = await cancelMutation.mutateAsync({ requestId: request.id, nonprofitId });
      notifications.show({ color: 'green', message: result.message });
      setCancelling(null);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Error cancelling request',
        message: errorMessage(error, 'Please try again.'),
      });
    }
  };
  /** Runs a command that needs no dialog, with the button busy meanwhile and a toast if it fails. */
  const run = async (id: number, intent: RequestIntent, call: () => Promise<unknown>, failure: string) => {
    setBusy({ id, intent });
    try {
      await call();
    } catch (error) {
      notifications.show({ color: 'red', title: failure, message: errorMessage(error, 'Please try again.') });
    } finally {
      setBusy(null);
    }
  };
  // Every button comes from the request's `actions`. Dialogs opened from the details dialog
  // replace it, so only one modal is ever open.
  const onAction = (id: number, intent: RequestIntent) => {
    const request = byId.get(id);
    if (!request) return;
    setDetailsId(null);
    switch (intent) {
      case 'cancel':
        setCancelling(request);
        break;
      case 'choose-method':
        setChoosingId(id);
        break;
      case 'start-checkout':
        // Off to the checkout page; the same lines and total are shown there.
        setBusy({ id, intent });
        checkout.mutate(
          { requestIds: [id], userId: nonprofitId },
          {
            onError: (error) => {
              setBusy(null);
              notifications.show({ color: 'red', title: 'Payment not started', message: checkoutErrorMessage(error) });
            },
          },
        );
        break;
      case 'coordinate-pickup':
        void run(id, intent, () => pickup.mutateAsync(id), 'The pickup details could not be sent');
        break;
      case 'confirm-received':
        // Received is confirmed and signed in one step (docs/product.md, Acknowledgement letters).
        setConfirming(request);
        break;
      case 'confirm-not-received':
        void navigate(signedInConfirmPath(String(id), 'not_received'));
        break;
      default:
        break;
    }
  };
  const busyFor = (id: number) => (busy?.id === id ? busy.intent : null);
  const showBatches = view === 'batches' && batches.length > 0;

  return (
    <Stack gap="md">
      <VisuallyHidden component="h2">Your requests</VisuallyHidden>
      <AcknowledgementsToSignCard organization={organization} />
      <RequestsFilterBar
        filters={filters}
        counts={counts}
        total={requests.length}
        searchPlaceholder={SEARCH_PLACEHOLDER}
        alwaysShown={ALWAYS_SHOWN_STATUSES}
        onChange={(patch) => setFilters((current) => ({ ...current, ...patch }))}
      />
      {batches.length > 0 && (
        <SegmentedControl
          aria-label="Show requests or batches"
          value={view}
          onChange={(value) => setView(value as View)}
          data={[
            { value: 'requests', label: `All requests (${requests.length})` },
            { value: 'batches', label: `Batches (${batches.length})` },
          ]}
          w={{ base: '100%', xs: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      {showBatches ? (
        <RequestList
          key={`batches|${JSON.stringify(filters)}`}
          items={filteredBatches}
          noun={['batch', 'batches']}
          total={batches.length}
          onClearFilters={() => setFilters(DEFAULT_FILTERS)}
          renderItem={(batch) => (
            <BatchCard
              key={batch.batch_id}
              batch={batch}
              hasRequest={(id) => byId.has(id)}
              onOpenRequest={setDetailsId}
            />
          )}
        />
      ) : (
        <RequestList
          key={`requests|${JSON.stringify(filters)}`}
          items={filtered}
          noun={['request', 'requests']}
          total={requests.length}
          onClearFilters={() => setFilters(DEFAULT_FILTERS)}
          renderItem={(request) => (
            <RequestCard
              key={request.id}
              viewer="nonprofit"
              request={request}
              busy={busyFor(request.id)}
              onOpenDetails={setDetailsId}
              onAction={onAction}
            />
          )}
        />
      )}
      <RequestDetailsModal
        request={details}
        busy={details ? busyFor(details.id) : null}
        onAction={onAction}
        onClose={() => setDetailsId(null)}
      />
      <ChooseDeliveryMethodModal
        request={choosing}
        invoiceTotal={choosingInvoice?.amount ?? null}
        nonprofitId={nonprofitId}
        onClose={() => setChoosingId(null)}
      />
      <SignAcknowledgementDialog
        target={
          confirming && {
            requestId: confirming.id,
            itemTitle: confirming.item_title,
            quantity: confirming.quantity_requested,
            intendedUse: confirming.intended_use,
          }
        }
        mode="confirm"
        organization={organization}
        onClose={() => setConfirming(null)}
      />
      <CancelRequestModal
        request={cancelling}
        loading={cancelMutation.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={(request) => void confirmCancel(request)}
      />
    </Stack>
  );
}
