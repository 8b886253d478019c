import type { NonprofitRequest } from '@app/shared';
import { Badge, Button, Group, SimpleGrid, Text } from '@mantine/core';
import { IconTruckDelivery, IconX } from '@tabler/icons-react';
import { formatDate, formatTokens, formatWholeDollars } from '#src/lib/format';
import { canChooseDelivery, deliveryStatusLabel, showsDelivery } from '#src/features/delivery';
import { RequestFact } from '#src/components/request-fact';
import { ExpiryFact, RequestCardShell } from '../components/request-card-shell';

export interface RequestCardProps {
  request: NonprofitRequest;
  onOpenDetails: (request: NonprofitRequest) => void;
  onCancel: (request: NonprofitRequest) => void;
  onChooseDelivery: (request: NonprofitRequest) => void;
}

/** Tokens come back when a request is declined, expires or is cancelled (docs/product.md, Tokens). */
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

  return (
    <RequestCardShell
      request={request}
      headingId={headingId}
      onOpenDetails={() => onOpenDetails(request)}
      meta={
        <>
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
        </>
      }
    >
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
        {request.status === 'pending' && <ExpiryFact label="Donor answers by" expiresAt={request.expires_at} />}
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
    </RequestCardShell>
  );
}
