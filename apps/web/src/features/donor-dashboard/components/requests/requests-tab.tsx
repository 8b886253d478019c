import { MESSAGE_SENT, type DonorRequest } from '@app/shared';
import { Stack, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInbox } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { TabEmptyState } from '#src/components/dashboard-shell/tab-empty-state';
import { errorMessage } from '#src/lib/api-client';
import { useDonorDashboard } from '#src/features/donor-dashboard/api/get-donor-dashboard';
import { useSendMessage } from '#src/features/donor-dashboard/api/send-message';
import {
  DONOR_ALWAYS_SHOWN_STATUSES as ALWAYS_SHOWN_STATUSES,
  countByStatus,
  DeclineConfirmModal,
  DONOR_DEFAULT_FILTERS as DEFAULT_FILTERS,
  type DonorRequestFilters,
  EditDecisionModal,
  filterDonorRequests,
  MessageModal,
  DonorRequestCard as RequestCard,
  DonorRequestDetailsModal as RequestDetailsModal,
  RequestList,
  RequestsFilterBar,
  RequestsTabLoadError,
  RequestsTabLoading,
  DONOR_SEARCH_PLACEHOLDER as SEARCH_PLACEHOLDER,
  useDetailsParam,
  useRequestDecision,
} from '#src/features/requests';
import { MarkSentModal, usePendingDeliveries } from '#src/features/delivery';

export interface RequestsTabProps {
  donorId: number;
}

/** The donor's incoming requests, with decisions, messages and details. */
export function RequestsTab({ donorId }: RequestsTabProps) {
  const query = useDonorDashboard(donorId);
  const { respond, busyActionFor, isBusy } = useRequestDecision(donorId);
  const sendMutation = useSendMessage();
  const [filters, setFilters] = useState<DonorRequestFilters>(DEFAULT_FILTERS);
  const [declining, setDeclining] = useState<DonorRequest | null>(null);
  const [editing, setEditing] = useState<DonorRequest | null>(null);
  const [messaging, setMessaging] = useState<DonorRequest | null>(null);
  const [markingSent, setMarkingSent] = useState<DonorRequest | null>(null);
  const deliveries = usePendingDeliveries(donorId);
  const [detailsId, setDetailsId] = useDetailsParam();

  const requests = useMemo(() => query.data?.incoming_requests ?? [], [query.data]);
  const filtered = useMemo(() => filterDonorRequests(requests, filters), [requests, filters]);
  const counts = useMemo(() => countByStatus(requests), [requests]);
  // Looked up by id so the dialog shows the fresh status after an action refetches the list.
  const details = detailsId === null ? null : (requests.find((request) => request.id === detailsId) ?? null);
  const delivery = deliveries.data?.pending_deliveries.find((entry) => entry.request_id === detailsId);

  if (query.isPending) return <RequestsTabLoading cardHeight={180} />;
  if (query.isError) return <RequestsTabLoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (requests.length === 0) {
    return (
      <TabEmptyState
        icon={<IconInbox />}
        title="No requests yet"
        description="When a nonprofit requests one of your items it appears here with the event, quantity and message, and you can approve or decline it."
      />
    );
  }

  const sendMessage = async (request: DonorRequest, message: string): Promise<boolean> => {
    try {
      await sendMutation.mutateAsync({ recipient_id: request.nonprofit_id, sender_id: donorId, message });
      notifications.show({ color: 'green', message: MESSAGE_SENT });
      return true;
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Error sending message. Please try again.',
        message: errorMessage(error, 'The message was not sent.'),
      });
      return false;
    }
  };

  // Dialogs opened from the details dialog replace it, so only one modal is ever open.
  const openInstead = (open: (request: DonorRequest) => void) => (request: DonorRequest) => {
    setDetailsId(null);
    open(request);
  };
  const handlers = {
    onApprove: (request: DonorRequest) => void respond(request, 'approve', 'first'),
    onDecline: openInstead(setDeclining),
    onEditDecision: openInstead(setEditing),
    onMessage: openInstead(setMessaging),
  };

  return (
    <Stack gap="md">
      <VisuallyHidden component="h2">Incoming requests</VisuallyHidden>
      <RequestsFilterBar
        filters={filters}
        counts={counts}
        total={requests.length}
        searchPlaceholder={SEARCH_PLACEHOLDER}
        alwaysShown={ALWAYS_SHOWN_STATUSES}
        onChange={(patch) => setFilters((current) => ({ ...current, ...patch }))}
      />
      <RequestList
        key={`${filters.status}|${filters.sort}|${filters.search}`}
        items={filtered}
        noun={['request', 'requests']}
        total={requests.length}
        onClearFilters={() => setFilters(DEFAULT_FILTERS)}
        renderItem={(request) => (
          <RequestCard
            key={request.id}
            request={request}
            busyAction={busyActionFor(request.id)}
            onOpenDetails={(open) => setDetailsId(open.id)}
            {...handlers}
          />
        )}
      />
      <RequestDetailsModal
        request={details}
        busyAction={details ? busyActionFor(details.id) : null}
        delivery={delivery}
        onMarkSent={openInstead(setMarkingSent)}
        onClose={() => setDetailsId(null)}
        {...handlers}
      />
      <DeclineConfirmModal
        request={declining}
        loading={isBusy}
        onClose={() => setDeclining(null)}
        onConfirm={async (request) => {
          if (await respond(request, 'decline', 'first')) setDeclining(null);
        }}
      />
      <EditDecisionModal
        request={editing}
        loading={isBusy}
        onClose={() => setEditing(null)}
        onConfirm={(request, action) => respond(request, action, 'edit')}
      />
      <MarkSentModal request={markingSent} donorId={donorId} onClose={() => setMarkingSent(null)} />
      <MessageModal
        request={messaging}
        loading={sendMutation.isPending}
        onClose={() => setMessaging(null)}
        onSend={sendMessage}
      />
    </Stack>
  );
}
