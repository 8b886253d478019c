import type { NonprofitRequest } from '@app/shared';
import { Button, SegmentedControl, Stack, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBuildingStore, IconClipboardList } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
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
  NonprofitRequestCard as RequestCard,
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
import { ChooseDeliveryMethodModal } from '#src/features/delivery';

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
  const openCancel = (request: NonprofitRequest) => {
    setDetailsId(null);
    setCancelling(request);
  };
  // Dialogs opened from the details dialog replace it, so only one modal is ever open.
  const openChooseDelivery = (request: NonprofitRequest) => {
    setDetailsId(null);
    setChoosingId(request.id);
  };
  const showBatches = view === 'batches' && batches.length > 0;

  return (
    <Stack gap="md">
      <VisuallyHidden component="h2">Your requests</VisuallyHidden>
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
              request={request}
              onOpenDetails={(open) => setDetailsId(open.id)}
              onCancel={openCancel}
              onChooseDelivery={openChooseDelivery}
            />
          )}
        />
      )}
      <RequestDetailsModal
        request={details}
        onClose={() => setDetailsId(null)}
        onCancel={openCancel}
        onChooseDelivery={openChooseDelivery}
      />
      <ChooseDeliveryMethodModal request={choosing} nonprofitId={nonprofitId} onClose={() => setChoosingId(null)} />
      <CancelRequestModal
        request={cancelling}
        loading={cancelMutation.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={(request) => void confirmCancel(request)}
      />
    </Stack>
  );
}
