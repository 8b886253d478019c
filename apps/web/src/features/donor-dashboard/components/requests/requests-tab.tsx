import { MESSAGE_SENT, type DonorRequest } from '@app/shared';
import { Stack, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInbox } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { TabEmptyState } from '#src/components/dashboard-shell/tab-empty-state';
import { errorMessage } from '#src/lib/api-client';
import { useDonorDashboard } from '#src/features/donor-dashboard/api/get-donor-dashboard';
import { useSendRequestMessage } from '#src/features/donor-dashboard/api/send-message';
import {
  DONOR_ALWAYS_SHOWN_STATUSES as ALWAYS_SHOWN_STATUSES,
  countByStatus,
  DecisionModal,
  DONOR_DEFAULT_FILTERS as DEFAULT_FILTERS,
  type DonorRequestFilters,
  filterDonorRequests,
  MessageModal,
  RequestCard,
  type RequestIntent,
  DonorRequestDetailsModal as RequestDetailsModal,
  RequestList,
  RequestsFilterBar,
  RequestsTabLoadError,
  RequestsTabLoading,
  DONOR_SEARCH_PLACEHOLDER as SEARCH_PLACEHOLDER,
  useDetailsParam,
  useRequestDecision,
} from '#src/features/requests';
import { MarkSentModal } from '#src/features/delivery';
import { awaitingDecision } from '#src/lib/request-state-labels';

export interface RequestsTabProps {
  donorId: number;
}

/** The donor's incoming requests, with decisions, messages and details. */
export function RequestsTab({ donorId }: RequestsTabProps) {
  const query = useDonorDashboard(donorId);
  const { respond, busyActionFor, isBusy } = useRequestDecision(donorId);
  const sendMutation = useSendRequestMessage(donorId);
  const [filters, setFilters] = useState<DonorRequestFilters>(DEFAULT_FILTERS);
  const [decidingId, setDecidingId] = useState<number | null>(null);
  const [messaging, setMessaging] = useState<DonorRequest | null>(null);
  const [markingSentId, setMarkingSentId] = useState<number | null>(null);
  const [detailsId, setDetailsId] = useDetailsParam();

  const requests = useMemo(() => query.data?.incoming_requests ?? [], [query.data]);
  const filtered = useMemo(() => filterDonorRequests(requests, filters), [requests, filters]);
  const counts = useMemo(() => countByStatus(requests), [requests]);
  // Looked up by id so each dialog shows the fresh state after an action refetches the list.
  const byId = useMemo(() => new Map(requests.map((request) => [request.id, request])), [requests]);
  const find = (id: number | null) => (id === null ? null : (byId.get(id) ?? null));
  const details = find(detailsId);

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
      await sendMutation.mutateAsync({ requestId: request.id, message });
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

  // Dialogs opened from the details dialog replace it, so only one modal is ever open. Every
  // button comes from the request's `actions`: approve and decline open the decision dialog.
  const onAction = (id: number, intent: RequestIntent) => {
    setDetailsId(null);
    if (intent === 'decide' || intent === 'approve' || intent === 'decline') setDecidingId(id);
    else if (intent === 'mark-sent') setMarkingSentId(id);
  };
  const busyFor = (id: number): RequestIntent | null => (busyActionFor(id) ? 'decide' : null);

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
            viewer="donor"
            request={request}
            busy={busyFor(request.id)}
            onOpenDetails={setDetailsId}
            onAction={onAction}
          />
        )}
      />
      <RequestDetailsModal
        request={details}
        busy={details ? busyFor(details.id) : null}
        onAction={onAction}
        onMessage={(request) => {
          setDetailsId(null);
          setMessaging(request);
        }}
        onClose={() => setDetailsId(null)}
      />
      <DecisionModal
        request={find(decidingId)}
        loading={isBusy}
        onClose={() => setDecidingId(null)}
        onConfirm={(request, action) => respond(request, action, awaitingDecision(request.state) ? 'first' : 'edit')}
      />
      <MarkSentModal request={find(markingSentId)} donorId={donorId} onClose={() => setMarkingSentId(null)} />
      <MessageModal
        request={messaging}
        loading={sendMutation.isPending}
        onClose={() => setMessaging(null)}
        onSend={sendMessage}
      />
    </Stack>
  );
}
