import type { DonorRequest } from '@app/shared';
import { Button, Group, Stack } from '@mantine/core';
import { IconMessageCircle, IconTruckDelivery } from '@tabler/icons-react';
import { formatDate, formatDateTime, formatExpiry, formatWholeDollars } from '#src/lib/format';
import type { RespondAction } from '../api/respond-to-request';
import { RequestActions, type RequestActionHandlers } from './request-actions';
import {
  DetailsFact,
  MessageFact,
  RequestDetailsDialog,
  RequestDetailsHeader,
  RequestDetailsList,
} from '../components/request-details-layout';
import { deliveryMoved, deliveryStatusLabel, type PendingDelivery } from '#src/features/delivery';
import { DownloadAcknowledgementButton } from '#src/features/invoices';
import { useChatControls } from '#src/lib/chat-controls';

export interface RequestDetailsModalProps extends RequestActionHandlers {
  /** The request shown; null keeps the modal closed. */
  request: DonorRequest | null;
  busyAction: RespondAction | null;
  /** The request's open delivery, for a request list that does not carry the delivery fields. */
  delivery: PendingDelivery | undefined;
  onMarkSent: (request: DonorRequest) => void;
  onClose: () => void;
}

function DetailsBody({
  request,
  busyAction,
  delivery,
  onMarkSent,
  onClose,
  ...handlers
}: RequestDetailsModalProps & { request: DonorRequest }) {
  const chat = useChatControls();
  const approved = request.status === 'approved';
  const state =
    request.delivery_status !== undefined
      ? { delivery_method: request.delivery_method ?? null, delivery_status: request.delivery_status }
      : delivery;
  const sendable = approved && !deliveryMoved(state?.delivery_status ?? null);
  const declinedBy = request.decline_reason === 'expired' ? 'Automatically, after the response deadline' : 'You';
  return (
    <Stack gap="md">
      <RequestDetailsHeader request={request} />
      <RequestDetailsList>
        <DetailsFact label="Nonprofit">{request.nonprofit_name}</DetailsFact>
        <DetailsFact label="Event">{request.event_name ?? 'None named'}</DetailsFact>
        {request.event_date && <DetailsFact label="Event date">{formatDate(request.event_date)}</DetailsFact>}
        <DetailsFact label="Fair market value">{formatWholeDollars(request.fair_market_value)} each</DetailsFact>
        <DetailsFact label="Total value">{formatWholeDollars(request.total_value)}</DetailsFact>
        <DetailsFact label="Quantity requested">{request.quantity_requested}</DetailsFact>
        <DetailsFact label="Still available">{request.item_quantity_available}</DetailsFact>
        <DetailsFact label="Requested on">{formatDateTime(request.created_at)}</DetailsFact>
        <DetailsFact label="Response deadline">
          {formatDateTime(request.expires_at)}
          {request.status === 'pending' && ` (${formatExpiry(request.expires_at)})`}
        </DetailsFact>
        {request.approved_at && <DetailsFact label="Approved on">{formatDateTime(request.approved_at)}</DetailsFact>}
        {request.status === 'declined' && (
          <>
            {request.declined_at && (
              <DetailsFact label="Declined on">{formatDateTime(request.declined_at)}</DetailsFact>
            )}
            <DetailsFact label="Declined by">{declinedBy}</DetailsFact>
          </>
        )}
        {state && (approved || request.status === 'completed') && (
          <DetailsFact label="Delivery">{deliveryStatusLabel(state)}</DetailsFact>
        )}
        {request.tracking_number && <DetailsFact label="Tracking number">{request.tracking_number}</DetailsFact>}
        <MessageFact label="Message" message={request.message} />
      </RequestDetailsList>
      <Group gap="xs">
        {sendable && (
          <Button
            size="sm"
            leftSection={<IconTruckDelivery size={16} aria-hidden />}
            onClick={() => onMarkSent(request)}
          >
            Mark as sent
          </Button>
        )}
        {chat.available && (approved || request.status === 'completed') && (
          <Button
            size="sm"
            variant="default"
            leftSection={<IconMessageCircle size={16} aria-hidden />}
            onClick={() => {
              onClose();
              chat.open({ requestId: request.id });
            }}
          >
            Chat with the nonprofit
          </Button>
        )}
        {request.status === 'completed' && (
          <DownloadAcknowledgementButton requestId={request.id} itemTitle={request.item_title} />
        )}
        <RequestActions request={request} busyAction={busyAction} alwaysMessage {...handlers} />
      </Group>
    </Stack>
  );
}

/** Every field of one incoming request, with the same actions as its card. */
export function RequestDetailsModal({ request: current, ...rest }: RequestDetailsModalProps) {
  return (
    <RequestDetailsDialog request={current} onClose={rest.onClose}>
      {(request) => <DetailsBody {...rest} request={request} />}
    </RequestDetailsDialog>
  );
}
