import { DELIVERY_OPTION_LABELS, type NonprofitRequest } from '@app/shared';
import { Button, DataList, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle, IconTruckDelivery, IconX } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime, formatExpiry, formatWholeDollars } from '../../../../lib/format';
import { canChooseDelivery, deliveryStatusLabel, showsDelivery } from '../../../../components/delivery/delivery-status';
import { useChatControls } from '../../../../lib/chat-controls';
import { deliveryActionLabel, tokensLabel } from './request-card';
import { RequestImage } from '../../../../components/requests/request-image';
import { RequestStatusBadge } from '../../../../components/requests/request-status-badge';
import { useRetained } from '../../../../components/requests/use-retained';

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

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

function DetailsBody({ request, onCancel, onChooseDelivery, onClose }: BodyProps) {
  const chat = useChatControls();
  const chatOpen = chat.available && (request.status === 'approved' || request.status === 'completed');
  // Side-by-side labels squeeze the values on phones: stack them there.
  const narrow = useMediaQuery('(max-width: 36em)');
  const options = request.delivery_options.map((option) => DELIVERY_OPTION_LABELS[option]).join(', ');
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
        <Row label="Donor">{request.donor_company_name}</Row>
        <Row label="Event">{request.event_name ?? 'None'}</Row>
        {request.event_date && <Row label="Event date">{formatDate(request.event_date)}</Row>}
        {request.batch_id !== null && <Row label="Batch">#{request.batch_id}</Row>}
        <Row label="Fair market value">{formatWholeDollars(request.fair_market_value)} each</Row>
        <Row label="Quantity">{request.quantity_requested}</Row>
        <Row label="Total value">{formatWholeDollars(request.total_value)}</Row>
        <Row label="Tokens charged">{tokensLabel(request)}</Row>
        <Row label="Requested on">{formatDateTime(request.created_at)}</Row>
        {request.status === 'pending' && (
          <Row label="Donor answers by">
            {formatDateTime(request.expires_at)} ({formatExpiry(request.expires_at)})
          </Row>
        )}
        {request.approved_at && <Row label="Approved on">{formatDateTime(request.approved_at)}</Row>}
        {request.decline_reason === 'expired' && (
          <Row label="Declined because">The donor did not answer before the deadline.</Row>
        )}
        {showsDelivery(request) && <Row label="Delivery">{deliveryStatusLabel(request)}</Row>}
        {options && <Row label="Delivery options">{options}</Row>}
        <Row label="Your message">
          {request.message ? (
            <Text component="span" size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {request.message}
            </Text>
          ) : (
            'No message'
          )}
        </Row>
      </DataList>
      {(request.status === 'pending' || canChooseDelivery(request) || chatOpen) && (
        <Group gap="xs">
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

/** Seed 001 s2: the request details dialog of the nonprofit's Requests tab. */
export function RequestDetailsModal({ request: current, onClose, ...actions }: RequestDetailsModalProps) {
  const request = useRetained(current);
  return (
    <Modal
      opened={current !== null}
      onClose={onClose}
      title="Request details"
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {request && <DetailsBody request={request} onClose={onClose} {...actions} />}
    </Modal>
  );
}
