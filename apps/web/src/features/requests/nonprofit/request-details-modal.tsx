import {
  ACKNOWLEDGEMENT_STATUS_LABELS,
  DELIVERY_OPTION_LABELS,
  giftUseLabel,
  type NonprofitRequest,
  pausedByHold,
} from '@app/shared';
import { Button, Stack } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { formatDate, formatDateTime, formatWholeDollars } from '#src/lib/format';
import { AcknowledgementActions, AcknowledgementVersions } from '#src/features/invoices';
import { useCurrentUser } from '#src/lib/session/use-current-user';
import { useChatControls } from '#src/lib/chat-controls';
import { useRequestChat } from '../components/use-request-chat';
import {
  awaitingDecision,
  deliveryStatusLabel,
  deliveryUnderWay,
  expiredUnanswered,
  isCompleted,
} from '#src/lib/request-state-labels';
import { tokensLabel } from '../components/request-card';
import { DeadlineText } from '../components/request-card-shell';
import { RequestNextStep, type RequestIntent } from '../components/request-next-step';
import { RequestTimeline } from '../components/request-timeline';
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
  busy: RequestIntent | null;
  onAction: (id: number, intent: RequestIntent) => void;
  onClose: () => void;
}

function DetailsBody({ request, busy, onAction, onClose }: RequestDetailsModalProps & { request: NonprofitRequest }) {
  const chat = useChatControls();
  const withChat = useRequestChat(request);
  const { data: user } = useCurrentUser();
  const options = request.delivery_options.map((option) => DELIVERY_OPTION_LABELS[option]).join(', ');
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
        <DetailsFact label="Donor">{request.donor_company_name}</DetailsFact>
        <DetailsFact label="Event">{request.event_name ?? 'None'}</DetailsFact>
        {request.event_date && <DetailsFact label="Event date">{formatDate(request.event_date)}</DetailsFact>}
        {request.batch_id !== null && <DetailsFact label="Batch">#{request.batch_id}</DetailsFact>}
        <DetailsFact label="Fair market value">{formatWholeDollars(request.fair_market_value)} each</DetailsFact>
        <DetailsFact label="Quantity">{request.quantity_requested}</DetailsFact>
        <DetailsFact label="Intended use">{giftUseLabel(request.intended_use)}</DetailsFact>
        <DetailsFact label="Total value">{formatWholeDollars(request.total_value)}</DetailsFact>
        <DetailsFact label="Tokens charged">{tokensLabel(request)}</DetailsFact>
        <DetailsFact label="Requested on">{formatDateTime(request.created_at)}</DetailsFact>
        {awaitingDecision(request.state) && (
          <DetailsFact label="Donor answers by">
            {formatDateTime(request.expires_at)} (
            <DeadlineText expiresAt={request.expires_at} paused={pausedByHold(request.next_step)} />)
          </DetailsFact>
        )}
        {expiredUnanswered(request.state) && (
          <DetailsFact label="Declined because">The donor did not answer before the deadline.</DetailsFact>
        )}
        {(deliveryUnderWay(request.state) || isCompleted(request.state)) && (
          <DetailsFact label="Delivery">{deliveryStatusLabel(request)}</DetailsFact>
        )}
        {options && <DetailsFact label="Delivery options">{options}</DetailsFact>}
        {request.acknowledgement_status !== 'none' && (
          <DetailsFact label="Acknowledgement">
            {ACKNOWLEDGEMENT_STATUS_LABELS[request.acknowledgement_status]}
          </DetailsFact>
        )}
        <MessageFact label="Your message" message={request.message} />
      </RequestDetailsList>
      <RequestNextStep
        request={request}
        viewer="nonprofit"
        busy={busy}
        onAction={(intent) => onAction(request.id, intent)}
      >
        {isCompleted(request.state) && (
          <AcknowledgementActions
            requestId={request.id}
            itemTitle={request.item_title}
            quantity={request.quantity_requested}
            intendedUse={request.intended_use}
            status={request.acknowledgement_status}
            signerOrganization={user?.organization_name ?? user?.name ?? null}
          />
        )}
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
            Chat with the donor
          </Button>
        )}
      </RequestNextStep>
      {request.acknowledgement_status === 'signed' && (
        <AcknowledgementVersions requestId={request.id} itemTitle={request.item_title} />
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
