import { ACKNOWLEDGEMENT_STATUS_LABELS, giftUseLabel, pausedByHold } from '@app/shared';
import type { DonorRequest } from '@app/shared';
import { Button } from '@mantine/core';
import { IconMessage, IconMessageCircle } from '@tabler/icons-react';
import { Stack } from '@mantine/core';
import { formatDate, formatDateTime, formatWholeDollars } from '#src/lib/format';
import {
  DetailsFact,
  MessageFact,
  RequestDetailsDialog,
  RequestDetailsHeader,
  RequestDetailsList,
} from '../components/request-details-layout';
import { DeadlineText } from '../components/request-card-shell';
import { RequestNextStep, type RequestIntent } from '../components/request-next-step';
import { RequestTimeline } from '../components/request-timeline';
import { AcknowledgementActions, AcknowledgementVersions } from '#src/features/invoices';
import { useChatControls } from '#src/lib/chat-controls';
import { useRequestChat } from '../components/use-request-chat';
import {
  awaitingDecision,
  deliveryStatusLabel,
  deliveryUnderWay,
  expiredUnanswered,
  isCompleted,
  wasDeclined,
} from '#src/lib/request-state-labels';

export interface RequestDetailsModalProps {
  /** The request shown; null keeps the modal closed. */
  request: DonorRequest | null;
  busy: RequestIntent | null;
  onAction: (id: number, intent: RequestIntent) => void;
  onMessage: (request: DonorRequest) => void;
  onClose: () => void;
}

function DetailsBody({
  request,
  busy,
  onAction,
  onMessage,
  onClose,
}: RequestDetailsModalProps & { request: DonorRequest }) {
  const chat = useChatControls();
  const withChat = useRequestChat(request);
  const declinedBy = expiredUnanswered(request.state) ? 'Automatically, after the response deadline' : 'You';
  return (
    <Stack gap="md">
      <RequestDetailsHeader request={request} />
      <RequestTimeline
        state={request.state}
        timeline={request.timeline}
        pickup={request.delivery_method === 'pickup'}
        label={`Progress of ${request.item_title}`}
      />
      <RequestDetailsList>
        <DetailsFact label="Nonprofit">{request.nonprofit_name}</DetailsFact>
        <DetailsFact label="Event">{request.event_name ?? 'None named'}</DetailsFact>
        {request.event_date && <DetailsFact label="Event date">{formatDate(request.event_date)}</DetailsFact>}
        <DetailsFact label="Fair market value">{formatWholeDollars(request.fair_market_value)} each</DetailsFact>
        <DetailsFact label="Total value">{formatWholeDollars(request.total_value)}</DetailsFact>
        <DetailsFact label="Quantity requested">{request.quantity_requested}</DetailsFact>
        <DetailsFact label="Intended use">{giftUseLabel(request.intended_use)}</DetailsFact>
        <DetailsFact label="Still available">{request.item_quantity_available}</DetailsFact>
        <DetailsFact label="Requested on">{formatDateTime(request.created_at)}</DetailsFact>
        <DetailsFact label="Response deadline">
          {formatDateTime(request.expires_at)}
          {awaitingDecision(request.state) && (
            <>
              {' '}
              (<DeadlineText expiresAt={request.expires_at} paused={pausedByHold(request.next_step)} />)
            </>
          )}
        </DetailsFact>
        {wasDeclined(request.state) && <DetailsFact label="Declined by">{declinedBy}</DetailsFact>}
        {(deliveryUnderWay(request.state) || isCompleted(request.state)) && (
          <DetailsFact label="Delivery">{deliveryStatusLabel(request)}</DetailsFact>
        )}
        {request.tracking_number && <DetailsFact label="Tracking number">{request.tracking_number}</DetailsFact>}
        {request.acknowledgement_status !== 'none' && (
          <DetailsFact label="Acknowledgement">
            {ACKNOWLEDGEMENT_STATUS_LABELS[request.acknowledgement_status]}
          </DetailsFact>
        )}
        <MessageFact label="Message" message={request.message} />
      </RequestDetailsList>
      <RequestNextStep request={request} viewer="donor" busy={busy} onAction={(intent) => onAction(request.id, intent)}>
        {withChat && (
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
        {isCompleted(request.state) && (
          <AcknowledgementActions
            requestId={request.id}
            itemTitle={request.item_title}
            quantity={request.quantity_requested}
            intendedUse={request.intended_use}
            status={request.acknowledgement_status}
            signerOrganization={null}
          />
        )}
        <Button
          size="sm"
          variant="default"
          leftSection={<IconMessage size={16} aria-hidden />}
          disabled={busy !== null}
          onClick={() => onMessage(request)}
          aria-label={`Message ${request.nonprofit_name} about ${request.item_title}`}
        >
          Message
        </Button>
      </RequestNextStep>
      {request.acknowledgement_status === 'signed' && (
        <AcknowledgementVersions requestId={request.id} itemTitle={request.item_title} />
      )}
    </Stack>
  );
}

/** Every field of one incoming request, its timeline and the same actions as its card. */
export function RequestDetailsModal({ request: current, ...rest }: RequestDetailsModalProps) {
  return (
    <RequestDetailsDialog request={current} onClose={rest.onClose}>
      {(request) => <DetailsBody {...rest} request={request} />}
    </RequestDetailsDialog>
  );
}
