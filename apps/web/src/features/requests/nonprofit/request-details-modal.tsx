import { DELIVERY_OPTION_LABELS, type NonprofitRequest } from '@app/shared';
import { Button, Group, Stack } from '@mantine/core';
import { IconMessageCircle, IconTruckDelivery, IconX } from '@tabler/icons-react';
import { formatDate, formatDateTime, formatExpiry, formatWholeDollars } from '#src/lib/format';
import { canChooseDelivery, deliveryStatusLabel, showsDelivery } from '#src/features/delivery';
import { DownloadAcknowledgementButton } from '#src/features/invoices';
import { useChatControls } from '#src/lib/chat-controls';
import { deliveryActionLabel, tokensLabel } from './request-card';
import {
  DetailsFact,
  MessageFact,
  RequestDetailsDialog,
  RequestDetailsHeader,
  RequestDetailsList,
} from '../components/request-details-layout';

export interface RequestDetailsModalProps {
  /** The request shown; null keeps the modal closed. */
  request: NonprofitRequest | null;
  onClose: () => void;
  onCancel: (request: NonprofitRequest) => void;
  onChooseDelivery: (request: NonprofitRequest) => void;
}

type BodyProps = Omit<RequestDetailsModalProps, 'request' | 'onClose'> & {
  request: NonprofitRequest;
  onClose: () => void;
};

function DetailsBody({ request, onCancel, onChooseDelivery, onClose }: BodyProps) {
  const chat = useChatControls();
  const chatOpen = chat.available && (request.status === 'approved' || request.status === 'completed');
  const options = request.delivery_options.map((option) => DELIVERY_OPTION_LABELS[option]).join(', ');
  return (
    <Stack gap="md">
      <RequestDetailsHeader request={request} />
      <RequestDetailsList>
        <DetailsFact label="Donor">{request.donor_company_name}</DetailsFact>
        <DetailsFact label="Event">{request.event_name ?? 'None'}</DetailsFact>
        {request.event_date && <DetailsFact label="Event date">{formatDate(request.event_date)}</DetailsFact>}
        {request.batch_id !== null && <DetailsFact label="Batch">#{request.batch_id}</DetailsFact>}
        <DetailsFact label="Fair market value">{formatWholeDollars(request.fair_market_value)} each</DetailsFact>
        <DetailsFact label="Quantity">{request.quantity_requested}</DetailsFact>
        <DetailsFact label="Total value">{formatWholeDollars(request.total_value)}</DetailsFact>
        <DetailsFact label="Tokens charged">{tokensLabel(request)}</DetailsFact>
        <DetailsFact label="Requested on">{formatDateTime(request.created_at)}</DetailsFact>
        {request.status === 'pending' && (
          <DetailsFact label="Donor answers by">
            {formatDateTime(request.expires_at)} ({formatExpiry(request.expires_at)})
          </DetailsFact>
        )}
        {request.approved_at && <DetailsFact label="Approved on">{formatDateTime(request.approved_at)}</DetailsFact>}
        {request.decline_reason === 'expired' && (
          <DetailsFact label="Declined because">The donor did not answer before the deadline.</DetailsFact>
        )}
        {showsDelivery(request) && <DetailsFact label="Delivery">{deliveryStatusLabel(request)}</DetailsFact>}
        {options && <DetailsFact label="Delivery options">{options}</DetailsFact>}
        <MessageFact label="Your message" message={request.message} />
      </RequestDetailsList>
      {(request.status === 'pending' || request.status === 'completed' || canChooseDelivery(request) || chatOpen) && (
        <Group gap="xs">
          {request.status === 'completed' && (
            <DownloadAcknowledgementButton requestId={request.id} itemTitle={request.item_title} />
          )}
          {canChooseDelivery(request) && (
            <Button
              leftSection={<IconTruckDelivery size={16} aria-hidden />}
              onClick={() => onChooseDelivery(request)}
              aria-label={`${deliveryActionLabel(request)} for ${request.item_title}`}
            >
              {deliveryActionLabel(request)}
            </Button>
          )}
          {chatOpen && (
            <Button
              variant="default"
              leftSection={<IconMessageCircle size={16} aria-hidden />}
              onClick={() => {
                onClose();
                chat.open({ requestId: request.id });
              }}
            >
              Chat with the donor
            </Button>
          )}
          {request.status === 'pending' && (
            <Button
              color="red"
              variant="outline"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => onCancel(request)}
              aria-label={`Cancel request for ${request.item_title}`}
            >
              Cancel request
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}

/** The request details dialog of the nonprofit's Requests tab. */
export function RequestDetailsModal({ request: current, onClose, ...actions }: RequestDetailsModalProps) {
  return (
    <RequestDetailsDialog request={current} onClose={onClose}>
      {(request) => <DetailsBody request={request} onClose={onClose} {...actions} />}
    </RequestDetailsDialog>
  );
}
