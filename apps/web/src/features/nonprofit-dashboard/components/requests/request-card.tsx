import type { NonprofitRequest } from '@app/shared';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconTruckDelivery, IconX } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { formatDate, formatExpiry, formatTokens, formatWholeDollars } from '../../../../lib/format';
import { canChooseDelivery, deliveryStatusLabel, showsDelivery } from '../../../../components/delivery/delivery-status';
import { RequestFact } from '../../../../components/requests/request-fact';
import { RequestImage } from '../../../../components/requests/request-image';
import { RequestStatusBadge } from '../../../../components/requests/request-status-badge';

export interface RequestCardProps {
  request: NonprofitRequest;
  onOpenDetails: (request: NonprofitRequest) => void;
  onCancel: (request: NonprofitRequest) => void;
  onChooseDelivery: (request: NonprofitRequest) => void;
}

/** Tokens come back when a request is declined, expires or is cancelled (DESIGN.md rule 2). */
export function tokensLabel(request: NonprofitRequest): string {
  const refunded = request.status === 'declined' || request.status === 'cancelled';
  return `${formatTokens(request.tokens_charged)}${refunded ? ' (refunded)' : ''}`;
}

/** 'Choose' until a method is set, 'Change' after. */
export function deliveryActionLabel(request: NonprofitRequest): string {
  return request.delivery_method ? 'Change delivery method' : 'Choose delivery method';
}

export function RequestCard({ request, onOpenDetails, onCancel, onChooseDelivery }: RequestCardProps) {
  const headingId = `nonprofit-request-${request.id}-title`;

  // The whole card opens the details for mouse users; keyboard users have the Details button.
  const openFromCard = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('button, a, input, textarea')) return;
    onOpenDetails(request);
  };

  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="md"
      aria-labelledby={headingId}
      onClick={openFromCard}
      style={{ cursor: 'pointer' }}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <RequestImage
          src={request.image_url}
          w={{ base: 64, sm: 88 }}
          h={{ base: 64, sm: 88 }}
          radius="sm"
          loading="lazy"
          style={{ flexShrink: 0 }}
        />
        <Stack gap={2} miw={0} flex={1}>
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Title order={3} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {request.item_title}
            </Title>
            <RequestStatusBadge status={request.status} declineReason={request.decline_reason} />
          </Group>
          <Text size="sm" fw={500}>
            {request.donor_company_name}
          </Text>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {request.event_name ? `For ${request.event_name}` : 'No event'}
            </Text>
            {request.batch_id !== null && (
              <Badge variant="outline" color="gray" c="gray.8" radius="sm" tt="none" size="sm">
                Batch #{request.batch_id}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>

      <SimpleGrid component="dl" cols={{ base: 2, sm: 5 }} spacing="sm" verticalSpacing="xs" mt="sm" mb={0}>
        <RequestFact label="Value">
          {formatWholeDollars(request.total_value)}
          {request.quantity_requested > 1 && (
            <Text component="span" display="block" size="xs" c="dimmed">
              {formatWholeDollars(request.fair_market_value)} each
            </Text>
          )}
        </RequestFact>
        <RequestFact label="Quantity">{request.quantity_requested}</RequestFact>
        <RequestFact label="Tokens charged">{tokensLabel(request)}</RequestFact>
        <RequestFact label="Requested">{formatDate(request.created_at)}</RequestFact>
        {request.status === 'pending' && (
          <RequestFact label="Donor answers by">
            {formatDate(request.expires_at)}
            <Text
              component="span"
              display="block"
              size="xs"
              fw={600}
              c="color-mix(in srgb, var(--mantine-color-orange-9), black 25%)"
            >
              {formatExpiry(request.expires_at)}
            </Text>
          </RequestFact>
        )}
        {showsDelivery(request) && <RequestFact label="Delivery">{deliveryStatusLabel(request)}</RequestFact>}
      </SimpleGrid>

      <Group justify="flex-end" gap="xs" mt="sm">
        {request.status === 'pending' && (
          <Button
            size="sm"
            color="red"
            variant="outline"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => onCancel(request)}
            aria-label={`Cancel request for ${request.item_title}`}
          >
            Cancel request
          </Button>
        )}
        {canChooseDelivery(request) && (
          <Button
            size="sm"
            variant={request.delivery_method ? 'default' : 'filled'}
            leftSection={<IconTruckDelivery size={16} aria-hidden />}
            onClick={() => onChooseDelivery(request)}
            aria-label={`${deliveryActionLabel(request)} for ${request.item_title}`}
          >
            {deliveryActionLabel(request)}
          </Button>
        )}
        <Button
          size="sm"
          variant="subtle"
          onClick={() => onOpenDetails(request)}
          aria-label={`View details for ${request.item_title}`}
        >
          Details
        </Button>
      </Group>
    </Card>
  );
}
