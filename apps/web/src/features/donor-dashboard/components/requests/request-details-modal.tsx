import type { DonorRequest } from '@app/shared';
import { Button, DataList, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle, IconTruckDelivery } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime, formatExpiry, formatWholeDollars } from '../../../../lib/format';
import type { RespondAction } from '../../api/respond-to-request';
import { RequestActions, type RequestActionHandlers } from './request-actions';
import { RequestImage } from '../../../../components/requests/request-image';
import { RequestStatusBadge } from '../../../../components/requests/request-status-badge';
import { useRetained } from '../../../../components/requests/use-retained';
import type { PendingDelivery } from '../../../../components/delivery/api/get-pending-deliveries';
import { deliveryMoved, deliveryStatusLabel } from '../../../../components/delivery/delivery-status';
import { useChatControls } from '../../../../lib/chat-controls';

export interface RequestDetailsModalProps extends RequestActionHandlers {
  /** The request shown; null keeps the modal closed. */
  request: DonorRequest | null;
  busyAction: RespondAction | null;
  /** The request's open delivery, for a request list that does not carry the delivery fields. */
  delivery: PendingDelivery | undefined;
  onMarkSent: (request: DonorRequest) => void;
  onClose: () => void;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{children}</DataList.ItemValue>
    </DataList.Item>
  );
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
  // Side-by-side labels squeeze the values on phones: stack them there.
  const narrow = useMediaQuery('(max-width: 36em)');
  const declinedBy = request.decline_reason === 'expired' ? 'Automatically, after the response deadline' : 'You';
  return (
    <Stack gap="md">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <RequestImage src={request.image_url} w={96} h={96} radius="sm" style={{ flexShrink: 0 }} />
        <Stack gap={6} miw={0}>
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {request.item_title}
          </Title>
          <RequestStatusBadge status={request.status} declineReason={request.decline_reason} />
        </Stack>
      </Group>
      <DataList size="sm" withDivider labelWidth="9.5rem" orientation={narrow ? 'vertical' : 'horizontal'}>
        <Row label="Nonprofit">{request.nonprofit_name}</Row>
        <Row label="Event">{request.event_name ?? 'None named'}</Row>
        {request.event_date && <Row label="Event date">{formatDate(request.event_date)}</Row>}
        <Row label="Fair market value">{formatWholeDollars(request.fair_market_value)} each</Row>
        <Row label="Total value">{formatWholeDollars(request.total_value)}</Row>
        <Row label="Quantity requested">{request.quantity_requested}</Row>
        <Row label="Still available">{request.item_quantity_available}</Row>
        <Row label="Requested on">{formatDateTime(request.created_at)}</Row>
        <Row label="Response deadline">
          {formatDateTime(request.expires_at)}
          {request.status === 'pending' && ` (${formatExpiry(request.expires_at)})`}
        </Row>
        {request.approved_at && <Row label="Approved on">{formatDateTime(request.approved_at)}</Row>}
        {request.status === 'declined' && (
          <>
            {request.declined_at && <Row label="Declined on">{formatDateTime(request.declined_at)}</Row>}
            <Row label="Declined by">{declinedBy}</Row>
          </>
        )}
        {state && (approved || request.status === 'completed') && (
          <Row label="Delivery">{deliveryStatusLabel(state)}</Row>
        )}
        {request.tracking_number && <Row label="Tracking number">{request.tracking_number}</Row>}
        <Row label="Message">
          {request.message ? (
            <Text component="span" size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {request.message}
            </Text>
          ) : (
            'No message'
          )}
        </Row>
      </DataList>
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
        <RequestActions request={request} busyAction={busyAction} alwaysMessage {...handlers} />
      </Group>
    </Stack>
  );
}

/** Seed 001 s2: every field of one incoming request, with the same actions as its card. */
export function RequestDetailsModal({ request: current, ...rest }: RequestDetailsModalProps) {
  const request = useRetained(current);
  return (
    <Modal
      opened={current !== null}
      onClose={rest.onClose}
      title="Request details"
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {request && <DetailsBody {...rest} request={request} />}
    </Modal>
  );
}
